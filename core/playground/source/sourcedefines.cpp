#include "sourcedefines.h"

#include "usersource.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

bool isIdentifier(const QString& name)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return identifier.match(name).hasMatch();
}

// `#define NAME value`: group 1 is what comes before the value, 2 the value.
QRegularExpression macroPattern(const QString& name)
{
    return QRegularExpression(QStringLiteral("^(\\s*#\\s*define\\s+%1\\b(?!\\())(.*)$").arg(name));
}
// `const int NAME = value;` (constexpr, static, unsigned long, size_t, double ...): group 1 is what
// comes before the value, 2 the value, up to the semicolon.
QRegularExpression constantPattern(const QString& name)
{
    return QRegularExpression(QStringLiteral("^(\\s*(?:(?:static|const|constexpr|inline)\\s+)*(?:const|constexpr)\\s+"
                                             "[A-Za-z_][A-Za-z0-9_:\\s]*?\\b%1\\s*=)([^;]*);")
                                  .arg(name));
}

// Sets `name` on one line of `lines` (the blanked copy finds, the real one is changed).
bool defineOnLine(QString& line, const QString& blank, const SourceDefine& d, QString* error)
{
    if (const auto m = macroPattern(d.name).match(blank); m.hasMatch()) {
        if (line.trimmed().endsWith(u'\\')) {
            *error = Tr::tr("%1 is defined over several lines; --define sets a one-line #define.").arg(d.name);
            return false;
        }
        line = line.left(m.capturedLength(1)) + u' ' + d.value;
        return true;
    }
    if (const auto m = constantPattern(d.name).match(blank); m.hasMatch()) {
        line = line.left(m.capturedLength(1)) + u' ' + d.value + line.mid(m.capturedEnd(2));
        return true;
    }
    return false;
}
// The names --define could set in the file, in order, each once.
QStringList definableNames(const QStringList& blank)
{
    static const QRegularExpression macro(QStringLiteral("^\\s*#\\s*define\\s+([A-Za-z_][A-Za-z0-9_]*)(?!\\()\\s+\\S"));
    static const QRegularExpression constant(QStringLiteral("^\\s*(?:(?:static|const|constexpr|inline)\\s+)*(?:const|"
                                                            "constexpr)\\s+[A-Za-z_][A-Za-z0-9_:\\s]*?\\b([A-Za-z_]["
                                                            "A-Za-z0-9_]*)\\s*=[^;]*;"));
    QStringList names;
    for (const QString& line : blank)
        for (const QRegularExpression* re : { &macro, &constant })
            if (const auto m = re->match(line); m.hasMatch() && !names.contains(m.captured(1)))
                names << m.captured(1);
    return names;
}
} // namespace

std::optional<SourceDefine> parseSourceDefine(const QString& text, QString* error)
{
    const qsizetype eq = text.indexOf(u'=');
    const QString name = text.left(eq).trimmed(), value = eq < 0 ? QString() : text.mid(eq + 1).trimmed();
    static const QRegularExpression allowed(QStringLiteral("^[A-Za-z0-9_ .()+\\-*/%<>~&|^]+$"));
    if (eq < 0 || !isIdentifier(name)) {
        *error = Tr::tr("--define takes NAME=VALUE with NAME a C identifier, not '%1'.").arg(text.left(40));
        return std::nullopt;
    }
    if (value.isEmpty() || value.size() > kMaxDefineValueChars || !allowed.match(value).hasMatch()) {
        *error = Tr::tr("--define %1: the value must be at most %2 characters of digits, letters, spaces and "
                        ". _ ( ) + - * / % < > ~ & | ^, such as 1000000 or (1 << 20).")
                     .arg(name)
                     .arg(kMaxDefineValueChars);
        return std::nullopt;
    }
    return SourceDefine { name, value };
}

std::optional<QList<SourceDefine>> parseSourceDefines(const QString& text, QString* error)
{
    static const QRegularExpression start(QStringLiteral("(?:^|[\\s,;])([A-Za-z_][A-Za-z0-9_]*\\s*=)"));
    QList<qsizetype> starts;
    for (auto it = start.globalMatch(text); it.hasNext();)
        starts << it.next().capturedStart(1);
    QList<SourceDefine> out;
    if (!text.trimmed().isEmpty() && (starts.isEmpty() || !text.left(starts.value(0)).trimmed().isEmpty())) {
        *error = Tr::tr("Sizes are NAME=VALUE, separated by spaces, not '%1'.").arg(text.trimmed().left(40));
        return std::nullopt;
    }
    for (qsizetype k = 0; k < starts.size(); ++k) {
        const qsizetype end = k + 1 < starts.size() ? starts[k + 1] : text.size();
        QString one = text.mid(starts[k], end - starts[k]).trimmed();
        while (one.endsWith(u',') || one.endsWith(u';'))
            one.chop(1);
        const auto d = parseSourceDefine(one, error);
        if (!d)
            return std::nullopt;
        out << *d;
    }
    return out;
}

std::optional<DefinedSource> applySourceDefines(
    const QString& source, const QList<SourceDefine>& defines, QString* error)
{
    if (defines.size() > kMaxSourceDefines) {
        *error = Tr::tr("At most %1 --define options.").arg(kMaxSourceDefines);
        return std::nullopt;
    }
    QStringList lines = source.split(u'\n');
    const QStringList blank = blankCommentsAndLiterals(source).split(u'\n');
    DefinedSource out;
    for (const SourceDefine& d : defines) {
        bool found = false;
        for (qsizetype k = 0; k < lines.size() && k < blank.size(); ++k) {
            QString why;
            if (!defineOnLine(lines[k], blank[k], d, &why)) {
                if (!why.isEmpty()) {
                    *error = why;
                    return std::nullopt;
                }
                continue;
            }
            found = true;
            out.changed << Tr::tr("line %1: %2").arg(k + 1).arg(lines[k].trimmed());
        }
        if (!found) {
            const QStringList names = definableNames(blank);
            *error = names.isEmpty()
                ? Tr::tr("--define %1: the file has no #define %1 or const ... %1 = ...; to set, nor any other.")
                      .arg(d.name)
                : Tr::tr("--define %1: the file has no #define %1 or const ... %1 = ...; to set. It defines: %2.")
                      .arg(d.name, names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    out.source = lines.join(u'\n');
    return out;
}

} // namespace cvz
