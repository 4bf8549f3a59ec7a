#pragma once

#include "cudaviz_gpu_abi.h"

namespace cvz {

cvz_status runMatmul(const cvz_matmul_request* request, cvz_matmul_result* result, cvz_error* err);

} // namespace cvz
