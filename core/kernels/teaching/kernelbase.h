// What every teaching kernel shares: CVZ_HD and CUDA's float4 off the GPU. No Qt, no
// standard library: nvcc and the C++ compiler both include it.
#pragma once

#if defined(__CUDACC__)
#define CVZ_HD __host__ __device__
#else
#define CVZ_HD
#endif

namespace cvz::kernels {

// Four floats moved by one 128-bit load or store (CUDA's float4). On a GPU it is CUDA's own.
#if !defined(__CUDACC__)
struct float4
{
    float x, y, z, w;
};
#endif

} // namespace cvz::kernels
