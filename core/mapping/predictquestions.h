// "Predict, then check": questions about the launch on the Thread Mapping page ("which thread
// writes element 700?", "how many lanes have no thread?"), answered by typing numbers and
// checked with the same ThreadMapping that draws the picture, so the answer is the picture's.
#pragma once

#include "threadmapping.h"

#include <QList>
#include <QString>
#include <cstdint>
#include <vector>

namespace cvz {

struct PredictQuestion
{
    QString text; // translated; says which numbers to type, in order
    QList<int64_t> answer; // those numbers
    QString answerText; // the answer in words: "blockIdx.x = 2, threadIdx.x = 188"
    QStringList why; // the substituted formulas, line by line
    int64_t thread = -1; // the thread the question is about (to show it), or -1
};

// Questions for this launch of an index kernel (vector add, grid-stride, matrix add, 3D), the
// elements picked with `seed`; none for a mapping without elements.
std::vector<PredictQuestion> predictQuestions(const ThreadMapping& mapping, uint32_t seed);

struct PredictCheck
{
    bool right = false;
    bool complete = false; // as many numbers as the answer has (else the feedback asks for them)
    QString feedback; // translated
};

// The numbers in `typed` (any separators: "2, 188", "block 2 thread 188") against the answer.
PredictCheck checkPrediction(const PredictQuestion& question, const QString& typed);

} // namespace cvz
