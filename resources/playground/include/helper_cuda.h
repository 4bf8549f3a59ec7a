// cudaviz playground: stands in for the CUDA samples' <helper_cuda.h> (host-side error checks and
// device choice), for the emulator and for Run on GPU alike (it is not part of the CUDA Toolkit):
// written with the runtime API only, so nvcc compiles it against the real one.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2 // the samples' status for "this machine cannot run the sample"
#endif

// A failed call ends the program, naming the call, its line and CUDA's error, as the samples do.
template <class E> void cvzCheckCuda(E result, const char* call, const char* file, int line)
{
    if (result == cudaSuccess)
        return;
    std::fprintf(stderr, "CUDA error at %s:%d: %s (%d, %s) in \"%s\"\n", file, line, cudaGetErrorString(result),
        int(result), cudaGetErrorName(result), call);
    std::exit(EXIT_FAILURE);
}
#define checkCudaErrors(call) cvzCheckCuda((call), #call, __FILE__, __LINE__)
inline void cvzLastCudaError(const char* message, const char* file, int line)
{
    const cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess)
        return;
    std::fprintf(stderr, "%s(%d): getLastCudaError() CUDA error: %s: (%d) %s\n", file, line, message, int(e),
        cudaGetErrorString(e));
    std::exit(EXIT_FAILURE);
}
#define getLastCudaError(message) cvzLastCudaError((message), __FILE__, __LINE__)
#define printLastCudaError(message) ((void)cudaGetLastError())

inline int gpuDeviceInit(int device)
{
    int count = 0;
    checkCudaErrors(cudaGetDeviceCount(&count));
    if (count == 0 || device < 0 || device >= count) {
        std::fprintf(stderr, "gpuDeviceInit(): no CUDA device %d\n", device);
        return -device - 1;
    }
    checkCudaErrors(cudaSetDevice(device));
    return device;
}
// Whether the device has at least this compute capability (the samples' check before they run).
inline bool checkCudaCapabilities(int major, int minor)
{
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess)
        return false;
    if (prop.major > major || (prop.major == major && prop.minor >= minor))
        return true;
    std::printf("  No GPU device was found that can support CUDA compute capability %d.%d.\n", major, minor);
    return false;
}
inline int gpuGetMaxGflopsDeviceId()
{
    return 0;
}
// The samples' choice of device: the first (the command line's -device=N is not read).
inline int findCudaDevice(int, const char**)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        std::fprintf(stderr, "findCudaDevice: no CUDA-capable device\n");
        std::exit(EXIT_FAILURE);
    }
    cudaDeviceProp prop;
    checkCudaErrors(cudaSetDevice(0));
    checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
    std::printf("GPU Device %d: \"%s\" with compute capability %d.%d\n\n", 0, prop.name, prop.major, prop.minor);
    return 0;
}
inline int findCudaDevice(int argc, char** argv)
{
    return findCudaDevice(argc, const_cast<const char**>(argv));
}
// CUDA cores per multiprocessor of a compute capability (the samples print it).
inline int _ConvertSMVer2Cores(int major, int minor)
{
    const int version = major * 16 + minor;
    switch (version) {
    case 0x30:
    case 0x32:
    case 0x35:
    case 0x37:
        return 192;
    case 0x50:
    case 0x52:
    case 0x53:
    case 0x61:
    case 0x62:
        return 128;
    case 0x60:
        return 64;
    case 0x70:
    case 0x72:
    case 0x75:
        return 64;
    case 0x80:
        return 64;
    case 0x86:
    case 0x87:
    case 0x89:
        return 128;
    case 0x90:
        return 128;
    default:
        return 128;
    }
}
inline const char* _ConvertSMVer2ArchName(int major, int)
{
    switch (major) {
    case 3:
        return "Kepler";
    case 5:
        return "Maxwell";
    case 6:
        return "Pascal";
    case 7:
        return "Volta";
    case 8:
        return "Ampere";
    case 9:
        return "Hopper";
    default:
        return "Unknown";
    }
}
