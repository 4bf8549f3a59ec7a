// A whole program's files: it reads a copy of the files beside it and writes its own in a folder
// of its own (kernelrun/programfiles.h), which nothing outside its run sees until they are saved.
#include "playground/program/userprogram.h"
#include "playground/protocol/runprotocol.h"
#include "playground/source/usercompiler.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
const QString kKernels = QStringLiteral(CUDAVIZ_PLAYGROUND_KERNELS);
const QString kCourse = kKernels + QStringLiteral("/folders/course");

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Ran
{
    CompileOutcome compiled;
    ProgramOutcome outcome;
    const UserProgram& program() const { return *outcome.program; }
};

// `path` under `root`, run with its own folder for its files (as `cudaviz run` and the Playground do).
Ran runWithFiles(const QString& root, const QString& path)
{
    Ran r;
    const QString source = QString::fromUtf8(fileBytes(root + u'/' + path));
    const auto tree = folderTree(SourceFolder { root, path, {} }, source, &r.compiled);
    if (!tree)
        return r;
    r.compiled = compileProgram(source, QFileInfo(path).fileName(), nullptr, *tree);
    if (r.compiled.kernel)
        r.outcome = runUserProgram(*r.compiled.kernel, kDefaultProgramTimeoutSeconds, QString(), nullptr, {},
            TraceMode::Auto, {}, programInputFolder(SourceFolder { root, path, {} }));
    return r;
}

// Whether this machine's sandbox can give a program a folder of its own (namespaces for the mount,
// Landlock to hold it there): without them the program opens no file at all.
bool foldersPossible(const UserProgram& p)
{
    return (p.sandboxLayers & kSandboxNamespaces) && (p.sandboxLayers & kSandboxLandlock);
}

QStringList names(const UserProgram& p)
{
    QStringList out;
    for (const ProgramFile& f : p.files)
        out << f.name;
    return out;
}
} // namespace

#define ASSERT_RAN(r)                                                                                                  \
    ASSERT_TRUE((r).compiled.kernel) << (r).compiled.error.toStdString() << (r).compiled.output.toStdString();         \
    ASSERT_TRUE((r).outcome.program) << (r).outcome.error.toStdString()

// As 樊哲勇's chapter programs read their xy.txt: the points beside the program are read, the file
// it writes comes back, and what its folder does not hold stays shut (a file of the course above
// it, a system file, a write elsewhere). Its append to its own input changes its copy only.
TEST(ProgramFiles, AProgramReadsTheFilesBesideItAndWritesItsOwn)
{
    const QByteArray points = fileBytes(kCourse + QStringLiteral("/chapter3/points.txt"));
    ASSERT_FALSE(points.isEmpty());
    const Ran r = runWithFiles(kCourse, QStringLiteral("chapter3/data_program.cu"));
    ASSERT_RAN(r);
    const UserProgram& p = r.program();
    if (!foldersPossible(p)) {
        EXPECT_EQ(p.filesState, ProgramFilesState::NoIsolation);
        GTEST_SKIP() << "this machine's sandbox has no namespaces or no Landlock";
    }
    EXPECT_EQ(p.filesState, ProgramFilesState::Ready);
    EXPECT_EQ(p.output,
        QStringLiteral("read 10 values, doubled sum 110\na file outside its folder: refused\na system file: "
                       "refused\nwriting elsewhere: refused\n"));
    EXPECT_EQ(p.exitCode, 0);
    ASSERT_EQ(names(p), (QStringList { QStringLiteral("doubled.txt"), QStringLiteral("points.txt") }));
    EXPECT_EQ(p.files[0].bytes, QByteArray("2\n4\n6\n8\n10\n12\n14\n16\n18\n20\n"));
    EXPECT_EQ(p.files[1].bytes, points + QByteArray("11 12\n"));
    EXPECT_EQ(fileBytes(kCourse + QStringLiteral("/chapter3/points.txt")), points); // the course's file as it was
    EXPECT_FALSE(QFileInfo::exists(QStringLiteral("/tmp/cudaviz_data_program.txt")));
    EXPECT_TRUE(programFilesText(p).contains(QStringLiteral("The program wrote doubled.txt (26 bytes).")))
        << programFilesText(p).join(u'\n').toStdString();
}

// A program that tries to fill the disk from its folder: one file as large as it can, then as many
// as it can create. The folder's budget ends both as a full disk would, and what comes back is
// within it.
TEST(ProgramFiles, AProgramCannotFillTheDiskFromItsFolder)
{
    const Ran r = runWithFiles(kKernels + QStringLiteral("/hostile"), QStringLiteral("fill_files.cu"));
    ASSERT_RAN(r);
    const UserProgram& p = r.program();
    if (!foldersPossible(p))
        GTEST_SKIP() << "this machine's sandbox has no namespaces or no Landlock";
    ASSERT_TRUE(p.finished) << p.output.toStdString();
    long long mib = -1;
    int files = -1;
    ASSERT_EQ(
        std::sscanf(p.output.toUtf8().constData(), "wrote %lld MiB in one file, then created %d files", &mib, &files),
        2)
        << p.output.toStdString();
    EXPECT_GT(mib, 0);
    EXPECT_LT(mib, kProgramFilesBytes >> 20);
    EXPECT_LT(files, kMaxProgramFiles);
    qint64 bytes = 0;
    for (const ProgramFile& f : p.files)
        bytes += f.bytes.size();
    EXPECT_LE(bytes, kProgramFilesBytes);
    EXPECT_LE(p.files.size(), kMaxProgramFiles);
}

// A link beside the program to a file outside its folder is not copied: the program cannot read
// through it what its folder does not hold.
TEST(ProgramFiles, ALinkBesideTheProgramIsNotFollowed)
{
    QTemporaryDir outside, folder;
    ASSERT_TRUE(outside.isValid() && folder.isValid());
    QFile secret(outside.filePath(QStringLiteral("secret.txt")));
    ASSERT_TRUE(secret.open(QIODevice::WriteOnly));
    secret.write("the user's secret\n");
    secret.close();
    ASSERT_TRUE(QFile::link(secret.fileName(), folder.filePath(QStringLiteral("data.txt"))));
    QFile program(folder.filePath(QStringLiteral("peek.cu")));
    ASSERT_TRUE(program.open(QIODevice::WriteOnly));
    program.write("#include <cstdio>\n"
                  "int main()\n{\n"
                  "    FILE* f = fopen(\"data.txt\", \"r\");\n"
                  "    char line[64] = \"\";\n"
                  "    if (f && fgets(line, sizeof line, f))\n"
                  "        printf(\"read: %s\", line);\n"
                  "    else\n"
                  "        printf(\"no data.txt\\n\");\n"
                  "    return 0;\n}\n");
    program.close();
    const Ran r = runWithFiles(folder.path(), QStringLiteral("peek.cu"));
    ASSERT_RAN(r);
    EXPECT_EQ(r.program().output, QStringLiteral("no data.txt\n"));
    EXPECT_TRUE(r.program().files.isEmpty());
}

// A program whose opens may write must not reach the run's result channel through /proc/self/fd
// (a pipe, which Landlock does not govern): its /proc is empty, and its result is the runner's.
TEST(ProgramFiles, AProgramCannotReopenTheResultChannel)
{
    const Ran r = runWithFiles(kKernels + QStringLiteral("/hostile"), QStringLiteral("reopen_result.cu"));
    ASSERT_RAN(r);
    const UserProgram& p = r.program();
    if (!foldersPossible(p))
        GTEST_SKIP() << "this machine's sandbox has no namespaces or no Landlock";
    EXPECT_EQ(p.output, QStringLiteral("reopened 0 descriptors\n"));
    EXPECT_TRUE(p.finished);
    ASSERT_EQ(p.launches.size(), 1);
    EXPECT_EQ(p.launches[0].call.name, QStringLiteral("nothing"));
}
