// Students' attempts at the built-in exercises (tests/playground/exercise_attempts/ID.NAME.cu), each
// with the verdict it must get on its first line: "// expect: pass" for a correct solution written
// differently from the reference, or "// expect: KIND" for a wrong-but-plausible one (a serial
// combine, a token shared array, 32 writers ...), which must fail with a problem of that kind.
#include "playground/grading/derivedrules.h"
#include "playground/grading/exercisecheck.h"

#include <QDir>
#include <QFile>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QString attemptsDir()
{
    return QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/exercise_attempts");
}

std::vector<std::string> attemptFiles()
{
    std::vector<std::string> files;
    for (const QString& f : QDir(attemptsDir()).entryList({ QStringLiteral("*.cu") }, QDir::Files, QDir::Name))
        files.push_back(f.toStdString());
    return files;
}

const Exercise* exerciseNamed(const QString& id)
{
    static const QList<Exercise> all = builtInExercises();
    for (const Exercise& e : all)
        if (e.id == id)
            return &e;
    return nullptr;
}

// Every problem of every failing launch, one a line.
std::string allProblems(const Verdict& v)
{
    QStringList out;
    for (const ShapeVerdict& s : v.shapes)
        for (const ExerciseProblem& p : s.problems)
            out << QStringLiteral("[%1] %2").arg(p.kind, p.message);
    return out.join(u'\n').toStdString();
}

class ExerciseAttempts : public testing::TestWithParam<std::string>
{
};
} // namespace

TEST_P(ExerciseAttempts, GetTheVerdictTheyExpect)
{
    const QString name = QString::fromStdString(GetParam());
    QFile file(attemptsDir() + u'/' + name);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString source = QString::fromUtf8(file.readAll());
    const QString expect = source.section(u'\n', 0, 0).section(QStringLiteral("// expect: "), 1).trimmed();
    ASSERT_FALSE(expect.isEmpty()) << "the first line must say what is expected";
    const Exercise* exercise = exerciseNamed(name.section(u'.', 0, 0));
    ASSERT_NE(exercise, nullptr) << "no exercise " << name.section(u'.', 0, 0).toStdString();
    const ExerciseAttempt a = attemptExercise(*exercise, source, nullptr, 7);
    ASSERT_TRUE(a.verdict) << a.error.toStdString() << a.compiled.output.toStdString();
    if (expect == QStringLiteral("pass")) {
        EXPECT_TRUE(a.verdict->passed) << allProblems(*a.verdict);
        return;
    }
    EXPECT_FALSE(a.verdict->passed);
    bool found = false;
    for (const ShapeVerdict& s : a.verdict->shapes)
        for (const ExerciseProblem& p : s.problems)
            found = found || p.kind == expect;
    EXPECT_TRUE(found) << "no problem of kind " << expect.toStdString() << " among:\n" << allProblems(*a.verdict);
    // "// message: ..." on the second line: the exact start of the first problem of the first
    // launch that fails.
    const QString message = source.section(u'\n', 1, 1).section(QStringLiteral("// message: "), 1);
    if (message.isEmpty())
        return;
    for (const ShapeVerdict& s : a.verdict->shapes)
        if (!s.passed) {
            const QString first = s.problems.value(0).message;
            EXPECT_TRUE(first.startsWith(message)) << first.toStdString();
            return;
        }
}

// At least 40 wrong attempts and 15 correct alternatives, as the grader's promise.
TEST(ExerciseAttemptSet, HoldsFortyCheatsAndFifteenAlternatives)
{
    int cheats = 0, alternatives = 0;
    for (const std::string& f : attemptFiles()) {
        QFile file(attemptsDir() + u'/' + QString::fromStdString(f));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        (file.readLine().contains("// expect: pass") ? alternatives : cheats) += 1;
    }
    EXPECT_GE(cheats, 40);
    EXPECT_GE(alternatives, 15);
}

// The trace counts each thread's warp calls: the warp sum's 128 threads shuffle 5 times each, and
// its busiest thread (a lane 0) loads, shuffles 5 times and stores.
TEST(WorkProfile, CountsEachThreadsOperationsAndWarpCalls)
{
    const Exercise* warpSum = exerciseNamed(QStringLiteral("warp-sum"));
    ASSERT_NE(warpSum, nullptr);
    const ExerciseAttempt a = attemptExercise(*warpSum, warpSum->solution, nullptr, 7);
    ASSERT_TRUE(a.run.run) << a.error.toStdString();
    const WorkProfile w = workProfile(*a.run.run);
    EXPECT_EQ(w.all.shuffles, 128 * 5);
    EXPECT_EQ(w.all.globalLoads, 128);
    EXPECT_EQ(w.all.globalStores, 4);
    EXPECT_EQ(w.busiest.total(), 7);
    EXPECT_EQ(w.busiest.shuffles, 5);
    EXPECT_EQ(w.busiestThread, 0);
    EXPECT_EQ(w.barrierPhases, 0);
}

// docs/exercises.md states each derived rule's default k, as DerivedLimits has it.
TEST(WorkProfile, TheDocsStateEachDerivedRulesK)
{
    QFile docs(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/exercises.md"));
    ASSERT_TRUE(docs.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(docs.readAll());
    const DerivedLimits defaults;
    for (const auto& [rule, k] : { std::pair { "span", defaults.span }, std::pair { "work", defaults.work },
             std::pair { "atomics", defaults.atomics }, std::pair { "writers", defaults.writers } })
        EXPECT_TRUE(text.contains(QStringLiteral("| %1 | %2 |").arg(QLatin1String(rule)).arg(k))) << rule;
    for (const QString& kind : derivedRuleKinds())
        EXPECT_TRUE(text.contains(QStringLiteral("\n| %1 |").arg(kind))) << kind.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Files, ExerciseAttempts, testing::ValuesIn(attemptFiles()), [](const testing::TestParamInfo<std::string>& param) {
        std::string name = param.param.substr(0, param.param.size() - 3);
        for (char& c : name)
            c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return name;
    });
