#include "linebreaks.h"

#include <QRegularExpression>
#include <algorithm>
#include <vector>

namespace cvz {

const QStringList& chineseGlossaryTerms()
{
    static const QStringList terms = [] {
        QStringList t { QStringLiteral("核函数"), QStringLiteral("线程"), QStringLiteral("线程块"),
            QStringLiteral("网格"), QStringLiteral("线程束"), QStringLiteral("通道"), QStringLiteral("启动"),
            QStringLiteral("启动配置"), QStringLiteral("全局内存"), QStringLiteral("共享内存"), QStringLiteral("冲突"),
            QStringLiteral("波前"), QStringLiteral("扇区"), QStringLiteral("合并访问"), QStringLiteral("数据竞争"),
            QStringLiteral("屏障"), QStringLiteral("占用率"), QStringLiteral("分块"), QStringLiteral("原子操作"),
            QStringLiteral("越界"), QStringLiteral("模拟器"), QStringLiteral("练习"), QStringLiteral("参考解答") };
        std::stable_sort(t.begin(), t.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
        return t;
    }();
    return terms;
}

QString keepTermsWhole(const QString& text)
{
    static const QRegularExpression anyCjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    if (!text.contains(anyCjk))
        return text;
    QString out;
    out.reserve(text.size() + text.size() / 4);
    for (qsizetype p = 0; p < text.size();) {
        const auto term = std::find_if(chineseGlossaryTerms().cbegin(), chineseGlossaryTerms().cend(),
            [&](const QString& t) { return QStringView(text).mid(p).startsWith(t); });
        if (term == chineseGlossaryTerms().cend()) {
            out += text[p++];
            continue;
        }
        for (qsizetype k = 0; k < term->size(); ++k) {
            if (k > 0)
                out += wordJoiner;
            out += (*term)[k];
        }
        p += term->size();
    }
    return out;
}

namespace {
bool isOperatorChar(QChar c)
{
    return QStringView(u"=+-*/%<>&|^!?:").contains(c);
}

// A [] or () pair of a line, as indices; prose when its content reads as words (Chinese, or
// two words in a row: "(the last one)"), whose spaces stay plain.
struct Bracket
{
    qsizetype open = 0, close = 0;
    bool prose = false;
    bool call = false; // a call's or a signature's arguments, "f(a, b)", not a tuple "(0, 0, 0)"
};

std::vector<Bracket> codeBrackets(const QString& line, qsizetype end)
{
    static const QRegularExpression words(QStringLiteral("[\\x{4e00}-\\x{9fff}]|[A-Za-z]{2,} [A-Za-z]{2,}"));
    std::vector<Bracket> pairs;
    std::vector<qsizetype> open;
    bool inString = false;
    for (qsizetype i = 0; i < end; ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('"') && (i == 0 || line[i - 1] != QLatin1Char('\\')))
            inString = !inString;
        else if (!inString && (c == QLatin1Char('(') || c == QLatin1Char('[')))
            open.push_back(i);
        else if (!inString && (c == QLatin1Char(')') || c == QLatin1Char(']')) && !open.empty()) {
            const qsizetype from = open.back();
            open.pop_back();
            const bool call = from > 0 && (line[from - 1].isLetterOrNumber() || line[from - 1] == QLatin1Char('_'));
            pairs.push_back({ from, i, line.mid(from + 1, i - from - 1).contains(words), call });
        }
    }
    return pairs;
}

bool prose(const std::vector<Bracket>& brackets, qsizetype i)
{
    return std::any_of(
        brackets.begin(), brackets.end(), [i](const Bracket& b) { return b.prose && b.open < i && i < b.close; });
}
} // namespace

namespace {
// Where the code of `line` ends and a // comment (prose) starts.
qsizetype commentStart(const QString& line)
{
    bool inString = false;
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        if (line[i] == QLatin1Char('"') && (i == 0 || line[i - 1] != QLatin1Char('\\')))
            inString = !inString;
        if (!inString && line[i] == QLatin1Char('/') && line[i + 1] == QLatin1Char('/'))
            return i;
    }
    return line.size();
}

// The space at `i` comes before an operator that stands alone ("a + b", not "-3" or "float* p").
bool beforeOperator(const QString& line, qsizetype i)
{
    qsizetype end = i + 1;
    while (end < line.size() && isOperatorChar(line[end]))
        ++end;
    return end > i + 1 && (end == line.size() || line[end] == QLatin1Char(' '));
}

// The space at `i` follows an operator that stands alone: its operand comes next.
bool afterOperator(const QString& line, qsizetype i)
{
    qsizetype start = i;
    while (start > 0 && isOperatorChar(line[start - 1]))
        --start;
    return start < i && (start == 0 || line[start - 1] == QLatin1Char(' '));
}
} // namespace

QString keepOperandsWhole(const QString& line)
{
    // Qt's line breaking has its own rules around numbers ("3 = 259" may not break before "="),
    // so the code's spaces are all marked: a break is a zero-width space after a plain one.
    const qsizetype end = commentStart(line);
    const auto brackets = codeBrackets(line, end);
    QString out;
    out.reserve(line.size() + 16);
    bool inString = false;
    qsizetype i = 0;
    for (; i < line.size() && line[i] == QLatin1Char(' '); ++i)
        out += line[i];
    for (; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('"') && line[i - 1] != QLatin1Char('\\'))
            inString = !inString;
        if (c != QLatin1Char(' ') || i >= end || inString || prose(brackets, i)) {
            out += c;
            continue;
        }
        const auto innermost = std::find_if(brackets.begin(), brackets.end(), [i](const Bracket& b) {
            return !b.prose && b.open < i && i < b.close; // pairs close inner first
        });
        const bool inside = innermost != brackets.end();
        const bool separator = QStringView(u",;:").contains(line[i - 1]) && (!inside || innermost->call);
        if (separator || (!inside && beforeOperator(line, i)))
            out += QStringLiteral(" \u200b"); // a break may go after it, and only there
        else if (inside || afterOperator(line, i))
            out += noBreakSpace;
        else
            out += c; // between two words or a word and a number: as prose
    }
    return out;
}

QString withoutBreakMarks(const QString& text)
{
    QString out = text;
    out.remove(wordJoiner);
    out.remove(zeroWidthSpace);
    out.replace(noBreakSpace, QLatin1Char(' '));
    return out;
}

} // namespace cvz
