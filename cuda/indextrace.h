#pragma once

#include "cudaviz_gpu_abi.h"

namespace cvz {

cvz_status indexTrace(int32_t device, cvz_index_kind kind, const int64_t problem[3], const cvz_launch* launch,
    cvz_index_record* out, int64_t recordCount, cvz_error* err);

} // namespace cvz
