// The matmul ladder as real kernels: the same bodies the emulator runs and the app animates
// (core/kernels/teachingkernels.h), with a context that is plain CUDA.
#include "matmulkernels.h"

#include "devicecontext.cuh"
#include "launchgeometry.h"

#include <cuda_fp16.h>

namespace cvz {

namespace {

// @teaching matmul-naive
__global__ void naiveKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    DeviceContext ctx;
    matmulNaive(ctx, a, b, c, m, n, k);
}

// @teaching matmul-coalesced
__global__ void coalescedKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    DeviceContext ctx;
    matmulCoalesced(ctx, a, b, c, m, n, k);
}

// @teaching matmul-tiled
__global__ void tiledKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    __shared__ float As[kMatmulTile * kMatmulTile];
    __shared__ float Bs[kMatmulTile * kMatmulTile];
    DeviceContext ctx;
    matmulTiled<kMatmulTile>(ctx, a, b, c, m, n, k, As, Bs);
}

// @teaching matmul-tiled-2d
__global__ void tiled2DKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    __shared__ float As[Tiled2D::BK * Tiled2D::BM];
    __shared__ float Bs[Tiled2D::BK * Tiled2D::BN];
    DeviceContext ctx;
    matmulTiled2D(ctx, a, b, c, m, n, k, As, Bs);
}

// @teaching matmul-warptiled
__global__ void __launch_bounds__(Warptiled::threads)
    warptiledKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    using W = Warptiled;
    __shared__ __align__(16) float As[W::buffers * W::BK * W::BM];
    __shared__ __align__(16) float Bs[W::buffers * W::BK * W::BN];
    DeviceContext ctx;
    matmulWarptiled(ctx, a, b, c, m, n, k, As, Bs);
}

__global__ void toHalfKernel(const float* in, __half* out, long long count)
{
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < count;
         i += (long long)gridDim.x * blockDim.x)
        out[i] = __float2half(in[i]);
}

unsigned blocks(long long count, int per)
{
    return unsigned((count + per - 1) / per);
}

dim3 toDim3(const Dim3& d)
{
    return dim3(unsigned(d.x), unsigned(d.y), unsigned(d.z));
}

} // namespace

const void* ladderKernelFunction(TeachingKernel kernel)
{
    switch (kernel) {
    case TeachingKernel::MatmulNaive:
        return reinterpret_cast<const void*>(&naiveKernel);
    case TeachingKernel::MatmulCoalesced:
        return reinterpret_cast<const void*>(&coalescedKernel);
    case TeachingKernel::MatmulTiled:
        return reinterpret_cast<const void*>(&tiledKernel);
    case TeachingKernel::MatmulTiled2D:
        return reinterpret_cast<const void*>(&tiled2DKernel);
    case TeachingKernel::MatmulWarptiled:
        return reinterpret_cast<const void*>(&warptiledKernel);
    default:
        return nullptr;
    }
}

cudaError_t launchLadderKernel(cvz_matmul_kernel kernel, const float* a, const float* b, float* c, long long m,
    long long n, long long k, cudaStream_t stream)
{
    const auto teaching = ladderKernel(kernel);
    if (!teaching)
        return cudaErrorInvalidValue;
    // The launch the emulator replays and the app draws: one definition in launchgeometry.h.
    const LaunchConfig launch = matmulLaunch(*teaching, MatmulShape { m, n, k });
    const dim3 grid = toDim3(launch.grid), block = toDim3(launch.block);
    switch (*teaching) {
    case TeachingKernel::MatmulNaive:
        naiveKernel<<<grid, block, 0, stream>>>(a, b, c, m, n, k);
        break;
    case TeachingKernel::MatmulCoalesced:
        coalescedKernel<<<grid, block, 0, stream>>>(a, b, c, m, n, k);
        break;
    case TeachingKernel::MatmulTiled:
        tiledKernel<<<grid, block, 0, stream>>>(a, b, c, m, n, k);
        break;
    case TeachingKernel::MatmulWarptiled:
        warptiledKernel<<<grid, block, 0, stream>>>(a, b, c, m, n, k);
        break;
    default:
        tiled2DKernel<<<grid, block, 0, stream>>>(a, b, c, m, n, k);
        break;
    }
    return cudaGetLastError();
}

cudaError_t convertToHalf(const float* in, void* out, long long count, cudaStream_t stream)
{
    toHalfKernel<<<blocks(count, 256) < 65535 ? blocks(count, 256) : 65535, 256, 0, stream>>>(
        in, static_cast<__half*>(out), count);
    return cudaGetLastError();
}

} // namespace cvz
