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
    if (text.size() > kMaxMarkedChars || !text.contains(anyCjk))
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

namespace {
// How loosely an operator binds, for where a formula breaks first: 0 for "=" and the comparisons
// and logic, 1 for + and -, 2 for *, / and %.
int operatorRank(const QString& line, qsizetype space)
{
    qsizetype end = space + 1;
    while (end < line.size() && isOperatorChar(line[end]))
        ++end;
    const QString op = line.mid(space + 1, end - space - 1);
    if (op == QLatin1String("+") || op == QLatin1String("-"))
        return 1;
    if (op == QLatin1String("*") || op == QLatin1String("/") || op == QLatin1String("%"))
        return 2;
    return 0;
}

// An operand shorter than this stays on one line even at its + or *: "= 0 * 256 + 0" reads whole.
constexpr qsizetype kLongOperand = 30; // characters, its operator and spaces included

// The places a formula may break, in order: before an operator outside brackets (with its rank),
// or after a separator (rank -1). A + breaks only where the part between the =s around it is long,
// a * only where the term between the +s around it is long: "i = blockIdx.x * blockDim.x +
// threadIdx.x = 0 * 256 + 0 = 0" breaks before its =s and "+ threadIdx.x", not inside "0 * 256".
std::vector<qsizetype> formulaBreaks(const std::vector<std::pair<qsizetype, int>>& candidates, qsizetype end)
{
    std::vector<qsizetype> breaks;
    for (size_t k = 0; k < candidates.size(); ++k) {
        const auto [at, rank] = candidates[k];
        if (rank <= 0) {
            breaks.push_back(at);
            continue;
        }
        qsizetype from = 0, to = end;
        for (size_t b = k; b-- > 0;)
            if (candidates[b].second < rank) {
                from = candidates[b].first;
                break;
            }
        for (size_t a = k + 1; a < candidates.size(); ++a)
            if (candidates[a].second < rank) {
                to = candidates[a].first;
                break;
            }
        if (to - from > kLongOperand)
            breaks.push_back(at);
    }
    return breaks;
}
} // namespace

QString keepOperandsWhole(const QString& line)
{
    if (line.size() > kMaxMarkedChars)
        return line;
    // Qt's line breaking has its own rules around numbers ("3 = 259" may not break before "="),
    // so the code's spaces are all marked: a break is a zero-width space after a plain one.
    const qsizetype end = commentStart(line);
    const auto brackets = codeBrackets(line, end);
    enum class Space
    {
        Plain,
        Joined,
        Candidate
    };
    std::vector<Space> kind(size_t(line.size()), Space::Plain);
    std::vector<std::pair<qsizetype, int>> candidates;
    bool inString = false;
    qsizetype i = 0;
    while (i < line.size() && line[i] == QLatin1Char(' '))
        ++i;
    for (; i < line.size(); ++i) {
        if (line[i] == QLatin1Char('"') && (i == 0 || line[i - 1] != QLatin1Char('\\')))
            inString = !inString;
        if (line[i] != QLatin1Char(' ') || i >= end || inString || prose(brackets, i))
            continue;
        const auto innermost = std::find_if(brackets.begin(), brackets.end(), [i](const Bracket& b) {
            return !b.prose && b.open < i && i < b.close; // pairs close inner first
        });
        const bool inside = innermost != brackets.end();
        // A tuple's commas join ("(1, 0, 0)") while it is short; a list of long names breaks.
        const bool list = inside && (innermost->call || innermost->close - innermost->open > kLongOperand);
        if (QStringView(u",;:").contains(line[i - 1]) && (!inside || list))
            candidates.emplace_back(i, -1);
        else if (!inside && beforeOperator(line, i))
            candidates.emplace_back(i, operatorRank(line, i));
        else if (inside || afterOperator(line, i))
            kind[size_t(i)] = Space::Joined;
    }
    for (const auto& [at, rank] : candidates)
        kind[size_t(at)] = Space::Joined;
    for (const qsizetype at : formulaBreaks(candidates, end))
        kind[size_t(at)] = Space::Candidate;
    QString out;
    out.reserve(line.size() + 16);
    for (qsizetype c = 0; c < line.size(); ++c)
        if (kind[size_t(c)] == Space::Candidate)
            out += QStringLiteral(" \u200b"); // a break may go after it, and only there
        else
            out += kind[size_t(c)] == Space::Joined ? noBreakSpace : line[c];
    return out;
}

QString keepWordsAndOperandsWhole(const QString& text)
{
    return keepOperandsWhole(keepTermsWhole(text));
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
