// cudaviz playground: stands in for the CUDA samples' <helper_functions.h> (host timers, command
// line and file helpers), for the emulator and for Run on GPU. Host code: compiled, not run.
#pragma once
#include "helper_cuda.h"
#include <cmath>
#include <cstring>

class StopWatchInterface;
#define CVZ_PG_SAMPLE_HOST(name)                                                                                       \
    template <class... A> inline bool name(A...)                                                                       \
    {                                                                                                                  \
        cvzSampleHelperNotRun(#name);                                                                                  \
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
    cvzSampleHelperNotRun("sdkGetTimerValue");
}
template <class... A> inline float sdkGetAverageTimerValue(A...)
{
    cvzSampleHelperNotRun("sdkGetAverageTimerValue");
}
template <class... A> inline int getCmdLineArgumentInt(A...)
{
    cvzSampleHelperNotRun("getCmdLineArgumentInt");
}
template <class... A> inline char* sdkFindFilePath(A...)
{
    cvzSampleHelperNotRun("sdkFindFilePath");
}
