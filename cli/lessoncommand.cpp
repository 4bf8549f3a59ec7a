#include "clicommon.h"

#include "lessons/lesson.h"

#include <QCoreApplication>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::LessonCommand)
};
} // namespace

int runLesson(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Check lesson files (docs/lessons.md) without opening the window, with the messages the app gives.\n"
               "Budget: a file of at most %1 bytes; titles of at most 200 characters, texts of at most 20000, at most "
               "200 steps.")
            .arg(kMaxLessonFileBytes));
    parser.addPositionalArgument(
        QStringLiteral("files"), Tr::tr("Lesson JSON files to check."), QStringLiteral("FILE.json [MORE.json ...]"));
    const QCommandLineOption check(QStringLiteral("check"), Tr::tr("Check the files (the only action for now)."));
    parser.addOption(check);
    if (const auto done = parseCommand(parser, args))
        return *done;
    if (!parser.isSet(check))
        return usageError(Tr::tr("say what to do: --check"), helpFor(parser, args.first()));
    if (parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("give at least one lesson file"), helpFor(parser, args.first()));
    int bad = 0;
    for (const QString& path : parser.positionalArguments()) {
        QString error;
        const auto lesson = loadLessonFile(path, &error);
        if (lesson) {
            out() << Tr::tr("%1: ok, lesson '%2' with %n step(s)", nullptr, int(lesson->steps.size()))
                         .arg(path, lesson->id)
                  << '\n';
        } else {
            ++bad;
            out().flush();
            err() << error << '\n';
            err().flush();
        }
    }
    out().flush();
    return bad == 0 ? 0 : 2;
}

} // namespace cvz
