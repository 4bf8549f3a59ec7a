#include "commandline.h"

#include "devicereport.h"
#include "devicereportformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>
#include <functional>
#include <map>

namespace cvz {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cvz::CommandLine", text);
}

using Command = std::function<int(const QStringList&)>;

struct CommandInfo
{
    const char* description;
    Command run;
};

QTextStream& out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream& err()
{
    static QTextStream stream(stderr);
    return stream;
}

// QCommandLineParser names the program by its path; usage lines should show what to type.
QString helpFor(const QCommandLineParser& parser, const QString& program)
{
    QString help = parser.helpText();
    const qsizetype end = help.indexOf(QLatin1Char('\n'));
    const QString usagePrefix = QStringLiteral("Usage: ");
    if (help.startsWith(usagePrefix) && end > 0) {
        const qsizetype programEnd = help.indexOf(QLatin1Char(' '), usagePrefix.size());
        help.replace(
            usagePrefix.size(), (programEnd < 0 || programEnd > end ? end : programEnd) - usagePrefix.size(), program);
    }
    return help;
}

int usageError(const QString& message, const QString& usage)
{
    err() << QStringLiteral("cudaviz: ") << message << '\n' << usage;
    err().flush();
    return 2;
}

int runDevices(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("List CUDA devices and the CPU, or say why there is no GPU."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON instead of a table."));
    parser.addOption(json);
    if (!parser.parse(args))
        return usageError(parser.errorText(), helpFor(parser, args.first()));
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpFor(parser, args.first());
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(tr("devices takes no arguments, got '%1'").arg(parser.positionalArguments().first()),
            helpFor(parser, args.first()));

    const DeviceReport report = collectDeviceReport();
    if (parser.isSet(json))
        out() << QJsonDocument(deviceReportToJson(report)).toJson(QJsonDocument::Indented);
    else
        out() << deviceReportToText(report);
    out().flush();
    return 0; // "no GPU" is an answer, not a failure
}

const std::map<QString, CommandInfo>& commands()
{
    static const std::map<QString, CommandInfo> table = {
        { QStringLiteral("devices"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine", "List CUDA devices (or why there are none) and the CPU."),
                runDevices } },
    };
    return table;
}

QString topLevelHelp(const QCommandLineParser& parser)
{
    QString help = helpFor(parser, QStringLiteral("cudaviz"));
    help += QLatin1Char('\n') + tr("Commands:") + QLatin1Char('\n');
    for (const auto& [name, info] : commands())
        help += QStringLiteral("  %1  %2\n").arg(name.leftJustified(10), tr(info.description));
    help += tr("Run 'cudaviz <command> --help' for a command's options. Without a command, cudaviz opens its "
               "window.")
        + QLatin1Char('\n');
    return help;
}

} // namespace

bool isCommandLineInvocation(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return false;
    const QString& first = arguments.at(1);
    return !first.startsWith(QLatin1Char('-')) || first.startsWith(QStringLiteral("--"))
        || first == QStringLiteral("-h") || first == QStringLiteral("-v") || first == QStringLiteral("-?");
}

int runCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("cudaviz: see how CUDA threads map to data, and time real matrix "
                                        "multiplications on the CPU and the GPU."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("command"), tr("The command to run (see below)."), QStringLiteral("<command> [options]"));
    // Everything after the command belongs to the command's own parser.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(arguments))
        return usageError(parser.errorText(), topLevelHelp(parser));
    if (parser.isSet(QStringLiteral("help"))) {
        out() << topLevelHelp(parser);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out() << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(tr("no command given"), topLevelHelp(parser));
    const auto command = commands().find(positional.first());
    if (command == commands().end())
        return usageError(tr("unknown command '%1'").arg(positional.first()), topLevelHelp(parser));
    QStringList commandArgs = positional;
    commandArgs.first() = QStringLiteral("cudaviz ") + positional.first();
    return command->second.run(commandArgs);
}

} // namespace cvz
