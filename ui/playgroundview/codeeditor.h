#pragma once

#include <QList>
#include <QPlainTextEdit>

namespace cvz {

// The playground's editor: line numbers in a gutter, CUDA highlighting, and marked lines (a
// compile error, a finding) with their message as the tooltip.
class CodeEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit CodeEditor(QWidget* parent = nullptr);

    struct Mark
    {
        int line = 0; // 1-based
        bool error = true; // red for errors and findings, amber for warnings
        QString message;
    };
    void setMarks(QList<Mark> marks);
    const QList<Mark>& marks() const { return m_marks; }
    void goToLine(int line);
    // Another file's text (FolderTabs): its own undo history; the marks were the last file's.
    void showDocument(QTextDocument* document);
    int gutterWidth() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override; // Return keeps the indentation, } takes a level off

private:
    friend class LineGutter;
    void paintGutter(QPaintEvent* event);
    void updateGutter(const QRect& rect, int dy);
    void refreshSelections();

    QWidget* m_gutter;
    QList<Mark> m_marks;
};

} // namespace cvz
