#pragma once

#include "playground/findings/finding.h"

#include <QString>
#include <optional>

namespace cvz {

struct SubprocessResult;

// A C++ symbol as the student wrote it ("helper(float)"), or as it is when it is not one.
QString demangledName(const QString& symbol);

// The runner loads the student's module lazily (a file's host code may call functions it never
// runs): a function defined nowhere stops it (exit status 127, the loader's words) only when it is
// first called. Which function that was, demangled, when that is how the runner ended.
std::optional<QString> undefinedSymbolOf(const SubprocessResult& r);
// `err` without the loader's "symbol lookup error" lines (the rest is the program's own).
QString withoutLoaderLines(const QString& err);

// Those words for a kernel run alone, and as a whole program's finding ("unsupported" when the
// function is a library's the playground does not emulate, naming it; else "undefined_function").
QString undefinedInKernelText(const QString& function);
Finding undefinedInProgramFinding(const QString& function);

} // namespace cvz
