// cudaviz playground: stands in for the CUDA samples' <helper_cuda.h> (host-side error checks),
// for the emulator and for Run on GPU alike (it is not part of the CUDA Toolkit). Host code: with
// --kernel it is compiled, not run.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

[[noreturn]] inline void cvzSampleHelperNotRun(const char* what)
{
    std::fprintf(stderr, "cudaviz playground: %s is host code, which --kernel does not run\n", what);
    std::abort();
}
#define checkCudaErrors(call) ((void)(call))
#define getLastCudaError(message) ((void)(message))
inline int findCudaDevice(int, const char**)
{
    cvzSampleHelperNotRun("findCudaDevice");
}
