// The index kernels and the transposes as real __global__ functions: the bodies the emulator runs and the
// Thread Mapping page animates, compiled for every architecture the module supports. Their
// register and shared-memory use, as ptxas reports it, feeds the occupancy in the memory
// report (cmake/kernelresources.cmake).
#include "kernelattributes.h"

#include "devicebuffer.h"
#include "devicecontext.cuh"
#include "launchgeometry.h"

#include <cstdio>
#include <cstring>
#include <vector>

namespace cvz {

// @teaching vecadd
__global__ void vectorAddKernel(const float* a, const float* b, float* c, long long n)
{
    DeviceContext ctx;
    vectorAdd(ctx, a, b, c, n, true);
}

// @teaching grid-stride
__global__ void gridStrideKernel(const float* a, const float* b, float* c, long long n)
{
    DeviceContext ctx;
    vectorAddGridStride(ctx, a, b, c, n);
}

// @teaching matadd
__global__ void matrixAddKernel(const float* a, const float* b, float* c, long long rows, long long cols)
{
    DeviceContext ctx;
    matrixAdd(ctx, a, b, c, rows, cols, true);
}

// @teaching 3d
__global__ void volumeAddKernel(const float* a, const float* b, float* c, long long nx, long long ny, long long nz)
{
    DeviceContext ctx;
    volumeAdd(ctx, a, b, c, nx, ny, nz, true);
}

// @teaching transpose-naive
__global__ void transposeNaiveKernel(const float* a, float* c, long long rows, long long cols)
{
    __shared__ float tile[Transpose::tile * Transpose::tile];
    DeviceContext ctx;
    transposeNaive(ctx, a, c, rows, cols, tile);
}

// @teaching transpose-padded
__global__ void transposePaddedKernel(const float* a, float* c, long long rows, long long cols)
{
    __shared__ float tile[Transpose::tile * (Transpose::tile + 1)];
    DeviceContext ctx;
    transposePadded(ctx, a, c, rows, cols, tile);
}

// @teaching stencil1d
__global__ void stencil1DKernel(const float* in, float* out, long long n)
{
    __shared__ float tile[Stencil1D::block + 2 * Stencil1D::radius];
    DeviceContext ctx;
    stencil1D<Stencil1D::radius, Stencil1D::block>(ctx, in, out, n, tile);
}

// @teaching reduce
__global__ void reduceKernel(const float* in, float* out, long long n)
{
    __shared__ float partial[kReduceBlock];
    DeviceContext ctx;
    reduceSum<kReduceBlock>(ctx, in, out, n, partial);
}

// @teaching histogram
__global__ void histogramKernel(const float* in, float* bins, long long n)
{
    __shared__ float local[Histogram::bins];
    DeviceContext ctx;
    histogram<Histogram::bins>(ctx, in, bins, n, local);
}

const void* mappingKernelFunction(TeachingKernel kernel)
{
    switch (kernel) {
    case TeachingKernel::VecAdd:
        return reinterpret_cast<const void*>(&vectorAddKernel);
    case TeachingKernel::GridStride:
        return reinterpret_cast<const void*>(&gridStrideKernel);
    case TeachingKernel::MatAdd:
        return reinterpret_cast<const void*>(&matrixAddKernel);
    case TeachingKernel::Volume3D:
        return reinterpret_cast<const void*>(&volumeAddKernel);
    case TeachingKernel::TransposeNaive:
        return reinterpret_cast<const void*>(&transposeNaiveKernel);
    case TeachingKernel::TransposePadded:
        return reinterpret_cast<const void*>(&transposePaddedKernel);
    case TeachingKernel::Stencil1D:
        return reinterpret_cast<const void*>(&stencil1DKernel);
    case TeachingKernel::Reduce:
        return reinterpret_cast<const void*>(&reduceKernel);
    case TeachingKernel::Histogram:
        return reinterpret_cast<const void*>(&histogramKernel);
    default:
        return nullptr;
    }
}

namespace {
// What run_kernel needs to know of a kernel it runs on given data: its inputs' and output's
// counts for its sizes and launch (those its emulate() declares), and its launch.
struct Runnable
{
    const char* key;
    int inputs;
    int64_t (*inputCount)(const int64_t sizes[3]);
    int64_t (*outputCount)(const int64_t sizes[3], const cvz_launch& launch);
    void (*launch)(
        dim3 grid, dim3 block, cudaStream_t stream, const float* const* in, float* out, const int64_t sizes[3]);
};

int64_t matrixCount(const int64_t s[3])
{
    return s[0] * s[1];
}
int64_t vectorCount(const int64_t s[3])
{
    return s[0];
}

const Runnable kRunnable[] = {
    { "transpose-naive", 1, &matrixCount, [](const int64_t s[3], const cvz_launch&) { return s[0] * s[1]; },
        [](dim3 g, dim3 b, cudaStream_t st, const float* const* in, float* out, const int64_t s[3]) {
            transposeNaiveKernel<<<g, b, 0, st>>>(in[0], out, s[0], s[1]);
        } },
    { "transpose-padded", 1, &matrixCount, [](const int64_t s[3], const cvz_launch&) { return s[0] * s[1]; },
        [](dim3 g, dim3 b, cudaStream_t st, const float* const* in, float* out, const int64_t s[3]) {
            transposePaddedKernel<<<g, b, 0, st>>>(in[0], out, s[0], s[1]);
        } },
    { "stencil1d", 1, &vectorCount, [](const int64_t s[3], const cvz_launch&) { return s[0]; },
        [](dim3 g, dim3 b, cudaStream_t st, const float* const* in, float* out, const int64_t s[3]) {
            stencil1DKernel<<<g, b, 0, st>>>(in[0], out, s[0]);
        } },
    { "reduce", 1, &vectorCount, [](const int64_t*, const cvz_launch& l) { return l.grid[0]; },
        [](dim3 g, dim3 b, cudaStream_t st, const float* const* in, float* out, const int64_t s[3]) {
            reduceKernel<<<g, b, 0, st>>>(in[0], out, s[0]);
        } },
    { "histogram", 1, &vectorCount, [](const int64_t*, const cvz_launch&) { return int64_t(Histogram::bins); },
        [](dim3 g, dim3 b, cudaStream_t st, const float* const* in, float* out, const int64_t s[3]) {
            histogramKernel<<<g, b, 0, st>>>(in[0], out, s[0]);
        } },
};

// The most floats one array of a run may hold: 2^28 (1 GiB), far above what the GPU check
// asks and far below what would overflow a byte count.
constexpr int64_t kMaxRunFloats = int64_t(1) << 28;
} // namespace

cvz_status runKernel(int32_t device, const char* kernelKey, const int64_t sizes[3], const cvz_launch* launch,
    const float* const* inputs, const int64_t* inputCounts, int32_t inputCount, float* output, int64_t outputCount,
    cvz_error* err)
{
    clearError(err);
    const Runnable* kernel = nullptr;
    for (const Runnable& r : kRunnable)
        if (kernelKey && std::strcmp(r.key, kernelKey) == 0)
            kernel = &r;
    const auto refuse = [err](const char* what) {
        std::snprintf(err->message, sizeof err->message, "run_kernel: %s", what);
        return CVZ_INVALID_ARGUMENT;
    };
    if (!kernel)
        return refuse("the module runs transpose-naive, transpose-padded, stencil1d, reduce and histogram only");
    if (!sizes || !launch || !inputs || !inputCounts || !output)
        return refuse("sizes, launch, inputs, input counts and output must be given");
    for (int a = 0; a < 3; ++a)
        if (sizes[a] < 1 || sizes[a] > kMaxRunFloats || launch->grid[a] < 1 || launch->grid[a] > 65535 * 32768LL
            || launch->block[a] < 1 || launch->block[a] > 1024)
            return refuse("every size, grid and block dimension must be at least 1 and within CUDA's limits");
    if (inputCount != kernel->inputs || kernel->inputCount(sizes) > kMaxRunFloats)
        return refuse("the number of inputs or their size does not fit the kernel");
    for (int i = 0; i < inputCount; ++i)
        if (!inputs[i] || inputCounts[i] != kernel->inputCount(sizes))
            return refuse("an input's count is not the one the sizes need");
    if (outputCount != kernel->outputCount(sizes, *launch) || outputCount > kMaxRunFloats)
        return refuse("the output's count is not the one the sizes and the launch need");

    CVZ_CUDA_TRY(cudaSetDevice(device), err);
    std::vector<DeviceBuffer<float>> in(static_cast<size_t>(inputCount));
    std::vector<const float*> inPointers;
    for (int i = 0; i < inputCount; ++i) {
        if (const cvz_status s = in[size_t(i)].allocate(size_t(inputCounts[i]), err); s != CVZ_OK)
            return s;
        CVZ_CUDA_TRY(cudaMemcpy(in[size_t(i)].get(), inputs[i], in[size_t(i)].bytes(), cudaMemcpyHostToDevice), err);
        inPointers.push_back(in[size_t(i)].get());
    }
    DeviceBuffer<float> out;
    if (const cvz_status s = out.allocate(size_t(outputCount), err); s != CVZ_OK)
        return s;
    CVZ_CUDA_TRY(cudaMemset(out.get(), 0, out.bytes()), err);
    OwnStream stream;
    if (const cvz_status s = stream.create(err); s != CVZ_OK)
        return s;
    kernel->launch(gridOf(*launch), blockOf(*launch), stream.get(), inPointers.data(), out.get(), sizes);
    return copyBackAfterLaunch(output, out.get(), out.bytes(), stream.get(), err);
}

} // namespace cvz
