#pragma once

#include "cudaviz_gpu_abi.h"

namespace cvz {

cvz_status probeDevices(cvz_probe_result* out, cvz_error* err);
cvz_status queryDevice(int32_t index, cvz_device_info* out, cvz_error* err);

} // namespace cvz
