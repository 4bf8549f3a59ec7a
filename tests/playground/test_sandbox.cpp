// Hostile kernels (tests/playground/kernels/hostile) against the kernel runner's sandbox: each
// one is stopped, and the finding names what it tried, with its line.
#include "kernelfile.h"
#include "playground/source/sourcepolicy.h"
#include "playground/source/usercompiler.h"
#include "util/landlock.h"
#include "util/subprocess.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>
#include <csignal>
#include <gtest/gtest.h>

using namespace cvz;

namespace {

// The one finding of a hostile kernel's run.
Finding onlyFinding(const QString& file)
{
    const Ran r = runFile(QStringLiteral("hostile/") + file);
    EXPECT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString() << r.compiled.output.toStdString();
    EXPECT_TRUE(r.outcome.run) << r.outcome.error.toStdString();
    if (!r.outcome.run || r.run().findings.size() != 1) {
        ADD_FAILURE() << file.toStdString() << ": " << (r.outcome.run ? messages(r.run()).toStdString() : "no run");
        return {};
    }
    EXPECT_FALSE(r.run().completed);
    return r.run().findings.front();
}

} // namespace

TEST(Sandbox, TheRunnerHasSeccompHere)
{
    const SubprocessResult r = runSubprocess(kernelRunnerPath(), { QStringLiteral("--sandbox") });
    EXPECT_TRUE(r.out.startsWith("seccomp=1")) << r.out.toStdString() << r.err.toStdString();
}

TEST(Sandbox, AKernelCannotStartAProgram)
{
    const Finding f = onlyFinding(QStringLiteral("start_program.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.line, 8);
    EXPECT_EQ(f.message,
        QStringLiteral("The kernel called execve (thread 0, line 8), which the playground's sandbox stopped: a kernel "
                       "cannot start programs. The run ended there."));
}

TEST(Sandbox, ARawSystemCallIsStoppedToo)
{
    const Finding f = onlyFinding(QStringLiteral("raw_syscall.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.details.value(QStringLiteral("syscall")).toString(), QStringLiteral("execve"));
    EXPECT_EQ(f.line, 9);
}

TEST(Sandbox, SystemIsStoppedAlthoughItBlocksSignals)
{
    const Finding f = onlyFinding(QStringLiteral("shell_command.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_TRUE(f.message.contains(QStringLiteral("as system() does to start a process"))) << f.message.toStdString();
}

TEST(Sandbox, AKernelCannotLeaveAChildProcess)
{
    const Finding f = onlyFinding(QStringLiteral("fork_child.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.line, 7);
    EXPECT_TRUE(f.message.contains(QStringLiteral("called clone"))) << f.message.toStdString();
    EXPECT_TRUE(f.message.contains(QStringLiteral("a kernel cannot start processes")));
}

TEST(Sandbox, AKernelCannotWriteAFile)
{
    QFile::remove(QStringLiteral("/tmp/cudaviz-hostile-write.txt"));
    const Finding f = onlyFinding(QStringLiteral("write_file.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.line, 7);
    EXPECT_TRUE(f.message.contains(QStringLiteral("a kernel cannot write files"))) << f.message.toStdString();
    EXPECT_FALSE(QFileInfo::exists(QStringLiteral("/tmp/cudaviz-hostile-write.txt")));
}

TEST(Sandbox, AKernelCannotReadAFileOfTheMachine)
{
    const Ran r = runFile(QStringLiteral("hostile/read_file.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("sandbox") });
    EXPECT_TRUE(r.run().findings[0].message.contains(QStringLiteral("a kernel cannot read files")));
    EXPECT_FALSE(r.run().output.contains(QStringLiteral("root:"))); // nothing of /etc/passwd came out
}

TEST(Sandbox, AKernelHasNoNetwork)
{
    const Finding f = onlyFinding(QStringLiteral("open_socket.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.line, 7);
    EXPECT_TRUE(f.message.contains(QStringLiteral("a kernel has no network")));
}

TEST(Sandbox, AKernelThatStopsItselfIsEndedAtItsTimeLimit)
{
    const Finding f = onlyFinding(QStringLiteral("stop_itself.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("timeout"));
    EXPECT_EQ(f.message,
        QStringLiteral("The kernel did not finish within 2 s and was stopped. It did not answer the runner's own time "
                       "limit either: it may have stopped its process (SIGSTOP) or blocked it."));
}

TEST(Sandbox, ARaisedSignalIsNotCalledAMemoryAccess)
{
    const Finding f = onlyFinding(QStringLiteral("raise_segv.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("crash"));
    EXPECT_EQ(f.message,
        QStringLiteral("The kernel sent its own process SIGSEGV (raise or kill) in thread 0 (line 8); nothing else "
                       "went wrong."));
}

TEST(Sandbox, AKernelThatEndsTheProgramIsSaidSo)
{
    const Finding f = onlyFinding(QStringLiteral("exit_early.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("crash"));
    EXPECT_TRUE(f.message.startsWith(QStringLiteral("The kernel ended the program (exit() or a similar call)")))
        << f.message.toStdString();
}

TEST(Sandbox, OutputPastTheLimitIsCutWithANote)
{
    const Ran r = runFile(QStringLiteral("hostile/print_flood.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().completed);
    EXPECT_TRUE(r.run().output.startsWith(QStringLiteral("thread 0 of block 0\n")));
    EXPECT_TRUE(r.run().output.endsWith(
        QStringLiteral("[The kernel printed more than 1024 KiB: only the first 1024 KiB are shown.]")));
}

TEST(Sandbox, AMisalignedFloatIsAFinding)
{
    const Ran r = runFile(QStringLiteral("hostile/misaligned_float.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("misaligned") });
    EXPECT_EQ(r.run().findings[0].line, 6);
    EXPECT_EQ(r.run().findings[0].message,
        QStringLiteral("Misaligned access (line 6): thread 0 read 4 bytes at byte 2 of in, which is not a multiple of "
                       "4; 32 access(es) like it. A GPU moves a value only from an address that is a multiple of its "
                       "size: it stops the kernel with \"misaligned address\"."));
}

TEST(Sandbox, AnIncludeOfAPathIsRefusedBeforeCompiling)
{
    const Ran r = runFile(QStringLiteral("hostile/include_secret.cu"));
    ASSERT_FALSE(r.compiled.kernel);
    EXPECT_TRUE(r.compiled.output.isEmpty()); // the compiler never ran: nothing of the file was printed
    EXPECT_TRUE(r.compiled.error.startsWith(QStringLiteral("Line 3: #include of /etc/shadow is refused")))
        << r.compiled.error.toStdString();
    ASSERT_EQ(r.compiled.diagnostics.size(), 1);
    EXPECT_EQ(r.compiled.diagnostics[0].line, 3);
}

TEST(Sandbox, InlineAssemblyIsRefusedEvenWhenAMacroMakesIt)
{
    const Ran r = runFile(QStringLiteral("hostile/inline_asm.cu"));
    ASSERT_FALSE(r.compiled.kernel);
    EXPECT_TRUE(r.compiled.error.startsWith(QStringLiteral("Line 7: inline assembly (asm) is not supported")))
        << r.compiled.error.toStdString();
}

TEST(SourcePolicy, IncludesByNameOnly)
{
    EXPECT_FALSE(includeProblem(QStringLiteral("#include <stdio.h>\n#include \"cuda_runtime.h\"\n")));
    EXPECT_FALSE(includeProblem(QStringLiteral("#include <sys/socket.h>\n// #include </etc/shadow>\n")));
    const auto line = [](const char* source) {
        const auto p = includeProblem(QString::fromLatin1(source));
        return p ? p->line : 0;
    };
    EXPECT_EQ(line("#include </etc/shadow>\n"), 1);
    EXPECT_EQ(line("int x;\n#include \"../../../etc/shadow\"\n"), 2);
    EXPECT_EQ(line("#  include_next <a/../../b>\n"), 1);
    EXPECT_EQ(line("%:include </etc/passwd>\n"), 1); // the digraph of #
    EXPECT_EQ(line("#/* a comment */include </etc/passwd>\n"), 1);
    EXPECT_EQ(line("int a;\n#inc\\\nlude </etc/passwd>\n"), 2); // a continued line
    EXPECT_EQ(line("#define F </etc/passwd>\n#include F\n"), 2); // through a macro
    EXPECT_EQ(line("/* #include </etc/passwd>\n*/ int b;\n#import \"/x\"\n"), 3);
}

TEST(SourcePolicy, TemplateArgumentsOnlyFollowAKernelName)
{
    EXPECT_TRUE(templateArgumentsValid(QString()));
    EXPECT_TRUE(templateArgumentsValid(QStringLiteral("<16>")));
    EXPECT_TRUE(templateArgumentsValid(QStringLiteral("<(BM*BN)/(TM*TN), 1>")));
    EXPECT_TRUE(templateArgumentsValid(QStringLiteral("<Vec<float, 4>, (A > B)>")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1>), system(\"id\"); (void)(0")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1>(0), f(1)")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1>; int x")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1>{}")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1)>")));
}

TEST(Subprocess, TheWholeGroupIsKilledAtTheTimeLimit)
{
    // A shell whose child would outlive it: the process group goes at the limit, the child with it.
    QTemporaryDir dir;
    const QString marker = dir.filePath(QStringLiteral("child-lived"));
    SubprocessOptions options;
    options.timeoutSeconds = 0.5;
    const SubprocessResult r = runSubprocess(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"), QStringLiteral("(sleep 2; touch '%1') & sleep 30").arg(marker) }, options);
    EXPECT_TRUE(r.timedOut);
    EXPECT_EQ(r.signal, SIGKILL);
    QThread::sleep(3);
    EXPECT_FALSE(QFileInfo::exists(marker));
}

TEST(Subprocess, LimitsReachTheProgram)
{
    SubprocessOptions options;
    options.limits.fileSizeBytes = 0;
    options.limits.cpuSeconds = 7;
    const SubprocessResult r = runSubprocess(
        QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QStringLiteral("ulimit -f; ulimit -t") }, options);
    EXPECT_EQ(r.out, QByteArray("0\n7\n"));
}

TEST(Sandbox, OneThreadPastItsBudgetIsAFindingNotACrash)
{
    const Ran r = runFile(QStringLiteral("hostile/one_thread_loop.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("trace_budget") });
    EXPECT_TRUE(r.run().findings[0].message.startsWith(
        QStringLiteral("One thread (thread 0) made more than 1048576 memory accesses, the playground's budget for one "
                       "thread")))
        << r.run().findings[0].message.toStdString();
    EXPECT_EQ(r.run().trace->accessCount(), kMaxThreadAccesses);
}

TEST(SourcePolicy, AssemblyIsLookedForInTheStudentsLinesOnly)
{
    const QStringList own { QStringLiteral("cudaviz_playground.h"), QStringLiteral("cudaviz-launch") };
    // The system's headers name symbols with __asm__; the playground's files are its own.
    const QString clean = QStringLiteral("# 1 \"/usr/include/stdio.h\" 1 3 4\n"
                                         "extern int f(void) __asm__ (\"\" \"__isoc99_f\");\n"
                                         "# 1 \"k.cu\"\n"
                                         "__global__ void k(int* a) { a[0] = 1; }\n"
                                         "const char* s = \"asm\";\n");
    EXPECT_FALSE(assemblyProblem(clean, own));
    // Any other file name is the student's, whatever it is called.
    const auto found = assemblyProblem(QStringLiteral("# 1 \"odd_name_.cu\"\n\nint x;\n__asm__(\"nop\");\n"), own);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->line, 3);
}

TEST(Sandbox, TheModulesOwnStartUpCodeCannotOpenTheUsersFiles)
{
    if (landlockAbi() < 1)
        GTEST_SKIP() << "this kernel has no Landlock: the module's constructors may read files here";
    const Ran r = runFile(QStringLiteral("hostile/constructor_reads.cu"));
    ASSERT_RAN(r);
    EXPECT_EQ(r.buffer(QStringLiteral("out")), QList<double> { -1 }); // open() failed
    EXPECT_TRUE(r.run().sandboxLayers & kSandboxLandlock);
}

TEST(Sandbox, AKernelCannotAskForSignalsToOtherProcesses)
{
    const Finding f = onlyFinding(QStringLiteral("signal_owner.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.details.value(QStringLiteral("syscall")).toString(), QStringLiteral("fcntl"));
    EXPECT_EQ(f.line, 8);
}

TEST(SourcePolicy, LineMarkersRawStringsAndOtherLineEndsAreReadAsTheCompilerReadsThem)
{
    const auto line = [](const QString& source) {
        const auto p = includeProblem(source);
        return p ? p->line : 0;
    };
    EXPECT_EQ(line(QStringLiteral("#line 1 \"/usr/include/x.h\"\n")), 1); // would rename the lines
    EXPECT_EQ(line(QStringLiteral("int a;\n# 7 \"<built-in>\"\n")), 2);
    EXPECT_EQ(line(QStringLiteral("int x;\r#include \"/etc/passwd\"\n")), 2); // a lone CR ends a line
    // A raw string is no comment opener: the include after it is seen.
    EXPECT_EQ(line(QStringLiteral("const char* s = R\"a(\" /* )a\";\n#include \"/abs\"\n// */\n")), 2);
    EXPECT_EQ(line(QStringLiteral("#embed \"/etc/passwd\"\n")), 1);
    EXPECT_FALSE(line(QStringLiteral("const char* s = R\"(#include </etc/passwd>)\";\n")));
}

TEST(SourcePolicy, AssemblyBehindDigitSeparatorsOrInAttributesIsFound)
{
    const QStringList own { QStringLiteral("cudaviz_playground.h") };
    const auto found = assemblyProblem(QStringLiteral("# 1 \"k.cu\"\nint a = 1'0; asm(\"nop\"); int b = 1'0;\n"), own);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->line, 1);
    const auto section = assemblyProblem(
        QStringLiteral("# 1 \"k.cu\"\nint x __attribute__((section(\".data\\n.incbin \\\"/etc/passwd\\\"\")));\n"),
        own);
    ASSERT_TRUE(section);
    EXPECT_TRUE(section->message.contains(QStringLiteral("the attribute section is not supported")));
    EXPECT_FALSE(assemblyProblem(QStringLiteral("# 1 \"k.cu\"\nint section = 3; int y = section + 1;\n"), own));
}

TEST(SourcePolicy, CommentsAndDigraphsCannotEndTheGeneratedExpression)
{
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1 /* >")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1 */ >")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1 // >")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1 %> >")));
    EXPECT_FALSE(templateArgumentsValid(QStringLiteral("<1 <: >")));
    EXPECT_TRUE(templateArgumentsValid(QStringLiteral("<(A / B) * 2, A % 4>")));
}

TEST(Subprocess, LandlockLimitsWhatAProgramReads)
{
    if (landlockAbi() < 1)
        GTEST_SKIP() << "this kernel has no Landlock";
    QTemporaryDir dir;
    QFile mine(dir.filePath(QStringLiteral("mine.txt")));
    ASSERT_TRUE(mine.open(QIODevice::WriteOnly));
    mine.write("ours\n");
    mine.close();
    SubprocessOptions options;
    LandlockPaths paths;
    paths.readOnly = systemReadOnlyPaths();
    paths.readWrite = { QFile::encodeName(dir.path()).toStdString() };
    options.landlock = paths;
    const SubprocessResult allowed = runSubprocess(QStringLiteral("/bin/cat"), { mine.fileName() }, options);
    EXPECT_TRUE(allowed.landlocked);
    EXPECT_EQ(allowed.out, QByteArray("ours\n"));
    const SubprocessResult refused
        = runSubprocess(QStringLiteral("/bin/cat"), { QStringLiteral("/etc/hostname") }, options);
    EXPECT_NE(refused.exitCode, 0);
    EXPECT_TRUE(refused.err.contains("Permission denied")) << refused.err.toStdString();
}
