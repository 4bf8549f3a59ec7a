#pragma once

#include <QColor>

namespace cvz {

// The Thread Mapping colours: Okabe–Ito based, so they stay apart for colour-blind eyes.
struct MappingPalette
{
    QColor background { 0xfa, 0xfa, 0xfa };
    QColor activePending { 0xb7, 0xd4, 0xea }; // will write an element
    QColor activeDone { 0x00, 0x72, 0xb2 }; // has written it (blue)
    QColor idlePending { 0xe4, 0xe4, 0xe4 }; // stopped by the guard
    QColor idleDone { 0xb0, 0xb0, 0xb0 };
    QColor outOfRangePending { 0xf6, 0xc3, 0xa5 }; // writes past the data (no guard)
    QColor outOfRangeDone { 0xd5, 0x5e, 0x00 }; // vermillion
    QColor elementUntouched { 0xe8, 0xe8, 0xe8 };
    QColor elementWritten { 0x00, 0x9e, 0x73 }; // bluish green
    QColor elementPastEnd { 0xfb, 0xe3, 0xd6 }; // memory that is not part of the array
    QColor current { 0xe6, 0x9f, 0x00 }; // orange: the thread(s) of this step
    QColor read { 0x56, 0xb4, 0xe9 }; // sky blue: what the current thread reads
    QColor idleLane { 0xee, 0xd5, 0xe3 }; // a lane of a partly filled warp, no thread (light reddish purple)
    QColor cellBorder { 0xff, 0xff, 0xff }; // between cells, when they are large enough to number
    QColor warpRule { 0x30, 0x30, 0x30 }; // between warps
    QColor blockFrame { 0x55, 0x55, 0x55 };
    QColor text { 0x20, 0x20, 0x20 };
    int lineWidth = 0; // 0: cosmetic one-pixel lines

    // On a projector no text of the picture is smaller than this: a 45th of the screen's
    // height, 18 pixels at 768 lines and 24 at 1080.
    static int minimumTextPixels(int screenHeight) { return (screenHeight + 44) / 45; }

    // For projectors: darker "done" colours on white, black text, thick lines.
    static MappingPalette presentation()
    {
        MappingPalette p;
        p.background = Qt::white;
        p.activePending = QColor(0x9c, 0xc3, 0xe6);
        p.activeDone = QColor(0x00, 0x4f, 0x8c);
        p.idlePending = QColor(0xd0, 0xd0, 0xd0);
        p.idleDone = QColor(0x80, 0x80, 0x80);
        p.outOfRangeDone = QColor(0xb3, 0x3c, 0x00);
        p.elementWritten = QColor(0x00, 0x6e, 0x50);
        p.text = Qt::black;
        p.warpRule = Qt::black;
        p.blockFrame = Qt::black;
        p.lineWidth = 3;
        return p;
    }
};

} // namespace cvz
