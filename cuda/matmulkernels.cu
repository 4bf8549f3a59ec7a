// The matmul ladder as real kernels: the same bodies the emulator runs and the app animates
// (core/kernels/teachingkernels.h), with a context that is plain CUDA.
#include "matmulkernels.h"

#include "kernels/teachingkernels.h"

#include <cuda_fp16.h>

namespace cvz {

namespace {

struct DeviceContext
{
    __device__ uint3 blockIdx() const { return ::blockIdx; }
    __device__ uint3 threadIdx() const { return ::threadIdx; }
    __device__ dim3 blockDim() const { return ::blockDim; }
    __device__ void syncthreads() const { __syncthreads(); }
    __device__ float load(const float* p, long long i) const { return p[i]; }
    __device__ void store(float* p, long long i, float v) const { p[i] = v; }
};

__global__ void naiveKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    DeviceContext ctx;
    kernels::matmulNaive(ctx, a, b, c, m, n, k);
}

__global__ void coalescedKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    DeviceContext ctx;
    kernels::matmulCoalesced(ctx, a, b, c, m, n, k);
}

__global__ void tiledKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    __shared__ float As[kTile * kTile];
    __shared__ float Bs[kTile * kTile];
    DeviceContext ctx;
    kernels::matmulTiled<kTile>(ctx, a, b, c, m, n, k, As, Bs);
}

__global__ void tiled2DKernel(const float* a, const float* b, float* c, long long m, long long n, long long k)
{
    __shared__ float As[8 * kTile2D];
    __shared__ float Bs[8 * kTile2D];
    DeviceContext ctx;
    kernels::matmulTiled2D(ctx, a, b, c, m, n, k, As, Bs);
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

} // namespace

cudaError_t launchLadderKernel(cvz_matmul_kernel kernel, const float* a, const float* b, float* c, long long m,
    long long n, long long k, cudaStream_t stream)
{
    const dim3 block16(16, 16);
    switch (kernel) {
    case CVZ_MM_NAIVE: // x runs down the rows of C
        naiveKernel<<<dim3(blocks(m, 16), blocks(n, 16)), block16, 0, stream>>>(a, b, c, m, n, k);
        break;
    case CVZ_MM_COALESCED:
        coalescedKernel<<<dim3(blocks(n, 16), blocks(m, 16)), block16, 0, stream>>>(a, b, c, m, n, k);
        break;
    case CVZ_MM_TILED:
        tiledKernel<<<dim3(blocks(n, kTile), blocks(m, kTile)), dim3(kTile, kTile), 0, stream>>>(a, b, c, m, n, k);
        break;
    case CVZ_MM_TILED_2D:
        tiled2DKernel<<<dim3(blocks(n, kTile2D), blocks(m, kTile2D)), block16, 0, stream>>>(a, b, c, m, n, k);
        break;
    default:
        return cudaErrorInvalidValue;
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
