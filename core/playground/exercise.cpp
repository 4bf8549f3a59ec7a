#include "exercise.h"

#include "exercisecheck.h"
#include "launchcomment.h"
#include "util/fileio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <cmath>
#include <map>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr qsizetype kMaxTextChars = 20000;

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
    // The starter: a source, or one per language ({"en": [...], "zh_CN": [...]}: its comments translated).
    std::optional<LocalizedText> starter;
    const QJsonValue starterValue = o.value(QStringLiteral("starter"));
    if (starterValue.isObject()) {
        LocalizedText byLanguage;
        bool ok = true;
        const QJsonObject languages = starterValue.toObject();
        for (auto it = languages.begin(); it != languages.end() && ok; ++it) {
            const auto text = readSource(it.value(), QStringLiteral("starter.") + it.key(), error);
            ok = text.has_value();
            if (ok)
                byLanguage.byLanguage[it.key()] = *text;
        }
        if (ok && !byLanguage.has(QStringLiteral("en"))) {
            *error = Tr::tr("starter must have its English source (\"en\")");
            ok = false;
        }
        if (ok)
            starter = byLanguage;
    } else if (const auto text = readSource(starterValue, QStringLiteral("starter"), error)) {
        starter = LocalizedText { { { QStringLiteral("en"), *text } } };
    }
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
    const auto shown = parseLaunchOptions(
        launchComment(QStringLiteral("// cudaviz-launch: ") + e.launch, &launchError).value_or(QStringList()),
        &launchError);
    e.shapes << ExerciseShape { e.launch, false, {} };
    const QJsonArray shapes = o.value(QStringLiteral("shapes")).toArray();
    for (qsizetype k = 0; k < shapes.size(); ++k) {
        const QJsonObject so = shapes[k].toObject();
        const QString where = QStringLiteral("shapes[%1]").arg(k);
        ExerciseShape shape;
        shape.launch = so.value(QStringLiteral("launch")).toString();
        shape.hidden = so.value(QStringLiteral("hidden")).toBool(true);
        if (so.contains(QStringLiteral("why"))) {
            const auto why
                = readLocalizedText(so.value(QStringLiteral("why")), where + QStringLiteral(".why"), true, 200, error);
            if (!why)
                return std::nullopt;
            shape.why = *why;
        }
        QString shapeError;
        const auto options = parseLaunchOptions(
            launchComment(QStringLiteral("// cudaviz-launch: ") + shape.launch, &shapeError).value_or(QStringList()),
            &shapeError);
        if (!options || shape.launch.isEmpty()) {
            *error
                = Tr::tr("\"%1.launch\": %2").arg(where, shapeError.isEmpty() ? Tr::tr("give the launch") : shapeError);
            return std::nullopt;
        }
        QStringList names, shownNames;
        for (const ArgBinding& a : options->spec.args)
            names << a.name;
        for (const ArgBinding& a : shown->spec.args)
            shownNames << a.name;
        names.sort();
        shownNames.sort();
        if (names != shownNames || options->kernel != shown->kernel) {
            *error = Tr::tr("\"%1.launch\" must run the same kernel with the same parameters as \"launch\" (%2)")
                         .arg(where, shownNames.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        e.shapes << shape;
    }
    e.poisonOutputs = o.value(QStringLiteral("poison_outputs")).toBool(true);
    for (const QJsonValue& v : o.value(QStringLiteral("outputs")).toArray())
        e.outputs << v.toString();
    if (e.outputs.isEmpty()) {
        *error = Tr::tr("\"outputs\" must name at least one buffer to compare");
        return std::nullopt;
    }
    static const QStringList kinds = exerciseRuleKinds();
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

std::optional<Exercise> loadExerciseFile(const QString& path, QString* error)
{
    const auto bytes = readInputFile(path, kMaxExerciseFileBytes, error);
    if (!bytes)
        return std::nullopt;
    QString why;
    auto e = parseExercise(*bytes, &why);
    if (!e) {
        *error = Tr::tr("%1: %2").arg(path, why);
        return std::nullopt;
    }
    e->source = path;
    return e;
}

namespace {
QString passedKey(const QString& id)
{
    return QStringLiteral("exercises/passed/") + id;
}
} // namespace

bool isExercisePassed(const QString& id)
{
    return QSettings().value(passedKey(id), false).toBool();
}

void setExercisePassed(const QString& id)
{
    QSettings().setValue(passedKey(id), true);
}

QString savedExerciseCode(const QString& id)
{
    return QSettings().value(QStringLiteral("exercises/code/") + id).toString();
}

void saveExerciseCode(const QString& id, const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(QStringLiteral("exercises/code/") + id);
    else
        settings.setValue(QStringLiteral("exercises/code/") + id, code);
}

} // namespace cvz
