// cudaviz playground: stands in for CUDA's <cublas.h>; host code only.
#pragma once
#include "cuda_runtime.h"
