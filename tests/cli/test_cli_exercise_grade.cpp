// cudaviz exercise grade: a class folder graded into a gradebook CSV and JUnit XML that agree with
// single checks; a rerun reuses unchanged grades; check --gradescope writes Gradescope's format.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>
#include <map>

using namespace cvz;

namespace {
struct Class
{
    QTemporaryDir home, dir;
    CliResult run(const QStringList& arguments) const
    {
        CliOptions options;
        options.env = { QStringLiteral("XDG_CONFIG_HOME=") + home.path(),
            QStringLiteral("XDG_CACHE_HOME=") + home.path() + QStringLiteral("/cache") };
        options.timeoutMs = 300000;
        return runCudaviz(QStringList { QStringLiteral("exercise") } + arguments, options);
    }
    void add(const QString& name, const QString& attempt) const
    {
        QDir().mkpath(QFileInfo(dir.filePath(name)).absolutePath());
        QFile::copy(
            QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/exercise_attempts/") + attempt, dir.filePath(name));
    }
    void write(const QString& name, const QByteArray& text) const
    {
        QFile f(dir.filePath(name));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    QString read(const QString& name) const
    {
        QFile f(home.filePath(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
};

// CSV rows by student (quoted cells with commas are read whole).
std::map<QString, QStringList> csvRows(const QString& csv)
{
    std::map<QString, QStringList> rows;
    for (const QString& line : csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts)) {
        QStringList cells;
        QString cell;
        bool quoted = false;
        for (qsizetype k = 0; k < line.size(); ++k) {
            const QChar c = line[k];
            if (c == u'"' && quoted && k + 1 < line.size() && line[k + 1] == u'"')
                cell += line[++k];
            else if (c == u'"')
                quoted = !quoted;
            else if (c == u',' && !quoted)
                cells << std::exchange(cell, QString());
            else
                cell += c;
        }
        cells << cell;
        rows[cells.first()] = cells;
    }
    return rows;
}
} // namespace

TEST(CliExerciseGrade, AClassIsGradedIntoCsvAndJUnitThatAgreeWithSingleChecks)
{
    Class c;
    c.add(QStringLiteral("alice.cu"), QStringLiteral("shared-sum.thread0-sums.cu"));
    c.add(QStringLiteral("bob.cu"), QStringLiteral("shared-sum.interleaved.cu"));
    c.add(QStringLiteral("dave/kernel.cu"), QStringLiteral("shared-sum.shuffle-tail.cu"));
    c.write(QStringLiteral("carol.cu"), "__global__ void blockSum(const float* a, float* out) { oops }\n");
    const QString csv = c.home.filePath(QStringLiteral("grades.csv")), xml = c.home.filePath(QStringLiteral("g.xml"));
    const CliResult graded = c.run({ QStringLiteral("grade"), QStringLiteral("--exercise"),
        QStringLiteral("shared-sum"), c.dir.path(), QStringLiteral("--jobs"), QStringLiteral("2"),
        QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--csv"), csv, QStringLiteral("--junit"), xml });
    ASSERT_EQ(graded.exitCode, 0) << graded.err.toStdString() << graded.out.toStdString();
    EXPECT_TRUE(graded.out.startsWith(QStringLiteral("Graded 4 submissions of 'shared-sum'")))
        << graded.out.toStdString();
    const auto rows = csvRows(c.read(QStringLiteral("grades.csv")));
    ASSERT_EQ(rows.size(), 5u);
    EXPECT_EQ(rows.at(QStringLiteral("student")).join(u','),
        QStringLiteral("student,passed,score,max_score,failed_launch,first_message,seconds"));
    // Each row says what a single check of that file says.
    for (const auto& [student, file] :
        std::map<QString, QString> { { QStringLiteral("alice"), QStringLiteral("alice.cu") },
            { QStringLiteral("bob"), QStringLiteral("bob.cu") },
            { QStringLiteral("carol"), QStringLiteral("carol.cu") },
            { QStringLiteral("dave"), QStringLiteral("dave/kernel.cu") } }) {
        const CliResult single = c.run({ QStringLiteral("check"), QStringLiteral("shared-sum"), c.dir.filePath(file),
            QStringLiteral("--seed"), QStringLiteral("5") });
        const QStringList row = rows.at(student);
        EXPECT_EQ(row[1], single.exitCode == 0 ? QStringLiteral("true") : QStringLiteral("false"))
            << student.toStdString();
    }
    EXPECT_EQ(rows.at(QStringLiteral("alice"))[2], QStringLiteral("0"));
    EXPECT_EQ(rows.at(QStringLiteral("alice"))[3], QStringLiteral("3"));
    EXPECT_TRUE(
        rows.at(QStringLiteral("alice"))[5].startsWith(QStringLiteral("The busiest thread (thread 0 of block 0)")));
    EXPECT_EQ(rows.at(QStringLiteral("bob"))[2], QStringLiteral("3"));
    EXPECT_TRUE(rows.at(QStringLiteral("carol"))[5].startsWith(QStringLiteral("Not checked: ")))
        << rows.at(QStringLiteral("carol"))[5].toStdString();

    // JUnit: one suite a student, one case a launch (carol: one "compile" case), failures counted.
    QXmlStreamReader x(c.read(QStringLiteral("g.xml")));
    std::map<QString, int> cases, failures;
    QString suite;
    while (!x.atEnd()) {
        if (x.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (x.name() == QStringLiteral("testsuites")) {
            EXPECT_EQ(x.attributes().value(QStringLiteral("tests")).toInt(), 10);
        }
        if (x.name() == QStringLiteral("testsuite"))
            suite = x.attributes().value(QStringLiteral("name")).toString();
        cases[suite] += x.name() == QStringLiteral("testcase");
        failures[suite] += x.name() == QStringLiteral("failure");
    }
    ASSERT_FALSE(x.hasError()) << x.errorString().toStdString();
    EXPECT_EQ(cases[QStringLiteral("alice")], 3);
    EXPECT_EQ(failures[QStringLiteral("alice")], 3);
    EXPECT_EQ(failures[QStringLiteral("bob")], 0);
    EXPECT_EQ(cases[QStringLiteral("carol")], 1);
    EXPECT_EQ(failures[QStringLiteral("carol")], 1);

    // A rerun keeps the unchanged grades; a changed file is graded again.
    c.add(QStringLiteral("bob.cu.new"), QStringLiteral("shared-sum.every-thread-sums.cu"));
    QFile::remove(c.dir.filePath(QStringLiteral("bob.cu")));
    QFile::rename(c.dir.filePath(QStringLiteral("bob.cu.new")), c.dir.filePath(QStringLiteral("bob.cu")));
    const CliResult again = c.run({ QStringLiteral("grade"), QStringLiteral("--exercise"), QStringLiteral("shared-sum"),
        c.dir.path(), QStringLiteral("--csv"), csv });
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_TRUE(again.out.contains(QStringLiteral("3 unchanged submissions kept their grade")))
        << again.out.toStdString();
    EXPECT_EQ(csvRows(c.read(QStringLiteral("grades.csv"))).at(QStringLiteral("bob"))[1], QStringLiteral("false"));
    EXPECT_TRUE(again.out.contains(QStringLiteral("seed 5 for everyone"))) << again.out.toStdString();
}

TEST(CliExerciseGrade, GradescopeResultsHaveTheirFieldsAndHideHiddenLaunches)
{
    Class c;
    // A guard that works on the shown launch only (n = 50 hard-coded): hidden launches fail.
    c.write(QStringLiteral("guard.cu"),
        "__global__ void guard(const float* a, float* out, int n)\n{\n    int i = threadIdx.x;\n    if (i < 50)\n"
        "        out[i] = 2.0f * a[i];\n}\n");
    const QString results = c.home.filePath(QStringLiteral("results.json"));
    const CliResult checked = c.run({ QStringLiteral("check"), QStringLiteral("guard"),
        c.dir.filePath(QStringLiteral("guard.cu")), QStringLiteral("--gradescope"), results });
    EXPECT_EQ(checked.exitCode, 1) << checked.err.toStdString();
    const QJsonObject r = QJsonDocument::fromJson(c.read(QStringLiteral("results.json")).toUtf8()).object();
    const QJsonArray tests = r.value(QStringLiteral("tests")).toArray();
    ASSERT_EQ(tests.size(), 4);
    double score = 0;
    for (const QJsonValue& v : tests) {
        const QJsonObject t = v.toObject();
        for (const char* key : { "name", "score", "max_score", "status", "output", "visibility" })
            EXPECT_TRUE(t.contains(QLatin1String(key))) << key;
        EXPECT_EQ(t.value(QStringLiteral("max_score")).toInt(), 1);
        score += t.value(QStringLiteral("score")).toDouble();
    }
    EXPECT_EQ(r.value(QStringLiteral("score")).toDouble(), score);
    EXPECT_EQ(tests[0].toObject().value(QStringLiteral("visibility")).toString(), QStringLiteral("visible"));
    EXPECT_EQ(tests[0].toObject().value(QStringLiteral("status")).toString(), QStringLiteral("passed"));
    EXPECT_EQ(tests[1].toObject().value(QStringLiteral("visibility")).toString(), QStringLiteral("after_due_date"));
    EXPECT_EQ(tests[1].toObject().value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
    // The summary, always shown, does not tell what a hidden launch found.
    EXPECT_EQ(r.value(QStringLiteral("output")).toString().toStdString(),
        "1 of 4 launches passed; the launches that fail are hidden until the due date.");
}

// The Gradescope recipe's run_autograder, run as Gradescope runs it (on a folder laid out as
// /autograder is): the student's only .cu file is checked and results.json holds the grade.
TEST(CliExerciseGrade, GradescopesRunAutograderWritesTheGrade)
{
    Class c;
    QDir(c.dir.path()).mkpath(QStringLiteral("source"));
    QDir(c.dir.path()).mkpath(QStringLiteral("submission"));
    c.write(QStringLiteral("source/exercise.txt"), "map\n");
    c.add(QStringLiteral("submission/kernel.cu"), QStringLiteral("map.grid-stride.cu"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("AUTOGRADER_ROOT"), c.dir.path());
    env.insert(QStringLiteral("CUDAVIZ"), QStringLiteral(CUDAVIZ_EXE));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), c.home.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("bash"),
        { QStringLiteral(CUDAVIZ_SOURCE_DIR "/packaging/autograder/gradescope/run_autograder") });
    ASSERT_TRUE(p.waitForFinished(300000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    QFile results(c.dir.filePath(QStringLiteral("results/results.json")));
    ASSERT_TRUE(results.open(QIODevice::ReadOnly));
    const QJsonObject r = QJsonDocument::fromJson(results.readAll()).object();
    EXPECT_EQ(r.value(QStringLiteral("score")).toInt(), 3);
    EXPECT_EQ(r.value(QStringLiteral("tests")).toArray().size(), 3);
    EXPECT_EQ(r.value(QStringLiteral("output")).toString(), QStringLiteral("Passed on all 3 launches."));
}
