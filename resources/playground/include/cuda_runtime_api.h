// cudaviz playground: stands in for CUDA's <cuda_runtime_api.h>; what it declares is in cudaviz_playground.h.
#pragma once
#include "cuda_runtime.h"
