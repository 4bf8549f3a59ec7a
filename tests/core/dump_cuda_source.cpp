// Writes the CUDA the Thread Mapping page shows for every teaching kernel into one .cu
// file, so a test can hand it to nvcc: the text on screen is real CUDA, not a sketch.
#include "emulator/emulatedkernels.h"
#include "mapping/cudasource.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUT.cu\n", argv[0]);
        return 2;
    }
    QFile out(QString::fromLocal8Bit(argv[1]));
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    QString text;
    for (int k = 0; k < cvz::kTeachingKernelCount; ++k) {
        const auto kernel = static_cast<cvz::TeachingKernel>(k);
        const cvz::KernelSource source = cvz::teachingCudaSource(cvz::teachingKernelKey(kernel));
        if (source.isEmpty()) {
            std::fprintf(stderr, "no source for %s\n", qPrintable(cvz::teachingKernelKey(kernel)));
            return 1;
        }
        text += source.lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n");
    }
    out.write(text.toUtf8());
    return 0;
}
