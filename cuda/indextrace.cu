// The teaching kernels' index arithmetic, run on a real GPU. The bodies are the ones the
// emulator runs (core/kernels/teachingkernels.h); only the context differs: its store()
// records which element a thread writes instead of writing it. (These kernels have no
// __syncthreads(), so the context needs none.)
#include "indextrace.h"

#include "devicebuffer.h"
#include "teachingkernels.h"

#include <cstdint>
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
        vectorAdd(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0, true);
        break;
    case CVZ_INDEX_GRID_STRIDE_1D:
        vectorAddGridStride(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0);
        break;
    case CVZ_INDEX_MATRIX_2D:
        matrixAdd(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0, p1, true);
        break;
    case CVZ_INDEX_VOLUME_3D:
        volumeAdd(ctx, (const float*)nullptr, (const float*)nullptr, (float*)nullptr, p0, p1, p2, true);
        break;
    }
}

} // namespace

cvz_status indexTrace(int32_t device, cvz_index_kind kind, const int64_t problem[3], const cvz_launch* launch,
    cvz_index_record* out, int64_t recordCount, cvz_error* err)
{
    clearError(err);
    if (!launch || !problem || !out) {
        std::snprintf(err->message, sizeof err->message, "index_trace: launch, problem and out must be given");
        return CVZ_INVALID_ARGUMENT;
    }
    CVZ_CUDA_TRY(cudaSetDevice(device), err);
    // CUDA's own limits before anything is multiplied or cast: unsigned(2^40) would wrap into
    // a launch that "works" on the wrong grid.
    static const cudaDeviceAttr gridAttr[3]
        = { cudaDevAttrMaxGridDimX, cudaDevAttrMaxGridDimY, cudaDevAttrMaxGridDimZ };
    static const cudaDeviceAttr blockAttr[3]
        = { cudaDevAttrMaxBlockDimX, cudaDevAttrMaxBlockDimY, cudaDevAttrMaxBlockDimZ };
    int maxThreads = 0;
    CVZ_CUDA_TRY(cudaDeviceGetAttribute(&maxThreads, cudaDevAttrMaxThreadsPerBlock, device), err);
    for (int a = 0; a < 3; ++a) {
        int maxGrid = 0, maxBlock = 0;
        CVZ_CUDA_TRY(cudaDeviceGetAttribute(&maxGrid, gridAttr[a], device), err);
        CVZ_CUDA_TRY(cudaDeviceGetAttribute(&maxBlock, blockAttr[a], device), err);
        if (launch->grid[a] < 1 || launch->grid[a] > maxGrid || launch->block[a] < 1 || launch->block[a] > maxBlock) {
            std::snprintf(err->message, sizeof err->message,
                "index_trace: grid %lld and block %lld along axis %d; this GPU allows 1..%d and 1..%d",
                (long long)launch->grid[a], (long long)launch->block[a], a, maxGrid, maxBlock);
            return CVZ_INVALID_ARGUMENT;
        }
    }
    // Now grid <= 2^31 x 2^16 x 2^16 and block <= 1024 threads: count in double to compare,
    // then in integers once it is known to fit.
    const double perBlock = double(launch->block[0]) * double(launch->block[1]) * double(launch->block[2]);
    const double threads = perBlock * double(launch->grid[0]) * double(launch->grid[1]) * double(launch->grid[2]);
    if (perBlock > maxThreads || threads != double(recordCount)
        || threads * double(sizeof(cvz_index_record)) > double(SIZE_MAX / 2)) {
        std::snprintf(err->message, sizeof err->message,
            "index_trace: %lld records for %.0f threads (%.0f per block, at most %d)", (long long)recordCount, threads,
            perBlock, maxThreads);
        return CVZ_INVALID_ARGUMENT;
    }
    DeviceBuffer<cvz_index_record> records;
    if (const cvz_status s = records.allocate(static_cast<size_t>(recordCount), err); s != CVZ_OK)
        return s;
    OwnStream stream;
    if (const cvz_status s = stream.create(err); s != CVZ_OK)
        return s;
    traceKernel<<<gridOf(*launch), blockOf(*launch), 0, stream.get()>>>(
        kind, problem[0], problem[1], problem[2], records.get());
    return copyBackAfterLaunch(out, records.get(), records.bytes(), stream.get(), err);
}

} // namespace cvz
