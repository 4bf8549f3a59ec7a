// Hostile kernels (tests/playground/kernels/hostile) against the kernel runner's sandbox: each
// one is stopped, and the finding names what it tried, with its line.
#include "kernelfile.h"
#include "playground/protocol/budgets.h"
#include "playground/source/modulecache.h"
#include "playground/source/sourcepolicy.h"
#include "playground/source/sourcetree.h"
#include "playground/source/usercompiler.h"
#include "util/landlock.h"
#include "util/leftovers.h"
#include "util/subprocess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <csignal>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

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

// A file of an opened folder may name a relative path in quotes; angle brackets stay names.
TEST(SourcePolicy, AFolderFileMayIncludeARelativePathInQuotes)
{
    const auto rule = IncludeRule::QuotedRelative;
    EXPECT_FALSE(includeProblem(QStringLiteral("#include \"../common/book.h\"\n"), rule));
    EXPECT_TRUE(includeProblem(QStringLiteral("#include <../common/book.h>\n"), rule));
    EXPECT_TRUE(includeProblem(QStringLiteral("#include \"/etc/passwd\"\n"), rule));
    EXPECT_TRUE(includeProblem(QStringLiteral("#include \"a//b.h\"\n"), rule));
    EXPECT_TRUE(includeProblem(QStringLiteral("#include \"..\\\\x.h\"\n"), rule));
    const auto alone = includeProblem(QStringLiteral("#include \"../common/book.h\"\n"));
    ASSERT_TRUE(alone);
    EXPECT_TRUE(alone->message.contains(QStringLiteral("Open Folder"))) << alone->message.toStdString();
    const QList<QuotedInclude> quoted = quotedIncludes(
        QStringLiteral("#include <a.h>\n// #include \"b.h\"\n#  include \"../c.h\"\n/*\n#include \"d.h\" */"));
    ASSERT_EQ(quoted.size(), 1);
    EXPECT_EQ(quoted[0].line, 3);
    EXPECT_EQ(quoted[0].name, QStringLiteral("../c.h"));
}

namespace {
const QString kFolders = QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS "/folders");

QString folderFile(const QString& path)
{
    QFile f(kFolders + u'/' + path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The refusal of reading `path`'s tree from `root`, or an empty problem when it was read.
TreeProblem treeRefusal(const QString& root, const QString& path, const QString& source)
{
    TreeProblem problem;
    if (gatherSourceTree(root, path, source, &problem))
        return {};
    return problem;
}
} // namespace

// Nothing outside the folder the user opened is read: a name that climbs out of it, from the
// program or from a header of the folder; a link in the folder that points out of it; a file only a
// folder above has (named, with the folder to open instead). The compiler is never started.
TEST(SourceTree, NothingOutsideTheOpenedFolderIsRead)
{
    const QString course = kFolders + QStringLiteral("/course");
    const QString escape = QStringLiteral("chapter2/escape_program.cu");
    const TreeProblem out = treeRefusal(course, escape, folderFile(QStringLiteral("course/") + escape));
    EXPECT_EQ(out.file, escape);
    EXPECT_EQ(out.line, 2);
    EXPECT_TRUE(out.message.contains(QStringLiteral("reaches outside the folder"))) << out.message.toStdString();
    EXPECT_TRUE(out.message.contains(QStringLiteral("--root ") + QDir(kFolders).absolutePath()))
        << out.message.toStdString();
    // The same program with the folder above opened reads ../outside.h.
    TreeProblem none;
    const auto wider = gatherSourceTree(
        kFolders, QStringLiteral("course/") + escape, folderFile(QStringLiteral("course/") + escape), &none);
    ASSERT_TRUE(wider) << none.message.toStdString();
    ASSERT_EQ(wider->files.size(), 1);
    EXPECT_EQ(wider->files[0].path, QStringLiteral("outside.h"));

    const QString through = QStringLiteral("chapter2/escape_through_header.cu");
    const TreeProblem header = treeRefusal(course, through, folderFile(QStringLiteral("course/") + through));
    EXPECT_EQ(header.file, QStringLiteral("chapter2/escape.cuh"));
    EXPECT_EQ(header.line, 3);

    // A file of the program's folder is found only above it: the folder to open is named.
    const QString program = QStringLiteral("scale_program.cu");
    const TreeProblem above = treeRefusal(
        course + QStringLiteral("/chapter1"), program, folderFile(QStringLiteral("course/chapter1/") + program));
    EXPECT_TRUE(above.message.contains(QStringLiteral("--root ") + QDir(course).absolutePath()))
        << above.message.toStdString();

    // A link inside the folder to a file outside it is not the folder's: left to the system's headers,
    // which do not have it.
    QTemporaryDir dir;
    ASSERT_TRUE(QFile::link(QStringLiteral("/etc/hostname"), dir.filePath(QStringLiteral("secret.h"))));
    const QString linker = QStringLiteral("#include \"secret.h\"\nint main() { return 0; }\n");
    TreeProblem linked;
    const auto tree = gatherSourceTree(dir.path(), QStringLiteral("p.cu"), linker, &linked);
    ASSERT_TRUE(tree) << linked.message.toStdString();
    EXPECT_TRUE(tree->files.isEmpty());
}

// What one program brings of its folder is budgeted: files and bytes, with the numbers.
TEST(SourceTree, TheFilesAProgramIncludesAreBudgeted)
{
    QTemporaryDir dir;
    QString program;
    for (int k = 0; k <= kMaxTreeFiles; ++k) {
        QFile f(dir.filePath(QStringLiteral("h%1.h").arg(k)));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("// one of many\n");
        program += QStringLiteral("#include \"h%1.h\"\n").arg(k);
    }
    const TreeProblem many = treeRefusal(dir.path(), QStringLiteral("p.cu"), program);
    EXPECT_EQ(many.line, kMaxTreeFiles + 1);
    EXPECT_TRUE(many.message.contains(QStringLiteral("more than %1 files").arg(kMaxTreeFiles)))
        << many.message.toStdString();

    QString big;
    for (int k = 0; k < 5; ++k) { // 5 files of 1 MiB less a little: more than 4 MiB together
        QFile f(dir.filePath(QStringLiteral("big%1.h").arg(k)));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray((1 << 20) - 64, ' '));
        big += QStringLiteral("#include \"big%1.h\"\n").arg(k);
    }
    const TreeProblem bytes = treeRefusal(dir.path(), QStringLiteral("p.cu"), big);
    EXPECT_EQ(bytes.line, 5);
    EXPECT_TRUE(bytes.message.contains(QStringLiteral("more than 4 MiB"))) << bytes.message.toStdString();
}

// The compiler's line markers may name the folder's copies ("src/ch/../common/x.h"), never a file
// above the work folder.
TEST(SourcePolicy, LineMarkersMayNameTheFoldersCopiesOnly)
{
    const QString work = QStringLiteral("/tmp/work");
    EXPECT_FALSE(preprocessedProblem(QStringLiteral("# 1 \"src/ch/../common/x.h\" 1\nint a;\n"), {}, work));
    EXPECT_TRUE(preprocessedProblem(QStringLiteral("# 1 \"src/../../x.h\" 1\nint a;\n"), {}, work));
    EXPECT_TRUE(preprocessedProblem(QStringLiteral("# 1 \"../cache.so\" 1\nint a;\n"), {}, work));
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

// ---- round 3: a result no kernel can forge, no access the trace cannot see -----------------

namespace {
// The sandbox finding of a hostile kernel: the call it names.
QString stoppedCall(const QString& file)
{
    const Finding f = onlyFinding(file);
    EXPECT_EQ(f.kind, QStringLiteral("sandbox")) << f.message.toStdString();
    return f.details.value(QStringLiteral("syscall")).toString();
}

// The compiler's refusal of a hostile file.
QString refusal(const QString& file)
{
    const Ran r = runFile(QStringLiteral("hostile/") + file);
    EXPECT_FALSE(r.compiled.kernel) << file.toStdString();
    return r.compiled.error;
}
} // namespace

TEST(Sandbox, AKernelCannotForgeTheResultOnTheRunnersChannel)
{
    // It raced and wrote out of bounds, then wrote a "clean" result and ended the process.
    const Finding f = onlyFinding(QStringLiteral("forge_result.cu"));
    EXPECT_EQ(f.details.value(QStringLiteral("syscall")).toString(), QStringLiteral("result-channel"));
    EXPECT_EQ(f.line, 12);
    EXPECT_TRUE(f.message.contains(QStringLiteral("a kernel cannot forge what the run reports")))
        << f.message.toStdString();
    // The same channel by writev, by a copy of its descriptor and by libc's syscall().
    EXPECT_EQ(stoppedCall(QStringLiteral("forge_writev.cu")), QStringLiteral("result-channel"));
    EXPECT_EQ(stoppedCall(QStringLiteral("forge_dup.cu")), QStringLiteral("result-channel"));
    EXPECT_EQ(stoppedCall(QStringLiteral("forge_syscall.cu")), QStringLiteral("result-channel"));
}

TEST(Sandbox, AKernelCannotForgeTheRunnersCrashReport)
{
    // A CVZ-TIMEOUT look-alike on stderr and the status that makes it believed: the status is
    // refused, and the runner's own (last) line names that.
    const Finding f = onlyFinding(QStringLiteral("forge_crash_line.cu"));
    EXPECT_EQ(f.kind, QStringLiteral("sandbox"));
    EXPECT_EQ(f.details.value(QStringLiteral("syscall")).toString(), QStringLiteral("result-channel"));
}

TEST(Sandbox, AKernelsOwnSignalHandlerCannotHideTheSandbox)
{
    EXPECT_EQ(stoppedCall(QStringLiteral("own_sigsys_handler.cu")), QStringLiteral("rt_sigaction"));
}

TEST(Sandbox, NoMemoryIsEverWritableAndExecutable)
{
    EXPECT_EQ(stoppedCall(QStringLiteral("exec_later.cu")), QStringLiteral("mprotect"));
    // In a constructor, before the kernel: the load itself is refused, with the call named.
    EXPECT_TRUE(refusal(QStringLiteral("rwx_constructor.cu"))
                    .contains(QStringLiteral("made a system call the playground's sandbox stops (mmap)")));
}

TEST(Sandbox, TheCLibrarysMemoryFunctionsAreAccessesToo)
{
    // memcpy through a function pointer, one float past the end; memset the same way, racing.
    const Ran copy = runFile(QStringLiteral("hostile/memcpy_pointer.cu"));
    ASSERT_RAN(copy);
    EXPECT_EQ(copy.kinds(), QStringList { QStringLiteral("out_of_bounds") });
    const Ran clear = runFile(QStringLiteral("hostile/memset_pointer_race.cu"));
    ASSERT_RAN(clear);
    EXPECT_EQ(clear.kinds(), QStringList { QStringLiteral("race") });
}

TEST(Sandbox, EveryWayToTurnTheInstrumentationOffIsRefusedWithItsLine)
{
    EXPECT_TRUE(refusal(QStringLiteral("no_sanitize.cu")).startsWith(QStringLiteral("Line 3: no_sanitize is not")));
    EXPECT_TRUE(refusal(QStringLiteral("optimize_pragma.cu"))
                    .startsWith(QStringLiteral("Line 4: #pragma GCC optimize is not supported")));
    EXPECT_TRUE(refusal(QStringLiteral("pasted_no_sanitize.cu"))
                    .startsWith(QStringLiteral("Line 5: no_sanitize_thread is not")));
    const QStringList own { QStringLiteral("cudaviz_playground.h") };
    for (const char* line :
        { "[[gnu::no_sanitize(\"thread\")]] void f();", "__attribute__((__no_sanitize_thread__)) void f();",
            "__attribute__((optimize(\"-fno-sani\" \"tize=all\"))) void f();",
            "__attribute__((disable_sanitizer_instrumentation)) void f();" }) {
        const auto p
            = preprocessedProblem(QStringLiteral("# 1 \"k.cu\"\nint a;\n") + QString::fromLatin1(line), own, {});
        ASSERT_TRUE(p) << line;
        EXPECT_EQ(p->line, 2) << line;
    }
    // A string that says so, and optimize attributes that do not name a sanitizer, are fine.
    EXPECT_FALSE(preprocessedProblem(
        QStringLiteral("# 1 \"k.cu\"\nconst char* s = \"no_sanitize\";\n__attribute__((optimize(\"O2\"))) void f();\n"),
        own, {}));
}

TEST(Sandbox, AssemblyByTheBackDoorIsRefused)
{
    EXPECT_TRUE(refusal(QStringLiteral("ident_incbin.cu")).startsWith(QStringLiteral("Line 3: #ident is not")));
    // FOOR"( is no raw string: the include after it is seen (by the lexer, and after it by the
    // preprocessed output's line markers).
    EXPECT_TRUE(
        refusal(QStringLiteral("fake_raw_string.cu")).startsWith(QStringLiteral("Line 5: #include of /etc/hostname")));
    const QStringList own { QStringLiteral("cudaviz_playground.h") };
    // #sccs, also under a system header's line marker (one the student wrote).
    const auto sccs
        = preprocessedProblem(QStringLiteral("# 1 \"k.cu\"\n# 1 \"/usr/include/stdio.h\" 1 3\n#sccs \"x\"\n"), own, {});
    ASSERT_TRUE(sccs);
    EXPECT_TRUE(sccs->message.contains(QStringLiteral("#sccs is not supported"))) << sccs->message.toStdString();
    const auto marker
        = preprocessedProblem(QStringLiteral("# 1 \"k.cu\"\n# 1 \"/etc/passwd\" 1\nroot:x:0:0\n"), own, {});
    ASSERT_TRUE(marker);
    EXPECT_TRUE(marker->message.contains(QStringLiteral("/etc/passwd")));
    EXPECT_FALSE(preprocessedProblem(
        QStringLiteral(
            "# 0 \"/w//\"\n# 1 \"k.cu\"\n# 1 \"/usr/include/stdio.h\" 1 3 4\nint printf(const char*, ...);\n"),
        own, QStringLiteral("/w")));
    // The emitted assembly: inline asm under a system header's disguise, a file read by the
    // assembler after a section name's ';', a foreign .ident.
    const auto asmLine
        = listingProblem(QStringLiteral("\t.file\t\"k.cu\"\n\t.file 1 \"k.cu\"\n\t.loc 1 7 3\n#APP\n\tnop\n#NO_APP\n"),
            QStringLiteral("k.cu"));
    ASSERT_TRUE(asmLine);
    EXPECT_EQ(asmLine->line, 7);
    EXPECT_TRUE(listingProblem(QStringLiteral("\t.section x;.incbin \"/etc/passwd\",\"a\"\n"), QStringLiteral("k.cu")));
    EXPECT_TRUE(listingProblem(QStringLiteral("\t.ident \"x\"\n"), QStringLiteral("k.cu")));
    EXPECT_FALSE(
        listingProblem(QStringLiteral("\t.string \";.incbin\"\n\t.ident\t\"GCC: (Debian 12.2.0-14) 12.2.0\"\n"),
            QStringLiteral("k.cu")));
}

TEST(Sandbox, TheRunnerSeesOnlyAStatedEnvironment)
{
    qputenv("CUDAVIZ_TEST_SECRET", "hunter2");
    const Ran r = runFile(QStringLiteral("hostile/environment_secret.cu"));
    qunsetenv("CUDAVIZ_TEST_SECRET");
    ASSERT_RAN(r);
    const QList<double> out = r.buffer(QStringLiteral("out"));
    EXPECT_EQ(out.value(0), -1); // the app's variable is not the runner's
    EXPECT_LE(out.value(1), double(minimalEnvironment().keys().size()));
}

TEST(Sandbox, ThreadsAreLimited)
{
    const Finding f = onlyFinding(QStringLiteral("many_threads.cu"));
    EXPECT_EQ(f.details.value(QStringLiteral("syscall")).toString(), QStringLiteral("thread-limit"));
    EXPECT_TRUE(f.message.contains(QStringLiteral("at most %1 threads").arg(kMaxHostThreads)))
        << f.message.toStdString();
}

TEST(Sandbox, AKernelsOutputCannotControlTheTerminal)
{
    const Ran r = runFile(QStringLiteral("hostile/escape_sequences.cu"));
    ASSERT_RAN(r);
    EXPECT_EQ(r.run().output, QStringLiteral("\\x1b]0;owned\\x07\\x1b[2J\\u202ecba\n"));
}

TEST(Sandbox, AModulePlantedInTheCacheIsCompiledAgain)
{
    const QString mine = QStringLiteral("__global__ void k(int* a) { a[0] = 1; }\n");
    const QString other = QStringLiteral("__global__ void k(int* a) { a[0] = 2; }\n");
    const CompileOutcome first = compileKernel(mine, QStringLiteral("planted.cu"), QStringLiteral("k"));
    ASSERT_TRUE(first.kernel) << first.error.toStdString();
    EXPECT_TRUE(compileKernel(mine, QStringLiteral("planted.cu"), QStringLiteral("k")).kernel->cached);
    // Another module's bytes where this one's were, as a planted file would be: not used as cached.
    const CompileOutcome planted = compileKernel(other, QStringLiteral("planted.cu"), QStringLiteral("k"));
    ASSERT_TRUE(planted.kernel);
    QFile::remove(first.kernel->modulePath);
    ASSERT_TRUE(QFile::copy(planted.kernel->modulePath, first.kernel->modulePath));
    const CompileOutcome again = compileKernel(mine, QStringLiteral("planted.cu"), QStringLiteral("k"));
    ASSERT_TRUE(again.kernel);
    EXPECT_FALSE(again.kernel->cached);
    QFile module(again.kernel->modulePath), reference(planted.kernel->modulePath);
    ASSERT_TRUE(module.open(QIODevice::ReadOnly) && reference.open(QIODevice::ReadOnly));
    EXPECT_NE(module.readAll(), reference.readAll());
}

TEST(Sandbox, ACacheFolderOthersMayWriteIsRefused)
{
    QTemporaryDir dir;
    const QString cache = dir.filePath(QStringLiteral("shared-cache"));
    ASSERT_TRUE(QDir().mkpath(cache));
    ::chmod(QFile::encodeName(cache).constData(), 0777);
    const auto problem = cacheFolderProblem(cache);
    ASSERT_TRUE(problem);
    EXPECT_TRUE(problem->contains(QStringLiteral("may be written by others (mode 777)"))) << problem->toStdString();
    // A folder it creates is the user's alone.
    const QString fresh = dir.filePath(QStringLiteral("fresh/cache"));
    EXPECT_FALSE(cacheFolderProblem(fresh));
    EXPECT_EQ(QFileInfo(fresh).permissions() & (QFileDevice::WriteGroup | QFileDevice::WriteOther), 0);
    // A relative CUDAVIZ_PLAYGROUND_CACHE is taken from where the app started.
    const QByteArray before = qgetenv("CUDAVIZ_PLAYGROUND_CACHE");
    qputenv("CUDAVIZ_PLAYGROUND_CACHE", "relative/cache");
    EXPECT_TRUE(QFileInfo(cacheDirectory()).isAbsolute());
    qputenv("CUDAVIZ_PLAYGROUND_CACHE", before);
}

TEST(Leftovers, AFolderIsSweptOnlyWhenItsProcessIsGone)
{
    QTemporaryDir dir;
    QProcess gone;
    gone.start(QStringLiteral("/bin/sleep"), { QStringLiteral("0.2") });
    ASSERT_TRUE(gone.waitForStarted());
    const qint64 dead = gone.processId();
    gone.waitForFinished();
    const QString left = dir.filePath(QStringLiteral("cudaviz-%1-abcdef").arg(dead));
    const QString live = dir.filePath(QStringLiteral("cudaviz-%1-ghijkl").arg(QCoreApplication::applicationPid()));
    const QString other = dir.filePath(QStringLiteral("cudaviz-notes"));
    for (const QString& folder : { left, live, other })
        ASSERT_TRUE(QDir().mkpath(folder + QStringLiteral("/inner")));
    EXPECT_EQ(sweepLeftovers(dir.path(), QStringLiteral("cudaviz")), 1);
    EXPECT_FALSE(QFileInfo::exists(left));
    EXPECT_TRUE(QFileInfo::exists(live));
    EXPECT_TRUE(QFileInfo::exists(other));
}

#if defined(__x86_64__)
namespace {
// Whether this kernel takes 32-bit calls at all: one built without IA32 emulation (some virtual
// machines' are) answers int 0x80 with SIGSEGV before any filter sees it.
bool kernelTakes32BitCalls()
{
    const pid_t child = fork();
    if (child == 0) {
        asm volatile("movl $20, %%eax; int $0x80" ::: "eax", "memory"); // getpid
        _exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
    return WIFEXITED(status);
}
} // namespace

// Machine code the source checks would refuse, built here without them, run as a module's
// constructor by the runner's sandbox: a 32-bit call (int 0x80) and an x32 call are trapped
// and named, not the silent end of a thread that reads as a timeout. On a kernel without 32-bit
// calls, int 0x80 is a crash (SIGSEGV) the sandbox never sees, and is reported as one.
TEST(Sandbox, CallsOfAnotherArchitectureAreNamed)
{
    const bool takes32Bit = kernelTakes32BitCalls();
    QTemporaryDir dir;
    const struct
    {
        const char* name;
        const char* code;
    } cases[] = {
        { "int-0x80",
            "__attribute__((constructor)) static void f() { asm volatile(\"movl $20, %eax; int $0x80\"); }\n" },
        { "x32",
            "__attribute__((constructor)) static void f() { long r; asm volatile(\"syscall\" : \"=a\"(r) : "
            "\"a\"(0x40000000L | 39) : \"rcx\", \"r11\", \"memory\"); }\n" },
    };
    for (const auto& c : cases) {
        const QString source = dir.filePath(QStringLiteral("m.cpp")), module = dir.filePath(QStringLiteral("m.so"));
        QFile f(source);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(c.code);
        f.close();
        const SubprocessResult cc = runSubprocess(QStringLiteral("g++"),
            { QStringLiteral("-shared"), QStringLiteral("-fPIC"), source, QStringLiteral("-o"), module });
        ASSERT_EQ(cc.exitCode, 0) << cc.err.toStdString();
        const SubprocessResult r = runSubprocess(kernelRunnerPath(), { QStringLiteral("--describe"), module });
        EXPECT_EQ(r.exitCode, kHelperExitCrash) << c.name << ": " << r.err.toStdString();
        const auto end = parseAbnormalEnd(r.err, r.exitCode);
        ASSERT_TRUE(end) << c.name << ": " << r.err.toStdString();
        if (!takes32Bit && std::string(c.name) == "int-0x80") {
            EXPECT_EQ(end->signal, SIGSEGV) << "this kernel has no 32-bit calls: " << r.err.toStdString();
            continue;
        }
        EXPECT_EQ(end->syscall, QString::fromLatin1(c.name));
    }
}
#endif

TEST(Sandbox, AConstructorThatPrintsExitsOrLoopsIsSaidSo)
{
    // Its print is no part of the kernel's description: the kernel compiles and runs.
    const Ran prints = runFile(QStringLiteral("hostile/constructor_prints.cu"));
    ASSERT_RAN(prints);
    EXPECT_EQ(prints.buffer(QStringLiteral("out")), QList<double> { 16 });
    EXPECT_TRUE(refusal(QStringLiteral("constructor_exits.cu"))
                    .contains(QStringLiteral("ended the process (exit status 0) before the runner could read")));
    EXPECT_TRUE(refusal(QStringLiteral("constructor_loops.cu"))
                    .contains(QStringLiteral("did not finish within %1 s").arg(kDescribeSeconds)));
}
