#include "playground/program/gpumodel.h"

#include "memory/memorymodel.h"

namespace cvz {

const QList<ModelGpu>& modelGpus()
{
    // PCIe: 3.0 x16 15.75 GB/s, 4.0 x16 31.5 GB/s, 5.0 x16 63 GB/s per direction. FP64: Turing's
    // T4 runs it at 1/32 of FP32, GA102 and AD102 (RTX A6000, RTX 4090) at 1/64.
    static const QList<ModelGpu> gpus {
        { QStringLiteral("t4"), QStringLiteral("NVIDIA T4"), 15.75e9, 320e9, 8.1e12, 0.25e12 },
        { QStringLiteral("a100"), QStringLiteral("NVIDIA A100 40GB SXM"), 31.5e9, 1555e9, 19.5e12, 9.7e12 },
        { QStringLiteral("h100"), QStringLiteral("NVIDIA H100 SXM"), 63e9, 3350e9, 67e12, 34e12 },
        { QStringLiteral("h200"), QStringLiteral("NVIDIA H200 SXM"), 63e9, 4800e9, 67e12, 34e12 },
        { QStringLiteral("rtx4090"), QStringLiteral("NVIDIA GeForce RTX 4090"), 31.5e9, 1008e9, 82.6e12, 1.29e12 },
        { QStringLiteral("a6000"), QStringLiteral("NVIDIA RTX A6000"), 31.5e9, 768e9, 38.7e12, 0.6e12 },
        // The five GPUs 樊哲勇's book times its add2gpu.cu on (chapter 5): Kepler's K40 at base
        // clock, Pascal's P100 and Volta's V100 in their PCIe boards, two Turing GeForces.
        { QStringLiteral("v100"), QStringLiteral("NVIDIA Tesla V100 PCIe"), 15.75e9, 900e9, 14e12, 7e12 },
        { QStringLiteral("rtx2080ti"), QStringLiteral("NVIDIA GeForce RTX 2080 Ti"), 15.75e9, 616e9, 13.45e12,
            0.42e12 },
        { QStringLiteral("p100"), QStringLiteral("NVIDIA Tesla P100 PCIe 16GB"), 15.75e9, 732e9, 9.3e12, 4.7e12 },
        { QStringLiteral("rtx2070m"), QStringLiteral("NVIDIA GeForce RTX 2070 (laptop)"), 15.75e9, 448e9, 6.7e12,
            0.21e12 },
        { QStringLiteral("k40"), QStringLiteral("NVIDIA Tesla K40"), 15.75e9, 288e9, 4.29e12, 1.43e12 },
    };
    return gpus;
}

const ModelGpu* findModelGpu(const QString& key)
{
    for (const ModelGpu& g : modelGpus())
        if (g.key.compare(key.trimmed(), Qt::CaseInsensitive) == 0)
            return &g;
    return nullptr;
}

const ModelGpu& defaultModelGpu()
{
    return modelGpus().first();
}

double modelledCopySeconds(const ModelGpu& gpu, int64_t bytes, bool overPcie)
{
    return kCopyLatencySeconds + double(bytes) / (overPcie ? gpu.pcieBytesPerSecond : gpu.memoryBytesPerSecond);
}

KernelTime modelledKernelTime(const ModelGpu& gpu, const KernelWork& work)
{
    KernelTime t;
    t.memorySeconds = double(work.globalSectors) * double(kSectorBytes) / gpu.memoryBytesPerSecond;
    t.fp32Seconds = double(work.fp32Operations) / gpu.fp32FlopsPerSecond;
    t.fp64Seconds = double(work.fp64Operations) / gpu.fp64FlopsPerSecond;
    double longest = t.memorySeconds;
    if (t.fp32Seconds > longest) {
        longest = t.fp32Seconds;
        t.bound = KernelBound::Fp32;
    }
    if (t.fp64Seconds > longest) {
        longest = t.fp64Seconds;
        t.bound = KernelBound::Fp64;
    }
    t.seconds = kLaunchLatencySeconds + longest;
    return t;
}

} // namespace cvz
