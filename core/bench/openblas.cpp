#include "openblas.h"

#include <QCoreApplication>
#include <atomic>
#include <dlfcn.h>
#include <mutex>
#include <sys/resource.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::OpenBlas)
};

// CBLAS's enum values (cblas.h): fixed by the standard.
constexpr int kRowMajor = 101;
constexpr int kNoTrans = 111;

std::atomic<const OpenBlas*> g_loaded = nullptr;
QString g_why;
const char* g_coreChosen = nullptr; // the OPENBLAS_CORETYPE cudaviz set, if it set one

// The OpenBLAS kernel for this CPU's vector features: what OpenBLAS picks by itself on a CPU
// model it knows. It does not know newer ones: 0.3.21 took an Emerald Rapids Xeon (AVX-512
// BF16) for a Pentium 4 and ran its SSE3 "Prescott" kernel at 20 GFLOP/s instead of 113.
const char* coreForFeatures()
{
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")
        && __builtin_cpu_supports("avx512dq"))
        return __builtin_cpu_supports("avx512bf16") ? "Cooperlake" : "SkylakeX";
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return "Haswell";
#endif
    return nullptr; // OpenBLAS's own detection
}
} // namespace

void chooseOpenBlasKernel()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // A kernel the user chose stays; otherwise the one this CPU's features call for.
        // OpenBLAS reads the variable once, when it loads.
        if (!qEnvironmentVariableIsSet("OPENBLAS_CORETYPE"))
            if ((g_coreChosen = coreForFeatures()))
                qputenv("OPENBLAS_CORETYPE", g_coreChosen);
    });
}

const OpenBlas* OpenBlas::ifLoaded()
{
    return g_loaded; // written once, inside get()'s call_once
}

const OpenBlas* OpenBlas::get(QString* why)
{
    static std::once_flag once;
    std::call_once(once, [] {
        rlimit limit {};
        if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
            && limit.rlim_cur < kOpenBlasMinAddressSpace) {
            g_why = Tr::tr("cpu-openblas is not loaded under an address-space limit of %1 MiB (ulimit -v): OpenBLAS "
                           "reserves its buffers when it loads and stops responding without them. Allow at least "
                           "%2 MiB.")
                        .arg(quint64(limit.rlim_cur) >> 20)
                        .arg(kOpenBlasMinAddressSpace >> 20);
            return;
        }
        chooseOpenBlasKernel(); // normally done in main(), before any other thread
        auto* lib = new OpenBlas; // lives as long as the process, like the library
        void* handle = nullptr;
        for (const char* path : { CUDAVIZ_OPENBLAS_PATH, "libopenblas.so.0" }) {
            handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
            if (handle) {
                lib->m_path = QString::fromLocal8Bit(path);
                break;
            }
        }
        if (!handle) {
            g_why = Tr::tr("OpenBLAS is not installed: install the Debian package libopenblas0-openmp (sudo apt "
                           "install libopenblas0-openmp) to compare with the BLAS that NumPy's wheels bundle.");
            delete lib;
            return;
        }
        lib->m_handle = handle;
        lib->m_sgemm = reinterpret_cast<Sgemm>(dlsym(handle, "cblas_sgemm"));
        lib->m_setThreads = reinterpret_cast<void (*)(int)>(dlsym(handle, "openblas_set_num_threads"));
        lib->m_coreName = reinterpret_cast<char* (*)()>(dlsym(handle, "openblas_get_corename"));
        lib->m_config = reinterpret_cast<char* (*)()>(dlsym(handle, "openblas_get_config"));
        lib->m_parallel = reinterpret_cast<int (*)()>(dlsym(handle, "openblas_get_parallel"));
        if (!lib->m_sgemm || !lib->m_setThreads) {
            g_why = Tr::tr("%1 has no cblas_sgemm or openblas_set_num_threads: it is not OpenBLAS.").arg(lib->m_path);
            delete lib;
            return;
        }
        g_loaded = lib;
    });
    const OpenBlas* lib = g_loaded;
    if (!lib && why)
        *why = g_why;
    return lib;
}

void OpenBlas::sgemm(const float* a, const float* b, float* c, int m, int n, int k, int threads) const
{
    m_setThreads(threads);
    m_sgemm(kRowMajor, kNoTrans, kNoTrans, m, n, k, 1.0f, a, k, b, n, 0.0f, c, n);
}

void* OpenBlas::symbol(const char* name) const
{
    return dlsym(m_handle, name);
}

QString OpenBlas::description() const
{
    const int parallel = m_parallel ? m_parallel() : -1;
    const QString threading = parallel == 2 ? QStringLiteral("OpenMP")
        : parallel == 1                     ? QStringLiteral("pthreads")
        : parallel == 0                     ? Tr::tr("single-threaded")
                                            : Tr::tr("threading unknown");
    const QString version
        = m_config ? QString::fromLatin1(m_config()).section(QLatin1Char(' '), 1, 1) : QStringLiteral("?");
    const QString core = m_coreName ? QString::fromLatin1(m_coreName()) : QStringLiteral("?");
    QString text = Tr::tr("OpenBLAS %1, %2 kernel, %3").arg(version, core, threading);
    if (g_coreChosen)
        text += Tr::tr(" (OPENBLAS_CORETYPE=%1, chosen by cudaviz from the CPU's features)")
                    .arg(QLatin1String(g_coreChosen));
    return text;
}

} // namespace cvz
