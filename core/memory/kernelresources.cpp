#include "kernelresources.h"

namespace cvz {

namespace {
struct Row
{
    const char* kernel;
    int major, minor, registers, sharedBytes, spillBytes;
};
const Row kRows[] = {
#include "kernelresources.inc"
    { nullptr, 0, 0, 0, 0, 0 }, // keeps the array non-empty without the GPU module
};
} // namespace

const std::vector<KernelResources>& compiledKernelResources()
{
    static const std::vector<KernelResources> table = [] {
        std::vector<KernelResources> out;
        for (const Row& r : kRows)
            if (r.kernel)
                out.push_back(
                    { QString::fromLatin1(r.kernel), r.major, r.minor, r.registers, r.sharedBytes, r.spillBytes });
        return out;
    }();
    return table;
}

std::optional<KernelResources> compiledResourcesOf(const QString& kernel, int ccMajor, int ccMinor)
{
    for (const KernelResources& r : compiledKernelResources())
        if (r.kernel == kernel && r.ccMajor == ccMajor && r.ccMinor == ccMinor)
            return r;
    return std::nullopt;
}

} // namespace cvz
