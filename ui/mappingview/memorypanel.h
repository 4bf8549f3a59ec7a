#pragma once

#include "backgroundjob.h"
#include "charts/chartdata.h"
#include "mappingpalette.h"
#include "memory/kerneltrace.h"
#include "memory/sitesource.h"

#include <QWidget>

class QScrollArea;
#include <functional>
#include <optional>

class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace cvz {

class MemoryInstructionView;

// What a background recording hands back: the recorded launch, or why there is none.
struct MemoryRecording
{
    std::optional<RecordedKernel> kernel;
    QString error;
};

// The Memory tab of the Thread Mapping page: the current step's warp instruction over
// sectors or banks, and the kernel report (traffic per CUDA line, races, out-of-bounds,
// divergent barriers, occupancy with what-if controls). Records the launch off the GUI
// thread when the tab is shown.
class MemoryPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryPanel(QWidget* parent = nullptr);
    ~MemoryPanel() override;

    void setSetup(const MappingSetup& setup); // records now if shown, else when shown
    void showThread(int64_t thread); // the step's warp
    void setPalette(const MappingPalette& palette);
    // Where the ladder dialog finds measured times: this machine's runs and opened files.
    void setResultsProvider(std::function<std::vector<ChartSource>()> provider) { m_results = std::move(provider); }
    void openLadder();
    bool isRecording() const { return m_job.isRunning(); } // from start until the result is shown
    const std::optional<RecordedKernel>& recorded() const { return m_recorded; }
    int instructionCount() const { return int(m_instructions.size()); }
    int currentInstruction() const { return m_index; }
    void selectInstruction(int index);
    void selectAfterRecording(int index) { m_index = index; } // kept while the next launch records
    // The occupancy box's what-if (a lesson's step): sm_90 with these registers and shared bytes in
    // place of the compiler's, now and once more when the launch being recorded is shown.
    void setWhatIf(std::optional<int> registers, std::optional<int> sharedBytes);
    int whatIfRegisters() const; // the occupancy box's registers per thread, as shown
    int whatIfSharedBytes() const; // and its shared bytes per block

protected:
    void showEvent(QShowEvent* event) override;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The constructor's parts, called in this order.
    void setupInstructionControls();
    void setupReportTable();
    QGroupBox* buildOccupancyBox();
    void buildLayout(QHBoxLayout* nav, QHBoxLayout* progressRow, QGroupBox* occupancyBox);
    void connectSignals();

    void startRecording();
    void showRecorded();
    void showInstruction();
    QString instructionVerdict(const WarpInstruction& ins, int lanes) const;
    QString outOfBoundsNote(const WarpInstruction& ins, const QString& array) const;
    void fillReport();
    void fitColumns();
    void updateOccupancy();
    void applyWhatIf();

    MemoryInstructionView* m_view;
    std::optional<int> m_whatIfRegisters, m_whatIfShared;
    QScrollArea* m_scroll = nullptr;
    QLabel* m_title;
    QLabel* m_verdict;
    QToolButton* m_previous;
    QToolButton* m_next;
    QSpinBox* m_instructionBox;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_summary;
    QTableWidget* m_table;
    QComboBox* m_arch;
    QSpinBox* m_registers;
    QSpinBox* m_threads;
    QSpinBox* m_shared;
    QLabel* m_occupancy;
    QPushButton* m_ladder;
    std::function<std::vector<ChartSource>()> m_results;

    std::optional<MappingSetup> m_pending; // to record when shown
    std::optional<RecordedKernel> m_recorded;
    MemoryLayout m_layout;
    SiteLocator m_sites; // the recorded kernel's sites in its CUDA view
    BackgroundJob<MemoryRecording> m_job;
    int64_t m_thread = 0;
    int64_t m_block = -1;
    int m_warp = -1;
    std::vector<WarpInstruction> m_instructions;
    int m_index = 0;
    int m_generation = 0; // bumped by every new setup
    int m_recordingGeneration = -1; // the setup the running recording belongs to
};

} // namespace cvz
