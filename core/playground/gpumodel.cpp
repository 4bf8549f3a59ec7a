#include "gpumodel.h"

#include "memory/memorymodel.h"

namespace cvz {

const QList<ModelGpu>& modelGpus()
{
    // PCIe: 3.0 x16 15.75 GB/s, 4.0 x16 31.5 GB/s, 5.0 x16 63 GB/s per direction.
    static const QList<ModelGpu> gpus {
        { QStringLiteral("t4"), QStringLiteral("NVIDIA T4"), 15.75e9, 320e9, 8.1e12 },
        { QStringLiteral("a100"), QStringLiteral("NVIDIA A100 40GB SXM"), 31.5e9, 1555e9, 19.5e12 },
        { QStringLiteral("h100"), QStringLiteral("NVIDIA H100 SXM"), 63e9, 3350e9, 67e12 },
        { QStringLiteral("h200"), QStringLiteral("NVIDIA H200 SXM"), 63e9, 4800e9, 67e12 },
        { QStringLiteral("rtx4090"), QStringLiteral("NVIDIA GeForce RTX 4090"), 31.5e9, 1008e9, 82.6e12 },
        { QStringLiteral("a6000"), QStringLiteral("NVIDIA RTX A6000"), 31.5e9, 768e9, 38.7e12 },
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

double modelledKernelSeconds(const ModelGpu& gpu, int64_t globalSectors)
{
    return kLaunchLatencySeconds + double(globalSectors) * double(kSectorBytes) / gpu.memoryBytesPerSecond;
}

} // namespace cvz
