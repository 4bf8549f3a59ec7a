#include "clicommon.h"

#include "device/devicereport.h"
#include "device/devicereportformat.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace cvz {

int runDevices(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cvz::CommandLine", "List CUDA devices and the CPU, or say why there is no GPU."));
    const QCommandLineOption json(
        QStringLiteral("json"), QCoreApplication::translate("cvz::CommandLine", "Print JSON instead of a table."));
    parser.addOption(json);
    if (const auto done = parseCommand(parser, args))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return usageError(QCoreApplication::translate("cvz::CommandLine", "devices takes no arguments, got '%1'")
                              .arg(parser.positionalArguments().first()),
            helpFor(parser, args.first()));

    const DeviceReport report = collectDeviceReport();
    if (parser.isSet(json))
        out() << QJsonDocument(deviceReportToJson(report)).toJson(QJsonDocument::Indented);
    else
        out() << deviceReportToText(report);
    out().flush();
    return 0; // "no GPU" is an answer, not a failure
}

} // namespace cvz
