#pragma once

#include "cudacheck.h"

#include <cstddef>
#include <utility>

namespace cvz {

// Page-locked host memory: copies from it run at full PCIe/NVLink speed and asynchronously.
template <class T> class PinnedBuffer
{
public:
    PinnedBuffer() = default;
    ~PinnedBuffer()
    {
        if (m_data)
            cudaFreeHost(m_data);
    }
    PinnedBuffer(const PinnedBuffer&) = delete;
    PinnedBuffer& operator=(const PinnedBuffer&) = delete;
    PinnedBuffer(PinnedBuffer&& o) noexcept
        : m_data(std::exchange(o.m_data, nullptr))
    { }
    PinnedBuffer& operator=(PinnedBuffer&& o) noexcept
    {
        std::swap(m_data, o.m_data);
        return *this;
    }
    cvz_status allocate(size_t count, cvz_error* err)
    {
        CVZ_CUDA_TRY(cudaMallocHost(reinterpret_cast<void**>(&m_data), count * sizeof(T)), err);
        return CVZ_OK;
    }
    T* get() const { return m_data; }

private:
    T* m_data = nullptr;
};

} // namespace cvz
