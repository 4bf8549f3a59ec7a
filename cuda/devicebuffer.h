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

} // namespace cvz
