#include "runresultview.h"

#include "verticalscrollarea.h"

#include "accesspicture.h"
#include "mappingview/memoryinstructionview.h"
#include "playground/engine/elementtouches.h"
#include "playground/engine/userrun.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace cvz {

RunResultView::RunResultView(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_findings(new QListWidget(this))
    , m_output(new QPlainTextEdit(this))
{
    m_tabs->setObjectName(QStringLiteral("playgroundResults"));
    // A short panel (a laptop, presented) scrolls the tab rather than clipping its legend.
    m_tabs->addTab(new VerticalScrollArea(createPictureTab(), this), tr("Picture"));
    m_findings->setObjectName(QStringLiteral("playgroundFindings"));
    m_findings->setWordWrap(true);
    m_findings->setAlternatingRowColors(true);
    connect(m_findings, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (const int line = item->data(Qt::UserRole).toInt(); line > 0)
            Q_EMIT lineActivated(line);
    });
    connect(m_findings, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (const int line = item->data(Qt::UserRole).toInt(); line > 0)
            Q_EMIT lineActivated(line);
    });
    m_tabs->addTab(m_findings, tr("Findings"));
    m_tabs->addTab(createMemoryTab(), tr("Memory"));
    m_output->setReadOnly(true);
    m_output->setObjectName(QStringLiteral("playgroundOutput"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_output->setFont(mono);
    m_tabs->addTab(m_output, tr("Output"));
    setPalette(MappingPalette());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

QWidget* RunResultView::createPictureTab()
{
    auto* tab = new QWidget(this);
    m_array = new QComboBox(tab);
    m_array->setObjectName(QStringLiteral("playgroundArray"));
    m_picture = new AccessPicture(tab);
    m_thread = new QSlider(Qt::Horizontal, tab);
    m_thread->setObjectName(QStringLiteral("playgroundThread"));
    m_play = new QPushButton(tr("Play"), tab);
    m_play->setCheckable(true);
    m_timer = new QTimer(this);
    m_threadText = new QPlainTextEdit(tab);
    m_threadText->setReadOnly(true);
    m_threadText->setFrameShape(QFrame::NoFrame);
    m_threadText->setFixedHeight(m_threadText->fontMetrics().lineSpacing() * 3 + 10);
    m_threadText->setObjectName(QStringLiteral("playgroundThreadText"));
    m_legend = new QLabel(tab);
    m_legend->setObjectName(QStringLiteral("playgroundLegend"));
    m_legend->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Array:"), tab));
    top->addWidget(m_array, 1);
    auto* steps = new QHBoxLayout;
    steps->addWidget(m_play);
    steps->addWidget(new QLabel(tr("Threads so far:"), tab));
    steps->addWidget(m_thread, 1);
    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(top);
    layout->addWidget(m_picture, 1);
    layout->addWidget(m_legend);
    layout->addLayout(steps);
    layout->addWidget(m_threadText);
    tab->setMinimumHeight(200); // the picture keeps some room; the scroll area around it scrolls
    connect(m_array, &QComboBox::currentIndexChanged, this, &RunResultView::showArray);
    connect(m_thread, &QSlider::valueChanged, this, [this](int t) { showThread(t); });
    connect(m_picture, &AccessPicture::threadClicked, this, [this](int64_t t) { m_thread->setValue(int(t)); });
    connect(m_play, &QPushButton::toggled, this, [this](bool on) {
        if (on && m_thread->value() >= m_thread->maximum())
            m_thread->setValue(0);
        on ? m_timer->start(60) : m_timer->stop();
        m_play->setText(on ? tr("Pause") : tr("Play"));
    });
    connect(m_timer, &QTimer::timeout, this, [this] {
        // About ten seconds for the whole launch, one thread at a time for small ones.
        const int step = std::max(1, (m_thread->maximum() + 1) / 160);
        if (m_thread->value() >= m_thread->maximum())
            m_play->setChecked(false);
        else
            m_thread->setValue(std::min(m_thread->maximum(), m_thread->value() + step));
    });
    return tab;
}

QWidget* RunResultView::createMemoryTab()
{
    auto* tab = new QWidget(this);
    m_traffic = new QPlainTextEdit(tab);
    m_traffic->setReadOnly(true);
    m_traffic->setFrameShape(QFrame::NoFrame);
    m_traffic->setMaximumHeight(m_traffic->fontMetrics().lineSpacing() * 8 + 10);
    m_traffic->setMinimumHeight(m_traffic->fontMetrics().lineSpacing() * 3 + 10);
    m_traffic->setObjectName(QStringLiteral("playgroundTraffic"));
    m_block = new QSpinBox(tab);
    m_warp = new QSpinBox(tab);
    m_instructionList = new QListWidget(tab);
    m_instruction = new MemoryInstructionView(tab);
    auto* pick = new QHBoxLayout;
    pick->addWidget(new QLabel(tr("Block:"), tab));
    pick->addWidget(m_block);
    pick->addWidget(new QLabel(tr("Warp:"), tab));
    pick->addWidget(m_warp);
    pick->addStretch(1);
    auto* split = new QSplitter(Qt::Horizontal, tab);
    split->addWidget(m_instructionList);
    split->addWidget(m_instruction);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(tab);
    layout->addWidget(m_traffic);
    layout->addLayout(pick);
    layout->addWidget(split, 1);
    tab->setMinimumHeight(200); // the picture keeps some room; the scroll area around it scrolls
    connect(m_block, &QSpinBox::valueChanged, this, &RunResultView::showWarp);
    connect(m_warp, &QSpinBox::valueChanged, this, &RunResultView::showWarp);
    connect(m_instructionList, &QListWidget::currentRowChanged, this, &RunResultView::showInstruction);
    return tab;
}

void RunResultView::setPalette(const MappingPalette& palette)
{
    m_palette = palette;
    showLegend();
    m_picture->setPalette(palette);
    m_instruction->setPalette(palette);
}

void RunResultView::showLegend()
{
    const MappingPalette& palette = m_palette;
    const auto swatch = [](const QColor& c, const QString& what) {
        return QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2").arg(c.name(), what.toHtmlEscaped());
    };
    // A sampled launch's picture holds its traced blocks' accesses: the others ran, unseen here.
    const bool sampled = m_run && m_run->coverage.blocks > 0 && !m_run->coverage.whole();
    const QString untouched = sampled ? tr("not touched by the %1 traced blocks of %2 (the others ran untraced)")
                                            .arg(m_run->coverage.traced)
                                            .arg(m_run->coverage.blocks)
                                      : tr("not touched yet");
    m_legend->setText(QStringList { swatch(palette.elementWritten, tr("written")),
        swatch(palette.read, tr("only read")), swatch(palette.current, tr("the current thread's accesses")),
        swatch(palette.outOfRangeDone, tr("past the end (out of bounds)")),
        swatch(palette.elementUntouched, untouched) }
                          .join(QStringLiteral(" &nbsp; ")));
}

void RunResultView::setCompilerOutput(const QString& text)
{
    m_compilerOutput = text;
    m_output->setPlainText(text);
}

void RunResultView::showPicture()
{
    m_tabs->setCurrentIndex(0);
}

void RunResultView::showFindings()
{
    m_tabs->setCurrentWidget(m_findings);
}

void RunResultView::setVerdict(const Verdict& verdict, const QString& language)
{
    m_findings->clear(); // the run's findings are among the problems
    for (qsizetype k = 0; k < verdict.shapes.size(); ++k) {
        const ShapeVerdict& shape = verdict.shapes[k];
        if (shape.passed)
            continue;
        auto* heading = new QListWidgetItem(verdict.heading(k, language), m_findings);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        for (const ExerciseProblem& p : shape.problems) {
            auto* item = new QListWidgetItem(QStringLiteral("    ") + p.message, m_findings);
            item->setData(Qt::UserRole, p.line);
        }
    }
    if (verdict.passed) {
        new QListWidgetItem(tr("Passed on all %n launch(es) (%1 of them hidden): every output element matches the "
                               "reference solution and every rule holds.",
                                nullptr, int(verdict.shapes.size()))
                                .arg(std::count_if(verdict.shapes.begin(), verdict.shapes.end(),
                                    [](const ShapeVerdict& s) { return s.hidden; })),
            m_findings);
        auto* item = new QListWidgetItem(verdict.comparison, m_findings);
        item->setToolTip(verdict.comparison);
    }
    showFindings();
}

void RunResultView::setRun(std::shared_ptr<const UserRun> run)
{
    m_run = std::move(run);
    m_play->setChecked(false);
    m_findings->clear();
    QString output = m_compilerOutput;
    if (m_run && !m_run->output.isEmpty())
        output += (output.isEmpty() ? QString() : QStringLiteral("\n")) + tr("The kernel printed:") + u'\n'
            + m_run->output;
    m_output->setPlainText(output);
    showLegend();
    if (!m_run) {
        m_array->clear();
        m_picture->setRun(nullptr, -1);
        m_traffic->clear();
        return;
    }
    for (const Finding& f : m_run->findings) {
        auto* item
            = new QListWidgetItem(f.line > 0 ? tr("Line %1 — %2").arg(f.line).arg(f.message) : f.message, m_findings);
        item->setData(Qt::UserRole, f.line);
    }
    // What was checked: races, bank conflicts and barriers only in the traced blocks (Trace:).
    const auto coverage = traceCoverageText(m_run->coverage);
    if (m_run->findings.isEmpty())
        new QListWidgetItem(coverage ? tr("No findings: no out-of-bounds access in any block; races and divergent "
                                          "barriers were looked for in the traced blocks only.")
                                     : tr("No findings: no race, no out-of-bounds access, no divergent barrier."),
            m_findings);
    if (coverage)
        new QListWidgetItem(*coverage, m_findings);
    QSignalBlocker block(m_array);
    m_array->clear();
    if (m_run->trace)
        for (size_t a = 0; a < m_run->trace->arrays.size(); ++a) {
            const TracedArray& arr = m_run->trace->arrays[a];
            QString text = arr.shared ? tr("%1 (shared, %2 elements, one copy per block)").arg(arr.name).arg(arr.size)
                                      : tr("%1 (%2 elements)").arg(arr.name).arg(arr.size);
            if (arr.size > kMaxDrawnElements)
                text += u' ' + tr("(the picture shows the first %1)").arg(kMaxDrawnElements);
            m_array->addItem(text, int(a));
        }
    const int64_t threads = m_run->trace ? m_run->trace->threadCount() : 0;
    m_thread->setRange(0, int(std::max<int64_t>(0, threads - 1)));
    m_thread->setValue(int(std::max<int64_t>(0, threads - 1)));
    // Prefer the last array the kernel wrote: usually its output.
    int preferred = 0;
    if (m_run->trace)
        for (const SiteTraffic& s : m_run->report.bySite)
            if (s.write && !s.shared)
                preferred = s.array;
    m_array->setCurrentIndex(std::max(0, m_array->findData(preferred)));
    showArray();
    QStringList traffic = trafficLines(*m_run);
    if (!m_run->completed)
        traffic << tr("The kernel did not finish: see Findings.");
    m_traffic->setPlainText(traffic.join(u'\n'));
    m_layout = m_run->trace ? MemoryLayout(m_run->trace->arrays) : MemoryLayout();
    const int64_t perBlock = std::max<int64_t>(1, m_run->launch.threadsPerBlock());
    m_block->setRange(0, int(std::max<int64_t>(0, m_run->launch.blockCount() - 1)));
    m_warp->setRange(0, warpsPerBlock(perBlock) - 1);
    showWarp();
}

void RunResultView::showArray()
{
    m_picture->setRun(m_run, m_array->currentData().isValid() ? m_array->currentData().toInt() : -1);
    showThread(m_thread->value());
}

void RunResultView::showThread(int64_t thread)
{
    m_picture->setCurrentThread(thread);
    m_threadText->setPlainText(m_run ? threadAccessesText(*m_run, thread) : QString());
}

void RunResultView::showWarp()
{
    m_instructionList->clear();
    m_instructions.clear();
    if (!m_run || !m_run->trace) {
        m_instruction->setInstruction(std::nullopt, m_layout);
        return;
    }
    m_instructions = warpInstructionsOf(*m_run->trace, std::max<int64_t>(1, m_run->launch.threadsPerBlock()),
        m_block->value(), m_warp->value(), m_layout);
    for (const WarpInstruction& ins : m_instructions) {
        const int line = ins.site < m_run->trace->sites.size() ? int(m_run->trace->sites[ins.site].line) : 0;
        const QString name = m_run->trace->arrays[ins.array].name;
        const QString what = ins.write ? tr("line %1: store to %2").arg(line).arg(name)
                                       : tr("line %1: load of %2").arg(line).arg(name);
        m_instructionList->addItem(ins.shared ? tr("%1 — %n wavefront(s)", nullptr, int(ins.wavefronts)).arg(what)
                                              : tr("%1 — %n sector(s)", nullptr, int(ins.sectors)).arg(what));
    }
    if (!m_instructions.empty())
        m_instructionList->setCurrentRow(0);
    else
        m_instruction->setInstruction(std::nullopt, m_layout);
}

void RunResultView::showInstruction(int row)
{
    if (row < 0 || row >= int(m_instructions.size()))
        return;
    m_instruction->setInstruction(m_instructions[size_t(row)], m_layout);
}

} // namespace cvz
