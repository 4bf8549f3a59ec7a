// Rules that follow from the reference solution, checked on every exercise without a word in its
// file: how the work is done, not only the answer. From the trace of the student's run and the
// reference's on the same launch (accesses, warp calls, barriers per thread):
// - span: the busiest thread's operations and the barrier phases, within k x the reference's (a
//   serial combine does n where a tree does log n);
// - work: all threads' operations together, within k x (a quadratic scan, Kogge-Stone for
//   Brent-Kung);
// - kinds: a reference that combines with warp calls requires them; the kinds an exercise forbids
//   (shared memory where the task says "without") stay out;
// - atomics: none on a memory where the reference has none, else within k x;
// - writers: the threads that write output, from half to k x the reference's.
// An exercise file may loosen or tighten each k, or turn a rule off, with its reason
// (docs/exercises.md).
#pragma once

#include "playground/engine/userrun.h"
#include "playground/grading/exercise.h"

#include <QStringList>

namespace cvz {

struct ExerciseProblem;

// One thread's operations, or a launch's: each access is one (a float4 is one), each warp call one.
struct ThreadWork
{
    int64_t globalLoads = 0, globalStores = 0, globalAtomics = 0;
    int64_t sharedLoads = 0, sharedStores = 0, sharedAtomics = 0;
    int64_t shuffles = 0, votes = 0, reductions = 0, syncwarps = 0;
    int64_t total() const
    {
        return globalLoads + globalStores + globalAtomics + sharedLoads + sharedStores + sharedAtomics + shuffles
            + votes + reductions + syncwarps;
    }
    int64_t warpCombines() const { return shuffles + reductions; }
    void add(const ThreadWork& o);
};

struct WorkProfile
{
    ThreadWork all; // every thread's together
    ThreadWork busiest; // the thread with the most operations
    int64_t busiestThread = -1;
    int64_t barrierPhases = 0; // the most __syncthreads() any thread passed
};

// From a run's kept trace (nothing without one).
WorkProfile workProfile(const UserRun& run);

// The derived rules' names, as an exercise file's "derived" object and the problems' kinds name them.
QStringList derivedRuleKinds();
// The kinds "forbid" and "allow" may name.
QStringList derivedOperationKinds();

// The derived rules on one shape; `writers` are the threads that wrote output, the student's and
// the reference's; `explicitParallel`: the file's own "parallel" rule judges the lower bound.
QList<ExerciseProblem> checkDerivedRules(const DerivedLimits& limits, const UserRun& student, const UserRun& reference,
    int64_t writers, int64_t referenceWriters, bool explicitParallel);

} // namespace cvz
