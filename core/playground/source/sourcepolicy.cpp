#include "playground/source/sourcepolicy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

bool identifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Whether the quote at `at` opens a raw string: R, LR, uR, UR or u8R as a token of its own
// (FOOR"( is the identifier FOOR and a plain string).
bool rawStringPrefix(const QString& source, qsizetype at)
{
    if (at < 1 || source[at - 1] != u'R')
        return false;
    qsizetype start = at - 1;
    for (const QString& prefix :
        { QStringLiteral("u8"), QStringLiteral("u"), QStringLiteral("U"), QStringLiteral("L") })
        if (start >= prefix.size() && QStringView(source).mid(start - prefix.size(), prefix.size()) == prefix) {
            start -= prefix.size();
            break;
        }
    return start == 0 || !identifierChar(source[start - 1]);
}

// The source as the preprocessor reads its directives: continued lines joined (each joined
// line keeps its first line's number), comments replaced by a space, string literals kept.
QList<QPair<int, QString>> logicalLines(const QString& sourceText)
{
    // The compiler ends a line at \n, \r\n and a lone \r alike.
    QString source = sourceText;
    source.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(u'\r', u'\n');
    QList<QPair<int, QString>> lines;
    QString current;
    int first = 1, line = 1;
    bool blockComment = false;
    for (qsizetype k = 0; k < source.size(); ++k) {
        const QChar c = source[k];
        const QChar next = k + 1 < source.size() ? source[k + 1] : QChar();
        if (c == u'\\' && (next == u'\n' || (next == u'\r' && k + 2 < source.size() && source[k + 2] == u'\n'))) {
            k += next == u'\r' ? 2 : 1;
            ++line;
            continue;
        }
        if (c == u'\n') {
            if (!blockComment) {
                lines.push_back({ first, current });
                current.clear();
                first = line + 1;
            }
            ++line;
            continue;
        }
        if (blockComment) {
            if (c == u'*' && next == u'/') {
                blockComment = false;
                ++k;
                current += u' ';
            }
            continue;
        }
        if (c == u'/' && next == u'*') {
            blockComment = true;
            ++k;
            continue;
        }
        if (c == u'/' && next == u'/') { // to the end of the (joined) line
            while (k + 1 < source.size() && source[k + 1] != u'\n') {
                if (source[k + 1] == u'\\' && k + 2 < source.size() && source[k + 2] == u'\n') {
                    k += 2;
                    ++line;
                    continue;
                }
                ++k;
            }
            continue;
        }
        if (c == u'"' && rawStringPrefix(source, k)) { // a raw string: R"delim( ... )delim"
            const qsizetype open = source.indexOf(u'(', k);
            const QString delimiter = open > k ? source.mid(k + 1, open - k - 1) : QString();
            const qsizetype close
                = open > k && delimiter.size() <= 16 ? source.indexOf(u')' + delimiter + u'"', open) : -1;
            const qsizetype end = close < 0 ? source.size() - 1 : close + delimiter.size() + 1;
            for (qsizetype j = k; j <= end; ++j) // its newlines still count
                if (source[j] == u'\n')
                    ++line;
            current += QStringLiteral("\"\"");
            k = end;
            continue;
        }
        if (c == u'"' || c == u'\'') { // a literal: its contents are not comments
            current += c;
            while (k + 1 < source.size() && source[k + 1] != c && source[k + 1] != u'\n') {
                if (source[k + 1] == u'\\' && k + 2 < source.size() && source[k + 2] != u'\n')
                    current += source[++k];
                current += source[++k];
            }
            if (k + 1 < source.size() && source[k + 1] == c)
                current += source[++k];
            continue;
        }
        current += c;
    }
    lines.push_back({ first, current });
    return lines;
}

// A C string literal, its contents captured; and a preprocessor line marker (`# 12 "file.cu" 2`),
// its line and file captured: one pattern each for every check here.
const QRegularExpression& stringLiteral()
{
    static const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
    return literal;
}
const QRegularExpression& lineMarker()
{
    static const QRegularExpression marker(QStringLiteral("^#\\s*(\\d+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\""));
    return marker;
}

// A relative path in quotes: no leading /, no backslash, no empty part ("a//b").
bool relativePath(const QString& name)
{
    if (name.isEmpty() || name.startsWith(u'/') || name.contains(u'\\'))
        return false;
    for (const QString& part : name.split(u'/'))
        if (part.isEmpty())
            return false;
    return true;
}

// A relative path that does not climb: what a file alone may include.
bool plainName(const QString& name)
{
    return relativePath(name) && !name.split(u'/').contains(QStringLiteral(".."));
}

// "#", or its digraph "%:", then the directive (spaces between are allowed).
const QRegularExpression& includeDirective()
{
    static const QRegularExpression directive(
        QStringLiteral("^\\s*(?:#|%:)\\s*(include_next|include|import|embed)\\b\\s*(.*)$"));
    return directive;
}
const QRegularExpression& includedName()
{
    static const QRegularExpression literal(QStringLiteral("^(?:\"([^\"]*)\"|<([^>]*)>)\\s*$"));
    return literal;
}

} // namespace

std::optional<PolicyProblem> includeProblem(const QString& source, IncludeRule rule)
{
    // #line and its short form "# 12": they would rename the lines the compiler reports, and
    // the check for inline assembly reads those names.
    static const QRegularExpression lineDirective(QStringLiteral("^\\s*(?:#|%:)\\s*(?:line\\b|\\d)"));
    for (const auto& [line, text] : logicalLines(source)) {
        if (lineDirective.match(text).hasMatch())
            return PolicyProblem { line,
                Tr::tr("Line %1: #line is not supported in the playground: findings name the lines of your file as "
                       "they are.")
                    .arg(line) };
        const auto d = includeDirective().match(text);
        if (!d.hasMatch())
            continue;
        const auto l = includedName().match(d.captured(2).trimmed());
        if (!l.hasMatch())
            return PolicyProblem { line,
                Tr::tr("Line %1: the playground includes files only by a name in quotes or angle brackets "
                       "(#include <cuda_runtime.h>), not through a macro.")
                    .arg(line) };
        const bool quoted = l.capturedLength(1) > 0;
        const QString name = quoted ? l.captured(1) : l.captured(2);
        if (plainName(name) || (quoted && rule == IncludeRule::QuotedRelative && relativePath(name)))
            continue;
        if (quoted && relativePath(name)) // a path of a folder, with no folder opened
            return PolicyProblem { line,
                Tr::tr("Line %1: #include \"%2\" names a file of another folder: the playground's compiler reads "
                       "the files of a folder only when that folder is opened (Open Folder… in the Playground, "
                       "--root FOLDER with cudaviz run).")
                    .arg(line)
                    .arg(name) };
        return PolicyProblem { line,
            Tr::tr("Line %1: #include of %2 is refused: the playground's compiler sees only your file, the files "
                   "of the folder you opened, the playground's header and the system's headers by name, not a path "
                   "(no leading /, no ..).")
                .arg(line)
                .arg(name) };
    }
    return std::nullopt;
}

QList<QuotedInclude> quotedIncludes(const QString& source)
{
    QList<QuotedInclude> out;
    for (const auto& [line, text] : logicalLines(source)) {
        const auto d = includeDirective().match(text);
        if (!d.hasMatch())
            continue;
        const auto l = includedName().match(d.captured(2).trimmed());
        if (l.hasMatch() && l.capturedLength(1) > 0)
            out.push_back({ line, l.captured(1) });
    }
    return out;
}

QString lineDirectiveName(const QString& fileName)
{
    QString name = fileName;
    for (QChar& c : name)
        if (c == u'\\' || c == u'"' || c.unicode() < 0x20 || c.unicode() == 0x7f)
            c = u'_';
    return name;
}

std::optional<PolicyProblem> assemblyProblem(const QString& preprocessed, const QStringList& ownFiles)
{
    // Line markers: `# 12 "file.cu" 2`; identifiers outside string and character literals.
    const QRegularExpression& marker = lineMarker();
    static const QRegularExpression token(
        QStringLiteral("[0-9][0-9A-Za-z_'.]*|\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'|[A-Za-z_][A-Za-z0-9_]*"));
    bool inFile = false;
    int line = 0;
    for (const QString& text : preprocessed.split(u'\n')) {
        if (const auto m = marker.match(text); m.hasMatch()) {
            // The student's lines: everything but the system's headers (absolute paths), the
            // compiler's own (<built-in>) and the playground's files.
            const QString file = m.captured(2);
            inFile = !file.startsWith(u'/') && !file.startsWith(u'<') && !ownFiles.contains(file);
            line = m.captured(1).toInt();
            continue;
        }
        if (inFile)
            for (auto it = token.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                const QString t = m.captured(0);
                if (t == QStringLiteral("asm") || t == QStringLiteral("__asm") || t == QStringLiteral("__asm__"))
                    return PolicyProblem { line,
                        Tr::tr("Line %1: inline assembly (asm) is not supported in the playground: the emulator "
                               "runs your kernel as host code, where assembly would be the machine's own "
                               "instructions, outside what the playground can check.")
                            .arg(line) };
                // Attributes whose string the compiler hands to the assembler as it is.
                static const QStringList assemblerAttributes { QStringLiteral("section"), QStringLiteral("__section__"),
                    QStringLiteral("symver"), QStringLiteral("__symver__") };
                if (assemblerAttributes.contains(t) && text.mid(m.capturedEnd()).trimmed().startsWith(u'('))
                    return PolicyProblem { line,
                        Tr::tr("Line %1: the attribute %2 is not supported in the playground: its text goes to the "
                               "assembler as it is.")
                            .arg(line)
                            .arg(t) };
            }
        ++line;
    }
    return std::nullopt;
}

namespace {
// The folders of the system's headers: the only absolute paths a line marker may name.
bool systemHeader(const QString& file)
{
    static const QRegularExpression roots(
        QStringLiteral("^/usr/(?:include|local/include|lib/gcc/[^/]+/[^/]+/include(?:-fixed)?|lib/llvm-[0-9]+/lib/"
                       "clang/[^/]+/include)/"));
    return roots.match(file).hasMatch() && !file.contains(QStringLiteral("/../"));
}

// A file the compiler read, as a line marker names it: the system's headers, the compiler's own
// (<built-in>), or a relative name that stays in the work folder ("src/ch3/../include/freshman.h":
// the files of the student's folder are copied under src/).
bool readableName(const QString& file)
{
    if (file.startsWith(u'<') && file.endsWith(u'>'))
        return true;
    if (file.startsWith(u'/'))
        return systemHeader(file);
    if (!relativePath(file))
        return false;
    const QString cleaned = QDir::cleanPath(file);
    return cleaned != QStringLiteral("..") && !cleaned.startsWith(QStringLiteral("../"));
}

// String literals joined, as the compiler joins adjacent ones ("no-san" "itize").
QString joinedLiterals(const QString& text)
{
    const QRegularExpression& literal = stringLiteral();
    QString joined;
    for (auto it = literal.globalMatch(text); it.hasNext();)
        joined += it.next().captured(1);
    return joined;
}

PolicyProblem instrumentationOff(int line, const QString& what)
{
    return PolicyProblem { line,
        Tr::tr("Line %1: %2 is not supported in the playground: it turns off the instrumentation through which the "
               "emulator sees every memory access, so races and out-of-bounds accesses would go unseen.")
            .arg(line)
            .arg(what) };
}

// What, in one preprocessed line, turns the memory instrumentation off: a no_sanitize attribute
// of any spelling, or an optimize attribute or pragma that names a sanitizer.
std::optional<QString> instrumentationSwitch(const QString& text)
{
    static const QRegularExpression noSanitize(QStringLiteral(
        "\\b(?:__)?(no_sanitize(?:_thread|_address|_undefined)?|disable_sanitizer_instrumentation)(?:__)?\\b"));
    const QRegularExpression& literal = stringLiteral();
    if (const auto m = noSanitize.match(QString(text).replace(literal, QStringLiteral("\"\""))); m.hasMatch())
        return m.captured(0);
    static const QRegularExpression optimize(QStringLiteral("(?:#\\s*pragma\\s+GCC\\s+|\\b(?:__)?)optimize(?:__)?\\b"));
    if (const auto m = optimize.match(text);
        m.hasMatch() && joinedLiterals(text.mid(m.capturedStart())).contains(QStringLiteral("sanit")))
        return m.captured(0).simplified();
    return std::nullopt;
}
} // namespace

std::optional<PolicyProblem> preprocessedProblem(
    const QString& preprocessed, const QStringList& ownFiles, const QString& workFolder)
{
    const QRegularExpression& marker = lineMarker();
    static const QRegularExpression ident(QStringLiteral("^\\s*#\\s*(ident|sccs)\\b"));
    bool inFile = false;
    int line = 0;
    for (const QString& text : preprocessed.split(u'\n')) {
        if (const auto m = marker.match(text); m.hasMatch()) {
            const QString file = m.captured(2);
            if (!readableName(file) && file != workFolder + QStringLiteral("//")) // GCC's marker of its folder
                return PolicyProblem { 0,
                    Tr::tr("The compiler was asked to read %1: the playground's compiler sees only your file, the "
                           "playground's headers and the system's headers, by name.")
                        .arg(file) };
            inFile = !file.startsWith(u'/') && !file.startsWith(u'<') && !ownFiles.contains(file);
            line = m.captured(1).toInt();
            continue;
        }
        // The lines of every file, the system's headers too: a line marker of the student's own
        // could make their lines look like a system header's.
        const int at = inFile ? line : 0;
        if (const auto d = ident.match(text); d.hasMatch())
            return PolicyProblem { at,
                Tr::tr("Line %1: #%2 is not supported in the playground: its text goes to the assembler as it is.")
                    .arg(at)
                    .arg(d.captured(1)) };
        if (const auto what = instrumentationSwitch(text))
            return instrumentationOff(at, *what);
        ++line;
    }
    return std::nullopt;
}

std::optional<PolicyProblem> listingProblem(const QString& assembly, const QString& studentFile)
{
    // `.file N "name"` numbers the files; `.loc N LINE` says where the code below comes from.
    static const QRegularExpression fileLine(QStringLiteral("^\\s*\\.file\\s+(\\d+)\\s+\"([^\"]*)\""));
    static const QRegularExpression loc(QStringLiteral("^\\s*\\.loc\\s+(\\d+)\\s+(\\d+)"));
    const QRegularExpression& literal = stringLiteral();
    static const QRegularExpression reads(QStringLiteral("(?:^|;)\\s*\\.(incbin|include)\\b"));
    static const QRegularExpression ident(QStringLiteral("^\\s*\\.ident\\s+\"(?!GCC: |[^\"]*clang version)"));
    QString studentIndex;
    int line = 0;
    for (const QString& text : assembly.split(u'\n')) {
        if (const auto f = fileLine.match(text); f.hasMatch() && QFileInfo(f.captured(2)).fileName() == studentFile)
            studentIndex = f.captured(1);
        if (const auto l = loc.match(text); l.hasMatch())
            line = l.captured(1) == studentIndex ? l.captured(2).toInt() : 0;
        QString code = text;
        code.replace(literal, QStringLiteral("\"\""));
        if (text.trimmed() == QStringLiteral("#APP"))
            return PolicyProblem { line,
                Tr::tr("Line %1: inline assembly (asm) is not supported in the playground: the emulator runs your "
                       "kernel as host code, where assembly would be the machine's own instructions, outside what "
                       "the playground can check.")
                    .arg(line) };
        if (const auto r = reads.match(code); r.hasMatch() || ident.match(text).hasMatch())
            return PolicyProblem { line,
                Tr::tr("Line %1: the compiled code asks the assembler to read a file or to take text as it is (%2): "
                       "the playground refuses it.")
                    .arg(line)
                    .arg(r.hasMatch() ? u'.' + r.captured(1) : QStringLiteral(".ident")) };
    }
    return std::nullopt;
}

} // namespace cvz
