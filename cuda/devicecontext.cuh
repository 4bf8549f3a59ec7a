// The `ctx` the teaching kernel bodies (core/kernels/teachingkernels.h) get on a GPU: each
// call is the plain CUDA operation, so the compiled kernel is what a student would write.
#pragma once

namespace cvz {

struct DeviceContext
{
    __device__ uint3 blockIdx() const { return ::blockIdx; }
    __device__ uint3 threadIdx() const { return ::threadIdx; }
    __device__ dim3 blockDim() const { return ::blockDim; }
    __device__ dim3 gridDim() const { return ::gridDim; }
    __device__ void syncthreads() const { __syncthreads(); }
    __device__ float load(const float* p, long long i) const { return p[i]; }
    __device__ void store(float* p, long long i, float v) const { p[i] = v; }
    __device__ float atomicAdd(float* p, long long i, float v) const { return ::atomicAdd(p + i, v); }
    // 128-bit accesses: i must be a multiple of 4 (the bodies only ask for aligned ones).
    __device__ float4 load4(const float* p, long long i) const { return *reinterpret_cast<const float4*>(p + i); }
    __device__ void store4(float* p, long long i, float4 v) const { *reinterpret_cast<float4*>(p + i) = v; }
};

} // namespace cvz
