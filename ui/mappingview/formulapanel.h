#pragma once

#include "mapping/kernelsource.h"
#include "mapping/threadmapping.h"

#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

class QLabel;
class QPlainTextEdit;

namespace cvz {

// The selected thread's formulas with its numbers filled in, and the kernel's source with
// the line it is at highlighted.
class FormulaPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FormulaPanel(QWidget* parent = nullptr);

    // The kernel as CUDA; without the guard its guard line shows commented out.
    void setKernel(const QString& key, bool guard = true);
    void showThread(const QString& heading, const QStringList& formulas, ThreadState state);
    void clear();
    // The line the thread stops at is in the code's view (tests).
    bool highlightedLineVisible() const;
    // Projector sizes: code and formulas at about 1/45 of the screen height (24 px at 1080).
    void setPresentation(bool on);
    static int presentationCodePixels(int screenHeight);

    QString formulaText() const;
    int highlightedLine() const { return m_highlighted; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The source laid out for the code view's width: comments re-wrapped as comments.
    void layOutSource();
    void applyHighlight();
    void revealHighlight(); // scrolls the code to the highlighted line
    // The display rows (first, last) a kernel line wraps into, if it has any.
    std::optional<std::pair<int, int>> displayRows(int line) const;
    int visibleRows() const; // whole display rows the code's view shows

    QLabel* m_heading;
    QLabel* m_formulas;
    QPlainTextEdit* m_source;
    KernelSource m_kernel;
    std::vector<int> m_displayLine; // per line of m_kernel: the view's line it starts on
    int m_columns = 0; // the width the source was laid out for
    int m_highlighted = -1; // a line of m_kernel
    ThreadState m_state = ThreadState::Active;
};

} // namespace cvz
