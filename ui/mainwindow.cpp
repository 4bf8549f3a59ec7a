#include "mainwindow.h"

#include "abouttext.h"
#include "bench/benchmarkpage.h"
#include "charts/chartspage.h"
#include "devicespage.h"
#include "mapping/threadmappingpage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

namespace cvz {

namespace {
const auto kGeometryKey = QStringLiteral("mainwindow/geometry");
const auto kStateKey = QStringLiteral("mainwindow/state");
const auto kTabKey = QStringLiteral("mainwindow/tab");
} // namespace

MainWindow::MainWindow(DevicesPage* devicesPage, QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_devicesPage(devicesPage ? devicesPage : new DevicesPage)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("cudaviz — CUDA threads, blocks and grids"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/cudaviz.svg")));
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_mappingPage = new ThreadMappingPage(this);
    m_tabs->addTab(m_mappingPage, tr("&Thread Mapping"));
    m_benchmarkPage = new BenchmarkPage(this);
    m_tabs->addTab(m_benchmarkPage, tr("&Benchmark"));
    m_chartsPage = new ChartsPage(this);
    m_tabs->addTab(m_chartsPage, tr("&Charts"));
    connect(m_benchmarkPage, &BenchmarkPage::resultsChanged, m_chartsPage, &ChartsPage::setCurrentResults);
    m_tabs->addTab(m_devicesPage, tr("&Devices"));
    setCentralWidget(m_tabs);
    createMenus();

    connect(m_devicesPage, &DevicesPage::reportChanged, this, [this](const DeviceReport& report) {
        // Validate launches against the real GPU's limits when there is one.
        if (report.cudaAvailable())
            m_mappingPage->setDeviceLimits(DeviceLimits::fromDevice(report.devices.front()));
        m_benchmarkPage->setGpu(report);
        statusBar()->showMessage(report.cudaAvailable()
                ? tr("%n CUDA GPU(s) ready.", nullptr, static_cast<int>(report.devices.size()))
                : tr("No CUDA GPU: CPU only (expected on machines without an NVIDIA GPU)."));
    });
    restoreWindowState();
    m_devicesPage->refresh();
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* exportChart = file->addAction(tr("&Export chart…"), m_chartsPage, &ChartsPage::exportChart);
    exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addAction(tr("Export &results…"), m_benchmarkPage, &BenchmarkPage::saveResults);
    file->addAction(tr("&Open results…"), m_chartsPage, &ChartsPage::openFilesDialog);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* refresh = view->addAction(tr("&Refresh devices"), m_devicesPage, &DevicesPage::refresh);
    refresh->setShortcut(QKeySequence::Refresh);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About cudaviz"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::showAbout()
{
    const DeviceReport& report = m_devicesPage->report();
    QMessageBox::about(this, tr("About cudaviz"), aboutText(&report));
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
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kTabKey, m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveWindowState();
    event->accept();
}

} // namespace cvz
