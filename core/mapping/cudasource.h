#pragma once

#include "kernelsource.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace cvz {

// How the CUDA view treats comments: translate (the app's language) and how many columns
// a line may take before a translated comment is wrapped.
struct CudaSourceOptions
{
    bool guard = true; // false: the guard line is shown commented out, as the emulator runs it
    std::function<QString(const QString&)> translateComment; // null: comments stay as written
    int wrapColumns = 80;
};

// One line of a kernel body as plain CUDA: ctx.blockIdx() -> blockIdx, ctx.load(a, i) ->
// a[i], ctx.store(c, i, v) -> c[i] = v, ctx.syncthreads() -> __syncthreads(), long long ->
// int, Tiled2D::BM -> 64, "!guard ||" dropped (or the whole if commented out without guard).
QString toCudaLine(const QString& bodyLine, bool guard = true);

// The kernel between "// @kernel KEY" and "// @end" as the __global__ function a student
// writes: the template and CVZ_HD lines give way to the "// @cuda" lines, every body line
// goes through toCudaLine, comments are translated. The highlight tags follow their lines.
KernelSource cudaKernelSource(const QString& headerText, const QString& key, const CudaSourceOptions& options = {});

// The same from the copy of core/kernels/teachingkernels.h compiled into the app, with the
// comments in the app's language (context "cvz::KernelComments").
KernelSource teachingCudaSource(const QString& key, bool guard = true);

// The condition of the kernel's guard line as written ("i < n", "row < rows && col < cols";
// a grid-stride loop's condition), or an empty string.
QString guardCondition(const KernelSource& source);

// Every comment text of the teaching kernels the CUDA view may translate, as the
// translation lookup receives it (consecutive comment lines joined into one paragraph).
QStringList kernelCommentParagraphs(const QString& headerText);

// The catalog's files compiled into the app (core/kernels/teaching/NN_name.h, in course
// order), all of them as one text, and the one file that holds the kernel KEY (whose line
// numbers the emulator's access sites use), or an empty string.
QStringList teachingKernelFiles();
QString teachingKernelsHeader();
QString teachingKernelFile(const QString& key);

} // namespace cvz
