#include "playground/grading/classgrade.h"

#include "playground/source/launchcomment.h"
#include "util/fileio.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <map>
#include <mutex>
#include <thread>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr qint64 kMaxGradeCacheBytes = qint64(64) << 20;

// A folder's file: the only .cu in it, or ID.cu among several.
Submission folderSubmission(const QFileInfo& folder, const QString& exerciseId)
{
    Submission s { folder.fileName(), {}, {} };
    const QStringList files = QDir(folder.filePath()).entryList({ QStringLiteral("*.cu") }, QDir::Files, QDir::Name);
    if (files.size() == 1)
        s.file = QDir(folder.filePath()).filePath(files.first());
    else if (files.contains(exerciseId + QStringLiteral(".cu")))
        s.file = QDir(folder.filePath()).filePath(exerciseId + QStringLiteral(".cu"));
    else if (files.isEmpty())
        s.error = Tr::tr("the folder %1 holds no .cu file").arg(folder.fileName());
    else
        s.error = Tr::tr("the folder %1 holds %2 .cu files and none is named %3.cu: name the one to grade so")
                      .arg(folder.fileName())
                      .arg(files.size())
                      .arg(exerciseId);
    return s;
}

QString launchName(const Verdict& v, qsizetype k, const QString& language)
{
    QString heading = v.heading(k, language);
    if (heading.endsWith(u':'))
        heading.chop(1);
    return heading;
}

// Why a submission was not checked, in one line: the first compiler error with its line.
QString notCheckedReason(const ExerciseAttempt& a)
{
    for (const Diagnostic& d : a.compiled.diagnostics)
        if (d.error)
            return d.line > 0 ? Tr::tr("%1 (line %2: %3)").arg(a.error).arg(d.line).arg(d.message) : a.error;
    return a.error;
}

QByteArray exerciseBytes(const Exercise& exercise)
{
    QFile f(exercise.source);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : exercise.solution.toUtf8();
}

QString digestOf(const QByteArray& exercise, const QByteArray& submission, const ClassGradeOptions& o)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(exercise);
    h.addData(QCoreApplication::applicationVersion().toUtf8());
    h.addData(QByteArray::number(o.seed) + '|' + o.language.toUtf8() + '|');
    h.addData(submission);
    return QString::fromLatin1(h.result().toHex());
}

QJsonObject gradeJson(const StudentGrade& g)
{
    QJsonArray launches;
    for (const LaunchGrade& l : g.launches)
        launches.append(QJsonObject { { QStringLiteral("name"), l.name }, { QStringLiteral("hidden"), l.hidden },
            { QStringLiteral("passed"), l.passed },
            { QStringLiteral("messages"), QJsonArray::fromStringList(l.messages) } });
    return QJsonObject { { QStringLiteral("student"), g.student }, { QStringLiteral("digest"), g.digest },
        { QStringLiteral("passed"), g.passed }, { QStringLiteral("score"), g.score },
        { QStringLiteral("max_score"), g.maxScore }, { QStringLiteral("failed_launch"), g.failedLaunch },
        { QStringLiteral("first_message"), g.firstMessage }, { QStringLiteral("seconds"), g.seconds },
        { QStringLiteral("compiled"), g.compiled }, { QStringLiteral("launches"), launches } };
}

StudentGrade gradeFromJson(const QJsonObject& o)
{
    StudentGrade g;
    g.student = o.value(QStringLiteral("student")).toString();
    g.digest = o.value(QStringLiteral("digest")).toString();
    g.passed = o.value(QStringLiteral("passed")).toBool();
    g.score = o.value(QStringLiteral("score")).toInt();
    g.maxScore = o.value(QStringLiteral("max_score")).toInt();
    g.failedLaunch = o.value(QStringLiteral("failed_launch")).toString();
    g.firstMessage = o.value(QStringLiteral("first_message")).toString();
    g.seconds = o.value(QStringLiteral("seconds")).toDouble();
    g.compiled = o.value(QStringLiteral("compiled")).toBool();
    for (const QJsonValue& v : o.value(QStringLiteral("launches")).toArray()) {
        const QJsonObject l = v.toObject();
        QStringList messages;
        for (const QJsonValue& m : l.value(QStringLiteral("messages")).toArray())
            messages << m.toString();
        g.launches << LaunchGrade { l.value(QStringLiteral("name")).toString(),
            l.value(QStringLiteral("hidden")).toBool(), l.value(QStringLiteral("passed")).toBool(), messages };
    }
    return g;
}

// The last run's file, when it is one (a damaged or foreign file: nothing).
std::optional<QJsonObject> readCacheObject(const QString& path)
{
    QString ignored;
    const auto bytes = path.isEmpty() || !QFileInfo::exists(path) ? std::nullopt
                                                                  : readInputFile(path, kMaxGradeCacheBytes, &ignored);
    if (!bytes)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(*bytes).object();
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("cudaviz-grades"))
        return std::nullopt;
    return o;
}

// The last run's grades by digest.
std::map<QString, StudentGrade> readCache(const QString& path)
{
    std::map<QString, StudentGrade> grades;
    const auto o = readCacheObject(path);
    if (!o)
        return grades;
    for (const QJsonValue& v : o->value(QStringLiteral("grades")).toArray()) {
        StudentGrade g = gradeFromJson(v.toObject());
        grades[g.digest] = g;
    }
    return grades;
}

void writeCache(const QString& path, const Exercise& exercise, quint32 seed, const QList<StudentGrade>& grades)
{
    if (path.isEmpty())
        return;
    QJsonArray rows;
    for (const StudentGrade& g : grades)
        if (!g.digest.isEmpty())
            rows.append(gradeJson(g));
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(QJsonDocument(QJsonObject { { QStringLiteral("format"), QStringLiteral("cudaviz-grades") },
                                  { QStringLiteral("exercise"), exercise.id }, { QStringLiteral("seed"), double(seed) },
                                  { QStringLiteral("grades"), rows } })
                    .toJson(QJsonDocument::Compact));
        f.commit();
    }
}

// One submission: its grade from the last run when nothing changed, else a fresh check.
StudentGrade gradeOne(const Exercise& exercise, const QByteArray& exerciseFile, const Submission& s,
    const ClassGradeOptions& o, const std::map<QString, StudentGrade>& cache)
{
    QElapsedTimer clock;
    clock.start();
    StudentGrade g;
    g.student = s.student;
    g.maxScore = int(exercise.shapes.size());
    QString error = s.error;
    const auto bytes = s.file.isEmpty() ? std::nullopt : readInputFile(s.file, kMaxKernelSourceBytes, &error);
    if (!bytes) {
        g.firstMessage = Tr::tr("Not checked: %1").arg(error);
        return g;
    }
    const QString digest = digestOf(exerciseFile, *bytes, o);
    if (const auto it = cache.find(digest); it != cache.end()) {
        g = it->second;
        g.student = s.student;
        g.reused = true;
        return g;
    }
    const ExerciseAttempt a = attemptExercise(exercise, QString::fromUtf8(*bytes), o.cancel, o.seed);
    g = gradeAttempt(exercise, s, a, o.language);
    g.digest = o.cancel && o.cancel->load() ? QString() : digest; // a cancelled check is not a grade to keep
    g.seconds = double(clock.elapsed()) / 1000.0;
    return g;
}
} // namespace

std::optional<quint32> lastGradeSeed(const QString& cacheFile)
{
    const auto o = readCacheObject(cacheFile);
    const QJsonValue seed = o ? o->value(QStringLiteral("seed")) : QJsonValue();
    if (seed.isDouble() && seed.toDouble() >= 0 && seed.toDouble() <= 4294967295.0)
        return quint32(seed.toDouble());
    return std::nullopt;
}

QList<Submission> findSubmissions(const QString& folder, const QString& exerciseId, QString* error)
{
    QList<Submission> out;
    const QDir dir(folder);
    if (!QFileInfo(folder).isDir()) {
        *error = Tr::tr("%1 is not a folder of submissions").arg(folder);
        return out;
    }
    const QFileInfoList entries = dir.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& e : entries) {
        if (e.isDir())
            out << folderSubmission(e, exerciseId);
        else if (e.suffix() == QStringLiteral("cu"))
            out << Submission { e.completeBaseName(), e.filePath(), {} };
        if (out.size() > kMaxClassSubmissions) {
            *error
                = Tr::tr("%1 holds more than %2 submissions: grade it in parts").arg(folder).arg(kMaxClassSubmissions);
            return {};
        }
    }
    if (out.isEmpty())
        *error = Tr::tr("%1 holds no submissions (a STUDENT.cu file or a STUDENT folder each)").arg(folder);
    return out;
}

StudentGrade gradeAttempt(
    const Exercise& exercise, const Submission& submission, const ExerciseAttempt& a, const QString& language)
{
    StudentGrade g;
    g.student = submission.student;
    g.compiled = a.compiled.kernel.has_value();
    g.maxScore = int(exercise.shapes.size());
    if (!a.verdict) {
        g.firstMessage = Tr::tr("Not checked: %1").arg(notCheckedReason(a));
        return g;
    }
    const Verdict& v = *a.verdict;
    g.passed = v.passed;
    g.maxScore = int(v.shapes.size());
    for (qsizetype k = 0; k < v.shapes.size(); ++k) {
        LaunchGrade l { launchName(v, k, language), v.shapes[k].hidden, v.shapes[k].passed, {} };
        for (const ExerciseProblem& p : v.shapes[k].problems)
            l.messages << p.message;
        g.score += l.passed ? 1 : 0;
        if (!l.passed && g.failedLaunch.isEmpty()) {
            g.failedLaunch = l.name;
            g.firstMessage = l.messages.value(0);
        }
        g.launches << l;
    }
    return g;
}

QList<StudentGrade> gradeClass(
    const Exercise& exercise, const QList<Submission>& submissions, const ClassGradeOptions& o, QString* error)
{
    // The reference first, alone: it must pass, and its build is then shared by every check.
    const ExerciseAttempt reference = attemptExercise(exercise, exercise.solution, o.cancel, o.seed);
    if (!reference.verdict || !reference.verdict->passed) {
        *error = Tr::tr("the reference solution of '%1' does not pass its own exercise: %2")
                     .arg(exercise.id,
                         reference.verdict ? reference.verdict->messages(o.language).join(u' ') : reference.error);
        return {};
    }
    const QByteArray exerciseFile = exerciseBytes(exercise);
    const std::map<QString, StudentGrade> cache = readCache(o.cacheFile);
    QList<StudentGrade> grades(submissions.size());
    std::atomic<qsizetype> next { 0 };
    std::mutex reporting;
    int done = 0;
    const auto work = [&] {
        for (qsizetype k = next++; k < submissions.size(); k = next++) {
            grades[k] = gradeOne(exercise, exerciseFile, submissions[k], o, cache);
            const std::lock_guard lock(reporting);
            ++done;
            if (o.graded)
                o.graded(grades[k], done, int(submissions.size()));
        }
    };
    std::vector<std::thread> workers;
    for (int j = 1; j < std::max(1, o.jobs); ++j)
        workers.emplace_back(work);
    work();
    for (std::thread& t : workers)
        t.join();
    writeCache(o.cacheFile, exercise, o.seed, grades);
    return grades;
}

} // namespace cvz
