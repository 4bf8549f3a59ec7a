#pragma once

#include "mapping/kernelsource.h"
#include "mapping/threadmapping.h"

#include <QWidget>

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
    // Projector sizes: code and formulas at about 1/45 of the screen height (24 px at 1080).
    void setPresentation(bool on);
    static int presentationCodePixels(int screenHeight);

    QString formulaText() const;
    int highlightedLine() const { return m_highlighted; }

private:
    QLabel* m_heading;
    QLabel* m_formulas;
    QPlainTextEdit* m_source;
    KernelSource m_kernel;
    int m_highlighted = -1;
};

} // namespace cvz
