// cudaviz playground: stands in for CUDA's <vector_types.h>; what it declares is in cudaviz_playground.h.
#pragma once
#include "cuda_runtime.h"
