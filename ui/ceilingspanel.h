#pragma once

#include "backgroundjob.h"
#include "bench/ceilings.h"
#include "device/devicereport.h"

#include <QGroupBox>
#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cvz {

// The machine's peaks, the roofs of the roofline chart: the CPU's measured on demand (kept
// per machine), a GPU's theoretical from its properties. Measuring runs off the GUI thread
// with a progress bar and Cancel.
class CeilingsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit CeilingsPanel(QWidget* parent = nullptr);
    ~CeilingsPanel() override;

    void setReport(const DeviceReport& report);
    std::optional<CpuCeilings> cpuCeilings() const { return m_cpu; }
    bool isMeasuring() const { return m_job.isRunning(); }

public Q_SLOTS:
    void measure();
    void cancel();

Q_SIGNALS:
    void measured();

private:
    void showText();

    DeviceReport m_report;
    std::optional<CpuCeilings> m_cpu;
    QString m_error;
    QLabel* m_text;
    QPushButton* m_measure;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    struct Measurement
    {
        std::optional<CpuCeilings> ceilings;
        QString error; // why there are none (not cancelled)
    };
    BackgroundJob<Measurement> m_job;
};

} // namespace cvz
