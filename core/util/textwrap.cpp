#include "textwrap.h"

#include "linebreaks.h"

#include <algorithm>
#include <utility>

namespace cvz {

int displayColumns(QChar c)
{
    return c.unicode() >= 0x2E80 ? 2 : 1;
}

namespace {
int columnsOf(const QString& text)
{
    int columns = 0;
    for (const QChar c : text)
        columns += displayColumns(c);
    return columns;
}
} // namespace

QStringList wrapText(const QString& text, int width)
{
    QStringList lines;
    QString line;
    int used = 0;
    qsizetype lastBreak = -1; // index in `line` after which a break may go
    qsizetype breakBefore = -1; // the same before the last character: a word joiner takes it back
    const auto finish = [&lines](const QString& l) { lines << withoutBreakMarks(l).trimmed(); };
    for (const QChar c : keepTermsWhole(text)) {
        if (c == wordJoiner) { // inside a glossary term: no break after the character before
            lastBreak = breakBefore;
            line += c;
            continue;
        }
        if (used + displayColumns(c) > width && !line.isEmpty()) {
            const qsizetype cut = lastBreak >= 0 ? lastBreak : line.size();
            finish(line.left(cut));
            line = line.mid(cut).trimmed();
            used = columnsOf(withoutBreakMarks(line));
            lastBreak = -1;
        }
        line += c;
        used += displayColumns(c);
        breakBefore = lastBreak;
        if (c == QLatin1Char(' ') || displayColumns(c) == 2)
            lastBreak = line.size();
    }
    if (!withoutBreakMarks(line).trimmed().isEmpty())
        finish(line);
    return lines;
}

namespace {
// A line that is a // comment alone: its indent, and its text after "//" (trimmed).
struct CommentLine
{
    bool comment = false;
    QString indent, text;
};

CommentLine commentOf(const QString& line)
{
    qsizetype start = 0;
    while (start < line.size() && line[start].isSpace())
        ++start;
    if (line.mid(start, 2) != QLatin1String("//"))
        return {};
    return { true, line.left(start), line.mid(start + 2).trimmed() };
}

// A comment line that starts something of its own: a list item, or an empty comment line.
bool startsItsOwnLine(const QString& text)
{
    if (text.isEmpty() || text.startsWith(QLatin1Char('-')) || text.startsWith(QLatin1Char('*'))
        || text.startsWith(QLatin1Char('@')))
        return true;
    qsizetype digits = 0;
    while (digits < text.size() && text[digits].isDigit())
        ++digits;
    return digits > 0 && digits < text.size() && (text[digits] == QLatin1Char('.') || text[digits] == QLatin1Char(')'));
}

// Two comment lines joined: a space between words, none between Chinese characters.
QString joined(const QString& a, const QString& b)
{
    if (a.isEmpty())
        return b;
    const bool cjk = displayColumns(a.back()) == 2 || displayColumns(b.front()) == 2;
    return cjk ? a + b : a + QLatin1Char(' ') + b;
}
} // namespace

QStringList wrapCodeComments(const QStringList& lines, int width, std::vector<int>* firstLine)
{
    QStringList out;
    if (firstLine)
        firstLine->clear();
    for (qsizetype i = 0; i < lines.size();) {
        const CommentLine head = commentOf(lines[i]);
        if (!head.comment) {
            if (firstLine)
                firstLine->push_back(int(out.size()));
            out << lines[i++];
            continue;
        }
        // A paragraph: comment lines with the same indent, up to an empty one or a list item.
        qsizetype end = i + 1;
        bool tooWide = columnsOf(lines[i]) > width;
        while (end < lines.size()) {
            const CommentLine next = commentOf(lines[end]);
            if (!next.comment || next.indent != head.indent || startsItsOwnLine(next.text))
                break;
            tooWide |= columnsOf(lines[end]) > width;
            ++end;
        }
        if (!tooWide) { // it fits as written: kept line for line
            for (; i < end; ++i) {
                if (firstLine)
                    firstLine->push_back(int(out.size()));
                out << lines[i];
            }
            continue;
        }
        // Reflowed as one paragraph, so it reads as prose, not as ragged lines; each source
        // line starts on the display line that holds its first word.
        const QString prefix = head.indent + QStringLiteral("// ");
        const int room = std::max(8, width - columnsOf(prefix));
        QString text;
        std::vector<qsizetype> starts; // where each source line's text begins in `text`
        for (qsizetype k = i; k < end; ++k) {
            const QString part = commentOf(lines[k]).text;
            text = joined(text, part);
            starts.push_back(text.size() - part.size());
        }
        const QStringList wrapped = wrapText(text, room);
        const int base = int(out.size());
        for (const QString& part : wrapped)
            out << prefix + part;
        if (firstLine) {
            // Walk the wrapped lines, counting the characters they hold (breaks dropped one space).
            qsizetype consumed = 0;
            size_t source = 0;
            for (int w = 0; w < int(wrapped.size()) && source < starts.size(); ++w) {
                const qsizetype lineEnd = consumed + wrapped[w].size();
                while (source < starts.size() && starts[source] < lineEnd) {
                    firstLine->push_back(base + w);
                    ++source;
                }
                consumed = lineEnd;
                while (consumed < text.size() && text[consumed] == QLatin1Char(' '))
                    ++consumed;
            }
            while (source++ < starts.size())
                firstLine->push_back(base + int(wrapped.size()) - 1);
        }
        i = end;
    }
    return out;
}

QString quotedInput(const QString& text, int maxChars)
{
    return text.size() <= maxChars ? text : text.left(maxChars) + QStringLiteral("…");
}

QString visibleControls(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype k = 0; k < text.size(); ++k) {
        const char16_t c = text[k].unicode();
        if (c == u'\r' && k + 1 < text.size() && text[k + 1] == u'\n')
            continue;
        const bool bidi = (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
        if ((c < 0x20 && c != u'\n' && c != u'\t') || c == 0x7f)
            out += QStringLiteral("\\x%1").arg(int(c), 2, 16, QLatin1Char('0'));
        else if ((c >= 0x80 && c <= 0x9f) || bidi)
            out += QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
        else
            out += QChar(c);
    }
    return out;
}

} // namespace cvz
