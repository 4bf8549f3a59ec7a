// Wrapping for views that cannot wrap text themselves: a comment stays a comment on every line.
#include "util/chinesespacing.h"
#include "util/textwrap.h"

#include <gtest/gtest.h>

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
