#pragma once

#include "cudaviz_gpu_abi.h"

#include <cublas_api.h>
#include <cuda_runtime_api.h>

namespace cvz {

// Fills `err` from a CUDA error: the call, file:line and the error's name and text.
// Returns the cvz_status that matches the error (no driver, no device, sticky, other).
cvz_status reportCudaError(cudaError_t code, const char* call, const char* file, int line, cvz_error* err);
// The same for a cuBLAS status (CUBLAS_STATUS_ALLOC_FAILED is an out-of-memory).
cvz_status reportCudaError(cublasStatus_t status, const char* call, const char* file, int line, cvz_error* err);

inline bool failed(cudaError_t code)
{
    return code != cudaSuccess;
}
inline bool failed(cublasStatus_t status)
{
    return status != CUBLAS_STATUS_SUCCESS;
}

// True for errors after which the CUDA context is corrupted and every later call fails.
bool isStickyError(cudaError_t code);

void clearError(cvz_error* err);

} // namespace cvz

// Every CUDA runtime and cuBLAS call in the module goes through this one macro: on failure
// it reports (the call, file:line, the error's name and text) and returns the matching
// status from the enclosing function.
#define CVZ_CUDA_TRY(call, err)                                                                                        \
    do {                                                                                                               \
        const auto cvzCode_ = (call);                                                                                  \
        if (::cvz::failed(cvzCode_))                                                                                   \
            return ::cvz::reportCudaError(cvzCode_, #call, __FILE__, __LINE__, (err));                                 \
    } while (0)
