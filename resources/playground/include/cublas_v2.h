// cudaviz playground: stands in for CUDA's <cublas_v2.h>. The cuBLAS calls a course makes run on
// OpenBLAS inside cudaviz-kernelrun, on the emulated device's memory, column-major as cuBLAS is;
// each is a step of the program's modelled timeline (its arithmetic and bytes on the modelled
// GPU). The numbers are cuBLAS's own (statuses, operations, modes). What is here:
// cvz_runtime_api.h, the playground's one list of the calls it knows.
#pragma once
#include "cuda_runtime.h"

using cublasHandle_t = struct cublasContext*;
enum cublasStatus_t
{
    CUBLAS_STATUS_SUCCESS = 0,
    CUBLAS_STATUS_NOT_INITIALIZED = 1,
    CUBLAS_STATUS_ALLOC_FAILED = 3,
    CUBLAS_STATUS_INVALID_VALUE = 7,
    CUBLAS_STATUS_ARCH_MISMATCH = 8,
    CUBLAS_STATUS_MAPPING_ERROR = 11,
    CUBLAS_STATUS_EXECUTION_FAILED = 13,
    CUBLAS_STATUS_INTERNAL_ERROR = 14,
    CUBLAS_STATUS_NOT_SUPPORTED = 15,
    CUBLAS_STATUS_LICENSE_ERROR = 16
};
enum cublasOperation_t
{
    CUBLAS_OP_N = 0,
    CUBLAS_OP_T = 1,
    CUBLAS_OP_C = 2,
    CUBLAS_OP_HERMITAN = 2,
    CUBLAS_OP_CONJG = 3
};
enum cublasPointerMode_t
{
    CUBLAS_POINTER_MODE_HOST = 0,
    CUBLAS_POINTER_MODE_DEVICE = 1
};
enum cublasMath_t
{
    CUBLAS_DEFAULT_MATH = 0,
    CUBLAS_TENSOR_OP_MATH = 1,
    CUBLAS_PEDANTIC_MATH = 2,
    CUBLAS_TF32_TENSOR_OP_MATH = 3
};

// cudaviz-kernelrun's side (kernelrun/programblas.cpp). `call` is the cuBLAS call's name: its
// letter after "cublas" (S, D; I for the index routines) gives the element type.
extern "C" {
int cvz_rt_blas_handle(int op, cublasHandle_t* handle, long long value, long long* out, int line);
int cvz_rt_blas_move(const char* call, int rows, int cols, int elemSize, const void* src, int lds, void* dst, int ldd,
    cudaStream_t stream, int line);
int cvz_rt_blas_level1(const char* call, cublasHandle_t handle, int n, const void* alpha, const void* x, int incx,
    void* y, int incy, void* result, int line);
int cvz_rt_blas_gemv(const char* call, cublasHandle_t handle, int trans, int m, int n, const void* alpha, const void* a,
    int lda, const void* x, int incx, const void* beta, void* y, int incy, int line);
int cvz_rt_blas_gemm(const char* call, cublasHandle_t handle, int transa, int transb, int m, int n, int k,
    const void* alpha, const void* a, int lda, const void* b, int ldb, const void* beta, void* c, int ldc, int line);
}

// Each call carries the line of the student's code it was made from, for its findings.
#define CVZ_PG_BLAS_LINE int cvz_line = CVZ_PG_SITE_LINE(__builtin_LINE())

namespace cvz_pg {
// cvz_rt_blas_handle's operations.
enum BlasHandleOp
{
    BlasCreate,
    BlasDestroy,
    BlasSetStream,
    BlasGetStream,
    BlasSetPointerMode,
    BlasGetPointerMode,
    BlasSetMathMode
};
inline cublasStatus_t blasStatus(int s)
{
    return cublasStatus_t(s);
}
inline cudaStream_t blasStream(cublasHandle_t handle)
{
    long long out = 0;
    cvz_rt_blas_handle(BlasGetStream, &handle, 0, &out, 0);
    return reinterpret_cast<cudaStream_t>(static_cast<intptr_t>(out));
}
inline bool blasCaptured(cublasHandle_t handle)
{
    return capture().graph != nullptr && captures(blasStream(handle));
}
// A scalar argument (alpha, beta): in host pointer mode cuBLAS reads it when the call is made, so a
// call recorded in a captured stream keeps a copy; in device pointer mode the graph reads it when it runs.
template <class T> struct Scalar
{
    const T* given;
    T value {};
    bool copied = false;
    Scalar(cublasHandle_t handle, const T* p)
        : given(p)
    {
        long long mode = 0;
        cvz_rt_blas_handle(BlasGetPointerMode, &handle, 0, &mode, 0);
        if (p != nullptr && mode == 0) {
            value = *p;
            copied = true;
        }
    }
    const T* pointer() const { return copied ? &value : given; }
};
// A call in a captured stream is recorded as a node of the graph (blasRecord); any other runs now.
template <class Work> cublasStatus_t blasRecord(Work work)
{
    record([work](cudaStream_t) { return work() == 0 ? cudaSuccess : cudaErrorLaunchFailure; });
    return CUBLAS_STATUS_SUCCESS;
}
template <class Work> cublasStatus_t blasRun(cublasHandle_t handle, Work work)
{
    return blasCaptured(handle) ? blasRecord(work) : blasStatus(work());
}
} // namespace cvz_pg

inline cublasStatus_t cublasCreate(cublasHandle_t* handle, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_handle(cvz_pg::BlasCreate, handle, 0, nullptr, cvz_line));
}
inline cublasStatus_t cublasDestroy(cublasHandle_t handle, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_handle(cvz_pg::BlasDestroy, &handle, 0, nullptr, cvz_line));
}
inline cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_handle(
        cvz_pg::BlasSetStream, &handle, static_cast<long long>(reinterpret_cast<intptr_t>(stream)), nullptr, cvz_line));
}
inline cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t* stream, CVZ_PG_BLAS_LINE)
{
    long long out = 0;
    const int s = cvz_rt_blas_handle(cvz_pg::BlasGetStream, &handle, 0, &out, cvz_line);
    if (s == 0 && stream)
        *stream = reinterpret_cast<cudaStream_t>(static_cast<intptr_t>(out));
    return cvz_pg::blasStatus(stream ? s : CUBLAS_STATUS_INVALID_VALUE);
}
inline cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_handle(cvz_pg::BlasSetPointerMode, &handle, mode, nullptr, cvz_line));
}
inline cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t* mode, CVZ_PG_BLAS_LINE)
{
    long long out = 0;
    const int s = cvz_rt_blas_handle(cvz_pg::BlasGetPointerMode, &handle, 0, &out, cvz_line);
    if (s == 0 && mode)
        *mode = cublasPointerMode_t(out);
    return cvz_pg::blasStatus(mode ? s : CUBLAS_STATUS_INVALID_VALUE);
}
inline cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_handle(cvz_pg::BlasSetMathMode, &handle, mode, nullptr, cvz_line));
}
inline cublasStatus_t cublasGetVersion(cublasHandle_t handle, int* version, CVZ_PG_BLAS_LINE)
{
    if (!version)
        return CUBLAS_STATUS_INVALID_VALUE;
    long long mode = 0;
    const int s = cvz_rt_blas_handle(cvz_pg::BlasGetPointerMode, &handle, 0, &mode, cvz_line);
    *version = 130000; // the cuBLAS of CUDA 13.0, which the emulator follows
    return cvz_pg::blasStatus(s);
}
inline const char* cublasGetStatusName(cublasStatus_t status)
{
    switch (status) {
    case CUBLAS_STATUS_SUCCESS:
        return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED:
        return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED:
        return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE:
        return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_ARCH_MISMATCH:
        return "CUBLAS_STATUS_ARCH_MISMATCH";
    case CUBLAS_STATUS_MAPPING_ERROR:
        return "CUBLAS_STATUS_MAPPING_ERROR";
    case CUBLAS_STATUS_EXECUTION_FAILED:
        return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_INTERNAL_ERROR:
        return "CUBLAS_STATUS_INTERNAL_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED:
        return "CUBLAS_STATUS_NOT_SUPPORTED";
    case CUBLAS_STATUS_LICENSE_ERROR:
        return "CUBLAS_STATUS_LICENSE_ERROR";
    }
    return "CUBLAS_STATUS_UNKNOWN";
}
inline const char* cublasGetStatusString(cublasStatus_t status)
{
    switch (status) {
    case CUBLAS_STATUS_SUCCESS:
        return "success";
    case CUBLAS_STATUS_NOT_INITIALIZED:
        return "the library was not initialized";
    case CUBLAS_STATUS_ALLOC_FAILED:
        return "the resource allocation failed";
    case CUBLAS_STATUS_INVALID_VALUE:
        return "an invalid numeric value was used as an argument";
    case CUBLAS_STATUS_ARCH_MISMATCH:
        return "an absent device architectural feature is required";
    case CUBLAS_STATUS_MAPPING_ERROR:
        return "an access to GPU memory space failed";
    case CUBLAS_STATUS_EXECUTION_FAILED:
        return "the GPU program failed to execute";
    case CUBLAS_STATUS_INTERNAL_ERROR:
        return "an internal operation failed";
    case CUBLAS_STATUS_NOT_SUPPORTED:
        return "the functionality requested is not supported";
    case CUBLAS_STATUS_LICENSE_ERROR:
        return "error detected trying to check the license";
    }
    return "unknown error";
}

// Copies between host and device memory, element by element (a vector's stride, a matrix's leading
// dimension), as cudaMemcpy's of those elements.
inline cublasStatus_t cublasSetVector(int n, int elemSize, const void* x, int incx, void* y, int incy, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_move("cublasSetVector", 1, n, elemSize, x, incx, y, incy, 0, cvz_line));
}
inline cublasStatus_t cublasGetVector(int n, int elemSize, const void* x, int incx, void* y, int incy, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_move("cublasGetVector", 1, n, elemSize, x, incx, y, incy, 0, cvz_line));
}
inline cublasStatus_t cublasSetMatrix(
    int rows, int cols, int elemSize, const void* a, int lda, void* b, int ldb, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_move("cublasSetMatrix", rows, cols, elemSize, a, lda, b, ldb, 0, cvz_line));
}
inline cublasStatus_t cublasGetMatrix(
    int rows, int cols, int elemSize, const void* a, int lda, void* b, int ldb, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(cvz_rt_blas_move("cublasGetMatrix", rows, cols, elemSize, a, lda, b, ldb, 0, cvz_line));
}
inline cublasStatus_t cublasSetVectorAsync(
    int n, int elemSize, const void* x, int incx, void* y, int incy, cudaStream_t stream, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(
        cvz_rt_blas_move("cublasSetVectorAsync", 1, n, elemSize, x, incx, y, incy, stream, cvz_line));
}
inline cublasStatus_t cublasGetVectorAsync(
    int n, int elemSize, const void* x, int incx, void* y, int incy, cudaStream_t stream, CVZ_PG_BLAS_LINE)
{
    return cvz_pg::blasStatus(
        cvz_rt_blas_move("cublasGetVectorAsync", 1, n, elemSize, x, incx, y, incy, stream, cvz_line));
}

// Level 1: y = alpha x + y, dot products, scaling, norms, copies, the largest element.
#define CVZ_PG_BLAS_AXPY(name, T)                                                                                      \
    inline cublasStatus_t name(                                                                                        \
        cublasHandle_t handle, int n, const T* alpha, const T* x, int incx, T* y, int incy, CVZ_PG_BLAS_LINE)          \
    {                                                                                                                  \
        if (!cvz_pg::blasCaptured(handle))                                                                             \
            return cvz_pg::blasStatus(                                                                                 \
                cvz_rt_blas_level1(#name, handle, n, alpha, x, incx, y, incy, nullptr, cvz_line));                     \
        const cvz_pg::Scalar<T> a(handle, alpha);                                                                      \
        return cvz_pg::blasRecord(                                                                                     \
            [=] { return cvz_rt_blas_level1(#name, handle, n, a.pointer(), x, incx, y, incy, nullptr, cvz_line); });   \
    }
#define CVZ_PG_BLAS_DOT(name, T)                                                                                       \
    inline cublasStatus_t name(                                                                                        \
        cublasHandle_t handle, int n, const T* x, int incx, const T* y, int incy, T* result, CVZ_PG_BLAS_LINE)         \
    {                                                                                                                  \
        return cvz_pg::blasRun(handle, [=] {                                                                           \
            return cvz_rt_blas_level1(#name, handle, n, nullptr, x, incx, const_cast<T*>(y), incy, result, cvz_line);  \
        });                                                                                                            \
    }
#define CVZ_PG_BLAS_SCAL(name, T)                                                                                      \
    inline cublasStatus_t name(cublasHandle_t handle, int n, const T* alpha, T* x, int incx, CVZ_PG_BLAS_LINE)         \
    {                                                                                                                  \
        if (!cvz_pg::blasCaptured(handle))                                                                             \
            return cvz_pg::blasStatus(                                                                                 \
                cvz_rt_blas_level1(#name, handle, n, alpha, x, incx, nullptr, 0, nullptr, cvz_line));                  \
        const cvz_pg::Scalar<T> a(handle, alpha);                                                                      \
        return cvz_pg::blasRecord([=] {                                                                                \
            return cvz_rt_blas_level1(#name, handle, n, a.pointer(), x, incx, nullptr, 0, nullptr, cvz_line);          \
        });                                                                                                            \
    }
#define CVZ_PG_BLAS_REDUCE(name, T, R)                                                                                 \
    inline cublasStatus_t name(cublasHandle_t handle, int n, const T* x, int incx, R* result, CVZ_PG_BLAS_LINE)        \
    {                                                                                                                  \
        return cvz_pg::blasRun(handle,                                                                                 \
            [=] { return cvz_rt_blas_level1(#name, handle, n, nullptr, x, incx, nullptr, 0, result, cvz_line); });     \
    }
#define CVZ_PG_BLAS_PAIR(name, T, C)                                                                                   \
    inline cublasStatus_t name(cublasHandle_t handle, int n, C T* x, int incx, T* y, int incy, CVZ_PG_BLAS_LINE)       \
    {                                                                                                                  \
        return cvz_pg::blasRun(handle,                                                                                 \
            [=] { return cvz_rt_blas_level1(#name, handle, n, nullptr, x, incx, y, incy, nullptr, cvz_line); });       \
    }
CVZ_PG_BLAS_AXPY(cublasSaxpy, float)
CVZ_PG_BLAS_AXPY(cublasDaxpy, double)
CVZ_PG_BLAS_DOT(cublasSdot, float)
CVZ_PG_BLAS_DOT(cublasDdot, double)
CVZ_PG_BLAS_SCAL(cublasSscal, float)
CVZ_PG_BLAS_SCAL(cublasDscal, double)
CVZ_PG_BLAS_REDUCE(cublasSnrm2, float, float)
CVZ_PG_BLAS_REDUCE(cublasDnrm2, double, double)
CVZ_PG_BLAS_REDUCE(cublasSasum, float, float)
CVZ_PG_BLAS_REDUCE(cublasDasum, double, double)
CVZ_PG_BLAS_REDUCE(cublasIsamax, float, int)
CVZ_PG_BLAS_REDUCE(cublasIdamax, double, int)
CVZ_PG_BLAS_PAIR(cublasScopy, float, const)
CVZ_PG_BLAS_PAIR(cublasDcopy, double, const)
CVZ_PG_BLAS_PAIR(cublasSswap, float, )
CVZ_PG_BLAS_PAIR(cublasDswap, double, )

// Level 2 and 3: y = alpha op(A) x + beta y, C = alpha op(A) op(B) + beta C.
#define CVZ_PG_BLAS_GEMV(name, T)                                                                                      \
    inline cublasStatus_t name(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const T* alpha,           \
        const T* a, int lda, const T* x, int incx, const T* beta, T* y, int incy, CVZ_PG_BLAS_LINE)                    \
    {                                                                                                                  \
        if (!cvz_pg::blasCaptured(handle))                                                                             \
            return cvz_pg::blasStatus(                                                                                 \
                cvz_rt_blas_gemv(#name, handle, trans, m, n, alpha, a, lda, x, incx, beta, y, incy, cvz_line));        \
        const cvz_pg::Scalar<T> al(handle, alpha), be(handle, beta);                                                   \
        return cvz_pg::blasRecord([=] {                                                                                \
            return cvz_rt_blas_gemv(                                                                                   \
                #name, handle, trans, m, n, al.pointer(), a, lda, x, incx, be.pointer(), y, incy, cvz_line);           \
        });                                                                                                            \
    }
#define CVZ_PG_BLAS_GEMM(name, T)                                                                                      \
    inline cublasStatus_t name(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,       \
        int n, int k, const T* alpha, const T* a, int lda, const T* b, int ldb, const T* beta, T* c, int ldc,          \
        CVZ_PG_BLAS_LINE)                                                                                              \
    {                                                                                                                  \
        if (!cvz_pg::blasCaptured(handle))                                                                             \
            return cvz_pg::blasStatus(cvz_rt_blas_gemm(                                                                \
                #name, handle, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, cvz_line));               \
        const cvz_pg::Scalar<T> al(handle, alpha), be(handle, beta);                                                   \
        return cvz_pg::blasRecord([=] {                                                                                \
            return cvz_rt_blas_gemm(                                                                                   \
                #name, handle, transa, transb, m, n, k, al.pointer(), a, lda, b, ldb, be.pointer(), c, ldc, cvz_line); \
        });                                                                                                            \
    }
CVZ_PG_BLAS_GEMV(cublasSgemv, float)
CVZ_PG_BLAS_GEMV(cublasDgemv, double)
CVZ_PG_BLAS_GEMM(cublasSgemm, float)
CVZ_PG_BLAS_GEMM(cublasDgemm, double)
#undef CVZ_PG_BLAS_LINE
#undef CVZ_PG_BLAS_AXPY
#undef CVZ_PG_BLAS_DOT
#undef CVZ_PG_BLAS_SCAL
#undef CVZ_PG_BLAS_REDUCE
#undef CVZ_PG_BLAS_PAIR
#undef CVZ_PG_BLAS_GEMV
#undef CVZ_PG_BLAS_GEMM
