#include "exercise.h"

#include "elementtouches.h"
#include "launchcomment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <map>

namespace cvz::playground {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr qsizetype kMaxTextChars = 20000;
constexpr int kShown = 3; // problems of one kind listed before "and N more"

// A source: one string, or an array of lines (easier to write by hand in JSON).
std::optional<QString> readSource(const QJsonValue& v, const QString& where, QString* error)
{
    if (v.isString())
        return v.toString();
    if (v.isArray()) {
        QStringList lines;
        for (const QJsonValue& line : v.toArray()) {
            if (!line.isString()) {
                *error = Tr::tr("%1 must be text or an array of lines").arg(where);
                return std::nullopt;
            }
            lines << line.toString();
        }
        return lines.join(u'\n') + u'\n';
    }
    *error = Tr::tr("%1 is missing").arg(where);
    return std::nullopt;
}

int arrayIndex(const UserRun& run, const QString& name)
{
    return run.trace ? run.trace->arrayIndex(name) : -1;
}

void compareOutput(const QString& name, const UserRun& student, const UserRun& reference, QStringList* problems)
{
    const int s = student.bufferIndex(name), r = reference.bufferIndex(name);
    if (s < 0 || r < 0) {
        *problems << Tr::tr("The kernel has no buffer named %1 to check.").arg(name);
        return;
    }
    const ElementType type = reference.args[r].type;
    const QList<double> got = bufferValues(student.buffers[s], type), want = bufferValues(reference.buffers[r], type);
    const int array = arrayIndex(student, name);
    const ElementTouches touches = array >= 0 ? elementTouches(*student.trace, uint16_t(array)) : ElementTouches {};
    QStringList unwritten, wrong;
    int unwrittenCount = 0, wrongCount = 0;
    for (qsizetype k = 0; k < want.size() && k < got.size(); ++k) {
        if (sameElementValue(got[k], want[k], type))
            continue;
        if (size_t(k) < touches.written.size() && !touches.written[size_t(k)]) {
            if (unwrittenCount++ < kShown)
                unwritten << QString::number(k);
        } else if (wrongCount++ < kShown) {
            wrong << Tr::tr("%1[%2] is %3 but should be %4")
                         .arg(name)
                         .arg(k)
                         .arg(formatValue(got[k], type), formatValue(want[k], type));
        }
    }
    if (unwrittenCount > 0)
        *problems << Tr::tr("%n element(s) of %1 were never written: %2%3.", nullptr, unwrittenCount)
                         .arg(name, unwritten.join(QStringLiteral(", ")),
                             unwrittenCount > kShown ? Tr::tr(" and %1 more").arg(unwrittenCount - kShown) : QString());
    if (wrongCount > 0)
        *problems << Tr::tr("%n element(s) of %1 are wrong: %2%3.", nullptr, wrongCount)
                         .arg(name, wrong.join(QStringLiteral("; ")),
                             wrongCount > kShown ? Tr::tr(" and %1 more").arg(wrongCount - kShown) : QString());
}

// Every element of `name` written by at most one thread.
void checkOneWriter(const QString& name, const UserRun& run, QStringList* problems)
{
    const int array = arrayIndex(run, name);
    if (array < 0)
        return;
    std::map<int64_t, int32_t> firstWriter;
    QStringList shown;
    int count = 0;
    std::map<int64_t, bool> reported;
    for (int64_t t = 0; t < run.trace->threadCount(); ++t)
        for (const MemoryAccess& a : run.trace->accessesOf(t)) {
            if (a.array != array || !a.write || a.outOfBounds || a.atomic)
                continue;
            const auto [it, fresh] = firstWriter.emplace(a.element, int32_t(t));
            if (fresh || it->second == t || reported[a.element])
                continue;
            reported[a.element] = true;
            if (count++ < kShown)
                shown << Tr::tr("%1[%2] by %3 and %4")
                             .arg(name)
                             .arg(a.element)
                             .arg(threadLabel(it->second, run.launch), threadLabel(t, run.launch));
        }
    if (count > 0)
        *problems << Tr::tr(
            "%n element(s) written by two threads (each element should have one owner): %1%2.", nullptr, count)
                         .arg(shown.join(QStringLiteral("; ")),
                             count > kShown ? Tr::tr(" and %1 more").arg(count - kShown) : QString());
}

void checkReads(const ExerciseRule& rule, const UserRun& run, QStringList* problems)
{
    const int array = arrayIndex(run, rule.array);
    if (array < 0)
        return;
    std::map<int64_t, int64_t> reads;
    for (const MemoryAccess& a : run.trace->all())
        if (a.array == array && !a.write && !a.outOfBounds)
            for (int64_t e = a.element; e < a.element + a.width; ++e)
                ++reads[e];
    int64_t worst = 0, where = 0;
    for (const auto& [e, n] : reads)
        if (n > worst) {
            worst = n;
            where = e;
        }
    if (worst > int64_t(rule.value))
        *problems << Tr::tr("%1[%2] was read %3 times from global memory; at most %4 read(s) per element are allowed "
                            "(keep a value you need again in a register or in shared memory).")
                         .arg(rule.array)
                         .arg(where)
                         .arg(worst)
                         .arg(rule.value);
}

void checkSectors(const ExerciseRule& rule, const UserRun& run, QStringList* problems)
{
    for (const memory::SiteTraffic& s : run.report.bySite) {
        if (s.shared || s.global.requests == 0 || s.global.sectorsPerRequest() <= rule.value + 1e-9)
            continue;
        const int line = s.site < run.trace->sites.size() ? int(run.trace->sites[s.site].line) : 0;
        *problems << Tr::tr("Uncoalesced: the %1 of %2 on line %3 touches %4 sectors per request where %5 suffice.")
                         .arg(s.write ? Tr::tr("store") : Tr::tr("load"), run.trace->arrays[s.array].name)
                         .arg(line)
                         .arg(s.global.sectorsPerRequest(), 0, 'f', 1)
                         .arg(rule.value);
    }
}

void checkBanks(const UserRun& run, QStringList* problems)
{
    for (const memory::SiteTraffic& s : run.report.bySite) {
        if (!s.shared || s.sharedTraffic.requests() == 0 || s.sharedTraffic.conflictDegree() <= 1.0)
            continue;
        const int line = s.site < run.trace->sites.size() ? int(run.trace->sites[s.site].line) : 0;
        *problems << Tr::tr("Bank conflicts: the %1 of %2 on line %3 takes %4 wavefronts per request where 1 suffices.")
                         .arg(s.write ? Tr::tr("store") : Tr::tr("load"), run.trace->arrays[s.array].name)
                         .arg(line)
                         .arg(s.sharedTraffic.conflictDegree(), 0, 'f', 1);
    }
}
} // namespace

std::optional<Exercise> parseExercise(const QByteArray& json, QString* error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = parse.error != QJsonParseError::NoError
            ? Tr::tr("not JSON: %1 at byte %2").arg(parse.errorString()).arg(parse.offset)
            : Tr::tr("the file must hold one JSON object");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("cudaviz-exercise")) {
        *error = Tr::tr("\"format\" must be \"cudaviz-exercise\"");
        return std::nullopt;
    }
    Exercise e;
    e.id = o.value(QStringLiteral("id")).toString();
    if (e.id.isEmpty() || e.id.size() > 100) {
        *error = Tr::tr("\"id\" must be text of 1 to 100 characters");
        return std::nullopt;
    }
    const auto title = readLocalizedText(o.value(QStringLiteral("title")), QStringLiteral("title"), true, 200, error);
    const auto task = title
        ? readLocalizedText(o.value(QStringLiteral("task")), QStringLiteral("task"), true, kMaxTextChars, error)
        : std::nullopt;
    if (!title || !task)
        return std::nullopt;
    e.title = *title;
    e.task = *task;
    e.launch = o.value(QStringLiteral("launch")).toString();
    const auto starter = readSource(o.value(QStringLiteral("starter")), QStringLiteral("starter"), error);
    const auto solution
        = starter ? readSource(o.value(QStringLiteral("solution")), QStringLiteral("solution"), error) : std::nullopt;
    if (!starter || !solution)
        return std::nullopt;
    e.starter = *starter;
    e.solution = *solution;
    QString launchError;
    if (!parseLaunchOptions(
            launchComment(QStringLiteral("// cudaviz-launch: ") + e.launch, &launchError).value_or(QStringList()),
            &launchError)
        || e.launch.isEmpty()) {
        *error = Tr::tr("\"launch\": %1")
                     .arg(launchError.isEmpty()
                             ? Tr::tr("give the launch, e.g. \"--grid 1 --block 64 --arg a=float[64]:iota\"")
                             : launchError);
        return std::nullopt;
    }
    for (const QJsonValue& v : o.value(QStringLiteral("outputs")).toArray())
        e.outputs << v.toString();
    if (e.outputs.isEmpty()) {
        *error = Tr::tr("\"outputs\" must name at least one buffer to compare");
        return std::nullopt;
    }
    static const QStringList kinds { QStringLiteral("one_writer"), QStringLiteral("max_global_reads_per_element"),
        QStringLiteral("no_bank_conflicts"), QStringLiteral("max_sectors_per_request"), QStringLiteral("uses_shared") };
    for (const QJsonValue& v : o.value(QStringLiteral("rules")).toArray()) {
        const QJsonObject r = v.toObject();
        ExerciseRule rule { r.value(QStringLiteral("rule")).toString(), r.value(QStringLiteral("array")).toString(),
            r.value(QStringLiteral("value")).toDouble() };
        if (!kinds.contains(rule.kind)) {
            *error = Tr::tr("rule '%1' is not one of %2").arg(rule.kind, kinds.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        // A count the checks compare whole numbers with: it must be one, and fit.
        if (!(rule.value >= 0.0 && rule.value <= 2147483647.0)) {
            *error = Tr::tr("rule '%1': \"value\" must be a number from 0 to 2147483647").arg(rule.kind);
            return std::nullopt;
        }
        e.rules << rule;
    }
    return e;
}

QList<Exercise> builtInExercises()
{
    QList<Exercise> out;
    const QDir dir(QStringLiteral(":/cudaviz/exercises"));
    for (const QString& file : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(file));
        QString error;
        if (!f.open(QIODevice::ReadOnly))
            continue;
        if (auto e = parseExercise(f.readAll(), &error)) {
            e->source = f.fileName();
            out << *e;
        } else {
            qWarning("exercise %s: %s", qPrintable(file), qPrintable(error));
        }
    }
    return out;
}

Verdict checkExercise(const Exercise& exercise, const UserRun& student, const UserRun& reference)
{
    Verdict v;
    for (const Finding& f : student.findings)
        v.problems << f.message;
    if (!student.completed || !reference.completed) {
        if (!reference.completed)
            v.problems << Tr::tr("The reference solution did not finish: the exercise file is wrong.");
        return v;
    }
    for (const QString& name : exercise.outputs)
        compareOutput(name, student, reference, &v.problems);
    for (const ExerciseRule& rule : exercise.rules) {
        if (rule.kind == QStringLiteral("one_writer"))
            for (const QString& name : exercise.outputs)
                checkOneWriter(name, student, &v.problems);
        else if (rule.kind == QStringLiteral("max_global_reads_per_element"))
            checkReads(rule, student, &v.problems);
        else if (rule.kind == QStringLiteral("max_sectors_per_request"))
            checkSectors(rule, student, &v.problems);
        else if (rule.kind == QStringLiteral("no_bank_conflicts"))
            checkBanks(student, &v.problems);
        else if (rule.kind == QStringLiteral("uses_shared") && student.report.shared.requests() == 0)
            v.problems << Tr::tr("The task asks for shared memory, but the kernel made no __shared__ access.");
    }
    v.passed = v.problems.isEmpty();
    return v;
}

ExerciseAttempt attemptExercise(const Exercise& exercise, const QString& source, const std::atomic<bool>* cancel)
{
    ExerciseAttempt a;
    const auto launch = parseLaunchOptions(
        launchComment(QStringLiteral("// cudaviz-launch: ") + exercise.launch, &a.error).value_or(QStringList()),
        &a.error);
    if (!launch)
        return a;
    a.compiled = compileKernel(source, exercise.id + QStringLiteral(".cu"), launch->kernel, cancel);
    if (!a.compiled.kernel) {
        a.error = a.compiled.error;
        return a;
    }
    a.run = runUserKernel(*a.compiled.kernel, launch->spec, cancel);
    if (!a.run.run) {
        a.error = a.run.error;
        return a;
    }
    const CompileOutcome reference
        = compileKernel(exercise.solution, exercise.id + QStringLiteral("-solution.cu"), launch->kernel, cancel);
    const RunOutcome expected
        = reference.kernel ? runUserKernel(*reference.kernel, launch->spec, cancel) : RunOutcome {};
    if (!expected.run) {
        a.error = Tr::tr("The reference solution of this exercise does not run: %1")
                      .arg(reference.kernel ? expected.error : reference.error + u' ' + reference.output);
        return a;
    }
    a.verdict = checkExercise(exercise, *a.run.run, *expected.run);
    return a;
}

} // namespace cvz::playground
