// Every shipped exercise: its reference solution passes and its starter compiles and fails;
// and the checks say precisely what is wrong.
#include "playground/exercise.h"

#include <gtest/gtest.h>

using namespace cvz::playground;

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
    return (a.verdict ? a.verdict->problems : QStringList { a.error }).join(u'\n').toStdString();
}
} // namespace

TEST(Exercises, TwelveShipWithBothLanguages)
{
    const QList<Exercise> all = builtInExercises();
    ASSERT_EQ(all.size(), 12);
    for (const Exercise& e : all) {
        EXPECT_TRUE(e.title.has(QStringLiteral("zh_CN"))) << e.id.toStdString();
        EXPECT_TRUE(e.task.has(QStringLiteral("zh_CN"))) << e.id.toStdString();
        EXPECT_TRUE(e.starter.contains(QStringLiteral("// your code"))) << e.id.toStdString();
    }
}

TEST(Exercises, EverySolutionPassesAndEveryStarterFails)
{
    for (const Exercise& e : builtInExercises()) {
        const ExerciseAttempt solved = attemptExercise(e, e.solution);
        ASSERT_TRUE(solved.verdict) << e.id.toStdString() << ": " << solved.error.toStdString();
        EXPECT_TRUE(solved.verdict->passed)
            << e.id.toStdString() << ": " << solved.verdict->problems.join(u'\n').toStdString();
        const ExerciseAttempt started = attemptExercise(e, e.starter);
        ASSERT_TRUE(started.verdict) << e.id.toStdString() << " starter: " << started.error.toStdString()
                                     << started.compiled.output.toStdString();
        EXPECT_FALSE(started.verdict->passed) << e.id.toStdString();
    }
}

TEST(Exercises, TheStarterSaysWhichElementsWereNeverWritten)
{
    const Exercise& e = exercise(QStringLiteral("map"));
    const ExerciseAttempt a = attemptExercise(e, e.starter);
    ASSERT_TRUE(a.verdict);
    ASSERT_EQ(a.verdict->problems.size(), 1);
    EXPECT_EQ(a.verdict->problems[0], QStringLiteral("64 element(s) of out were never written: 0, 1, 2 and 61 more."));
}

TEST(Exercises, ChecksSayPreciselyWhatIsWrong)
{
    EXPECT_EQ(problemsOf(QStringLiteral("zip"), QStringLiteral("a[i] + b[i]"), QStringLiteral("a[i] + a[i]")),
        "64 element(s) of out are wrong: out[0] is 0 but should be 100; out[1] is 2 but should be 101; out[2] is 4 but "
        "should be 102 and 61 more.");
    // Two threads on one element: the second writer is named, and the elements left out too.
    EXPECT_EQ(problemsOf(QStringLiteral("map"), QStringLiteral("out[i] = a[i]"),
                  QStringLiteral("out[i / 2 * 2] = a[i / 2 * 2]")),
        "Race on out[0]: thread 0 wrote it (line 4) and thread 1 wrote it too (line 4), with no __syncthreads() "
        "between "
        "them, so the result depends on which runs first. (31 more like it.)\n"
        "32 element(s) of out were never written: 1, 3, 5 and 29 more.\n"
        "32 element(s) written by two threads (each element should have one owner): out[0] by thread 0 and thread 1; "
        "out[2] by thread 2 and thread 3; out[4] by thread 4 and thread 5 and 29 more.\n"
        "a[0] was read 2 times from global memory; at most 1 read(s) per element are allowed (keep a value you need "
        "again in a register or in shared memory).");
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
        "A[0] was read 34 times from global memory; at most 2 read(s) per element are allowed (keep a value you need "
        "again in a register or in shared memory).");
}

TEST(Exercises, AMissingBarrierInThePrefixSumIsARace)
{
    const std::string racy = problemsOf(QStringLiteral("prefix-sum"),
        QStringLiteral("        float add = t >= offset ? s[t - offset] : 0.0f;\n        __syncthreads();\n"),
        QStringLiteral("        float add = t >= offset ? s[t - offset] : 0.0f;\n"));
    EXPECT_EQ(racy.rfind("Race on shared s[", 0), 0u) << racy;
}

TEST(Exercises, BadFilesAreRefusedWithTheReason)
{
    QString error;
    EXPECT_FALSE(parseExercise("{", &error));
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-lesson"})", &error));
    EXPECT_EQ(error, QStringLiteral("\"format\" must be \"cudaviz-exercise\""));
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-exercise", "id": "x", "title": "X", "task": "T",
        "starter": "", "solution": "", "launch": "--grid 1 --block 0", "outputs": ["o"]})",
        &error));
    EXPECT_EQ(error, QStringLiteral("\"launch\": --block 0: write X, X,Y or X,Y,Z with whole numbers of at least 1."));
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-exercise", "id": "x", "title": "X", "task": "T",
        "starter": "", "solution": "", "launch": "--block 4", "outputs": ["o"], "rules": [{"rule": "fast"}]})",
        &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("rule 'fast' is not one of one_writer"))) << error.toStdString();
    EXPECT_FALSE(parseExercise(R"({"format": "cudaviz-exercise", "id": "x", "title": "X", "task": "T",
        "starter": "", "solution": "", "launch": "--block 4", "outputs": ["o"],
        "rules": [{"rule": "max_global_reads_per_element", "array": "a", "value": 1e300}]})",
        &error));
    EXPECT_EQ(
        error.toStdString(), "rule 'max_global_reads_per_element': \"value\" must be a number from 0 to 2147483647");
}
