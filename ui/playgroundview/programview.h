#pragma once

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace cvz {

struct UserProgram;

// A whole program's run on the Playground page: where the modelled time went, the timeline of its
// CUDA calls, what it printed, its findings and the files it wrote; and which of its launches the picture, findings
// and memory tabs below show.
class ProgramView : public QWidget
{
    Q_OBJECT
public:
    explicit ProgramView(QWidget* parent = nullptr);

    void setProgram(std::shared_ptr<const UserProgram> program);
    int launchIndex() const; // the launch chosen, or -1
    QTableWidget* timeline() const { return m_timeline; }

Q_SIGNALS:
    void launchChosen(int index); // an index into UserProgram::launches, or -1
    void lineActivated(int line);

private:
    void showFiles(const UserProgram& program);
    void saveFiles();

    std::shared_ptr<const UserProgram> m_program;
    QLabel* m_summary;
    QComboBox* m_launch;
    QTabWidget* m_tabs;
    QTableWidget* m_timeline;
    QPlainTextEdit* m_output;
    QListWidget* m_findings;
    QListWidget* m_files; // what the program wrote in its own folder
    QPushButton* m_saveFiles;
};

} // namespace cvz
