#include "commandline.h"

#include "clicommon.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <map>

namespace cvz {

namespace {

// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::CommandLine)
};

struct CommandInfo
{
    const char* description;
    int (*run)(const QStringList&);
    // Draws with the widgets' renderers (Qt Charts, the mapping picture), which need a
    // QApplication: offscreen is enough, no display.
    bool needsWindowSystem = false;
};

const std::map<QString, CommandInfo>& commands()
{
    static const std::map<QString, CommandInfo> table = {
        { QStringLiteral("bench"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine", "Time matrix multiplications on the CPU and the GPU."), runBench,
                true } },
        { QStringLiteral("chart"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine", "Chart result files as PNG, SVG or PDF."), runChart, true } },
        { QStringLiteral("devices"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine", "List CUDA devices (or why there are none) and the CPU."),
                runDevices } },
        { QStringLiteral("exercise"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine",
                  "The Playground's exercises: list them, show one, check your kernel as the page does."),
                runExercise } },
        { QStringLiteral("lesson"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine", "Check lesson files with the app's own messages."), runLesson } },
        { QStringLiteral("map"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine", "Show which element every thread of a launch touches."), runMap,
                true } },
        { QStringLiteral("peaks"),
            { QT_TRANSLATE_NOOP(
                  "cvz::CommandLine", "Measure this CPU's FP32 peak and memory bandwidth: the roofline's roofs."),
                runPeaks } },
        { QStringLiteral("run"),
            { QT_TRANSLATE_NOOP("cvz::CommandLine",
                  "Compile a CUDA kernel you wrote and run it in the emulator: buffers, races, out-of-bounds "
                  "accesses."),
                runKernel } },
        { QStringLiteral("trace"),
            { QT_TRANSLATE_NOOP(
                  "cvz::CommandLine", "Count a launch's memory traffic: sectors, bank conflicts, races, occupancy."),
                runTrace } },
    };
    return table;
}

QString topLevelHelp(const QCommandLineParser& parser)
{
    QString help = helpFor(parser, QStringLiteral("cudaviz"));
    help += QLatin1Char('\n') + Tr::tr("Commands:") + QLatin1Char('\n');
    for (const auto& [name, info] : commands())
        help += QStringLiteral("  %1  %2\n").arg(name.leftJustified(10), Tr::tr(info.description));
    help += Tr::tr("Run 'cudaviz <command> --help' for a command's options. Without a command, cudaviz opens its "
                   "window.")
        + QLatin1Char('\n');
    return help;
}

} // namespace

bool commandNeedsGui(const QStringList& arguments)
{
    // Each command says so in the table. bench always gets one: whether it draws a chart is
    // known only after its options are parsed (--chart FILE and --chart=FILE alike), and an
    // offscreen start costs little next to a benchmark.
    if (arguments.size() < 2)
        return false;
    const auto it = commands().find(arguments.at(1));
    return it != commands().end() && it->second.needsWindowSystem;
}

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
    parser.setApplicationDescription(Tr::tr("cudaviz: see how CUDA threads map to data, and time real matrix "
                                            "multiplications on the CPU and the GPU."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("command"), Tr::tr("The command to run (see below)."), QStringLiteral("<command> [options]"));
    // Everything after the command belongs to the command's own parser.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(arguments))
        return usageError(parser.errorText(), topLevelHelp(parser));
    if (parser.isSet(QStringLiteral("help")) || arguments.contains(QStringLiteral("--help-all"))) {
        out() << topLevelHelp(parser);
        return finishOutput(0);
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out() << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return finishOutput(0);
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(Tr::tr("no command given"), topLevelHelp(parser));
    const auto command = commands().find(positional.first());
    if (command == commands().end())
        return usageError(Tr::tr("unknown command '%1'").arg(positional.first()), topLevelHelp(parser));
    QStringList commandArgs = positional;
    commandArgs.first() = QStringLiteral("cudaviz ") + positional.first();
    return finishOutput(command->second.run(commandArgs));
}

} // namespace cvz
