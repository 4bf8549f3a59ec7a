// A finding is data first: its kind, the student's line and the facts --json prints; its words
// are made in one place (findingwords.cpp), in both languages. Also the words' vocabulary.
#pragma once

#include "emulator/accesstrace.h"
#include "mapping/launchconfig.h"

#include <QJsonObject>
#include <QString>

namespace cvz {

// Something wrong that the run found (not an error in the input): the CLI's exit status 1.
struct Finding
{
    // "race", "out_of_bounds", "barrier_divergence", "warp_divergence" (a shuffle or vote CUDA leaves
    // undefined), "timeout", "crash", "sandbox" (a call the
    // sandbox stopped), "trace_budget", "legacy_intrinsic" (CUDA 8's __shfl_down, __ballot ... without
    // a mask: run over the whole warp), "legacy_texture" (a texture reference, which CUDA 12 removed:
    // run as CUDA 11 ran it), and with
    // --gpu "gpu_mismatch" (an output element differs on the GPU) and "gpu_error" (the GPU run failed)
    QString kind;
    QString message; // translated, with lines and threads
    int line = 0; // in the student's file, 0 when unknown
    QJsonObject details; // for --json: threads, element, array ...
};

// The student's line of a trace's site (0 when unknown).
int siteLine(const AccessTrace& trace, uint16_t site);

// "thread 5", "thread (4, 0)", "thread 3 of block 2", "thread (4, 0) of block (1, 2)".
QString threadLabel(int64_t globalThread, const LaunchConfig& launch);

// The trace counts 4-byte words; a buffer of chars, shorts or doubles has other elements. Per traced
// array: its element's size and length (a shared array: words).
struct ElementScale
{
    int bytes = 4;
    int64_t length = 0;
    // The element a byte from element 0 lies in (rounded down: a byte before the array is in a
    // negative element).
    int64_t elementOfByte(int64_t byte) const { return byte >= 0 ? byte / bytes : -((-byte + bytes - 1) / bytes); }
    // The element an access begins at.
    int64_t firstOf(const MemoryAccess& a) const
    {
        return elementOfByte(a.element * 4 + (a.byteMask ? __builtin_ctz(a.byteMask) : 0));
    }
};
} // namespace cvz
