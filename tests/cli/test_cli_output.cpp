// Output that cannot be written is an error, never a success with nothing (or half) written:
// standard output to a full device, and a file on a full disk (a tiny tmpfs in a user and mount
// namespace of its own), where the old file stays as it was.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

// Runs `command` with its standard output on /dev/full.
CliResult toFullDevice(const QStringList& command)
{
    CliOptions options;
    options.stdoutFile = QStringLiteral("/dev/full");
    return runCudaviz(command, options);
}

} // namespace

TEST(CliOutput, AFailedWriteToStandardOutputIsAnError)
{
    for (const QStringList& command :
        { args({ "map", "-n", "16", "--json" }), args({ "trace", "--kernel", "vecadd", "-n", "16" }),
            args({ "devices", "--json" }), args({ "--version" }), args({ "--help-all" }) }) {
        const CliResult r = toFullDevice(command);
        EXPECT_EQ(r.exitCode, 1) << command.join(u' ').toStdString();
        EXPECT_EQ(r.err, QStringLiteral("cudaviz: cannot write to standard output: No space left on device\n"))
            << command.join(u' ').toStdString();
    }
}

TEST(CliOutput, HelpAllIsHelp)
{
    const CliResult r = runCudaviz(args({ "--help-all" }));
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("Usage: cudaviz"))) << r.out.toStdString();
}

TEST(CliOutput, AFullDiskKeepsTheOldFile)
{
    if (!QFileInfo(QStringLiteral("/usr/bin/unshare")).isExecutable())
        GTEST_SKIP() << "no unshare(1) here";
    // 32 KiB of tmpfs, filled but for the old file: the new picture (12 KiB) cannot be written.
    const QString script = QStringLiteral("d=$(mktemp -d) && mount -t tmpfs -o size=32k tmpfs \"$d\" || exit 77\n"
                                          "printf 'old contents' > \"$d/picture.svg\"\n"
                                          "dd if=/dev/zero of=\"$d/fill\" bs=1k count=64 2>/dev/null\n"
                                          "\"$1\" map -n 1000 --block 256 --svg \"$d/picture.svg\"; echo \"exit $?\"\n"
                                          "cat \"$d/picture.svg\"; echo; ls -A \"$d\"\n");
    QProcess p;
    p.start(QStringLiteral("/usr/bin/unshare"),
        { QStringLiteral("-rm"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), script, QStringLiteral("sh"),
            qEnvironmentVariable("CUDAVIZ_TEST_EXE", QStringLiteral(CUDAVIZ_EXE)) });
    ASSERT_TRUE(p.waitForFinished(60000));
    if (p.exitCode() == 77 || p.exitCode() == 1)
        GTEST_SKIP() << "this machine allows no user namespace with a tmpfs: "
                     << p.readAllStandardError().toStdString();
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(out, QStringLiteral("exit 2\nold contents\nfill\npicture.svg\n")) << err.toStdString();
    EXPECT_TRUE(err.endsWith(QStringLiteral("picture.svg: No space left on device\n"))) << err.toStdString();
}

namespace {
QString writeText(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return f.fileName();
}
} // namespace

TEST(CliOutput, AChartOfNothingIsRefusedNotABlankPicture)
{
    QTemporaryDir dir;
    const QString empty = writeText(dir, QStringLiteral("e.json"), R"({"format": "cudaviz-bench-1", "results": []})");
    const CliResult r = runCudaviz({ QStringLiteral("chart"), empty, QStringLiteral("-o"), dir.filePath("e.png") });
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.err,
        QStringLiteral("cudaviz chart: nothing to draw: the files hold no finished run (0 failed, 0 "
                       "skipped)\n"));
    EXPECT_FALSE(QFileInfo::exists(dir.filePath("e.png")));
}

TEST(CliOutput, AChartNameIsCheckedBeforeDrawing)
{
    const CliResult r = runCudaviz(args({ "chart", "/nonexistent/r.json", "-o", "x.bad" }));
    EXPECT_EQ(r.exitCode, 2);
    // The file is read first; the name of the picture is refused before anything is drawn.
    QTemporaryDir dir;
    const CliResult bad
        = runCudaviz({ QStringLiteral("chart"), QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/results-cpu-epyc.json"),
            QStringLiteral("-o"), dir.filePath("x.bad") });
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("use a .png, .svg or .pdf file name"))) << bad.err.toStdString();
}

TEST(CliOutput, BenchRefusesBadOutputsBeforeItRuns)
{
    const struct
    {
        QStringList args;
        QString message;
    } cases[] = {
        { args({ "bench", "--sizes", "" }),
            QStringLiteral("cudaviz bench: --sizes is empty: give sizes such as 256,512,1024, or leave the option out "
                           "for the default sweep\n") },
        { args({ "bench", "--sizes", "64", "--chart=" }),
            QStringLiteral("cudaviz bench: --chart needs a file name\n") },
        { args({ "bench", "--sizes", "64", "--backends", "cpu-eigen", "--chart", "x.bad" }),
            QStringLiteral("cudaviz bench: cannot export to 'x.bad': use a .png, .svg or .pdf file name\n") },
    };
    for (const auto& c : cases) {
        const CliResult r = runCudaviz(c.args);
        EXPECT_EQ(r.exitCode, 2) << c.args.join(u' ').toStdString();
        EXPECT_EQ(r.err, c.message);
        EXPECT_TRUE(r.out.isEmpty()) << "nothing ran: " << r.out.toStdString();
    }
}

TEST(CliOutput, AHugeBackendNameIsNotEchoedWhole)
{
    QTemporaryDir dir;
    const QByteArray name(1 << 20, 'x');
    const QString file = writeText(
        dir, QStringLiteral("big.json"), R"({"format": "cudaviz-bench-1", "results": [{"backend": ")" + name + "\"}]}");
    const CliResult r = runCudaviz({ QStringLiteral("chart"), file, QStringLiteral("-o"), dir.filePath("b.png") });
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_LT(r.err.size(), 400) << r.err.left(400).toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("xxx…' is not a known backend"))) << r.err.left(400).toStdString();
}

TEST(CliOutput, ALaunchCommentWithARunOptionSaysWhereItBelongs)
{
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("k.cu"),
        "// cudaviz-launch: --gpu --block 32 --arg a=int[32]\n__global__ void k(int* a) { a[threadIdx.x] = 1; }\n");
    const CliResult r = runCudaviz({ QStringLiteral("run"), file });
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--gpu is an option of the run, not of the launch")))
        << r.err.toStdString();
}

TEST(CliOutput, AFullTemporaryFolderIsNamed)
{
    if (!QFileInfo(QStringLiteral("/usr/bin/unshare")).isExecutable())
        GTEST_SKIP() << "no unshare(1) here";
    // The run's request cannot be written: the message names the folder, not "not a run request".
    const QString script = QStringLiteral("d=$(mktemp -d) && mount -t tmpfs -o size=16k tmpfs \"$d\" || exit 77\n"
                                          "dd if=/dev/zero of=\"$d/fill\" bs=1k count=64 2>/dev/null\n"
                                          "TMPDIR=\"$d\" \"$1\" run \"$2\"; echo \"exit $?\"\n");
    QProcess p;
    p.start(QStringLiteral("/usr/bin/unshare"),
        { QStringLiteral("-rm"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), script, QStringLiteral("sh"),
            qEnvironmentVariable("CUDAVIZ_TEST_EXE", QStringLiteral(CUDAVIZ_EXE)),
            QStringLiteral(CUDAVIZ_SOURCE_DIR "/resources/playground/examples/vector_add.cu") });
    ASSERT_TRUE(p.waitForFinished(120000));
    if (p.exitCode() == 77 || p.exitCode() == 1)
        GTEST_SKIP() << "this machine allows no user namespace with a tmpfs: "
                     << p.readAllStandardError().toStdString();
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(QString::fromUtf8(p.readAllStandardOutput()), QStringLiteral("exit 2\n"));
    EXPECT_TRUE(err.contains(QStringLiteral("in the temporary folder"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("is the disk full? Set TMPDIR to a folder with room.")))
        << err.toStdString();
}

TEST(CliOutput, ARunThatDidNotFinishShowsNoTime)
{
    const CliResult r = runCudaviz(
        { QStringLiteral("run"), QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/infinite_loop.cu") });
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("threads in the emulator, did not finish"))) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("0.0 ms")));
}

// A whole program: run from main (no --kernel), its output first, then the modelled timeline and
// the findings; exit 1 with a finding, 0 without; --json carries the same.
TEST(CliRun, AWholeProgramRunsFromMainWithItsTimeline)
{
    const QString programs = QStringLiteral(CUDAVIZ_SOURCE_DIR "/resources/playground/programs/");
    const CliResult ok = runCudaviz({ QStringLiteral("run"), programs + QStringLiteral("vector_add.cu") });
    EXPECT_EQ(ok.exitCode, 0) << ok.err.toStdString();
    EXPECT_TRUE(ok.out.startsWith(QStringLiteral("vectorAdd<<<196, 256>>> on 50000 elements\nTest PASSED\n")))
        << ok.out.toStdString();
    EXPECT_TRUE(ok.out.contains(QStringLiteral("Timeline, modelled for NVIDIA T4 (not measured):")));
    EXPECT_TRUE(ok.out.contains(QStringLiteral("vectorAdd<<<196, 256>>>")));

    const CliResult bug = runCudaviz({ QStringLiteral("run"), programs + QStringLiteral("bug_copy_past_end.cu"),
        QStringLiteral("--json"), QStringLiteral("--model-gpu"), QStringLiteral("h100") });
    EXPECT_EQ(bug.exitCode, 1) << bug.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(bug.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("modelled_gpu")).toString(), QStringLiteral("h100"));
    EXPECT_TRUE(root.value(QStringLiteral("finished")).toBool());
    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    ASSERT_EQ(findings.size(), 1);
    EXPECT_EQ(findings[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("copy_out_of_range"));
    EXPECT_EQ(findings[0].toObject().value(QStringLiteral("line")).toInt(), 12);

    const CliResult unknown = runCudaviz({ QStringLiteral("run"), programs + QStringLiteral("vector_add.cu"),
        QStringLiteral("--model-gpu"), QStringLiteral("voodoo2") });
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("Unknown GPU 'voodoo2'"))) << unknown.err.toStdString();
}

// A program sized for a GPU run at a classroom size (--define), traced on a sample or not at all
// (--trace), with what each changed said; a bad value refused with the reason.
TEST(CliRun, DefineSetsASizeAndTraceChoosesTheBlocks)
{
    const QString sized = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/programs/sized.cu");
    const CliResult small = runCudaviz({ QStringLiteral("run"), sized, QStringLiteral("--define"),
        QStringLiteral("N=5000"), QStringLiteral("--trace"), QStringLiteral("sample"), QStringLiteral("--json") });
    EXPECT_EQ(small.exitCode, 0) << small.err.toStdString();
    EXPECT_TRUE(small.err.contains(QStringLiteral("--define: line 4: #define N 5000"))) << small.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(small.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("output")).toString(), QStringLiteral("N 5000, last 4999\n"));
    const QJsonObject trace
        = root.value(QStringLiteral("launches")).toArray()[0].toObject().value(QStringLiteral("trace")).toObject();
    EXPECT_EQ(trace.value(QStringLiteral("blocks")).toInt(), 20);
    // The first, the last and a few at random of 20 blocks.
    EXPECT_GE(trace.value(QStringLiteral("traced_blocks")).toInt(), 2);
    EXPECT_LT(trace.value(QStringLiteral("traced_blocks")).toInt(), 20);
    EXPECT_TRUE(trace.value(QStringLiteral("sampled")).toBool());
    // The untraced blocks ran in the fast engine.
    EXPECT_EQ(
        trace.value(QStringLiteral("fast_blocks")).toInt(), 20 - trace.value(QStringLiteral("traced_blocks")).toInt());
    EXPECT_EQ(trace.value(QStringLiteral("fast_engine_off")).toString(), QString());

    const CliResult none = runCudaviz({ QStringLiteral("run"), sized, QStringLiteral("--define"),
        QStringLiteral("N=5000"), QStringLiteral("--trace"), QStringLiteral("none") });
    EXPECT_EQ(none.exitCode, 0) << none.err.toStdString();
    EXPECT_TRUE(none.out.contains(QStringLiteral("No block was traced (--trace none)"))) << none.out.toStdString();

    const CliResult bad
        = runCudaviz({ QStringLiteral("run"), sized, QStringLiteral("--define"), QStringLiteral("N=1;system(0)") });
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("the value must be"))) << bad.err.toStdString();
    const CliResult mode
        = runCudaviz({ QStringLiteral("run"), sized, QStringLiteral("--trace"), QStringLiteral("most") });
    EXPECT_EQ(mode.exitCode, 2);
    EXPECT_TRUE(mode.err.contains(QStringLiteral("--trace must be auto, all, sample or none")))
        << mode.err.toStdString();
}

// A single kernel with no block traced runs in the fast engine, and its missing guard is still found
// at its line, from the guard zone its first access past each buffer faults in.
TEST(CliRun, AKernelInTheFastEngineStillFindsItsMissingGuard)
{
    const QString kernel = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/missing_guard.cu");
    const CliResult r = runCudaviz(
        { QStringLiteral("run"), kernel, QStringLiteral("--trace"), QStringLiteral("none"), QStringLiteral("--json") });
    EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonObject trace = root.value(QStringLiteral("trace")).toObject();
    EXPECT_EQ(trace.value(QStringLiteral("blocks")).toInt(), 4);
    EXPECT_EQ(trace.value(QStringLiteral("traced_blocks")).toInt(), 0);
    EXPECT_EQ(trace.value(QStringLiteral("fast_blocks")).toInt(), 4) << r.out.toStdString();
    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    ASSERT_FALSE(findings.isEmpty()) << r.out.toStdString();
    for (const QJsonValue& f : findings) {
        EXPECT_EQ(f.toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("out_of_bounds"));
        EXPECT_EQ(f.toObject().value(QStringLiteral("line")).toInt(), 8);
    }
    // The buffers' own elements are right: C[i] = i + 1.
    const QJsonArray c = root.value(QStringLiteral("buffers")).toObject().value(QStringLiteral("C")).toArray();
    ASSERT_EQ(c.size(), 1000);
    EXPECT_EQ(c[999].toDouble(), 1000.0);
}

// A kernel that never waits, on 3D blocks: the fast engine runs each block as one loop over threadIdx,
// and gives the buffer and the out-of-bounds write (its thread, block and line) the tracer gives.
TEST(CliRun, AFastBlockLoopGivesWhatTheTracerGives)
{
    const QString file = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/programs/plain_blocks3d.cu");
    QJsonObject runs[2];
    const QString modes[2] = { QStringLiteral("none"), QStringLiteral("all") };
    for (int k = 0; k < 2; ++k) {
        const CliResult r = runCudaviz({ QStringLiteral("run"), file, QStringLiteral("--kernel"),
            QStringLiteral("fill"), QStringLiteral("--grid"), QStringLiteral("40,30"), QStringLiteral("--block"),
            QStringLiteral("8,4,2"), QStringLiteral("--arg"), QStringLiteral("out=int[76800]:zeros"),
            QStringLiteral("--arg"), QStringLiteral("width=320"), QStringLiteral("--arg"), QStringLiteral("height=120"),
            QStringLiteral("--trace"), modes[k], QStringLiteral("--json") });
        EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
        runs[k] = QJsonDocument::fromJson(r.out.toUtf8()).object();
    }
    EXPECT_EQ(runs[0].value(QStringLiteral("trace")).toObject().value(QStringLiteral("fast_blocks")).toInt(), 1200);
    const auto out = [](const QJsonObject& o) {
        return o.value(QStringLiteral("buffers")).toObject().value(QStringLiteral("out")).toObject();
    };
    EXPECT_EQ(out(runs[0]).value(QStringLiteral("max")).toInt(), 76799);
    EXPECT_EQ(out(runs[0]).value(QStringLiteral("checksum")), out(runs[1]).value(QStringLiteral("checksum")));
    const QJsonArray findings[2]
        = { runs[0].value(QStringLiteral("findings")).toArray(), runs[1].value(QStringLiteral("findings")).toArray() };
    ASSERT_EQ(findings[0].size(), 1);
    ASSERT_EQ(findings[1].size(), 1);
    const QString message = findings[0][0].toObject().value(QStringLiteral("message")).toString();
    EXPECT_TRUE(message.contains(QStringLiteral("thread (3, 2, 1) of block (5, 7) wrote out[76810]")))
        << message.toStdString();
    EXPECT_EQ(message, findings[1][0].toObject().value(QStringLiteral("message")).toString());
}

// A program of a folder: by default it reads only its own folder, and the refusal names the folder
// that holds what it includes; with --root that folder, it runs as written.
TEST(CliRun, AFolderProgramRunsWithTheRootThatHoldsItsHeaders)
{
    const QString course = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/folders/course");
    const QString program = course + QStringLiteral("/chapter1/scale_program.cu");
    const CliResult alone = runCudaviz({ QStringLiteral("run"), program });
    EXPECT_EQ(alone.exitCode, 2);
    EXPECT_TRUE(alone.err.contains(QStringLiteral("reaches outside the folder"))) << alone.err.toStdString();
    EXPECT_TRUE(alone.err.contains(QStringLiteral("--root ") + QDir(course).absolutePath())) << alone.err.toStdString();

    const CliResult rooted = runCudaviz({ QStringLiteral("run"), program, QStringLiteral("--root"), course });
    EXPECT_EQ(rooted.exitCode, 0) << rooted.err.toStdString();
    EXPECT_TRUE(rooted.out.startsWith(QStringLiteral("No errors\n"))) << rooted.out.toStdString();

    const CliResult elsewhere = runCudaviz(
        { QStringLiteral("run"), program, QStringLiteral("--root"), QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs") });
    EXPECT_EQ(elsewhere.exitCode, 2);
    EXPECT_TRUE(elsewhere.err.contains(QStringLiteral("is not inside the folder"))) << elsewhere.err.toStdString();

    const CliResult broken = runCudaviz({ QStringLiteral("run"), course + QStringLiteral("/chapter2/broken_program.cu"),
        QStringLiteral("--root"), course });
    EXPECT_EQ(broken.exitCode, 2);
    EXPECT_TRUE(broken.err.contains(QStringLiteral("chapter2/broken.cuh:6:"))) << broken.err.toStdString();
}

// A program's files: it reads the points beside it, lists the file it wrote, and --save-files keeps
// that file (a kernel, which writes none, and a folder that is not there are refused).
TEST(CliRun, AProgramsFilesAreListedAndSavedWhereAsked)
{
    const QString course = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/folders/course");
    const QString program = course + QStringLiteral("/chapter3/data_program.cu");
    QTemporaryDir saved;
    ASSERT_TRUE(saved.isValid());
    const CliResult r = runCudaviz({ QStringLiteral("run"), program, QStringLiteral("--root"), course,
        QStringLiteral("--save-files"), saved.path() });
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    if (r.out.contains(QStringLiteral("had no folder of its own")))
        GTEST_SKIP() << "this machine's sandbox has no namespaces or no Landlock";
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("read 10 values, doubled sum 110\n"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("The program wrote doubled.txt (26 bytes).\n"))) << r.out.toStdString();
    QFile doubled(saved.filePath(QStringLiteral("doubled.txt")));
    ASSERT_TRUE(doubled.open(QIODevice::ReadOnly));
    EXPECT_EQ(doubled.readAll(), QByteArray("2\n4\n6\n8\n10\n12\n14\n16\n18\n20\n"));

    const CliResult missing = runCudaviz({ QStringLiteral("run"), program, QStringLiteral("--root"), course,
        QStringLiteral("--save-files"), saved.filePath(QStringLiteral("not-there")) });
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("is not a folder: create it first"))) << missing.err.toStdString();

    const CliResult kernel = runCudaviz({ QStringLiteral("run"), program, QStringLiteral("--root"), course,
        QStringLiteral("--kernel"), QStringLiteral("twice"), QStringLiteral("--block"), QStringLiteral("32"),
        QStringLiteral("--save-files"), saved.path() });
    EXPECT_EQ(kernel.exitCode, 2);
    EXPECT_TRUE(kernel.err.contains(QStringLiteral("--save-files is for a whole program"))) << kernel.err.toStdString();
}

// A whole program's command line follows --: main gets it as argv[1] ..., words in quotes as one.
TEST(CliRun, AWholeProgramGetsItsArgumentsAfterTwoDashes)
{
    const QString program = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/programs/arguments.cu");
    const CliResult none = runCudaviz({ QStringLiteral("run"), program });
    EXPECT_TRUE(none.out.startsWith(QStringLiteral("usage: program N [NAME]\n"))) << none.out.toStdString();
    const CliResult given = runCudaviz(
        { QStringLiteral("run"), program, QStringLiteral("--"), QStringLiteral("300"), QStringLiteral("two words") });
    EXPECT_EQ(given.exitCode, 0) << given.err.toStdString();
    EXPECT_TRUE(given.out.startsWith(QStringLiteral("argc 3, n 300, last 299, name 'two words'\n")))
        << given.out.toStdString();
    QStringList many { QStringLiteral("run"), program, QStringLiteral("--") };
    for (int k = 0; k < 65; ++k)
        many << QStringLiteral("1");
    const CliResult refused = runCudaviz(many);
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("at most 64 arguments"))) << refused.err.toStdString();
    const CliResult kernel
        = runCudaviz({ QStringLiteral("run"), program, QStringLiteral("--kernel"), QStringLiteral("fill"),
            QStringLiteral("--block"), QStringLiteral("32"), QStringLiteral("--"), QStringLiteral("5") });
    EXPECT_EQ(kernel.exitCode, 2);
    EXPECT_TRUE(kernel.err.contains(QStringLiteral("a whole program's"))) << kernel.err.toStdString();
}

// Before a launch, its estimate from the last run of the same kernel (the pace kept beside the
// module in the cache), scaled by its threads: said on stderr when long or past the time limit.
// The pace is written by hand between runs, so that the numbers are known.
TEST(CliRun, ALaunchIsEstimatedBeforeItRunsFromTheLastRunOfItsKernel)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString cache = dir.filePath(QStringLiteral("cache"));
    const QString kernel = dir.filePath(QStringLiteral("twice.cu"));
    QFile source(kernel);
    ASSERT_TRUE(source.open(QIODevice::WriteOnly));
    source.write("__global__ void twice(float* a, int n)\n{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                 "    if (i < n)\n        a[i] *= 2.0f;\n}\n");
    source.close();
    CliOptions options;
    options.env = QStringList { QStringLiteral("CUDAVIZ_PLAYGROUND_CACHE=") + cache,
        QStringLiteral("CUDAVIZ_EMULATOR_CORES=1"), QStringLiteral("LANG=C") };
    const auto launch = [&](const char* grid, const char* timeout) {
        return runCudaviz({ QStringLiteral("run"), kernel, QStringLiteral("--grid"), QString::fromLatin1(grid),
                              QStringLiteral("--block"), QStringLiteral("32"), QStringLiteral("--arg"),
                              QStringLiteral("a=float[4096]:iota"), QStringLiteral("--arg"), QStringLiteral("n=4096"),
                              QStringLiteral("--timeout"), QString::fromLatin1(timeout) },
            options);
    };
    const CliResult first = launch("1", "60");
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();
    EXPECT_FALSE(first.err.contains(QStringLiteral("will take about"))) << first.err.toStdString();
    const QStringList paces = QDir(cache).entryList({ QStringLiteral("*.pace") }, QDir::Files);
    ASSERT_EQ(paces.size(), 1);
    QFile pace(cache + u'/' + paces.first());
    ASSERT_TRUE(pace.open(QIODevice::ReadOnly));
    const QJsonObject kept = QJsonDocument::fromJson(pace.readAll()).object()[QStringLiteral("kernel")][0].toObject();
    pace.close();
    EXPECT_EQ(kept[QStringLiteral("threads")].toInt(), 32);
    EXPECT_EQ(kept[QStringLiteral("mode")].toString(), QStringLiteral("auto"));
    EXPECT_TRUE(kept[QStringLiteral("whole")].toBool());
    EXPECT_EQ(kept[QStringLiteral("cores")].toInt(), 1);

    const auto keep = [&](double seconds) {
        ASSERT_TRUE(pace.open(QIODevice::WriteOnly | QIODevice::Truncate));
        pace.write(QStringLiteral(R"({"kernel":[{"mode":"auto","whole":true,"threads":32,"seconds":%1,"cores":1}]})")
                       .arg(seconds)
                       .toUtf8());
        pace.close();
    };
    keep(1.0);
    const CliResult long8 = launch("8", "60");
    EXPECT_EQ(long8.exitCode, 0) << long8.err.toStdString();
    EXPECT_TRUE(long8.err.startsWith(QStringLiteral("cudaviz run: This launch of 256 threads will take about 8.0 s "
                                                    "here, from the last run of this kernel (32 threads in 1.0 s).\n")))
        << long8.err.toStdString();
    keep(0.25);
    const CliResult past = launch("8", "1.5");
    EXPECT_TRUE(past.err.startsWith(QStringLiteral("cudaviz run: This launch of 256 threads will take about 2.0 s "
                                                   "here, from the last run of this kernel (32 threads in 0.25 s). "
                                                   "That is past its time limit of 1.5 s: raise the limit, or launch "
                                                   "fewer threads.\n")))
        << past.err.toStdString();
    // The launch that ran is kept in place of the pace written here: a short one is not spoken of.
    const CliResult again = launch("8", "60");
    EXPECT_FALSE(again.err.contains(QStringLiteral("will take about"))) << again.err.toStdString();
}
