#include "cli/commandline.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "versions.h"

#include <QApplication>
#include <QCoreApplication>
#include <cstdio>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("cudaviz"));
    QCoreApplication::setApplicationName(QStringLiteral("cudaviz"));
    QCoreApplication::setApplicationVersion(cvz::appVersion());
    // The saved language (Settings), else the system locale's; after the identity, which
    // says where the settings live.
    cvz::installTranslations(cvz::effectiveLanguage(cvz::savedLanguage()));
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

} // namespace

int main(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    if (cvz::isCommandLineInvocation(arguments) && cvz::commandNeedsGui(arguments)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen"); // a chart file needs no display
        QApplication app(argc, argv);
        setApplicationIdentity();
        return cvz::runCommandLine(QCoreApplication::arguments());
    }
    if (cvz::isCommandLineInvocation(arguments)) {
        QCoreApplication app(argc, argv);
        setApplicationIdentity();
        return cvz::runCommandLine(QCoreApplication::arguments());
    }
    if (!haveDisplay(argc, argv)) {
        std::fputs("cudaviz: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open.\n"
                   "  Run it under a virtual display:  xvfb-run -a cudaviz\n"
                   "  Or use the command line:         cudaviz --help   (for example: cudaviz devices --json)\n",
            stderr);
        return 1;
    }
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setDesktopFileName(QStringLiteral("io.github.cudaviz.cudaviz"));
    cvz::MainWindow window;
    window.show();
    return app.exec();
}
