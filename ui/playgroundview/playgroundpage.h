#pragma once

#include "backgroundjob.h"
#include "codeeditor.h"
#include "device/devicereport.h"
#include "mappingview/mappingpalette.h"
#include "playground/engine/userrun.h"
#include "playground/grading/exercisecheck.h"
#include "playground/program/userprogram.h"
#include "playground/protocol/traceplan.h"
#include "playground/source/launchcomment.h"

#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTimer;

namespace cvz {

class ExerciseBar;
class FolderTabs;
class LaunchPanel;
class ProgramView;
class RunResultView;

// The Playground page: write a CUDA kernel (or open one), bind its launch, run it in the
// emulator off the GUI thread, and see every thread, the findings and the memory traffic.
class PlaygroundPage : public QWidget
{
    Q_OBJECT
public:
    explicit PlaygroundPage(QWidget* parent = nullptr);
    ~PlaygroundPage() override;

    void setSource(const QString& source, const QString& fileName);
    void loadExample(const QString& file);
    void run();
    void runOnGpu(); // the emulator's run, then the same kernel on the GPU, compared
    void setGpu(const DeviceReport& report); // whether Run on GPU can run, or why not
    void check(const Exercise& exercise); // an exercise attempt: this kernel and the reference
    void cancel();
    void openFile();
    void openFolder(); // a folder's program, with the files it includes from the folder in tabs
    // The file `path` as the program, its quoted includes read from the folder `root`.
    void openProgram(const QString& path, const QString& root);
    void saveFile();
    void setPresentation(bool on);
    bool isRunning() const { return m_busy; } // from Run until its results are shown
    CodeEditor* editor() const { return m_editor; }
    FolderTabs* files() const { return m_files; }
    QString programText() const; // the program file's text, whichever tab the editor shows
    RunResultView* results() const { return m_results; }
    ProgramView* program() const { return m_program; }
    // Whether Run runs the file's main (a whole program) rather than one kernel.
    bool programChosen() const;
    QLineEdit* programArguments() const { return m_programArgs; }
    QLineEdit* programSizes() const { return m_sizes; }
    ExerciseBar* exercises() const { return m_exerciseBar; }
    LaunchPanel* launch() const { return m_launch; }

Q_SIGNALS:
    void runFinished();

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Job
    {
        CompileOutcome compiled;
        RunOutcome outcome;
        std::optional<Verdict> verdict; // an exercise was checked
        QString exerciseId;
        bool gpu = false; // run on the GPU too
        QString gpuOutput; // nvcc's messages
        bool isProgram = false; // the whole program ran from main
        ProgramOutcome program;
        SourceTree tree; // the files of the opened folder it included
        QString source; // a program's source as compiled, with its sizes set
    };
    // What a job says as it goes: each stage's name, and a long launch's blocks done on the bar.
    struct Stage
    {
        std::function<void(const QString&)> text;
        std::function<void(int64_t done, int64_t total)> blocks; // 0 of 0: busy, no count
        void operator()(const QString& t) const // a new stage: the bar is busy again
        {
            blocks(0, 0);
            text(t);
        }
        // For a run: the launch that runs, its blocks done and the time left, from its first second on.
        // `estimate`, said before the run (launchpace.h), stays below the progress.
        RunProgressCallback launchProgress(const std::optional<QString>& estimate = std::nullopt) const;
    };
    // What a program is run with: its command line, and the sizes set in it (cudaviz run --define).
    struct ProgramInput
    {
        QStringList args;
        QString sizes; // "N=1000000 M=64"
        TraceMode trace = TraceMode::Auto;
    };
    // A whole program compiled from its folder and run in the emulator: Run's job, and Run on GPU's first part.
    static Job emulateProgram(const QString& source, const QString& file, const SourceFolder& folder,
        const ProgramInput& input, const std::atomic<bool>* cancel, const Stage& stage);
    // The constructor's parts, called in this order (widgets are made in it, which sets the tab order).
    void fillExamples();
    QWidget* buildEditorColumn();
    void setupRunControls();
    QWidget* buildRightColumn();
    void setupTraceChoice(); // "Trace:": which blocks of each launch the emulator traces
    TraceMode traceMode() const;
    void buildSplit(QWidget* left, QWidget* right);
    void connectEditorSignals();
    void connectRunSignals();
    void connectExerciseSignals();
    void connectJob();
    void restoreSource(); // the last session's code, or the default example
    void keepSource(); // the code and its folder, for the next session
    bool saveShownFile(); // a file of the folder shown in a tab (not the program); false: it is the program

    void startJob(std::function<Job(const std::atomic<bool>*, const Stage&)> work);
    // The launch in the panel, or nothing with the reason shown in the status line.
    std::optional<LaunchOptions> panelLaunch();
    void refreshKernels();
    void keepExerciseCode(); // the editor's text, for the exercise it belongs to
    void kernelChosen();
    void showFinished(const Job& job);
    void showCompileFailure(const Job& job, const QList<CodeEditor::Mark>& marks);
    void showVerdict(const Job& job, const std::shared_ptr<const UserRun>& run, QList<CodeEditor::Mark> marks);
    void showRunStatus(const Job& job, const UserRun& run); // a run without a verdict
    void showProgram(const Job& job, QList<CodeEditor::Mark> marks);
    void showLaunch(int index); // of the program on screen
    void setRunning(bool running);
    void arrangeRight(); // the launch, a program's views and the results, one above the other

    CodeEditor* m_editor;
    FolderTabs* m_files;
    ExerciseBar* m_exerciseBar;
    QComboBox* m_examples;
    QComboBox* m_kernel;
    QLineEdit* m_programArgs; // a whole program's command line, after its name
    QLabel* m_programArgsLabel;
    QLineEdit* m_sizes; // a program's sizes set for the run: "N=1000000"
    QLabel* m_sizesLabel;
    LaunchPanel* m_launch;
    QPushButton* m_run;
    QPushButton* m_runGpu;
    QPushButton* m_cancel;
    QComboBox* m_trace; // cudaviz run --trace: auto, all, sample or none
    QProgressBar* m_progress;
    QLabel* m_status;
    RunResultView* m_results;
    ProgramView* m_program;
    std::shared_ptr<const UserProgram> m_shownProgram;
    QTimer* m_parseTimer;
    QSplitter* m_right = nullptr;
    QSplitter* m_split = nullptr; // the editor beside the launch and results
    void fitEditor();
    bool m_userSplit = false; // the user dragged the handle: their split stays
    QWidget* m_launchBox = nullptr;
    bool m_sized = false;
    bool m_busy = false;
    QString m_fileName = QStringLiteral("kernel.cu");
    QString m_exerciseId; // the exercise whose code the editor holds (kept as it is typed), or empty
    QList<KernelDecl> m_kernels;
    BackgroundJob<Job> m_job;
};

} // namespace cvz
