#include "mainwindow.h"

#include "abouttext.h"
#include "benchview/benchmarkpage.h"
#include "chartview/chartspage.h"
#include "devicespage.h"
#include "gpu/gateway.h"
#include "i18n/language.h"
#include "i18n/plaincopies.h"
#include "lessonview/lessonbar.h"
#include "lessonview/lessonspanel.h"
#include "mappingview/mappingview.h"
#include "mappingview/memorypanel.h"
#include "mappingview/threadmappingpage.h"
#include "playgroundview/playgroundpage.h"
#include "presentationmode.h"
#include "rememberedcontrols.h"
#include "settingsdialog.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <tuple>

namespace cvz {

namespace {
// Where View › Show arrows / Show the lens are remembered.
constexpr const char* kShowArrowsKey = "view/arrows";
constexpr const char* kShowLensKey = "view/lens";
const auto kGeometryKey = QStringLiteral("mainwindow/geometry");
const auto kStateKey = QStringLiteral("mainwindow/state");
const auto kTabKey = QStringLiteral("mainwindow/tab");
} // namespace

MainWindow::MainWindow(DevicesPage* devicesPage, QStringList lessonFolders, QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_devicesPage(devicesPage ? devicesPage : new DevicesPage)
{
    setObjectName(QStringLiteral("mainWindow"));
    keepCopiesFreeOfBreakMarks();
    setWindowTitle(tr("cudaviz — CUDA threads, blocks and grids"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/cudaviz.svg")));
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_mappingPage = new ThreadMappingPage(this);
    m_tabs->addTab(m_mappingPage, tr("&Thread Mapping"));
    m_playgroundPage = new PlaygroundPage(this);
    m_tabs->addTab(m_playgroundPage, tr("&Playground"));
    m_benchmarkPage = new BenchmarkPage(this);
    m_tabs->addTab(m_benchmarkPage, tr("&Benchmark"));
    m_chartsPage = new ChartsPage(this);
    m_tabs->addTab(m_chartsPage, tr("&Charts"));
    m_mappingPage->memory()->setResultsProvider([this] { return m_chartsPage->sources(); });
    connect(m_benchmarkPage, &BenchmarkPage::resultsChanged, m_chartsPage, &ChartsPage::setCurrentResults);
    m_tabs->addTab(m_devicesPage, tr("&Devices"));
    m_presentation = new PresentationMode(this);
    connect(m_presentation, &PresentationMode::toggled, this, &MainWindow::setPresentation);
    createLessonsDock(lessonFolders.isEmpty() ? QStringList { LessonsPanel::userLessonFolder() } : lessonFolders);
    // The pages, and under them the lesson bar presentation mode shows in place of the dock.
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_tabs, 1);
    m_lessonBar = new LessonBar(m_lessons, central);
    m_lessonBar->hide();
    column->addWidget(m_lessonBar);
    setCentralWidget(central);
    // An explicit minimum, below what the pages ask for: the layout then never resizes the window
    // past its screen (nor out of full screen) when presentation fonts or the lesson bar make the
    // pages ask for more; on a screen too small for them, the pages are squeezed instead.
    setMinimumSize(640, 480);
    createMenus();

    connect(m_devicesPage, &DevicesPage::reportChanged, this, [this](const DeviceReport& report) {
        // Validate launches against the real GPU's limits when there is one.
        if (report.cudaAvailable())
            m_mappingPage->setDeviceLimits(DeviceLimits::fromDevice(*report.firstUsableDevice()));
        m_benchmarkPage->setGpu(report);
        m_playgroundPage->setGpu(report);
        m_lessons->setGpuAvailable(report.cudaAvailable());
        const auto ready = std::count_if(
            report.devices.begin(), report.devices.end(), [](const GpuDeviceInfo& d) { return d.usable(); });
        statusBar()->showMessage(report.cudaAvailable() ? tr("%n CUDA GPU(s) ready.", nullptr, static_cast<int>(ready))
                : report.availability.status == GpuStatus::Disabled
                ? tr("GPU off until restart: %1").arg(report.availability.reason)
                : tr("No CUDA GPU: CPU only (expected on machines without an NVIDIA GPU)."));
    });
    // An unrecoverable CUDA error anywhere (a benchmark, a lesson, the CLI's code in this
    // process) turns the GPU off for the whole process: every page hears it from the Devices
    // page's next report. The listener runs on the thread that met the error.
    setStickyListener([window = QPointer<MainWindow>(this)](const StickyError&) {
        QMetaObject::invokeMethod(
            qApp,
            [window] {
                if (window)
                    window->m_devicesPage->refresh();
            },
            Qt::QueuedConnection);
    });
    m_defaultState = saveState();
    restoreWindowState();
    m_lessonsAction->setChecked(!m_lessonsDock->isHidden());
    if (PresentationMode::savedChoice())
        m_presentation->setOn(true);
    m_mappingPage->view()->setFocus(); // not the Lessons' first button: the first Space plays
    m_devicesPage->refresh();
}

MainWindow::~MainWindow()
{
    setStickyListener({}); // nobody left to tell
}

void MainWindow::createLessonsDock(QStringList folders)
{
    m_lessons = new LessonsPanel(std::move(folders), this);
    m_lessonsDock = new QDockWidget(tr("Lessons"), this);
    m_lessonsDock->setObjectName(QStringLiteral("lessonsDock"));
    m_lessonsDock->setWidget(m_lessons);
    m_lessonsDock->setMinimumWidth(280);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonsDock);
    connect(m_lessonsDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            return;
        m_lessonsNarrowed = false;
        QMetaObject::invokeMethod(this, &MainWindow::narrowLessonsOnALaptop, Qt::QueuedConnection);
    });
    connect(m_lessons, &LessonsPanel::showRequested, this, &MainWindow::showLessonStep);
    connect(m_lessons, &LessonsPanel::openResultsRequested, this, [this] {
        m_tabs->setCurrentWidget(m_chartsPage);
        m_chartsPage->openFilesDialog();
    });
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* exportChart = file->addAction(tr("&Export chart…"), m_chartsPage, &ChartsPage::exportChart);
    exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addAction(tr("Export &results…"), m_benchmarkPage, &BenchmarkPage::saveResults);
    QAction* exportPicture = file->addAction(
        tr("Export thread mapping &picture…"), this, [this] { exportMapping(MappingExportDialog::Kind::Picture); });
    exportPicture->setObjectName(QStringLiteral("exportPictureAction"));
    exportPicture->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    QAction* exportAnimation = file->addAction(
        tr("Export thread mapping &animation…"), this, [this] { exportMapping(MappingExportDialog::Kind::Animation); });
    exportAnimation->setObjectName(QStringLiteral("exportAnimationAction"));
    exportAnimation->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    file->addAction(tr("&Open results…"), m_chartsPage, &ChartsPage::openFilesDialog);
    file->addSeparator();
    QAction* settings = file->addAction(tr("&Settings…"), this, &MainWindow::showSettings);
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settings->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_presentation->action());
    // The lessons: the dock in a window, the lesson bar when presenting (a dock beside the page
    // would push a projector's window past its screen).
    m_lessonsAction = view->addAction(tr("&Lessons"));
    m_lessonsAction->setObjectName(QStringLiteral("lessonsAction"));
    m_lessonsAction->setCheckable(true);
    m_lessonsAction->setChecked(!m_lessonsDock->isHidden());
    m_lessonsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_lessonsAction, &QAction::toggled, this, &MainWindow::showLessons);
    connect(m_lessonsDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!m_presentation->isOn() && !isMinimized()) {
            const QSignalBlocker blocker(m_lessonsAction);
            m_lessonsAction->setChecked(visible || !m_lessonsDock->isHidden());
        }
    });
    // The picture's decorations, which may hide what a lecturer points at: off here, off in exports.
    for (const auto& [key, text, arrows] : { std::tuple { kShowArrowsKey, tr("Show &arrows in the picture"), true },
             std::tuple { kShowLensKey, tr("Show the l&ens in the picture"), false } }) {
        QAction* action = view->addAction(text);
        action->setObjectName(arrows ? QStringLiteral("arrowsAction") : QStringLiteral("lensAction"));
        action->setCheckable(true);
        action->setChecked(QSettings().value(QLatin1String(key), true).toBool());
        connect(action, &QAction::toggled, this, [this, key = QLatin1String(key)](bool on) {
            QSettings().setValue(key, on);
            applyDecorations();
        });
    }
    applyDecorations();
    QAction* nextLesson = view->addAction(tr("Next lesso&n"), m_lessons, &LessonsPanel::nextLesson);
    nextLesson->setShortcut(QKeySequence(Qt::ALT | Qt::Key_L));
    view->addSeparator();
    QAction* refresh = view->addAction(tr("&Refresh devices"), m_devicesPage, &DevicesPage::refresh);
    refresh->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R)); // F5 is presentation mode, as in slide software

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    help->addSeparator();
    help->addAction(tr("&About cudaviz"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::exportMapping(MappingExportDialog::Kind kind)
{
    if (m_mappingPage->isTracing()) {
        statusBar()->showMessage(tr("The picture is still being recorded: wait for it, then export."));
        return;
    }
    MappingExport what;
    what.scene = m_mappingPage->scene();
    what.cursor = m_mappingPage->cursor();
    what.presentation = m_mappingPage->isPresenting();
    what.arrows = m_mappingPage->view()->renderer().showsArrows();
    what.lens = m_mappingPage->view()->renderer().showsLens();
    // Presenting: a slide by default, captioned with the lesson's step when the lessons are open.
    what.slide = m_presentation->isOn();
    if (m_lessonBar->isVisible() || m_lessonsDock->isVisible())
        if (const LessonStep* step = m_lessons->currentStep())
            what.caption = step->title.text(installedLanguage());
    const QString message = exportMappingInteractively(kind, what, this);
    if (!message.isEmpty())
        statusBar()->showMessage(message);
}

void MainWindow::showAbout()
{
    const DeviceReport& report = m_devicesPage->report();
    QMessageBox::about(this, tr("About cudaviz"), aboutText(&report));
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(menuBar(), this);
    dialog.exec();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    connect(&dialog, &SettingsDialog::resetRequested, this, &MainWindow::resetSettings);
    if (dialog.exec() != QDialog::Accepted)
        return;
    saveLanguage(dialog.chosenLanguage());
    const QString shown = effectiveLanguage(dialog.chosenLanguage());
    if (shown == installedLanguage())
        return;
    QMessageBox ask(QMessageBox::Question, tr("Language"),
        tr("cudaviz will be shown in %1 from its next start. Restart now?").arg(languageDisplayName(shown)),
        QMessageBox::NoButton, this);
    QPushButton* restart = ask.addButton(tr("Restart now"), QMessageBox::AcceptRole);
    ask.addButton(tr("Later"), QMessageBox::RejectRole);
    ask.exec();
    if (ask.clickedButton() == static_cast<QAbstractButton*>(restart) && close())
        QProcess::startDetached(QCoreApplication::applicationFilePath(), QCoreApplication::arguments().mid(1));
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    if (width() >= kLaptopWidth)
        m_lessonsNarrowed = false; // narrow again when the window next becomes a laptop's
    narrowLessonsOnALaptop();
}

void MainWindow::narrowLessonsOnALaptop()
{
    // On a laptop's screen the lessons take no more room than they need to read: the
    // picture and the editor beside them keep the rest. Once, each time the window becomes
    // narrow or the dock opens: a dock the user drags wider stays so.
    if (m_lessonsNarrowed || width() >= kLaptopWidth || !m_lessonsDock->isVisible() || m_lessonsDock->isFloating())
        return;
    m_lessonsNarrowed = true;
    // Always: a dock not laid out yet may be narrower now and take its text's width later.
    resizeDocks({ m_lessonsDock }, { kLaptopLessonsWidth }, Qt::Horizontal);
}

void MainWindow::resetSettings()
{
    m_presentation->setOn(false);
    resetRememberedControls(this);
    restoreState(m_defaultState);
    m_lessonsDock->show();
    for (const char* name : { "arrowsAction", "lensAction" })
        if (auto* action = findChild<QAction*>(QLatin1String(name)))
            action->setChecked(true);
    m_lessons->setCurrent(0, 0);
    m_tabs->setCurrentIndex(0);
    QSettings().clear(); // last: the steps above save what they change
    statusBar()->showMessage(effectiveLanguage(QString()) == installedLanguage()
            ? tr("Settings reset to their defaults.")
            : tr("Settings reset to their defaults; the language follows the system from the next start."));
}

void MainWindow::showLessonStep(const LessonAction& action)
{
    switch (action.page) {
    case LessonPage::Devices:
        m_tabs->setCurrentWidget(m_devicesPage);
        m_devicesPage->refresh();
        break;
    case LessonPage::Mapping:
        m_tabs->setCurrentWidget(m_mappingPage);
        if (action.mapping)
            m_mappingPage->showSetup(*action.mapping, action.thread, action.step, action.memoryInstruction);
        m_mappingPage->memory()->setWhatIf(action.registers, action.sharedBytes);
        m_mappingPage->view()->setFocus(); // the arrow keys step on from here
        break;
    case LessonPage::Benchmark:
        m_tabs->setCurrentWidget(m_benchmarkPage);
        if (m_benchmarkPage->isRunning()) {
            statusBar()->showMessage(
                tr("A benchmark is running: wait for it, or press Cancel, then press Show me again."));
            break;
        }
        m_benchmarkPage->setForm(action.sizes, action.backends, action.pinned);
        if (action.run)
            m_benchmarkPage->run(action.keep);
        break;
    case LessonPage::Charts:
        m_tabs->setCurrentWidget(m_chartsPage);
        if (action.chart)
            m_chartsPage->setKind(*action.chart);
        if (action.metric)
            m_chartsPage->setMetric(*action.metric);
        break;
    }
}

void MainWindow::applyDecorations()
{
    const QSettings settings;
    m_mappingPage->view()->renderer().setDecorations(settings.value(QLatin1String(kShowArrowsKey), true).toBool(),
        settings.value(QLatin1String(kShowLensKey), true).toBool());
    m_mappingPage->view()->update();
}

void MainWindow::showLessons(bool on)
{
    if (m_presentation->isOn()) {
        m_lessonBarWanted = on;
        m_lessonBar->setVisible(on);
    } else {
        m_lessonsDock->setVisible(on);
    }
}

void MainWindow::setPresentation(bool on)
{
    // The room sees the page; Ctrl+L puts the lesson bar under it (the last presentation's choice).
    // Esc brings back the window's own layout (the dock, its width, the pages' splits) and keeps the
    // window within its screen.
    if (on) {
        m_stateBeforePresentation = saveState();
        m_lessonsDockWasVisible = !m_lessonsDock->isHidden(); // isVisible() is false before the window shows
        m_lessonsDock->hide();
        m_lessonBar->setVisible(m_lessonBarWanted);
    } else {
        m_lessonBar->hide();
        if (!m_stateBeforePresentation.isEmpty())
            restoreState(m_stateBeforePresentation);
        m_lessonsDock->setVisible(m_lessonsDockWasVisible);
    }
    {
        const QSignalBlocker blocker(m_lessonsAction);
        m_lessonsAction->setChecked(on ? m_lessonBarWanted : m_lessonsDockWasVisible);
    }
    m_mappingPage->setPresentation(on);
    m_playgroundPage->setPresentation(on);
    m_chartsPage->setPresentation(on);
    m_benchmarkPage->setPresentation(on);
    if (!on)
        QTimer::singleShot(0, this, &MainWindow::keepWithinScreen);
}

void MainWindow::keepWithinScreen()
{
    if (!screen() || (windowState() & (Qt::WindowFullScreen | Qt::WindowMaximized)))
        return;
    const QRect available = screen()->availableGeometry();
    QRect frame = frameGeometry();
    const QSize inside = size().boundedTo(available.size() - (frame.size() - size()));
    if (inside != size())
        resize(inside);
    frame = frameGeometry();
    frame.moveLeft(
        std::clamp(frame.left(), available.left(), std::max(available.left(), available.right() - frame.width() + 1)));
    frame.moveTop(
        std::clamp(frame.top(), available.top(), std::max(available.top(), available.bottom() - frame.height() + 1)));
    move(frame.topLeft());
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray())) {
        // First start: a comfortable size, centred, that fits small laptop screens too.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        resize(available.size().boundedTo(QSize(1500, 940)));
        move(available.center() - rect().center());
    }
    restoreState(settings.value(kStateKey).toByteArray());
    m_tabs->setCurrentIndex(settings.value(kTabKey, 0).toInt());
}

void MainWindow::saveWindowState()
{
    QSettings settings;
    settings.setValue(kTabKey, m_tabs->currentIndex());
    if (m_presentation->isOn())
        return; // a projector's full screen and hidden docks are not the window's normal state
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveWindowState();
    event->accept();
}

} // namespace cvz
