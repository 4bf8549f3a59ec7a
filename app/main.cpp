#include "bench/openblas.h"
#include "cli/commandline.h"
#include "device/versions.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "playground/source/usercompiler.h"
#include "util/allocator.h"
#include "util/openmpwait.h"
#include "util/subprocess.h"

#include <QApplication>
#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

namespace {

void setApplicationIdentity(bool onScreen)
{
    QCoreApplication::setOrganizationName(QStringLiteral("cudaviz"));
    QCoreApplication::setApplicationName(QStringLiteral("cudaviz"));
    QCoreApplication::setApplicationVersion(cvz::appVersion());
    // The saved language (Settings), else the system locale's; after the identity, which
    // says where the settings live.
    cvz::installTranslations(cvz::effectiveLanguage(cvz::savedLanguage()), onScreen);
}

// QApplication aborts without a display; say what to do instead.
bool haveDisplay(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "-platform") == 0)
            return true;
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
        || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

// Qt aborts (exit 134, a core dump) when no platform plugin can start: QT_QPA_PLATFORM=xcb
// without an X server, a Wayland socket that is gone. Say why and what to do, and exit 1.
void explainFatalStart(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtFatalMsg) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        return;
    }
    // Qt's own sentence suggests reinstalling, which is not the cause: the platform named
    // below could not reach a display.
    std::fprintf(stderr,
        "cudaviz: the window cannot open: no display platform could start (QT_QPA_PLATFORM=%s, DISPLAY=%s, "
        "WAYLAND_DISPLAY=%s); the lines above say what Qt tried.\n"
        "  Run it on a desktop, or under a virtual display:  xvfb-run -a cudaviz\n"
        "  Or use the command line (no display needed):     cudaviz --help\n",
        qgetenv("QT_QPA_PLATFORM").constData(), qgetenv("DISPLAY").constData(), qgetenv("WAYLAND_DISPLAY").constData());
    std::fflush(stderr);
    std::_Exit(1);
}

// The command line speaks for itself on stderr; Qt's own notes ("QStandardPaths:
// XDG_RUNTIME_DIR not set", "Logarithms of zero ...") are noise there, kept for
// CUDAVIZ_DEBUG=1. Fatal messages always pass.
void quietForCommands(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtFatalMsg || qEnvironmentVariableIsSet("CUDAVIZ_DEBUG"))
        std::fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

int main(int argc, char** argv)
{
    cvz::applyOpenMpWait(argv); // may re-execute this program once, before anything else runs
    cvz::tuneAllocator();
    cvz::chooseOpenBlasKernel();
    cvz::killSubprocessesOnTerminatingSignals();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    if (cvz::isCommandLineInvocation(arguments))
        qInstallMessageHandler(quietForCommands);
    if (cvz::isCommandLineInvocation(arguments) && cvz::commandNeedsGui(arguments)) {
        // A chart file needs no display: always offscreen, whatever QT_QPA_PLATFORM says
        // (xcb without an X server would abort the command after a whole benchmark).
        qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setApplicationIdentity(false); // the words go to a terminal, or a picture
        cvz::sweepPlaygroundLeftovers();
        return cvz::runCommandLine(QCoreApplication::arguments());
    }
    if (cvz::isCommandLineInvocation(arguments)) {
        QCoreApplication app(argc, argv);
        setApplicationIdentity(false);
        cvz::sweepPlaygroundLeftovers();
        return cvz::runCommandLine(QCoreApplication::arguments());
    }
    if (!haveDisplay(argc, argv)) {
        std::fputs("cudaviz: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open.\n"
                   "  Run it under a virtual display:  xvfb-run -a cudaviz\n"
                   "  Or use the command line:         cudaviz --help   (for example: cudaviz devices --json)\n",
            stderr);
        return 1;
    }
    const QtMessageHandler previous = qInstallMessageHandler(explainFatalStart);
    QApplication app(argc, argv);
    qInstallMessageHandler(previous);
    setApplicationIdentity(true);
    cvz::sweepPlaygroundLeftovers();
    QApplication::setDesktopFileName(QStringLiteral("io.github.cudaviz.cudaviz"));
    cvz::MainWindow window;
    window.show();
    return app.exec();
}
