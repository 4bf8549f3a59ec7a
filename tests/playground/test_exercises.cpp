// Every shipped exercise: its reference solution passes and its starter compiles and fails;
// and the checks say precisely what is wrong.
#include "playground/grading/exercisecheck.h"
#include "util/jsonkeys.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
const Exercise& exercise(const QString& id)
{
    static const QList<Exercise> all = builtInExercises();
    for (const Exercise& e : all)
        if (e.id == id)
            return e;
    static Exercise none;
    ADD_FAILURE() << "no exercise " << id.toStdString();
    return none;
}

// The problems on the launch the task shows.
QStringList shownProblems(const Verdict& v)
{
    QStringList out;
    for (const ExerciseProblem& p : v.shapes.value(0).problems)
        out << p.message;
    return out;
}

// The exercise's solution with one text replaced: a student's attempt with one mistake.
// Problems as one text, one per line: failures print readably.
std::string problemsOf(const QString& id, const QString& from, const QString& to)
{
    const Exercise& e = exercise(id);
    QString source = e.solution;
    EXPECT_TRUE(source.contains(from)) << from.toStdString();
    source.replace(from, to);
    const ExerciseAttempt a = attemptExercise(e, source);
    EXPECT_TRUE(a.verdict) << a.error.toStdString();
    return (a.verdict ? shownProblems(*a.verdict) : QStringList { a.error }).join(u'\n').toStdString();
}
} // namespace

TEST(Exercises, SixtyShipWithBothLanguages)
{
    const QList<Exercise> all = builtInExercises();
    ASSERT_EQ(all.size(), 60);
    for (const Exercise& e : all) {
        EXPECT_TRUE(e.title.has(QStringLiteral("zh_CN"))) << e.id.toStdString();
        EXPECT_TRUE(e.task.has(QStringLiteral("zh_CN"))) << e.id.toStdString();
        EXPECT_TRUE(e.starterIn(QStringLiteral("en")).contains(QStringLiteral("// your code"))) << e.id.toStdString();
        // Its comments in Chinese too, and the code the same.
        const QString zh = e.starterIn(QStringLiteral("zh_CN"));
        EXPECT_TRUE(zh.contains(QStringLiteral("// 你的代码"))) << e.id.toStdString();
        static const QRegularExpression comment(QStringLiteral("//[^\\n]*"));
        EXPECT_EQ(QString(zh).remove(comment), e.starterIn(QStringLiteral("en")).remove(comment)) << e.id.toStdString();
    }
}

namespace {
// The shipped exercises' ids, from their files' names (NN-id.json): one test each, so that the
// suite spreads over the cores.
std::vector<std::string> shippedIds()
{
    std::vector<std::string> ids;
    for (const QString& f : QDir(QStringLiteral(CUDAVIZ_SOURCE_DIR "/resources/exercises"))
                                .entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        ids.push_back(f.section(u'-', 1).chopped(5).toStdString());
    return ids;
}

class ShippedExercise : public testing::TestWithParam<std::string>
{
};
} // namespace

TEST_P(ShippedExercise, ItsSolutionPassesAndItsStarterFails)
{
    const Exercise& e = exercise(QString::fromStdString(GetParam()));
    const ExerciseAttempt solved = attemptExercise(e, e.solution);
    ASSERT_TRUE(solved.verdict) << e.id.toStdString() << ": " << solved.error.toStdString();
    EXPECT_TRUE(solved.verdict->passed) << e.id.toStdString() << ": "
                                        << solved.verdict->messages(QStringLiteral("en")).join(u'\n').toStdString();
    const ExerciseAttempt started = attemptExercise(e, e.starterIn(QStringLiteral("zh_CN")));
    ASSERT_TRUE(started.verdict) << e.id.toStdString() << " starter: " << started.error.toStdString()
                                 << started.compiled.output.toStdString();
    EXPECT_FALSE(started.verdict->passed) << e.id.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Shipped, ShippedExercise, testing::ValuesIn(shippedIds()), [](const testing::TestParamInfo<std::string>& param) {
        std::string name = param.param;
        for (char& c : name)
            c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return name;
    });

TEST(Exercises, TheStarterSaysWhichElementsWereNeverWritten)
{
    const Exercise& e = exercise(QStringLiteral("map"));
    const ExerciseAttempt a = attemptExercise(e, e.starterIn(QStringLiteral("en")));
    ASSERT_TRUE(a.verdict);
    ASSERT_EQ(shownProblems(*a.verdict).size(), 1);
    EXPECT_EQ(
        shownProblems(*a.verdict)[0], QStringLiteral("64 element(s) of out were never written: 0, 1, 2 and 61 more."));
}

TEST(Exercises, ChecksSayPreciselyWhatIsWrong)
{
    EXPECT_EQ(problemsOf(QStringLiteral("zip"), QStringLiteral("a[i] + b[i]"), QStringLiteral("a[i] + a[i]")),
        "64 element(s) of out are wrong: out[0] is 0 but should be 100; out[1] is 2 but should be 101; out[2] is 4 but "
        "should be 102 and 61 more.");
    // Two threads on one element: the second writer is named, and the elements left out too.
    EXPECT_EQ(problemsOf(QStringLiteral("map"), QStringLiteral("out[i] = a[i]"),
                  QStringLiteral("out[i / 2 * 2] = a[i / 2 * 2]")),
        "Race on out[0]: thread 0 and thread 1 both wrote it on line 4: the index there came out as 0 for both, so "
        "one overwrites the other. Each element should have one writer: check how the index is computed from "
        "threadIdx and blockIdx. (31 more like it.) The values a race leaves in the emulator can differ from a GPU's: "
        "the emulator runs a block's threads in an order of its own, a GPU in another each time.\n"
        "32 element(s) of out were never written: 1, 3, 5 and 29 more.\n"
        "32 element(s) written by two threads (each element should have one owner): out[0] by thread 0 and thread 1; "
        "out[2] by thread 2 and thread 3; out[4] by thread 4 and thread 5 and 29 more.\n"
        "a[0] was read 2 times from global memory, where the exercise allows 1 read(s) per element (keep a value you "
        "need again in a register or in shared memory).");
    EXPECT_EQ(problemsOf(QStringLiteral("guard"), QStringLiteral("    if (i < n)\n"), QString()),
        "Out of bounds (line 4): thread 50 read a[50..63], but a has 50 elements; 14 access(es) like it. A guard such "
        "as if (i < n) keeps threads past the end from touching memory.\n"
        "Out of bounds (line 4): thread 50 wrote out[50..63], but out has 50 elements; 14 access(es) like it. A guard "
        "such as if (i < n) keeps threads past the end from touching memory.");
}

TEST(Exercises, MemoryLimitsNameTheLineAndTheNumbers)
{
    // Each thread takes a contiguous chunk of 16: the lanes of a warp are 64 bytes apart, each in a
    // sector of its own (31.3 on average: the last warps have fewer lanes with work).
    EXPECT_EQ(
        problemsOf(QStringLiteral("grid-stride"),
            QStringLiteral("for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)"),
            QStringLiteral("for (int i = (blockIdx.x * blockDim.x + threadIdx.x) * 16, end = i + 16; i < n && i < "
                           "end; ++i)")),
        "Uncoalesced: the load of a on line 5 touches 31.3 sectors per request where 4 suffice.\n"
        "Uncoalesced: the store of out on line 6 touches 31.3 sectors per request where 4 suffice.");
    EXPECT_EQ(problemsOf(QStringLiteral("transpose-tile"), QStringLiteral("tile[TILE][TILE + 1]"),
                  QStringLiteral("tile[TILE][TILE]")),
        "Bank conflicts: the load of tile on line 14 takes 32.0 wavefronts per request where 1 suffices.");
    // The tile loaded, and A read again from global memory beside it: 2 + 32 reads of A[0].
    EXPECT_EQ(
        problemsOf(QStringLiteral("matmul-tiled"), QStringLiteral("sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];"),
            QStringLiteral("sum += A[row * n + t + k] * Bs[k][threadIdx.x];")),
        "A[0] was read 34 times from global memory, where the exercise allows 2 read(s) per element (keep a value you "
        "need again in a register or in shared memory).");
}

namespace {
// Every launch's problems, each launch named: what the student reads under Findings.
std::string allProblems(const QString& id, const QString& from, const QString& to)
{
    const Exercise& e = exercise(id);
    QString source = e.solution;
    EXPECT_TRUE(source.contains(from)) << from.toStdString();
    source.replace(from, to);
    const ExerciseAttempt a = attemptExercise(e, source, nullptr, 7);
    EXPECT_TRUE(a.verdict) << a.error.toStdString();
    if (!a.verdict)
        return a.error.toStdString();
    EXPECT_FALSE(a.verdict->passed);
    return a.verdict->messages(QStringLiteral("en")).join(u'\n').toStdString();
}
} // namespace

// The usual ways to pass without doing what the exercise teaches fail, saying which rule.
TEST(ExerciseCheats, OneThreadDoingAllTheWorkFailsTheRuleItBreaks)
{
    EXPECT_EQ(allProblems(QStringLiteral("map"), QStringLiteral("    int i = threadIdx.x;\n    out[i] = a[i] + 10.0f;"),
                  QStringLiteral("    if (threadIdx.x == 0)\n        for (int j = 0; j < blockDim.x; ++j)\n"
                                 "            out[j] = a[j] + 10.0f;")),
        "The launch shown (<<<1, 64>>>; a[64], out[64]):\n"
        "thread 0 wrote 64 output element(s); this exercise gives each thread at most 1: share the work among the "
        "threads (out).\n"
        "1 thread(s) wrote output where the reference solution has 64 doing so: the work is done by too few threads. "
        "This exercise is about spreading it over the launch, one thread per piece.\n"
        "Hidden launch 2 of 3 (smaller than a warp, random values: <<<1, 16>>>; a[16], out[16]):\n"
        "thread 0 wrote 16 output element(s); this exercise gives each thread at most 1: share the work among the "
        "threads (out).\n"
        "1 thread(s) wrote output where the reference solution has 16 doing so: the work is done by too few threads. "
        "This exercise is about spreading it over the launch, one thread per piece.\n"
        "Hidden launch 3 of 3 (a larger launch, random values: <<<1, 256>>>; a[256], out[256]):\n"
        "thread 0 wrote 256 output element(s); this exercise gives each thread at most 1: share the work among the "
        "threads (out).\n"
        "1 thread(s) wrote output where the reference solution has 256 doing so: the work is done by too few "
        "threads. This exercise is about spreading it over the launch, one thread per piece.");
    // A grid-stride loop run by one thread of one block.
    const std::string serial = allProblems(QStringLiteral("grid-stride"),
        QStringLiteral("for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)"),
        QStringLiteral("for (int i = blockIdx.x + threadIdx.x == 0 ? 0 : n; i < n; ++i)"));
    EXPECT_NE(serial.find("1 thread(s) wrote output where the reference solution has 64 doing so"), std::string::npos)
        << serial;
    EXPECT_NE(serial.find("1 block(s) wrote no output (block 1): every block should take its part of the work."),
        std::string::npos)
        << serial;
}

TEST(ExerciseCheats, OneBlockDoingAllTheWorkFails)
{
    const std::string oneBlock = allProblems(QStringLiteral("blocks"),
        QStringLiteral(
            "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n)\n        out[i] = a[i] + 10.0f;"),
        QStringLiteral("    if (blockIdx.x == 0)\n        for (int i = threadIdx.x; i < n; i += blockDim.x)\n"
                       "            out[i] = a[i] + 10.0f;"));
    EXPECT_NE(oneBlock.find("3 block(s) wrote no output (block 1; block 2; block 3): every block should take its part "
                            "of the work."),
        std::string::npos)
        << oneBlock;
    EXPECT_NE(oneBlock.find("Hidden launch 3 of 3 (n not a multiple of the block, random values: <<<7, 64>>>, n = 400; "
                            "a[400], out[400]):"),
        std::string::npos)
        << oneBlock;
}

TEST(ExerciseCheats, HardCodedValuesAndSizesFailOnAHiddenLaunch)
{
    // The shown launch adds iota and 100: i + 100 is right there, and wrong on random values.
    const std::string values = allProblems(
        QStringLiteral("zip"), QStringLiteral("out[i] = a[i] + b[i];"), QStringLiteral("out[i] = i + 100.0f;"));
    EXPECT_EQ(values.rfind("Hidden launch 2 of 3 (smaller than a warp, random values: <<<1, 16>>>; a[16], b[16], "
                           "out[16]):\n16 element(s) of out are wrong: out[0] is 100 but should be ",
                  0),
        0u)
        << values;
    EXPECT_EQ(values.find("The launch shown"), std::string::npos) << values;
    // n = 50 written into the guard: past the end of a 7-element array, and short of 100.
    const std::string size
        = allProblems(QStringLiteral("guard"), QStringLiteral("if (i < n)"), QStringLiteral("if (i < 50)"));
    EXPECT_NE(size.find("Hidden launch 2 of 4 (smaller than a warp, random values: <<<1, 32>>>, n = 7; a[7], "
                        "out[7]):\nOut of bounds (line 5): thread 7 read a[7..31], but a has 7 elements"),
        std::string::npos)
        << size;
    EXPECT_NE(size.find("50 element(s) of out were never written: 50, 51, 52 and 47 more."), std::string::npos) << size;
}

TEST(ExerciseCheats, SwappedAxesFailOnANonSquareGrid)
{
    const std::string swapped = allProblems(QStringLiteral("blocks-2d"),
        QStringLiteral("    int col = blockIdx.x * blockDim.x + threadIdx.x;\n    int row = blockIdx.y * blockDim.y + "
                       "threadIdx.y;"),
        QStringLiteral("    int col = blockIdx.y * blockDim.x + threadIdx.x;\n    int row = blockIdx.x * blockDim.y + "
                       "threadIdx.y;"));
    EXPECT_EQ(swapped.rfind("Hidden launch 2 of 4 (a grid that is not square, random values: <<<(2, 5), (8, 2)>>>, "
                            "n = 10; a[100], out[100]):",
                  0),
        0u)
        << swapped;
}

TEST(ExerciseCheats, ALoopOverWholeTilesOnlyFailsOnAPartialTile)
{
    const std::string wholeTiles
        = allProblems(QStringLiteral("matmul-tiled"), QStringLiteral("for (int t = 0; t < n; t += TILE)"),
            QStringLiteral("for (int t = 0; t < n / TILE * TILE; t += TILE)"));
    EXPECT_EQ(wholeTiles.rfind("Hidden launch 2 of 3 (n not a multiple of the tile (a partial last tile), random "
                               "values: <<<(2, 2), (16, 16)>>>, n = 20; A[400], B[400], C[400]):\n400 element(s) of C "
                               "are wrong: C[0] is ",
                  0),
        0u)
        << wholeTiles;
    EXPECT_NE(wholeTiles.find("Hidden launch 3 of 3 (a matrix smaller than one tile, random values: <<<1, (16, 16)>>>, "
                              "n = 5; A[25], B[25], C[25]):\n25 element(s) of C are wrong: C[0] is 0 but "
                              "should be "),
        std::string::npos)
        << wholeTiles;
}

TEST(ExerciseCheats, APassComparesTheTrafficWithTheReference)
{
    const Exercise& e = exercise(QStringLiteral("transpose-tile"));
    const ExerciseAttempt a = attemptExercise(e, e.solution, nullptr, 3);
    ASSERT_TRUE(a.verdict) << a.error.toStdString();
    ASSERT_TRUE(a.verdict->passed);
    EXPECT_EQ(a.verdict->shapes.size(), 3);
    EXPECT_EQ(a.verdict->comparison.toStdString(),
        "Your kernel beside the reference solution, on the launch shown: global loads 512 sectors (1.0x the "
        "reference's 512), stores 512 sectors (1.0x), shared-memory wavefronts 256 (1.0x), bank conflicts 0 (reference "
        "0), __syncthreads() passed 1 (reference 1). See Memory for where.");
    EXPECT_EQ(a.verdict->traffic.value(QStringLiteral("global_load_sectors")).toArray(), QJsonArray({ 512.0, 512.0 }));
}

namespace {
// Exercises with a mistake a student makes (each one not tested for a cheat above), and the first
// thing the check says about it, on the first launch it fails (`shape`: 0 the one shown).
struct Attempt
{
    const char* id;
    const char* from;
    const char* to;
    int shape;
    const char* first; // the first problem's message (a prefix where values are random)
    bool prefix;
};
const Attempt kAttempts[] = {
    { "map-2d", "        out[row * n + col] = a[row * n + col] + 10.0f;",
        "        out[row * n + col] = a[col * n + row] + 10.0f;", 0,
        "30 element(s) of out are wrong: out[1] is 16 but should be 11; out[2] is 22 but should be 12; out[3] is "
        "28 "
        "but should be 13 and 27 more.",
        false },
    { "broadcast", "        out[row * n + col] = a[row] + b[col];", "        out[row * n + col] = a[col] + b[row];", 0,
        "30 element(s) of out are wrong: out[1] is 1 but should be 10; out[2] is 2 but should be 20; out[3] is 3 "
        "but should be 30 and 27 more.",
        false },
    { "shared-sum", "    s[t] = a[blockIdx.x * blockDim.x + t];",
        "    s[t] = 0.0f;\n    if (t == 0)\n        for (int k = 0; k < blockDim.x; ++k)\n            s[0] += "
        "a[blockIdx.x * blockDim.x + k];",
        0,
        "4 thread(s) read a, where the reference solution has 256 reading it: a few threads do the work of many. "
        "Let "
        "every thread load its part (into shared memory), then combine the parts together.",
        false },
    { "matmul-tiled", "            sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];",
        "        {\n            sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];\n            __syncthreads();\n    "
        "    }",
        0,
        "A thread passed 36 __syncthreads() where the reference solution passes 4: each one stops the whole block. "
        "Two a step are enough: one after the tile is loaded, one before it is overwritten.",
        false },
    { "coarsening", "        int j = i + k * T;", "        int j = 4 * i + k;", 0,
        "Uncoalesced: the load of a on line 8 touches 16.0 sectors per request where 4 suffice.", false },
    { "coalesced-copy", "        out[y * width + x] = in[y * width + x];",
        "        out[x * height + y] = in[x * height + y];", 0,
        "The kernel moves 8192 sectors of global memory, 8.0x the reference solution's 1024 (at most 1.05x): read "
        "and write so that a warp's lanes touch neighbouring addresses (see Memory).",
        false },
    { "transpose-naive", "        out[x * height + y] = in[y * width + x];",
        "        out[x * width + y] = in[y * width + x];", 0,
        "Out of bounds (line 6): thread (0, 0) of block (2, 0) wrote out[1536..2287], but out has 1536 elements; "
        "512 "
        "access(es) like it. A guard such as if (row < height && col < width) keeps threads past the end from "
        "touching memory; if the kernel has one, check how the index is computed.",
        false },
    { "reverse-shared", "    __syncthreads();\n", "", 0,
        "Race on shared s[32]: thread 31 of block 0 read it (line 7) and thread 32 of block 0 wrote it (line 6), "
        "with no __syncthreads() between them, so the result depends on which runs first. (63 more like it.)"
        " The values a race leaves in the emulator can differ from a GPU's: the emulator runs a block's "
        "threads in an order of its own, a GPU in another each time.",
        false },
    { "transpose-coalesced", "        odata[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];",
        "        odata[(y + j) * width + x] = idata[x * width + y + j];", 0,
        "0 shared-memory word(s) carried a value from one thread to another, where the reference solution's carry "
        "3968: the data should flow through shared memory (each thread stores its part, other threads read it), not "
        "pass it by.",
        false },
    { "row-sums", "tile[N][N + 1]", "tile[N][N]", 0,
        "Bank conflicts: the load of tile on line 12 takes 32.0 wavefronts per request where 1 suffices.", false },
    { "warp-sum", "        v += __shfl_down_sync(0xffffffff, v, offset);",
        "        v += __shfl_down_sync(0x0000ffff, v, offset);", 0,
        "Warp shuffle (line 6): thread 0 of block 0 reads the value of lane 16, which is not in the call's mask. "
        "CUDA leaves the result undefined; the emulator gives the lane its own value. Every lane a shuffle reads "
        "must be in its mask.",
        false },
    { "array-sum", "    if (t == 0)\n        atomicAdd(out, s[0]);", "    if (i < n)\n        atomicAdd(out, a[i]);", 0,
        "The kernel made 256 atomic operations on global memory; the reference solution makes 4, and this exercise "
        "allows at most 4: every thread of every block waits its turn at the same few addresses. Add up in shared "
        "memory first, then add each block's result once.",
        false },
    { "dot", "    if (t == 0)\n        atomicAdd(out, s[0]);", "    if (t == 0)\n        out[0] += s[0];", 0,
        "out[0] was written by a thread of block 0 and by thread 0 of block 1 without an atomic: on a GPU blocks "
        "run in any order and at the same time, so one block's value overwrites the other's. Combine blocks' "
        "results with atomicAdd (or write one element per block).",
        false },
    { "shared-budget", "s[64]; // one float per thread: 256 bytes", "s[1024]; // one float per thread: 256 bytes", 0,
        "A block of this kernel holds 4096 bytes of shared memory; the exercise allows 256, so that more blocks "
        "fit on a multiprocessor at once (shared memory is one of the limits of occupancy).",
        false },
    { "histogram", "        atomicAdd(&bins[a[i] % 16], 1);", "        bins[a[i] % 16]++;", 0,
        "Race on bins[3]: thread 1 of block 0 and thread 7 of block 0 both read it, changed it and wrote it back "
        "on line 5 (as += or ++ do), so one of the updates is lost. Many threads adding to one element need an "
        "atomic: atomicAdd(&bins[3], ...) reads, adds and writes as one step."
        " The values a race leaves in the emulator can differ from a GPU's: the emulator runs a block's "
        "threads in an order of its own, a GPU in another each time.",
        false },
    { "histogram-shared", "        atomicAdd(&local[a[i] % 16], 1);", "        atomicAdd(&bins[a[i] % 16], 1);", 0,
        "0 shared-memory word(s) carried a value from one thread to another, where the reference solution's carry 62: "
        "the data should flow through shared memory (each thread stores its part, other threads read it), not pass it "
        "by.",
        false },
    { "scan-brent-kung", "    for (int stride = SECTION / 4; stride > 0; stride /= 2) {\n        __syncthreads();",
        "    for (int stride = SECTION / 4; stride > 0; stride /= 2) {", 0,
        "Race on shared s[47]: thread 0 wrote it (line 17) and thread 2 read it (line 17), lanes of the block's one "
        "warp with no __syncthreads() (or __syncwarp()) between them, so the result depends on which runs first. "
        "(25 more like it.)"
        " The values a race leaves in the emulator can differ from a GPU's: the emulator runs a block's "
        "threads in an order of its own, a GPU in another each time.",
        false },
    { "stencil", "        out[i] = s[t - 1] + s[t] + s[t + 1];",
        "        out[i] = (i > 0 ? a[i - 1] : 0.0f) + a[i] + (i + 1 < n ? a[i + 1] : 0.0f);", 0,
        "0 shared-memory word(s) carried a value from one thread to another, where the reference solution's carry "
        "128: the data should flow through shared memory (each thread stores its part, other threads read it), not "
        "pass it by.",
        false },
    { "conv2d-constant", "mask[(dy + 1) * 3 + dx + 1]",
        "(dx == 0 && dy == 0 ? -4.0f : dx == 0 || dy == 0 ? 1.0f : 0.0f)", 1,
        "140 element(s) of out are wrong: out[0] is ", true },
    { "matmul-coarsened", "    for (int t = 0; t < n; t += TILE) {",
        "    for (int t = 0; t < n / TILE * TILE; t += TILE) {", 1, "400 element(s) of C are wrong: C[0] is ", true },
    { "spmv-csr", "    if (row < m.rows) {", "    {", 0,
        "Out of bounds (line 14): thread 7 read m.rowPtr[7..31], but m.rowPtr has 7 elements; 25 access(es) like "
        "it. A guard such as if (i < n) keeps threads past the end from touching memory.",
        false },
    { "softmax", "    __syncthreads(); // every thread has m before s[0] is written again\n", "", 0,
        "Race on shared s[0]: thread 0 of block 0 wrote it (line 16) and thread 32 of block 0 read it (line 14), "
        "with no __syncthreads() between them, so the result depends on which runs first. (3 more like it.)"
        " The values a race leaves in the emulator can differ from a GPU's: the emulator runs a block's "
        "threads in an order of its own, a GPU in another each time.",
        false },

};

// The attempt's first problem on its first failing launch, as `t` says it should be.
void expectNamesMistake(const Attempt& t)
{
    const Exercise& e = exercise(QString::fromUtf8(t.id));
    QString source = e.solution;
    ASSERT_TRUE(source.contains(QString::fromUtf8(t.from))) << t.id;
    source.replace(QString::fromUtf8(t.from), QString::fromUtf8(t.to));
    const ExerciseAttempt a = attemptExercise(e, source, nullptr, 11);
    ASSERT_TRUE(a.verdict) << t.id << ": " << a.error.toStdString();
    EXPECT_FALSE(a.verdict->passed) << t.id;
    int failing = -1;
    for (qsizetype k = 0; k < a.verdict->shapes.size() && failing < 0; ++k)
        failing = a.verdict->shapes[k].passed ? -1 : int(k);
    ASSERT_EQ(failing, t.shape) << t.id;
    const QString first = a.verdict->shapes[failing].problems.value(0).message;
    if (t.prefix)
        EXPECT_TRUE(first.startsWith(QString::fromUtf8(t.first))) << t.id << ": " << first.toStdString();
    else
        EXPECT_EQ(first.toStdString(), t.first) << t.id;
}
} // namespace

TEST(Exercises, EachNewExerciseNamesItsMistake)
{
    for (const Attempt& t : kAttempts) {
        expectNamesMistake(t);
        if (HasFatalFailure()) // an ASSERT in it ends the test, as it did inline
            return;
    }
}

TEST(Exercises, AMissingBarrierInThePrefixSumIsARace)
{
    const std::string racy = problemsOf(QStringLiteral("prefix-sum"),
        QStringLiteral("        float add = t >= offset ? s[t - offset] : 0.0f;\n        __syncthreads();\n"),
        QStringLiteral("        float add = t >= offset ? s[t - offset] : 0.0f;\n"));
    EXPECT_EQ(racy.rfind("Race on shared s[", 0), 0u) << racy;
}

// docs/exercises.md lists every exercise, in order, with its id and title.
TEST(Exercises, TheDocsTableListsEveryExerciseInOrder)
{
    QFile doc(QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/../../../docs/exercises.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly)) << doc.fileName().toStdString();
    QStringList rows;
    static const QRegularExpression row(QStringLiteral("^\\| (\\d+) \\| ([^|]+) \\| `([^`]+)` \\|"));
    for (const QString& line : QString::fromUtf8(doc.readAll()).split(u'\n'))
        if (const auto m = row.match(line); m.hasMatch())
            rows << QStringLiteral("%1. %2 (%3)").arg(m.captured(1), m.captured(2).trimmed(), m.captured(3));
    QStringList files;
    for (const Exercise& e : builtInExercises())
        files << QStringLiteral("%1 (%2)").arg(e.title.text(QStringLiteral("en")), e.id);
    EXPECT_EQ(rows.join(u'\n').toStdString(), files.join(u'\n').toStdString());
}

TEST(Exercises, BadFilesAreRefusedWithTheReason)
{
    QString error;
    EXPECT_FALSE(parseExercise("{", &error));
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-lesson"})", &error));
    EXPECT_EQ(error, QStringLiteral("\"format\" must be \"cudaviz-exercise\""));
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-exercise", "version": 1, "id": "x", "title": "X", "task": "T",
        "starter": "", "solution": "", "launch": "--grid 1 --block 0", "outputs": ["o"]})",
        &error));
    EXPECT_EQ(error, QStringLiteral("\"launch\": --block 0: write X, X,Y or X,Y,Z with whole numbers of at least 1."));
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-exercise", "version": 1, "id": "x", "title": "X", "task": "T",
        "starter": "", "solution": "", "launch": "--block 4 --arg o=float[4]", "outputs": ["o"],
        "rules": [{"rule": "fast"}]})",
        &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("rule 'fast' is not one of one_writer"))) << error.toStdString();
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-exercise", "version": 1, "id": "x", "title": "X", "task": "T",
        "starter": "", "solution": "", "launch": "--block 4 --arg o=float[4]", "outputs": ["o"],
        "rules": [{"rule": "max_global_reads_per_element", "array": "a", "value": 1e300}]})",
        &error));
    EXPECT_EQ(
        error.toStdString(), "rule 'max_global_reads_per_element': \"value\" must be a number from 0 to 2147483647");
    // Names the launch does not have would check nothing: refused, as the app would.
    const auto refused = [](const char* extra) {
        QString why;
        const QByteArray json = QByteArray(R"({"format": "cudaviz-exercise", "version": 1, "id": "x", "title": "X",
            "task": "T", "starter": "", "solution": "", "launch": "--block 4 --arg o=float[4]", )")
            + extra + "}";
        EXPECT_FALSE(parseExercise(json, &why)) << extra;
        return why.toStdString();
    };
    EXPECT_EQ(refused(R"("outputs": ["out"])"),
        "rule 'outputs' names the array 'out', which the launch does not have (its buffers: o)");
    EXPECT_EQ(refused(R"("outputs": ["o"], "rules": [{"rule": "parallel_reads", "array": "a", "value": 1}])"),
        "rule 'parallel_reads' names the array 'a', which the launch does not have (its buffers: o)");
    EXPECT_EQ(refused(R"("outputs": ["o"], "derived": {"span": 3})"),
        "\"derived\" must give its \"reason\": why this exercise judges differently from the reference");
    EXPECT_EQ(refused(R"("outputs": ["o"], "derived": {"forbid": ["registers"], "reason": "r"})"),
        "\"derived.forbid\": 'registers' is not one of shared, global_atomics, shared_atomics, warp_calls, "
        "no_warp_calls");
    EXPECT_EQ(refused(R"("outputs": ["o"], "derived": {"work": -1, "reason": "r"})"),
        "\"derived.work\" must be a number from 0 (off) to 1000000");
}

TEST(Exercises, ATeachersIdVersionKeysAndLaunchesAreChecked)
{
    const QByteArray rest = R"(, "title": "X", "task": "T", "starter": "", "solution": "",
        "launch": "--block 4 --arg o=float[4]", "outputs": ["o"]})";
    const auto refusal = [&](const QByteArray& head) {
        QString error;
        EXPECT_FALSE(parseExercise(head + rest, &error)) << head.toStdString();
        return error;
    };
    // An id with a slash would land on another exercise's saved code and pass mark.
    EXPECT_TRUE(refusal(R"({"format": "cudaviz-exercise", "version": 1, "id": "/map")")
                    .startsWith(QStringLiteral("\"id\" must be 1 to 100 lowercase letters")));
    EXPECT_TRUE(refusal(R"({"format": "cudaviz-exercise", "version": 1, "id": "a/b")").contains(QStringLiteral("a/b")));
    EXPECT_EQ(refusal(R"({"format": "cudaviz-exercise", "version": 1, "id": "x", "id": "y")"),
        QStringLiteral("the key \"id\" appears twice in one object (at byte 56): which one is meant is not clear"));
    EXPECT_EQ(refusal(R"({"format": "cudaviz-exercise", "version": 2, "id": "x")"),
        QStringLiteral("\"version\" must be 1: this cudaviz reads exercise files of version 1 only"));
    QString error;
    EXPECT_TRUE(parseExercise(R"({"format": "cudaviz-exercise", "version": 1, "id": "x")" + rest, &error))
        << error.toStdString();
    // Thousands of hidden launches: refused before any runs.
    QByteArray shapes = R"({"format": "cudaviz-exercise", "version": 1, "id": "x", "shapes": [)";
    for (int k = 0; k < 12000; ++k)
        shapes += QByteArray(k ? "," : "") + R"({"launch": "--block 4 --arg o=float[4]"})";
    EXPECT_TRUE(refusal(shapes + "]")
                    .startsWith(QStringLiteral("\"shapes\" has 12000 launches: an exercise may have at most 16")));
    // The same key in two objects is no duplicate.
    EXPECT_FALSE(duplicateJsonKey(R"({"a": {"id": 1}, "b": {"id": 2}, "c": [{"x": 1}, {"x": 2}]})"));
    EXPECT_TRUE(duplicateJsonKey(R"({"a": 1, "\u0061": 2})"));
}

TEST(Exercises, ATeachersFileCannotTakeABuiltInExercisesPlace)
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("map.json")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "cudaviz-exercise", "version": 1, "id": "map", "title": "X", "task": "T", "starter": "",
        "solution": "", "launch": "--block 4 --arg o=float[4]", "outputs": ["o"]})");
    f.close();
    QString error;
    EXPECT_FALSE(loadExerciseFile(f.fileName(), &error));
    EXPECT_TRUE(
        error.endsWith(QStringLiteral(": the id 'map' is a built-in exercise's; give the file's exercise another id.")))
        << error.toStdString();
}
