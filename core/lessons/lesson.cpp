#include "lesson.h"

#include "util/linebreaks.h"

#include "lessonaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "util/fileio.h"

namespace cvz {

QString lessonRichText(const QString& plain)
{
    const QStringList parts = plain.split(QLatin1Char('`'));
    QString out;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        // An odd part lies between two backticks; a lone last backtick stays as it was written.
        // Code breaks only before its operators, prose never inside a Chinese term nor inside a
        // formula written in it without backticks ("col = blockIdx.x * blockDim.x + threadIdx.x").
        if (i % 2 == 1 && i + 1 < parts.size())
            out += QStringLiteral("<code>") + keepOperandsWhole(parts[i]).toHtmlEscaped() + QStringLiteral("</code>");
        else
            out += (i % 2 == 1 ? QStringLiteral("`") : QString()) + keepWordsAndOperandsWhole(parts[i]).toHtmlEscaped();
    }
    return out;
}

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Lesson)
};

const auto kFormat = QStringLiteral("cudaviz-lesson");
constexpr int kVersion = 1;
// What a lesson may hold: a teacher's file is read on start-up, so a 20 MB step text must
// not freeze the window (the longest built-in text is under 2000 characters).
constexpr qsizetype kMaxTitleChars = 200;
constexpr qsizetype kMaxTextChars = 20000;
constexpr qsizetype kMaxIdChars = 100;
constexpr qsizetype kMaxSteps = 200;
constexpr qsizetype kMaxLanguages = 20;

// Text or {"en": ..., "zh_CN": ...} of at most `maxChars` characters in each language;
// `where` names the field in messages.
std::optional<LocalizedText> readText(
    const QJsonValue& value, const QString& where, bool required, qsizetype maxChars, QString* error)
{
    LocalizedText text;
    if (value.isUndefined() || value.isNull()) {
        if (required)
            *error = Tr::tr("%1 is missing").arg(where);
        return required ? std::nullopt : std::optional(text);
    }
    if (value.isString()) {
        text.byLanguage[QStringLiteral("en")] = value.toString();
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (object.size() > kMaxLanguages) {
            *error
                = Tr::tr("%1 has %2 languages; a text has at most %3").arg(where).arg(object.size()).arg(kMaxLanguages);
            return std::nullopt;
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isString()) {
                *error = Tr::tr("%1.%2 must be text").arg(where, it.key());
                return std::nullopt;
            }
            text.byLanguage[it.key()] = it.value().toString();
        }
    } else {
        *error = Tr::tr("%1 must be text, or an object of texts by language such as {\"en\": \"...\", \"zh_CN\": "
                        "\"...\"}")
                     .arg(where);
        return std::nullopt;
    }
    for (const auto& [language, words] : text.byLanguage) {
        if (words.size() > maxChars) {
            *error = Tr::tr("%1 (%2) has %3 characters; it may have at most %4")
                         .arg(where, language)
                         .arg(words.size())
                         .arg(maxChars);
            return std::nullopt;
        }
    }
    if (required && text.text(QStringLiteral("en")).trimmed().isEmpty()) {
        *error = Tr::tr("%1 is empty").arg(where);
        return std::nullopt;
    }
    return text;
}

std::optional<LessonStep> readStep(const QJsonValue& value, int number, QString* error)
{
    const QString where = Tr::tr("step %1").arg(number);
    if (!value.isObject()) {
        *error = Tr::tr("%1 is not an object").arg(where);
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        static const QStringList known { QStringLiteral("title"), QStringLiteral("text"), QStringLiteral("question"),
            QStringLiteral("show"), QStringLiteral("cpuOnly") };
        if (!known.contains(it.key())) {
            *error = Tr::tr("%1: unknown field '%2' (a step has title, text, question, cpuOnly and show)")
                         .arg(where, it.key());
            return std::nullopt;
        }
    }
    LessonStep step;
    QString fieldError;
    const auto title = readText(
        object.value(QStringLiteral("title")), where + QStringLiteral(": title"), true, kMaxTitleChars, &fieldError);
    const auto text = title ? readText(object.value(QStringLiteral("text")), where + QStringLiteral(": text"), true,
                          kMaxTextChars, &fieldError)
                            : std::nullopt;
    const auto question = text ? readText(object.value(QStringLiteral("question")),
                              where + QStringLiteral(": question"), false, kMaxTextChars, &fieldError)
                               : std::nullopt;
    if (!question) {
        *error = fieldError;
        return std::nullopt;
    }
    step.title = *title;
    step.text = *text;
    step.question = *question;
    if (object.contains(QStringLiteral("cpuOnly"))) {
        const QJsonObject cpu = object.value(QStringLiteral("cpuOnly")).toObject();
        const auto cpuText = readText(cpu.value(QStringLiteral("text")), where + QStringLiteral(": cpuOnly.text"), true,
            kMaxTextChars, &fieldError);
        const auto cpuQuestion = cpuText ? readText(cpu.value(QStringLiteral("question")),
                                     where + QStringLiteral(": cpuOnly.question"), false, kMaxTextChars, &fieldError)
                                         : std::nullopt;
        if (!cpuQuestion) {
            *error = fieldError;
            return std::nullopt;
        }
        step.cpuText = *cpuText;
        step.cpuQuestion = *cpuQuestion;
    }
    const QJsonValue show = object.value(QStringLiteral("show"));
    if (!show.isObject()) {
        *error
            = Tr::tr("%1: show is missing; it says what \"Show me\" sets up, e.g. {\"page\": \"devices\"}").arg(where);
        return std::nullopt;
    }
    const auto action = parseLessonAction(show.toObject(), &fieldError);
    if (!action) {
        *error = Tr::tr("%1: %2").arg(where, fieldError);
        return std::nullopt;
    }
    step.show = *action;
    return step;
}

} // namespace

std::optional<LocalizedText> readLocalizedText(
    const QJsonValue& value, const QString& where, bool required, qsizetype maxChars, QString* error)
{
    return readText(value, where, required, maxChars, error);
}

QString LocalizedText::text(const QString& language) const
{
    if (auto it = byLanguage.find(language); it != byLanguage.end())
        return it->second;
    if (auto it = byLanguage.find(QStringLiteral("en")); it != byLanguage.end())
        return it->second;
    return byLanguage.empty() ? QString() : byLanguage.begin()->second;
}

std::optional<Lesson> parseLesson(const QByteArray& json, QString* error)
{
    if (json.trimmed().isEmpty()) {
        *error = Tr::tr("the file is empty");
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = Tr::tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QStringLiteral("format")).toString() != kFormat) {
        *error = Tr::tr("not a cudaviz lesson: it needs \"format\": \"%1\"").arg(kFormat);
        return std::nullopt;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble()) {
        *error = version.isUndefined() ? Tr::tr("version is missing: write \"version\": %1").arg(kVersion)
                                       : Tr::tr("version must be the number %1, without quotes").arg(kVersion);
        return std::nullopt;
    }
    if (version.toDouble() != kVersion) {
        *error = Tr::tr("lesson format version %1 is not supported (this cudaviz reads version %2)")
                     .arg(version.toDouble())
                     .arg(kVersion);
        return std::nullopt;
    }
    Lesson lesson;
    lesson.id = root.value(QStringLiteral("id")).toString();
    if (lesson.id.trimmed().isEmpty()) {
        *error = Tr::tr("id is missing: give the lesson a short unique name, e.g. \"my-first-lesson\"");
        return std::nullopt;
    }
    if (lesson.id.size() > kMaxIdChars) {
        *error = Tr::tr("id has %1 characters; a short name of at most %2 is enough")
                     .arg(lesson.id.size())
                     .arg(kMaxIdChars);
        return std::nullopt;
    }
    const auto title
        = readText(root.value(QStringLiteral("title")), QStringLiteral("title"), true, kMaxTitleChars, error);
    if (!title)
        return std::nullopt;
    lesson.title = *title;
    if (root.contains(QStringLiteral("needsGpu"))) {
        if (!root.value(QStringLiteral("needsGpu")).isBool()) {
            *error = Tr::tr("needsGpu must be true (the lesson measures a GPU) or false");
            return std::nullopt;
        }
        lesson.needsGpu = root.value(QStringLiteral("needsGpu")).toBool();
    }
    const QJsonArray steps = root.value(QStringLiteral("steps")).toArray();
    if (steps.isEmpty()) {
        *error = Tr::tr("steps is missing or empty: a lesson needs at least one step");
        return std::nullopt;
    }
    if (steps.size() > kMaxSteps) {
        *error = Tr::tr("%1 steps are more than a lesson may have (at most %2); split it into several lessons")
                     .arg(steps.size())
                     .arg(kMaxSteps);
        return std::nullopt;
    }
    for (int i = 0; i < steps.size(); ++i) {
        auto step = readStep(steps.at(i), i + 1, error);
        if (!step)
            return std::nullopt;
        lesson.steps.push_back(std::move(*step));
    }
    return lesson;
}

std::optional<Lesson> loadLessonFile(const QString& path, QString* error)
{
    const QString name = QFileInfo(path).fileName();
    QString reason;
    // Resources (":/...") are ours and small; a user's file goes through the size check.
    const auto contents = path.startsWith(QLatin1Char(':')) ? [&path] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? std::optional(file.readAll()) : std::nullopt;
    }()
                                                            : readInputFile(path, kMaxLessonFileBytes, &reason);
    if (!contents) {
        *error = reason.isEmpty() ? Tr::tr("%1: cannot read it").arg(name) : reason;
        return std::nullopt;
    }
    auto lesson = parseLesson(*contents, &reason);
    if (!lesson) {
        *error = Tr::tr("%1: %2").arg(name, reason);
        return std::nullopt;
    }
    lesson->source = path;
    return lesson;
}

LessonLibrary loadLessons(const QStringList& folders)
{
    LessonLibrary library;
    auto addFolder = [&library](const QString& folder) {
        const QDir dir(folder);
        for (const QString& name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
            QString error;
            auto lesson = loadLessonFile(dir.filePath(name), &error);
            if (!lesson) {
                library.errors << error;
                continue;
            }
            auto same = std::find_if(library.lessons.begin(), library.lessons.end(),
                [&lesson](const Lesson& l) { return l.id == lesson->id; });
            if (same != library.lessons.end())
                *same = std::move(*lesson);
            else
                library.lessons.push_back(std::move(*lesson));
        }
    };
    addFolder(QStringLiteral(":/cudaviz/lessons"));
    for (const QString& folder : folders)
        addFolder(folder);
    return library;
}

} // namespace cvz
