#include "autoindent.h"

namespace cvz {

namespace {
QString leadingBlanks(const QString& line)
{
    qsizetype n = 0;
    while (n < line.size() && (line[n] == QLatin1Char(' ') || line[n] == QLatin1Char('\t')))
        ++n;
    return line.left(n);
}

// Brackets the text opens and does not close, outside strings, characters and // comments.
int openBrackets(const QString& text)
{
    int open = 0;
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\''))
            quote = c;
        else if (c == QLatin1Char('/') && i + 1 < text.size() && text[i + 1] == QLatin1Char('/'))
            break;
        else if (c == QLatin1Char('{') || c == QLatin1Char('(') || c == QLatin1Char('['))
            ++open;
        else if (c == QLatin1Char('}') || c == QLatin1Char(')') || c == QLatin1Char(']'))
            open = std::max(0, open - 1);
    }
    return open;
}
} // namespace

QString indentAfterNewline(const QString& before)
{
    const QString indent = leadingBlanks(before);
    return openBrackets(before) > 0 ? indent + QString(kIndentSpaces, QLatin1Char(' ')) : indent;
}

QString indentBeforeClosingBrace(const QString& line)
{
    if (!line.trimmed().isEmpty())
        return line;
    if (line.endsWith(QLatin1Char('\t')))
        return line.chopped(1);
    qsizetype drop = 0;
    while (drop < kIndentSpaces && drop < line.size() && line[line.size() - 1 - drop] == QLatin1Char(' '))
        ++drop;
    return line.chopped(drop);
}

} // namespace cvz
