#pragma once

#include <QString>

namespace cvz {

// OpenBLAS, loaded on first use (dlopen): the OpenMP flavour this build found, else the system's
// libopenblas.so.0. Thread-safe; loaded at most once per process.
class OpenBlas
{
public:
    // The loaded library, or null; `why` then says what is missing and how to get it.
    static const OpenBlas* get(QString* why = nullptr);
    // The library when something already loaded it, without loading it.
    static const OpenBlas* ifLoaded();

    // C (m x n) = A (m x k) * B (k x n), row-major float32, on `threads` threads.
    void sgemm(const float* a, const float* b, float* c, int m, int n, int k, int threads) const;
    // "OpenBLAS 0.3.21, Cooperlake kernel, OpenMP": what it picked for this CPU.
    QString description() const;
    QString path() const { return m_path; }
    // Any other of its functions ("cblas_dgemm"), or null: what the playground's cuBLAS runs on.
    void* symbol(const char* name) const;
    void setThreads(int threads) const { m_setThreads(threads); }

private:
    OpenBlas() = default;
    using Sgemm
        = void (*)(int, int, int, int, int, int, float, const float*, int, const float*, int, float, float*, int);
    Sgemm m_sgemm = nullptr;
    void (*m_setThreads)(int) = nullptr;
    char* (*m_coreName)() = nullptr;
    char* (*m_config)() = nullptr;
    int (*m_parallel)() = nullptr;
    QString m_path;
    void* m_handle = nullptr;
};

// Sets OPENBLAS_CORETYPE from the CPU's features unless the user set it: OpenBLAS 0.3.21 does not
// know recent CPU models and falls back to an SSE3 kernel. Call it in main(), before any other
// thread exists (setenv is not thread-safe); OpenBlas::get() calls it too, once.
void chooseOpenBlasKernel();

// Loading OpenBLAS under an address-space limit (ulimit -v) below this makes it stop
// responding (it reserves its buffers at load and retries forever): cpu-openblas is refused.
constexpr unsigned long long kOpenBlasMinAddressSpace = 1ull << 30;

} // namespace cvz
