// cudaviz exercise: list, show, check and validate, with the page's own checker; exit status 0
// passed, 1 not yet, 2 bad usage. Each test has its own settings (which exercises are passed).
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
struct Session
{
    QTemporaryDir dir;
    CliResult run(const QStringList& arguments) const
    {
        CliOptions options;
        options.env = { QStringLiteral("XDG_CONFIG_HOME=") + dir.path() };
        options.timeoutMs = 120000;
        return runCudaviz(QStringList { QStringLiteral("exercise") } + arguments, options);
    }
    QString write(const QString& name, const QByteArray& text) const
    {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
        return f.fileName();
    }
};

QJsonObject json(const CliResult& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}
} // namespace

TEST(CliExercise, ACheatFailsOnAHiddenLaunchAndTheFixPassesAndCounts)
{
    Session s;
    const CliResult starter = s.run({ QStringLiteral("show"), QStringLiteral("guard"), QStringLiteral("--starter") });
    ASSERT_EQ(starter.exitCode, 0) << starter.err.toStdString();
    ASSERT_TRUE(starter.out.contains(QStringLiteral("// your code")));
    QString cheat = starter.out;
    cheat.replace(QRegularExpression(QStringLiteral("    // your code[^\n]*")),
        QStringLiteral("    if (i < 50)\n        out[i] = 2.0f * a[i];"));
    const QString file = s.write(QStringLiteral("guard.cu"), cheat.toUtf8());

    const CliResult failed = s.run({ QStringLiteral("check"), QStringLiteral("guard"), file, QStringLiteral("--json"),
        QStringLiteral("--seed"), QStringLiteral("9") });
    EXPECT_EQ(failed.exitCode, 1) << failed.err.toStdString();
    const QJsonObject v = json(failed);
    EXPECT_EQ(v.value(QStringLiteral("exercise")).toString(), QStringLiteral("guard"));
    EXPECT_FALSE(v.value(QStringLiteral("passed")).toBool(true));
    EXPECT_EQ(v.value(QStringLiteral("seed")).toInt(), 9);
    const QJsonArray shapes = v.value(QStringLiteral("shapes")).toArray();
    ASSERT_EQ(shapes.size(), 4);
    EXPECT_TRUE(shapes[0].toObject().value(QStringLiteral("passed")).toBool()); // the shown launch is fooled
    EXPECT_FALSE(shapes[0].toObject().value(QStringLiteral("hidden")).toBool(true));
    const QJsonObject small = shapes[1].toObject();
    EXPECT_TRUE(small.value(QStringLiteral("hidden")).toBool());
    EXPECT_EQ(small.value(QStringLiteral("shape")).toString(), QStringLiteral("<<<1, 32>>>, n = 7; a[7], out[7]"));
    const QJsonObject first = small.value(QStringLiteral("problems")).toArray().first().toObject();
    EXPECT_EQ(first.value(QStringLiteral("kind")).toString(), QStringLiteral("out_of_bounds"));
    EXPECT_EQ(first.value(QStringLiteral("line")).toInt(), 5);

    const CliResult listed = s.run({ QStringLiteral("list"), QStringLiteral("--json") });
    ASSERT_EQ(listed.exitCode, 0);
    const QJsonArray before = json(listed).value(QStringLiteral("exercises")).toArray();
    ASSERT_EQ(before.size(), 60);
    EXPECT_EQ(before[2].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("guard"));
    EXPECT_FALSE(before[2].toObject().value(QStringLiteral("passed")).toBool(true));

    cheat.replace(QStringLiteral("i < 50"), QStringLiteral("i < n"));
    s.write(QStringLiteral("guard.cu"), cheat.toUtf8());
    const CliResult passed = s.run({ QStringLiteral("check"), QStringLiteral("guard"), file });
    EXPECT_EQ(passed.exitCode, 0) << passed.out.toStdString();
    EXPECT_TRUE(passed.out.startsWith(QStringLiteral("Passed on all 4 launches"))) << passed.out.toStdString();
    const QJsonArray after = json(s.run({ QStringLiteral("list"), QStringLiteral("--json") }))
                                 .value(QStringLiteral("exercises"))
                                 .toArray();
    EXPECT_TRUE(after[2].toObject().value(QStringLiteral("passed")).toBool());
}

namespace {
bool ticked(const Session& s, int index)
{
    return json(s.run({ QStringLiteral("list"), QStringLiteral("--json") }))
        .value(QStringLiteral("exercises"))
        .toArray()[index]
        .toObject()
        .value(QStringLiteral("passed"))
        .toBool();
}
} // namespace

// A tick means the exercise's current code passed: a later failed check of the same file takes it
// away, and a check of some other file leaves the page's code, and its tick, alone.
TEST(CliExercise, ATickFollowsTheCurrentCode)
{
    Session s;
    QString code = s.run({ QStringLiteral("show"), QStringLiteral("map"), QStringLiteral("--starter") }).out;
    code.replace(
        QRegularExpression(QStringLiteral("    // your code[^\n]*")), QStringLiteral("    out[i] = a[i] + 10.0f;"));
    const QString file = s.write(QStringLiteral("map.cu"), code.toUtf8());
    EXPECT_EQ(s.run({ QStringLiteral("check"), QStringLiteral("map"), file }).exitCode, 0);
    EXPECT_TRUE(ticked(s, 0));
    s.write(QStringLiteral("map.cu"), QString(code).replace(QStringLiteral("10.0f"), QStringLiteral("11.0f")).toUtf8());
    EXPECT_EQ(s.run({ QStringLiteral("check"), QStringLiteral("map"), file }).exitCode, 1);
    EXPECT_FALSE(ticked(s, 0));
    s.write(QStringLiteral("map.cu"), code.toUtf8());
    EXPECT_EQ(s.run({ QStringLiteral("check"), QStringLiteral("map"), file }).exitCode, 0);
    EXPECT_TRUE(ticked(s, 0));
    // Another student's file, wrong: the page keeps map.cu's code and its tick, and says so.
    const QString other = s.write(
        QStringLiteral("other.cu"), QString(code).replace(QStringLiteral("10.0f"), QStringLiteral("9.0f")).toUtf8());
    const CliResult checked = s.run({ QStringLiteral("check"), QStringLiteral("map"), other });
    EXPECT_EQ(checked.exitCode, 1);
    EXPECT_TRUE(checked.err.contains(QStringLiteral("The Playground holds other code for 'map'")))
        << checked.err.toStdString();
    EXPECT_TRUE(ticked(s, 0));
}

TEST(CliExercise, BadUsageIsExitStatusTwo)
{
    Session s;
    EXPECT_EQ(s.run({}).exitCode, 2);
    EXPECT_EQ(s.run({ QStringLiteral("check"), QStringLiteral("guard") }).exitCode, 2);
    const CliResult unknown = s.run({ QStringLiteral("show"), QStringLiteral("nope") });
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("no exercise 'nope'; the exercises are map, zip, guard")))
        << unknown.err.toStdString();
    EXPECT_EQ(s.run({ QStringLiteral("list"), QStringLiteral("--seed"), QStringLiteral("-1") }).exitCode, 2);
    // A kernel that does not compile is not yet passed (1); a check that cannot run at all is 2.
    const QString broken = s.write(
        QStringLiteral("broken.cu"), "__global__ void map(const float* a, float* out)\n{\n    nonsense here\n}\n");
    EXPECT_EQ(s.run({ QStringLiteral("check"), QStringLiteral("map"), broken }).exitCode, 1);
    CliOptions noCompiler;
    noCompiler.env = { QStringLiteral("XDG_CONFIG_HOME=") + s.dir.path(), QStringLiteral("CUDAVIZ_CXX=/nonexistent") };
    const CliResult cannot = runCudaviz({ QStringLiteral("exercise"), QStringLiteral("check"), QStringLiteral("map"),
                                            broken, QStringLiteral("--json") },
        noCompiler);
    EXPECT_EQ(cannot.exitCode, 2);
    EXPECT_EQ(json(cannot).value(QStringLiteral("error")).toString(),
        QStringLiteral("CUDAVIZ_CXX names /nonexistent, which is not an executable program."));
    const CliResult missing
        = s.run({ QStringLiteral("check"), QStringLiteral("map"), s.dir.filePath(QStringLiteral("none.cu")) });
    EXPECT_EQ(missing.exitCode, 2);
}

TEST(CliExercise, ATeachersFileIsValidatedByRunningItsSolution)
{
    Session s;
    const QByteArray good = R"json({"format": "cudaviz-exercise", "version": 1, "id": "negate",
        "title": {"en": "Negate", "zh_CN": "取反"}, "task": "out[i] = -a[i], one thread per element.",
        "launch": "--grid 2 --block 32 --arg a=float[50]:iota --arg out=float[50] --arg n=50",
        "shapes": [{"launch": "--grid 1 --block 32 --arg a=float[3]:random --arg out=float[3] --arg n=3",
                    "why": "smaller than a warp"}],
        "outputs": ["out"], "rules": [{"rule": "max_outputs_per_thread", "value": 1}, {"rule": "every_block"}],
        "starter": ["__global__ void negate(const float* a, float* out, int n)", "{", "    // your code", "}"],
        "solution": ["__global__ void negate(const float* a, float* out, int n)", "{",
                     "    int i = blockIdx.x * blockDim.x + threadIdx.x;", "    if (i < n)", "        out[i] = -a[i];", "}"]})json";
    const QString goodFile = s.write(QStringLiteral("negate.json"), good);
    const CliResult ok = s.run({ QStringLiteral("validate"), goodFile });
    EXPECT_EQ(ok.exitCode, 0) << ok.err.toStdString();
    EXPECT_EQ(
        ok.out.trimmed(), goodFile + QStringLiteral(": ok, exercise 'negate', its solution passes on 2 launches"));
    // A student checks against the teacher's file by its path.
    const QString attempt = s.write(QStringLiteral("mine.cu"),
        "__global__ void negate(const float* a, float* out, int n)\n{\n    if (threadIdx.x == 0 && blockIdx.x == 0)\n"
        "        for (int i = 0; i < n; ++i)\n            out[i] = -a[i];\n}\n");
    const CliResult serial = s.run({ QStringLiteral("check"), goodFile, attempt });
    EXPECT_EQ(serial.exitCode, 1);
    EXPECT_TRUE(serial.out.contains(
        QStringLiteral("thread 0 of block 0 wrote 50 output elements; this exercise gives each thread at most 1")))
        << serial.out.toStdString();

    QByteArray wrong = good;
    wrong.replace("out[i] = -a[i];", "out[i] = a[i];");
    wrong.replace("\"starter\"", "\"poison_outputs\": true, \"starter\"");
    const QString wrongFile = s.write(QStringLiteral("wrong.json"), wrong);
    // The solution is its own reference, so it passes: what a validation catches is a shape it breaks.
    QByteArray broken = good;
    broken.replace("\"--grid 1 --block 32 --arg a=float[3]:random --arg out=float[3] --arg n=3\"",
        "\"--grid 1 --block 32 --arg a=float[3]:random --arg out=float[3] --arg count=3\"");
    const QString brokenFile = s.write(QStringLiteral("broken.json"), broken);
    const CliResult refused = s.run({ QStringLiteral("validate"), brokenFile });
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.err.contains(QStringLiteral(
        "\"shapes[0].launch\" must run the same kernel with the same parameters as \"launch\" (a, n, out)")))
        << refused.err.toStdString();
    EXPECT_EQ(s.run({ QStringLiteral("validate"), wrongFile }).exitCode, 0);
}
