#pragma once

#include "devicereport.h"

#include <QMainWindow>

class QTabWidget;

namespace cvz {

class BenchmarkPage;
class ChartsPage;
class DevicesPage;
class ThreadMappingPage;

// The app's window: one tab per page; the pages do the work, this only wires them.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `devicesPage` lets tests inject a page with a known probe; null makes the default one.
    explicit MainWindow(DevicesPage* devicesPage = nullptr, QWidget* parent = nullptr);

    DevicesPage* devicesPage() const { return m_devicesPage; }
    ThreadMappingPage* mappingPage() const { return m_mappingPage; }
    BenchmarkPage* benchmarkPage() const { return m_benchmarkPage; }
    ChartsPage* chartsPage() const { return m_chartsPage; }
    QTabWidget* tabs() const { return m_tabs; }

public Q_SLOTS:
    void showAbout();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void restoreWindowState();
    void saveWindowState();

    QTabWidget* m_tabs;
    DevicesPage* m_devicesPage;
    ThreadMappingPage* m_mappingPage = nullptr;
    BenchmarkPage* m_benchmarkPage = nullptr;
    ChartsPage* m_chartsPage = nullptr;
};

} // namespace cvz
