#include "threadmappingpage.h"

#include "util/chinesespacing.h"

#include "animationbar.h"
#include "formulapanel.h"
#include "launchcontrols.h"
#include "mapping/cudasource.h"
#include "mapping/matmultrace.h"
#include "mappingview.h"
#include "memorypanel.h"
#include "predictpanel.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTextEdit>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

namespace cvz {

ThreadMappingPage::ThreadMappingPage(QWidget* parent)
    : QWidget(parent)
    , m_controls(new LaunchControls(this))
    , m_controlsScroll(new QScrollArea(this))
    , m_splitter(new QSplitter(this))
    , m_view(new MappingView(this))
    , m_bar(new AnimationBar(this))
    , m_formulas(new FormulaPanel(this))
    , m_memory(new MemoryPanel(this))
    , m_sideTabs(new QTabWidget(this))
    , m_traceProgress(new QProgressBar(this))
    , m_cancelTrace(new QPushButton(tr("Cancel"), this))
    , m_status(new QLabel(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("threadMappingPage"));
    setupControlsScroll();
    QWidget* centre = buildCentre();
    buildSplitter(centre);
    connectSignals();
    installShortcuts();
    m_view->setFocus(); // the first Space plays
    applySetup();
}

void ThreadMappingPage::setupControlsScroll()
{
    m_controlsScroll->setObjectName(QStringLiteral("launchControlsScroll"));
    m_controlsScroll->setWidget(m_controls);
    m_controlsScroll->setWidgetResizable(true);
    m_controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fitControlsWidth();
}

QWidget* ThreadMappingPage::buildCentre()
{
    m_traceProgress->setObjectName(QStringLiteral("traceProgress"));
    m_traceProgress->setFormat(tr("Running the kernel in the CPU emulator… %p%"));
    m_cancelTrace->setObjectName(QStringLiteral("cancelTrace"));
    m_status->setObjectName(QStringLiteral("mappingStatus"));
    m_status->setWordWrap(true);
    auto* traceRow = new QHBoxLayout;
    traceRow->addWidget(m_traceProgress, 1);
    traceRow->addWidget(m_cancelTrace);
    m_traceProgress->hide();
    m_cancelTrace->hide();

    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->addWidget(m_view, 1);
    centreLayout->addLayout(traceRow);
    centreLayout->addWidget(m_status);
    return centre;
}

void ThreadMappingPage::buildSplitter(QWidget* centre)
{
    m_splitter->setObjectName(QStringLiteral("mappingSplitter"));
    m_splitter->addWidget(m_controlsScroll);
    m_splitter->addWidget(centre);
    buildSideTabs();
    m_splitter->addWidget(m_sideTabs);
    connect(m_sideTabs, &QTabWidget::currentChanged, this, &ThreadMappingPage::fitSidePanel);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    m_splitter->setChildrenCollapsible(false); // no panel can be dragged down to nothing
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({ 300, 860, 400 }); // the picture gets what the panels leave
    // The transport bar has its own full-width row: its sliders never share space with the panels.
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_bar);
}

// Code and formulas, or the memory traffic of the step's warp: one side panel, two tabs.
void ThreadMappingPage::buildSideTabs()
{
    m_sideTabs->setObjectName(QStringLiteral("mappingSideTabs"));
    m_sideTabs->addTab(m_formulas, tr("Code"));
    m_sideTabs->addTab(m_memory, tr("Memory"));
    m_predict = new PredictPanel(this);
    m_sideTabs->addTab(m_predict, tr("Predict"));
    connect(m_predict, &PredictPanel::showThread, this, [this](int64_t thread) { seek(thread); });
}

void ThreadMappingPage::connectSignals()
{
    connect(m_controls, &LaunchControls::setupChanged, this, &ThreadMappingPage::applySetup);
    connect(m_view, &MappingView::hovered, this, &ThreadMappingPage::onHover);
    connect(m_view, &MappingView::clicked, this, &ThreadMappingPage::onClick);
    connect(m_bar, &AnimationBar::playToggled, this, &ThreadMappingPage::togglePlay);
    connect(m_bar, &AnimationBar::stepForward, this, &ThreadMappingPage::stepForward);
    connect(m_bar, &AnimationBar::stepBack, this, &ThreadMappingPage::stepBack);
    connect(m_bar, &AnimationBar::toStart, this, [this] { seek(0); });
    connect(m_bar, &AnimationBar::toEnd, this, [this] { seek(m_cursor.threadCount()); });
    connect(m_bar, &AnimationBar::scrubbed, this, &ThreadMappingPage::seek);
    connect(m_bar, &AnimationBar::stepModeChanged, this, [this](StepMode mode) {
        m_cursor.setMode(mode);
        refresh();
    });
    connect(m_timer, &QTimer::timeout, this, &ThreadMappingPage::advance);
    m_trace.attach(m_traceProgress, m_cancelTrace);
    connect(&m_trace, &JobTracker::failed, m_status, &QLabel::setText);
    m_trace.onFinished([this](const TracedScene& traced) {
        if (!traced.scene) {
            m_status->setText(m_trace.wasCancelled() || traced.error.isEmpty()
                    ? tr("Cancelled: the picture still shows the previous launch.")
                    : traced.error);
            return;
        }
        showScene(*traced.scene);
    });
}

ThreadMappingPage::~ThreadMappingPage() = default; // the trace job cancels and waits for its work

const KernelScene& ThreadMappingPage::scene() const
{
    return m_view->renderer().scene();
}

bool ThreadMappingPage::isPlaying() const
{
    return m_timer->isActive();
}

namespace {
// While the page is shown its keys drive the animation from anywhere in the window, except in
// a field that takes text: there Space types a space and the arrows move the text cursor.
class TextFieldKeys : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::ShortcutOverride || !isTextField(watched))
            return false;
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier))
            return false; // Ctrl/Alt combinations are someone else's shortcuts
        switch (key->key()) {
        case Qt::Key_Space:
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Home:
        case Qt::Key_End:
            event->accept(); // the key goes to the field, not to the shortcut
            return true;
        default:
            return false;
        }
    }

private:
    static bool isTextField(QObject* o)
    {
        if (qobject_cast<QLineEdit*>(o) || qobject_cast<QAbstractSpinBox*>(o))
            return true;
        if (auto* edit = qobject_cast<QPlainTextEdit*>(o))
            return !edit->isReadOnly();
        if (auto* edit = qobject_cast<QTextEdit*>(o))
            return !edit->isReadOnly();
        return false;
    }
};
} // namespace

void ThreadMappingPage::installShortcuts()
{
    qApp->installEventFilter(new TextFieldKeys(this));
    const auto add = [this](QKeySequence key, auto slot) {
        // Window-wide, but Qt only fires a shortcut whose parent is visible: only while this page is shown.
        auto* shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    add(QKeySequence(Qt::Key_Space), &ThreadMappingPage::togglePlay);
    add(QKeySequence(Qt::Key_Right), &ThreadMappingPage::stepForward);
    add(QKeySequence(Qt::Key_PageDown), &ThreadMappingPage::stepForward);
    add(QKeySequence(Qt::Key_Left), &ThreadMappingPage::stepBack);
    add(QKeySequence(Qt::Key_PageUp), &ThreadMappingPage::stepBack);
    add(QKeySequence(Qt::Key_Home), [this] { seek(0); });
    add(QKeySequence(Qt::Key_End), [this] { seek(m_cursor.threadCount()); });
}

void ThreadMappingPage::setDeviceLimits(const DeviceLimits& limits)
{
    m_limits = limits;
    applySetup();
}

void ThreadMappingPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitSidePanel();
}

void ThreadMappingPage::fitSidePanel()
{
    // The code panel takes 30 % of the page and the picture the rest; the Memory tab's
    // report needs 45 % for its columns (line to Wavef./req) on a laptop with the Lessons
    // dock open. Once the user drags a splitter handle, their split stays.
    if (m_presenting || m_userSplit)
        return;
    QList<int> sizes = m_splitter->sizes();
    const bool memory = m_sideTabs->currentWidget() == m_memory;
    const int wanted = std::max(m_sideTabs->minimumSizeHint().width(), width() * (memory ? 45 : 30) / 100);
    if (sizes.size() != 3 || sizes[2] == wanted || (!memory && sizes[2] < wanted))
        return;
    // Positive: the panel gives the picture room; negative: it takes what the picture spares.
    const int moved = std::max(sizes[2] - wanted, -std::max(0, sizes[1] - m_view->minimumWidth()));
    sizes[1] += moved;
    sizes[2] -= moved;
    m_splitter->setSizes(sizes);
}

// Wide enough for every control's text: the panel scrolls down, never clips sideways. The
// texts change with the kernel (its guard, its size fields), so this follows every change.
void ThreadMappingPage::fitControlsWidth()
{
    if (QLayout* layout = m_controls->layout())
        layout->activate();
    const int width = m_controls->minimumSizeHint().width() + m_controlsScroll->verticalScrollBar()->sizeHint().width()
        + 2 * m_controlsScroll->frameWidth();
    if (width == m_controlsScroll->minimumWidth())
        return;
    m_controlsScroll->setMinimumWidth(width);
    m_splitter->refresh(); // the splitter honours the new minimum now, not at the next drag
}

void ThreadMappingPage::applySetup()
{
    fitControlsWidth();
    QString error; // the form's own reading: a size that is not a number, a zero block
    const std::optional<MappingSetup> read = m_controls->setup(&error);
    if (const auto invalid = read ? validateSetup(*read, m_limits) : std::optional<QString>(error)) {
        m_pendingSeek.reset(); // a lesson's thread belongs to its own launch, not to the next one
        m_controls->setMessage(*invalid);
        m_status->setText(tr("The picture still shows the last valid launch."));
        return;
    }
    const MappingSetup& setup = *read;
    m_controls->setMessage({});
    m_memory->setSetup(setup);
    if (isTraced(setup.kernel)) {
        startTrace(setup);
        return;
    }
    showScene(KernelScene(ThreadMapping(mappingKindOf(setup.kernel), setup.problem(), setup.launch, setup.guard)));
}

void ThreadMappingPage::startTrace(const MappingSetup& setup)
{
    m_status->setText(tr("Recording every load and store of %1…").arg(teachingKernelKey(setup.kernel)));
    // A trace still running stops within one block; its scene is dropped.
    m_trace.start([setup](JobProgress& progress) {
        TracedScene traced;
        progress.setRange(0, setup.launch.blockCount());
        traced.scene = traceMatmulScene(
            setup, progress.cancelFlag(), [&progress](int64_t done, int64_t) { progress.setValue(done); },
            &traced.error);
        return traced;
    });
}

void ThreadMappingPage::showScene(const KernelScene& scene)
{
    m_timer->stop();
    m_bar->setPlaying(false);
    m_view->renderer().setScene(scene);
    m_cursor = AnimationCursor(scene.threadCount(), scene.launch().threadsPerBlock());
    m_cursor.setMode(m_bar->stepMode());
    const bool guarded = scene.isTrace() || scene.mapping().guard();
    m_predict->setMapping(scene.isTrace() ? std::nullopt : std::optional<ThreadMapping>(scene.mapping()));
    m_formulas->setKernel(teachingKernelKey(scene.kernel()), guarded);
    const ThreadCounts counts = scene.counts(); // exact, without visiting 10^6 threads
    QString status = counts.outOfRange > 0
        ? tr("%1 threads, %2 idle; %3 write OUT OF BOUNDS: without the guard they corrupt memory or crash "
             "the kernel.")
              .arg(scene.threadCount())
              .arg(counts.idle)
              .arg(counts.outOfRange)
        : tr("%1 threads, %2 of them idle (past the end of the data).").arg(scene.threadCount()).arg(counts.idle);
    if (counts.idleLanesPerBlock > 0) {
        const int64_t perBlock = scene.launch().threadsPerBlock();
        status += QLatin1Char(' ')
            + tr("A block of %1 threads fills %2 lanes of whole warps (32 each): %3 lanes per block, %4 in all, "
                 "have no thread (a block size that is a multiple of 32 wastes none).")
                  .arg(perBlock)
                  .arg(ceilDiv(perBlock, 32) * 32)
                  .arg(counts.idleLanesPerBlock)
                  .arg(counts.idleLanes);
    }
    m_status->setText(tidyChineseSpacing(status)); // sentences joined with a space: none in Chinese
    refresh();
    if (m_pendingSeek) {
        seek(std::min(*m_pendingSeek, m_cursor.threadCount()));
        m_pendingSeek.reset();
    }
}

void ThreadMappingPage::refresh()
{
    MappingRenderer& renderer = m_view->renderer();
    renderer.setProgress(m_cursor.position());
    renderer.setHighlight(m_cursor.first(), m_cursor.count());
    m_bar->setPosition(m_cursor.position(), m_cursor.threadCount());
    const int64_t shown = m_cursor.atEnd() ? m_cursor.threadCount() - 1 : m_cursor.first();
    if (shown >= 0) {
        const KernelScene& s = scene();
        const ThreadMapping indices(MappingKind::Matrix2D, {}, s.launch());
        const int64_t tid = shown % s.launch().threadsPerBlock();
        m_formulas->showThread(tr("Thread %1: blockIdx = %2, threadIdx = %3, warp %4, lane %5")
                                   .arg(shown)
                                   .arg(coordText(indices.blockIdx(shown)), coordText(indices.threadIdx(shown)))
                                   .arg(tid / 32)
                                   .arg(tid % 32),
            s.explain(shown), s.state(shown));
        m_memory->showThread(shown);
    } else {
        m_formulas->clear();
    }
    m_view->update();
}

void ThreadMappingPage::togglePlay()
{
    if (m_timer->isActive()) {
        m_timer->stop();
    } else {
        if (m_cursor.atEnd())
            m_cursor.reset();
        m_timer->start(std::max(16, 1000 / std::max(1, m_bar->stepsPerSecond())));
    }
    m_bar->setPlaying(m_timer->isActive());
}

void ThreadMappingPage::advance()
{
    // At high speeds several steps go into one frame; the timer never fires faster than 60 Hz.
    const int steps = std::max(1, m_bar->stepsPerSecond() * m_timer->interval() / 1000);
    for (int i = 0; i < steps && !m_cursor.atEnd(); ++i)
        m_cursor.stepForward();
    if (m_cursor.atEnd()) {
        m_timer->stop();
        m_bar->setPlaying(false);
    }
    refresh();
}

void ThreadMappingPage::stepForward()
{
    m_cursor.stepForward();
    refresh();
}

void ThreadMappingPage::stepBack()
{
    m_cursor.stepBack();
    refresh();
}

void ThreadMappingPage::setPresentation(bool on)
{
    m_presenting = on;
    m_view->renderer().setPalette(on ? MappingPalette::presentation() : MappingPalette());
    m_view->setPresentation(on);
    m_memory->setPalette(on ? MappingPalette::presentation() : MappingPalette());
    // The room reads the picture, the formulas and the code; the launch form waits for Esc.
    m_controlsScroll->setVisible(!on);
    m_formulas->setPresentation(on);
    // Projector-size code needs room: the code panel takes two fifths; Esc gives back the old split.
    if (on) {
        m_splitterBeforePresentation = m_splitter->saveState();
        const auto split = [this] {
            const int width = std::max(1, m_splitter->width());
            if (m_presenting)
                m_splitter->setSizes({ 0, width * 3 / 5, width * 2 / 5 });
        };
        split();
        QTimer::singleShot(0, this, split); // again once the window is laid out at its real size
    } else if (!m_splitterBeforePresentation.isEmpty()) {
        m_splitter->restoreState(m_splitterBeforePresentation);
    }
    refresh();
    if (on)
        m_view->setFocus(); // the arrow and clicker keys step the animation
}

void ThreadMappingPage::showSetup(
    const MappingSetup& setup, std::optional<int64_t> thread, StepMode step, std::optional<int> memoryInstruction)
{
    if (memoryInstruction) {
        m_memory->selectAfterRecording(*memoryInstruction - 1);
        m_sideTabs->setCurrentWidget(m_memory);
    } else {
        m_sideTabs->setCurrentWidget(m_formulas);
    }
    m_timer->stop();
    m_bar->setPlaying(false);
    m_bar->setStepMode(step); // the cursor follows (stepModeChanged)
    m_cursor.setMode(step);
    m_pendingSeek = thread.value_or(0);
    m_controls->setSetup(setup); // emits setupChanged: the picture follows, now or after the trace
}

void ThreadMappingPage::seek(int64_t thread)
{
    m_cursor.seek(thread);
    refresh();
}

void ThreadMappingPage::onHover(const MappingHit& hit)
{
    const KernelScene& s = scene();
    QString text;
    if (hit.kind == MappingHit::Thread) {
        text = s.explain(hit.thread).join(QLatin1Char('\n'));
    } else if (hit.kind == MappingHit::Element) {
        const SceneArray& a = s.arrays()[size_t(hit.array)];
        text = hit.element >= a.layout.size() ? tr("%1[%2]: past the end of the array").arg(a.name).arg(hit.element)
            : hit.thread >= 0 ? tr("%1[%2]: written by thread %3").arg(a.name).arg(hit.element).arg(hit.thread)
                              : tr("%1[%2]: no thread writes it").arg(a.name).arg(hit.element);
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, m_view);
}

void ThreadMappingPage::onClick(const MappingHit& hit)
{
    if (hit.thread >= 0)
        seek(hit.thread);
}

} // namespace cvz
