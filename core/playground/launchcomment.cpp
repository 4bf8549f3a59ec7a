#include "launchcomment.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>

namespace cvz::playground {

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
        options += QProcess::splitCommand(text);
    }
    return found ? std::optional(options) : std::nullopt;
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

} // namespace cvz::playground
