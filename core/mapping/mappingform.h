#pragma once

#include "mappingsetup.h"

#include <QString>
#include <QStringList>
#include <map>
#include <optional>

namespace cvz {

// A launch as a person gives it, before it is checked: the Thread Mapping form, `cudaviz
// trace`'s options and a lesson's "show" each fill one of these, and buildMappingSetup is the
// one place that turns it into a MappingSetup (as BenchForm and buildBenchRequest do for runs).
// Each reader parses only its own syntax (a spin box, "16,16", [16, 16]); what the sizes are
// called and how a kernel is launched comes from the catalog.
struct MappingForm
{
    QString kernel; // a catalog key: "vecadd", "matmul-tiled", ...
    // The sizes as given, by the keys the catalog names them with (KernelSize::key, the
    // matmuls' shapeKey): { "n": "1000" }, { "rows": "100", "cols": "70" }, { "shape": "64x64x64" }.
    std::map<QString, QString> sizes;
    std::optional<Dim3> grid; // nothing: the grid that fits the sizes (a traced kernel's own)
    std::optional<Dim3> block; // nothing: the kernel's usual block
    std::optional<bool> guard; // nothing: guarded
    // How the reader writes a field in messages: "--" for the CLI (--rows), "show." for lessons.
    QString fieldPrefix = QStringLiteral("--");
    // A matmul given without its shape gets kDefaultFormSide on every side (the CLI).
    bool defaultShapeWhenMissing = false;
};

constexpr int64_t kDefaultFormSide = 64;

// The size keys of every kernel of the catalog, in course order, each once ("n", "rows",
// "cols", "nx", "ny", "nz", "shape"): the CLI's options and the lessons' fields.
QStringList mappingSizeKeys();
// Every kernel's key, in the catalog's order: "vecadd, gridstride, ..." (for messages and help).
QString allKernelKeys();
// The keys this kernel takes.
QStringList sizeKeysOf(const TeachingKernelInfo& info);
// How a shape key's text writes the sizes: "MxKxN", each size's first letter.
QString shapeLetters(const TeachingKernelInfo& info);
// The catalog keys of the kernels that take this size key, "matadd, transpose-naive, ...".
QString kernelsTaking(const QString& sizeKey);
// The block a kernel is launched with when the form names none.
Dim3 usualBlock(TeachingKernel kernel);

// The setup, or nothing and `error` names the first problem with the field as the reader
// writes it ("unknown kernel 'x'", "--rows does not apply to vecadd", "matadd needs --cols",
// "--n: 'abc' is not a whole number", "n = 0; the problem size must be at least 1"). The
// limits of the picture or of a trace are the caller's: validateSetup, validateTrace.
// `error` may be null.
std::optional<MappingSetup> buildMappingSetup(const MappingForm& form, QString* error);

} // namespace cvz
