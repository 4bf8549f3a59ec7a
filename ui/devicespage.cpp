#include "devicespage.h"

#include "verticalscrollarea.h"

#include "ceilingspanel.h"

#include "archlimitsview.h"

#include "device/versions.h"
#include "devicetablemodel.h"
#include "nogpupanel.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

namespace cvz {

DevicesPage::DevicesPage(Probe probe, QWidget* parent)
    : QWidget(parent)
    , m_probe(probe ? std::move(probe) : Probe([] { return collectDeviceReport(); }))
    , m_gpuStack(new QStackedWidget(this))
    , m_noGpuPanel(new NoGpuPanel(this))
    , m_table(new QTableView(this))
    , m_model(new DeviceTableModel(this))
    , m_versions(new QLabel(this))
    , m_cpuForm(new QFormLayout)
    , m_refreshButton(new QPushButton(tr("&Refresh"), this))
    , m_busy(new QProgressBar(this))
{
    setObjectName(QStringLiteral("devicesPage"));
    m_table->setObjectName(QStringLiteral("deviceTable"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionMode(QAbstractItemView::ContiguousSelection);
    m_versions->setObjectName(QStringLiteral("cudaVersions"));
    m_versions->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* gpuTable = new QWidget(this);
    auto* gpuTableLayout = new QVBoxLayout(gpuTable);
    gpuTableLayout->setContentsMargins(0, 0, 0, 0);
    gpuTableLayout->addWidget(m_versions);
    gpuTableLayout->addWidget(m_table);
    m_gpuStack->addWidget(m_noGpuPanel);
    m_gpuStack->addWidget(gpuTable);

    auto* gpuBox = new QGroupBox(tr("CUDA devices (GPU)"), this);
    auto* gpuLayout = new QVBoxLayout(gpuBox);
    gpuLayout->addWidget(m_gpuStack);

    m_limits = new ArchLimitsView(this);

    auto* cpuBox = new QGroupBox(tr("Host (CPU)"), this);
    cpuBox->setLayout(m_cpuForm);

    m_refreshButton->setToolTip(tr("Ask the CUDA driver again, for example after plugging in an eGPU."));
    m_busy->setMaximumWidth(160);
    m_busy->setFormat(tr("Looking for GPUs…"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_busy);
    buttons->addWidget(m_refreshButton);

    // The GPU (or why there is none) beside CUDA's limits, which hold on any computer.
    auto* top = new QHBoxLayout;
    top->addWidget(gpuBox, 3);
    top->addWidget(m_limits, 2);
    m_ceilings = new CeilingsPanel(this);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(cpuBox, 3);
    bottom->addWidget(m_ceilings, 2);
    // Everything but the buttons scrolls up and down on a projector's 768 lines.
    auto* content = new QWidget(this);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(top, 3);
    contentLayout->addLayout(bottom, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new VerticalScrollArea(content, this), 1);
    layout->addLayout(buttons);

    connect(m_refreshButton, &QPushButton::clicked, this, &DevicesPage::refresh);
    m_job.attach(m_busy, nullptr); // a probe has no meaningful percentage, nor a way to stop it
    connect(&m_job, &JobTracker::runningChanged, m_refreshButton,
        [this](bool running) { m_refreshButton->setEnabled(!running); });
    m_job.onFinished([this](const DeviceReport& report) {
        showReport(report);
        if (std::exchange(m_refreshAgain, false))
            refresh();
    });
}

void DevicesPage::refresh()
{
    if (m_job.isRunning()) {
        m_refreshAgain = true; // its report may predate what made us ask
        return;
    }
    // Creating a CUDA context can take a second or more: never on the GUI thread.
    m_job.start([probe = m_probe](JobProgress&) { return probe(); });
}

void DevicesPage::showReport(const DeviceReport& report)
{
    m_report = report;
    if (report.cudaAvailable()) {
        m_model->setDevices(report.devices);
        m_versions->setText(tr("CUDA driver %1 · runtime %2 · cuBLAS %3")
                                .arg(formatCudaVersion(report.driverVersion), formatCudaVersion(report.runtimeVersion),
                                    formatCublasVersion(report.cublasVersion)));
        m_gpuStack->setCurrentIndex(1);
        m_limits->selectComputeCapability(report.firstUsableDevice()->ccMajor, report.firstUsableDevice()->ccMinor);
    } else {
        m_model->setDevices({});
        m_noGpuPanel->setAvailability(report.availability);
        m_gpuStack->setCurrentIndex(0);
    }
    showCpu(report.cpu);
    m_ceilings->setReport(report);
    Q_EMIT reportChanged(report);
}

void DevicesPage::showCpu(const CpuInfo& cpu)
{
    while (m_cpuForm->rowCount() > 0)
        m_cpuForm->removeRow(0);
    const QString cores = cpu.physicalCores > 0
        ? tr("%1 logical, %2 physical").arg(cpu.logicalCores).arg(cpu.physicalCores)
        : tr("%1 logical").arg(cpu.logicalCores);
    m_cpuForm->addRow(tr("Model:"), new QLabel(cpu.model));
    m_cpuForm->addRow(tr("Architecture:"), new QLabel(cpu.architecture));
    m_cpuForm->addRow(tr("Cores:"), new QLabel(cores));
    m_cpuForm->addRow(tr("Best SIMD:"), new QLabel(cpu.simdLevel));
    m_cpuForm->addRow(tr("Eigen uses:"), new QLabel(cpu.eigenSimd));
    if (const QString givenUp = simdGivenUp(cpu); !givenUp.isEmpty()) {
        auto* note = new QLabel(givenUp);
        note->setObjectName(QStringLiteral("simdGivenUp"));
        note->setWordWrap(true);
        m_cpuForm->addRow(tr("Given up:"), note);
    }
}

} // namespace cvz
