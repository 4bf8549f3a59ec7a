#pragma once

#include <QString>
#include <optional>
#include <vector>

namespace cvz {

// What the compiler gave one of our kernels on one architecture: the numbers occupancy
// depends on. Taken at build time from ptxas (cmake/kernelresources.cmake) when the GPU
// module is built; empty otherwise.
struct KernelResources
{
    QString kernel; // teachingKernelKey: "matmul-tiled", "vecadd", ...
    int ccMajor = 0, ccMinor = 0;
    int registers = 0; // per thread
    int sharedBytes = 0; // static __shared__ per block
    int spillBytes = 0; // spill stores to local memory
};

const std::vector<KernelResources>& compiledKernelResources();
std::optional<KernelResources> compiledResourcesOf(const QString& kernel, int ccMajor, int ccMinor);

} // namespace cvz
