// cudaviz exercise grade: a whole class's submissions checked against one exercise on the machine's
// cores, written as a gradebook CSV, JUnit XML and a summary; and check --gradescope's results.json.
#include "exercisegrade.h"

#include "clicommon.h"
#include "i18n/language.h"
#include "playground/grading/gradereports.h"
#include "util/fileio.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QThread>
#include <unistd.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ExerciseCommand)
};

// Where a class's last grades are kept: per folder and exercise, in the user's cache.
QString defaultCacheFile(const QString& folder, const QString& exerciseId)
{
    const QByteArray key = QCryptographicHash::hash(
        (QFileInfo(folder).absoluteFilePath() + u'\n' + exerciseId).toUtf8(), QCryptographicHash::Sha256)
                               .toHex()
                               .left(24);
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/cudaviz/grades/")
        + QString::fromLatin1(key) + QStringLiteral(".json");
}

// The seed the last run used (its grades stay comparable), else a fresh one.
quint32 chooseSeed(const GradeRequest& r, const QString& cacheFile)
{
    if (r.seed)
        return *r.seed;
    return lastGradeSeed(cacheFile).value_or(QRandomGenerator::global()->generate() & 0x7fffffffu);
}

bool writeReport(const QString& path, const QByteArray& bytes)
{
    QString error;
    if (path.isEmpty() || writeOutputFile(path, bytes, &error))
        return true;
    commandError(QStringLiteral("exercise"), error);
    return false;
}

// "Graded 12 of 50: alice passed (3 of 3 launches)" on stderr, when it is a terminal.
void showProgress(const StudentGrade& g, int done, int total)
{
    if (!isatty(STDERR_FILENO))
        return;
    err() << '\r'
          << Tr::tr("Graded %1 of %2: %3 %4")
                 .arg(done)
                 .arg(total)
                 .arg(g.student, g.passed ? Tr::tr("passed") : Tr::tr("not yet"))
          << QStringLiteral("\x1b[K") << (done == total ? "\n" : "");
    err().flush();
}

void printSummary(
    const Exercise& e, const QList<StudentGrade>& grades, double seconds, const GradeRequest& r, quint32 seed)
{
    int passed = 0, uncompiled = 0, reused = 0;
    for (const StudentGrade& g : grades) {
        passed += g.passed ? 1 : 0;
        uncompiled += g.launches.isEmpty() ? 1 : 0;
        reused += g.reused ? 1 : 0;
    }
    const int checked = int(grades.size()) - reused;
    out() << Tr::tr("Graded %n submission(s) of '%1' in %2 s (--jobs %3): %4 passed, %5 not yet, %6 not checked "
                    "(did not compile or no file).",
        nullptr, int(grades.size()))
                 .arg(e.id)
                 .arg(seconds, 0, 'f', 1)
                 .arg(r.jobs)
                 .arg(passed)
                 .arg(int(grades.size()) - passed - uncompiled)
                 .arg(uncompiled)
          << '\n';
    if (reused > 0)
        out() << Tr::tr("%n unchanged submission(s) kept their grade from the last run (--fresh grades all again).",
            nullptr, reused)
              << '\n';
    if (checked > 0 && seconds > 0.0)
        out() << Tr::tr("%1 submissions a minute.").arg(60.0 * checked / seconds, 0, 'f', 1) << '\n';
    out() << Tr::tr("Hidden launches' inputs: seed %1 for everyone (--seed %1 repeats them).").arg(seed) << '\n';
    for (const StudentGrade& g : grades)
        if (!g.passed)
            out()
                << QStringLiteral("  %1: %2/%3  %4\n").arg(g.student).arg(g.score).arg(g.maxScore).arg(g.firstMessage);
}
} // namespace

int gradeClassCommand(const Exercise& exercise, const GradeRequest& r)
{
    QString error;
    for (const QString& path : { r.csv, r.junit })
        if (!path.isEmpty() && !checkOutputPath(path, &error))
            return commandError(QStringLiteral("exercise"), error);
    const QList<Submission> submissions = findSubmissions(r.folder, exercise.id, &error);
    if (submissions.isEmpty())
        return commandError(QStringLiteral("exercise"), error);
    ClassGradeOptions o;
    o.jobs = r.jobs;
    o.cacheFile = defaultCacheFile(r.folder, exercise.id);
    o.seed = chooseSeed(r, o.cacheFile);
    if (r.fresh)
        QFile::remove(o.cacheFile);
    o.language = installedLanguage();
    o.graded = showProgress;
    QElapsedTimer clock;
    clock.start();
    const QList<StudentGrade> grades = gradeClass(exercise, submissions, o, &error);
    if (grades.isEmpty())
        return commandError(QStringLiteral("exercise"), error);
    if (!writeReport(r.csv, gradebookCsv(grades)) || !writeReport(r.junit, junitXml(exercise.id, grades)))
        return 1;
    printSummary(exercise, grades, double(clock.elapsed()) / 1000.0, r, o.seed);
    return 0;
}

bool writeGradescope(const Exercise& exercise, const ExerciseAttempt& attempt, const QString& file, const QString& path)
{
    const StudentGrade g = gradeAttempt(
        exercise, Submission { QFileInfo(file).completeBaseName(), file, {} }, attempt, installedLanguage());
    return writeReport(path, QJsonDocument(gradescopeResults(g)).toJson(QJsonDocument::Indented));
}

int defaultGradeJobs()
{
    return std::max(1, QThread::idealThreadCount());
}

} // namespace cvz
