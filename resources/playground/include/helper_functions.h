// cudaviz playground: stands in for the CUDA samples' <helper_functions.h> (host timers, command
// line and file helpers). Host code: compiled, not run by --kernel.
#pragma once
#include "cuda_runtime.h"
#include <cmath>
#include <cstring>

class StopWatchInterface;
#define CVZ_PG_SAMPLE_HOST(name)                                                                                       \
    template <class... A> inline bool name(A...)                                                                       \
    {                                                                                                                  \
        cvz_pg::hostCodeNotRun(#name);                                                                                 \
    }
CVZ_PG_SAMPLE_HOST(sdkCreateTimer)
CVZ_PG_SAMPLE_HOST(sdkDeleteTimer)
CVZ_PG_SAMPLE_HOST(sdkStartTimer)
CVZ_PG_SAMPLE_HOST(sdkStopTimer)
CVZ_PG_SAMPLE_HOST(sdkResetTimer)
CVZ_PG_SAMPLE_HOST(sdkCompareL2fe)
CVZ_PG_SAMPLE_HOST(sdkCompareData)
CVZ_PG_SAMPLE_HOST(sdkLoadPGM)
CVZ_PG_SAMPLE_HOST(sdkSavePGM)
CVZ_PG_SAMPLE_HOST(sdkLoadPPM4ub)
CVZ_PG_SAMPLE_HOST(sdkSavePPM4ub)
CVZ_PG_SAMPLE_HOST(checkCmdLineFlag)
#undef CVZ_PG_SAMPLE_HOST
template <class... A> inline float sdkGetTimerValue(A...)
{
    cvz_pg::hostCodeNotRun("sdkGetTimerValue");
}
template <class... A> inline float sdkGetAverageTimerValue(A...)
{
    cvz_pg::hostCodeNotRun("sdkGetAverageTimerValue");
}
template <class... A> inline int getCmdLineArgumentInt(A...)
{
    cvz_pg::hostCodeNotRun("getCmdLineArgumentInt");
}
template <class... A> inline char* sdkFindFilePath(A...)
{
    cvz_pg::hostCodeNotRun("sdkFindFilePath");
}
