#include "playground/source/launchcomment.h"

#include "util/textwrap.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

const QRegularExpression& commentLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*//\\s*cudaviz-launch:(.*)$"));
    return re;
}

// Words separated by spaces; '...' and "..." group words (as a shell does, without escapes).
QStringList splitWords(const QString& text)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (const QChar c : text) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

QString quoted(const QString& option)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_=.,:+\\-\\[\\]/]*$"));
    return plain.match(option).hasMatch() ? option : u'\'' + option + u'\'';
}
} // namespace

std::optional<QStringList> launchComment(const QString& source, QString* error)
{
    error->clear();
    QStringList options;
    bool found = false;
    int lineNumber = 0;
    for (const QString& line : source.split(u'\n')) {
        ++lineNumber;
        const auto m = commentLine().match(line);
        if (!m.hasMatch())
            continue;
        found = true;
        const QString text = m.captured(1).trimmed();
        if (text.count(u'\'') % 2 || text.count(u'"') % 2) {
            *error = Tr::tr("The launch comment on line %1 has a quote that is not closed.").arg(lineNumber);
            return std::nullopt;
        }
        options += splitWords(text);
    }
    return found ? std::optional(options) : std::nullopt;
}

namespace {
std::optional<Dim3> parseDims(const QString& text)
{
    const QStringList parts = text.split(u',');
    if (parts.isEmpty() || parts.size() > 3)
        return std::nullopt;
    int64_t v[3] = { 1, 1, 1 };
    for (qsizetype k = 0; k < parts.size(); ++k) {
        bool ok = false;
        v[k] = parts[k].trimmed().toLongLong(&ok);
        if (!ok || v[k] < 1)
            return std::nullopt;
    }
    return Dim3 { v[0], v[1], v[2] };
}

QString dimsText(const Dim3& d)
{
    if (d.z != 1)
        return QStringLiteral("%1,%2,%3").arg(d.x).arg(d.y).arg(d.z);
    if (d.y != 1)
        return QStringLiteral("%1,%2").arg(d.x).arg(d.y);
    return QString::number(d.x);
}
} // namespace

std::optional<LaunchOptions> parseLaunchOptions(const QStringList& options, QString* error)
{
    LaunchOptions out;
    for (qsizetype k = 0; k < options.size(); ++k) {
        QString name = options[k], value;
        if (!name.startsWith(QStringLiteral("--"))) {
            *error = Tr::tr("'%1' is not an option (--grid, --block, --shared, --arg, --const, --timeout, --kernel).")
                         .arg(name);
            return std::nullopt;
        }
        if (const qsizetype eq = name.indexOf(u'='); eq > 0) {
            value = name.mid(eq + 1);
            name.truncate(eq);
        } else if (k + 1 < options.size()) {
            value = options[++k];
        } else {
            *error = Tr::tr("%1 needs a value.").arg(name);
            return std::nullopt;
        }
        bool ok = true;
        if (name == QStringLiteral("--kernel")) {
            out.kernel = value;
        } else if (name == QStringLiteral("--grid") || name == QStringLiteral("--block")) {
            const auto d = parseDims(value);
            if (!d) {
                *error = Tr::tr("%1 %2: write X, X,Y or X,Y,Z with whole numbers of at least 1.").arg(name, value);
                return std::nullopt;
            }
            (name == QStringLiteral("--grid") ? out.spec.grid : out.spec.block) = *d;
            out.hasBlock = out.hasBlock || name == QStringLiteral("--block");
        } else if (name == QStringLiteral("--shared")) {
            out.spec.dynamicSharedBytes = value.toLongLong(&ok);
        } else if (name == QStringLiteral("--timeout")) {
            out.spec.timeoutSeconds = value.toDouble(&ok);
        } else if (name == QStringLiteral("--arg")) {
            const auto binding = parseArg(value, error);
            if (!binding)
                return std::nullopt;
            out.spec.args.removeIf([&](const ArgBinding& a) { return a.name == binding->name; });
            out.spec.args.push_back(*binding);
        } else if (name == QStringLiteral("--const")) {
            const auto binding = parseArg(value, error);
            if (!binding)
                return std::nullopt;
            out.spec.constants.removeIf([&](const ArgBinding& a) { return a.name == binding->name; });
            out.spec.constants.push_back(*binding);
        } else if (name == QStringLiteral("--gpu") || name == QStringLiteral("--json")) {
            *error
                = Tr::tr("%1 is an option of the run, not of the launch: a launch holds --kernel, --grid, --block, "
                         "--shared, --arg, --const and --timeout. Give %1 to cudaviz run (or press Run on GPU in the "
                         "Playground).")
                      .arg(name);
            return std::nullopt;
        } else {
            *error = Tr::tr("Unknown option %1 (--grid, --block, --shared, --arg, --const, --timeout, --kernel).")
                         .arg(quotedInput(name));
            return std::nullopt;
        }
        if (!ok) {
            *error = Tr::tr("%1 %2 is not a number.").arg(name, value);
            return std::nullopt;
        }
    }
    return out;
}

QStringList launchOptions(const LaunchSpec& spec, const QString& kernel)
{
    QStringList o;
    if (!kernel.isEmpty())
        o << QStringLiteral("--kernel") << kernel;
    o << QStringLiteral("--grid") << dimsText(spec.grid) << QStringLiteral("--block") << dimsText(spec.block);
    if (spec.dynamicSharedBytes > 0)
        o << QStringLiteral("--shared") << QString::number(spec.dynamicSharedBytes);
    for (const ArgBinding& a : spec.args)
        o << QStringLiteral("--arg") << argText(a);
    for (const ArgBinding& c : spec.constants)
        o << QStringLiteral("--const") << argText(c);
    if (spec.timeoutSeconds != kDefaultTimeoutSeconds)
        o << QStringLiteral("--timeout")
          << QLocale::c().toString(spec.timeoutSeconds, 'g', QLocale::FloatingPointShortest);
    return o;
}

QString withLaunchComment(const QString& source, const QStringList& options)
{
    QStringList parts;
    for (const QString& o : options)
        parts << quoted(o);
    const QString comment = QStringLiteral("// cudaviz-launch: ") + parts.join(u' ');
    QStringList lines = source.split(u'\n');
    qsizetype first = -1;
    for (qsizetype k = lines.size() - 1; k >= 0; --k)
        if (commentLine().match(lines[k]).hasMatch()) {
            lines.removeAt(k);
            first = k;
        }
    lines.insert(first >= 0 ? first : 0, comment);
    return lines.join(u'\n');
}

std::optional<QString> repeatedLaunchOption(const QStringList& options)
{
    QStringList seen;
    for (qsizetype k = 0; k < options.size(); ++k) {
        QString name = options[k], value;
        if (!name.startsWith(QStringLiteral("--")))
            continue; // parseLaunchOptions says what is wrong with it
        if (const qsizetype eq = name.indexOf(u'='); eq > 0) { // --grid=2
            value = name.mid(eq + 1);
            name.truncate(eq);
        } else if (k + 1 < options.size()) {
            value = options[++k];
        }
        const bool named = name == QStringLiteral("--arg") || name == QStringLiteral("--const");
        const QString argName = value.section(u'=', 0, 0).trimmed();
        const QString key = named ? name + u' ' + argName : name;
        if (seen.contains(key))
            return named ? Tr::tr("%1 %2 is given twice: give each argument once.").arg(name, quotedInput(argName))
                         : Tr::tr("%1 is given twice: give it once.").arg(name);
        seen << key;
    }
    return std::nullopt;
}

} // namespace cvz
