#include "textwrap.h"

#include <utility>

namespace cvz {

int displayColumns(QChar c)
{
    return c.unicode() >= 0x2E80 ? 2 : 1;
}

QStringList wrapText(const QString& text, int width)
{
    QStringList lines;
    QString line;
    int used = 0;
    qsizetype lastBreak = -1; // index in `line` after which a break may go
    for (const QChar c : text) {
        if (used + displayColumns(c) > width && !line.isEmpty()) {
            const qsizetype cut = lastBreak >= 0 ? lastBreak : line.size();
            lines << line.left(cut).trimmed();
            line = line.mid(cut).trimmed();
            used = 0;
            for (const QChar k : std::as_const(line))
                used += displayColumns(k);
            lastBreak = -1;
        }
        line += c;
        used += displayColumns(c);
        if (c == QLatin1Char(' ') || displayColumns(c) == 2)
            lastBreak = line.size();
    }
    if (!line.trimmed().isEmpty())
        lines << line.trimmed();
    return lines;
}

QString quotedInput(const QString& text, int maxChars)
{
    return text.size() <= maxChars ? text : text.left(maxChars) + QStringLiteral("…");
}

} // namespace cvz
