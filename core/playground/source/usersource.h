// A student's CUDA source as the kernel playground reads it: its __global__ kernels and their
// parameters, and the one rewrite it needs (dynamic shared memory) before the host compiler
// sees it. The compiler reads the types; this only finds names.
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace cvz {

struct KernelParam
{
    QString declaration; // "const float *A"
    QString name; // "A"
};

struct KernelDecl
{
    QString name; // "MatrixMulCUDA"
    QString templateParams; // "int BLOCK_SIZE", or empty
    QList<KernelParam> params;
    int line = 0; // 1-based line of its name
    bool isTemplate() const { return !templateParams.isEmpty(); }
};

// The name a student's file goes by in messages and lines: its file name, or "kernel.cu".
QString studentFileName(const QString& path);

// The source with every comment and string or character literal turned into spaces (line
// breaks kept), so that searches cannot be fooled by them and positions stay the same.
QString blankCommentsAndLiterals(const QString& source);

// Whether the source defines main (comments and literals aside): a whole program.
bool hasMain(const QString& source);

// Every __global__ function defined or declared in the source, in order.
QList<KernelDecl> findKernels(const QString& source);

// The fields of a struct or class the source defines (struct NAME { ... }; or typedef struct { ... }
// NAME;), in order: the names a kernel taking it by value has its fields bound by ("m.rowPtr").
// Member functions, static members and nested types are not fields. Nothing when the source
// defines no such type, or when a field is one the playground cannot set (a bit-field).
// Each field's declaration is written with its own name ("const int* rowPtr", "int rows");
// `privateFields` gets the names of those that are private or protected (a launch cannot set them).
std::optional<QList<KernelParam>> structFields(
    const QString& source, const QString& typeName, QStringList* privateFields = nullptr);
// The type a parameter takes by value, as it would be defined in the source: "CSR" for
// "const CSR m", "Matrix" for "Matrix<float> A"; empty for a pointer or a reference.
QString byValueTypeName(const KernelParam& param);
// What a launch binds for this kernel, in order: its parameters, with a struct taken by value
// (whose definition the source holds) replaced by its fields, named PARAM.FIELD ("m.rowPtr",
// declared "const int* m.rowPtr").
QList<KernelParam> bindableParams(const QString& source, const KernelDecl& kernel);

// `extern __shared__ float s[];` cannot be thread_local storage of unknown size: each becomes
// a pointer to the launch's dynamic shared memory, on the same line.
struct SharedRewrite
{
    QString source;
    QString firstName; // the first such array's name ("s"), or empty
};
SharedRewrite rewriteDynamicShared(const QString& source);

// kernel<<<grid, block, shared, stream>>>(args) in host code becomes
// cvz_pg::launch("kernel", LINE, cvz_pg::config(grid, block, shared, stream),
// [](auto... a) { kernel(a...); }, args) (the same newlines): a file holding its host program
// compiles with the host compiler, which checks the call's arguments, and a whole program runs
// each launch in the emulator.
QString rewriteLaunches(const QString& source);

// Braces that do not pair up: the line of the first `}` that closes nothing, or of the `{` still
// open at the end of the file (a missing `}`). The compiler would report it in generated code.
struct BraceProblem
{
    int line = 0;
    bool unclosed = false; // a `{` never closed (else a `}` too many)
};
std::optional<BraceProblem> braceProblem(const QString& source);

// The kernel to run: `choice` names one ("vectorAdd", "MatrixMulCUDA<16>"), or is empty when
// the source has exactly one. Sets `error` (translated) and returns nothing otherwise.
struct KernelChoice
{
    KernelDecl decl;
    QString expression; // what the launch calls: "MatrixMulCUDA<16>"
};
// Whether `text` (what follows a kernel's name in --kernel: "<16>", "<(BM*BN)/(TM*TN), 1>") is
// only template arguments: it is pasted into generated code, so nothing else may get through.
bool templateArgumentsValid(const QString& text);
std::optional<KernelChoice> chooseKernel(const QList<KernelDecl>& kernels, const QString& choice, QString* error);

} // namespace cvz
