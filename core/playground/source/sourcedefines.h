// A size written into a program, set from outside without editing it: `--define N=1000000`
// overrides `#define N 100000000` or `const int N = 100000000;` (also constexpr, static, any integer
// or floating type), so that a lecturer runs the book's program at a classroom size. The file is
// rewritten line for line: every line keeps its number, and the compiler's messages their place.
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace cvz {

struct SourceDefine
{
    QString name;
    QString value;
};

// At most this many, each value at most this long: a size, not a program.
constexpr int kMaxSourceDefines = 16;
constexpr int kMaxDefineValueChars = 64;

// "NAME=VALUE" read, or the reason it cannot be one (a C identifier, a value of digits, letters,
// spaces, . _ ( ) + - * / % < > ~ & | ^ only, on one line).
std::optional<SourceDefine> parseSourceDefine(const QString& text, QString* error);

// Several, as a field holds them: "N=1000000 M=(1 << 6)" (each NAME= starts the next; spaces and
// commas between them).
std::optional<QList<SourceDefine>> parseSourceDefines(const QString& text, QString* error);

struct DefinedSource
{
    QString source; // the file with every definition of each name set to its value
    QStringList changed; // "line 13: const int N = 1000000;" for each line changed
};
// The source with each name's definitions set; an error names a name the file does not define
// (with the names it does define) or defines in a way this cannot rewrite.
std::optional<DefinedSource> applySourceDefines(
    const QString& source, const QList<SourceDefine>& defines, QString* error);

} // namespace cvz
