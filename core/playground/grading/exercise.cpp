#include "playground/grading/exercise.h"

#include "playground/grading/derivedrules.h"
#include "playground/grading/exercisecheck.h"
#include "playground/program/gpumodel.h"
#include "playground/source/launchcomment.h"
#include "util/fileio.h"
#include "util/jsonkeys.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
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

// Exercises write launches as a launch comment's options, so they are read as one.
std::optional<LaunchOptions> parseLaunch(const QString& launch, QString* error)
{
    return parseLaunchOptions(
        launchComment(QStringLiteral("// cudaviz-launch: ") + launch, error).value_or(QStringList()), error);
}

std::optional<QJsonObject> readExerciseObject(const QByteArray& json, QString* error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = parse.error != QJsonParseError::NoError
            ? Tr::tr("not JSON: %1 at byte %2").arg(parse.errorString()).arg(parse.offset)
            : Tr::tr("the file must hold one JSON object");
        return std::nullopt;
    }
    if (const auto twice = duplicateJsonKey(json)) {
        *error = Tr::tr("the key \"%1\" appears twice in one object (at byte %2): which one is meant is not clear")
                     .arg(quotedInput(twice->key))
                     .arg(twice->offset);
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("cudaviz-exercise")) {
        *error = Tr::tr("\"format\" must be \"cudaviz-exercise\"");
        return std::nullopt;
    }
    if (o.value(QStringLiteral("version")) != QJsonValue(kExerciseFormatVersion)) {
        *error = Tr::tr("\"version\" must be %1: this cudaviz reads exercise files of version %1 only")
                     .arg(kExerciseFormatVersion);
        return std::nullopt;
    }
    return o;
}

bool readTexts(const QJsonObject& o, Exercise& e, QString* error)
{
    e.id = o.value(QStringLiteral("id")).toString();
    // The id names the exercise's saved code and pass mark in the settings, where / separates.
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9_.-]{0,99}$"));
    if (!idPattern.match(e.id).hasMatch()) {
        *error = Tr::tr("\"id\" must be 1 to 100 lowercase letters, digits, '-', '_' or '.', starting with a letter "
                        "or digit (\"%1\" is not)")
                     .arg(quotedInput(e.id));
        return false;
    }
    const auto title = readLocalizedText(o.value(QStringLiteral("title")), QStringLiteral("title"), true, 200, error);
    const auto task = title
        ? readLocalizedText(o.value(QStringLiteral("task")), QStringLiteral("task"), true, kMaxTextChars, error)
        : std::nullopt;
    if (!title || !task)
        return false;
    e.title = *title;
    e.task = *task;
    return true;
}

// The starter: a source, or one per language ({"en": [...], "zh_CN": [...]}: its comments translated).
std::optional<LocalizedText> readStarter(const QJsonValue& starterValue, QString* error)
{
    if (starterValue.isObject()) {
        LocalizedText byLanguage;
        const QJsonObject languages = starterValue.toObject();
        for (auto it = languages.begin(); it != languages.end(); ++it) {
            const auto text = readSource(it.value(), QStringLiteral("starter.") + it.key(), error);
            if (!text)
                return std::nullopt;
            byLanguage.byLanguage[it.key()] = *text;
        }
        if (!byLanguage.has(QStringLiteral("en"))) {
            *error = Tr::tr("starter must have its English source (\"en\")");
            return std::nullopt;
        }
        return byLanguage;
    }
    if (const auto text = readSource(starterValue, QStringLiteral("starter"), error))
        return LocalizedText { { { QStringLiteral("en"), *text } } };
    return std::nullopt;
}

bool readSources(const QJsonObject& o, Exercise& e, QString* error)
{
    const auto starter = readStarter(o.value(QStringLiteral("starter")), error);
    const auto solution
        = starter ? readSource(o.value(QStringLiteral("solution")), QStringLiteral("solution"), error) : std::nullopt;
    if (!starter || !solution)
        return false;
    e.starter = *starter;
    e.solution = *solution;
    return true;
}

// The shown launch, the first shape: the one every hidden shape must match.
std::optional<LaunchOptions> readShownLaunch(const QJsonObject& o, Exercise& e, QString* error)
{
    e.launch = o.value(QStringLiteral("launch")).toString();
    QString launchError;
    const auto shown = parseLaunch(e.launch, &launchError);
    if (!shown || e.launch.isEmpty()) {
        *error = Tr::tr("\"launch\": %1")
                     .arg(launchError.isEmpty()
                             ? Tr::tr("give the launch, e.g. \"--grid 1 --block 64 --arg a=float[64]:iota\"")
                             : launchError);
        return std::nullopt;
    }
    e.shapes << ExerciseShape { e.launch, false, {} };
    return shown;
}

QStringList sortedArgNames(const LaunchOptions& options)
{
    QStringList names;
    for (const ArgBinding& a : options.spec.args)
        names << a.name;
    names.sort();
    return names;
}

std::optional<ExerciseShape> readShape(
    const QJsonObject& so, const QString& where, const LaunchOptions& shown, QString* error)
{
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
    const auto options = parseLaunch(shape.launch, &shapeError);
    if (!options || shape.launch.isEmpty()) {
        *error = Tr::tr("\"%1.launch\": %2").arg(where, shapeError.isEmpty() ? Tr::tr("give the launch") : shapeError);
        return std::nullopt;
    }
    const QStringList shownNames = sortedArgNames(shown);
    if (sortedArgNames(*options) != shownNames || options->kernel != shown.kernel) {
        *error = Tr::tr("\"%1.launch\" must run the same kernel with the same parameters as \"launch\" (%2)")
                     .arg(where, shownNames.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return shape;
}

bool readShapes(const QJsonObject& o, const LaunchOptions& shown, Exercise& e, QString* error)
{
    const QJsonArray shapes = o.value(QStringLiteral("shapes")).toArray();
    if (shapes.size() + 1 > kMaxExerciseLaunches) {
        *error = Tr::tr("\"shapes\" has %1 launches: an exercise may have at most %2 with the shown one (each is run "
                        "on every check)")
                     .arg(shapes.size())
                     .arg(kMaxExerciseLaunches);
        return false;
    }
    for (qsizetype k = 0; k < shapes.size(); ++k) {
        const auto shape = readShape(shapes[k].toObject(), QStringLiteral("shapes[%1]").arg(k), shown, error);
        if (!shape)
            return false;
        e.shapes << *shape;
    }
    return true;
}

// A rule's array must be one of the launch's buffers: a misspelt name would check nothing.
bool ruleArrayExists(const ExerciseRule& rule, const LaunchOptions& shown, QString* error)
{
    if (rule.array.isEmpty())
        return true;
    for (const ArgBinding& a : shown.spec.args)
        if (a.isBuffer && a.name == rule.array)
            return true;
    QStringList buffers;
    for (const ArgBinding& a : shown.spec.args)
        if (a.isBuffer)
            buffers << a.name;
    *error = Tr::tr("rule '%1' names the array '%2', which the launch does not have (its buffers: %3)")
                 .arg(rule.kind, quotedInput(rule.array), buffers.join(QStringLiteral(", ")));
    return false;
}

bool readOutputs(const QJsonObject& o, const LaunchOptions& shown, Exercise& e, QString* error)
{
    e.poisonOutputs = o.value(QStringLiteral("poison_outputs")).toBool(true);
    for (const QJsonValue& v : o.value(QStringLiteral("outputs")).toArray())
        e.outputs << v.toString();
    if (e.outputs.isEmpty()) {
        *error = Tr::tr("\"outputs\" must name at least one buffer to compare");
        return false;
    }
    for (const QString& name : e.outputs)
        if (!ruleArrayExists(ExerciseRule { QStringLiteral("outputs"), name, 0.0, {} }, shown, error))
            return false;
    return true;
}

// A performance rule names a GPU of the model.
bool ruleGpuExists(const ExerciseRule& rule, QString* error)
{
    if (rule.kind != QLatin1String("modelled_time") || findModelGpu(rule.gpu))
        return true;
    QStringList keys;
    for (const ModelGpu& g : modelGpus())
        keys << g.key;
    *error = Tr::tr("rule 'modelled_time' needs \"gpu\", one of %1 (\"%2\" is not)")
                 .arg(keys.join(QStringLiteral(", ")), quotedInput(rule.gpu));
    return false;
}

bool readKindList(const QJsonObject& d, const QString& key, QStringList* out, QString* error)
{
    static const QStringList known = derivedOperationKinds();
    for (const QJsonValue& v : d.value(key).toArray()) {
        if (!known.contains(v.toString())) {
            *error = Tr::tr("\"derived.%1\": '%2' is not one of %3")
                         .arg(key, quotedInput(v.toString()), known.join(QStringLiteral(", ")));
            return false;
        }
        *out << v.toString();
    }
    return true;
}

// "derived": {"span": 2, "work": 1.5, "forbid": ["shared"], "reason": "..."}: the rules derived
// from the reference, changed for this exercise. A change needs its reason.
bool readDerived(const QJsonObject& o, Exercise& e, QString* error)
{
    if (!o.contains(QStringLiteral("derived")))
        return true;
    const QJsonObject d = o.value(QStringLiteral("derived")).toObject();
    DerivedLimits& l = e.derived;
    const std::pair<const char*, double*> factors[]
        = { { "span", &l.span }, { "work", &l.work }, { "writers", &l.writers }, { "atomics", &l.atomics } };
    for (const auto& [key, slot] : factors) {
        const QJsonValue v = d.value(QLatin1String(key));
        if (v.isUndefined())
            continue;
        if (!v.isDouble() || !(v.toDouble() >= 0.0 && v.toDouble() <= 1e6)) {
            *error = Tr::tr("\"derived.%1\" must be a number from 0 (off) to 1000000").arg(QLatin1String(key));
            return false;
        }
        *slot = v.toDouble();
    }
    l.reason = d.value(QStringLiteral("reason")).toString();
    if (l.reason.trimmed().isEmpty()) {
        *error = Tr::tr("\"derived\" must give its \"reason\": why this exercise judges differently from the "
                        "reference");
        return false;
    }
    return readKindList(d, QStringLiteral("forbid"), &l.forbid, error)
        && readKindList(d, QStringLiteral("allow"), &l.allow, error);
}

bool readRules(const QJsonObject& o, const LaunchOptions& shown, Exercise& e, QString* error)
{
    static const QStringList kinds = exerciseRuleKinds();
    for (const QJsonValue& v : o.value(QStringLiteral("rules")).toArray()) {
        const QJsonObject r = v.toObject();
        ExerciseRule rule { r.value(QStringLiteral("rule")).toString(), r.value(QStringLiteral("array")).toString(),
            r.value(QStringLiteral("value")).toDouble(), r.value(QStringLiteral("gpu")).toString() };
        if (!kinds.contains(rule.kind)) {
            *error = Tr::tr("rule '%1' is not one of %2").arg(rule.kind, kinds.join(QStringLiteral(", ")));
            return false;
        }
        // A count the checks compare whole numbers with: it must be one, and fit.
        if (!(rule.value >= 0.0 && rule.value <= 2147483647.0)) {
            *error = Tr::tr("rule '%1': \"value\" must be a number from 0 to 2147483647").arg(rule.kind);
            return false;
        }
        if (!ruleArrayExists(rule, shown, error) || !ruleGpuExists(rule, error))
            return false;
        e.rules << rule;
    }
    return true;
}

} // namespace

std::optional<Exercise> parseExercise(const QByteArray& json, QString* error)
{
    const auto o = readExerciseObject(json, error);
    if (!o)
        return std::nullopt;
    Exercise e;
    if (!readTexts(*o, e, error) || !readSources(*o, e, error))
        return std::nullopt;
    const auto shown = readShownLaunch(*o, e, error);
    if (!shown || !readShapes(*o, *shown, e, error) || !readOutputs(*o, *shown, e, error)
        || !readRules(*o, *shown, e, error) || !readDerived(*o, e, error))
        return std::nullopt;
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
    // A teacher's exercise keeps its own saved code and pass mark: never a built-in's.
    static const QStringList builtIn = [] {
        QStringList ids;
        for (const Exercise& b : builtInExercises())
            ids << b.id;
        return ids;
    }();
    if (builtIn.contains(e->id)) {
        *error
            = Tr::tr("%1: the id '%2' is a built-in exercise's; give the file's exercise another id.").arg(path, e->id);
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

QString fileKey(const QString& id)
{
    return QStringLiteral("exercises/file/") + id;
}

QString codeHash(const QString& code)
{
    return QString::fromLatin1(QCryptographicHash::hash(code.toUtf8(), QCryptographicHash::Sha256).toHex());
}
} // namespace

bool isExercisePassed(const QString& id)
{
    const QString mark = QSettings().value(passedKey(id)).toString();
    return !mark.isEmpty() && mark == codeHash(savedExerciseCode(id));
}

void recordExerciseCheck(const QString& id, const QString& code, bool passed)
{
    QSettings settings;
    if (passed)
        settings.setValue(passedKey(id), codeHash(code));
    else
        settings.remove(passedKey(id));
}

QString savedExerciseCode(const QString& id)
{
    return QSettings().value(QStringLiteral("exercises/code/") + id).toString();
}

void saveExerciseCode(const QString& id, const QString& code)
{
    QSettings settings;
    if (settings.value(QStringLiteral("exercises/code/") + id).toString() != code)
        settings.remove(fileKey(id)); // typed on the page: no file's code any more
    if (code.isEmpty())
        settings.remove(QStringLiteral("exercises/code/") + id);
    else
        settings.setValue(QStringLiteral("exercises/code/") + id, code);
}

bool recordCommandLineCheck(const QString& id, const QString& code, const QString& filePath, bool passed)
{
    const QString saved = savedExerciseCode(id);
    const QString file = QFileInfo(filePath).absoluteFilePath();
    const bool sameFile = QSettings().value(fileKey(id)).toString() == file;
    if (!saved.isEmpty() && saved != code && !sameFile)
        return false;
    saveExerciseCode(id, code);
    QSettings().setValue(fileKey(id), file);
    recordExerciseCheck(id, code, passed);
    return true;
}

} // namespace cvz
