// cudaviz playground: stands in for CUDA's <cuda_runtime.h>. The device side (built-ins,
// atomics, shuffles ...) is cudaviz_playground.h. The host side here is CUDA's runtime API as a
// course uses it, emulated by cudaviz-kernelrun when it runs a whole program (`cudaviz run
// prog.cu`): device memory apart from host memory, copies, launches in the block emulator,
// events on a modelled clock, errors as CUDA returns them. With --kernel the playground runs one
// kernel with the launch it is given: the host code is compiled, and says so if it is reached.
// What is emulated and what is not: docs/playground.md.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <tuple>
#include <type_traits>
#include <utility>

// CUDA's own numbers, so that a program printing them prints what it would on a GPU.
enum cudaError_t
{
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInitializationError = 3,
    cudaErrorInvalidConfiguration = 9,
    cudaErrorInvalidPitchValue = 12,
    cudaErrorInvalidSymbol = 13,
    cudaErrorInvalidDevicePointer = 17,
    cudaErrorInvalidMemcpyDirection = 21,
    cudaErrorLaunchMaxDepthExceeded = 65,
    cudaErrorLaunchPendingCountExceeded = 69,
    cudaErrorNoDevice = 100,
    cudaErrorInvalidDevice = 101,
    cudaErrorInvalidResourceHandle = 400,
    cudaErrorIllegalState = 401,
    cudaErrorNotReady = 600,
    cudaErrorIllegalAddress = 700,
    cudaErrorLaunchOutOfResources = 701,
    cudaErrorLaunchTimeout = 702,
    cudaErrorAssert = 710,
    cudaErrorMisalignedAddress = 716,
    cudaErrorLaunchFailure = 719,
    cudaErrorNotSupported = 801,
    cudaErrorStreamCaptureUnsupported = 900,
    cudaErrorStreamCaptureInvalidated = 901,
    cudaErrorStreamCaptureUnmatched = 903,
    cudaErrorStreamCaptureImplicit = 906,
    cudaErrorUnknown = 999
};
using cudaError = cudaError_t;
enum cudaMemcpyKind
{
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4
};
using cudaStream_t = struct CUstream_st*;
using cudaEvent_t = struct CUevent_st*;
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaCpuDeviceId (-1)
#define CUDART_VERSION 13000 // the runtime API version the emulator follows
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceMapHost 0x08
enum cudaComputeMode
{
    cudaComputeModeDefault = 0,
    cudaComputeModeExclusive = 1,
    cudaComputeModeProhibited = 2,
    cudaComputeModeExclusiveProcess = 3
};
struct cudaDeviceProp
{
    char name[256];
    char uuid[16];
    size_t totalGlobalMem, sharedMemPerBlock;
    int regsPerBlock, warpSize;
    size_t memPitch;
    int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], clockRate;
    size_t totalConstMem;
    int major, minor;
    size_t textureAlignment, texturePitchAlignment;
    int maxTexture1D, maxTexture2D[2], maxTexture3D[3], maxTexture1DLayered[2], maxTexture2DLayered[3];
    int deviceOverlap, multiProcessorCount, kernelExecTimeoutEnabled, integrated, canMapHostMemory, computeMode,
        concurrentKernels, ECCEnabled, pciBusID, pciDeviceID, pciDomainID, tccDriver, asyncEngineCount,
        unifiedAddressing, memoryClockRate, memoryBusWidth, l2CacheSize, persistingL2CacheMaxSize,
        maxThreadsPerMultiProcessor, streamPrioritiesSupported, globalL1CacheSupported, localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor, managedMemory, isMultiGpuBoard, multiGpuBoardGroupID, singleToDoublePrecisionPerfRatio,
        pageableMemoryAccess, concurrentManagedAccess, computePreemptionSupported, canUseHostPointerForRegisteredMem,
        cooperativeLaunch, cooperativeMultiDeviceLaunch;
    size_t sharedMemPerBlockOptin;
    int maxBlocksPerMultiProcessor;
};
enum cudaDeviceAttr
{
    cudaDevAttrMaxThreadsPerBlock = 1,
    cudaDevAttrMaxBlockDimX = 2,
    cudaDevAttrMaxBlockDimY = 3,
    cudaDevAttrMaxBlockDimZ = 4,
    cudaDevAttrMaxGridDimX = 5,
    cudaDevAttrMaxGridDimY = 6,
    cudaDevAttrMaxGridDimZ = 7,
    cudaDevAttrMaxSharedMemoryPerBlock = 8,
    cudaDevAttrTotalConstantMemory = 9,
    cudaDevAttrWarpSize = 10,
    cudaDevAttrMaxRegistersPerBlock = 12,
    cudaDevAttrClockRate = 13,
    cudaDevAttrMultiProcessorCount = 16,
    cudaDevAttrMaxThreadsPerMultiProcessor = 39,
    cudaDevAttrMemoryClockRate = 36,
    cudaDevAttrGlobalMemoryBusWidth = 37,
    cudaDevAttrGpuOverlap = 15,
    cudaDevAttrComputeMode = 20,
    cudaDevAttrConcurrentKernels = 31,
    cudaDevAttrAsyncEngineCount = 40,
    cudaDevAttrUnifiedAddressing = 41,
    cudaDevAttrManagedMemory = 83,
    cudaDevAttrCooperativeLaunch = 95,
    cudaDevAttrL2CacheSize = 38,
    cudaDevAttrComputeCapabilityMajor = 75,
    cudaDevAttrComputeCapabilityMinor = 76,
    cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
    cudaDevAttrMaxRegistersPerMultiprocessor = 82
};
enum cudaFuncAttribute
{
    cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
    cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
// What cudaFuncGetAttributes reports of a kernel (CUDA's fields; the cluster ones stay 0).
struct cudaFuncAttributes
{
    size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
    int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA, maxDynamicSharedSizeBytes;
    int preferredShmemCarveout, clusterDimMustBeSet, requiredClusterWidth, requiredClusterHeight;
    int requiredClusterDepth, clusterSchedulingPolicyPreference, nonPortableClusterSizeAllowed;
    int reserved[16];
};
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01

// cudaviz-kernelrun's side: the emulated runtime (kernelrun/program.cpp). Every call carries the
// line of the student's code it was made from (__builtin_LINE() at the call), for its findings.
extern "C" {
int cvz_rt_alloc(void** pointer, size_t bytes, int kind, const char* name, int line);
int cvz_rt_free(void* pointer, int kind, int line);
int cvz_rt_copy(void* dst, const void* src, size_t bytes, int direction, cudaStream_t stream, int async, int line);
int cvz_rt_set(void* dst, int value, size_t bytes, cudaStream_t stream, int async, int line);
int cvz_rt_copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height, int direction,
    cudaStream_t stream, int async, int line);
int cvz_rt_symbol(
    void* symbol, size_t symbolBytes, void* host, size_t bytes, size_t offset, int toSymbol, int direction, int line);
int cvz_rt_sync(int what, void* handle, int line);
int cvz_rt_error(int reset);
int cvz_rt_set_error(int code);
const char* cvz_rt_error_text(int code, int name);
int cvz_rt_device(int op, int arg, int* out, int line);
int cvz_rt_limits(long long* out, int count, char* name, int nameBytes);
int cvz_rt_event(int op, cudaEvent_t* event, cudaStream_t stream, int line);
int cvz_rt_elapsed(float* ms, cudaEvent_t start, cudaEvent_t stop, int line);
int cvz_rt_stream(int op, cudaStream_t* stream, int line);
int cvz_rt_launch(const char* kernel, const unsigned* dims, size_t shared, cudaStream_t stream,
    const void* const* pointers, const unsigned* elementBytes, int pointerCount, void (*thunk)(void*),
    void (*blockThunk)(void*), void* closure, size_t closureBytes, int line);
int cvz_rt_unsupported(const char* call, int line);
int cvz_rt_unsupported_kernel_address(const char* call, int line);
int cvz_rt_occupancy(
    int op, const void* kernel, long long blockSize, long long dynamicShared, long long* out, int line);
int cvz_rt_host_register(int op, void* pointer, size_t bytes, void** device, int line);
}
#include "cvz_capture.h"

namespace cvz_pg {
constexpr int kDevice = 0, kManaged = 1, kPinned = 2;
// The properties' numbers, in the order the runtime gives them.
enum Limit
{
    MaxThreadsPerBlock,
    MaxBlockX,
    MaxBlockY,
    MaxBlockZ,
    MaxGridX,
    MaxGridY,
    MaxGridZ,
    SharedPerBlock,
    GlobalBytes,
    ConstBytes,
    WarpSizeLimit,
    RegsPerBlock,
    SmCount,
    Major,
    Minor,
    ThreadsPerSm,
    SharedPerSm,
    ClockKHz,
    MemoryClockKHz,
    BusWidth,
    L2Bytes,
    BlocksPerSm,
    LimitCount
};
inline long long limit(Limit which)
{
    long long values[LimitCount] = {};
    cvz_rt_limits(values, LimitCount, nullptr, 0);
    return values[which];
}
} // namespace cvz_pg

// A program's other translation units (SourceTree::parts) report no line of theirs: a line is the
// program file's.
#ifdef CVZ_PG_PART
#define CVZ_PG_SITE_LINE(line) 0
#else
#define CVZ_PG_SITE_LINE(line) (line)
#endif
#define CVZ_PG_LINE int cvz_line = CVZ_PG_SITE_LINE(__builtin_LINE())
template <class T> inline cudaError_t cudaMallocAt(T** p, size_t bytes, int kind, const char* name, int line)
{
    return cudaError_t(cvz_rt_alloc(reinterpret_cast<void**>(p), bytes, kind, name, line));
}
// A macro, to name the allocation after the variable it fills (findings say "d_a[5]").
#define cudaMalloc(p, ...) cudaMallocAt(p, __VA_ARGS__, cvz_pg::kDevice, #p, CVZ_PG_SITE_LINE(__LINE__))
#define cudaMallocHost(p, ...) cudaMallocAt(p, __VA_ARGS__, cvz_pg::kPinned, #p, CVZ_PG_SITE_LINE(__LINE__))
#define cudaHostAlloc(p, bytes, ...) cudaMallocAt(p, bytes, cvz_pg::kPinned, #p, CVZ_PG_SITE_LINE(__LINE__))
#define cudaMallocManaged(p, bytes, ...) cudaMallocAt(p, bytes, cvz_pg::kManaged, #p, CVZ_PG_SITE_LINE(__LINE__))
inline cudaError_t cudaFree(void* p, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_free(p, cvz_pg::kDevice, cvz_line));
}
inline cudaError_t cudaFreeHost(void* p, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_free(p, cvz_pg::kPinned, cvz_line));
}
inline cudaError_t cudaMemcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind, CVZ_PG_LINE)
{
    if (cvz_pg::refusedWhileCapturing())
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit); // a blocking copy in the legacy stream
    return cudaError_t(cvz_rt_copy(dst, src, bytes, int(kind), nullptr, 0, cvz_line));
}
inline cudaError_t cudaMemcpyAsync(
    void* dst, const void* src, size_t bytes, cudaMemcpyKind kind, cudaStream_t stream = 0, CVZ_PG_LINE)
{
    if (cvz_pg::implicitWhileCapturing(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    if (cvz_pg::captures(stream))
        return cvz_pg::record([=](cudaStream_t s) { return cudaMemcpyAsync(dst, src, bytes, kind, s, cvz_line); });
    return cudaError_t(cvz_rt_copy(dst, src, bytes, int(kind), stream, 1, cvz_line));
}
// cudaMallocPitch pads each row to a multiple of this, as GPUs commonly do (cudaDeviceProp's
// texturePitchAlignment is finer; the runtime's own choice is 512 bytes on current GPUs).
namespace cvz_pg {
constexpr size_t kPitchAlignment = 512;
}
template <class T>
inline cudaError_t cudaMallocPitchAt(T** p, size_t* pitch, size_t width, size_t height, const char* name, int line)
{
    if (!pitch)
        return cudaErrorInvalidValue;
    const size_t padded = (width + cvz_pg::kPitchAlignment - 1) / cvz_pg::kPitchAlignment * cvz_pg::kPitchAlignment;
    size_t bytes = 0;
    if (padded < width || __builtin_mul_overflow(padded, height, &bytes))
        return cudaErrorMemoryAllocation; // rows no memory holds: CUDA's answer too
    *pitch = padded;
    return cudaError_t(cvz_rt_alloc(reinterpret_cast<void**>(p), bytes, cvz_pg::kDevice, name, line));
}
// A macro, as cudaMalloc: the allocation is named after the variable it fills.
#define cudaMallocPitch(p, pitch, width, height)                                                                       \
    cudaMallocPitchAt(p, pitch, width, height, #p, CVZ_PG_SITE_LINE(__LINE__))
inline cudaError_t cudaMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
    cudaMemcpyKind kind, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_copy2d(dst, dpitch, src, spitch, width, height, int(kind), nullptr, 0, cvz_line));
}
inline cudaError_t cudaMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
    size_t height, cudaMemcpyKind kind, cudaStream_t stream = 0, CVZ_PG_LINE)
{
    if (cvz_pg::implicitWhileCapturing(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    if (cvz_pg::captures(stream))
        return cvz_pg::record([=](cudaStream_t s) {
            return cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, s, cvz_line);
        });
    return cudaError_t(cvz_rt_copy2d(dst, dpitch, src, spitch, width, height, int(kind), stream, 1, cvz_line));
}
inline cudaError_t cudaMemset(void* dst, int value, size_t bytes, CVZ_PG_LINE)
{
    if (cvz_pg::refusedWhileCapturing())
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    return cudaError_t(cvz_rt_set(dst, value, bytes, nullptr, 0, cvz_line));
}
inline cudaError_t cudaMemsetAsync(void* dst, int value, size_t bytes, cudaStream_t stream = 0, CVZ_PG_LINE)
{
    if (cvz_pg::implicitWhileCapturing(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    if (cvz_pg::captures(stream))
        return cvz_pg::record([=](cudaStream_t s) { return cudaMemsetAsync(dst, value, bytes, s, cvz_line); });
    return cudaError_t(cvz_rt_set(dst, value, bytes, stream, 1, cvz_line));
}
template <class T>
inline cudaError_t cudaMemcpyToSymbol(const T& symbol, const void* src, size_t bytes, size_t offset = 0,
    cudaMemcpyKind kind = cudaMemcpyHostToDevice, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_symbol(const_cast<void*>(static_cast<const void*>(&symbol)), sizeof(T),
        const_cast<void*>(src), bytes, offset, 1, int(kind), cvz_line));
}
template <class T>
inline cudaError_t cudaMemcpyFromSymbol(void* dst, const T& symbol, size_t bytes, size_t offset = 0,
    cudaMemcpyKind kind = cudaMemcpyDeviceToHost, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_symbol(
        const_cast<void*>(static_cast<const void*>(&symbol)), sizeof(T), dst, bytes, offset, 0, int(kind), cvz_line));
}
template <class T> inline cudaError_t cudaGetSymbolAddress(void** address, const T& symbol, CVZ_PG_LINE)
{
    *address = const_cast<void*>(static_cast<const void*>(&symbol));
    // The runtime learns the variable's extent: copies may then name it by this address.
    return cudaError_t(cvz_rt_host_register(3, *address, sizeof(T), nullptr, cvz_line));
}
inline cudaError_t cudaDeviceSynchronize(CVZ_PG_LINE)
{
    if (cvz_pg::refusedWhileCapturing())
        return cvz_pg::captureError(cudaErrorStreamCaptureUnsupported);
    return cudaError_t(cvz_rt_sync(0, nullptr, cvz_line));
}
inline cudaError_t cudaThreadSynchronize(CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_sync(0, nullptr, cvz_line));
}
inline cudaError_t cudaStreamSynchronize(cudaStream_t stream, CVZ_PG_LINE)
{
    if (cvz_pg::captures(stream) && cvz_pg::refusedWhileCapturing())
        return cvz_pg::captureError(cudaErrorStreamCaptureUnsupported);
    return cudaError_t(cvz_rt_sync(1, stream, cvz_line));
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t event, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_sync(2, event, cvz_line));
}
inline cudaError_t cudaGetLastError()
{
    return cudaError_t(cvz_rt_error(1));
}
inline cudaError_t cudaPeekAtLastError()
{
    return cudaError_t(cvz_rt_error(0));
}
inline const char* cudaGetErrorString(cudaError_t error)
{
    return cvz_rt_error_text(int(error), 0);
}
inline const char* cudaGetErrorName(cudaError_t error)
{
    return cvz_rt_error_text(int(error), 1);
}
inline cudaError_t cudaGetDeviceCount(int* count, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_device(0, 0, count, cvz_line));
}
inline cudaError_t cudaGetDevice(int* device, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_device(1, 0, device, cvz_line));
}
inline cudaError_t cudaSetDevice(int device, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_device(2, device, nullptr, cvz_line));
}
inline cudaError_t cudaDeviceReset(CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_device(3, 0, nullptr, cvz_line));
}
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp* prop, int device, CVZ_PG_LINE)
{
    const cudaError_t e = cudaError_t(cvz_rt_device(4, device, reinterpret_cast<int*>(prop), cvz_line));
    if (e != cudaSuccess)
        return e;
    long long v[cvz_pg::LimitCount] = {};
    std::memset(prop, 0, sizeof *prop);
    cvz_rt_limits(v, cvz_pg::LimitCount, prop->name, int(sizeof prop->name));
    prop->maxThreadsPerBlock = int(v[cvz_pg::MaxThreadsPerBlock]);
    prop->maxThreadsDim[0] = int(v[cvz_pg::MaxBlockX]);
    prop->maxThreadsDim[1] = int(v[cvz_pg::MaxBlockY]);
    prop->maxThreadsDim[2] = int(v[cvz_pg::MaxBlockZ]);
    prop->maxGridSize[0] = int(v[cvz_pg::MaxGridX]);
    prop->maxGridSize[1] = int(v[cvz_pg::MaxGridY]);
    prop->maxGridSize[2] = int(v[cvz_pg::MaxGridZ]);
    prop->sharedMemPerBlock = size_t(v[cvz_pg::SharedPerBlock]);
    prop->sharedMemPerBlockOptin = size_t(v[cvz_pg::SharedPerBlock]);
    prop->totalGlobalMem = size_t(v[cvz_pg::GlobalBytes]);
    prop->totalConstMem = size_t(v[cvz_pg::ConstBytes]);
    prop->warpSize = int(v[cvz_pg::WarpSizeLimit]);
    prop->regsPerBlock = int(v[cvz_pg::RegsPerBlock]);
    prop->regsPerMultiprocessor = int(v[cvz_pg::RegsPerBlock]);
    prop->multiProcessorCount = int(v[cvz_pg::SmCount]);
    prop->major = int(v[cvz_pg::Major]);
    prop->minor = int(v[cvz_pg::Minor]);
    prop->maxThreadsPerMultiProcessor = int(v[cvz_pg::ThreadsPerSm]);
    prop->sharedMemPerMultiprocessor = size_t(v[cvz_pg::SharedPerSm]);
    prop->clockRate = int(v[cvz_pg::ClockKHz]);
    prop->memoryClockRate = int(v[cvz_pg::MemoryClockKHz]);
    prop->memoryBusWidth = int(v[cvz_pg::BusWidth]);
    prop->l2CacheSize = int(v[cvz_pg::L2Bytes]);
    prop->maxBlocksPerMultiProcessor = int(v[cvz_pg::BlocksPerSm]);
    prop->memPitch = prop->totalGlobalMem;
    // Texture sizes as deviceQuery reports them on every GPU since Maxwell (textures are not emulated).
    prop->maxTexture1D = 131072;
    prop->maxTexture2D[0] = 131072;
    prop->maxTexture2D[1] = 65536;
    prop->maxTexture3D[0] = prop->maxTexture3D[1] = prop->maxTexture3D[2] = 16384;
    prop->maxTexture1DLayered[0] = 32768;
    prop->maxTexture1DLayered[1] = 2048;
    prop->maxTexture2DLayered[0] = prop->maxTexture2DLayered[1] = 32768;
    prop->maxTexture2DLayered[2] = 2048;
    prop->textureAlignment = 512;
    prop->texturePitchAlignment = 32;
    prop->deviceOverlap = 1;
    prop->asyncEngineCount = 1;
    prop->unifiedAddressing = 1;
    prop->managedMemory = 1;
    prop->canMapHostMemory = 1;
    prop->concurrentKernels = 0; // streams run in order
    prop->cooperativeLaunch = 0;
    prop->globalL1CacheSupported = 1;
    prop->localL1CacheSupported = 1;
    prop->singleToDoublePrecisionPerfRatio = 2;
    return cudaSuccess;
}
namespace cvz_pg {
// One attribute of the device's properties, -1 for one the emulator does not give.
// length-check: table
inline int deviceAttribute(const cudaDeviceProp& p, cudaDeviceAttr attr)
{
    int v = -1;
    switch (attr) {
    case cudaDevAttrMaxThreadsPerBlock:
        v = p.maxThreadsPerBlock;
        break;
    case cudaDevAttrMaxBlockDimX:
        v = p.maxThreadsDim[0];
        break;
    case cudaDevAttrMaxBlockDimY:
        v = p.maxThreadsDim[1];
        break;
    case cudaDevAttrMaxBlockDimZ:
        v = p.maxThreadsDim[2];
        break;
    case cudaDevAttrMaxGridDimX:
        v = p.maxGridSize[0];
        break;
    case cudaDevAttrMaxGridDimY:
        v = p.maxGridSize[1];
        break;
    case cudaDevAttrMaxGridDimZ:
        v = p.maxGridSize[2];
        break;
    case cudaDevAttrMaxSharedMemoryPerBlock:
        v = int(p.sharedMemPerBlock);
        break;
    case cudaDevAttrTotalConstantMemory:
        v = int(p.totalConstMem);
        break;
    case cudaDevAttrWarpSize:
        v = p.warpSize;
        break;
    case cudaDevAttrMaxRegistersPerBlock:
        v = p.regsPerBlock;
        break;
    case cudaDevAttrClockRate:
        v = p.clockRate;
        break;
    case cudaDevAttrMultiProcessorCount:
        v = p.multiProcessorCount;
        break;
    case cudaDevAttrMaxThreadsPerMultiProcessor:
        v = p.maxThreadsPerMultiProcessor;
        break;
    case cudaDevAttrMemoryClockRate:
        v = p.memoryClockRate;
        break;
    case cudaDevAttrGlobalMemoryBusWidth:
        v = p.memoryBusWidth;
        break;
    case cudaDevAttrL2CacheSize:
        v = p.l2CacheSize;
        break;
    case cudaDevAttrComputeCapabilityMajor:
        v = p.major;
        break;
    case cudaDevAttrComputeCapabilityMinor:
        v = p.minor;
        break;
    case cudaDevAttrMaxSharedMemoryPerMultiprocessor:
        v = int(p.sharedMemPerMultiprocessor);
        break;
    case cudaDevAttrMaxRegistersPerMultiprocessor:
        v = p.regsPerMultiprocessor;
        break;
    case cudaDevAttrComputeMode:
        v = p.computeMode;
        break;
    case cudaDevAttrGpuOverlap:
        v = p.deviceOverlap;
        break;
    case cudaDevAttrConcurrentKernels:
        v = p.concurrentKernels;
        break;
    case cudaDevAttrAsyncEngineCount:
        v = p.asyncEngineCount;
        break;
    case cudaDevAttrUnifiedAddressing:
        v = p.unifiedAddressing;
        break;
    case cudaDevAttrManagedMemory:
        v = p.managedMemory;
        break;
    case cudaDevAttrCooperativeLaunch:
        v = p.cooperativeLaunch;
        break;
    }
    return v;
}
} // namespace cvz_pg
inline cudaError_t cudaDeviceGetAttribute(int* value, cudaDeviceAttr attr, int device, CVZ_PG_LINE)
{
    cudaDeviceProp p;
    const cudaError_t e = cudaGetDeviceProperties(&p, device, cvz_line);
    if (e != cudaSuccess)
        return e;
    const int v = cvz_pg::deviceAttribute(p, attr);
    if (v < 0)
        return cudaError_t(cvz_rt_unsupported("cudaDeviceGetAttribute with this attribute", cvz_line));
    *value = v;
    return cudaSuccess;
}
inline cudaError_t cudaSetDeviceFlags(unsigned, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_device(5, 0, nullptr, cvz_line));
}
inline cudaError_t cudaEventCreate(cudaEvent_t* event, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_event(0, event, nullptr, cvz_line));
}
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t* event, unsigned, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_event(0, event, nullptr, cvz_line));
}
inline cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0, CVZ_PG_LINE)
{
    if (cvz_pg::implicitWhileCapturing(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    if (cvz_pg::captures(stream)) { // a point of the graph another stream may join at
        cvz_pg::capture().events.push_back(event);
        return cudaSuccess;
    }
    return cudaError_t(cvz_rt_event(1, &event, stream, cvz_line));
}
inline cudaError_t cudaEventDestroy(cudaEvent_t event, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_event(2, &event, nullptr, cvz_line));
}
inline cudaError_t cudaEventQuery(cudaEvent_t event, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_event(4, &event, nullptr, cvz_line));
}
inline cudaError_t cudaEventElapsedTime(float* ms, cudaEvent_t start, cudaEvent_t stop, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_elapsed(ms, start, stop, cvz_line));
}
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t* stream, unsigned flags, CVZ_PG_LINE)
{
    const cudaError_t e = cudaError_t(cvz_rt_stream(0, stream, cvz_line));
    if (e == cudaSuccess)
        cvz_pg::noteStream(*stream, (flags & cudaStreamNonBlocking) != 0);
    return e;
}
inline cudaError_t cudaStreamCreate(cudaStream_t* stream, CVZ_PG_LINE)
{
    return cudaStreamCreateWithFlags(stream, 0, cvz_line);
}
inline cudaError_t cudaStreamDestroy(cudaStream_t stream, CVZ_PG_LINE)
{
    const cudaError_t e = cudaError_t(cvz_rt_stream(1, &stream, cvz_line));
    if (e == cudaSuccess)
        cvz_pg::noteStream(stream, false);
    return e;
}
inline cudaError_t cudaStreamQuery(cudaStream_t stream, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_stream(3, &stream, cvz_line));
}
// Page-locked host memory the device may read and write (zero-copy): its device pointer is its
// own address (unified addressing).
inline cudaError_t cudaHostRegister(void* pointer, size_t bytes, unsigned, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_host_register(0, pointer, bytes, nullptr, cvz_line));
}
inline cudaError_t cudaHostUnregister(void* pointer, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_host_register(1, pointer, 0, nullptr, cvz_line));
}
template <class T> inline cudaError_t cudaHostGetDevicePointer(T** device, void* host, unsigned, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_host_register(2, host, 0, reinterpret_cast<void**>(device), cvz_line));
}
// The CUDA version the emulator follows, as the driver and the runtime report theirs.
inline cudaError_t cudaDriverGetVersion(int* version)
{
    if (version == nullptr)
        return cudaErrorInvalidValue;
    *version = CUDART_VERSION;
    return cudaSuccess;
}
inline cudaError_t cudaRuntimeGetVersion(int* version)
{
    return cudaDriverGetVersion(version);
}
// One device: it is the best match for any properties asked for.
inline cudaError_t cudaChooseDevice(int* device, const cudaDeviceProp* wanted)
{
    if (device == nullptr || wanted == nullptr)
        return cudaErrorInvalidValue;
    *device = 0;
    return cudaSuccess;
}
// Shared memory's bank width and the split between L1 and shared memory: settings of older GPUs
// (Kepler's 8-byte banks) that change nothing here; the banks are 4 bytes wide, as since Maxwell.
enum cudaSharedMemConfig
{
    cudaSharedMemBankSizeDefault = 0,
    cudaSharedMemBankSizeFourByte = 1,
    cudaSharedMemBankSizeEightByte = 2
};
enum cudaFuncCache
{
    cudaFuncCachePreferNone = 0,
    cudaFuncCachePreferShared = 1,
    cudaFuncCachePreferL1 = 2,
    cudaFuncCachePreferEqual = 3
};
inline cudaError_t cudaDeviceSetSharedMemConfig(cudaSharedMemConfig)
{
    return cudaSuccess;
}
inline cudaError_t cudaDeviceGetSharedMemConfig(cudaSharedMemConfig* config)
{
    if (config == nullptr)
        return cudaErrorInvalidValue;
    *config = cudaSharedMemBankSizeFourByte;
    return cudaSuccess;
}
template <class F> inline cudaError_t cudaFuncSetSharedMemConfig(F, cudaSharedMemConfig)
{
    return cudaSuccess;
}
inline cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache)
{
    return cudaSuccess;
}
inline cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache* config)
{
    if (config == nullptr)
        return cudaErrorInvalidValue;
    *config = cudaFuncCachePreferNone;
    return cudaSuccess;
}
template <class F> inline cudaError_t cudaFuncSetCacheConfig(F, cudaFuncCache)
{
    return cudaSuccess;
}
// Work runs in order here, one call after another: an event another stream waits for was done
// when it was recorded. The handles are checked as CUDA checks them.
inline cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int = 0, CVZ_PG_LINE)
{
    cvz_pg::Capture& c = cvz_pg::capture();
    if (c.graph != nullptr && c.events.contains(event)) {
        if (!cvz_pg::captures(stream))
            c.streams.push_back(stream); // the stream joins the capture
        return cudaSuccess;
    }
    const cudaError_t e = cudaError_t(cvz_rt_stream(2, &stream, cvz_line));
    const cudaError_t recorded = e != cudaSuccess ? e : cudaError_t(cvz_rt_event(3, &event, nullptr, cvz_line));
    return recorded == cudaErrorNotReady ? cudaSuccess : recorded; // an event never recorded: nothing to wait for
}
// A host function run after the stream's earlier work: here, once the stream is synchronised.
#define CUDART_CB
using cudaStreamCallback_t = void (*)(cudaStream_t, cudaError_t, void*);
using cudaHostFn_t = void (*)(void*);
inline cudaError_t cudaStreamAddCallback(
    cudaStream_t stream, cudaStreamCallback_t callback, void* data, unsigned int, CVZ_PG_LINE)
{
    if (cvz_pg::implicitWhileCapturing(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    if (cvz_pg::captures(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureUnsupported); // CUDA refuses callbacks: cudaLaunchHostFunc
    const cudaError_t e = cudaError_t(cvz_rt_sync(1, stream, cvz_line));
    if (e == cudaSuccess && callback != nullptr)
        callback(stream, cudaSuccess, data);
    return e;
}
inline cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t function, void* data, CVZ_PG_LINE)
{
    if (cvz_pg::implicitWhileCapturing(stream))
        return cvz_pg::captureError(cudaErrorStreamCaptureImplicit);
    if (cvz_pg::captures(stream))
        return cvz_pg::record([=](cudaStream_t s) { return cudaLaunchHostFunc(s, function, data, cvz_line); });
    const cudaError_t e = cudaError_t(cvz_rt_sync(1, stream, cvz_line));
    if (e == cudaSuccess && function != nullptr)
        function(data);
    return e;
}
// Hints where managed memory should live: one memory here, so they change nothing.
inline cudaError_t cudaMemPrefetchAsync(const void*, size_t, int, cudaStream_t = 0)
{
    return cudaSuccess;
}
template <class... A> inline cudaError_t cudaMemAdvise(const void*, size_t, A...)
{
    return cudaSuccess;
}
template <class F> inline cudaError_t cudaFuncSetAttribute(F, cudaFuncAttribute, int, CVZ_PG_LINE)
{
    return cudaError_t(cvz_rt_device(5, 0, nullptr, cvz_line));
}
// The occupancy calls, from the occupancy model of the emulated device (kernelrun/programoccupancy.cpp):
// a kernel's registers are not known without a GPU compiler, so 32 a thread are modelled.
template <class F> inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes* attr, F func, CVZ_PG_LINE)
{
    long long v[4] = {};
    const cudaError_t e
        = cudaError_t(cvz_rt_occupancy(0, reinterpret_cast<const void*>(func), 0, 0, attr ? v : nullptr, cvz_line));
    if (e != cudaSuccess)
        return e;
    std::memset(attr, 0, sizeof *attr);
    attr->numRegs = int(v[0]);
    attr->sharedSizeBytes = size_t(v[1]);
    attr->maxThreadsPerBlock = int(v[2]);
    attr->maxDynamicSharedSizeBytes = int(v[3]);
    attr->ptxVersion = attr->binaryVersion = 80;
    attr->preferredShmemCarveout = -1;
    return e;
}
template <class F>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int* numBlocks, F func, int blockSize, size_t dynamicSMemSize, CVZ_PG_LINE)
{
    long long v[1] = {};
    const cudaError_t e = cudaError_t(cvz_rt_occupancy(1, reinterpret_cast<const void*>(func),
        blockSize < 0 ? -1 : blockSize, (long long)dynamicSMemSize, numBlocks ? v : nullptr, cvz_line));
    if (e == cudaSuccess)
        *numBlocks = int(v[0]);
    return e;
}
template <class F>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int* numBlocks, F func, int blockSize, size_t dynamicSMemSize, unsigned, CVZ_PG_LINE)
{
    return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize, cvz_line);
}
template <class F>
inline cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int* minGridSize, int* blockSize, F func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0, CVZ_PG_LINE)
{
    long long v[2] = {};
    const cudaError_t e
        = cudaError_t(cvz_rt_occupancy(2, reinterpret_cast<const void*>(func), blockSizeLimit < 0 ? -1 : blockSizeLimit,
            (long long)dynamicSMemSize, minGridSize && blockSize ? v : nullptr, cvz_line));
    if (e == cudaSuccess) {
        *minGridSize = int(v[0]);
        *blockSize = int(v[1]);
    }
    return e;
}
// Calls the emulator does not run (REFUSED in cvz_runtime_api.h): declared functions, not macros,
// so no name of the standard library or the student's is taken. Called, one stops the program
// there and the finding names the call and its line.
namespace cvz_pg {
// The line of the call: a default argument is evaluated where the call is written.
struct CallLine
{
    int line;
    template <class T>
    CallLine(const T&, int at = CVZ_PG_SITE_LINE(__builtin_LINE()))
        : line(at)
    { }
};
} // namespace cvz_pg
#define CVZ_API_EMULATED(call)
#define CVZ_API_MODELLED(call)
#define CVZ_API_ACCEPTED(call)
#define CVZ_API_REFUSED(call)                                                                                          \
    template <class... A> inline cudaError_t call(cvz_pg::CallLine at, const A&...)                                    \
    {                                                                                                                  \
        return cudaError_t(cvz_rt_unsupported(#call, at.line));                                                        \
    }
#define CVZ_API(status, call, note) CVZ_API_##status(call)
#include "cvz_runtime_api.h"
#undef CVZ_API
#undef CVZ_API_EMULATED
#undef CVZ_API_MODELLED
#undef CVZ_API_ACCEPTED
#undef CVZ_API_REFUSED

// kernel<<<grid, block, shared, stream>>>(args) reaches the compiler as
// cvz_pg::launch("kernel", LINE, cvz_pg::config(grid, block, shared, stream),
// [](auto... a) { kernel(a...); }, args) (core/playground/source/usersource.h): the arguments are
// evaluated once, here, and each emulated thread calls the kernel with copies of them. Every thread
// runs the glue between, so it does without std::apply and std::tuple, whose layers are each a call
// (and their every load and store a hook's call) at -O0.
namespace cvz_pg {
struct Config
{
    dim3 grid, block;
    size_t shared;
    cudaStream_t stream;
};
inline Config config(dim3 grid, dim3 block, size_t shared = 0, cudaStream_t stream = 0)
{
    return { grid, block, shared, stream };
}
// A launch argument written as a bare NULL or 0 (the <<<...>>> rewrite puts this there): it becomes
// the kernel's parameter's zero, a null pointer for a pointer, as the literal would.
struct Zero
{
    template <class T> constexpr operator T() const { return T(); }
};
// A launch's arguments as a GPU's parameter buffer holds them: each one's bytes, copied as bytes (no
// copy constructor runs for it, and no destructor ever: CUDA by Example's Lock frees in its own).
// One base per argument, so that reading one is a cast, not a call.
template <std::size_t I, class T> struct Slot
{
    alignas(T) unsigned char bytes[sizeof(T)];
};
template <class Indices, class... A> struct Pack;
template <std::size_t... I, class... A> struct Pack<std::index_sequence<I...>, A...> : Slot<I, A>...
{
    static constexpr std::size_t kCount = sizeof...(A);
    void fill(const A&... a)
    {
        (__builtin_memcpy(static_cast<Slot<I, A>&>(*this).bytes, static_cast<const void*>(&a), sizeof(A)), ...);
    }
    // From an array of pointers to the arguments, as cudaLaunchKernel takes them.
    void fillFrom(void* const* a) { (__builtin_memcpy(static_cast<Slot<I, A>&>(*this).bytes, a[I], sizeof(A)), ...); }
    // f(arguments...), each read in place.
    template <class F> auto read(F f) const
    {
        return f(*reinterpret_cast<const A*>(static_cast<const Slot<I, A>&>(*this).bytes)...);
    }
    template <class Body> void call(Body& body)
    {
        body(*reinterpret_cast<A*>(static_cast<Slot<I, A>&>(*this).bytes)...);
    }
};
template <class Body, class Args> struct Closure
{
    Body body;
    Args args;
};
#if defined(CVZ_PG_FAST)
// A launch's every thread of the running block, in the fast engine's loop (cudaviz_playground.h).
// No handler here: a failed device assert's exception (declared noexcept by the C library, so a frame
// with handlers would end the process) passes through to the runner, which runs the block's
// remaining threads one by one.
// The closure (the kernel's arguments, already bytes) is copied to a local of the loop where it can
// be: no store of the kernel's can reach a local whose address it never sees, so the compiler keeps
// the arguments in registers instead of reading them again for every thread.
template <class C> void blockThreads(void* p)
{
    if constexpr (std::is_trivially_copyable<C>::value) {
        C c = *static_cast<C*>(p);
        forEachThreadOfBlock([&c] { c.args.call(c.body); });
    } else {
        C* c = static_cast<C*>(p);
        forEachThreadOfBlock([c] { c->args.call(c->body); });
    }
}
#else
template <class C> void blockThreads(void*) { } // the traced engine runs each thread on a fiber of its own
#endif
// The size of what a pointer argument points to (1 for void), so that findings count its elements.
template <class T> constexpr unsigned elementBytesOf()
{
    if constexpr (std::is_void<T>::value)
        return 1;
    else
        return unsigned(sizeof(T));
}
// A launch of arguments already in their parameter buffer (`pack`, a Pack): run now, or recorded as a
// node of the graph being captured, with those bytes. Returns the launch's own error, which is also
// the program's last error, as a GPU's launch makes it.
template <class Body, class P>
inline cudaError_t launchPacked(const char* kernel, int line, Config c, Body body, const P& pack)
{
    if (implicitWhileCapturing(c.stream))
        return captureError(cudaErrorStreamCaptureImplicit);
    if (captures(c.stream))
        return record([=](cudaStream_t s) {
            return launchPacked(kernel, line, config(c.grid, c.block, c.shared, s), body, pack);
        });
    using C = Closure<Body, P>;
    C closure { body, pack };
    const unsigned dims[6] = { c.grid.x, c.grid.y, c.grid.z, c.block.x, c.block.y, c.block.z };
    constexpr std::size_t kArgs = P::kCount;
    const void* pointers[kArgs + 1] = {};
    unsigned sizes[kArgs + 1] = {};
    int count = 0;
    pack.read([&](const auto&... args) {
        (
            [&](const auto& a) {
                using T = std::decay_t<decltype(a)>;
                if constexpr (std::is_pointer<T>::value) {
                    pointers[count] = (const void*)a;
                    sizes[count++] = elementBytesOf<std::remove_cv_t<std::remove_pointer_t<T>>>();
                }
            }(args),
            ...);
        return 0;
    });
    return cudaError_t(cvz_rt_launch(
        kernel, dims, c.shared, c.stream, pointers, sizes, count,
        [](void* p) { static_cast<C*>(p)->args.call(static_cast<C*>(p)->body); }, &blockThreads<C>, &closure,
        sizeof closure, line));
}
// kernel<<<...>>>(args): the arguments are taken by value, as nvcc's host stub takes them (a class's
// copy is destroyed here, once, after the launch), and copied as bytes into the parameter buffer.
template <class Body, class... A>
inline cudaError_t launch(const char* kernel, int line, Config c, Body body, A... args)
{
    Pack<std::index_sequence_for<A...>, A...> pack;
    pack.fill(args...);
    return launchPacked(kernel, line, c, body, pack);
}
} // namespace cvz_pg
#include "cvz_graph.h"
#include "cvz_texture.h"
#undef CVZ_PG_LINE
