#pragma once

#include "cudacheck.h"

#include <cstddef>

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
