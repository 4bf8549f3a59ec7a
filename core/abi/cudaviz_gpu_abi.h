/* The binary interface between cudaviz (core) and its GPU module (cuda/).
 *
 * Plain C so that the module can be built by nvcc, loaded with dlopen/QLibrary, and
 * later moved into a helper process without change: every call takes and returns plain
 * structs, never throws, and reports failure as a status plus a message.
 *
 * Bump CVZ_GPU_ABI_VERSION whenever a struct or a function signature changes. The
 * loader refuses a module whose version differs.
 */
#ifndef CUDAVIZ_GPU_ABI_H
#define CUDAVIZ_GPU_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* 2: cvz_matmul_result lost device_bytes_needed, read by nobody.
 * 3: a device's own context error (cvz_device_info.context_error), the L2 flush
 *    (cvz_matmul_request.flush_l2, cvz_matmul_result.l2_flush_bytes), CVZ_MM_WARPTILED,
 *    kernel_attributes. */
/* 4: run_kernel: a traced teaching kernel (a transpose, the stencil, the reduction, the
 *    histogram) on given data, for the GPU check. */
#define CVZ_GPU_ABI_VERSION 4u
#define CVZ_NAME_LEN 256
#define CVZ_MESSAGE_LEN 512

#if defined(_WIN32)
#define CVZ_EXPORT __declspec(dllexport)
#else
#define CVZ_EXPORT __attribute__((visibility("default")))
#endif

typedef enum cvz_status
{
    CVZ_OK = 0,
    CVZ_NO_DRIVER = 1, /* cudaErrorInsufficientDriver: no (or too old) NVIDIA driver */
    CVZ_NO_DEVICE = 2, /* cudaErrorNoDevice: driver present, no CUDA device */
    CVZ_CUDA_ERROR = 3, /* any other CUDA error; see cuda_error / cuda_error_name */
    CVZ_INVALID_ARGUMENT = 4,
    CVZ_STICKY_ERROR = 5, /* the context is corrupted; the GPU is unusable until restart */
    CVZ_OUT_OF_MEMORY = 6, /* not enough device memory: the message has the numbers */
    CVZ_CANCELLED = 7
} cvz_status;

/* What every call reports beside its status. */
typedef struct cvz_error
{
    int32_t cuda_error; /* the cudaError_t value, 0 when none */
    char cuda_error_name[64]; /* e.g. "cudaErrorInsufficientDriver" */
    char message[CVZ_MESSAGE_LEN]; /* human-readable: the failed call and file:line */
} cvz_error;

typedef struct cvz_probe_result
{
    int32_t device_count;
    int32_t driver_version; /* 1000*major + 10*minor, 0 when no driver */
    int32_t runtime_version; /* the CUDA runtime the module was linked with */
    int32_t cublas_version; /* 10000*major + 100*minor + patch of the cuBLAS it loaded */
} cvz_probe_result;

typedef struct cvz_device_info
{
    int32_t index;
    char name[CVZ_NAME_LEN];
    int32_t cc_major;
    int32_t cc_minor;
    int32_t sm_count;
    uint64_t total_memory_bytes;
    uint64_t free_memory_bytes;
    int32_t clock_rate_khz;
    int32_t memory_clock_rate_khz;
    int32_t memory_bus_width_bits;
    int32_t max_threads_per_block;
    int32_t max_block_dim[3];
    int32_t max_grid_dim[3];
    int32_t warp_size;
    uint64_t shared_memory_per_block_bytes;
    uint64_t l2_cache_bytes;
    char pci_bus_id[32];
    /* Creating a context on this device failed (e.g. 46, cudaErrorDevicesUnavailable: an
     * exclusive-process GPU another process holds). The properties above are still valid;
     * free_memory_bytes is 0 and the device cannot run anything now. 0 when it can. */
    int32_t context_error;
    char context_error_name[64];
} cvz_device_info;

/* The index kernels (teachingkernels.h: vectorAdd, vectorAddGridStride, matrixAdd,
 * volumeAdd), run on the GPU with a context that records what each thread computes. */
typedef enum cvz_index_kind
{
    CVZ_INDEX_LINEAR_1D = 0, /* problem[0] = n */
    CVZ_INDEX_MATRIX_2D = 1, /* problem[0] = rows, problem[1] = cols */
    CVZ_INDEX_VOLUME_3D = 2, /* problem = nx, ny, nz */
    CVZ_INDEX_GRID_STRIDE_1D = 3 /* problem[0] = n */
} cvz_index_kind;

typedef struct cvz_launch
{
    int64_t grid[3];
    int64_t block[3];
} cvz_launch;

/* One per thread, in launch order: block (x fastest, then y, z), then tid in the block. */
typedef struct cvz_index_record
{
    int32_t block[3]; /* blockIdx as the GPU saw it */
    int32_t thread[3]; /* threadIdx */
    int64_t first_element; /* the first element it stored to, -1 when it stored nothing */
    int64_t store_count; /* how many elements it stored to (grid-stride: several) */
} cvz_index_record;

/* The matmul backends (C = A x B, row-major float32), timed with CUDA events. */
typedef enum cvz_matmul_kernel
{
    CVZ_MM_NAIVE = 0,
    CVZ_MM_COALESCED = 1,
    CVZ_MM_TILED = 2,
    CVZ_MM_TILED_2D = 3,
    CVZ_MM_CUBLAS = 4, /* cublasSgemm, CUBLAS_DEFAULT_MATH: FP32, no TF32 */
    CVZ_MM_CUBLAS_TF32 = 5, /* CUBLAS_TF32_TENSOR_OP_MATH */
    CVZ_MM_CUBLAS_FP16 = 6, /* cublasGemmEx: FP16 A and B, FP32 C and accumulation */
    CVZ_MM_WARPTILED = 7 /* the ladder's next rung: 128x128 tiles, warptiling, float4, double buffering */
} cvz_matmul_kernel;

#define CVZ_MAX_SAMPLES 1000

typedef struct cvz_matmul_request
{
    int32_t device;
    int32_t kernel; /* cvz_matmul_kernel */
    int64_t m, n, k;
    const float* a; /* host, m x k */
    const float* b; /* host, k x n */
    float* c; /* host, m x n: the result of the last run */
    int32_t samples; /* timed runs after one warm-up, 1..CVZ_MAX_SAMPLES */
    double min_total_ms; /* keep sampling until the samples add up to this (up to CVZ_MAX_SAMPLES) */
    int32_t pinned; /* 1: stage through page-locked host memory; 0: copy from a, b, c directly */
    /* Asked between samples; a non-zero answer stops the run (CVZ_CANCELLED). May be null. */
    int32_t (*cancel_requested)(void* context);
    void* cancel_context;
    /* 1: before the warm-up and every sample, overwrite a buffer twice the device's L2 so that
     * no sample finds A, B or C cached there (as nvbench does); 0: leave the cache warm. */
    int32_t flush_l2;
} cvz_matmul_request;

typedef struct cvz_matmul_result
{
    /* Wall time from the call's start to the end of its first multiply: cudaSetDevice (and
     * creating the device's context if no earlier call did; the device probe usually has),
     * allocation, stream, cuBLAS handle, the copies of A and B, and the first launch, which
     * also loads the kernel's code (CUDA loads kernels lazily). */
    double first_run_ms;
    double h2d_ms; /* A and B to the device */
    double d2h_ms; /* C back */
    int32_t sample_count;
    double kernel_ms[CVZ_MAX_SAMPLES];
    int64_t l2_flush_bytes; /* what each flush wrote; 0 when the cache was not flushed */
} cvz_matmul_result;

/* What the device's copy of one teaching kernel uses (cudaFuncGetAttributes): the numbers
 * occupancy depends on, from the binary the device really runs. */
typedef struct cvz_kernel_attributes
{
    int32_t registers; /* per thread */
    int32_t static_shared_bytes; /* __shared__ arrays per block */
    int32_t local_bytes; /* local memory per thread: spills and stack */
    int32_t max_threads_per_block; /* for this kernel on this device */
    int32_t binary_version; /* the SASS it runs: 10 * major + minor, e.g. 90 */
    int32_t ptx_version;
} cvz_kernel_attributes;

typedef struct cvz_gpu_api
{
    uint32_t abi_version; /* == CVZ_GPU_ABI_VERSION */
    uint32_t struct_size; /* sizeof(cvz_gpu_api) as the module saw it */
    /* Counts devices. "No GPU" (no driver, no device) is reported as a status, never a crash. */
    cvz_status (*probe)(cvz_probe_result* out, cvz_error* err);
    /* Properties and current free memory of device `index` (0 <= index < device_count). */
    cvz_status (*device_info)(int32_t index, cvz_device_info* out, cvz_error* err);
    /* Runs an index kernel on `device` with the guard on; fills `out` (record_count must
     * equal the launch's thread count). */
    cvz_status (*index_trace)(int32_t device, cvz_index_kind kind, const int64_t problem[3], const cvz_launch* launch,
        cvz_index_record* out, int64_t record_count, cvz_error* err);
    /* Runs and times one matmul backend. */
    cvz_status (*matmul)(const cvz_matmul_request* request, cvz_matmul_result* result, cvz_error* err);
    /* Attributes of the teaching kernel named `kernel_key` ("matmul-tiled", "vecadd", ... as
     * the app names them) on `device`; CVZ_INVALID_ARGUMENT for a name the module lacks. */
    cvz_status (*kernel_attributes)(int32_t device, const char* kernel_key, cvz_kernel_attributes* out, cvz_error* err);
    /* Runs the teaching kernel named `kernel_key` on `device` with `launch`: its inputs
     * (input_count arrays, input_counts[i] floats each, in the order its emulate() declares
     * them) copied in, its output zeroed, run, and its output_count floats copied back.
     * `sizes` are its KernelShape. CVZ_INVALID_ARGUMENT for a kernel the module cannot run
     * this way, or counts that are not the ones the sizes and the launch need. */
    cvz_status (*run_kernel)(int32_t device, const char* kernel_key, const int64_t sizes[3], const cvz_launch* launch,
        const float* const* inputs, const int64_t* input_counts, int32_t input_count, float* output,
        int64_t output_count, cvz_error* err);
} cvz_gpu_api;

/* The two symbols every module exports. The loader reads the version first and only
 * asks for the table when it matches. */
#define CVZ_GPU_ABI_VERSION_SYMBOL "cvz_gpu_abi_version"
#define CVZ_GPU_API_SYMBOL "cvz_gpu_get_api"
typedef uint32_t (*cvz_gpu_abi_version_fn)(void);
typedef const cvz_gpu_api* (*cvz_gpu_get_api_fn)(void);

#ifdef __cplusplus
}
#endif

#endif /* CUDAVIZ_GPU_ABI_H */
