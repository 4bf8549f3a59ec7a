// cudaviz playground: stands in for CUDA's <cuda.h>; what it declares is in cudaviz_playground.h.
#pragma once
#include "cuda_runtime.h"
