// What the app knows about one teaching kernel, beside its body: the descriptor each file of
// core/kernels/teaching/ defines once. The page, the CLI, lessons, the emulator and the memory
// trace read it from the catalog (teachingkernels.h) instead of switching over kernels.
// No Qt: texts are marked for lupdate with QT_TRANSLATE_NOOP and translated where shown.
#pragma once

#include "launchtypes.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text
#endif

namespace cvz {

enum class TeachingKernel : int; // the list of them: teachingkernels.h

// How a kernel is given its sizes and how the picture follows it.
enum class KernelFamily
{
    Index, // one thread per element of a vector, matrix or volume: drawn from the index arithmetic
    Matmul, // C (M x N) = A (M x K) * B (K x N): followed through an emulator trace
    Transpose, // C (N x M) = A (M x N) transposed: followed through an emulator trace
    Vector // n elements in, its own outputs (a stencil, a reduction, a histogram): followed through a trace
};

// A launch the presets menu offers for the kernel (sizes in the order of its size labels).
struct KernelPreset
{
    const char* title = nullptr; // context "cvz::TeachingKernels"; nullptr: none
    KernelShape shape;
    Dim3 block;
};

// One of a kernel's sizes: how the form labels it and how the CLI and lessons name it.
struct KernelSize
{
    const char* label = nullptr; // the form's label (context "cvz::TeachingKernels"); nullptr past the last size
    const char* key = nullptr; // its CLI option (--rows) and lesson field ("rows"); nullptr: given by shapeKey
};

// One line of what a kernel says about one of its threads: `text` with up to eight whole
// numbers for %1..%8. A formula (code with the thread's numbers) is shown as written; any
// other line is translated (context "cvz::TeachingKernels": mark it with QT_TRANSLATE_NOOP).
struct ExplainLine
{
    const char* text = nullptr;
    int64_t args[8] = {};
    int argCount = 0;
    bool formula = false;
};

template <class... Args> constexpr ExplainLine explainLine(bool formula, const char* text, Args... args)
{
    static_assert(sizeof...(Args) <= 8, "at most %1..%8");
    ExplainLine line;
    line.text = text;
    line.formula = formula;
    line.argCount = int(sizeof...(Args));
    int i = 0;
    ((line.args[i++] = int64_t(args)), ...);
    return line;
}

// A traced kernel's account of one thread: its indices with the thread's numbers (`lines`),
// then, after what the trace counted it load, what the kernel teaches (`closing`).
struct Explanation
{
    static constexpr int kMaxLines = 4;
    ExplainLine lines[kMaxLines];
    int count = 0;
    ExplainLine closing;

    constexpr void add(const ExplainLine& line)
    {
        if (count < kMaxLines)
            lines[count++] = line;
    }
};

struct TeachingKernelInfo
{
    TeachingKernel id;
    const char* key; // "matmul-tiled": the name the app, the CLI, lessons and result files use
    const char* output; // the array it writes, as its emulate() names it ("c", "C", "out")
    const char* title; // for the kernel menu; context "cvz::TeachingKernels"
    KernelFamily family;
    MappingKind mapping; // how its threads map to the array it writes
    KernelSize sizes[3]; // in the order of its KernelShape
    // The CLI option and lesson field that give every size in one text, "MxKxN" (the
    // matmuls' "shape"), parts in the sizes' order; nullptr: each size by its own key.
    const char* shapeKey;
    bool guardSwitch; // its guard may be switched off (not for a loop's or a tile's guard)
    Dim3 block; // the block it is written for and must be launched with; {0, 0, 0}: any block
    const char* blockReason; // why that block (context "cvz::TeachingKernels")
    // The launch it is written for (traced kernels; blockSide for the naive and coalesced
    // matmuls' square blocks): the one the CUDA module uses and the emulator replays.
    LaunchConfig (*launch)(const KernelShape& shape, int64_t blockSide);
    // Every load and store it will make, counted from its loops; saturating; an upper bound.
    int64_t (*accesses)(const KernelShape& shape, int64_t threads);

    KernelPreset preset = {}; // a kernel the hand-written presets do not show offers its own
    const char* lesson = nullptr; // what a Vector kernel's picture teaches, said under each thread
    // The GPU benchmark backend that times the same body ("gpu-tiled"): its rung of the
    // matmul ladder, which the Memory tab's ladder dialog lists in course order.
    const char* benchBackend = nullptr;
    // What it says about one thread (blockIdx `block`, threadIdx `thread`) of this launch;
    // nullptr: the family's own account (the index arithmetic; a Vector kernel's counted
    // loads, stores and atomics, then its `lesson`).
    Explanation (*explain)(const KernelShape& shape, const LaunchConfig& launch, Dim3 block, Dim3 thread) = nullptr;

    constexpr bool traced() const { return family != KernelFamily::Index; }
    constexpr int sizeCount() const { return sizes[2].label ? 3 : sizes[1].label ? 2 : 1; }
};

} // namespace cvz
