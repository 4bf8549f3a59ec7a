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

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
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
struct alignas(8) float2
{
    float x, y;
};
struct alignas(16) float4
{
    float x, y, z, w;
};
struct alignas(8) int2
{
    int x, y;
};
struct alignas(16) int4
{
    int x, y, z, w;
};
inline float2 make_float2(float x, float y)
{
    return { x, y };
}
inline float4 make_float4(float x, float y, float z, float w)
{
    return { x, y, z, w };
}
inline int2 make_int2(int x, int y)
{
    return { x, y };
}
inline int4 make_int4(int x, int y, int z, int w)
{
    return { x, y, z, w };
}
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
}
int cvz_pg_atomic(int op, int* address, int value, int compare);
unsigned int cvz_pg_atomic(int op, unsigned int* address, unsigned int value, unsigned int compare);
float cvz_pg_atomic(int op, float* address, float value, float compare);

#define threadIdx (cvz_pg_thread_idx())
#define blockIdx (cvz_pg_block_idx())
#define blockDim (dim3(cvz_pg_block_dim()))
#define gridDim (dim3(cvz_pg_grid_dim()))
#define warpSize 32

#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define __launch_bounds__(...)
#define __align__(n) alignas(n)
// A block's threads run on one OS thread: thread_local storage is the block's shared memory.
// The runner resets it before each block (to a NaN pattern: as on a GPU, it starts undefined).
#define __shared__ static thread_local

#define __syncthreads() cvz_pg_syncthreads()
#define __syncthreads_count(p) cvz_pg_syncthreads_count((p) ? 1 : 0)
#define __syncwarp(...) cvz_pg_syncwarp()

// Atomics on int, unsigned int and float: inlined into the kernel even at -O0, so the runner's
// call comes from the kernel's own line, and recorded as atomic (two atomics never race). Each
// argument is evaluated once, as a function's is (a macro evaluated `value` twice).
#define CVZ_PG_ATOMIC(name, op)                                                                                        \
    __attribute__((always_inline)) inline int name(int* address, int value)                                            \
    {                                                                                                                  \
        return cvz_pg_atomic(op, address, value, value);                                                               \
    }                                                                                                                  \
    __attribute__((always_inline)) inline unsigned int name(unsigned int* address, unsigned int value)                 \
    {                                                                                                                  \
        return cvz_pg_atomic(op, address, value, value);                                                               \
    }                                                                                                                  \
    __attribute__((always_inline)) inline float name(float* address, float value)                                      \
    {                                                                                                                  \
        return cvz_pg_atomic(op, address, value, value);                                                               \
    }
CVZ_PG_ATOMIC(atomicAdd, 0)
CVZ_PG_ATOMIC(atomicSub, 1)
CVZ_PG_ATOMIC(atomicMax, 2)
CVZ_PG_ATOMIC(atomicMin, 3)
CVZ_PG_ATOMIC(atomicExch, 4)
#undef CVZ_PG_ATOMIC
__attribute__((always_inline)) inline int atomicCAS(int* address, int compare, int value)
{
    return cvz_pg_atomic(5, address, value, compare);
}
__attribute__((always_inline)) inline unsigned int atomicCAS(
    unsigned int* address, unsigned int compare, unsigned int value)
{
    return cvz_pg_atomic(5, address, value, compare);
}

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
inline int __clz(int x)
{
    return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x));
}
inline int __ffs(int x)
{
    return __builtin_ffs(x);
}
#define __ldg(pointer) (*(pointer))
using std::ceil;
using std::exp;
using std::fabs;
using std::floor;
using std::sqrt;

// How the runner binds a kernel's parameters: one letter each (cvz_pg_signature).
namespace cvz_pg {
template <class T> struct ArgCode
{
    static constexpr char value = '?';
};
template <> struct ArgCode<int>
{
    static constexpr char value = 'i';
};
template <> struct ArgCode<unsigned int>
{
    static constexpr char value = 'u';
};
template <> struct ArgCode<float>
{
    static constexpr char value = 'f';
};
template <> struct ArgCode<long>
{
    static constexpr char value = 'l';
};
template <> struct ArgCode<unsigned long>
{
    static constexpr char value = 'L';
};
template <> struct ArgCode<long long>
{
    static constexpr char value = 'l';
};
template <> struct ArgCode<unsigned long long>
{
    static constexpr char value = 'L';
};
template <> struct ArgCode<double>
{
    static constexpr char value = 'd';
};
template <class T> struct PointerCode
{
    static constexpr char value = '?';
};
template <> struct PointerCode<float>
{
    static constexpr char value = 'F';
};
template <> struct PointerCode<int>
{
    static constexpr char value = 'I';
};
template <> struct PointerCode<unsigned int>
{
    static constexpr char value = 'U';
};
template <class T> struct ArgCode<T*>
{
    static constexpr char value = PointerCode<std::remove_cv_t<T>>::value;
};
template <class T> struct ArgCode<const T> : ArgCode<T>
{
};

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
} // namespace cvz_pg
