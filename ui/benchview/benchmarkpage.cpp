#include "benchmarkpage.h"

#include "util/linebreaks.h"
#include "verticalscrollarea.h"

#include "bench/benchrequest.h"
#include "bench/cpumatmul.h"
#include "benchresultsmodel.h"
#include "chartview/chartfactory.h"
#include "chartview/chartspage.h"
#include "chartview/chartstyle.h"
#include "presentationmode.h"
#include "rememberedcontrols.h"
#include "util/fileio.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace cvz {

BenchmarkPage::BenchmarkPage(QWidget* parent)
    : QWidget(parent)
    , m_sizes(new QLineEdit(QStringLiteral("128,256,512,1024"), this))
    , m_shape(new QLineEdit(this))
    , m_gpuNotice(new QLabel(this))
    , m_samples(new QSpinBox(this))
    , m_threads(new QSpinBox(this))
    , m_pinned(new QRadioButton(tr("Pinned (page-locked)"), this))
    , m_pageable(new QRadioButton(tr("Pageable"), this))
    , m_flushL2(new QCheckBox(tr("Empty the L2 cache before each sample"), this))
    , m_device(new QComboBox(this))
    , m_run(new QPushButton(tr("&Run"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_save(new QPushButton(tr("Save results…"), this))
    , m_progress(new QProgressBar(this))
    , m_message(new QLabel(this))
    , m_table(new QTableView(this))
    , m_model(new BenchResultsModel(this))
    , m_chart(new QChartView(this))
    , m_exportChart(new QPushButton(tr("Export chart…"), this))
{
    setObjectName(QStringLiteral("benchmarkPage"));
    // The form scrolls up and down on a projector's 768 lines rather than grow the window.
    auto* form = new QWidget(this);
    form->setLayout(buildForm());
    form->layout()->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(new VerticalScrollArea(form, this), 0);
    layout->addLayout(buildResults(), 1);
    connectRun();
    setGpu(DeviceReport {});
    rememberForm();
}

// The left column: sizes, backends, samples, threads, copies, GPU, and the buttons.
QLayout* BenchmarkPage::buildForm()
{
    m_sizes->setObjectName(QStringLiteral("sizesEdit"));
    m_sizes->setToolTip(tr("Square sizes N (C = A × B with N×N matrices), separated by commas"));
    m_shape->setObjectName(QStringLiteral("shapeEdit"));
    m_shape->setPlaceholderText(tr("optional, e.g. 1024x512x256"));
    m_shape->setToolTip(tr("A non-square problem M×K×N: A is M×K, B is K×N"));

    auto* backendsBox = new QGroupBox(tr("Backends"), this);
    auto* backendsLayout = new QVBoxLayout(backendsBox);
    for (Backend b : allBackends()) {
        auto* box = new QCheckBox(QStringLiteral("%1 — %2").arg(backendKey(b), backendDescription(b)), this);
        box->setObjectName(backendKey(b));
        box->setChecked(b == Backend::CpuEigen || b == Backend::GpuCublas || b == Backend::GpuTiled);
        backendsLayout->addWidget(box);
        m_backendBoxes[b] = box;
    }
    m_gpuNotice->setObjectName(QStringLiteral("gpuNotice"));
    m_gpuNotice->setWordWrap(true);
    backendsLayout->addWidget(m_gpuNotice);

    m_samples->setObjectName(QStringLiteral("samplesSpin"));
    m_samples->setRange(1, CVZ_MAX_SAMPLES);
    m_samples->setValue(10);
    m_samples->setToolTip(tr("Timed runs after one warm-up; at least 10 for a trustworthy median"));
    m_threads->setObjectName(QStringLiteral("threadsSpin"));
    m_threads->setRange(0, 1024);
    m_threads->setSpecialValueText(tr("all cores (%1)").arg(defaultCpuThreads()));
    m_pinned->setChecked(true);
    m_flushL2->setObjectName(QStringLiteral("flushL2Check"));
    m_flushL2->setChecked(true);
    m_flushL2->setToolTip(tr("Before every sample the GPU overwrites a buffer twice the size of its L2 cache, as "
                             "nvbench does, so that no sample finds A, B or C there. Off: small products run from "
                             "the cache and look faster than they would on fresh data."));
    m_device->setObjectName(QStringLiteral("deviceCombo"));

    auto* form = new QFormLayout;
    form->addRow(tr("Sizes N:"), m_sizes);
    form->addRow(tr("Or M×K×N:"), m_shape);
    form->addRow(tr("Samples:"), m_samples);
    form->addRow(tr("CPU threads:"), m_threads);
    auto* copies = new QHBoxLayout;
    copies->addWidget(m_pinned);
    copies->addWidget(m_pageable);
    form->addRow(tr("Host memory:"), copies);
    form->addRow(tr("GPU:"), m_device);
    form->addRow(QString(), m_flushL2);

    m_run->setObjectName(QStringLiteral("runButton"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_cancel->setEnabled(false);
    m_save->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_save);

    auto* left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(backendsBox);
    left->addLayout(buttons);
    left->addStretch(1);
    return left;
}

// The right column: progress, message, the sortable results and their chart.
QLayout* BenchmarkPage::buildResults()
{
    m_progress->setObjectName(QStringLiteral("benchProgress"));
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_message->setObjectName(QStringLiteral("benchMessage"));
    m_message->setWordWrap(true);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(BenchResultsModel::SortRole);
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true); // the Note column takes the rest
    m_table->setWordWrap(false); // rows stay one line; a long note is the row's tooltip
    // Every column as wide as its title and values ("Median ms", not "Median m"); Note takes the rest.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    auto* copy = new QAction(tr("Copy"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &BenchmarkPage::copySelection);
    m_table->addAction(copy);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto* right = new QVBoxLayout;
    right->addWidget(m_progress);
    right->addWidget(m_message);
    right->addWidget(m_table, 1);
    m_chart->setObjectName(QStringLiteral("benchChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);
    m_chart->hide(); // until there are results to draw
    right->addWidget(m_chart, 1);
    m_exportChart->setObjectName(QStringLiteral("exportChartButton"));
    m_exportChart->hide();
    right->addWidget(m_exportChart, 0, Qt::AlignRight);
    connect(m_exportChart, &QPushButton::clicked, this, [this] {
        const QString message = exportChartInteractively(
            this, ChartKind::Bars, ChartMetric::TimeMs, { ChartSource { tr("this machine"), m_model->results() } }, {});
        if (!message.isEmpty())
            m_message->setText(message);
    });
    return right;
}

// Run, Cancel, Save and the watcher that brings the results back to the GUI thread.
void BenchmarkPage::connectRun()
{
    connect(m_run, &QPushButton::clicked, this, &BenchmarkPage::run);
    connect(m_cancel, &QPushButton::clicked, this, &BenchmarkPage::cancel);
    connect(m_save, &QPushButton::clicked, this, &BenchmarkPage::saveResults);
    m_job.attach(m_progress, m_cancel, false);
    connect(&m_job, &JobTracker::runningChanged, this, &BenchmarkPage::setRunning);
    connect(&m_job, &JobTracker::progressTextChanged, this,
        [this](const QString& text) { m_progress->setFormat(text + QStringLiteral("  %v/%m")); });
    m_job.onFinished([this](const BenchResultSet& set) { showFinishedRun(set); });
    connect(&m_job, &JobTracker::failed, this, &BenchmarkPage::showError);
}

void BenchmarkPage::showFinishedRun(const BenchResultSet& measured)
{
    const BenchResultSet set = m_kept.results.empty() ? measured : mergeResults(m_kept, measured);
    m_kept = {};
    m_model->setResults(set);
    int failed = 0, skipped = 0;
    for (const BenchResult& r : set.results) {
        failed += r.status == RunStatus::Failed;
        skipped += r.status == RunStatus::Skipped;
    }
    m_message->setText(m_job.wasCancelled() ? tr("Cancelled: the runs that finished are shown.")
            : failed                        ? tr("%n run(s) failed: see the Note column.", nullptr, failed)
                                            : tr("Done: %n result(s).", nullptr, int(measured.results.size())));
    m_save->setEnabled(true);
    drawChart();
    m_chart->show();
    m_exportChart->show();
    Q_EMIT resultsChanged(set);
}

// The last run's bars under the table: small text in a window keeps every title whole; presented,
// the projector's minimum.
void BenchmarkPage::drawChart()
{
    if (m_model->results().results.empty())
        return;
    QChart* old = m_chart->chart();
    ChartStyle compact;
    compact.basePointSize = m_presenting ? presentedChartPoints(PresentationMode::screenHeightOf(this)) : 10;
    m_chart->setChart(makeChart(
        ChartKind::Bars, ChartMetric::TimeMs, { ChartSource { tr("this machine"), m_model->results() } }, compact));
    delete old;
}

void BenchmarkPage::setPresentation(bool on)
{
    m_presenting = on;
    drawChart();
}

// The form is remembered between starts, like every other choice.
void BenchmarkPage::rememberForm()
{
    remember(m_sizes, QStringLiteral("benchmark/sizes"));
    remember(m_shape, QStringLiteral("benchmark/shape"));
    for (const auto& [backend, box] : m_backendBoxes)
        remember(box, QStringLiteral("benchmark/backend/") + backendKey(backend));
    remember(m_samples, QStringLiteral("benchmark/samples"));
    remember(m_threads, QStringLiteral("benchmark/threads"));
    remember(m_pinned, QStringLiteral("benchmark/pinned"));
    remember(m_pageable, QStringLiteral("benchmark/pageable"));
    remember(m_flushL2, QStringLiteral("benchmark/flushL2"));
}

BenchmarkPage::~BenchmarkPage() = default; // the job cancels and waits for its work

void BenchmarkPage::setGpu(const DeviceReport& report)
{
    m_report = report;
    const bool gpu = report.module && report.cudaAvailable();
    for (const auto& [backend, box] : m_backendBoxes)
        if (isGpu(backend))
            box->setVisible(gpu);
    m_gpuNotice->setText(gpu
            ? QString()
            : tr("GPU backends are not offered: no CUDA GPU was found (%1). The CPU backends run as "
                 "usual.")
                  .arg(report.availability.reason.isEmpty() ? tr("not probed yet") : report.availability.reason));
    m_gpuNotice->setVisible(!gpu);
    m_device->clear();
    for (const GpuDeviceInfo& d : report.devices)
        m_device->addItem(d.usable() ? QStringLiteral("%1: %2").arg(d.index).arg(d.name)
                                     : tr("%1: %2 (cannot run now)").arg(d.index).arg(d.name));
    if (const GpuDeviceInfo* first = report.firstUsableDevice())
        m_device->setCurrentIndex(int(first - report.devices.data()));
    m_device->setEnabled(gpu && report.devices.size() > 1);
    m_pinned->setEnabled(gpu);
    m_pageable->setEnabled(gpu);
    m_flushL2->setEnabled(gpu);
}

void BenchmarkPage::setForm(const QString& sizes, const std::vector<Backend>& backends, bool pinned)
{
    m_sizes->setText(sizes);
    m_pinned->setChecked(pinned);
    m_pageable->setChecked(!pinned);
    m_shape->clear();
    for (const auto& [backend, box] : m_backendBoxes)
        box->setChecked(std::find(backends.begin(), backends.end(), backend) != backends.end());
}

std::optional<BenchRequest> BenchmarkPage::request(QString* error) const
{
    // The form as core's BenchForm: the same checks as `cudaviz bench` and the lessons.
    BenchForm form;
    form.sizes = m_sizes->text();
    form.shapes = QStringList { m_shape->text() };
    for (const auto& [backend, box] : m_backendBoxes)
        if (box->isChecked())
            form.backends.push_back(backend);
    form.dropGpuBackends = !(m_report.module && m_report.cudaAvailable()); // not offered without a GPU
    form.samples = m_samples->value();
    form.threads = m_threads->value();
    form.pinned = m_pinned->isChecked();
    form.flushL2 = m_flushL2->isChecked();
    form.device = std::max(0, m_device->currentIndex());
    return buildBenchRequest(form, error);
}

void BenchmarkPage::showError(const QString& message)
{
    m_message->setText(QStringLiteral("<span style=\"color:#b00020\"><b>%1</b></span>").arg(message.toHtmlEscaped()));
}

void BenchmarkPage::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_progress->setVisible(running); // the job enables Cancel while it runs
}

void BenchmarkPage::run(bool keepEarlier)
{
    if (m_job.isRunning())
        return;
    QString error;
    const auto req = request(&error);
    if (!req) {
        showError(error);
        return;
    }
    // A new run starts clean: the previous rows, chart and progress text belong to another run,
    // unless they are kept to be merged with it when it ends.
    m_kept = keepEarlier ? m_model->results() : BenchResultSet {};
    m_model->setResults({});
    m_chart->hide();
    m_exportChart->hide();
    m_save->setEnabled(false);
    m_progress->setFormat(QStringLiteral("%v/%m"));
    m_message->setText(tr("Running… the first size also computes the cpu-eigen reference."));
    m_job.start([report = m_report, request = *req](JobProgress& progress) {
        BenchmarkRunner runner(report.module.get(), report);
        progress.setRange(0, int64_t(request.shapes.size() * request.backends.size()));
        progress.setValue(0);
        return runner.run(request, progress.cancelFlag(), [&progress](const BenchProgress& p) {
            progress.setText(
                QStringLiteral("%1 %2×%3×%4").arg(backendKey(p.backend)).arg(p.shape.m).arg(p.shape.k).arg(p.shape.n));
            progress.setValue(p.runsDone);
        });
    });
}

void BenchmarkPage::cancel()
{
    // The runner checks between samples (CPU) and the module between kernel samples (GPU).
    m_job.cancel();
    m_message->setText(tr("Cancelling after the current sample…"));
}

void BenchmarkPage::copySelection() const
{
    const QModelIndexList rows
        = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList();
    QStringList lines;
    QStringList header;
    for (int c = 0; c < BenchResultsModel::ColumnCount; ++c)
        header << m_model->headerData(c, Qt::Horizontal).toString();
    lines << header.join(QLatin1Char('\t'));
    const QAbstractItemModel* view = m_table->model();
    for (int row = 0; row < view->rowCount(); ++row) {
        if (!rows.isEmpty() && !m_table->selectionModel()->isRowSelected(row, {}))
            continue;
        QStringList cells;
        for (int c = 0; c < BenchResultsModel::ColumnCount; ++c)
            cells << view->index(row, c).data().toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    QApplication::clipboard()->setText(withoutBreakMarks(lines.join(QLatin1Char('\n')) + QLatin1Char('\n')));
}

void BenchmarkPage::saveResults()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save results"), QStringLiteral("cudaviz-results.json"), tr("JSON (*.json);;CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const BenchResultSet& set = m_model->results();
    const QByteArray contents = path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)
        ? toCsv(set).toUtf8()
        : QJsonDocument(toJson(set)).toJson(QJsonDocument::Indented);
    QString error;
    if (!writeOutputFile(path, contents, &error))
        showError(error + QLatin1Char(' ') + tr("Nothing was written; choose another folder."));
    else
        m_message->setText(tr("Saved %1.").arg(path));
}

} // namespace cvz
