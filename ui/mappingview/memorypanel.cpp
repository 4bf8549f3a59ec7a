#include "memorypanel.h"

#include "util/linebreaks.h"

#include "util/chinesespacing.h"

#include "ladderdialog.h"
#include "memory/kernelresources.h"
#include "memory/occupancy.h"
#include "memory/sitesource.h"
#include "memoryinstructionview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace cvz {

namespace {
QTableWidgetItem* cell(const QString& text, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    return item;
}
} // namespace

MemoryPanel::MemoryPanel(QWidget* parent)
    : QWidget(parent)
    , m_view(new MemoryInstructionView(this))
    , m_title(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_instructionBox(new QSpinBox(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_arch(new QComboBox(this))
    , m_registers(new QSpinBox(this))
    , m_threads(new QSpinBox(this))
    , m_shared(new QSpinBox(this))
    , m_occupancy(new QLabel(this))
    , m_ladder(new QPushButton(tr("Compare the matmul &ladder…"), this))
{
    setObjectName(QStringLiteral("memoryPanel"));
    setupInstructionControls();

    auto* nav = new QHBoxLayout;
    nav->addWidget(m_previous);
    nav->addWidget(m_instructionBox, 1);
    nav->addWidget(m_next);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);

    setupReportTable();
    QGroupBox* occupancyBox = buildOccupancyBox();
    buildLayout(nav, progressRow, occupancyBox);
    connectSignals();
}

void MemoryPanel::setupInstructionControls()
{
    m_title->setObjectName(QStringLiteral("memoryTitle"));
    m_title->setWordWrap(true);
    m_verdict->setObjectName(QStringLiteral("memoryVerdict"));
    m_verdict->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("memorySummary"));
    m_summary->setWordWrap(true);
    m_occupancy->setObjectName(QStringLiteral("memoryOccupancy"));
    m_occupancy->setWordWrap(true);
    m_previous->setArrowType(Qt::LeftArrow);
    m_previous->setToolTip(tr("Previous instruction of this warp"));
    m_next->setArrowType(Qt::RightArrow);
    m_next->setToolTip(tr("Next instruction of this warp"));
    m_instructionBox->setObjectName(QStringLiteral("memoryInstruction"));
    m_instructionBox->setPrefix(tr("instruction "));
    m_progress->setFormat(tr("Recording every access… %p%"));
    m_progress->hide();
    m_cancel->hide();
}

void MemoryPanel::setupReportTable()
{
    m_table->setObjectName(QStringLiteral("memoryReportTable"));
    m_table->setColumnCount(6);
    // Short headers keep the table as narrow as the panel; the tooltips say them in full.
    const QStringList headers { tr("Access"), tr("Req."), tr("Sect./req."), tr("Ideal"), tr("Eff."),
        tr("Wavef./req.") };
    const QStringList tips { tr("The kernel's line and the array it reads or writes"),
        tr("Warp instructions (requests), each with every lane that issued it, out of bounds too"),
        tr("32-byte sectors per request: 4 for 32 lanes reading 32 neighbouring floats"),
        tr("Sectors per request if the same bytes were packed and aligned"),
        tr("Bytes asked for / bytes moved in whole sectors"),
        tr("Shared memory: passes per request; 1 means no bank conflict") };
    m_table->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < 6; ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(tips[c]);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Every column as wide as its text, also presented (fitColumns): a panel too narrow for all
    // of them scrolls sideways rather than cutting "load partial (line 22)" or a title.
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setWordWrap(true);
    m_table->viewport()->installEventFilter(this);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // rows as tall as the font
    m_table->setMinimumHeight(120);
}

QGroupBox* MemoryPanel::buildOccupancyBox()
{
    for (const ArchLimits& a : archLimitsTable())
        m_arch->addItem(QStringLiteral("sm_%1%2 (%3)").arg(a.ccMajor).arg(a.ccMinor).arg(QLatin1String(a.architecture)),
            a.ccMajor * 10 + a.ccMinor);
    m_arch->setCurrentIndex(m_arch->findData(90));
    m_registers->setRange(1, 255);
    m_registers->setValue(32);
    m_threads->setRange(1, 1024);
    m_shared->setRange(0, 227 * 1024);
    m_shared->setSingleStep(1024);
    m_shared->setSuffix(tr(" bytes"));
    auto* occupancyBox = new QGroupBox(tr("Occupancy (what if?)"), this);
    auto* form = new QFormLayout(occupancyBox);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Architecture"), m_arch);
    form->addRow(tr("Registers per thread"), m_registers);
    form->addRow(tr("Threads per block"), m_threads);
    form->addRow(tr("Shared memory per block"), m_shared);
    return occupancyBox;
}

void MemoryPanel::buildLayout(QHBoxLayout* nav, QHBoxLayout* progressRow, QGroupBox* occupancyBox)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_title);
    layout->addLayout(nav);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_verdict);
    layout->addLayout(progressRow);
    layout->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Kernel report")), this));
    layout->addWidget(m_summary);
    layout->addWidget(m_table);
    layout->addWidget(occupancyBox);
    layout->addWidget(m_occupancy); // outside the form: a wrapped label there is given too little height
    m_ladder->setObjectName(QStringLiteral("openLadder"));
    m_ladder->setToolTip(
        tr("The four matmul kernels side by side at one size, with measured times where results exist"));
    layout->addWidget(m_ladder);
    auto* scroll = m_scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
}

void MemoryPanel::connectSignals()
{
    connect(m_previous, &QToolButton::clicked, this, [this] { selectInstruction(m_index - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { selectInstruction(m_index + 1); });
    connect(m_instructionBox, &QSpinBox::valueChanged, this, [this](int v) { selectInstruction(v - 1); });
    connect(m_ladder, &QPushButton::clicked, this, &MemoryPanel::openLadder);
    m_job.attach(m_progress, m_cancel);
    connect(&m_job, &JobTracker::failed, m_title, &QLabel::setText);
    m_job.onFinished([this](const MemoryRecording& result) {
        if (m_recordingGeneration != m_generation)
            return; // recorded for a setup the page has left: it must not come back
        if (!result.kernel) {
            m_recorded.reset();
            m_instructions.clear();
            m_view->setInstruction(std::nullopt, {});
            m_title->setText(m_job.wasCancelled() ? tr("Cancelled: no memory report for this launch.") : result.error);
            m_verdict->clear();
            m_summary->clear();
            m_table->setRowCount(0);
            return;
        }
        m_recorded = result.kernel;
        showRecorded();
    });
    for (QSpinBox* box : { m_registers, m_threads, m_shared })
        connect(box, &QSpinBox::valueChanged, this, &MemoryPanel::updateOccupancy);
    connect(m_arch, &QComboBox::currentIndexChanged, this, [this] {
        // A new architecture: the compiler's numbers for it, when the build has them.
        if (m_recorded)
            if (const auto r = compiledResourcesOf(teachingKernelKey(m_recorded->setup.kernel),
                    m_arch->currentData().toInt() / 10, m_arch->currentData().toInt() % 10))
                m_registers->setValue(r->registers);
        updateOccupancy();
    });
}

MemoryPanel::~MemoryPanel() = default; // the job cancels and waits for its work

void MemoryPanel::openLadder()
{
    auto* dialog = new LadderDialog(m_results, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->count();
}

void MemoryPanel::setPalette(const MappingPalette& palette)
{
    m_view->setPalette(palette);
}

void MemoryPanel::setSetup(const MappingSetup& setup)
{
    // The old record no longer matches the picture: nothing is shown until the new one is ready.
    m_recorded.reset();
    m_instructions.clear();
    m_block = -1;
    m_warp = -1;
    m_view->setInstruction(std::nullopt, {});
    m_title->setText(tr("The Memory tab records the launch when it is shown."));
    m_verdict->clear();
    ++m_generation;
    m_job.cancel(); // a recording of the old setup stops; its result is dropped
    m_pending = setup;
    if (isVisible())
        startRecording();
}

void MemoryPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_pending)
        startRecording();
}

void MemoryPanel::startRecording()
{
    if (!m_pending)
        return;
    const MappingSetup setup = *m_pending;
    m_pending.reset();
    m_title->setText(tr("Recording every load and store of %1…").arg(teachingKernelKey(setup.kernel)));
    m_recordingGeneration = m_generation;
    m_job.start([setup](JobProgress& progress) {
        progress.setRange(0, setup.launch.blockCount());
        MemoryRecording result;
        result.kernel = recordKernel(
            setup, progress.cancelFlag(), [&progress](int64_t done, int64_t) { progress.setValue(done); },
            &result.error);
        return result;
    });
}

void MemoryPanel::showRecorded()
{
    m_layout = MemoryLayout(m_recorded->trace->arrays);
    m_sites = SiteLocator(teachingKernelKey(m_recorded->setup.kernel), m_recorded->trace->sites);
    m_block = -1;
    m_warp = -1;
    const MappingSetup& s = m_recorded->setup;
    const auto compiled = compiledResourcesOf(
        teachingKernelKey(s.kernel), m_arch->currentData().toInt() / 10, m_arch->currentData().toInt() % 10);
    int64_t shared = 0;
    for (const TracedArray& a : m_recorded->report.arrays)
        if (a.shared)
            shared += a.size * kElementBytes;
    const QSignalBlocker b1(m_registers), b2(m_threads), b3(m_shared);
    m_registers->setValue(compiled ? compiled->registers : 32);
    m_registers->setToolTip(compiled ? tr("What ptxas gave this kernel for this architecture (build time).")
                                     : tr("This build has no GPU module, so no compiler numbers: 32 is a guess."));
    m_threads->setValue(int(std::min<int64_t>(1024, s.launch.threadsPerBlock())));
    m_shared->setValue(int(compiled ? compiled->sharedBytes : shared));
    applyWhatIf();
    m_whatIfRegisters.reset();
    m_whatIfShared.reset();
    fillReport();
    updateOccupancy();
    showThread(m_thread);
}

void MemoryPanel::showThread(int64_t thread)
{
    m_thread = std::max<int64_t>(0, thread);
    if (!m_recorded)
        return;
    const int64_t perBlock = m_recorded->setup.launch.threadsPerBlock();
    const int64_t total = m_recorded->setup.launch.totalThreads();
    const int64_t t = std::min(m_thread, total - 1);
    const int64_t block = t / perBlock;
    const int warp = int((t % perBlock) / kWarpSize);
    if (block != m_block || warp != m_warp) {
        m_block = block;
        m_warp = warp;
        m_instructions = warpInstructionsOf(*m_recorded->trace, perBlock, block, warp, m_layout);
    }
    const QSignalBlocker blocker(m_instructionBox);
    m_instructionBox->setRange(m_instructions.empty() ? 0 : 1, int(m_instructions.size()));
    selectInstruction(std::clamp(m_index, 0, std::max(0, int(m_instructions.size()) - 1)));
}

void MemoryPanel::selectInstruction(int index)
{
    if (m_instructions.empty()) {
        m_index = 0;
        showInstruction();
        return;
    }
    m_index = std::clamp(index, 0, int(m_instructions.size()) - 1);
    const QSignalBlocker blocker(m_instructionBox);
    m_instructionBox->setValue(m_index + 1);
    showInstruction();
}

void MemoryPanel::showInstruction()
{
    m_previous->setEnabled(m_index > 0);
    m_next->setEnabled(m_index + 1 < int(m_instructions.size()));
    if (m_instructions.empty()) {
        m_view->setInstruction(std::nullopt, m_layout);
        m_title->setText(tr("Warp %1 of block %2 makes no memory access.").arg(m_warp).arg(m_block));
        m_verdict->clear();
        return;
    }
    const WarpInstruction& ins = m_instructions[size_t(m_index)];
    m_view->setInstruction(ins, m_layout);
    const SiteSource& src = m_sites.at(ins.site);
    const QString array = m_recorded->trace->arrays[ins.array].name;
    m_title->setText(tr("Warp %1 of block %2, %3 of %4: %5 %6, visit %7 of line %8: %9")
                         .arg(m_warp)
                         .arg(m_block)
                         .arg(m_index + 1)
                         .arg(m_instructions.size())
                         .arg(ins.write ? tr("store to") : tr("load from"), array)
                         .arg(ins.occurrence + 1)
                         .arg(src.line)
                         .arg(keepOperandsWhole(src.code).toHtmlEscaped()));
    const int lanes = ins.activeLanes();
    m_verdict->setText(tidyChineseSpacing(instructionVerdict(ins, lanes) + outOfBoundsNote(ins, array)));
}

// What a warp's lanes past the end of their array do on a GPU: they issue their addresses like
// the others, and those sectors count.
QString MemoryPanel::outOfBoundsNote(const WarpInstruction& ins, const QString& array) const
{
    const int outside = ins.outOfBoundsLanes();
    if (outside == 0)
        return {};
    return QLatin1Char(' ')
        + tr("%n of these lanes (red) are outside %1: a GPU issues their addresses too, so their sectors are "
             "counted; it reads or writes memory that is not %1's, or faults.",
            nullptr, outside)
              .arg(array);
}

QString MemoryPanel::instructionVerdict(const WarpInstruction& ins, int lanes) const
{
    if (ins.shared) {
        return ins.wavefronts <= 1
            ? tr("%1 lanes ask for %2 different words, each bank for at most one: one wavefront, no bank "
                 "conflict (lanes that ask for the same word share it: a broadcast).")
                  .arg(lanes)
                  .arg(ins.distinctWords)
            : tr("%1 lanes ask for %2 different words, but one bank is asked for %3 of them: a %3-way bank "
                 "conflict, %3 wavefronts instead of 1 (each row above is one pass).")
                  .arg(lanes)
                  .arg(ins.distinctWords)
                  .arg(ins.wavefronts);
    }
    // Lanes that read the same float share it: the bytes asked for are the distinct ones, so
    // two loads can have the same efficiency and move very different numbers of sectors.
    const QString asked = ins.distinctWords < lanes
        ? tr("%1 lanes ask for %n different float(s) (lanes reading the same one share it)", nullptr, ins.distinctWords)
              .arg(lanes)
        : tr("%1 lanes ask for %n float(s)", nullptr, ins.distinctWords).arg(lanes);
    return tr("%1, %2 bytes; they lie in %3 (%4), so %5 bytes move: efficiency %6 %. Packed and "
              "aligned, %7.")
        .arg(asked)
        .arg(ins.requestedBytes())
        .arg(tr("%n sector(s) of 32 bytes", nullptr, ins.sectors))
        .arg(tr("%n line(s) of 128", nullptr, ins.lines))
        .arg(ins.sectors * kSectorBytes)
        .arg(qRound(100.0 * ins.requestedBytes() / std::max(1, ins.sectors * kSectorBytes)))
        .arg(tr("%n sector(s) would do", nullptr, ins.idealSectors));
}

// Each number column as wide as its widest text, title or cell, in the fonts they are drawn in
// now (the header's own size hints lag a presentation font change by a layout); the first column
// takes the rest of the width and wraps its cells ("load partial" / "(line 22)"), down to its
// longest word: a panel narrower than that scrolls sideways, and nothing is cut.
void MemoryPanel::fitColumns()
{
    QHeaderView* header = m_table->horizontalHeader();
    const QFontMetrics titles(header->font()), cells(m_table->font());
    const auto titleWidth = [&](int c) {
        const QTableWidgetItem* title = m_table->horizontalHeaderItem(c);
        return title ? titles.horizontalAdvance(title->text()) + 12 : 0;
    };
    int numbers = 0;
    for (int c = 1; c < m_table->columnCount(); ++c) {
        int width = titleWidth(c);
        for (int r = 0; r < m_table->rowCount(); ++r)
            if (const QTableWidgetItem* item = m_table->item(r, c))
                width = std::max(width, cells.horizontalAdvance(item->text()) + 10);
        header->resizeSection(c, width);
        numbers += width;
    }
    int longestWord = titleWidth(0), whole = titleWidth(0);
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (const QTableWidgetItem* item = m_table->item(r, 0)) {
            whole = std::max(whole, cells.horizontalAdvance(item->text()) + 10);
            for (const QString& word : item->text().split(QLatin1Char(' '))) // no-break spaces join
                longestWord = std::max(longestWord, cells.horizontalAdvance(word) + 10);
        }
    header->resizeSection(
        0, std::clamp(m_table->viewport()->width() - numbers, longestWord, std::max(longestWord, whole)));
    m_table->resizeRowsToContents();
}

bool MemoryPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void MemoryPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitColumns();
}

void MemoryPanel::fillReport()
{
    const MemoryReport& r = m_recorded->report;
    m_table->setRowCount(int(r.bySite.size()));
    int row = 0;
    for (const SiteTraffic& s : r.bySite) {
        const SiteSource& src = m_sites.at(s.site);
        const QString what
            = tr("%1 %2 (line %3)").arg(s.write ? tr("store") : tr("load"), r.arrays[s.array].name).arg(src.line);
        // "(line 22)", "（第 22 行）": a number stays with the words beside it when the column wraps.
        static const QRegularExpression besideNumber(QStringLiteral("(?<=\\S) (?=\\d)|(?<=\\d) (?=\\S)"));
        m_table->setItem(row, 0, cell(QString(what).replace(besideNumber, QString(noBreakSpace)), false));
        m_table->item(row, 0)->setToolTip(src.code);
        if (s.shared) {
            m_table->setItem(row, 1, cell(QString::number(s.sharedTraffic.requests())));
            for (int c = 2; c < 5; ++c)
                m_table->setItem(row, c, cell(QStringLiteral("–")));
            m_table->setItem(row, 5, cell(QString::number(s.sharedTraffic.conflictDegree(), 'f', 2)));
        } else {
            m_table->setItem(row, 1, cell(QString::number(s.global.requests)));
            m_table->setItem(row, 2, cell(QString::number(s.global.sectorsPerRequest(), 'f', 2)));
            m_table->setItem(row, 3,
                cell(QString::number(
                    s.global.requests ? double(s.global.idealSectors) / double(s.global.requests) : 0.0, 'f', 2)));
            m_table->setItem(row, 4, cell(QStringLiteral("%1 %").arg(100.0 * s.global.efficiency(), 0, 'f', 0)));
            m_table->setItem(row, 5, cell(QStringLiteral("–")));
        }
        ++row;
    }
    fitColumns();
    QString summary = tr("Global: %1 load requests in %2 sectors, %3 store requests in %4 sectors.")
                          .arg(r.global.load.requests)
                          .arg(r.global.load.sectors)
                          .arg(r.global.store.requests)
                          .arg(r.global.store.sectors);
    if (r.shared.requests() > 0)
        summary += QLatin1Char(' ')
            + tr("Shared: %1 requests in %2 wavefronts (conflict degree %3).")
                  .arg(r.shared.requests())
                  .arg(r.shared.wavefronts())
                  .arg(r.shared.conflictDegree(), 0, 'f', 2);
    summary += QLatin1Char(' ')
        + tr("Races: %1. Out-of-bounds accesses: %2. Divergent barriers: %3.")
              .arg(r.hazardCount)
              .arg(r.outOfBoundsCount)
              .arg(r.barrierDivergenceCount);
    if (!r.hazards.empty()) {
        const Hazard& h = r.hazards.front();
        summary += QLatin1Char(' ')
            + tr("First race: %1 on %2 between thread %3 and thread %4 (lines %5 and %6).")
                  .arg(QLatin1String(hazardKindKey(h.kind)), r.arrays[h.array].name)
                  .arg(h.first.thread)
                  .arg(h.second.thread)
                  .arg(m_sites.line(h.first.site))
                  .arg(m_sites.line(h.second.site));
    }
    summary += QLatin1Char(' ') + tr("Recorded and counted in %1 s.").arg(m_recorded->seconds, 0, 'f', 2);
    m_summary->setText(tidyChineseSpacing(summary)); // sentences joined with a space: none in Chinese
}

void MemoryPanel::setWhatIf(std::optional<int> registers, std::optional<int> sharedBytes)
{
    m_whatIfRegisters = registers;
    m_whatIfShared = sharedBytes;
    applyWhatIf();
    updateOccupancy();
}

void MemoryPanel::applyWhatIf()
{
    if (!m_whatIfRegisters && !m_whatIfShared)
        return;
    // The step talks about the occupancy box: bring it into view once the panel is laid out.
    QTimer::singleShot(100, this, [this] { m_scroll->ensureWidgetVisible(m_occupancy, 0, 0); });
    const QSignalBlocker b0(m_arch), b1(m_registers), b2(m_shared);
    m_arch->setCurrentIndex(m_arch->findData(90));
    if (m_whatIfRegisters)
        m_registers->setValue(*m_whatIfRegisters);
    if (m_whatIfShared)
        m_shared->setValue(*m_whatIfShared);
}

int MemoryPanel::whatIfRegisters() const
{
    return m_registers->value();
}

int MemoryPanel::whatIfSharedBytes() const
{
    return m_shared->value();
}

void MemoryPanel::updateOccupancy()
{
    const int cc = m_arch->currentData().toInt();
    const auto arch = archLimitsFor(cc / 10, cc % 10);
    if (!arch)
        return;
    const Occupancy o = computeOccupancy(*arch, { m_threads->value(), m_registers->value(), m_shared->value() });
    const QString limit = o.limit == OccupancyLimit::Warps ? tr("the SM's warp slots")
        : o.limit == OccupancyLimit::Registers             ? tr("registers")
        : o.limit == OccupancyLimit::SharedMemory          ? tr("shared memory")
        : o.limit == OccupancyLimit::Blocks                ? tr("the SM's block slots")
                                                           : tr("nothing");
    m_occupancy->setText(tidyChineseSpacing(o.blocksPerSm == 0
            ? tr("No block fits on an SM: it asks for more %1 than one block may have.").arg(limit)
            : tr("%1 blocks per SM, %2 of %3 warps: occupancy %4 %, limited by %5.")
                  .arg(o.blocksPerSm)
                  .arg(o.activeWarps)
                  .arg(o.maxWarps)
                  .arg(100.0 * o.occupancy, 0, 'f', 0)
                  .arg(limit)));
}

} // namespace cvz
