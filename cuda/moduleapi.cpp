// The module's only exported symbols: the ABI version and the function table.
#include "cudaviz_gpu_abi.h"
#include "deviceprobe.h"
#include "indextrace.h"
#include "kernelattributes.h"
#include "matmulbench.h"

namespace {

const cvz_gpu_api kApi = {
    CVZ_GPU_ABI_VERSION,
    sizeof(cvz_gpu_api),
    &cvz::probeDevices,
    &cvz::queryDevice,
    &cvz::indexTrace,
    &cvz::runMatmul,
    &cvz::kernelAttributes,
    &cvz::runKernel,
};

} // namespace

extern "C" CVZ_EXPORT uint32_t cvz_gpu_abi_version(void)
{
    return CVZ_GPU_ABI_VERSION;
}

extern "C" CVZ_EXPORT const cvz_gpu_api* cvz_gpu_get_api(void)
{
    return &kApi;
}
