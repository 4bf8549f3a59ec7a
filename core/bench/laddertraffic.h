// The memory traffic our ladder kernels ask for, as the emulator counts it (cudaviz trace at
// 128^3, the file gpucheck/ladder-traffic-128.json that scripts/gpu-check also sets beside
// ncu's counters; a test keeps it current). Used to put a GPU result on the roofline at its
// kernel's own traffic as well as at the product's minimum.
#pragma once

#include "backends.h"

#include <optional>

namespace cvz {

// Bytes of 32-byte sectors the kernel's warps request for an m x k x n product (loads and
// stores, before any cache), scaled from the traced 128^3 launch: loads grow with m n k, stores
// with m n. Nothing for backends that are not ladder kernels (CPU, cuBLAS).
std::optional<double> ladderTrafficBytes(Backend backend, long long m, long long n, long long k);

} // namespace cvz
