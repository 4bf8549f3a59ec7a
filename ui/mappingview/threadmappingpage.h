#pragma once

#include "backgroundjob.h"
#include "mapping/animationcursor.h"
#include "mapping/kernelscene.h"
#include "mapping/mappingsetup.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSplitter;
class QTimer;
class QTabWidget;

namespace cvz {

class AnimationBar;
class FormulaPanel;
class MemoryPanel;
class PredictPanel;
class LaunchControls;
class MappingView;
struct MappingHit;

// The Thread Mapping page: pick a launch, watch every thread find its element.
class ThreadMappingPage : public QWidget
{
    Q_OBJECT
public:
    explicit ThreadMappingPage(QWidget* parent = nullptr);
    ~ThreadMappingPage() override;

    LaunchControls* controls() const { return m_controls; }
    MappingView* view() const { return m_view; }
    FormulaPanel* formulas() const { return m_formulas; }
    MemoryPanel* memory() const { return m_memory; }
    QTabWidget* sideTabs() const { return m_sideTabs; }
    PredictPanel* predict() const { return m_predict; }
    AnimationBar* animationBar() const { return m_bar; }
    const AnimationCursor& cursor() const { return m_cursor; }
    const KernelScene& scene() const;
    bool isTracing() const { return m_trace.isRunning(); }
    bool isPlaying() const;
    bool isPresenting() const { return m_presenting; }

public Q_SLOTS:
    void setDeviceLimits(const cvz::DeviceLimits& limits);
    void togglePlay();
    void stepForward();
    void stepBack();
    void seek(int64_t thread);
    // Shows `setup` (as if typed into the form) and, once its picture is ready, moves the
    // animation to the step of `thread`. Lessons use it.
    // Projector colours and thick lines, or the usual ones.
    void setPresentation(bool on);
    // Every setting the result depends on is set (the step size too), so it lands on the same
    // state from any prior one.
    // memoryInstruction: open the Memory tab at this warp instruction (1-based); else the Code tab.
    void showSetup(const cvz::MappingSetup& setup, std::optional<int64_t> thread = std::nullopt,
        cvz::StepMode step = cvz::StepMode::Thread, std::optional<int> memoryInstruction = std::nullopt);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The constructor's parts, called in this order.
    void setupControlsScroll();
    QWidget* buildCentre(); // the picture, the trace's progress and the status line
    void buildSplitter(QWidget* centre);
    void buildSideTabs();
    void connectSignals();

    void applySetup();
    void fitControlsWidth();
    void fitSidePanel();
    void startTrace(const MappingSetup& setup);
    void showScene(const KernelScene& scene);
    void refresh();
    void advance();
    void onHover(const MappingHit& hit);
    void onClick(const MappingHit& hit);
    void installShortcuts();

    LaunchControls* m_controls;
    QScrollArea* m_controlsScroll;
    QSplitter* m_splitter;
    MappingView* m_view;
    AnimationBar* m_bar;
    FormulaPanel* m_formulas;
    MemoryPanel* m_memory;
    PredictPanel* m_predict = nullptr;
    QTabWidget* m_sideTabs;
    QProgressBar* m_traceProgress;
    QPushButton* m_cancelTrace;
    QLabel* m_status;
    QTimer* m_timer;
    AnimationCursor m_cursor;
    DeviceLimits m_limits;
    struct TracedScene
    {
        std::optional<KernelScene> scene;
        QString error; // why there is none, unless cancelled
    };
    BackgroundJob<TracedScene> m_trace;
    std::optional<int64_t> m_pendingSeek; // applied when the next picture is shown
    bool m_presenting = false;
    bool m_userSplit = false; // the user dragged a handle: no more fitting of the side panel
    QByteArray m_splitterBeforePresentation;
};

} // namespace cvz
