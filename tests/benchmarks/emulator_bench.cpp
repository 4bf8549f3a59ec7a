// The block emulator's time for one recorded trace of matmul-tiled at 64 x 48 x 80 (320
// threads, 20 blocks, 4 barriers per block): prints the median ms of RUNS runs after 2 warm-ups.
// Only core is linked, so the same file builds against an older core to compare side by side.
// Usage: cudaviz_bench_emulator [RUNS]
#include "emulator/emulatedkernels.h"
#include "util/allocator.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace cvz;

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    tuneAllocator(); // as the app's main() does
    const MatmulShape shape { 64, 80, 48 };
    std::vector<float> a(size_t(shape.m * shape.k), 0.5f), b(size_t(shape.k * shape.n), 0.25f);
    const LaunchConfig launch = matmulLaunch(TeachingKernel::MatmulTiled, shape);
    std::vector<double> ms;
    long long accesses = 0;
    for (int i = 0; i < runs + 2; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const EmulationRun run = emulateMatmul(TeachingKernel::MatmulTiled, shape, a, b, launch);
        const double t = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        accesses = run.trace.accessCount();
        if (i >= 2)
            ms.push_back(t);
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%.4f %lld\n", ms[ms.size() / 2], accesses);
    return 0;
}
