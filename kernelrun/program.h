// A whole student program in the helper: its main runs with CUDA's runtime API emulated (the
// cvz_rt_* calls of resources/playground/include/cuda_runtime.h). Device memory is mapped apart
// from host memory and checked on every access, so a host pointer in a kernel, a device pointer
// read on the host, a copy past an allocation, a use after cudaFree or a read before a
// synchronise are found at their line, as a GPU would meet them. Each launch runs in the block
// emulator (launchrun.h); the calls make the timeline, on a clock modelled for a named GPU.
#pragma once

#include "playground/protocol/programprotocol.h"

namespace cvz {

// Loads the module and runs its main; the process then ends with what it did written to `resultFd`:
// when main returns (through exit(), so its atexit handlers run first), when it calls exit(), when
// a host bug ends it like a crash, or when the module cannot be run at all.
[[noreturn]] void runProgram(const RunRequest& request, int resultFd);

// The nvcc-built module of the same program (compileProgramForGpu) on the GPU, with the real CUDA
// runtime: its main, its output and how it ended; no timeline, no trace. Ends the process likewise.
[[noreturn]] void runProgramOnDevice(const RunRequest& request, int resultFd);

} // namespace cvz
