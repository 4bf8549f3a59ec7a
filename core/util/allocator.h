#pragma once

namespace cvz {

// Keeps freed large buffers in the process instead of returning them to the OS after every use.
// glibc's adaptive thresholds gave the pages of Eigen's GEMM packing buffers back after every
// call (68 page faults per call at N = 256: cpu-eigen 0.71x OpenBLAS there), and those of the
// emulator's 13 MiB trace after every trace (page faults were a third of a trace's time).
// Fixed thresholds: allocations under 32 MiB come from the heap, and up to 128 MiB of free heap
// is kept. Once per process (main, BenchmarkRunner); later calls do nothing.
void tuneAllocator();

} // namespace cvz
