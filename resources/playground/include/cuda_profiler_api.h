// cudaviz playground: stands in for CUDA's <cuda_profiler_api.h>; host code only.
#pragma once
#include "cuda_runtime.h"
