// Wrapping for views that cannot wrap text themselves: a comment stays a comment on every line.
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
