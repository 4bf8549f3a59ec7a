#pragma once

#include "cudaviz_gpu_abi.h"

#include <cuda_runtime_api.h>

namespace cvz {

// Fills `err` from a CUDA error: the call, file:line and the error's name and text.
// Returns the cvz_status that matches the error (no driver, no device, sticky, other).
cvz_status reportCudaError(cudaError_t code, const char* call, const char* file, int line, cvz_error* err);

// True for errors after which the CUDA context is corrupted and every later call fails.
bool isStickyError(cudaError_t code);

void clearError(cvz_error* err);

} // namespace cvz

// Every CUDA runtime call in the module goes through this: on failure it reports and
// returns the matching status from the enclosing function.
#define CVZ_CUDA_TRY(call, err)                                                                                        \
    do {                                                                                                               \
        const cudaError_t cvzCode_ = (call);                                                                           \
        if (cvzCode_ != cudaSuccess)                                                                                   \
            return ::cvz::reportCudaError(cvzCode_, #call, __FILE__, __LINE__, (err));                                 \
    } while (0)
