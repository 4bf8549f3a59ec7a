#pragma once

#include "mappingview/mappingpalette.h"
#include "playground/userrun.h"

#include <QFutureWatcher>
#include <QWidget>
#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTimer;

namespace cvz {

class CodeEditor;
class LaunchPanel;
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
    void cancel();
    void openFile();
    void saveFile();
    void setPresentation(bool on);
    bool isRunning() const { return m_watcher.isRunning(); }
    CodeEditor* editor() const { return m_editor; }
    RunResultView* results() const { return m_results; }
    LaunchPanel* launch() const { return m_launch; }

Q_SIGNALS:
    void runFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Job
    {
        playground::CompileOutcome compiled;
        playground::RunOutcome outcome;
    };
    void refreshKernels();
    void kernelChosen();
    void showFinished();
    void setRunning(bool running);

    CodeEditor* m_editor;
    QComboBox* m_examples;
    QComboBox* m_kernel;
    LaunchPanel* m_launch;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    RunResultView* m_results;
    QTimer* m_parseTimer;
    QSplitter* m_right = nullptr;
    QWidget* m_launchBox = nullptr;
    bool m_sized = false;
    QString m_fileName = QStringLiteral("kernel.cu");
    QList<playground::KernelDecl> m_kernels;
    QFutureWatcher<Job> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
};

} // namespace cvz
