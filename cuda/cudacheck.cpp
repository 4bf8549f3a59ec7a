#include "cudacheck.h"

#include <cstdio>
#include <cstring>
#include <cublas_v2.h>

namespace cvz {

bool isStickyError(cudaError_t code)
{
    switch (code) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorECCUncorrectable:
        return true;
    default:
        return false;
    }
}

void clearError(cvz_error* err)
{
    if (!err)
        return;
    err->cuda_error = 0;
    err->cuda_error_name[0] = '\0';
    err->message[0] = '\0';
}

namespace {
const char* baseName(const char* file)
{
    const char* base = std::strrchr(file, '/');
    return base ? base + 1 : file;
}
} // namespace

cvz_status reportCudaError(cublasStatus_t status, const char* call, const char* file, int line, cvz_error* err)
{
    if (err) {
        err->cuda_error = int32_t(status);
        std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "%s", cublasGetStatusName(status));
        std::snprintf(err->message, sizeof err->message, "%s failed at %s:%d: %s", call, baseName(file), line,
            cublasGetStatusString(status));
    }
    return status == CUBLAS_STATUS_ALLOC_FAILED ? CVZ_OUT_OF_MEMORY : CVZ_CUDA_ERROR;
}

cvz_status reportCudaError(cudaError_t code, const char* call, const char* file, int line, cvz_error* err)
{
    if (err) {
        err->cuda_error = static_cast<int32_t>(code);
        std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "%s", cudaGetErrorName(code));
        std::snprintf(err->message, sizeof err->message, "%s failed at %s:%d: %s (%s)", call, baseName(file), line,
            cudaGetErrorString(code), cudaGetErrorName(code));
    }
    if (code == cudaErrorInsufficientDriver)
        return CVZ_NO_DRIVER;
    if (code == cudaErrorNoDevice)
        return CVZ_NO_DEVICE;
    if (code == cudaErrorMemoryAllocation)
        return CVZ_OUT_OF_MEMORY;
    if (isStickyError(code))
        return CVZ_STICKY_ERROR;
    return CVZ_CUDA_ERROR;
}

} // namespace cvz
