#include "cudacheck.h"

#include <cstdio>
#include <cstring>
#include <cublas_v2.h>

namespace cvz {

bool isStickyError(cudaError_t code)
{
    // Every error driver_types.h documents as "the process must be terminated and
    // relaunched" (a test reads the header and checks this list against it), and an
    // uncorrectable ECC error. By number: some of these names are newer than CUDA 12.
    static constexpr int kFatal[] = {
        214, // cudaErrorECCUncorrectable
        226, // cudaErrorContained
        700, // cudaErrorIllegalAddress
        702, // cudaErrorLaunchTimeout: a kernel ran past the display watchdog
        710, // cudaErrorAssert: a device-side assert fired
        714, // cudaErrorHardwareStackError
        715, // cudaErrorIllegalInstruction
        716, // cudaErrorMisalignedAddress
        717, // cudaErrorInvalidAddressSpace
        718, // cudaErrorInvalidPc
        719, // cudaErrorLaunchFailure
        721, // cudaErrorTensorMemoryLeak
        810, // cudaErrorMpsClientTerminated
        911, // cudaErrorExternalDevice
    };
    for (const int fatal : kFatal)
        if (static_cast<int>(code) == fatal)
            return true;
    return false;
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
