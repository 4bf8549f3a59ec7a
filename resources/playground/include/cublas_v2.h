// cudaviz playground: CUDA's <cublas_v2.h>. cuBLAS is a library of kernels the emulator does not
// have: a file may include it (its own kernels run), but its host calls are not declared here.
#pragma once
#include "cuda_runtime.h"
using cublasHandle_t = struct cublasContext*;
enum cublasStatus_t
{
    CUBLAS_STATUS_SUCCESS = 0
};
