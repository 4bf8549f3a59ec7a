// What the device's copy of each teaching kernel uses, from the binary it really runs: the
// check beside the table ptxas gave at build time (core/memory/kernelresources).
#include "kernelattributes.h"

#include "cudacheck.h"
#include "matmulkernels.h"

#include <cstdio>
#include <cstring>
#include <cuda_runtime_api.h>

namespace cvz {

cvz_status kernelAttributes(int32_t device, const char* kernelKey, cvz_kernel_attributes* out, cvz_error* err)
{
    clearError(err);
    if (!out || !kernelKey) {
        std::snprintf(err->message, sizeof err->message, "kernel_attributes: kernel_key and out must be given");
        return CVZ_INVALID_ARGUMENT;
    }
    *out = {};
    const void* function = nullptr;
    for (int k = 0; k < kTeachingKernelCount && !function; ++k)
        if (std::strcmp(teachingKernelName(TeachingKernel(k)), kernelKey) == 0) {
            function = ladderKernelFunction(TeachingKernel(k));
            if (!function)
                function = mappingKernelFunction(TeachingKernel(k));
        }
    if (!function) {
        std::snprintf(
            err->message, sizeof err->message, "kernel_attributes: the module has no kernel '%.64s'", kernelKey);
        return CVZ_INVALID_ARGUMENT;
    }
    CVZ_CUDA_TRY(cudaSetDevice(device), err);
    cudaFuncAttributes attributes {};
    CVZ_CUDA_TRY(cudaFuncGetAttributes(&attributes, function), err);
    out->registers = attributes.numRegs;
    out->static_shared_bytes = int32_t(attributes.sharedSizeBytes);
    out->local_bytes = int32_t(attributes.localSizeBytes);
    out->max_threads_per_block = attributes.maxThreadsPerBlock;
    out->binary_version = attributes.binaryVersion;
    out->ptx_version = attributes.ptxVersion;
    return CVZ_OK;
}

} // namespace cvz
