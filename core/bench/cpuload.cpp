#include "cpuload.h"

#include <cstdio>
#include <ctime>

namespace cvz {

double processCpuSeconds()
{
    timespec t {};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) != 0)
        return 0;
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

std::optional<double> loadAverage()
{
    std::FILE* f = std::fopen("/proc/loadavg", "r");
    if (!f)
        return std::nullopt;
    double one = 0;
    const bool ok = std::fscanf(f, "%lf", &one) == 1;
    std::fclose(f);
    return ok && one >= 0 ? std::optional<double>(one) : std::nullopt;
}

} // namespace cvz
