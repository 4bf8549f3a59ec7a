// cudaviz playground: stands in for CUDA's <device_functions.h>; what it declares is in cudaviz_playground.h.
#pragma once
#include "cuda_runtime.h"
