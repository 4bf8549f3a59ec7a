// cudaviz exercise: the Playground's graded exercises on the command line, with the page's own
// checker (list, show, check a student's file, validate a teacher's exercise file).
#include "clicommon.h"
#include "exercisegrade.h"

#include "i18n/language.h"
#include "playground/grading/exercisecheck.h"
#include "playground/source/launchcomment.h"
#include "util/fileio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ExerciseCommand)
};

// A built-in exercise by id, or an exercise file (a teacher's) by path.
std::optional<Exercise> findExercise(const QString& idOrPath, QString* error)
{
    const QList<Exercise> all = builtInExercises();
    for (const Exercise& e : all)
        if (e.id == idOrPath)
            return e;
    if (idOrPath.endsWith(QStringLiteral(".json")) || QFileInfo(idOrPath).isFile())
        return loadExerciseFile(idOrPath, error);
    QStringList ids;
    for (const Exercise& e : all)
        ids << e.id;
    *error = Tr::tr("no exercise '%1'; the exercises are %2 (or give an exercise file, FILE.json)")
                 .arg(idOrPath, ids.join(QStringLiteral(", ")));
    return std::nullopt;
}

QString jsonText(const QJsonObject& o, bool pretty)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(pretty ? QJsonDocument::Indented : QJsonDocument::Compact));
}

int list(bool json, bool pretty)
{
    const QString language = installedLanguage();
    QJsonArray rows;
    for (const Exercise& e : builtInExercises()) {
        const bool passed = isExercisePassed(e.id);
        if (json)
            rows.append(QJsonObject { { QStringLiteral("id"), e.id },
                { QStringLiteral("title"), e.title.text(language) }, { QStringLiteral("passed"), passed } });
        else
            out() << (passed ? QStringLiteral("✓ ") : QStringLiteral("  ")) << e.id.leftJustified(18) << ' '
                  << e.title.text(language) << '\n';
    }
    if (json)
        out() << jsonText(QJsonObject { { QStringLiteral("exercises"), rows } }, pretty) << (pretty ? "" : "\n");
    return 0;
}

int show(const Exercise& e, bool json, bool pretty, bool starterOnly)
{
    if (starterOnly) {
        out() << e.starterIn(installedLanguage());
        return 0;
    }
    const QString language = installedLanguage();
    QJsonArray rules;
    for (const ExerciseRule& r : e.rules) {
        QJsonObject o { { QStringLiteral("rule"), r.kind } };
        if (!r.array.isEmpty())
            o.insert(QStringLiteral("array"), r.array);
        if (r.value != 0.0)
            o.insert(QStringLiteral("value"), r.value);
        if (!r.gpu.isEmpty())
            o.insert(QStringLiteral("gpu"), r.gpu);
        rules.append(o);
    }
    if (json) {
        out() << jsonText(
            QJsonObject { { QStringLiteral("id"), e.id }, { QStringLiteral("title"), e.title.text(language) },
                { QStringLiteral("task"), e.task.text(language) }, { QStringLiteral("launch"), e.launch },
                { QStringLiteral("hidden_launches"), int(e.shapes.size()) - 1 },
                { QStringLiteral("outputs"), QJsonArray::fromStringList(e.outputs) },
                { QStringLiteral("rules"), rules }, { QStringLiteral("starter"), e.starterIn(language) },
                { QStringLiteral("passed"), isExercisePassed(e.id) } },
            pretty)
              << (pretty ? "" : "\n");
        return 0;
    }
    out() << e.title.text(language) << "\n\n"
          << e.task.text(language) << "\n\n"
          << Tr::tr("Launch: %1").arg(e.launch) << '\n'
          << Tr::tr("Checked on this launch and %n hidden one(s).", nullptr, int(e.shapes.size()) - 1) << "\n\n"
          << Tr::tr("Starter (cudaviz exercise show %1 --starter > %2.cu writes it; fill it in, then: cudaviz exercise "
                    "check %1 %2.cu):")
                 .arg(e.source.startsWith(u':') ? e.id : e.source, e.id)
          << "\n\n"
          << e.starterIn(language);
    return 0;
}

QJsonObject verdictJson(const Exercise& e, const ExerciseAttempt& a, const QString& language)
{
    QJsonObject o { { QStringLiteral("exercise"), e.id },
        { QStringLiteral("passed"), a.verdict && a.verdict->passed } };
    if (!a.verdict) {
        o.insert(QStringLiteral("error"), a.error);
        if (!a.compiled.output.isEmpty())
            o.insert(QStringLiteral("compiler_output"), a.compiled.output);
        return o;
    }
    QJsonArray shapes;
    for (const ShapeVerdict& s : a.verdict->shapes) {
        QJsonArray problems;
        for (const ExerciseProblem& p : s.problems)
            problems.append(QJsonObject { { QStringLiteral("kind"), p.kind }, { QStringLiteral("line"), p.line },
                { QStringLiteral("message"), p.message } });
        shapes.append(QJsonObject { { QStringLiteral("shape"), s.description }, { QStringLiteral("launch"), s.launch },
            { QStringLiteral("hidden"), s.hidden }, { QStringLiteral("why"), s.why.text(language) },
            { QStringLiteral("passed"), s.passed }, { QStringLiteral("problems"), problems } });
    }
    o.insert(QStringLiteral("seed"), double(a.verdict->seed));
    o.insert(QStringLiteral("shapes"), shapes);
    o.insert(QStringLiteral("traffic"), a.verdict->traffic);
    o.insert(QStringLiteral("comparison"), a.verdict->comparison);
    return o;
}

// Bad usage, or a check that could not run (no compiler, a broken exercise file): exit status 2,
// said on stderr and, with --json, as {"error": ...} on stdout.
int cannotCheck(const QString& error, bool json, bool pretty)
{
    if (json)
        out() << jsonText(QJsonObject { { QStringLiteral("error"), error } }, pretty) << (pretty ? "" : "\n");
    return commandError(QStringLiteral("exercise"), error);
}

int check(const Exercise& e, const QString& path, bool json, bool pretty, std::optional<quint32> seed,
    const QString& gradescope)
{
    QString error;
    const auto bytes = readInputFile(path, kMaxKernelSourceBytes, &error);
    if (!bytes)
        return cannotCheck(error, json, pretty);
    const ExerciseAttempt a = attemptExercise(e, QString::fromUtf8(*bytes), nullptr, seed);
    const QString language = installedLanguage();
    if (!gradescope.isEmpty() && !writeGradescope(e, a, path, gradescope))
        return 2;
    // A built-in one: the page's tick follows the file, when the page's code is this file's.
    const bool ticks = a.verdict && e.source.startsWith(u':')
        && recordCommandLineCheck(e.id, QString::fromUtf8(*bytes), path, a.verdict->passed);
    if (a.verdict && e.source.startsWith(u':') && !ticks && !json)
        err() << Tr::tr("The Playground holds other code for '%1': its tick follows that code, not %2.").arg(e.id, path)
              << Qt::endl;
    // Not checked: the student's kernel does not compile (not yet passed, 1), or the check itself
    // could not run (2).
    const bool studentsError = !a.verdict && !a.compiled.kernel && !a.compiled.diagnostics.isEmpty();
    const int notChecked = studentsError ? 1 : 2;
    if (json) {
        out() << jsonText(verdictJson(e, a, language), pretty) << (pretty ? "" : "\n");
        return a.verdict ? (a.verdict->passed ? 0 : 1) : notChecked;
    }
    if (!a.verdict) {
        out() << Tr::tr("Not checked: %1").arg(a.error) << '\n';
        if (!a.compiled.output.isEmpty())
            out() << a.compiled.output << (a.compiled.output.endsWith(u'\n') ? "" : "\n");
        return notChecked;
    }
    if (a.verdict->passed) {
        out() << Tr::tr("Passed on all %n launch(es): every output element matches the reference solution and every "
                        "rule holds.",
            nullptr, int(a.verdict->shapes.size()))
              << '\n'
              << a.verdict->comparison << '\n';
        return 0;
    }
    for (const QString& line : a.verdict->messages(language))
        out() << line << '\n';
    out() << Tr::tr("Not yet passed (hidden launches' inputs were random with seed %1: --seed %1 repeats them).")
                 .arg(a.verdict->seed)
          << '\n';
    return 1;
}

// A teacher's file: it parses, its reference solution passes on every launch, its starter compiles.
int validate(const QString& path)
{
    QString error;
    const auto e = loadExerciseFile(path, &error);
    if (!e)
        return commandError(QStringLiteral("exercise"), error);
    const ExerciseAttempt solved = attemptExercise(*e, e->solution);
    if (!solved.verdict || !solved.verdict->passed) {
        out().flush();
        err() << Tr::tr("%1: the reference solution does not pass its own exercise:").arg(path) << '\n';
        err() << (solved.verdict ? solved.verdict->messages(installedLanguage()).join(u'\n') : solved.error) << '\n';
        err().flush();
        return 2;
    }
    const ExerciseAttempt started = attemptExercise(*e, e->starterIn(QStringLiteral("en")));
    if (!started.compiled.kernel) {
        out().flush();
        err() << Tr::tr("%1: the starter does not compile: %2").arg(path, started.compiled.error) << '\n'
              << started.compiled.output << '\n';
        err().flush();
        return 2;
    }
    out() << Tr::tr(
        "%1: ok, exercise '%2', its solution passes on %n launch(es)", nullptr, int(solved.verdict->shapes.size()))
                 .arg(path, e->id)
          << (started.verdict && started.verdict->passed
                     ? Tr::tr(" (note: the starter passes too, so there is nothing to do)")
                     : QString())
          << '\n';
    return 0;
}
QList<QCommandLineOption> gradeOptions()
{
    return {
        QCommandLineOption(
            QStringLiteral("exercise"), Tr::tr("With grade: the exercise (an id or FILE.json)."), QStringLiteral("ID")),
        QCommandLineOption(QStringLiteral("jobs"),
            Tr::tr("With grade: submissions checked at once (default: one a core, %1 here).").arg(defaultGradeJobs()),
            QStringLiteral("N")),
        QCommandLineOption(
            QStringLiteral("csv"), Tr::tr("With grade: write the gradebook as CSV to FILE."), QStringLiteral("FILE")),
        QCommandLineOption(
            QStringLiteral("junit"), Tr::tr("With grade: write JUnit XML to FILE."), QStringLiteral("FILE")),
        QCommandLineOption(
            QStringLiteral("fresh"), Tr::tr("With grade: grade every submission again, unchanged ones too.")),
    };
}

int grade(const QCommandLineParser& parser, const QString& folder, std::optional<quint32> seed, const QString& usage)
{
    GradeRequest r { folder, defaultGradeJobs(), seed, parser.value(QStringLiteral("csv")),
        parser.value(QStringLiteral("junit")), parser.isSet(QStringLiteral("fresh")) };
    bool ok = true;
    if (parser.isSet(QStringLiteral("jobs")))
        r.jobs = parser.value(QStringLiteral("jobs")).toInt(&ok);
    if (!ok || r.jobs < 1 || r.jobs > 256)
        return usageError(Tr::tr("--jobs takes a whole number from 1 to 256"), usage);
    if (!parser.isSet(QStringLiteral("exercise")))
        return usageError(Tr::tr("grade needs --exercise ID: which exercise the submissions are for"), usage);
    QString error;
    const auto e = findExercise(parser.value(QStringLiteral("exercise")), &error);
    return e ? gradeClassCommand(*e, r) : commandError(QStringLiteral("exercise"), error);
}
} // namespace

int runExercise(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("The Playground's graded exercises, checked as the page checks them: on the launch the task shows "
               "and on hidden ones (random inputs, other sizes), with rules about how the work is shared.\n"
               "  list                     the exercises, ✓ when passed\n"
               "  show ID                  the task and the starter kernel\n"
               "  check ID FILE.cu         check your kernel (exit status 0 passed, 1 not yet, 2 bad usage or the "
               "check could not run)\n"
               "  validate FILE.json       check an exercise file: it parses, its solution passes, its starter "
               "compiles\n"
               "  grade --exercise ID DIR  grade a class: DIR holds STUDENT.cu files or STUDENT folders; --csv and "
               "--junit write the gradebook (docs/exercises.md)\n"
               "ID may also be an exercise file (FILE.json), as docs/exercises.md describes. An exercise has at "
               "most %1 launches, and one check runs at most %2 s in all.")
            .arg(kMaxExerciseLaunches)
            .arg(kMaxCheckSeconds));
    parser.addPositionalArgument(QStringLiteral("action"), Tr::tr("list, show, check, validate or grade."),
        QStringLiteral("list|show|check|validate|grade [ID] [FILE|DIR]"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print JSON on one line."));
    const QCommandLineOption pretty(QStringLiteral("pretty"), Tr::tr("Indent the JSON of --json."));
    const QCommandLineOption seed(QStringLiteral("seed"),
        Tr::tr("Seed of the hidden launches' random inputs (default: a fresh one each check)."), QStringLiteral("N"));
    const QCommandLineOption starter(
        QStringLiteral("starter"), Tr::tr("With show: print only the starter kernel, to save as a .cu file."));
    const QCommandLineOption gradescope(QStringLiteral("gradescope"),
        Tr::tr("With check: also write Gradescope's results.json to FILE."), QStringLiteral("FILE"));
    parser.addOptions({ json, pretty, seed, starter, gradescope });
    parser.addOptions(gradeOptions());
    if (const auto done = parseCommand(parser, args))
        return *done;
    const QStringList p = parser.positionalArguments();
    const QString usage = helpFor(parser, args.first());
    const QString action = p.value(0);
    std::optional<quint32> seedValue;
    if (parser.isSet(seed)) {
        bool ok = false;
        const qulonglong v = parser.value(seed).toULongLong(&ok);
        if (!ok || v > 0xffffffffull)
            return usageError(Tr::tr("--seed takes a whole number from 0 to 4294967295"), usage);
        seedValue = quint32(v);
    }
    if (action == QStringLiteral("list") && p.size() == 1)
        return list(parser.isSet(json), parser.isSet(pretty));
    if (action == QStringLiteral("validate") && p.size() == 2)
        return validate(p[1]);
    if (action == QStringLiteral("grade") && p.size() == 2)
        return grade(parser, p[1], seedValue, usage);
    if ((action == QStringLiteral("show") && p.size() == 2) || (action == QStringLiteral("check") && p.size() == 3)) {
        QString error;
        const auto e = findExercise(p[1], &error);
        if (!e)
            return cannotCheck(error, parser.isSet(json), parser.isSet(pretty));
        return action == QStringLiteral("show")
            ? show(*e, parser.isSet(json), parser.isSet(pretty), parser.isSet(starter))
            : check(*e, p[2], parser.isSet(json), parser.isSet(pretty), seedValue, parser.value(gradescope));
    }
    return usageError(action.isEmpty()
            ? Tr::tr("say what to do: list, show ID, check ID FILE.cu, validate FILE.json or "
                     "grade --exercise ID DIR")
            : Tr::tr("'%1' with %n argument(s) is not list, show ID, check ID FILE.cu, validate FILE.json or "
                     "grade DIR",
                nullptr, int(p.size()) - 1)
                  .arg(action),
        usage);
}

} // namespace cvz
