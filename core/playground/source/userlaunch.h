// A playground launch: grid, block, dynamic shared memory, and every kernel parameter bound
// to a buffer (element type, length, initial contents) or a scalar. Checked against the
// kernel's signature and the playground's budgets before anything runs.
#pragma once

#include "kernels/launchgeometry.h"
#include "playground/protocol/budgets.h"
#include "playground/protocol/traceplan.h"
#include "playground/source/usercompiler.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace cvz {

// A buffer's element type: what --arg names (float[N], uchar[N] ...), and what the kernel's pointer
// points to (a float4* takes a float buffer: CUDA's vector types are their scalar's buffers).
enum class ElementType
{
    Float,
    Int,
    UInt,
    Char, // signed 8-bit
    UChar, // unsigned 8-bit (an image's bytes)
    Short,
    UShort,
    Half, // IEEE binary16 (cuda_fp16.h's __half)
    Double,
    LongLong, // 64-bit
    ULongLong
};
QString elementTypeName(ElementType type); // "float", "uchar" ...
int elementBytes(ElementType type); // 4, 1 ...
char pointerCode(ElementType type); // 'F', 'B' ...: see CompiledKernel::signature
bool isPointerCode(char code); // a buffer parameter ('V', void*, takes any buffer)
bool isFloatingType(ElementType type);

enum class InitKind
{
    Zeros,
    Iota,
    Random,
    Constant,
    Values
};

struct BufferSpec
{
    ElementType type = ElementType::Float;
    int64_t length = 0;
    InitKind init = InitKind::Zeros;
    uint32_t seed = 1;
    double constant = 0.0;
    QList<double> values;
};

// One --arg: a buffer ("A=float[1000]:iota") or a scalar ("n=1000"); a field of a struct
// parameter is named PARAM.FIELD ("m.rowPtr=int[7]:0,2,3,5,6,8,9", "m.n=6").
struct ArgBinding
{
    QString name;
    bool isBuffer = false;
    BufferSpec buffer;
    QString scalar; // as typed; its type comes from the kernel's signature
};

// Parses NAME=TYPE[LEN]:INIT or NAME=VALUE. INIT: zeros, iota, random, random:SEED, const:V,
// or values separated by commas (LEN may then be left out: "x=int[]:1,2,3").
std::optional<ArgBinding> parseArg(const QString& text, QString* error);
QString argText(const ArgBinding& arg); // the inverse of parseArg

struct LaunchSpec
{
    Dim3 grid, block;
    int64_t dynamicSharedBytes = 0;
    QList<ArgBinding> args;
    // --const NAME=TYPE[LEN]:INIT: a __constant__ array's contents before the launch, as a host
    // program sets them with cudaMemcpyToSymbol.
    QList<ArgBinding> constants;
    double timeoutSeconds = kDefaultTimeoutSeconds;
    TraceMode trace = TraceMode::Auto; // which blocks are traced (traceplan.h)
};

// Whether a launch may run blocks untraced, so that its kernel is worth building for the fast engine
// too (compileKernel's `fast`): a trace mode that leaves blocks out, or in auto a launch of more
// than kFastBuildThreads threads (past about that many the trace's budget of accesses may run out).
constexpr int64_t kFastBuildThreads = int64_t(1) << 19;
bool wantsFastBuild(const LaunchSpec& spec);

// The parameters of a compiled kernel, ready to run: each one's code (see CompiledKernel) and
// bytes (a buffer's initial contents, or a scalar's 8 bytes).
struct BoundArg
{
    QString name;
    char code = '?';
    bool isBuffer = false;
    QByteArray bytes;
    ElementType type = ElementType::Float; // buffers
    // A buffer a struct parameter points to ("m.rowPtr"), listed after its struct: not itself a
    // parameter of the kernel.
    bool field = false;
    // A struct parameter's ('T'): at which byte of `bytes` the address of which buffer goes (an
    // index into bindLaunch's list).
    QList<QPair<qint64, qint32>> pointers;
};

// What in this launch is outside the playground's limits (a launch CUDA refuses, more threads than
// the emulator numbers, or than kMaxThreads when every block is traced, dynamic shared memory or a
// time limit past its budget), in words; nothing when it is within them. bindLaunch checks it, and
// so does the kernel runner for its request.
std::optional<QString> launchLimitProblem(
    const LaunchConfig& launch, int64_t dynamicSharedBytes, double timeoutSeconds, TraceMode trace);
// Checks the launch against CUDA's limits and the budgets, and every parameter against the
// kernel's signature; builds the buffers' initial contents. Errors are translated sentences.
std::optional<QList<BoundArg>> bindLaunch(const CompiledKernel& kernel, const LaunchSpec& spec, QString* error);

// The --const bindings as the runner takes them: name, the element type's pointer code, bytes.
// Their budget is the buffers' (all buffers and constants together).
struct BoundConstant
{
    QString name;
    char code = 'F';
    QByteArray bytes;
};
std::optional<QList<BoundConstant>> bindConstants(const LaunchSpec& spec, QString* error);

// A buffer's values as numbers (for printing and comparing).
QList<double> bufferValues(const QByteArray& bytes, ElementType type);
QString formatValue(double value, ElementType type);
// Two values of one element the same? Integers exactly; floats within 1e-5 relative (a GPU, or
// another summation order, contracts a * b + c into one FMA: a few ulps apart), NaN equal to NaN.
bool sameElementValue(double a, double b, ElementType type);

} // namespace cvz
