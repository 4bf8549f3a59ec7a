#include "chartstyle.h"

#include <iterator>

namespace cvz {

QColor ChartStyle::backendColour(Backend backend, int machine) const
{
    // Okabe–Ito, colour-blind safe, one real colour per backend: the CPU pair in blues, the GPU
    // ladder in the other hues, the reduced-precision cuBLAS runs in black and grey.
    static const QColor palette[] = {
        QColor(0x56, 0xb4, 0xe9), // cpu-naive (sky blue)
        QColor(0x00, 0x72, 0xb2), // cpu-eigen (blue)
        QColor(0xe6, 0x9f, 0x00), // gpu-naive (orange)
        QColor(0xb8, 0xa8, 0x00), // gpu-coalesced (Okabe–Ito yellow, darkened to read on white)
        QColor(0x00, 0x9e, 0x73), // gpu-tiled (bluish green)
        QColor(0xcc, 0x79, 0xa7), // gpu-tiled-2d (reddish purple)
        QColor(0xd5, 0x5e, 0x00), // gpu-cublas (vermillion)
        QColor(0x30, 0x30, 0x30), // gpu-cublas-tf32 (near black)
        QColor(0x99, 0x99, 0x99), // gpu-cublas-fp16 (grey)
    };
    QColor c = palette[static_cast<int>(backend)];
    if (dark && backend == Backend::GpuCublasTf32)
        c = QColor(0xee, 0xee, 0xee);
    // Further machines: the same hue, a clearly different shade (lighter, then darker, ...),
    // so the backend stays recognisable and the machines apart; lines add a dash pattern and
    // a marker of their own (machineDash, machineMarker).
    if (machine > 0) {
        const int step = (machine + 1) / 2;
        c = machine % 2 ? c.lighter(100 + 45 * step) : c.darker(100 + 45 * step);
    }
    return c;
}

Qt::PenStyle ChartStyle::machineDash(int machine)
{
    static const Qt::PenStyle dashes[]
        = { Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine };
    return dashes[machine % int(std::size(dashes))];
}

QFont ChartStyle::font(double scale, bool bold) const
{
    QFont f;
    f.setPointSizeF(basePointSize * scale);
    f.setBold(bold);
    return f;
}

} // namespace cvz
