// The teaching kernels' index arithmetic, run on a real GPU. The bodies are the ones the
// emulator runs (core/kernels/teachingkernels.h); only the context differs: its store()
// records which element a thread writes instead of writing it. (These kernels have no
// __syncthreads(), so the context needs none.)
#include "indextrace.h"

#include "devicebuffer.h"
#include "teachingkernels.h"

#include <cstdio>

namespace cvz {

namespace {

struct TraceContext
{
    cvz_index_record* record; // this thread's slot

    __device__ uint3 blockIdx() const { return ::blockIdx; }
    __device__ uint3 threadIdx() const { return ::threadIdx; }
    __device__ dim3 blockDim() const { return ::blockDim; }
    __device__ dim3 gridDim() const { return ::gridDim; }
    // No data travels: the loads return 0 and the stores only note their index.
    __device__ float load(const float*, long long) const { return 0.0f; }
    __device__ void store(float*, long long i, float) const
    {
        if (record->store_count++ == 0)
            record->first_element = i;
    }
};

__device__ cvz_index_record* slotOfThisThread(cvz_index_record* records)
{
    const long long block
        = blockIdx.x + (long long)blockIdx.y * gridDim.x + (long long)blockIdx.z * gridDim.x * gridDim.y;
    const long long tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    cvz_index_record* r = records + block * (blockDim.x * blockDim.y * blockDim.z) + tid;
    r->block[0] = blockIdx.x;
    r->block[1] = blockIdx.y;
    r->block[2] = blockIdx.z;
    r->thread[0] = threadIdx.x;
    r->thread[1] = threadIdx.y;
    r->thread[2] = threadIdx.z;
    r->first_element = -1;
    r->store_count = 0;
    return r;
}

__global__ void traceKernel(cvz_index_kind kind, long long p0, long long p1, long long p2, cvz_index_record* records)
{
    TraceContext ctx { slotOfThisThread(records) };
    switch (kind) {
    case CVZ_INDEX_LINEAR_1D:
        kernels::vectorAdd(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0, true);
        break;
    case CVZ_INDEX_GRID_STRIDE_1D:
        kernels::vectorAddGridStride(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0);
        break;
    case CVZ_INDEX_MATRIX_2D:
        kernels::matrixAdd(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0, p1, true);
        break;
    case CVZ_INDEX_VOLUME_3D:
        kernels::volumeAdd(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0, p1, p2, true);
        break;
    }
}

} // namespace

cvz_status indexTrace(int32_t device, cvz_index_kind kind, const int64_t problem[3], const cvz_launch* launch,
    cvz_index_record* out, int64_t recordCount, cvz_error* err)
{
    clearError(err);
    const long long threads
        = launch->grid[0] * launch->grid[1] * launch->grid[2] * launch->block[0] * launch->block[1] * launch->block[2];
    if (threads != recordCount || threads <= 0) {
        std::snprintf(err->message, sizeof err->message, "index_trace: %lld records for %lld threads",
            (long long)recordCount, threads);
        return CVZ_INVALID_ARGUMENT;
    }
    CVZ_CUDA_TRY(cudaSetDevice(device), err);
    DeviceBuffer<cvz_index_record> records;
    if (const cvz_status s = records.allocate(static_cast<size_t>(threads), err); s != CVZ_OK)
        return s;
    const dim3 grid(unsigned(launch->grid[0]), unsigned(launch->grid[1]), unsigned(launch->grid[2]));
    const dim3 block(unsigned(launch->block[0]), unsigned(launch->block[1]), unsigned(launch->block[2]));
    traceKernel<<<grid, block>>>(kind, problem[0], problem[1], problem[2], records.get());
    CVZ_CUDA_TRY(cudaGetLastError(), err); // launch errors (bad configuration)
    CVZ_CUDA_TRY(cudaDeviceSynchronize(), err); // errors while it ran
    CVZ_CUDA_TRY(cudaMemcpy(out, records.get(), records.bytes(), cudaMemcpyDeviceToHost), err);
    return CVZ_OK;
}

} // namespace cvz
