#include "deviceprobe.h"

#include "cudacheck.h"

#include <cstdio>
#include <cstring>
#include <cublas_api.h>

namespace cvz {

namespace {

int cublasVersion()
{
    int major = 0, minor = 0, patch = 0;
    if (cublasGetProperty(MAJOR_VERSION, &major) != CUBLAS_STATUS_SUCCESS
        || cublasGetProperty(MINOR_VERSION, &minor) != CUBLAS_STATUS_SUCCESS
        || cublasGetProperty(PATCH_LEVEL, &patch) != CUBLAS_STATUS_SUCCESS)
        return 0;
    return major * 10000 + minor * 100 + patch;
}

int attribute(cudaDeviceAttr attr, int device)
{
    int value = 0;
    // CUDA 13 removed clock rates from cudaDeviceProp; the attribute query still has them.
    if (cudaDeviceGetAttribute(&value, attr, device) != cudaSuccess) {
        (void)cudaGetLastError();
        return 0;
    }
    return value;
}

} // namespace

cvz_status probeDevices(cvz_probe_result* out, cvz_error* err)
{
    clearError(err);
    if (!out)
        return CVZ_INVALID_ARGUMENT;
    *out = {};
    cudaRuntimeGetVersion(&out->runtime_version);
    cudaDriverGetVersion(&out->driver_version); // 0 when no driver is installed
    out->cublas_version = cublasVersion();

    int count = 0;
    const cudaError_t code = cudaGetDeviceCount(&count);
    if (code != cudaSuccess) {
        // No driver (35) or no device (100) is an answer, not a failure: count stays 0.
        (void)cudaGetLastError();
        out->device_count = 0;
        return reportCudaError(code, "cudaGetDeviceCount(&count)", __FILE__, __LINE__, err);
    }
    out->device_count = count;
    return CVZ_OK;
}

cvz_status queryDevice(int32_t index, cvz_device_info* out, cvz_error* err)
{
    clearError(err);
    if (!out)
        return CVZ_INVALID_ARGUMENT;
    int count = 0;
    CVZ_CUDA_TRY(cudaGetDeviceCount(&count), err);
    if (index < 0 || index >= count) {
        std::snprintf(err->message, sizeof err->message, "device %d does not exist (%d device(s) found)", index, count);
        return CVZ_INVALID_ARGUMENT;
    }
    cudaDeviceProp prop {};
    CVZ_CUDA_TRY(cudaGetDeviceProperties(&prop, index), err);

    *out = {};
    out->index = index;
    std::snprintf(out->name, sizeof out->name, "%s", prop.name);
    out->cc_major = prop.major;
    out->cc_minor = prop.minor;
    out->sm_count = prop.multiProcessorCount;
    out->total_memory_bytes = prop.totalGlobalMem;
    out->clock_rate_khz = attribute(cudaDevAttrClockRate, index);
    out->memory_clock_rate_khz = attribute(cudaDevAttrMemoryClockRate, index);
    out->memory_bus_width_bits = prop.memoryBusWidth;
    out->max_threads_per_block = prop.maxThreadsPerBlock;
    for (int d = 0; d < 3; ++d) {
        out->max_block_dim[d] = prop.maxThreadsDim[d];
        out->max_grid_dim[d] = prop.maxGridSize[d];
    }
    out->warp_size = prop.warpSize;
    out->shared_memory_per_block_bytes = prop.sharedMemPerBlock;
    out->l2_cache_bytes = static_cast<uint64_t>(prop.l2CacheSize);
    std::snprintf(
        out->pci_bus_id, sizeof out->pci_bus_id, "%04x:%02x:%02x.0", prop.pciDomainID, prop.pciBusID, prop.pciDeviceID);

    // Free memory needs a context on that device; creating it is the slow part of a probe.
    // A device in exclusive-process mode held by another process (46) or a faulted one
    // refuses the context: that is this device's state, reported with its properties, not
    // a failure of the whole probe. A sticky error is the process's and still fails.
    size_t freeBytes = 0, totalBytes = 0;
    const char* call = "cudaSetDevice(index)";
    cudaError_t context = cudaSetDevice(index);
    if (context == cudaSuccess) {
        call = "cudaMemGetInfo(&freeBytes, &totalBytes)";
        context = cudaMemGetInfo(&freeBytes, &totalBytes);
    }
    if (context != cudaSuccess) {
        if (isStickyError(context)) // the process's CUDA state is lost, not only this device's
            return reportCudaError(context, call, __FILE__, __LINE__, err);
        (void)cudaGetLastError();
        out->context_error = int32_t(context);
        std::snprintf(out->context_error_name, sizeof out->context_error_name, "%s", cudaGetErrorName(context));
        return CVZ_OK;
    }
    out->free_memory_bytes = freeBytes;
    return CVZ_OK;
}

} // namespace cvz
