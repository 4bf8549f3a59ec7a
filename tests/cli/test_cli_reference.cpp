// docs/cli.md's reference is the program's own --help: scripts/cli-reference writes it,
// and this test fails when an option changes without the docs.
#include "clirunner.h"

#include <QFile>
#include <QRegularExpression>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
QString cliDoc()
{
    QFile file(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/cli.md"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The text block under the heading "### `cudaviz ... --help`", or a null string.
QString helpBlock(const QString& doc, const QString& heading)
{
    const qsizetype at = doc.indexOf(QStringLiteral("### `%1`\n").arg(heading));
    if (at < 0)
        return {};
    const QString open = QStringLiteral("```text\n");
    const qsizetype begin = doc.indexOf(open, at);
    const qsizetype end = doc.indexOf(QStringLiteral("```\n"), begin + open.size());
    return begin < 0 || end < 0 ? QString() : doc.mid(begin + open.size(), end - begin - open.size());
}

QStringList commandsOf(const QString& help)
{
    QStringList commands;
    bool inList = false;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Commands:")))
            inList = true;
        else if (inList && line.startsWith(QLatin1String("  ")))
            commands << line.trimmed().section(QLatin1Char(' '), 0, 0);
        else if (inList)
            break;
    }
    return commands;
}
} // namespace

TEST(CliHelp, TheDocsReferenceIsTheRealHelp)
{
    const QString doc = cliDoc();
    ASSERT_FALSE(doc.isEmpty());
    const CliResult top = runCudaviz(args({ "--help" }));
    ASSERT_EQ(top.exitCode, 0) << top.err.toStdString();
    EXPECT_EQ(helpBlock(doc, QStringLiteral("cudaviz --help")), top.out) << "run scripts/cli-reference";
    const QStringList commands = commandsOf(top.out);
    EXPECT_GE(commands.size(), 9) << top.out.toStdString();
    for (const QString& command : commands) {
        const CliResult r = runCudaviz({ command, QStringLiteral("--help") });
        ASSERT_EQ(r.exitCode, 0) << command.toStdString() << ": " << r.err.toStdString();
        EXPECT_EQ(helpBlock(doc, QStringLiteral("cudaviz %1 --help").arg(command)), r.out)
            << command.toStdString() << ": run scripts/cli-reference";
    }
}
