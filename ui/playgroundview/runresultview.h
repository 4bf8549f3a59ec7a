#pragma once

#include "mappingview/mappingpalette.h"
#include "memory/memorymodel.h"
#include "memory/warpinstruction.h"
#include "playground/grading/exercisecheck.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace cvz {

struct UserRun;
class AccessPicture;
class MemoryInstructionView;

// What a playground run found, in tabs: the picture (which thread touched which element, thread
// by thread), the findings (a click shows the line), the memory traffic with any warp's
// instructions drawn over sectors and banks, and what the compiler and the kernel printed.
class RunResultView : public QWidget
{
    Q_OBJECT
public:
    explicit RunResultView(QWidget* parent = nullptr);

    void setRun(std::shared_ptr<const UserRun> run);
    void setCompilerOutput(const QString& text);
    void setPalette(const MappingPalette& palette);
    void showFindings();
    void showPicture();
    // An exercise's verdict: its problems by launch in Findings, or that it passed and how its
    // traffic compares with the reference's (the shapes' reasons in `language`).
    void setVerdict(const Verdict& verdict, const QString& language);

Q_SIGNALS:
    void lineActivated(int line);

private:
    QWidget* createPictureTab();
    QWidget* createMemoryTab();
    void showArray();
    void showThread(int64_t thread);
    void showWarp();
    void showInstruction(int row);
    void showLegend(); // the picture's colours, worded for the run shown (a sampled one traced some blocks)

    std::shared_ptr<const UserRun> m_run;
    QTabWidget* m_tabs;
    // Picture
    QComboBox* m_array;
    AccessPicture* m_picture;
    QSlider* m_thread;
    QPushButton* m_play;
    QTimer* m_timer;
    QPlainTextEdit* m_threadText; // scrolls: a thread of a loop makes hundreds of accesses
    QLabel* m_legend;
    MappingPalette m_palette;
    // Findings
    QListWidget* m_findings;
    // Memory
    QPlainTextEdit* m_traffic;
    QSpinBox* m_block;
    QSpinBox* m_warp;
    QListWidget* m_instructionList;
    MemoryInstructionView* m_instruction;
    std::vector<WarpInstruction> m_instructions;
    MemoryLayout m_layout;
    // Output
    QPlainTextEdit* m_output;
    QString m_compilerOutput;
};

} // namespace cvz
