// cudaviz playground: stands in for the CUDA samples' <helper_functions.h> (host timers, the
// command line, comparisons), for the emulator and for Run on GPU. A timer measures this machine's
// wall clock: in the emulator that is the emulation's time, not a GPU's. Files cannot be read in
// the sandbox: the file helpers report it and fail.
#pragma once
#include "helper_cuda.h"
#include <chrono>
#include <cmath>
#include <cstring>

class StopWatchInterface
{
public:
    std::chrono::steady_clock::time_point started;
    double total = 0.0; // ms
    int sessions = 0;
    bool running = false;
};
inline bool sdkCreateTimer(StopWatchInterface** timer)
{
    *timer = new StopWatchInterface;
    return true;
}
inline bool sdkDeleteTimer(StopWatchInterface** timer)
{
    delete *timer;
    *timer = nullptr;
    return true;
}
inline bool sdkStartTimer(StopWatchInterface** timer)
{
    (*timer)->started = std::chrono::steady_clock::now();
    (*timer)->running = true;
    return true;
}
inline bool sdkStopTimer(StopWatchInterface** timer)
{
    StopWatchInterface* t = *timer;
    if (t->running)
        t->total += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t->started).count();
    t->running = false;
    ++t->sessions;
    return true;
}
inline bool sdkResetTimer(StopWatchInterface** timer)
{
    (*timer)->total = 0.0;
    (*timer)->sessions = 0;
    return true;
}
inline float sdkGetTimerValue(StopWatchInterface** timer)
{
    StopWatchInterface* t = *timer;
    double ms = t->total;
    if (t->running)
        ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t->started).count();
    return float(ms);
}
inline float sdkGetAverageTimerValue(StopWatchInterface** timer)
{
    StopWatchInterface* t = *timer;
    return t->sessions > 0 ? float(t->total / t->sessions) : 0.0f;
}

// -name or --name, with =value after it.
inline const char* cvzCmdLineValue(int argc, const char** argv, const char* name)
{
    const std::size_t length = std::strlen(name);
    for (int k = 1; k < argc; ++k) {
        const char* a = argv[k];
        while (*a == '-')
            ++a;
        if (std::strncmp(a, name, length) == 0 && (a[length] == '\0' || a[length] == '='))
            return a + length;
    }
    return nullptr;
}
inline bool checkCmdLineFlag(int argc, const char** argv, const char* name)
{
    return cvzCmdLineValue(argc, argv, name) != nullptr;
}
inline int getCmdLineArgumentInt(int argc, const char** argv, const char* name)
{
    const char* v = cvzCmdLineValue(argc, argv, name);
    return v && *v == '=' ? std::atoi(v + 1) : 0;
}
inline float getCmdLineArgumentFloat(int argc, const char** argv, const char* name)
{
    const char* v = cvzCmdLineValue(argc, argv, name);
    return v && *v == '=' ? float(std::atof(v + 1)) : 0.0f;
}
inline bool getCmdLineArgumentString(int argc, const char** argv, const char* name, char** value)
{
    const char* v = cvzCmdLineValue(argc, argv, name);
    if (!v || *v != '=')
        return false;
    *value = const_cast<char*>(v + 1);
    return true;
}

// The relative L2 error of `data` against `reference` is at most `epsilon`.
template <class T> inline bool sdkCompareL2fe(const T* reference, const T* data, unsigned length, T epsilon)
{
    double error = 0.0, norm = 0.0;
    for (unsigned k = 0; k < length; ++k) {
        const double d = double(reference[k]) - double(data[k]);
        error += d * d;
        norm += double(reference[k]) * double(reference[k]);
    }
    if (norm < 1e-7)
        return false;
    return std::sqrt(error) / std::sqrt(norm) < double(epsilon);
}
// Every element within `epsilon` of the reference.
template <class T, class S>
inline bool compareData(const T* reference, const T* data, unsigned length, S epsilon, float threshold = 0.0f)
{
    unsigned wrong = 0;
    for (unsigned k = 0; k < length; ++k)
        wrong += std::fabs(double(reference[k]) - double(data[k])) > double(epsilon);
    return threshold == 0.0f ? wrong == 0 : double(wrong) <= double(threshold) * length;
}
template <class T, class S>
inline bool sdkCompareData(const T* reference, const T* data, unsigned length, S epsilon, float threshold = 0.0f)
{
    return compareData(reference, data, length, epsilon, threshold);
}

// Files: the sandbox has none to read.
template <class... A> inline char* sdkFindFilePath(A...)
{
    std::fprintf(stderr, "cudaviz playground: sdkFindFilePath: a program run here cannot read files\n");
    return nullptr;
}
#define CVZ_PG_SAMPLE_FILE(name)                                                                                       \
    template <class... A> inline bool name(A...)                                                                       \
    {                                                                                                                  \
        std::fprintf(stderr, "cudaviz playground: " #name ": a program run here cannot read or write files\n");        \
        return false;                                                                                                  \
    }
CVZ_PG_SAMPLE_FILE(sdkLoadPGM)
CVZ_PG_SAMPLE_FILE(sdkSavePGM)
CVZ_PG_SAMPLE_FILE(sdkLoadPPM4ub)
CVZ_PG_SAMPLE_FILE(sdkSavePPM4ub)
#undef CVZ_PG_SAMPLE_FILE
