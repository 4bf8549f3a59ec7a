// cudaviz kernel playground: CUDA's vocabulary for the host C++ compiler.
//
// The playground compiles a student's CUDA kernel with g++ (or clang++) against this header
// and runs it in cudaviz's block emulator: every thread is a fiber, __syncthreads() is a real
// barrier, and every load and store is recorded through the compiler's own memory-access
// instrumentation (-fsanitize=thread calls __tsan_read4(address) before each load, and so
// on; cudaviz's runner implements those calls). __shared__ variables are thread_local: the
// threads of one block run on one OS thread, so they share them, as a block does.
//
// What this header supplies, and what it does not, is listed in docs/playground.md.
#pragma once

#include <cassert>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <tuple>
#include <type_traits>
#include <utility>

struct uint3
{
    unsigned int x, y, z;
};
struct dim3
{
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx)
        , y(vy)
        , z(vz)
    { }
    constexpr dim3(uint3 v)
        : x(v.x)
        , y(v.y)
        , z(v.z)
    { }
};
// CUDA's vector types, with their alignment (a float4 moves as one 16-byte access) and make_*.
#define CVZ_PG_VECTOR2(name, T, align)                                                                                 \
    struct alignas(align) name                                                                                         \
    {                                                                                                                  \
        T x, y;                                                                                                        \
    };                                                                                                                 \
    inline name make_##name(T x, T y)                                                                                  \
    {                                                                                                                  \
        return { x, y };                                                                                               \
    }
#define CVZ_PG_VECTOR3(name, T)                                                                                        \
    struct name                                                                                                        \
    {                                                                                                                  \
        T x, y, z;                                                                                                     \
    };                                                                                                                 \
    inline name make_##name(T x, T y, T z)                                                                             \
    {                                                                                                                  \
        return { x, y, z };                                                                                            \
    }
#define CVZ_PG_VECTOR4(name, T, align)                                                                                 \
    struct alignas(align) name                                                                                         \
    {                                                                                                                  \
        T x, y, z, w;                                                                                                  \
    };                                                                                                                 \
    inline name make_##name(T x, T y, T z, T w)                                                                        \
    {                                                                                                                  \
        return { x, y, z, w };                                                                                         \
    }
CVZ_PG_VECTOR2(char2, signed char, 2)
CVZ_PG_VECTOR2(uchar2, unsigned char, 2)
CVZ_PG_VECTOR2(short2, short, 4)
CVZ_PG_VECTOR2(ushort2, unsigned short, 4)
CVZ_PG_VECTOR2(int2, int, 8)
CVZ_PG_VECTOR2(uint2, unsigned int, 8)
CVZ_PG_VECTOR2(float2, float, 8)
CVZ_PG_VECTOR2(longlong2, long long, 16)
CVZ_PG_VECTOR2(ulonglong2, unsigned long long, 16)
CVZ_PG_VECTOR2(double2, double, 16)
CVZ_PG_VECTOR3(char3, signed char)
CVZ_PG_VECTOR3(uchar3, unsigned char)
CVZ_PG_VECTOR3(short3, short)
CVZ_PG_VECTOR3(int3, int)
CVZ_PG_VECTOR3(float3, float)
CVZ_PG_VECTOR3(double3, double)
CVZ_PG_VECTOR4(char4, signed char, 4)
CVZ_PG_VECTOR4(uchar4, unsigned char, 4)
CVZ_PG_VECTOR4(short4, short, 8)
CVZ_PG_VECTOR4(ushort4, unsigned short, 8)
CVZ_PG_VECTOR4(int4, int, 16)
CVZ_PG_VECTOR4(uint4, unsigned int, 16)
CVZ_PG_VECTOR4(float4, float, 16)
CVZ_PG_VECTOR4(double4, double, 16)
#undef CVZ_PG_VECTOR2
#undef CVZ_PG_VECTOR3
#undef CVZ_PG_VECTOR4
inline uint3 make_uint3(unsigned x, unsigned y, unsigned z)
{
    return { x, y, z };
}
inline dim3 make_dim3(unsigned x, unsigned y, unsigned z)
{
    return { x, y, z };
}

// The runner's side (cudaviz-kernelrun): the built-in variables of the thread that runs now,
// the barriers, the atomics (recorded as atomic read-modify-writes) and the dynamic shared memory.
extern "C" {
uint3 cvz_pg_thread_idx(void);
uint3 cvz_pg_block_idx(void);
uint3 cvz_pg_block_dim(void);
uint3 cvz_pg_grid_dim(void);
void cvz_pg_syncthreads(void);
int cvz_pg_syncthreads_count(int predicate);
void cvz_pg_syncwarp(void);
void* cvz_pg_dynamic_shared(void);
unsigned long long cvz_pg_warp(int op, unsigned mask, unsigned long long value, int arg, int width);
}
int cvz_pg_atomic(int op, int* address, int value, int compare);
unsigned int cvz_pg_atomic(int op, unsigned int* address, unsigned int value, unsigned int compare);
float cvz_pg_atomic(int op, float* address, float value, float compare);
unsigned long long cvz_pg_atomic(
    int op, unsigned long long* address, unsigned long long value, unsigned long long compare);
long long cvz_pg_atomic(int op, long long* address, long long value, long long compare);
double cvz_pg_atomic(int op, double* address, double value, double compare);

#if defined(CVZ_PG_FAST)
// The fast engine's build (no memory hooks): the built-ins are read where the runner keeps the
// running thread's (one per core: each runs its own blocks), without a call. Not const: a runtime
// call (a barrier) switches threads.
struct cvz_pg_builtins
{
    uint3 thread, block, block_dim, grid_dim;
};
// The runner's executable defines it, in its static TLS block: initial-exec reads it with one
// instruction (the default model from a loaded module is a call each time), and __thread, unlike
// thread_local, calls no initialisation wrapper before each read.
extern "C" __thread cvz_pg_builtins cvz_pg_now __attribute__((tls_model("initial-exec")));
#define threadIdx (cvz_pg_now.thread)
#define blockIdx (cvz_pg_now.block)
__attribute__((always_inline)) inline dim3 cvz_pg_blockDim()
{
    return dim3(cvz_pg_now.block_dim);
}
__attribute__((always_inline)) inline dim3 cvz_pg_gridDim()
{
    return dim3(cvz_pg_now.grid_dim);
}
#else
#define threadIdx (cvz_pg_thread_idx())
#define blockIdx (cvz_pg_block_idx())
__attribute__((always_inline)) inline dim3 cvz_pg_blockDim()
{
    return dim3(cvz_pg_block_dim());
}
__attribute__((always_inline)) inline dim3 cvz_pg_gridDim()
{
    return dim3(cvz_pg_grid_dim());
}
#endif
// blockDim and gridDim are calls, so that a struct's member of that name (cudaKernelNodeParams's, a
// student's) is a member function of the same spelling, which cuda_runtime.h's structs define.
#define blockDim cvz_pg_blockDim()
#define gridDim cvz_pg_gridDim()
constexpr int warpSize = 32; // a variable, not a macro: cudaDeviceProp has a member of that name

#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __grid_constant__
#define __forceinline__ inline
// The C++ library spells the attribute itself (__attribute__((__noinline__)) in <memory>'s
// shared_ptr): its headers that do are read before the macro takes the name, as nvcc's own
// front end lets them be.
#include <memory>
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define __launch_bounds__(...)
#define __align__(n) alignas(n)
// A block's threads run on one OS thread: thread_local storage is the block's shared memory.
// The runner resets it before each block (to a NaN pattern: as on a GPU, it starts undefined).
#define __shared__ static thread_local

// `extern __shared__ T name[];` as the playground rewrites it: a pointer to the launch's dynamic
// shared memory. The fast engine's build runs blocks on several cores, each with its own, and runs
// no constructor: there each OS thread initialises its own pointer when it first reads it.
#if defined(CVZ_PG_FAST)
#define CVZ_PG_DYNAMIC_SHARED(name, ...)                                                                               \
    static thread_local __VA_ARGS__* const name = static_cast<__VA_ARGS__*>(cvz_pg_dynamic_shared())
#else
#define CVZ_PG_DYNAMIC_SHARED(name, ...) __VA_ARGS__* const name = static_cast<__VA_ARGS__*>(cvz_pg_dynamic_shared())
#endif

#define __syncthreads() cvz_pg_syncthreads()
#define __syncthreads_count(p) cvz_pg_syncthreads_count((p) ? 1 : 0)
#define __syncwarp(...) cvz_pg_syncwarp()

// Atomics: inlined into the kernel even at -O0, so the runner's call comes from the kernel's own
// line, and recorded as one atomic read-modify-write (two atomics never race). Each argument is
// evaluated once, as a function's is. The types are CUDA's for each operation.
namespace cvz_pg {
enum AtomicOp
{
    Add,
    Sub,
    Max,
    Min,
    Exch,
    Cas,
    Inc,
    Dec,
    And,
    Or,
    Xor
};
} // namespace cvz_pg
#define CVZ_PG_ATOMIC(name, op, T)                                                                                     \
    __attribute__((always_inline)) inline T name(T* address, T value)                                                  \
    {                                                                                                                  \
        return cvz_pg_atomic(cvz_pg::op, address, value, value);                                                       \
    }
#define CVZ_PG_ATOMIC_INTEGERS(name, op)                                                                               \
    CVZ_PG_ATOMIC(name, op, int)                                                                                       \
    CVZ_PG_ATOMIC(name, op, unsigned int)                                                                              \
    CVZ_PG_ATOMIC(name, op, unsigned long long)
CVZ_PG_ATOMIC_INTEGERS(atomicAdd, Add)
CVZ_PG_ATOMIC(atomicAdd, Add, float)
CVZ_PG_ATOMIC(atomicAdd, Add, double)
CVZ_PG_ATOMIC(atomicSub, Sub, int)
CVZ_PG_ATOMIC(atomicSub, Sub, unsigned int)
CVZ_PG_ATOMIC_INTEGERS(atomicMax, Max)
CVZ_PG_ATOMIC(atomicMax, Max, long long)
CVZ_PG_ATOMIC_INTEGERS(atomicMin, Min)
CVZ_PG_ATOMIC(atomicMin, Min, long long)
CVZ_PG_ATOMIC_INTEGERS(atomicExch, Exch)
CVZ_PG_ATOMIC(atomicExch, Exch, float)
CVZ_PG_ATOMIC(atomicInc, Inc, unsigned int)
CVZ_PG_ATOMIC(atomicDec, Dec, unsigned int)
CVZ_PG_ATOMIC_INTEGERS(atomicAnd, And)
CVZ_PG_ATOMIC_INTEGERS(atomicOr, Or)
CVZ_PG_ATOMIC_INTEGERS(atomicXor, Xor)
#undef CVZ_PG_ATOMIC_INTEGERS
#undef CVZ_PG_ATOMIC
#define CVZ_PG_ATOMIC_CAS(T)                                                                                           \
    __attribute__((always_inline)) inline T atomicCAS(T* address, T compare, T value)                                  \
    {                                                                                                                  \
        return cvz_pg_atomic(cvz_pg::Cas, address, value, compare);                                                    \
    }
CVZ_PG_ATOMIC_CAS(int)
CVZ_PG_ATOMIC_CAS(unsigned int)
CVZ_PG_ATOMIC_CAS(unsigned long long)
#undef CVZ_PG_ATOMIC_CAS
// The _block and _system scopes are the same operation in one emulated device.
#define atomicAdd_block atomicAdd
#define atomicAdd_system atomicAdd
#define atomicSub_block atomicSub
#define atomicSub_system atomicSub
#define atomicExch_block atomicExch
#define atomicExch_system atomicExch
#define atomicMax_block atomicMax
#define atomicMax_system atomicMax
#define atomicMin_block atomicMin
#define atomicMin_system atomicMin
#define atomicInc_block atomicInc
#define atomicInc_system atomicInc
#define atomicDec_block atomicDec
#define atomicDec_system atomicDec
#define atomicCAS_block atomicCAS
#define atomicCAS_system atomicCAS
#define atomicAnd_block atomicAnd
#define atomicAnd_system atomicAnd
#define atomicOr_block atomicOr
#define atomicOr_system atomicOr
#define atomicXor_block atomicXor
#define atomicXor_system atomicXor

// Warp-wide calls: the lanes of the warp meet at each (the emulator waits until every live lane
// waits somewhere), and each lane gets what CUDA defines from the values at the meeting. A lane
// that reads a returned lane, or one outside the mask, is a "warp_divergence" finding. Values are
// moved 8 bytes at a time, so a shuffle takes any trivially copyable type (double, float4 ...).
namespace cvz_pg {
enum WarpOp
{
    Shfl,
    ShflUp,
    ShflDown,
    ShflXor,
    Ballot,
    Any,
    All,
    MatchAny,
    ActiveMask,
    ReduceAdd,
    ReduceMin,
    ReduceMax,
    ReduceMinUnsigned,
    ReduceMaxUnsigned,
    ReduceAnd,
    ReduceOr,
    ReduceXor
};
template <class T>
__attribute__((always_inline)) inline T shuffle(int op, unsigned mask, const T& value, int arg, int width)
{
    static_assert(std::is_trivially_copyable<T>::value, "a warp shuffle moves trivially copyable values");
    constexpr std::size_t pieces = (sizeof(T) + 7) / 8;
    unsigned long long in[pieces] = {}, out[pieces] = {};
    std::memcpy(in, &value, sizeof(T));
    for (std::size_t k = 0; k < pieces; ++k)
        out[k] = cvz_pg_warp(op, mask, in[k], arg, width);
    T result;
    std::memcpy(&result, out, sizeof(T));
    return result;
}
} // namespace cvz_pg
template <class T>
__attribute__((always_inline)) inline T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32)
{
    return cvz_pg::shuffle(cvz_pg::Shfl, mask, var, srcLane, width);
}
template <class T>
__attribute__((always_inline)) inline T __shfl_up_sync(unsigned mask, T var, unsigned int delta, int width = 32)
{
    return cvz_pg::shuffle(cvz_pg::ShflUp, mask, var, int(delta), width);
}
template <class T>
__attribute__((always_inline)) inline T __shfl_down_sync(unsigned mask, T var, unsigned int delta, int width = 32)
{
    return cvz_pg::shuffle(cvz_pg::ShflDown, mask, var, int(delta), width);
}
template <class T>
__attribute__((always_inline)) inline T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = 32)
{
    return cvz_pg::shuffle(cvz_pg::ShflXor, mask, var, laneMask, width);
}
__attribute__((always_inline)) inline unsigned __ballot_sync(unsigned mask, int predicate)
{
    return unsigned(cvz_pg_warp(cvz_pg::Ballot, mask, predicate != 0, 0, 32));
}
__attribute__((always_inline)) inline int __any_sync(unsigned mask, int predicate)
{
    return int(cvz_pg_warp(cvz_pg::Any, mask, predicate != 0, 0, 32));
}
__attribute__((always_inline)) inline int __all_sync(unsigned mask, int predicate)
{
    return int(cvz_pg_warp(cvz_pg::All, mask, predicate != 0, 0, 32));
}
__attribute__((always_inline)) inline int __uni_sync(unsigned mask, int predicate)
{
    const unsigned yes = __ballot_sync(mask, predicate);
    return yes == 0 || yes == unsigned(cvz_pg_warp(cvz_pg::Ballot, mask, 1, 0, 32));
}
// CUDA 8's warp intrinsics, without a mask (older books use them): CUDA 9 removed them for sm_70
// and newer, where a warp's lanes need not run together. They run here as their _sync forms over
// the whole warp; the deprecation names each use, which the app reports as a finding on its line.
#define CVZ_PG_LEGACY(name) __attribute__((deprecated("cudaviz-legacy-warp " #name)))
template <class T> CVZ_PG_LEGACY(__shfl) inline T __shfl(T var, int srcLane, int width = 32)
{
    return __shfl_sync(0xffffffffu, var, srcLane, width);
}
template <class T> CVZ_PG_LEGACY(__shfl_up) inline T __shfl_up(T var, unsigned int delta, int width = 32)
{
    return __shfl_up_sync(0xffffffffu, var, delta, width);
}
template <class T> CVZ_PG_LEGACY(__shfl_down) inline T __shfl_down(T var, unsigned int delta, int width = 32)
{
    return __shfl_down_sync(0xffffffffu, var, delta, width);
}
template <class T> CVZ_PG_LEGACY(__shfl_xor) inline T __shfl_xor(T var, int laneMask, int width = 32)
{
    return __shfl_xor_sync(0xffffffffu, var, laneMask, width);
}
CVZ_PG_LEGACY(__ballot) inline unsigned __ballot(int predicate)
{
    return __ballot_sync(0xffffffffu, predicate);
}
CVZ_PG_LEGACY(__any) inline int __any(int predicate)
{
    return __any_sync(0xffffffffu, predicate);
}
CVZ_PG_LEGACY(__all) inline int __all(int predicate)
{
    return __all_sync(0xffffffffu, predicate);
}
#undef CVZ_PG_LEGACY
// The lanes that reach this call together (those of the branch the lane is in).
__attribute__((always_inline)) inline unsigned __activemask()
{
    return unsigned(cvz_pg_warp(cvz_pg::ActiveMask, 0xffffffffu, 0, 0, 32));
}
template <class T> __attribute__((always_inline)) inline unsigned __match_any_sync(unsigned mask, T value)
{
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "__match_any_sync takes 32- and 64-bit values");
    unsigned long long bits = 0;
    std::memcpy(&bits, &value, sizeof(T));
    return unsigned(cvz_pg_warp(cvz_pg::MatchAny, mask, bits, 0, 32));
}
template <class T> __attribute__((always_inline)) inline unsigned __match_all_sync(unsigned mask, T value, int* pred)
{
    const unsigned same = __match_any_sync(mask, value);
    *pred = same == (mask & __activemask());
    return *pred ? mask : 0u;
}
#define CVZ_PG_REDUCE(name, op, T)                                                                                     \
    __attribute__((always_inline)) inline T name(unsigned mask, T value)                                               \
    {                                                                                                                  \
        return T(cvz_pg_warp(cvz_pg::op, mask, (unsigned long long)(unsigned)value, 0, 32));                           \
    }
CVZ_PG_REDUCE(__reduce_add_sync, ReduceAdd, unsigned)
CVZ_PG_REDUCE(__reduce_add_sync, ReduceAdd, int)
CVZ_PG_REDUCE(__reduce_min_sync, ReduceMinUnsigned, unsigned)
CVZ_PG_REDUCE(__reduce_min_sync, ReduceMin, int)
CVZ_PG_REDUCE(__reduce_max_sync, ReduceMaxUnsigned, unsigned)
CVZ_PG_REDUCE(__reduce_max_sync, ReduceMax, int)
CVZ_PG_REDUCE(__reduce_and_sync, ReduceAnd, unsigned)
CVZ_PG_REDUCE(__reduce_or_sync, ReduceOr, unsigned)
CVZ_PG_REDUCE(__reduce_xor_sync, ReduceXor, unsigned)
#undef CVZ_PG_REDUCE
// CUDA's min and max for mixed integer and floating-point arguments.
template <class A, class B> inline std::common_type_t<A, B> min(A a, B b)
{
    using T = std::common_type_t<A, B>;
    return T(b) < T(a) ? T(b) : T(a);
}
template <class A, class B> inline std::common_type_t<A, B> max(A a, B b)
{
    using T = std::common_type_t<A, B>;
    return T(a) < T(b) ? T(b) : T(a);
}
inline float __fdividef(float a, float b)
{
    return a / b;
}
inline float __expf(float x)
{
    return std::exp(x);
}
inline float __logf(float x)
{
    return std::log(x);
}
inline float __sinf(float x)
{
    return std::sin(x);
}
inline float __cosf(float x)
{
    return std::cos(x);
}
inline float rsqrtf(float x)
{
    return 1.0f / std::sqrt(x);
}
inline float __saturatef(float x)
{
    return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x;
}
inline int __float_as_int(float x)
{
    int r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}
inline float __int_as_float(int x)
{
    float r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}
inline int __popc(unsigned int x)
{
    return __builtin_popcount(x);
}
inline int __popcll(unsigned long long x)
{
    return __builtin_popcountll(x);
}
inline int __clz(int x)
{
    return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x));
}
inline int __clzll(long long x)
{
    return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
inline int __ffs(int x)
{
    return __builtin_ffs(x);
}
inline int __ffsll(long long x)
{
    return __builtin_ffsll(x);
}
inline unsigned int __brev(unsigned int x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
inline unsigned long long __brevll(unsigned long long x)
{
    return (static_cast<unsigned long long>(__brev(unsigned(x))) << 32) | __brev(unsigned(x >> 32));
}
// 24-bit multiplies: the low 32 bits of the product of the low 24 bits of each operand.
inline int __mul24(int a, int b)
{
    const auto low = [](int v) { return int64_t(int32_t(uint32_t(v) << 8) >> 8); };
    return int(uint32_t(low(a) * low(b)));
}
inline unsigned int __umul24(unsigned int a, unsigned int b)
{
    return (a & 0xffffffu) * (b & 0xffffffu);
}
inline int __mulhi(int a, int b)
{
    return int((int64_t(a) * int64_t(b)) >> 32);
}
inline unsigned int __umulhi(unsigned int a, unsigned int b)
{
    return unsigned((uint64_t(a) * uint64_t(b)) >> 32);
}
inline long long __mul64hi(long long a, long long b)
{
    return (long long)((__int128(a) * __int128(b)) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b)
{
    return (unsigned long long)((unsigned __int128)(a) * (unsigned __int128)(b) >> 64);
}
inline unsigned int __sad(int x, int y, unsigned int z)
{
    return z + unsigned(x > y ? int64_t(x) - y : int64_t(y) - x);
}
inline float __fadd_rn(float a, float b)
{
    return a + b;
}
inline float __fmul_rn(float a, float b)
{
    return a * b;
}
inline float __fmaf_rn(float a, float b, float c)
{
    return std::fma(a, b, c);
}
inline double __fma_rn(double a, double b, double c)
{
    return std::fma(a, b, c);
}
inline float __frcp_rn(float x)
{
    return 1.0f / x;
}
inline float __fsqrt_rn(float x)
{
    return std::sqrt(x);
}
inline double rsqrt(double x)
{
    return 1.0 / std::sqrt(x);
}
inline float __powf(float a, float b)
{
    return std::pow(a, b);
}
inline float __tanf(float x)
{
    return std::tan(x);
}
inline float __exp10f(float x)
{
    return std::pow(10.0f, x);
}
inline float __log2f(float x)
{
    return std::log2(x);
}
inline float __log10f(float x)
{
    return std::log10(x);
}
inline void __sincosf(float x, float* s, float* c)
{
    *s = std::sin(x);
    *c = std::cos(x);
}
inline void sincosf(float x, float* s, float* c)
{
    *s = std::sin(x);
    *c = std::cos(x);
}
inline float exp10f(float x)
{
    return std::pow(10.0f, x);
}
inline float fdividef(float a, float b)
{
    return a / b;
}
inline unsigned int __float_as_uint(float x)
{
    unsigned int r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}
inline float __uint_as_float(unsigned int x)
{
    float r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}
inline long long __double_as_longlong(double x)
{
    long long r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}
inline double __longlong_as_double(long long x)
{
    double r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}
inline int __float2int_rn(float x)
{
    return int(std::nearbyint(x));
}
inline int __float2int_rz(float x)
{
    return int(x);
}
inline int __float2int_rd(float x)
{
    return int(std::floor(x));
}
inline int __float2int_ru(float x)
{
    return int(std::ceil(x));
}
inline unsigned int __float2uint_rn(float x)
{
    return unsigned(std::nearbyint(x));
}
inline float __int2float_rn(int x)
{
    return float(x);
}
inline float __uint2float_rn(unsigned x)
{
    return float(x);
}
inline double __int2double_rn(int x)
{
    return double(x);
}
inline float __double2float_rn(double x)
{
    return float(x);
}
// __ldg reads through the read-only cache: the same load, recorded as one.
template <class T> __attribute__((always_inline)) inline T __ldg(const T* pointer)
{
    return *pointer;
}
#define __ldcg(pointer) __ldg(pointer)
#define __ldca(pointer) __ldg(pointer)
#define __ldcs(pointer) __ldg(pointer)
#define __ldlu(pointer) __ldg(pointer)
#define __ldcv(pointer) __ldg(pointer)
template <class T> __attribute__((always_inline)) inline void __stcg(T* pointer, T value)
{
    *pointer = value;
}
#define __stwb __stcg
#define __stcs __stcg
#define __stwt __stcg
// Fences order this thread's own accesses: the emulator runs one thread at a time.
inline void __threadfence() { }
inline void __threadfence_block() { }
inline void __threadfence_system() { }
// Clocks: in a kernel a count that only grows (the emulator's time is not the GPU's). clock() is
// the C library's, which the runner answers in a kernel with that count and in host code as usual.
extern "C" long long cvz_pg_clock64(void);
inline long long clock64()
{
    return cvz_pg_clock64();
}
#define __nanosleep(ns) ((void)(ns))
// What the emulator cannot run, with a message at the student's line (GCC's error attribute).
#define CVZ_PG_UNSUPPORTED(what)                                                                                       \
    __attribute__((error("cudaviz playground: " what " cannot run in the emulator; use Run on GPU")))
// 1D and 2D textures run in a whole program (include/cvz_texture.h); these others do not, and in a
// kernel run alone no texture is bound, so its fetches are refused there.
#if !defined(CVZ_PG_PROGRAM)
template <class T, class... A>
CVZ_PG_UNSUPPORTED("texture fetches in a kernel run alone (no texture is bound there; run the whole program, "
                   "where 1D and 2D textures run)")
T tex1Dfetch(A...);
template <class T, class... A>
CVZ_PG_UNSUPPORTED("texture fetches in a kernel run alone (no texture is bound there; run the whole program, "
                   "where 1D and 2D textures run)")
T tex1D(A...);
template <class T, class... A>
CVZ_PG_UNSUPPORTED("texture fetches in a kernel run alone (no texture is bound there; run the whole program, "
                   "where 1D and 2D textures run)")
T tex2D(A...);
#endif
template <class T, class... A> CVZ_PG_UNSUPPORTED("3D textures (tex3D)") T tex3D(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("layered textures (tex1DLayered, tex2DLayered)") T tex1DLayered(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("layered textures (tex1DLayered, tex2DLayered)") T tex2DLayered(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("cube-map textures (texCubemap)") T texCubemap(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("mipmapped textures (tex1DLod, tex2DLod ...)") T tex1DLod(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("mipmapped textures (tex1DLod, tex2DLod ...)") T tex2DLod(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("texture gathers (tex2Dgather)") T tex2Dgather(A...);
template <class... A> CVZ_PG_UNSUPPORTED("surfaces (surf2Dread, surf2Dwrite ...)") void surf2Dwrite(A...);
template <class T, class... A> CVZ_PG_UNSUPPORTED("surfaces (surf2Dread, surf2Dwrite ...)") T surf2Dread(A...);
using cudaTextureObject_t = unsigned long long;
using cudaSurfaceObject_t = unsigned long long;
using std::ceil;
using std::exp;
using std::fabs;
using std::floor;
using std::sqrt;

// How the runner binds a kernel's parameters: one letter each (cvz_pg_signature; the codes are
// listed in core/playground/source/usercompiler.h). A pointer to a CUDA vector type takes its scalar's buffer.
namespace cvz_pg {
template <class T> struct ArgCode
{
    static constexpr char value = '?';
};
template <class T> struct PointerCode
{
    static constexpr char value = '?';
};
#define CVZ_PG_CODE(Trait, T, code)                                                                                    \
    template <> struct Trait<T>                                                                                        \
    {                                                                                                                  \
        static constexpr char value = code;                                                                            \
    };
CVZ_PG_CODE(ArgCode, int, 'i')
CVZ_PG_CODE(ArgCode, unsigned int, 'u')
CVZ_PG_CODE(ArgCode, float, 'f')
CVZ_PG_CODE(ArgCode, double, 'd')
CVZ_PG_CODE(ArgCode, long, 'l')
CVZ_PG_CODE(ArgCode, long long, 'l')
CVZ_PG_CODE(ArgCode, unsigned long, 'L')
CVZ_PG_CODE(ArgCode, unsigned long long, 'L')
CVZ_PG_CODE(ArgCode, char, 'c')
CVZ_PG_CODE(ArgCode, signed char, 'c')
CVZ_PG_CODE(ArgCode, unsigned char, 'b')
CVZ_PG_CODE(ArgCode, short, 's')
CVZ_PG_CODE(ArgCode, unsigned short, 'w')
CVZ_PG_CODE(ArgCode, bool, 'z')
CVZ_PG_CODE(PointerCode, void, 'V')
CVZ_PG_CODE(PointerCode, float, 'F')
CVZ_PG_CODE(PointerCode, float2, 'F')
CVZ_PG_CODE(PointerCode, float3, 'F')
CVZ_PG_CODE(PointerCode, float4, 'F')
CVZ_PG_CODE(PointerCode, int, 'I')
CVZ_PG_CODE(PointerCode, int2, 'I')
CVZ_PG_CODE(PointerCode, int3, 'I')
CVZ_PG_CODE(PointerCode, int4, 'I')
CVZ_PG_CODE(PointerCode, unsigned int, 'U')
CVZ_PG_CODE(PointerCode, uint2, 'U')
CVZ_PG_CODE(PointerCode, uint4, 'U')
CVZ_PG_CODE(PointerCode, char, 'C')
CVZ_PG_CODE(PointerCode, signed char, 'C')
CVZ_PG_CODE(PointerCode, char2, 'C')
CVZ_PG_CODE(PointerCode, char4, 'C')
CVZ_PG_CODE(PointerCode, unsigned char, 'B')
CVZ_PG_CODE(PointerCode, bool, 'B')
CVZ_PG_CODE(PointerCode, uchar2, 'B')
CVZ_PG_CODE(PointerCode, uchar3, 'B')
CVZ_PG_CODE(PointerCode, uchar4, 'B')
CVZ_PG_CODE(PointerCode, short, 'S')
CVZ_PG_CODE(PointerCode, short2, 'S')
CVZ_PG_CODE(PointerCode, short4, 'S')
CVZ_PG_CODE(PointerCode, unsigned short, 'W')
CVZ_PG_CODE(PointerCode, ushort2, 'W')
CVZ_PG_CODE(PointerCode, ushort4, 'W')
CVZ_PG_CODE(PointerCode, double, 'D')
CVZ_PG_CODE(PointerCode, double2, 'D')
CVZ_PG_CODE(PointerCode, double4, 'D')
CVZ_PG_CODE(PointerCode, long, 'X')
CVZ_PG_CODE(PointerCode, long long, 'X')
CVZ_PG_CODE(PointerCode, longlong2, 'X')
CVZ_PG_CODE(PointerCode, unsigned long, 'Y')
CVZ_PG_CODE(PointerCode, unsigned long long, 'Y')
CVZ_PG_CODE(PointerCode, ulonglong2, 'Y')
template <class T> struct ArgCode<T*>
{
    static constexpr char value = PointerCode<std::remove_cv_t<T>>::value;
};
template <class T> struct ArgCode<const T> : ArgCode<T>
{
};

// A struct the kernel takes by value (the launch file names its fields, found in the source): the
// runner builds its bytes from each field's code, offset and size, as the compiler laid it out.
template <std::size_t I, class F> struct Param;
template <std::size_t I, class... P> struct Param<I, void (*)(P...)>
{
    using type = std::remove_cv_t<std::tuple_element_t<I, std::tuple<P...>>>;
};
struct Field
{
    const char* name;
    char code;
    std::size_t offset, bytes;
};
#define CVZ_PG_FIELD(S, f)                                                                                             \
    {                                                                                                                  \
#f, cvz_pg::ArgCode < decltype(S::f)> ::value, offsetof(S, f), sizeof(S::f)                                    \
    }
// "T PARAM SIZE ALIGN" then " NAME CODE OFFSET BYTES" per field, one line per struct, into `out`.
inline void describeStruct(char* out, std::size_t room, std::size_t param, std::size_t size, std::size_t align,
    const Field* fields, std::size_t count)
{
    std::size_t used = std::strlen(out);
    used += std::size_t(std::snprintf(out + used, used < room ? room - used : 0, "T %zu %zu %zu", param, size, align));
    for (std::size_t k = 0; k < count && used < room; ++k)
        used += std::size_t(std::snprintf(out + used, room - used, " %s %c %zu %zu", fields[k].name, fields[k].code,
            fields[k].offset, fields[k].bytes));
    if (used + 1 < room) {
        out[used] = '\n';
        out[used + 1] = '\0';
    }
}

template <class... P> const char* signature(void (*)(P...))
{
    static const char codes[] = { ArgCode<P>::value..., '\0' };
    return codes;
}
template <class... P, std::size_t... I> void invoke(void (*kernel)(P...), void* const* args, std::index_sequence<I...>)
{
    kernel(*static_cast<std::remove_cv_t<P>*>(args[I])...);
}
template <class... P> void invoke(void (*kernel)(P...), void* const* args)
{
    invoke(kernel, args, std::index_sequence_for<P...> {});
}
#if defined(CVZ_PG_FAST)
// Every thread of the running block in turn, `run` once each with threadIdx set: the fast engine's
// loop for a block of a kernel that never waits (no barrier, __syncwarp() or warp call). Each
// thread's start is a loop's step, the kernel inlined where the compiler sees fit. The inner loop
// writes threadIdx.x alone (y and z change in the outer ones).
template <class Run> inline void forEachThreadOfBlock(Run run)
{
    cvz_pg_builtins& now = cvz_pg_now;
    const uint3 d = now.block_dim;
    for (unsigned z = 0; z < d.z; ++z) {
        now.thread.z = z;
        for (unsigned y = 0; y < d.y; ++y) {
            now.thread.y = y;
            for (unsigned x = 0; x < d.x; ++x) {
                now.thread.x = x;
                run();
            }
        }
    }
}
#endif
// A kernel run alone: every thread of the running block (the traced engine runs each thread on a
// fiber of its own, and never calls this).
template <class... P> void invokeBlock(void (*kernel)(P...), void* const* args)
{
#if defined(CVZ_PG_FAST)
    forEachThreadOfBlock([&] { invoke(kernel, args, std::index_sequence_for<P...> {}); });
#else
    (void)kernel;
    (void)args;
#endif
}

} // namespace cvz_pg
