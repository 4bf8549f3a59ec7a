#pragma once

#include "backgroundjob.h"
#include "memory/ladder.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cvz {

// The four matmul kernels side by side at one size: the sectors each asks for, its shared
// wavefronts and occupancy, and (where result files have the same size) its measured time.
// The traces run off the GUI thread with progress and Cancel.
// What a background ladder trace hands back: the rows, or why there are none.
struct LadderResult
{
    std::vector<LadderRow> rows;
    QString error; // a trace that was refused or failed (not cancelled)
};

class LadderDialog : public QDialog
{
    Q_OBJECT
public:
    using ResultsProvider = std::function<std::vector<ChartSource>()>;
    explicit LadderDialog(ResultsProvider results, QWidget* parent = nullptr);
    ~LadderDialog() override;

    void count(); // traces the ladder at the chosen size
    bool isCounting() const { return m_job.isRunning(); }
    QTableWidget* table() const { return m_table; }
    QSpinBox* sizeBox() const { return m_size; }

private:
    void showRows(const std::vector<LadderRow>& rows, int64_t n);

    ResultsProvider m_results;
    QSpinBox* m_size;
    QComboBox* m_arch;
    QPushButton* m_count;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QTableWidget* m_table;
    QLabel* m_note;
    BackgroundJob<LadderResult> m_job;
    int64_t m_tracedN = 0; // the size and architecture being traced: the boxes may change meanwhile
    QString m_tracedArch;
};

} // namespace cvz
