// "Predict, then check": the answers are the picture's own (ThreadMapping), for every kind.
#include "mapping/predictquestions.h"

#include <QRegularExpression>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
std::vector<PredictQuestion> questions(
    MappingKind kind, ProblemShape p, LaunchConfig l, bool guard = true, uint32_t seed = 7)
{
    return predictQuestions(ThreadMapping(kind, p, l, guard), seed);
}
} // namespace

TEST(PredictQuestions, VectorAddOwnerIdleThreadsAndLanes)
{
    ProblemShape p;
    p.n = 1000;
    for (uint32_t seed = 1; seed < 20; ++seed) {
        const auto qs = questions(MappingKind::Linear1D, p, { { 4, 1, 1 }, { 250, 1, 1 } }, true, seed);
        ASSERT_EQ(qs.size(), 4u);
        // "Which thread writes element E?": E = blockIdx.x * 250 + threadIdx.x.
        const PredictQuestion& owner = qs[0];
        ASSERT_EQ(owner.answer.size(), 2);
        const int64_t e = owner.answer[0] * 250 + owner.answer[1];
        EXPECT_TRUE(owner.text.startsWith(QStringLiteral("Which thread writes element %1?").arg(e)))
            << owner.text.toStdString();
        EXPECT_GE(e, 250); // never in block 0, where the answer would be the index itself
        EXPECT_EQ(owner.thread, e);
        // The warp of a thread: its index in the block / 32.
        EXPECT_LT(qs[1].answer[0], 8);
        EXPECT_EQ(qs[2].answer, QList<int64_t>({ 0 })); // 1000 threads, 1000 elements
        EXPECT_EQ(qs[3].answer, QList<int64_t>({ 6 })); // 250 threads run 8 warps = 256 lanes
    }
    const auto unguarded = questions(MappingKind::Linear1D, p, { { 4, 1, 1 }, { 256, 1, 1 } }, false);
    EXPECT_EQ(unguarded[2].text,
        QStringLiteral("There is no guard: how many threads of this launch write past the end of the data?"));
    EXPECT_EQ(unguarded[2].answer, QList<int64_t>({ 24 }));
}

TEST(PredictQuestions, MatrixElementsBelongToTheBlockOfTheirColumnAndRow)
{
    ProblemShape p;
    p.rows = 100;
    p.cols = 70;
    const auto qs = questions(MappingKind::Matrix2D, p, { { 5, 7, 1 }, { 16, 16, 1 } });
    ASSERT_EQ(qs.size(), 5u);
    const PredictQuestion& owner = qs[0];
    ASSERT_EQ(owner.answer.size(), 4);
    const int64_t col = owner.answer[0] * 16 + owner.answer[2], row = owner.answer[1] * 16 + owner.answer[3];
    EXPECT_TRUE(
        owner.text.startsWith(QStringLiteral("Which thread writes element (row %1, column %2)?").arg(row).arg(col)))
        << owner.text.toStdString();
    const PredictQuestion& block = qs[1];
    ASSERT_EQ(block.answer.size(), 2);
    const QRegularExpression rc(QStringLiteral("row (\\d+), column (\\d+)"));
    const auto m = rc.match(block.text);
    ASSERT_TRUE(m.hasMatch());
    EXPECT_EQ(block.answer,
        QList<int64_t>({ int64_t(m.captured(2).toLongLong() / 16), int64_t(m.captured(1).toLongLong() / 16) }));
    EXPECT_EQ(qs[3].answer, QList<int64_t>({ 80 * 112 - 7000 }));
}

TEST(PredictQuestions, TypedAnswersAreReadAsNumbersInAnyWords)
{
    PredictQuestion q;
    q.answer = { 2, 188 };
    q.answerText = QStringLiteral("blockIdx 2, threadIdx 188");
    q.why = { QStringLiteral("i = 2 * 256 + 188 = 700") };
    EXPECT_TRUE(checkPrediction(q, QStringLiteral("block 2, thread 188")).right);
    EXPECT_TRUE(checkPrediction(q, QStringLiteral("2 188")).right);
    const PredictCheck wrong = checkPrediction(q, QStringLiteral("(2, 187)"));
    EXPECT_FALSE(wrong.right);
    EXPECT_EQ(wrong.feedback, QStringLiteral("Not quite: blockIdx 2, threadIdx 188.\ni = 2 * 256 + 188 = 700"));
    EXPECT_EQ(checkPrediction(q, QStringLiteral("700")).feedback, QStringLiteral("Type 2 number(s)."));
}
