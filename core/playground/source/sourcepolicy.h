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

// How a file may name what it includes. A file alone includes only names (no leading /, no ..);
// a file of a folder the user opened (sourcetree.h) may also name a relative path in quotes
// ("../common/book.h"), which the folder's reading keeps inside that folder.
enum class IncludeRule
{
    NamesOnly,
    QuotedRelative
};

// The first #include (or #include_next, #import) that names a path the rule does not allow or is
// not a name in quotes or angle brackets. Comments and line continuations are read as the
// preprocessor does.
std::optional<PolicyProblem> includeProblem(const QString& source, IncludeRule rule = IncludeRule::NamesOnly);

// The #include "NAME" lines of `source` (quotes, not angle brackets), in order.
struct QuotedInclude
{
    int line = 0;
    QString name;
};
QList<QuotedInclude> quotedIncludes(const QString& source);

// `fileName` as it may stand inside `#line N "..."` in generated code: no quote, backslash or
// control character (a newline would end the directive).
QString lineDirectiveName(const QString& fileName);

// Inline assembly in the compiler's preprocessed output (`asm`, `__asm__`, after macros), in the
// student's lines: not in the system's headers (they use it for symbol names), not in
// `ownFiles` (the playground's header and generated files, by the names line markers give them).
std::optional<PolicyProblem> assemblyProblem(const QString& preprocessed, const QStringList& ownFiles);

// What the preprocessed output (the compiler's -E) shows of every file the compiler read, the
// system's headers included (a line marker of the student's own may disguise their lines): a line
// marker naming a file outside the system's headers and the work folder (#include or #line of a
// path), #ident or #sccs (their text goes to the assembler as it is), or a switch that turns the
// memory instrumentation off (no_sanitize attributes; optimize attributes and pragmas that name a
// sanitizer). `line` is the student's when the marker says so, else 0. `workFolder`: where the
// compiler ran (GCC names it in a marker of its own, "folder//").
std::optional<PolicyProblem> preprocessedProblem(
    const QString& preprocessed, const QStringList& ownFiles, const QString& workFolder);

// What the assembly the compiler emitted (-S) holds that no C++ compiles to by itself: inline
// assembly (GCC and clang mark it #APP, whichever file it came from), .incbin or .include (the
// assembler would read a file), an .ident that is not the compiler's. `studentFile` names the
// student's file in the listing's .file lines, for the line.
std::optional<PolicyProblem> listingProblem(const QString& assembly, const QString& studentFile);

} // namespace cvz
