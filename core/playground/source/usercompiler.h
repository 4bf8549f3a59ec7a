// The playground's compile step: the student's source, the CUDA vocabulary header and a small
// launch function, compiled by the host C++ compiler with its memory-access instrumentation
// into a module that cudaviz-kernelrun loads. Cached by content hash.
#pragma once

#include "playground/source/sourcetree.h"
#include "playground/source/usersource.h"
#include "util/subprocess.h" // kernelRunnerPath

#include <QList>
#include <QString>
#include <atomic>
#include <optional>

namespace cvz {

// Bytes of guard zone on each side of a kernel's __shared__ arrays (see the compile step).
constexpr int64_t kSharedGuardBytes = 16384;
constexpr const char* kSharedGuardPrefix = "cvz_pg_guard_";

// g++ or clang++ (CUDAVIZ_CXX overrides), or nothing with the reason and the package to install.
std::optional<QString> findCompiler(QString* why);
// Where compiled kernels are kept (CUDAVIZ_PLAYGROUND_CACHE overrides).
QString cacheDirectory();
// What a killed app left of its work (compile folders in the cache, run folders in the system's
// temporary folder): removed at the next start when their process is gone (util/leftovers.h).
void sweepPlaygroundLeftovers();

// One message of the compiler about the student's file.
struct Diagnostic
{
    int line = 0; // in the student's file (or `file`); 0: not in it (the launch of the chosen kernel)
    int column = 0;
    bool error = false; // error, or warning
    QString message;
    QString file; // a file of the student's folder it is in, relative to the root; empty: the student's file
};

// A kernel parameter as the compiler saw it (cudaviz_playground.h's ArgCode). Pointers: 'F' float*
// (float2*, float4* too), 'I' int*, 'U' unsigned int*, 'C' char*, 'B' unsigned char*, 'S' short*,
// 'W' unsigned short*, 'H' __half*, 'D' double*, 'X' long long*, 'Y' unsigned long long*, 'V' void*.
// Numbers: 'i' int, 'u' unsigned int, 'f' float, 'd' double, 'l' long (long long), 'L' unsigned
// long (size_t), 'c' char, 'b' unsigned char, 's' short, 'w' unsigned short, 'z' bool, 'h' __half.
// 'T' a struct by value, laid out in CompiledKernel::structs. '?' anything else.
struct StructField
{
    QString name; // "rowPtr"
    char code = '?'; // as a parameter's
    int64_t offset = 0;
    int64_t bytes = 0;
};
// A struct a kernel takes by value, as the compiler laid it out; its fields are bound one by one
// (--arg m.rowPtr=int[7]:... --arg m.n=6).
struct StructLayout
{
    int param = -1; // index into CompiledKernel::params
    int64_t size = 0;
    int64_t align = 1;
    QList<StructField> fields;
};

// What the runner's --describe printed: the signature's codes on the first line, then one line
// per struct ("T PARAM SIZE ALIGN NAME CODE OFFSET BYTES ..."); their parameters' codes become 'T'.
// False when the text is not such a description.
struct CompiledKernel;
bool readDescription(const QString& text, CompiledKernel* kernel);

struct CompiledKernel
{
    QString modulePath;
    // The same file built for the fast engine (-O2, no memory hooks), which runs the blocks no trace
    // needs; empty when not asked for or not built (every block then runs in the traced module).
    QString fastModulePath;
    QString fileName; // the student's file ("reduce.cu"), as diagnostics and lines name it
    QString expression; // "MatrixMulCUDA<16>"
    QList<KernelParam> params;
    QString signature; // one code per parameter (above)
    QList<StructLayout> structs;
    QString dynamicSharedName; // the first extern __shared__ array, or empty
    QList<Diagnostic> warnings;
    bool countsArithmetic = false; // compiled with the cudaviz_flops plugin: runs count FP operations
    bool cached = false;
    double seconds = 0.0;
};

struct CompileOutcome
{
    std::optional<CompiledKernel> kernel;
    QString error; // what went wrong, translated; the compiler's own text follows in `output`
    QString output; // the compiler's messages, paths shortened to the student's file name
    QList<Diagnostic> diagnostics;
};

// Compiles `source` (named `fileName` in messages) for the kernel `choice` (see chooseKernel). `tree`:
// the files of its folder it includes (gatherSourceTree), copied beside it; none for a file alone.
// `fast`: also the fast engine's module (CompiledKernel::fastModulePath), for a launch that may run
// blocks untraced (past the exact trace, or a trace mode that leaves blocks out). A program always
// gets one: its launches are known only when it runs.
CompileOutcome compileKernel(const QString& source, const QString& fileName, const QString& choice,
    const std::atomic<bool>* cancel = nullptr, const SourceTree& tree = {}, bool fast = false);

// Compiles a whole program (the file's main and everything it calls) for `cudaviz run` without a
// kernel: the runner calls its main with CUDA's runtime emulated. Its expression is "main".
CompileOutcome compileProgram(const QString& source, const QString& fileName, const std::atomic<bool>* cancel = nullptr,
    const SourceTree& tree = {});
// Why `source` is not a whole program (it has no main), in words; nothing when it is one.
std::optional<QString> notAProgram(const QString& source);

// The files of `folder` that `source` includes (gatherSourceTree), or nothing with `refused` saying
// why as a compile would (its error, a diagnostic on the compiled file's line). A file alone (no
// folder) has an empty tree.
// `program`: a whole program's, with its other translation units (SourceTree::parts).
std::optional<SourceTree> folderTree(
    const SourceFolder& folder, const QString& source, CompileOutcome* refused, bool program = false);

// folderTree, then compileKernel or compileProgram with the files it read (`tree` gets them, for
// the nvcc build of the same source): what the Playground compiles.
CompileOutcome compileKernelInFolder(const SourceFolder& folder, const QString& source, const QString& fileName,
    const QString& choice, const std::atomic<bool>* cancel, SourceTree* tree, bool fast = false);
CompileOutcome compileProgramInFolder(const SourceFolder& folder, const QString& source, const QString& fileName,
    const std::atomic<bool>* cancel, SourceTree* tree);

// The compiler's output lines that concern `fileName` or a file of `tree`, as diagnostics.
QList<Diagnostic> parseDiagnostics(const QString& output, const QString& fileName, const SourceTree& tree = {});

} // namespace cvz
