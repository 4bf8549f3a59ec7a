#include "ceilingspanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cvz {

CeilingsPanel::CeilingsPanel(QWidget* parent)
    : QGroupBox(tr("Peaks: the roofs of the roofline chart"), parent)
    , m_text(new QLabel(this))
    , m_measure(new QPushButton(tr("Measure"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_progress(new QProgressBar(this))
{
    setObjectName(QStringLiteral("ceilingsPanel"));
    m_text->setObjectName(QStringLiteral("ceilingsText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_measure->setObjectName(QStringLiteral("measureCeilings"));
    m_measure->setToolTip(tr("About 3 s: an FMA loop on one core and on all cores, and a memory triad. "
                             "Close other programs first; the numbers are kept for this machine."));
    m_progress->setMaximumWidth(200);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_measure);
    buttons->addWidget(m_progress);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    connect(m_measure, &QPushButton::clicked, this, &CeilingsPanel::measure);
    m_job.attach(m_progress, m_cancel);
    connect(&m_job, &JobTracker::runningChanged, m_measure, [this](bool running) { m_measure->setEnabled(!running); });
    connect(&m_job, &JobTracker::failed, this, [this](const QString& why) {
        m_error = why;
        showText();
    });
    m_job.onFinished([this](const Measurement& done) {
        m_error = done.error;
        if (const auto result = done.ceilings) {
            m_cpu = result;
            m_error.clear();
            QString error;
            if (!saveCpuCeilings(*result, &error))
                m_error = tr("Measured, but not kept for next time: %1").arg(error);
            Q_EMIT measured();
        }
        showText();
    });
    m_cpu = cachedCpuCeilings(detectCpu());
    showText();
}

CeilingsPanel::~CeilingsPanel() = default; // the job cancels and waits for its work

void CeilingsPanel::setReport(const DeviceReport& report)
{
    m_report = report;
    if (!m_cpu)
        m_cpu = cachedCpuCeilings(report.cpu);
    showText();
}

void CeilingsPanel::measure()
{
    if (m_job.isRunning())
        return;
    m_error.clear();
    m_job.start([](JobProgress& progress) {
        Measurement m;
        progress.setRange(0, 3);
        m.ceilings = measureCpuCeilings(
            progress.cancelFlag(), [&progress](int done, int) { progress.setValue(done); }, &m.error);
        return m;
    });
}

void CeilingsPanel::cancel()
{
    m_job.cancel();
}

void CeilingsPanel::showText()
{
    QStringList lines;
    if (m_cpu)
        lines << tr("CPU, measured %1 (%2 FMA loop): %3 GFLOP/s on one core, %4 GFLOP/s on all %5 threads; memory "
                    "%6 GB/s (triad).")
                     .arg(m_cpu->measuredAt.left(10), m_cpu->instructions)
                     .arg(m_cpu->peakGflopsOneCore, 0, 'f', 0)
                     .arg(m_cpu->peakGflopsAllCores, 0, 'f', 0)
                     .arg(m_cpu->threads)
                     .arg(m_cpu->bandwidthGBs, 0, 'f', 1);
    else
        lines << tr("CPU: not measured yet. Measure takes about 3 s; benchmarks run after it record the peaks, so the "
                    "roofline chart and the % of peak column can use them.");
    if (m_report.cudaAvailable())
        for (const GpuDeviceInfo& d : m_report.devices) {
            const auto g = theoreticalGpuCeilings(d);
            if (!g)
                continue;
            QString line = tr("GPU %1 %2, theoretical: FP32 %3 TFLOP/s")
                               .arg(d.index)
                               .arg(d.name)
                               .arg(g->fp32Gflops / 1e3, 0, 'f', 1);
            if (g->tf32Gflops)
                line += tr(", TF32 tensor %1 TFLOP/s").arg(*g->tf32Gflops / 1e3, 0, 'f', 0);
            if (g->fp16Gflops)
                line += tr(", FP16 tensor %1 TFLOP/s").arg(*g->fp16Gflops / 1e3, 0, 'f', 0);
            line += tr("; memory %1 GB/s (from its clocks and bus width, not measured).")
                        .arg(g->bandwidthGBs, 0, 'f', 0);
            lines << line;
        }
    if (!m_error.isEmpty())
        lines << m_error;
    m_measure->setText(m_cpu ? tr("Measure again") : tr("Measure"));
    m_text->setText(lines.join(QLatin1Char('\n')));
}

} // namespace cvz
