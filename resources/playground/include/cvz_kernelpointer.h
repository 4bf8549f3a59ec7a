// cudaviz playground: a kernel launched by its address, with its arguments as an array of pointers
// (cudaLaunchKernel, a graph's kernel node). The address alone does not say the kernel's parameter
// types, so each kernel of a whole program is registered with them when the program starts (the
// wrapper the playground compiles adds one line a kernel: core/playground/source/usercompiler.cpp);
// its arguments are then copied from the array as those types and it is launched as <<<...>>> would.
// Included at the end of cuda_runtime.h, after cvz_pg::launch.
#pragma once
#include "cvz_capture.h"

namespace cvz_pg {
template <class... P> constexpr auto parameterIndices(void (*)(P...))
{
    return std::index_sequence_for<P...> {};
}
// A launch of kernel K with its arguments copied now, as bytes, as CUDA copies them when the call is
// made. K is a template argument, not a pointer the launch carries: the launch's closure then names
// the kernel in each engine's module (the fast engine runs its own build of it).
template <auto K, class... P, std::size_t... I>
NodeWork boundLaunch(const char* name, dim3 grid, dim3 block, size_t shared, void* const* args, int line,
    void (*)(P...), std::index_sequence<I...>)
{
    Pack<std::index_sequence<I...>, std::decay_t<P>...> pack;
    pack.fillFrom(args);
    return [=](cudaStream_t s) {
        return launchPacked(
            name, line, config(grid, block, shared, s), [](auto... a) { K(a...); }, pack);
    };
}
template <auto K>
NodeWork bindByAddress(const char* name, dim3 grid, dim3 block, size_t shared, void* const* args, int line)
{
    return boundLaunch<K>(name, grid, block, shared, args, line, K, parameterIndices(K));
}
struct KernelByAddress
{
    const void* address;
    const char* name;
    NodeWork (*bind)(const char* name, dim3, dim3, size_t, void* const*, int line);
};
// Through a pointer, not a function's static, for the reason cvz_capture.h gives.
inline List<KernelByAddress>* g_kernelsByAddress = nullptr;
inline List<KernelByAddress>& kernelsByAddress()
{
    if (g_kernelsByAddress == nullptr)
        g_kernelsByAddress = new List<KernelByAddress>;
    return *g_kernelsByAddress;
}
template <auto K> bool registerKernel(const char* name)
{
    kernelsByAddress().push_back({ reinterpret_cast<const void*>(K), name, &bindByAddress<K> });
    return true;
}
// The launch of the kernel at `address`, or nothing when no kernel of the program is there (a
// template's instance, an overloaded name: the wrapper registers neither).
inline NodeWork bindKernel(const void* address, dim3 grid, dim3 block, size_t shared, void* const* args, int line)
{
    for (const KernelByAddress& k : kernelsByAddress())
        if (k.address == address)
            return k.bind(k.name, grid, block, shared, args, line);
    return {};
}
} // namespace cvz_pg

inline cudaError_t cudaLaunchKernel(
    const void* kernel, dim3 grid, dim3 block, void** args, size_t shared = 0, cudaStream_t stream = 0, CVZ_PG_LINE)
{
    const cvz_pg::NodeWork work = cvz_pg::bindKernel(kernel, grid, block, shared, args, cvz_line);
    if (!work)
        return cudaError_t(cvz_rt_unsupported_kernel_address("cudaLaunchKernel", cvz_line));
    return cvz_pg::captures(stream) ? cvz_pg::record(work) : work(stream);
}
// The kernel itself, not cast to void*: CUDA's C++ form.
template <class... P>
inline cudaError_t cudaLaunchKernel(
    void (*kernel)(P...), dim3 grid, dim3 block, void** args, size_t shared = 0, cudaStream_t stream = 0, CVZ_PG_LINE)
{
    return cudaLaunchKernel(reinterpret_cast<const void*>(kernel), grid, block, args, shared, stream, cvz_line);
}
