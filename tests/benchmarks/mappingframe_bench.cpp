// Frame time of the Thread Mapping picture at 10^4, 10^5 and 10^6 threads, drawn offscreen
// at 1920x1080, and the CPU emulator's time for the 64x48x80 tiled matmul.
// Usage: cudaviz_bench_mapping [frames [threads]]   (prints median, IQR, min, max per size)
#include "emulator/emulatedkernels.h"
#include "mapping/animationcursor.h"
#include "mappingview/mappingrenderer.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace cvz;
using Clock = std::chrono::steady_clock;

namespace {
struct Stats
{
    double median, q1, q3, min, max;
};

Stats summarize(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const auto at = [&v](double q) { return v[size_t(q * double(v.size() - 1) + 0.5)]; };
    return { at(0.5), at(0.25), at(0.75), v.front(), v.back() };
}

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

void benchFrames(int64_t threads, int frames)
{
    const int64_t block = 256;
    const ThreadMapping mapping(MappingKind::Linear1D, { .n = threads - threads / 100 },
        { { ceilDiv(threads, block), 1, 1 }, { block, 1, 1 } });
    MappingRenderer renderer;
    QImage target(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    const auto renderOnce = [&] {
        QPainter painter(&target);
        renderer.render(painter, QRectF(0, 0, 1920, 1080));
    };
    // Scene setup: what the page does when a launch is chosen, up to the first frame on screen.
    // Repeated with launches of the same size (the first one also pays for font caches).
    std::vector<double> setups;
    for (int i = 0; i < 7; ++i) {
        const ThreadMapping other(MappingKind::Linear1D, { .n = threads - threads / 100 - i },
            { { ceilDiv(threads, block), 1, 1 }, { block, 1, 1 } });
        const auto setupStart = Clock::now();
        renderer.setScene(KernelScene(i % 2 ? other : mapping));
        renderer.setProgress(0);
        renderOnce();
        if (i > 0)
            setups.push_back(msSince(setupStart));
    }
    renderer.setScene(KernelScene(mapping));
    const Stats setup = summarize(setups);
    AnimationCursor cursor(mapping.threadCount(), block);
    cursor.setMode(StepMode::Warp);
    std::vector<double> samples;
    for (int f = 0; f < frames + 5; ++f) {
        // Each frame: one warp further, as the animation plays.
        cursor.stepForward();
        const auto start = Clock::now();
        renderer.setProgress(cursor.position());
        renderer.setHighlight(cursor.first(), cursor.count());
        const double t1 = msSince(start);
        QPainter painter(&target);
        renderer.render(painter, QRectF(0, 0, 1920, 1080));
        const double t2 = msSince(start);
        painter.end();
        if (getenv("BENCH_DEBUG"))
            std::printf("progress %.2f render %.2f end %.2f\n", t1, t2 - t1, msSince(start) - t2);
        if (f >= 5) // warm-up frames (first layout, caches) are not counted
            samples.push_back(msSince(start));
    }
    // Scrubs, as a dragged slider makes them: each a jump to a position and the frame there.
    // Long jumps forward and back are the worst case for the incremental progress painter.
    std::vector<double> scrubs;
    const int64_t n = mapping.threadCount();
    for (const int64_t to : std::vector<int64_t> { n / 2, n, 0, n - 1, n / 3, 2 * n / 3, 1, n / 2 + 1234, 0, n }) {
        const auto scrubStart = Clock::now();
        cursor.seek(to);
        renderer.setProgress(cursor.position());
        renderer.setHighlight(cursor.first(), cursor.count());
        renderOnce();
        scrubs.push_back(msSince(scrubStart));
    }
    const Stats scrub = summarize(scrubs);
    const Stats s = summarize(samples);
    std::printf(
        "%9lld threads: frame median %6.2f ms  IQR %5.2f  min %6.2f  max %6.2f  (%d frames); scene setup "
        "to first frame median %6.1f ms, max %6.1f ms; scrub + frame median %6.1f ms, max %6.1f ms (%zu jumps)\n",
        (long long)mapping.threadCount(), s.median, s.q3 - s.q1, s.min, s.max, frames, setup.median, setup.max,
        scrub.median, scrub.max, scrubs.size());
}

void benchEmulator()
{
    const MatmulShape shape { 64, 80, 48 };
    std::vector<float> a(size_t(shape.m * shape.k), 0.5f), b(size_t(shape.k * shape.n), 0.25f);
    const LaunchConfig launch = matmulLaunch(TeachingKernel::MatmulTiled, shape);
    std::vector<double> samples;
    int64_t accesses = 0;
    for (int i = 0; i < 12; ++i) {
        const auto start = Clock::now();
        const EmulationRun run = emulateMatmul(TeachingKernel::MatmulTiled, shape, a, b, launch);
        samples.push_back(msSince(start));
        accesses = run.trace.accessCount();
    }
    samples.erase(samples.begin(), samples.begin() + 2);
    const Stats s = summarize(samples);
    std::printf("emulator matmul-tiled 64x48x80 (%lld threads, %lld recorded accesses): median %.1f ms  IQR %.1f  "
                "min %.1f  max %.1f (10 runs)\n",
        (long long)launch.totalThreads(), (long long)accesses, s.median, s.q3 - s.q1, s.min, s.max);
}
} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int frames = argc > 1 ? std::max(10, std::atoi(argv[1])) : 60;
    if (argc > 2) { // one size only: cudaviz_bench_mapping FRAMES THREADS
        benchFrames(std::atoll(argv[2]), frames);
        return 0;
    }
    for (int64_t threads : { 10'000LL, 100'000LL, 1'000'000LL })
        benchFrames(threads, frames);
    benchEmulator();
    return 0;
}
