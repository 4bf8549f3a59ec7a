#include "clicommon.h"

#include "playground/engine/userrun.h"
#include "playground/protocol/runprogress.h"

#include <QJsonObject>

#include "util/wholenumber.h"

#include <QCoreApplication>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::CommandLine)
};
} // namespace

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

int finishOutput(int code)
{
    out().flush();
    const bool failed = out().status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout);
    const int errorCode = errno;
    if (!failed)
        return code;
    err()
        << Tr::tr("cudaviz: cannot write to standard output: %1").arg(QString::fromLocal8Bit(std::strerror(errorCode)))
        << '\n';
    err().flush();
    return code == 0 ? 1 : code;
}

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
    out().flush();
    err() << QStringLiteral("cudaviz: ") << message << '\n' << usage;
    err().flush();
    return 2;
}

int commandError(const QString& command, const QString& message)
{
    out().flush();
    err() << QStringLiteral("cudaviz ") << command << QStringLiteral(": ") << message << '\n';
    err().flush();
    return 2;
}

std::optional<int> parseCommand(QCommandLineParser& parser, const QStringList& args)
{
    parser.addHelpOption();
    if (!parser.parse(args))
        return usageError(parser.errorText(), helpFor(parser, args.first()));
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpFor(parser, args.first());
        out().flush();
        return 0;
    }
    return std::nullopt;
}

std::optional<Dim3> parseDim3(const QString& text, QString* why)
{
    const QStringList parts = text.split(QLatin1Char(','));
    why->clear();
    if (parts.isEmpty() || parts.size() > 3)
        return std::nullopt;
    int64_t v[3] = { 1, 1, 1 };
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const auto n = parseWholeNumber(parts[i], why);
        if (!n)
            return std::nullopt;
        v[i] = *n;
    }
    return Dim3 { v[0], v[1], v[2] };
}

QString jsonDim(const Dim3& d)
{
    return QStringLiteral("[%1,%2,%3]").arg(d.x).arg(d.y).arg(d.z);
}

void sayBeforeRun(const QString& text)
{
    out().flush();
    err() << QStringLiteral("cudaviz run: ") << text << '\n' << Qt::flush;
}

TerminalProgress::TerminalProgress()
    : m_terminal(::isatty(STDERR_FILENO) == 1)
{ }

TerminalProgress::~TerminalProgress()
{
    if (m_shown > 0)
        err() << '\r' << QString(m_shown, u' ') << '\r' << Qt::flush;
}

std::function<void(const RunProgress&)> TerminalProgress::callback()
{
    if (!m_terminal)
        return {};
    return [this](const RunProgress& p) {
        if (!m_pace.due(p))
            return;
        const QString text = runProgressText(p);
        err() << '\r' << text << QString(std::max<qsizetype>(0, m_shown - text.size()), u' ') << Qt::flush;
        m_shown = text.size();
    };
}

QJsonObject traceCoverageJson(const TraceCoverage& coverage, const LaunchConfig& launch)
{
    const double blocks = double(launch.blockCount());
    return { { QStringLiteral("blocks"), blocks },
        { QStringLiteral("traced_blocks"), coverage.blocks == 0 ? blocks : double(coverage.traced) },
        { QStringLiteral("sampled"), coverage.sampled }, { QStringLiteral("fast_blocks"), double(coverage.fastBlocks) },
        { QStringLiteral("fast_engine_off"), fastEngineOffName(coverage.fastOff) },
        { QStringLiteral("untraced_blocks"), double(coverage.untraced) },
        { QStringLiteral("repeat"), coverage.repeat } };
}

QJsonArray findingsJson(const QList<Finding>& findings)
{
    QJsonArray out;
    for (const Finding& f : findings) {
        QJsonObject o = f.details;
        o[QStringLiteral("kind")] = f.kind;
        o[QStringLiteral("message")] = f.message;
        if (f.line > 0)
            o[QStringLiteral("line")] = f.line;
        out.append(o);
    }
    return out;
}

} // namespace cvz
