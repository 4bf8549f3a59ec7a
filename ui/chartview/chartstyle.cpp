#include "chartstyle.h"

namespace cvz {

QColor ChartStyle::backendColour(Backend backend, int machine) const
{
    // Okabe–Ito: black/grey for the CPU, the distinguishable hues for the GPU ladder.
    static const QColor palette[] = {
        QColor(0x99, 0x99, 0x99), // cpu-naive
        QColor(0x00, 0x00, 0x00), // cpu-eigen
        QColor(0xe6, 0x9f, 0x00), // gpu-naive (orange)
        QColor(0x56, 0xb4, 0xe9), // gpu-coalesced (sky blue)
        QColor(0x00, 0x9e, 0x73), // gpu-tiled (bluish green)
        QColor(0xf0, 0xe4, 0x42), // gpu-tiled-2d (yellow)
        QColor(0x00, 0x72, 0xb2), // gpu-cublas (blue)
        QColor(0xd5, 0x5e, 0x00), // gpu-cublas-tf32 (vermillion)
        QColor(0xcc, 0x79, 0xa7), // gpu-cublas-fp16 (reddish purple)
    };
    QColor c = palette[static_cast<int>(backend)];
    if (dark && backend == Backend::CpuEigen)
        c = QColor(0xee, 0xee, 0xee);
    // Further machines: the same hue, lighter or darker, so the backend stays recognisable.
    if (machine > 0)
        c = machine % 2 ? c.lighter(100 + 35 * machine) : c.darker(100 + 30 * machine);
    return c;
}

QFont ChartStyle::font(double scale, bool bold) const
{
    QFont f;
    f.setPointSizeF(basePointSize * scale);
    f.setBold(bold);
    return f;
}

} // namespace cvz
