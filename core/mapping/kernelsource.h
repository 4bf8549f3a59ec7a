#pragma once

#include <QString>
#include <QStringList>

namespace cvz {

// One teaching kernel's source as the app shows it, with the lines the animation highlights.
struct KernelSource
{
    QStringList lines; // "// @index" style tags removed
    int firstIndexLine = -1; // 0-based line numbers into `lines`; -1 when absent
    int guardLine = -1;
    int writeLine = -1; // the last "@write" line (the store)
    bool isEmpty() const { return lines.isEmpty(); }
};

// The raw lines between "// @kernel KEY" and "// @end" of the teaching kernels header text.
QStringList kernelSection(const QString& headerText, const QString& key);
// Lines with their "// @index" style tags: the tags removed and their line numbers noted.
KernelSource fromTaggedLines(const QStringList& lines);

// The section between "// @kernel KEY" and "// @end" of the teaching kernels header text.
KernelSource extractKernelSource(const QString& headerText, const QString& key);

// The same, from the copy of core/kernels/teachingkernels.h compiled into the app.
KernelSource teachingKernelSource(const QString& key);

} // namespace cvz
