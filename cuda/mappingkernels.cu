// The index kernels and the transposes as real __global__ functions: the bodies the emulator runs and the
// Thread Mapping page animates, compiled for every architecture the module supports. Their
// register and shared-memory use, as ptxas reports it, feeds the occupancy in the memory
// report (cmake/kernelresources.cmake).
#include "kernelattributes.h"

#include "devicecontext.cuh"
#include "launchgeometry.h"

namespace cvz {

__global__ void vectorAddKernel(const float* a, const float* b, float* c, long long n)
{
    DeviceContext ctx;
    kernels::vectorAdd(ctx, a, b, c, n, true);
}

__global__ void gridStrideKernel(const float* a, const float* b, float* c, long long n)
{
    DeviceContext ctx;
    kernels::vectorAddGridStride(ctx, a, b, c, n);
}

__global__ void matrixAddKernel(const float* a, const float* b, float* c, long long rows, long long cols)
{
    DeviceContext ctx;
    kernels::matrixAdd(ctx, a, b, c, rows, cols, true);
}

__global__ void volumeAddKernel(const float* a, const float* b, float* c, long long nx, long long ny, long long nz)
{
    DeviceContext ctx;
    kernels::volumeAdd(ctx, a, b, c, nx, ny, nz, true);
}

__global__ void transposeNaiveKernel(const float* a, float* c, long long rows, long long cols)
{
    __shared__ float tile[kernels::Transpose::tile * kernels::Transpose::tile];
    DeviceContext ctx;
    kernels::transposeNaive(ctx, a, c, rows, cols, tile);
}

__global__ void transposePaddedKernel(const float* a, float* c, long long rows, long long cols)
{
    __shared__ float tile[kernels::Transpose::tile * (kernels::Transpose::tile + 1)];
    DeviceContext ctx;
    kernels::transposePadded(ctx, a, c, rows, cols, tile);
}

__global__ void stencil1DKernel(const float* in, float* out, long long n)
{
    __shared__ float tile[kernels::Stencil1D::block + 2 * kernels::Stencil1D::radius];
    DeviceContext ctx;
    kernels::stencil1D<kernels::Stencil1D::radius, kernels::Stencil1D::block>(ctx, in, out, n, tile);
}

__global__ void reduceKernel(const float* in, float* out, long long n)
{
    __shared__ float partial[kernels::kReduceBlock];
    DeviceContext ctx;
    kernels::reduceSum<kernels::kReduceBlock>(ctx, in, out, n, partial);
}

__global__ void histogramKernel(const float* in, float* bins, long long n)
{
    __shared__ float local[kernels::Histogram::bins];
    DeviceContext ctx;
    kernels::histogram<kernels::Histogram::bins>(ctx, in, bins, n, local);
}

const void* mappingKernelFunction(TeachingKernel kernel)
{
    switch (kernel) {
    case TeachingKernel::VecAdd:
        return reinterpret_cast<const void*>(&vectorAddKernel);
    case TeachingKernel::GridStride:
        return reinterpret_cast<const void*>(&gridStrideKernel);
    case TeachingKernel::MatAdd:
        return reinterpret_cast<const void*>(&matrixAddKernel);
    case TeachingKernel::Volume3D:
        return reinterpret_cast<const void*>(&volumeAddKernel);
    case TeachingKernel::TransposeNaive:
        return reinterpret_cast<const void*>(&transposeNaiveKernel);
    case TeachingKernel::TransposePadded:
        return reinterpret_cast<const void*>(&transposePaddedKernel);
    case TeachingKernel::Stencil1D:
        return reinterpret_cast<const void*>(&stencil1DKernel);
    case TeachingKernel::Reduce:
        return reinterpret_cast<const void*>(&reduceKernel);
    case TeachingKernel::Histogram:
        return reinterpret_cast<const void*>(&histogramKernel);
    default:
        return nullptr;
    }
}

} // namespace cvz
