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

QStringList wrapCodeComments(const QStringList& lines, int width, std::vector<int>* firstLine)
{
    QStringList out;
    if (firstLine)
        firstLine->clear();
    for (const QString& line : lines) {
        if (firstLine)
            firstLine->push_back(int(out.size()));
        int columns = 0;
        for (const QChar c : line)
            columns += displayColumns(c);
        qsizetype start = 0;
        while (start < line.size() && line[start].isSpace())
            ++start;
        const bool comment = line.mid(start, 2) == QLatin1String("//");
        if (!comment || columns <= width) {
            out << line;
            continue;
        }
        const QString prefix = line.left(start) + QStringLiteral("// ");
        const QStringList parts = wrapText(line.mid(start + 2).trimmed(), std::max(8, width - int(prefix.size())));
        for (const QString& part : parts)
            out << prefix + part;
    }
    return out;
}

QString quotedInput(const QString& text, int maxChars)
{
    return text.size() <= maxChars ? text : text.left(maxChars) + QStringLiteral("…");
}

} // namespace cvz
