// Wrapping for views that cannot wrap text themselves: a comment stays a comment on every line.
#include "util/chinesespacing.h"
#include "util/linebreaks.h"
#include "util/textwrap.h"

#include <QTextBoundaryFinder>
#include <algorithm>
#include <gtest/gtest.h>
#include <vector>

using namespace cvz;

TEST(TextWrap, WordsAndChineseBreakWithinTheWidth)
{
    EXPECT_EQ(wrapText(QStringLiteral("one two three four"), 9),
        (QStringList { QStringLiteral("one two"), QStringLiteral("three"), QStringLiteral("four") }));
    // A CJK character is two columns wide and may break anywhere.
    const QStringList chinese = wrapText(QStringLiteral("每个线程计算一个元素"), 8);
    EXPECT_EQ(
        chinese, (QStringList { QStringLiteral("每个线程"), QStringLiteral("计算一个"), QStringLiteral("元素") }));
}

TEST(TextWrap, ALongCommentWrapsIntoCommentLinesWithItsIndent)
{
    const QStringList source { QStringLiteral("__global__ void k(float* x)"), QStringLiteral("{"),
        QStringLiteral("    // each thread computes one element of the output"),
        QStringLiteral("    int i = blockIdx.x * blockDim.x + threadIdx.x; // a trailing comment stays"),
        QStringLiteral("}") };
    std::vector<int> first;
    const QStringList out = wrapCodeComments(source, 30, &first);
    EXPECT_EQ(out,
        (QStringList { QStringLiteral("__global__ void k(float* x)"), QStringLiteral("{"),
            QStringLiteral("    // each thread computes"), QStringLiteral("    // one element of the"),
            QStringLiteral("    // output"),
            QStringLiteral("    int i = blockIdx.x * blockDim.x + threadIdx.x; // a trailing comment stays"),
            QStringLiteral("}") }));
    EXPECT_EQ(first, (std::vector<int> { 0, 1, 2, 5, 6 }));
    // Wide enough: nothing changes.
    EXPECT_EQ(wrapCodeComments(source, 200), source);
}

// A comment paragraph is reflowed as one, not line by line; list items keep their own lines.
TEST(TextWrap, ACommentParagraphIsReflowedAsOne)
{
    const QStringList source { QStringLiteral("    // Dot product of row `row` of A"),
        QStringLiteral("    // with column `col` of B."), QStringLiteral("    float sum = 0;") };
    std::vector<int> first;
    EXPECT_EQ(wrapCodeComments(source, 30, &first),
        (QStringList { QStringLiteral("    // Dot product of row"), QStringLiteral("    // `row` of A with column"),
            QStringLiteral("    // `col` of B."), QStringLiteral("    float sum = 0;") }));
    EXPECT_EQ(first, (std::vector<int> { 0, 1, 3 })) << "the second line's first word is on display line 1";
    const QStringList list { QStringLiteral("// The steps of one tile, in order:"), QStringLiteral("// - load it"),
        QStringLiteral("// - wait") };
    EXPECT_EQ(wrapCodeComments(list, 24),
        (QStringList { QStringLiteral("// The steps of one"), QStringLiteral("// tile, in order:"),
            QStringLiteral("// - load it"), QStringLiteral("// - wait") }));
    // Chinese joins without a space.
    EXPECT_EQ(wrapCodeComments({ QStringLiteral("// 每个线程计算"), QStringLiteral("// 一个元素的和") }, 12),
        (QStringList { QStringLiteral("// 每个线程"), QStringLiteral("// 计算一个"), QStringLiteral("// 元素的和") }));
}

// A message put together from Chinese parts reads as Chinese: the spaces a translation keeps around
// a placeholder go where the filled-in text is Chinese on both sides, and so do those beside
// Chinese punctuation; an ASCII list or clause separator between Chinese becomes "，" or "；".
TEST(ChineseSpacing, MessagesPutTogetherReadAsChinese)
{
    EXPECT_EQ(tidyChineseSpacing(QStringLiteral("由线程块 0 的线程 3 和 线程块 1 的线程 5 写入")),
        QStringLiteral("由线程块 0 的线程 3 和线程块 1 的线程 5 写入"));
    EXPECT_EQ(tidyChineseSpacing(QStringLiteral("在 第 6 行 的 __syncthreads() 处")),
        QStringLiteral("在第 6 行的 __syncthreads() 处"));
    EXPECT_EQ(
        tidyChineseSpacing(QStringLiteral("运行。 像 if (i < n) 这样")), QStringLiteral("运行。像 if (i < n) 这样"));
    EXPECT_EQ(tidyChineseSpacing(QStringLiteral("10.1 µs（40 %）, 核函数 5.0 µs")),
        QStringLiteral("10.1 µs（40 %），核函数 5.0 µs"));
    EXPECT_EQ(tidyChineseSpacing(QStringLiteral("读取 a; 写入 b")), QStringLiteral("读取 a; 写入 b")) << "ASCII beside";
    EXPECT_EQ(tidyChineseSpacing(QStringLiteral("行  调用    字节")), QStringLiteral("行  调用    字节")) << "columns";
    const QString english = QStringLiteral("Race on a[3]: thread 0 of block 1 and thread 5 , ok .");
    EXPECT_EQ(tidyChineseSpacing(english), english);
    for (const char* tidy : { "由线程块 0 的线程 3 和线程块 1 的线程 5 写入", "运行。像 if (i < n) 这样" })
        EXPECT_TRUE(chineseSpacingProblems(QString::fromUtf8(tidy)).isEmpty()) << tidy;
    EXPECT_EQ(chineseSpacingProblems(QStringLiteral("在 第 6 行")).size(), 1);
    EXPECT_EQ(chineseSpacingProblems(QStringLiteral("运行。 像")).size(), 1);
    EXPECT_EQ(chineseSpacingProblems(QStringLiteral("线程3")).size(), 1);
    EXPECT_EQ(chineseSpacingProblems(QStringLiteral("线程 %1 读取"), true).size(), 0);
}

namespace {
// Where Qt's line breaking (Unicode's rules) may break `text`: the indices a line may start at.
std::vector<qsizetype> breakOpportunities(const QString& text)
{
    std::vector<qsizetype> at;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    for (qsizetype p = finder.toNextBoundary(); p > 0 && p < text.size(); p = finder.toNextBoundary())
        at.push_back(p);
    return at;
}

// The break opportunities of `marked` as places in the text without its marks.
std::vector<QString> linesAtEveryBreak(const QString& marked)
{
    std::vector<QString> pieces;
    qsizetype from = 0;
    for (const qsizetype p : breakOpportunities(marked)) {
        pieces.push_back(withoutBreakMarks(marked.mid(from, p - from)).trimmed());
        from = p;
    }
    pieces.push_back(withoutBreakMarks(marked.mid(from)).trimmed());
    pieces.erase(std::remove(pieces.begin(), pieces.end(), QString()), pieces.end()); // an indent
    return pieces;
}
} // namespace

// A glossary term is one word to Qt's line breaking, as to the reader: "线程束 7" never breaks
// as "线程" / "束 7", wherever the text comes from.
TEST(LineBreaks, AChineseTermNeverBreaksInside)
{
    const QString text = QStringLiteral("块 3 的线程束 7，共享内存的 bank 冲突和线程块的占用率");
    const auto cutsATerm = [&text](const std::vector<QString>& pieces) {
        qsizetype at = 0; // where each line starts in `text`
        for (const QString& piece : pieces) {
            at = text.indexOf(piece, at);
            for (const QString& term : chineseGlossaryTerms())
                for (qsizetype t = text.indexOf(term); t >= 0; t = text.indexOf(term, t + 1))
                    if (t < at && at < t + term.size())
                        return true;
        }
        return false;
    };
    EXPECT_FALSE(cutsATerm(linesAtEveryBreak(keepTermsWhole(text))));
    EXPECT_TRUE(cutsATerm(linesAtEveryBreak(text))); // unmarked, Qt breaks 线程 / 束
    for (int width = 8; width < 30; ++width) { // 8 columns: the longest term, 4 characters
        const QStringList lines = wrapText(text, width);
        EXPECT_FALSE(cutsATerm(std::vector<QString>(lines.begin(), lines.end()))) << width;
        EXPECT_FALSE(lines.join(QString()).contains(wordJoiner)); // its lines carry no marks
    }
    // Longest first: 线程块 is one term, not 线程 + 块; English is left as it is.
    EXPECT_EQ(keepTermsWhole(QStringLiteral("线程块")), QStringLiteral("线\u2060程\u2060块"));
    EXPECT_EQ(keepTermsWhole(QStringLiteral("warp 7 of block 3")), QStringLiteral("warp 7 of block 3"));
    EXPECT_EQ(withoutBreakMarks(keepTermsWhole(text)), text);
}

// A formula breaks before an operator, never after one, never inside brackets, and at a + or *
// only inside a long operand: the result stays with its "=", "1 * 256 + 3" and "A[row * K + k]"
// stay whole, and prose still wraps between words.
TEST(LineBreaks, AnExpressionBreaksOnlyBeforeAnOperator)
{
    const QString formula = QStringLiteral("i = blockIdx.x * blockDim.x + threadIdx.x = 1 * 256 + 3 = 259");
    const auto pieces = linesAtEveryBreak(keepOperandsWhole(formula));
    EXPECT_EQ(pieces,
        (std::vector<QString> { QStringLiteral("i"), QStringLiteral("= blockIdx.x * blockDim.x"),
            QStringLiteral("+ threadIdx.x"), QStringLiteral("= 1 * 256 + 3"), QStringLiteral("= 259") }));
    const auto code = linesAtEveryBreak(
        keepOperandsWhole(QStringLiteral("    sum += A[row * K + k] * B[k * N + col]; // one product")));
    EXPECT_EQ(code,
        (std::vector<QString> { QStringLiteral("sum"), QStringLiteral("+= A[row * K + k]"),
            QStringLiteral("* B[k * N + col];"), QStringLiteral("//"), QStringLiteral("one"),
            QStringLiteral("product") }));
    // A call's arguments break after their commas, a tuple's do not; prose in parentheses wraps
    // as prose.
    EXPECT_EQ(linesAtEveryBreak(keepOperandsWhole(QStringLiteral("blockIdx = (1, 0, 0), warp 7"))),
        (std::vector<QString> {
            QStringLiteral("blockIdx"), QStringLiteral("= (1, 0, 0),"), QStringLiteral("warp"), QStringLiteral("7") }));
    EXPECT_EQ(linesAtEveryBreak(keepOperandsWhole(QStringLiteral("f(a + b, c)"))),
        (std::vector<QString> { QStringLiteral("f(a + b,"), QStringLiteral("c)") }));
    // A long list of names in brackets breaks after its commas too: kept whole, it set the
    // Lessons dock's least width.
    EXPECT_EQ(linesAtEveryBreak(
                  keepOperandsWhole(QStringLiteral("an error code (cudaErrorNoDevice, cudaErrorInsufficientDriver)"))),
        (std::vector<QString> { QStringLiteral("an"), QStringLiteral("error"), QStringLiteral("code"),
            QStringLiteral("(cudaErrorNoDevice,"), QStringLiteral("cudaErrorInsufficientDriver)") }));
    EXPECT_EQ(linesAtEveryBreak(keepOperandsWhole(QStringLiteral("warp 7 (the last one)"))).size(), 5u);
}

// The marks only mark: taken out again, any line comes back as it was, however odd (a quote first,
// brackets that never close, operators alone, Chinese, nothing but spaces).
TEST(LineBreaks, MarksComeOutAgainFromAnyLine)
{
    for (const char* line : { "", "   ", "\"a b\" = c", "\"", "((( a + b", "a + b ))) = c", "= + * /", "  x = -3;",
             "if (i < n): 3 < 7 → true", "线程束 7 的 i = a + b，a[i * 2]", "a // b = c", "\\\" x = \"y\"" }) {
        const QString text = QString::fromUtf8(line);
        EXPECT_EQ(withoutBreakMarks(keepOperandsWhole(text)), text) << line;
        EXPECT_EQ(withoutBreakMarks(keepTermsWhole(text)), text) << line;
        EXPECT_EQ(withoutBreakMarks(keepOperandsWhole(keepTermsWhole(text))), text) << line;
    }
    // A text longer than the marks' budget comes back as it is, at once (nested brackets cost the
    // marking the square of their depth).
    const QString nested
        = QString(kMaxMarkedChars, u'(') + QStringLiteral(" 线程束 a = b ") + QString(kMaxMarkedChars, u')');
    EXPECT_EQ(keepOperandsWhole(nested), nested);
    EXPECT_EQ(keepTermsWhole(nested), nested);
}
