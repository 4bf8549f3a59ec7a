#include "ladderdialog.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cvz {

namespace {
LadderResult traceLadder(JobProgress& progress, MatmulShape shape, ArchLimits arch)
{
    const std::vector<TeachingKernel> ladder = ladderKernels();
    progress.setRange(0, int64_t(ladder.size()) * 100);
    std::vector<LadderRow> rows;
    for (size_t i = 0; i < ladder.size(); ++i) {
        MappingSetup setup;
        setup.kernel = ladder[i];
        setup.shape = shapeOf(shape);
        setup.launch = matmulLaunch(setup.kernel, shape);
        const TraceOutcome traced
            = traceKernel(setup, progress.cancelFlag(), [&progress, i](int64_t done, int64_t blocks) {
                  progress.setValue(int64_t(i) * 100 + 100 * done / std::max<int64_t>(1, blocks));
              });
        if (!traced.report)
            return LadderResult { {}, progress.cancelled() ? QString() : traced.error };
        LadderRow row;
        row.kernel = setup.kernel;
        row.report = *traced.report;
        row.seconds = traced.seconds;
        row.occupancy = ladderOccupancy(setup.kernel, shape, arch, &row.registers, &row.sharedBytes);
        rows.push_back(std::move(row));
    }
    return LadderResult { std::move(rows), {} };
}

QTableWidgetItem* cell(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}
} // namespace

LadderDialog::LadderDialog(ResultsProvider results, QWidget* parent)
    : QDialog(parent)
    , m_results(std::move(results))
    , m_size(new QSpinBox(this))
    , m_arch(new QComboBox(this))
    , m_count(new QPushButton(tr("&Count"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_table(new QTableWidget(this))
    , m_note(new QLabel(this))
{
    setAttribute(Qt::WA_WindowPropagation); // presentation mode's large font and contrast reach it
    setObjectName(QStringLiteral("ladderDialog"));
    setWindowTitle(tr("The matmul ladder: memory traffic side by side"));
    m_size->setObjectName(QStringLiteral("ladderSize"));
    m_size->setRange(16, 256);
    m_size->setSingleStep(16);
    m_size->setValue(128);
    m_size->setPrefix(tr("N = "));
    m_size->setToolTip(tr("M = N = K. Tracing the four at N = 256 takes about 6 s on one core."));
    for (const ArchLimits& a : archLimitsTable())
        m_arch->addItem(QStringLiteral("sm_%1%2").arg(a.ccMajor).arg(a.ccMinor), a.ccMajor * 10 + a.ccMinor);
    m_arch->setCurrentIndex(m_arch->findData(90));
    m_arch->setToolTip(tr("The architecture whose occupancy is shown"));
    m_cancel->setEnabled(false);
    m_progress->setFormat(tr("Tracing… %p%"));
    m_progress->setValue(0);

    m_table->setObjectName(QStringLiteral("ladderTable"));
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({ tr("Kernel"), tr("Load sectors / request"), tr("Store sectors / request"),
        tr("Sectors in all"), tr("Shared wavefronts / request"), tr("Occupancy"), tr("Measured (median)") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("ladderNote"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_size);
    controls->addWidget(m_arch);
    controls->addWidget(m_count);
    controls->addWidget(m_progress, 1);
    controls->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);
    layout->setStretch(1, 1);
    resize(1100, 440);

    connect(m_count, &QPushButton::clicked, this, &LadderDialog::count);
    m_job.attach(m_progress, m_cancel, false);
    connect(&m_job, &JobTracker::runningChanged, m_count, [this](bool running) { m_count->setEnabled(!running); });
    connect(&m_job, &JobTracker::failed, m_note, &QLabel::setText);
    m_job.onFinished([this](const LadderResult& result) {
        m_progress->setFormat(tr("Done"));
        if (m_job.wasCancelled() && result.rows.empty()) {
            m_note->setText(tr("Cancelled."));
            return;
        }
        if (!result.error.isEmpty()) {
            m_note->setText(result.error);
            return;
        }
        showRows(result.rows, m_tracedN);
    });
}

LadderDialog::~LadderDialog() = default; // the job cancels and waits for its work

void LadderDialog::count()
{
    if (m_job.isRunning())
        return;
    const int cc = m_arch->currentData().toInt();
    const auto arch = archLimitsFor(cc / 10, cc % 10);
    if (!arch)
        return;
    const int64_t n = m_size->value();
    m_tracedN = n;
    m_tracedArch = m_arch->currentText();
    m_note->setText(tr("Running the four kernels at %1 x %1 x %1 in the emulator…").arg(n));
    m_progress->setFormat(tr("Tracing… %p%"));
    m_job.start([shape = MatmulShape { n, n, n }, arch = *arch](
                    JobProgress& progress) { return traceLadder(progress, shape, arch); });
}

void LadderDialog::showRows(const std::vector<LadderRow>& rows, int64_t n)
{
    const std::vector<ChartSource> sources = m_results ? m_results() : std::vector<ChartSource> {};
    m_table->setRowCount(int(rows.size()));
    bool anyMeasured = false;
    double seconds = 0.0;
    for (size_t i = 0; i < rows.size(); ++i) {
        const LadderRow& r = rows[i];
        const GlobalTraffic& g = r.report.global;
        const int row = int(i);
        m_table->setItem(row, 0, new QTableWidgetItem(teachingKernelKey(r.kernel)));
        m_table->setItem(row, 1, cell(QString::number(g.load.sectorsPerRequest(), 'f', 2)));
        m_table->setItem(row, 2, cell(QString::number(g.store.sectorsPerRequest(), 'f', 2)));
        m_table->setItem(row, 3, cell(QLocale().toString(g.load.sectors + g.store.sectors)));
        m_table->setItem(row, 4,
            cell(r.report.shared.requests() ? QString::number(r.report.shared.conflictDegree(), 'f', 2)
                                            : QStringLiteral("–")));
        m_table->setItem(row, 5,
            cell(r.occupancy ? tr("%1 % (%2 registers)").arg(qRound(100.0 * r.occupancy->occupancy)).arg(r.registers)
                             : tr("unknown (no GPU module in this build)")));
        QStringList measured;
        for (const LadderMeasurement& m : ladderMeasurements(ladderBackend(r.kernel), { n, n, n }, sources))
            measured << tr("%1: %2 ms, %3 GFLOP/s").arg(m.machine).arg(m.medianMs, 0, 'g', 3).arg(m.gflops, 0, 'f', 0);
        anyMeasured |= !measured.isEmpty();
        m_table->setItem(
            row, 6, new QTableWidgetItem(measured.isEmpty() ? tr("–") : measured.join(QStringLiteral("; "))));
        seconds += r.seconds;
    }
    QString note = tr("Sectors are what the warps ask the memory system for, instruction by instruction, before any "
                      "cache reuse (docs/memory-model.md). Occupancy on %1. Traced in %2 s.")
                       .arg(m_tracedArch)
                       .arg(seconds, 0, 'f', 1);
    note += QLatin1Char(' ')
        + (anyMeasured ? tr("Measured times are the results at exactly %1 x %1 x %1 from this machine's runs and the "
                            "files opened on the Charts page.")
                             .arg(n)
                       : tr("No measured time at %1 x %1 x %1 yet: run the GPU backends at that size on the Benchmark "
                            "page, or open a result file from a machine with a GPU on the Charts page.")
                             .arg(n));
    m_note->setText(note);
}

} // namespace cvz
