#pragma once

#include "backgroundjob.h"
#include "device/devicereport.h"

#include <QWidget>
#include <functional>

class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace cvz {

class ArchLimitsView;
class CeilingsPanel;

class DeviceTableModel;
class NoGpuPanel;

// The Devices page: every CUDA device's properties, or why there is none, and the CPU.
class DevicesPage : public QWidget
{
    Q_OBJECT
public:
    using Probe = std::function<DeviceReport()>;

    // `probe` runs off the GUI thread; the default asks the app's GPU module.
    explicit DevicesPage(Probe probe = {}, QWidget* parent = nullptr);

    const DeviceReport& report() const { return m_report; }
    bool isProbing() const { return m_job.isRunning(); }

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void reportChanged(const cvz::DeviceReport& report);

private:
    void showReport(const DeviceReport& report);
    void showCpu(const CpuInfo& cpu);

public:
    ArchLimitsView* limitsView() const { return m_limits; }
    CeilingsPanel* ceilingsPanel() const { return m_ceilings; }

private:
    Probe m_probe;
    DeviceReport m_report;
    BackgroundJob<DeviceReport> m_job;
    bool m_refreshAgain = false; // asked while a probe ran (a sticky error meanwhile): probe once more
    QStackedWidget* m_gpuStack;
    NoGpuPanel* m_noGpuPanel;
    QTableView* m_table;
    DeviceTableModel* m_model;
    QLabel* m_versions;
    QFormLayout* m_cpuForm;
    QPushButton* m_refreshButton;
    QProgressBar* m_busy;
    ArchLimitsView* m_limits = nullptr;
    CeilingsPanel* m_ceilings = nullptr;
};

} // namespace cvz
