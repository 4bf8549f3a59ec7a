// A teaching kernel of the catalog run on the host, Qt-free: the GPU check's reference for the
// kernels it runs on given data (a transpose, the stencil, the reduction, the histogram). It
// runs the entry's own emulate(), so the arrays, the launch and the body are the catalog's;
// each thread of a block is a std::thread, __syncthreads() a std::barrier, atomicAdd a
// std::atomic_ref. (The app's own emulator, core/emulator, needs Qt; the GPU-only build has
// none.) tests/core/test_hostrun.cpp checks it against that emulator.
#pragma once

#include "teachingkernels.h"

#include <atomic>
#include <barrier>
#include <cstdint>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace cvz {

// A __shared__ array of a host run: which of the block's shared arrays it is.
struct HostShared
{
    int index = 0;
};

struct HostDim
{
    int64_t x = 0, y = 0, z = 0;
};

// The ctx one host thread gives a body: DeviceContext's vocabulary (cuda/devicecontext.cuh).
class HostThreadContext
{
public:
    HostThreadContext(HostDim block, HostDim thread, const LaunchConfig& launch,
        std::vector<std::vector<float>>& shared, std::barrier<>& barrier)
        : m_block(block)
        , m_thread(thread)
        , m_launch(launch)
        , m_shared(shared)
        , m_barrier(barrier)
    { }

    HostDim blockIdx() const { return m_block; }
    HostDim threadIdx() const { return m_thread; }
    HostDim blockDim() const { return { m_launch.block.x, m_launch.block.y, m_launch.block.z }; }
    HostDim gridDim() const { return { m_launch.grid.x, m_launch.grid.y, m_launch.grid.z }; }
    void syncthreads() const { m_barrier.arrive_and_wait(); }

    float load(const float* p, long long i) const { return p[i]; }
    void store(float* p, long long i, float v) const { p[i] = v; }
    float atomicAdd(float* p, long long i, float v) const { return std::atomic_ref<float>(p[i]).fetch_add(v); }
    float4 load4(const float* p, long long i) const { return { p[i], p[i + 1], p[i + 2], p[i + 3] }; }
    void store4(float* p, long long i, float4 v) const { p[i] = v.x, p[i + 1] = v.y, p[i + 2] = v.z, p[i + 3] = v.w; }
    float load(HostShared s, long long i) const { return load(shared(s), i); }
    void store(HostShared s, long long i, float v) const { store(shared(s), i, v); }
    float atomicAdd(HostShared s, long long i, float v) const { return atomicAdd(shared(s), i, v); }
    float4 load4(HostShared s, long long i) const { return load4(shared(s), i); }
    void store4(HostShared s, long long i, float4 v) const { store4(shared(s), i, v); }

private:
    float* shared(HostShared s) const { return m_shared[size_t(s.index)].data(); }
    HostDim m_block, m_thread;
    const LaunchConfig& m_launch;
    std::vector<std::vector<float>>& m_shared;
    std::barrier<>& m_barrier;
};

// What a catalog entry's emulate(run) talks to on the host (core/kernels/teaching/kernelbase.h
// lists the calls). Inputs take the given data in order, or the pattern the GPU check uses.
class HostRun
{
public:
    // The most threads a host run starts in all: one std::thread each.
    static constexpr int64_t kMaxThreads = int64_t(1) << 16;

    HostRun(TeachingKernel kernel, const KernelShape& shape, const LaunchConfig& launch)
        : m_kernel(kernel)
        , m_shape(shape)
        , m_launch(launch)
    { }

    const KernelShape& shape() const { return m_shape; }
    ProblemShape problem() const { return problemOf(kernelInfo(m_kernel).mapping, m_shape); }
    MatmulShape matmul() const { return matmulOf(m_shape); }
    bool guard() const { return true; }
    const LaunchConfig& launchConfig() const { return m_launch; }

    // Small whole numbers 0..15, exact in every sum the kernels make and a histogram's bins.
    static float pattern(int64_t i) { return float((i * 7 + 3) % 16); }

    float* input(const char*, int64_t count, int64_t = 1, int64_t = 0)
    {
        std::vector<float>& data = m_inputs.emplace_back(size_t(count));
        for (int64_t i = 0; i < count; ++i)
            data[size_t(i)] = pattern(i);
        return data.data();
    }
    float* output(const char*, int64_t count, int64_t = 1, int64_t = 0)
    {
        m_output.assign(size_t(count), 0.0f);
        return m_output.data();
    }
    HostShared shared(const char*, int64_t count, int64_t = 1, int64_t = 0)
    {
        m_sharedSizes.push_back(count);
        return HostShared { int(m_sharedSizes.size()) - 1 };
    }

    // Runs every block in turn, each thread of a block on its own std::thread.
    template <class Body> bool launch(const Body& body)
    {
        const LaunchConfig& l = m_launch;
        const int64_t perBlock = l.threadsPerBlock();
        if (l.totalThreads() > kMaxThreads || perBlock < 1) {
            m_error = "the launch has " + std::to_string(l.totalThreads()) + " threads; a host run starts at most "
                + std::to_string(kMaxThreads);
            return false;
        }
        for (int64_t b = 0; b < l.blockCount(); ++b) {
            const HostDim block { b % l.grid.x, (b / l.grid.x) % l.grid.y, b / (l.grid.x * l.grid.y) };
            std::vector<std::vector<float>> shared;
            for (int64_t size : m_sharedSizes)
                shared.emplace_back(size_t(size), 0.0f);
            std::barrier<> barrier(perBlock);
            std::vector<std::thread> threads;
            for (int64_t t = 0; t < perBlock; ++t) {
                const HostDim thread { t % l.block.x, (t / l.block.x) % l.block.y, t / (l.block.x * l.block.y) };
                threads.emplace_back([&, block, thread] {
                    HostThreadContext ctx(block, thread, l, shared, barrier);
                    body(ctx);
                    barrier.arrive_and_drop(); // a finished thread no longer holds the others back
                });
            }
            for (std::thread& t : threads)
                t.join();
        }
        return true;
    }

    const std::vector<std::vector<float>>& inputs() const { return m_inputs; }
    const std::vector<float>& output() const { return m_output; }
    const std::string& error() const { return m_error; }

private:
    TeachingKernel m_kernel;
    KernelShape m_shape;
    LaunchConfig m_launch;
    std::vector<std::vector<float>> m_inputs;
    std::vector<float> m_output;
    std::vector<int64_t> m_sharedSizes;
    std::string m_error;
};

// Runs the kernel's own emulate() on the host; false (and run.error()) past the budget.
inline bool runOnHost(HostRun& run, TeachingKernel kernel)
{
    bool ran = false;
    TeachingKernels::forEach([&](auto entry) {
        if (decltype(entry)::info.id == kernel)
            ran = decltype(entry)::emulate(run);
    });
    return ran;
}

} // namespace cvz
