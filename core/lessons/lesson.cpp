#include "lesson.h"

#include "lessonaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Lesson)
};

const auto kFormat = QStringLiteral("cudaviz-lesson");
constexpr int kVersion = 1;

// Text or {"en": ..., "zh_CN": ...}; `where` names the field in messages.
std::optional<LocalizedText> readText(const QJsonValue& value, const QString& where, bool required, QString* error)
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
            QStringLiteral("show") };
        if (!known.contains(it.key())) {
            *error = Tr::tr("%1: unknown field '%2' (a step has title, text, question and show)").arg(where, it.key());
            return std::nullopt;
        }
    }
    LessonStep step;
    QString fieldError;
    const auto title
        = readText(object.value(QStringLiteral("title")), where + QStringLiteral(": title"), true, &fieldError);
    const auto text = title
        ? readText(object.value(QStringLiteral("text")), where + QStringLiteral(": text"), true, &fieldError)
        : std::nullopt;
    const auto question = text
        ? readText(object.value(QStringLiteral("question")), where + QStringLiteral(": question"), false, &fieldError)
        : std::nullopt;
    if (!question) {
        *error = fieldError;
        return std::nullopt;
    }
    step.title = *title;
    step.text = *text;
    step.question = *question;
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
    if (root.value(QStringLiteral("version")).toInt(-1) != kVersion) {
        *error = Tr::tr("lesson format version %1 is not supported (this cudaviz reads version %2)")
                     .arg(root.value(QStringLiteral("version")).toVariant().toString())
                     .arg(kVersion);
        return std::nullopt;
    }
    Lesson lesson;
    lesson.id = root.value(QStringLiteral("id")).toString();
    if (lesson.id.trimmed().isEmpty()) {
        *error = Tr::tr("id is missing: give the lesson a short unique name, e.g. \"my-first-lesson\"");
        return std::nullopt;
    }
    const auto title = readText(root.value(QStringLiteral("title")), QStringLiteral("title"), true, error);
    if (!title)
        return std::nullopt;
    lesson.title = *title;
    const QJsonArray steps = root.value(QStringLiteral("steps")).toArray();
    if (steps.isEmpty()) {
        *error = Tr::tr("steps is missing or empty: a lesson needs at least one step");
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
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot read it: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    QString reason;
    auto lesson = parseLesson(file.readAll(), &reason);
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
