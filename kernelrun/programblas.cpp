// The emulated runtime's cuBLAS (the playground's cublas_v2.h): handles, the copies between host
// and device, and the routines courses call, run on OpenBLAS over the emulated device's memory,
// column-major as cuBLAS is. Each routine is a step of the modelled timeline: its arithmetic and
// its bytes on the modelled GPU, as a kernel's are.
#include "programblas.h"

#include "bench/openblas.h"
#include "programstate.h"
#include "runtime.h"

#include <cstring>

using namespace cvz;

namespace {

// cuBLAS's status numbers (cublas_v2.h's cublasStatus_t).
enum BlasStatus : int
{
    BlasSuccess = 0,
    BlasNotInitialized = 1,
    BlasAllocFailed = 3,
    BlasInvalidValue = 7,
    BlasMappingError = 11,
    BlasExecutionFailed = 13
};
// The header's cvz_pg::BlasHandleOp.
enum HandleOp
{
    Create,
    Destroy,
    SetStream,
    GetStream,
    SetPointerMode,
    GetPointerMode,
    SetMathMode
};
// CBLAS's numbers (cblas.h): fixed by the standard.
constexpr int kColMajor = 102, kNoTrans = 111, kTrans = 112;
constexpr size_t kMaxBlasHandles = 1024;

struct BlasHandle
{
    bool live = false;
    void* stream = nullptr;
    int pointerMode = 0; // 0: scalars in host memory; 1: in device memory
};
std::vector<BlasHandle> g_handles;

// OpenBLAS's CBLAS routines of one element type, found when the program was loaded.
template <class T> struct Cblas
{
    void (*gemm)(int, int, int, int, int, int, T, const T*, int, const T*, int, T, T*, int) = nullptr;
    void (*gemv)(int, int, int, int, T, const T*, int, const T*, int, T, T*, int) = nullptr;
    void (*axpy)(int, T, const T*, int, T*, int) = nullptr;
    T (*dot)(int, const T*, int, const T*, int) = nullptr;
    void (*scal)(int, T, T*, int) = nullptr;
    T (*nrm2)(int, const T*, int) = nullptr;
    T (*asum)(int, const T*, int) = nullptr;
    size_t (*iamax)(int, const T*, int) = nullptr;
    void (*copy)(int, const T*, int, T*, int) = nullptr;
    void (*swap)(int, T*, int, T*, int) = nullptr;
    bool complete() const { return gemm && gemv && axpy && dot && scal && nrm2 && asum && iamax && copy && swap; }
};
Cblas<float> g_float;
Cblas<double> g_double;
bool g_loaded = false;

template <class F> void find(const OpenBlas& lib, F& to, char type, const char* name)
{
    const std::string symbol
        = std::string(name[0] == 'i' ? "cblas_i" : "cblas_") + type + (name[0] == 'i' ? name + 1 : name);
    to = reinterpret_cast<F>(lib.symbol(symbol.c_str()));
}
template <class T> void findAll(const OpenBlas& lib, Cblas<T>& c, char type)
{
    find(lib, c.gemm, type, "gemm");
    find(lib, c.gemv, type, "gemv");
    find(lib, c.axpy, type, "axpy");
    find(lib, c.dot, type, "dot");
    find(lib, c.scal, type, "scal");
    find(lib, c.nrm2, type, "nrm2");
    find(lib, c.asum, type, "asum");
    find(lib, c.iamax, type, "iamax");
    find(lib, c.copy, type, "copy");
    find(lib, c.swap, type, "swap");
}

// The element type a call's name gives: cublasSgemm float, cublasDdot double, cublasIsamax float.
int elementBytes(const char* call)
{
    const char type = call[6] == 'I' ? call[7] : call[6];
    return type == 'S' || type == 's' ? 4 : type == 'D' || type == 'd' ? 8 : 0;
}

BlasHandle* handleOf(const void* handle)
{
    const auto index = reinterpret_cast<uintptr_t>(handle);
    return index >= 1 && index <= g_handles.size() && g_handles[index - 1].live ? &g_handles[index - 1] : nullptr;
}

// The bytes from the first element to the last of `count` elements `stride` apart (a vector), or of
// `cols` columns of `rows` elements `ld` apart (a column-major matrix): none past any memory.
bool spanBytes(int64_t rows, int64_t cols, int64_t ld, int elem, size_t* bytes)
{
    *bytes = 0;
    if (rows == 0 || cols == 0)
        return true;
    uint64_t last = 0;
    if (__builtin_mul_overflow(uint64_t(cols - 1), uint64_t(ld), &last)
        || __builtin_add_overflow(last, uint64_t(rows), &last) || __builtin_mul_overflow(last, uint64_t(elem), bytes))
        return false;
    return true;
}
bool vectorBytes(int n, int inc, int elem, size_t* bytes)
{
    return spanBytes(n > 0 ? 1 : 0, n, inc < 0 ? -int64_t(inc) : inc, elem, bytes);
}

// A routine's start: the sticky error, the handle, OpenBLAS. Stops the program when OpenBLAS could
// not be loaded (the finding says so); returns a status to give back, or success.
int begin(const char* call, const void* handle, int line, BlasHandle** h)
{
    if (enter(call) != Success)
        return BlasExecutionFailed;
    if (!g_loaded) {
        addFinding(ProgramProblem::Unsupported, line, { QString::fromLatin1(call), kUnsupportedOpenBlas });
        writeAndEnd();
    }
    *h = handleOf(handle);
    return *h ? BlasSuccess : BlasNotInitialized;
}

// Device memory a routine reads or writes: a finding at the call's line when it is not.
bool onDevice(const void* pointer, size_t bytes, const char* call, int line)
{
    return bytes == 0 || deviceRange(pointer, bytes, call, line).error == Success;
}

// A scalar argument (alpha, beta) from host or device memory, as the handle's pointer mode says.
template <class T> bool scalar(const BlasHandle& h, const void* pointer, const char* call, int line, T* out)
{
    if (!pointer || (h.pointerMode == 1 && !onDevice(pointer, sizeof(T), call, line)))
        return false;
    std::memcpy(out, pointer, sizeof(T));
    return true;
}

// The routine's step of the modelled timeline: its arithmetic and bytes as a kernel's.
void record(const char* call, const BlasHandle& h, int line, int elem, double elements, double operations)
{
    Program& p = program();
    // A stream handle is its number (cublasSetStream took only valid ones), as the other calls record it.
    ProgramCall c = makeCall(ProgramCallKind::Library, line, qint64(elements * elem), Success, true,
        int(reinterpret_cast<intptr_t>(h.stream)), QString::fromLatin1(call));
    KernelWork work;
    work.globalSectors = int64_t((elements * elem + 31) / 32);
    (elem == 8 ? work.fp64Operations : work.fp32Operations) = int64_t(operations);
    c.globalSectors = work.globalSectors;
    c.fp32Operations = work.fp32Operations;
    c.fp64Operations = work.fp64Operations;
    c.modelledSeconds = modelledKernelTime(*p.gpu, work).seconds;
    p.clock += c.modelledSeconds;
    addCall(c);
}

int cblasTranspose(int op)
{
    return op == 0 ? kNoTrans : kTrans; // real types: the conjugate transpose is the transpose
}

} // namespace

void cvz::loadBlasForProgram()
{
    const OpenBlas* lib = OpenBlas::get();
    if (!lib)
        return;
    lib->setThreads(1); // a program's calls run on the helper's one thread, as its kernels' blocks do
    findAll(*lib, g_float, 's');
    findAll(*lib, g_double, 'd');
    g_loaded = g_float.complete() && g_double.complete();
}

CVZ_EXPORT int cvz_rt_blas_handle(int op, void** handle, long long value, long long* out, int)
{
    const KernelCallGuard turn;
    static const char* const names[] = { "cublasCreate", "cublasDestroy", "cublasSetStream", "cublasGetStream",
        "cublasSetPointerMode", "cublasGetPointerMode", "cublasSetMathMode" };
    const char* call = names[std::clamp(op, 0, int(SetMathMode))];
    if (enter(call) != Success)
        return BlasNotInitialized;
    if (!handle)
        return BlasInvalidValue;
    if (op == Create) {
        if (g_handles.size() >= kMaxBlasHandles)
            return BlasAllocFailed;
        g_handles.push_back({ true, nullptr, 0 });
        *handle = reinterpret_cast<void*>(uintptr_t(g_handles.size()));
        return BlasSuccess;
    }
    BlasHandle* h = handleOf(*handle);
    if (!h)
        return BlasNotInitialized;
    switch (op) {
    case Destroy:
        synchronised(); // cublasDestroy waits for the handle's work
        h->live = false;
        return BlasSuccess;
    case SetStream:
        if (!validStream(reinterpret_cast<void*>(intptr_t(value))))
            return BlasInvalidValue;
        h->stream = reinterpret_cast<void*>(intptr_t(value));
        return BlasSuccess;
    case SetPointerMode:
        if (value != 0 && value != 1)
            return BlasInvalidValue;
        h->pointerMode = int(value);
        return BlasSuccess;
    case GetStream:
    case GetPointerMode:
        if (out)
            *out = op == GetStream ? static_cast<long long>(reinterpret_cast<intptr_t>(h->stream)) : h->pointerMode;
        return BlasSuccess;
    default:
        return value >= 0 && value <= 3 ? BlasSuccess : BlasInvalidValue; // math modes: FP32 is FP32 here
    }
}

// cublasSet/GetVector and Set/GetMatrix: a vector is `cols` elements `ld` apart, a matrix `cols`
// columns of `rows`; both are the 2D copy CUDA's runtime makes of them (cudaMemcpy2D's checks).
CVZ_EXPORT int cvz_rt_blas_move(const char* call, int rows, int cols, int elemSize, const void* src, int lds, void* dst,
    int ldd, void* stream, int line)
{
    const bool vector = rows == 1 && std::strstr(call, "Vector");
    if (rows < 0 || cols < 0 || elemSize <= 0
        || (vector ? lds == 0 || ldd == 0 : lds < std::max(1, rows) || ldd < std::max(1, rows)))
        return BlasInvalidValue;
    if (vector && (lds < 0 || ldd < 0))
        return BlasInvalidValue; // cuBLAS's copies step forward only
    if (rows == 0 || cols == 0)
        return BlasSuccess;
    const int direction = std::strncmp(call, "cublasSet", 9) == 0 ? 1 : 2;
    const size_t width = size_t(rows) * size_t(elemSize);
    const int error = cvz_rt_copy2d(dst, size_t(ldd) * size_t(elemSize), src, size_t(lds) * size_t(elemSize), width,
        size_t(cols), direction, stream, std::strstr(call, "Async") ? 1 : 0, line);
    return error == Success ? BlasSuccess : error == InvalidValue ? BlasInvalidValue : BlasMappingError;
}

namespace {

template <class T>
int level1(const Cblas<T>& f, const char* call, const BlasHandle& h, int n, const void* alpha, void* x, int incx,
    void* y, int incy, void* result, int line)
{
    const char* name = call + 7; // "axpy" of "cublasSaxpy", "amax" of "cublasIsamax"
    const bool iamax = call[6] == 'I';
    const bool reduces = iamax || !std::strcmp(name, "dot") || !std::strcmp(name, "nrm2") || !std::strcmp(name, "asum");
    if (n < 0 || (reduces && !result) || (!reduces && incx == 0))
        return BlasInvalidValue;
    const bool hasY = y != nullptr;
    size_t xBytes = 0, yBytes = 0;
    if (!vectorBytes(n, incx, sizeof(T), &xBytes) || (hasY && !vectorBytes(n, incy, sizeof(T), &yBytes)))
        return BlasInvalidValue;
    if (!onDevice(x, xBytes, call, line) || (hasY && !onDevice(y, yBytes, call, line)))
        return BlasExecutionFailed;
    T a {};
    if (alpha && !scalar(h, alpha, call, line, &a))
        return BlasInvalidValue;
    if (reduces
        && (h.pointerMode == 1 ? !onDevice(result, iamax ? sizeof(int) : sizeof(T), call, line) : deviceOnly(result))) {
        if (h.pointerMode == 0)
            addFinding(ProgramProblem::InvalidPointer, line, { QString::fromLatin1(call) });
        return BlasInvalidValue;
    }
    auto* xs = static_cast<T*>(x);
    auto* ys = static_cast<T*>(y);
    double elements = double(n) * (hasY ? 2 : 1), operations = 2.0 * n;
    if (!std::strcmp(name, "axpy")) {
        f.axpy(n, a, xs, incx, ys, incy);
        elements = 3.0 * n;
    } else if (!std::strcmp(name, "dot")) {
        const T d = n > 0 ? f.dot(n, xs, incx, ys, incy) : T(0);
        std::memcpy(result, &d, sizeof d);
    } else if (!std::strcmp(name, "scal")) {
        f.scal(n, a, xs, incx);
        elements = 2.0 * n;
        operations = n;
    } else if (!std::strcmp(name, "nrm2") || !std::strcmp(name, "asum")) {
        const T r = n > 0 && incx > 0 ? (name[0] == 'n' ? f.nrm2(n, xs, incx) : f.asum(n, xs, incx)) : T(0);
        std::memcpy(result, &r, sizeof r);
        operations = name[0] == 'n' ? 2.0 * n : n;
    } else if (iamax) {
        const int index = n > 0 && incx > 0 ? int(f.iamax(n, xs, incx)) + 1 : 0; // cuBLAS counts from 1
        std::memcpy(result, &index, sizeof index);
        operations = n;
    } else {
        (name[0] == 'c' ? f.copy(n, xs, incx, ys, incy) : f.swap(n, xs, incx, ys, incy));
        elements = name[0] == 'c' ? 2.0 * n : 4.0 * n;
        operations = 0;
    }
    if (reduces && h.pointerMode == 0)
        synchronised(); // a result in host memory: the call waits for it, as cuBLAS does
    record(call, h, line, sizeof(T), elements, operations);
    return BlasSuccess;
}

// The rows and columns of op(M) stored as an `rows` x `cols` matrix (before the operation).
bool matrixOnDevice(
    const void* m, int trans, int64_t rows, int64_t cols, int ld, int elem, const char* call, int line, int* status)
{
    const int64_t storedRows = trans == 0 ? rows : cols, storedCols = trans == 0 ? cols : rows;
    size_t bytes = 0;
    if (ld < std::max<int64_t>(1, storedRows) || !spanBytes(storedRows, storedCols, ld, elem, &bytes)) {
        *status = BlasInvalidValue;
        return false;
    }
    if (!onDevice(m, bytes, call, line)) {
        *status = BlasExecutionFailed;
        return false;
    }
    return true;
}

template <class T>
int gemv(const Cblas<T>& f, const char* call, const BlasHandle& h, int trans, int m, int n, const void* alpha,
    const void* a, int lda, const void* x, int incx, const void* beta, void* y, int incy, int line)
{
    if (m < 0 || n < 0 || trans < 0 || trans > 2 || incx == 0 || incy == 0)
        return BlasInvalidValue;
    int status = BlasSuccess;
    const int xs = trans == 0 ? n : m, ys = trans == 0 ? m : n;
    size_t xBytes = 0, yBytes = 0;
    if (!vectorBytes(xs, incx, sizeof(T), &xBytes) || !vectorBytes(ys, incy, sizeof(T), &yBytes))
        return BlasInvalidValue;
    if (!matrixOnDevice(a, 0, m, n, lda, sizeof(T), call, line, &status))
        return status;
    if (!onDevice(x, xBytes, call, line) || !onDevice(y, yBytes, call, line))
        return BlasExecutionFailed;
    T al {}, be {};
    if (!scalar(h, alpha, call, line, &al) || !scalar(h, beta, call, line, &be))
        return BlasInvalidValue;
    if (m > 0 && n > 0)
        f.gemv(kColMajor, cblasTranspose(trans), m, n, al, static_cast<const T*>(a), lda, static_cast<const T*>(x),
            incx, be, static_cast<T*>(y), incy);
    record(call, h, line, sizeof(T), double(m) * n + xs + 2.0 * ys, 2.0 * m * n);
    return BlasSuccess;
}

template <class T>
int gemm(const Cblas<T>& f, const char* call, const BlasHandle& h, const int* shape, const void* alpha, const void* a,
    int lda, const void* b, int ldb, const void* beta, void* c, int ldc, int line)
{
    const int transa = shape[0], transb = shape[1], m = shape[2], n = shape[3], k = shape[4];
    if (m < 0 || n < 0 || k < 0 || transa < 0 || transa > 2 || transb < 0 || transb > 2)
        return BlasInvalidValue;
    int status = BlasSuccess;
    if (!matrixOnDevice(a, transa, m, k, lda, sizeof(T), call, line, &status)
        || !matrixOnDevice(b, transb, k, n, ldb, sizeof(T), call, line, &status)
        || !matrixOnDevice(c, 0, m, n, ldc, sizeof(T), call, line, &status))
        return status;
    T al {}, be {};
    if (!scalar(h, alpha, call, line, &al) || !scalar(h, beta, call, line, &be))
        return BlasInvalidValue;
    if (m > 0 && n > 0)
        f.gemm(kColMajor, cblasTranspose(transa), cblasTranspose(transb), m, n, k, al, static_cast<const T*>(a), lda,
            static_cast<const T*>(b), ldb, be, static_cast<T*>(c), ldc);
    record(call, h, line, sizeof(T), double(m) * k + double(k) * n + 2.0 * m * n, 2.0 * m * n * k);
    return BlasSuccess;
}

} // namespace

CVZ_EXPORT int cvz_rt_blas_level1(const char* call, void* handle, int n, const void* alpha, const void* x, int incx,
    void* y, int incy, void* result, int line)
{
    const KernelCallGuard turn;
    BlasHandle* h = nullptr;
    if (const int s = begin(call, handle, line, &h))
        return s;
    void* xs = const_cast<void*>(x);
    return elementBytes(call) == 8 ? level1(g_double, call, *h, n, alpha, xs, incx, y, incy, result, line)
                                   : level1(g_float, call, *h, n, alpha, xs, incx, y, incy, result, line);
}

CVZ_EXPORT int cvz_rt_blas_gemv(const char* call, void* handle, int trans, int m, int n, const void* alpha,
    const void* a, int lda, const void* x, int incx, const void* beta, void* y, int incy, int line)
{
    const KernelCallGuard turn;
    BlasHandle* h = nullptr;
    if (const int s = begin(call, handle, line, &h))
        return s;
    return elementBytes(call) == 8 ? gemv(g_double, call, *h, trans, m, n, alpha, a, lda, x, incx, beta, y, incy, line)
                                   : gemv(g_float, call, *h, trans, m, n, alpha, a, lda, x, incx, beta, y, incy, line);
}

CVZ_EXPORT int cvz_rt_blas_gemm(const char* call, void* handle, int transa, int transb, int m, int n, int k,
    const void* alpha, const void* a, int lda, const void* b, int ldb, const void* beta, void* c, int ldc, int line)
{
    const KernelCallGuard turn;
    BlasHandle* h = nullptr;
    if (const int s = begin(call, handle, line, &h))
        return s;
    const int shape[] = { transa, transb, m, n, k };
    return elementBytes(call) == 8 ? gemm(g_double, call, *h, shape, alpha, a, lda, b, ldb, beta, c, ldc, line)
                                   : gemm(g_float, call, *h, shape, alpha, a, lda, b, ldb, beta, c, ldc, line);
}
