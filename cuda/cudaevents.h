#pragma once

#include "cudacheck.h"

#include <utility>

namespace cvz {

// A cudaEvent_t pair that times the work between record(start) and record(stop).
class EventTimer
{
public:
    EventTimer() = default;
    ~EventTimer()
    {
        if (m_start)
            cudaEventDestroy(m_start);
        if (m_stop)
            cudaEventDestroy(m_stop);
    }
    EventTimer(const EventTimer&) = delete;
    EventTimer& operator=(const EventTimer&) = delete;
    EventTimer(EventTimer&& o) noexcept
        : m_start(std::exchange(o.m_start, nullptr))
        , m_stop(std::exchange(o.m_stop, nullptr))
    { }
    EventTimer& operator=(EventTimer&& o) noexcept
    {
        std::swap(m_start, o.m_start);
        std::swap(m_stop, o.m_stop);
        return *this;
    }

    cvz_status create(cvz_error* err)
    {
        CVZ_CUDA_TRY(cudaEventCreate(&m_start), err);
        CVZ_CUDA_TRY(cudaEventCreate(&m_stop), err);
        return CVZ_OK;
    }
    cvz_status start(cudaStream_t stream, cvz_error* err)
    {
        CVZ_CUDA_TRY(cudaEventRecord(m_start, stream), err);
        return CVZ_OK;
    }
    // Records the stop event, waits for it, and returns the elapsed milliseconds in `ms`.
    cvz_status stop(cudaStream_t stream, double* ms, cvz_error* err)
    {
        CVZ_CUDA_TRY(cudaEventRecord(m_stop, stream), err);
        CVZ_CUDA_TRY(cudaEventSynchronize(m_stop), err);
        float elapsed = 0;
        CVZ_CUDA_TRY(cudaEventElapsedTime(&elapsed, m_start, m_stop), err);
        *ms = elapsed;
        return CVZ_OK;
    }

private:
    cudaEvent_t m_start = nullptr;
    cudaEvent_t m_stop = nullptr;
};

} // namespace cvz
