// What the playground's compiler may see of the machine: a student's file includes the
// playground's header and the system's headers by name, never a path of its own choosing
// (an absolute path, or `..`: `#include </etc/shadow>` would print a line of it in an error),
// and holds no inline assembly (host instructions, and `.incbin` reads files while compiling).
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace cvz {

struct PolicyProblem
{
    int line = 0; // in the student's file
    QString message; // translated
};

// The first #include (or #include_next, #import) that names a path or is not a plain name in
// quotes or angle brackets. Comments and line continuations are read as the preprocessor does.
std::optional<PolicyProblem> includeProblem(const QString& source);

// `fileName` as it may stand inside `#line N "..."` in generated code: no quote, backslash or
// control character (a newline would end the directive).
QString lineDirectiveName(const QString& fileName);

// Inline assembly in the compiler's preprocessed output (`asm`, `__asm__`, after macros), in the
// student's lines: not in the system's headers (they use it for symbol names), not in
// `ownFiles` (the playground's header and generated files, by the names line markers give them).
std::optional<PolicyProblem> assemblyProblem(const QString& preprocessed, const QStringList& ownFiles);

} // namespace cvz
