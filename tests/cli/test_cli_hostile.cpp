// Hostile inputs against the real binary: each case names what a user or a file gives,
// the exit code, a fragment of the message that states the real cause, the files that
// must not be left behind, and an address-space cap under which it must still answer.
// A crash or a hang reads as exit code -1 and fails the case.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <functional>
#include <gtest/gtest.h>
#include <sys/stat.h>

using namespace cvz;

namespace {

// 2 GiB of address space: enough for Qt, never for a runaway. AddressSanitizer reserves
// terabytes of shadow address space, so the sanitizer build runs without the cap.
#if defined(__SANITIZE_ADDRESS__)
constexpr quint64 kCap = 0;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr quint64 kCap = 0;
#else
constexpr quint64 kCap = quint64(2) << 30;
#endif
#else
constexpr quint64 kCap = quint64(2) << 30;
#endif

QByteArray resultJson(const QByteArray& field, const QByteArray& value)
{
    QByteArray result = R"({"backend":"cpu-eigen","m":64,"k":64,"n":64,"median_ms":1.5,"status":"ok"})";
    result.replace("\"" + field + "\":", "\"" + field + "\":" + value + ",\"old_" + field + "\":");
    return R"({"format":"cudaviz-bench-1","machine":{"label":"m"},"results":[)" + result + "]}";
}

QByteArray lessonJson(const QByteArray& version, const QByteArray& title, const QByteArray& show)
{
    return R"({"format":"cudaviz-lesson","version":)" + version + R"(,"id":"x","title":")" + title
        + R"(","steps":[{"title":"t","text":"x","show":)" + show + "}]}";
}

struct HostileCase
{
    const char* name;
    QStringList args; // "$DIR" becomes the case's temporary folder
    int exitCode;
    const char* fragment; // in stdout or stderr
    std::function<void(const QString& dir)> setup = {};
    QStringList env = {};
    QStringList mustNotExist = {}; // relative to $DIR
    bool stdoutToNull = false;
    quint64 addressSpace = 0; // bytes; 0: kCap. Tighter where streaming is what is tested.
};

QStringList expand(const QStringList& list, const QString& dir)
{
    QStringList out;
    for (const QString& s : list)
        out << QString(s).replace(QStringLiteral("$DIR"), dir);
    return out;
}

void write(const QString& path, const QByteArray& contents)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(contents);
}

// A case's setup that writes one file into its folder.
std::function<void(const QString& dir)> file(const char* name, QByteArray contents)
{
    return [name, contents](const QString& dir) { write(dir + QLatin1Char('/') + QLatin1String(name), contents); };
}

std::vector<HostileCase> mapCases()
{
    return {
        // Launch arithmetic: products past 64 bits are refused in CUDA's terms, never wrapped.
        { "MapGridPast64Bits", args({ "map", "-n", "100", "--block", "30", "--grid", "143575247,65350,65535" }), 2,
            "threads are too many to list" },
        { "MapLargestGridAnd1024Threads",
            args({ "map", "-n", "100", "--block", "1024", "--grid", "2147483647,65535,65535" }), 2, "about 9.44e+21" },
        { "MapNumberPast64Bits", args({ "map", "-n", "9223372036854775808" }), 2, "is too large" },
        { "MapNotANumber", args({ "map", "-n", "1e3" }), 2, "is not a whole number" },
        { "MapExtraArgument", args({ "map", "-n", "10", "surprise" }), 2, "unexpected argument 'surprise'" },
        // Pictures and animations: bad sizes, budgets and paths are refused before any work.
        { "MapPngHugeSize", args({ "map", "-n", "16", "--png", "$DIR/a.png", "--size", "100000x100000" }), 2,
            "between 160 x 120 and 7680 x 4320", {}, {}, args({ "a.png" }) },
        { "MapPngNotASize", args({ "map", "-n", "16", "--png", "$DIR/a.png", "--size", "big" }), 2, "WIDTHxHEIGHT", {},
            {}, args({ "a.png" }) },
        { "MapPngWrongExtension", args({ "map", "-n", "16", "--png", "$DIR/a.jpg" }), 2, "must end in .png", {}, {},
            { "a.jpg" } },
        { "MapPngMissingFolder", args({ "map", "-n", "16", "--png", "$DIR/no/such/a.png" }), 2, "does not exist", {},
            {}, { "no" } },
        { "MapPngTooManyElements", args({ "map", "-n", "2000000000", "--png", "$DIR/a.png" }), 2,
            "more than the picture draws", {}, {}, args({ "a.png" }) },
        { "MapGifTooManyFrames", args({ "map", "-n", "16", "--gif", "$DIR/a.gif", "--frames", "100000" }), 2,
            "choose 1 to 2000", {}, {}, args({ "a.gif" }) },
        { "MapGifOverPixelBudget",
            args({ "map", "-n", "16", "--gif", "$DIR/a.gif", "--frames", "2000", "--size", "7680x4320" }), 2,
            "more than the budget", {}, {}, args({ "a.gif" }) },
        { "MapWebpBadFps", args({ "map", "-n", "16", "--webp", "$DIR/a.webp", "--fps", "0" }), 2, "choose 0.1 to 50",
            {}, {}, args({ "a.webp" }) },
        { "MapBadFramesLeavesNoPicture",
            args({ "map", "-n", "16", "--png", "$DIR/a.png", "--gif", "$DIR/a.gif", "--frames", "0" }), 2,
            "choose 1 to 2000", {}, {}, args({ "a.png", "a.gif" }) },
        { "MapMissingGifFolderLeavesNoPicture",
            args({ "map", "-n", "16", "--png", "$DIR/a.png", "--gif", "$DIR/no/a.gif" }), 2, "does not exist", {}, {},
            args({ "a.png" }) },
        { "MapThreadWithoutAPicture", args({ "map", "-n", "16", "--thread", "2147483647" }), 2,
            "--thread and --step choose what a picture" },
        { "MapNegativeThreadWithoutAPicture", args({ "map", "-n", "16", "--thread", "-1" }), 2,
            "--thread and --step choose what a picture" },
        { "MapThreadPastTheLaunch", args({ "map", "-n", "16", "--png", "$DIR/a.png", "--thread", "999" }), 2,
            "threads 0 to 255", {}, {}, args({ "a.png" }) },
        { "MapGridStrideOverOutputBudget",
            args({ "map", "--kernel", "grid-stride", "-n", "2147483647", "--grid", "1", "--block", "64", "--json" }), 2,
            "more than the budget" },
        // 30 million indices, streamed: 200 MiB of address space is enough (collecting them
        // in memory, as before, aborted even under 400 MiB).
        { "MapGridStrideThirtyMillionStreams",
            args({ "map", "--kernel", "grid-stride", "-n", "30000000", "--grid", "1", "--block", "1", "--json" }), 0,
            "", {}, {}, {}, true, quint64(200) << 20 },
    };
}

std::vector<HostileCase> chartCases()
{
    return {
        // Result files: untrusted numbers, sizes and file kinds.
        { "ChartHugeMedian", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2,
            "results[0].median_ms = 1e+308 is out of range", file("r.json", resultJson("median_ms", "1e308")), {},
            args({ "c.png" }) },
        { "ChartNegativeMedian", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2,
            "results[0].median_ms = -1 is out of range", file("r.json", resultJson("median_ms", "-1")), {},
            args({ "c.png" }) },
        { "ChartTinyMedian", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2, "too small to be a measurement",
            file("r.json", resultJson("median_ms", "1e-300")), {}, args({ "c.png" }) },
        { "ChartHugeSize", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2,
            "results[0].m = 9.3e+18 is out of range", file("r.json", resultJson("m", "9.3e18")), {},
            args({ "c.png" }) },
        { "ChartFractionalSize", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2, "is not a whole number",
            file("r.json", resultJson("k", "64.5")), {}, args({ "c.png" }) },
        { "ChartMegabyteLabel", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2,
            "machine.label has 1000000 characters",
            file("r.json",
                QByteArray(resultJson("median_ms", "2"))
                    .replace("\"label\":\"m\"", "\"label\":\"" + QByteArray(1000000, 'x') + "\"")),
            {}, args({ "c.png" }) },
        { "ChartNewerFormat", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 2, "written by a newer cudaviz",
            file("r.json", QByteArray(resultJson("median_ms", "2")).replace("cudaviz-bench-1", "cudaviz-bench-2")), {},
            args({ "c.png" }) },
        { "ChartFifoIsRefusedNotAHang", args({ "chart", "$DIR/fifo.json", "-o", "$DIR/c.png" }), 2,
            "is not a regular file",
            [](const QString& dir) {
                ::mkfifo(QFile::encodeName(dir + QStringLiteral("/fifo.json")).constData(), 0600);
            },
            {}, args({ "c.png" }) },
        { "ChartFolderIsRefused", args({ "chart", "$DIR", "-o", "$DIR/c.png" }), 2, "is a folder", {}, {},
            args({ "c.png" }) },
        { "ChartFileOverBudget", args({ "chart", "$DIR/big.json", "-o", "$DIR/c.png" }), 2, "more than cudaviz reads",
            [](const QString& dir) {
                QFile f(dir + QStringLiteral("/big.json"));
                ASSERT_TRUE(f.open(QIODevice::WriteOnly));
                f.resize(qint64(65) << 20); // sparse: costs no disk
            },
            {}, args({ "c.png" }) },
        { "ChartIgnoresAnUnusablePlatform", args({ "chart", "$DIR/r.json", "-o", "$DIR/c.png" }), 0, "wrote",
            file("r.json", resultJson("median_ms", "2")), args({ "QT_QPA_PLATFORM=xcb" }) },
    };
}

std::vector<HostileCase> benchCases()
{
    return {
        // bench: outputs checked before the run, results never lost to a later step.
        { "BenchChartWithEquals",
            args({ "bench", "--sizes", "8", "--backends", "cpu-eigen", "--samples", "2", "--chart=$DIR/c.png" }), 0,
            "cpu-eigen" },
        { "BenchJsonToMissingFolderBeforeRunning",
            args({ "bench", "--sizes", "8", "--backends", "cpu-eigen", "--json", "$DIR/no/such/r.json" }), 2,
            "does not exist" },
        { "BenchJsonIsAFolder", args({ "bench", "--sizes", "8", "--backends", "cpu-eigen", "--json", "$DIR" }), 2,
            "it is a folder" },
        { "BenchJsonToStdout",
            args({ "bench", "--sizes", "8", "--backends", "cpu-eigen", "--samples", "2", "--json", "-" }), 0,
            "\"format\": \"cudaviz-bench-1\"" },
        { "BenchEverythingSkippedIsNotSuccess",
            args({ "bench", "--sizes", "8", "--backends", "gpu-cublas", "--samples", "2" }), 1, "nothing ran", {},
            args({ "CUDAVIZ_GPU_MODULE=" FAKE_GPU_NO_DEVICE_PATH }) },
        { "BenchSizePast64Bits", args({ "bench", "--sizes", "9223372036854775808" }), 2, "out of range" },
        { "BenchSizeNotANumber", args({ "bench", "--sizes", "12x" }), 2, "is not a whole number" },
    };
}

std::vector<HostileCase> moduleAndWindowCases()
{
    return {
        // GPU module: damaged files are reported like missing ones, never a SIGBUS or a hang.
        { "DevicesTruncatedModule", args({ "devices" }), 0, "is damaged",
            [](const QString& dir) {
                QFile good(QStringLiteral(FAKE_GPU_TWO_DEVICES_PATH));
                ASSERT_TRUE(good.open(QIODevice::ReadOnly));
                write(dir + QStringLiteral("/cut.so"), good.read(good.size() / 2));
            },
            args({ "CUDAVIZ_GPU_MODULE=$DIR/cut.so" }) },
        { "DevicesFifoModule", args({ "devices" }), 0, "not a regular file",
            [](const QString& dir) { ::mkfifo(QFile::encodeName(dir + QStringLiteral("/m.so")).constData(), 0600); },
            args({ "CUDAVIZ_GPU_MODULE=$DIR/m.so" }) },
        { "DevicesMillionDevices", args({ "devices" }), 0, "1000000", {},
            args({ "CUDAVIZ_GPU_MODULE=" FAKE_GPU_MANY_DEVICES_PATH }) },
        { "DevicesNullApiTable", args({ "devices" }), 0, "function table is missing", {},
            args({ "CUDAVIZ_GPU_MODULE=" FAKE_GPU_NULL_API_PATH }) },
        // The window on a platform that cannot start: a sentence and exit 1, not an abort (134).
        { "WindowWithoutADisplay", {}, 1, "no display platform could start", {}, args({ "QT_QPA_PLATFORM=xcb" }) },
    };
}

std::vector<HostileCase> lessonCases()
{
    return {
        // Lessons: teachers' files, checked headless with the app's messages.
        { "LessonVersionAsText", args({ "lesson", "--check", "$DIR/l.json" }), 2, "version must be the number 1",
            file("l.json", lessonJson("\"1\"", "T", R"({"page":"devices"})")) },
        { "LessonHugeProblem", args({ "lesson", "--check", "$DIR/l.json" }), 2,
            "show.n = 10000000000000 is too large (at most 16777216)",
            file("l.json", lessonJson("1", "T", R"({"page":"mapping","kernel":"vecadd","n":1e13,"block":[256]})")) },
        { "LessonGridPast64Bits", args({ "lesson", "--check", "$DIR/l.json" }), 2, "more than the picture can follow",
            file("l.json",
                lessonJson("1", "T",
                    R"({"page":"mapping","kernel":"vecadd","n":100,"block":[1024],"grid":[2147483647,65535,65535]})")) },
        { "LessonMegabyteTitle", args({ "lesson", "--check", "$DIR/l.json" }), 2, "has 1000000 characters",
            file("l.json", lessonJson("1", QByteArray(1000000, 'a'), R"({"page":"devices"})")) },
        { "LessonFileOverBudget", args({ "lesson", "--check", "$DIR/l.json" }), 2, "more than cudaviz reads",
            file("l.json", lessonJson("1", "T", R"({"page":"devices"})") + QByteArray(2 << 20, ' ')) },
        { "LessonGood", args({ "lesson", "--check", "$DIR/l.json" }), 0, "ok, lesson 'x' with 1 step",
            file("l.json", lessonJson("1", "T", R"({"page":"devices"})")) },
    };
}

// `cudaviz run`'s launch and environment: each refusal says the real cause, with the number or the
// name as it was given.
std::vector<HostileCase> runCases()
{
    const auto kernel = file("k.cu", "__global__ void k(float* a, int n) { a[0] = float(n); }\n");
    return {
        { "RunLengthPast64Bits",
            args({ "run", "$DIR/k.cu", "--kernel", "k", "--block", "1", "--arg", "a=float[9223372036854775807]",
                "--arg", "n=1" }),
            2, "asks for 9223372036854775807 elements, more than the playground's buffers hold", kernel },
        { "RunLengthProductPast64Bits",
            args({ "run", "$DIR/k.cu", "--kernel", "k", "--block", "1", "--arg", "a=float[4294967296*4294967296]",
                "--arg", "n=1" }),
            2, "asks for 4294967296*4294967296 elements", kernel },
        { "RunValuesNotFinite",
            args({ "run", "$DIR/k.cu", "--kernel", "k", "--block", "1", "--arg", "a=float[3]:nan,inf,-inf", "--arg",
                "n=1" }),
            2, "'nan' in --arg a is not a finite number", kernel },
        { "RunArgTwice",
            args({ "run", "$DIR/k.cu", "--kernel", "k", "--block", "1", "--arg", "a=float[1]", "--arg", "n=32", "--arg",
                "n=5" }),
            2, "--arg n is given twice", kernel },
        { "RunCompilerThatIsNotOne",
            args({ "run", "$DIR/k.cu", "--kernel", "k", "--block", "1", "--arg", "a=float[1]", "--arg", "n=1" }), 2,
            "failed (exit status 1) without a message: is it a C++ compiler?", kernel,
            { "CUDAVIZ_CXX=/bin/false", "CUDAVIZ_PLAYGROUND_CACHE=$DIR/cache" } },
        { "RunCacheOthersMayWrite",
            args({ "run", "$DIR/k.cu", "--kernel", "k", "--block", "1", "--arg", "a=float[1]", "--arg", "n=1" }), 2,
            "may be written by others (mode 777)",
            [](const QString& dir) {
                write(dir + QStringLiteral("/k.cu"), "__global__ void k(float* a, int n) { a[0] = float(n); }\n");
                QDir().mkpath(dir + QStringLiteral("/cache"));
                ::chmod(QFile::encodeName(dir + QStringLiteral("/cache")).constData(), 0777);
            },
            { "CUDAVIZ_PLAYGROUND_CACHE=$DIR/cache" } },
    };
}

std::vector<HostileCase> cases()
{
    std::vector<HostileCase> all;
    for (const auto& part :
        { mapCases(), chartCases(), benchCases(), moduleAndWindowCases(), lessonCases(), runCases() })
        all.insert(all.end(), part.begin(), part.end());
    return all;
}

// gtest prints the parameter when a case fails: its name, not its bytes.
void PrintTo(const HostileCase& c, std::ostream* os)
{
    *os << c.name;
}

class Hostile : public testing::TestWithParam<HostileCase>
{
};

TEST_P(Hostile, AnswersWithTheRealCauseAndLeavesNothingBehind)
{
    const HostileCase& c = GetParam();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    if (c.setup)
        c.setup(dir.path());
    CliOptions options;
    options.env = expand(c.env, dir.path());
    options.addressSpaceLimit = kCap == 0 ? 0 : c.addressSpace ? c.addressSpace : kCap;
    options.timeoutMs = 120000;
    if (c.stdoutToNull)
        options.stdoutFile = QStringLiteral("/dev/null");
    const CliResult r = runCudaviz(expand(c.args, dir.path()), options);
    EXPECT_EQ(r.exitCode, c.exitCode) << "stderr: " << r.err.left(2000).toStdString();
    const QString fragment = QString::fromUtf8(c.fragment);
    EXPECT_TRUE(r.out.contains(fragment) || r.err.contains(fragment))
        << "expected '" << c.fragment << "' in\nstdout: " << r.out.left(2000).toStdString()
        << "\nstderr: " << r.err.left(2000).toStdString();
    for (const QString& name : c.mustNotExist) {
        EXPECT_FALSE(QFileInfo::exists(dir.filePath(name))) << name.toStdString() << " was left behind";
        const QStringList temporaries = QDir(dir.path()).entryList({ name + QStringLiteral(".*") }, QDir::Files);
        EXPECT_TRUE(temporaries.isEmpty()) << temporaries.join(QLatin1Char(' ')).toStdString() << " was left behind";
    }
    // No half-written temporary files either (QSaveFile's live beside the target).
    for (const QString& left : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden))
        EXPECT_FALSE(left.contains(QStringLiteral(".tmp")) || left.startsWith(QLatin1Char('.'))) << left.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Catalogue, Hostile, testing::ValuesIn(cases()),
    [](const testing::TestParamInfo<HostileCase>& each) { return std::string(each.param.name); });

} // namespace
