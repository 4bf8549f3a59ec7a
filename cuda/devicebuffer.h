#pragma once

#include "cudacheck.h"

#include <cstddef>
#include <utility>

namespace cvz {

// A cudaMalloc'd array that frees itself. allocate() reports failure (out of memory
// included) through the usual cvz_error instead of throwing.
template <class T> class DeviceBuffer
{
public:
    DeviceBuffer() = default;
    ~DeviceBuffer()
    {
        if (m_data)
            cudaFree(m_data);
    }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept
        : m_data(std::exchange(o.m_data, nullptr))
        , m_count(std::exchange(o.m_count, 0))
    { }
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept
    {
        std::swap(m_data, o.m_data);
        std::swap(m_count, o.m_count);
        return *this;
    }

    cvz_status allocate(size_t count, cvz_error* err)
    {
        CVZ_CUDA_TRY(cudaMalloc(reinterpret_cast<void**>(&m_data), count * sizeof(T)), err);
        m_count = count;
        return CVZ_OK;
    }
    T* get() const { return m_data; }
    size_t bytes() const { return m_count * sizeof(T); }

private:
    T* m_data = nullptr;
    size_t m_count = 0;
};

// A stream of its own that destroys itself: non-blocking, so nothing else the process runs
// on the legacy default stream waits on it.
class OwnStream
{
public:
    OwnStream() = default;
    ~OwnStream()
    {
        if (m_stream)
            cudaStreamDestroy(m_stream);
    }
    OwnStream(const OwnStream&) = delete;
    OwnStream& operator=(const OwnStream&) = delete;

    cvz_status create(cvz_error* err)
    {
        CVZ_CUDA_TRY(cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking), err);
        return CVZ_OK;
    }
    cudaStream_t get() const { return m_stream; }

private:
    cudaStream_t m_stream = nullptr;
};

// An ABI launch as CUDA's dim3 pair (checked against the device's limits before).
inline dim3 gridOf(const cvz_launch& l)
{
    return dim3(unsigned(l.grid[0]), unsigned(l.grid[1]), unsigned(l.grid[2]));
}
inline dim3 blockOf(const cvz_launch& l)
{
    return dim3(unsigned(l.block[0]), unsigned(l.block[1]), unsigned(l.block[2]));
}

// After a launch on `stream`: its launch error, then `bytes` of `device` copied to `host`
// and the stream waited for (the errors while the kernel ran).
inline cvz_status copyBackAfterLaunch(void* host, const void* device, size_t bytes, cudaStream_t stream, cvz_error* err)
{
    CVZ_CUDA_TRY(cudaGetLastError(), err); // launch errors (bad configuration)
    CVZ_CUDA_TRY(cudaMemcpyAsync(host, device, bytes, cudaMemcpyDeviceToHost, stream), err);
    CVZ_CUDA_TRY(cudaStreamSynchronize(stream), err);
    return CVZ_OK;
}

} // namespace cvz
