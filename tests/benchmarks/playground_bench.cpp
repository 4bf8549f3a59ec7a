// The playground's "Run" to its first picture, cold (nothing compiled yet) and cached, for the
// shipped vectorAdd (n = 1000) and a 64 x 64 tiled matmul: compile, the helper's run, the
// lines (addr2line), the analysis, and painting the picture once.
//   cudaviz_bench_playground [ROUNDS]
#include "playground/engine/userrun.h"
#include "playground/source/examples.h"
#include "playground/source/launchcomment.h"
#include "playgroundview/accesspicture.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cvz;

namespace {
struct Times
{
    double compile = 0, run = 0, paint = 0;
    double total() const { return compile + run + paint; }
};

Times once(const QString& file, const QStringList& extra)
{
    Times t;
    const QString source = exampleSource(file);
    QString error;
    const auto launch = parseLaunchOptions(launchComment(source, &error).value_or(QStringList()) + extra, &error);
    QElapsedTimer clock;
    clock.start();
    const CompileOutcome compiled = compileKernel(source, file, launch->kernel);
    t.compile = double(clock.nsecsElapsed()) * 1e-6;
    if (!compiled.kernel) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(file), qPrintable(compiled.error));
        return t;
    }
    clock.restart();
    const RunOutcome outcome = runUserKernel(*compiled.kernel, launch->spec);
    t.run = double(clock.nsecsElapsed()) * 1e-6;
    if (!outcome.run)
        return t;
    clock.restart();
    AccessPicture picture;
    picture.resize(900, 500);
    const auto run = std::make_shared<const UserRun>(*outcome.run);
    picture.setRun(run, run->trace->arrayIndex(QStringLiteral("C"))); // both kernels write C
    picture.setCurrentThread(run->trace->threadCount() - 1);
    (void)picture.grab();
    t.paint = double(clock.nsecsElapsed()) * 1e-6;
    return t;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}
} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    struct Case
    {
        const char* name;
        QString file;
        QStringList extra;
    };
    const std::vector<Case> cases { { "vectorAdd n=1000", QStringLiteral("vector_add.cu"), {} },
        { "tiled matmul 64x64", QStringLiteral("matrix_mul_tiled.cu"), {} } };
    std::printf("%-20s %-7s %10s %10s %10s %10s   (ms, median of %d)\n", "kernel", "cache", "compile", "run", "paint",
        "total", rounds);
    for (const Case& c : cases) {
        std::vector<double> cold[4], warm[4];
        for (int r = 0; r < rounds; ++r) {
            QTemporaryDir cache; // cold: a cache nobody compiled into
            qputenv("CUDAVIZ_PLAYGROUND_CACHE", cache.path().toLocal8Bit());
            const Times a = once(c.file, c.extra), b = once(c.file, c.extra);
            for (auto [v, t] : { std::pair(cold, a), std::pair(warm, b) }) {
                v[0].push_back(t.compile);
                v[1].push_back(t.run);
                v[2].push_back(t.paint);
                v[3].push_back(t.total());
            }
        }
        for (auto [label, v] : { std::pair("cold", cold), std::pair("cached", warm) })
            std::printf("%-20s %-7s %10.1f %10.1f %10.1f %10.1f\n", c.name, label, median(v[0]), median(v[1]),
                median(v[2]), median(v[3]));
    }
    return 0;
}
