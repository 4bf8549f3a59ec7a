#include "formulapanel.h"

#include "presentationmode.h"

#include "mappingpalette.h"

#include "mapping/cudasource.h"
#include "util/linebreaks.h"
#include "util/textwrap.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QScreen>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>
#include <utility>

namespace cvz {

namespace {
// Monospace, and with CJK glyphs of the same cell width when the comments are Chinese
// (Noto Sans Mono CJK, from fonts-noto-cjk); otherwise the system's fixed font.
QFont codeFont()
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const char* family : { "Noto Sans Mono CJK SC", "Noto Sans Mono CJK TC", "WenQuanYi Zen Hei Mono" })
        if (QFontDatabase::hasFamily(QString::fromLatin1(family))) {
            mono.setFamilies(
                { mono.family(), QString::fromLatin1(family) }); // Latin from the first, CJK from the second
            break;
        }
    return mono;
}

// The kernel's code, marked where its lines may break (util/linebreaks.h); a copy of it is
// the code as written, without the marks.
class CodeView : public QPlainTextEdit
{
public:
    using QPlainTextEdit::QPlainTextEdit;

protected:
    QMimeData* createMimeDataFromSelection() const override
    {
        auto* mime = new QMimeData;
        mime->setText(withoutBreakMarks(textCursor().selection().toPlainText()));
        return mime;
    }
};

QStringList markedForBreaking(const QStringList& lines)
{
    QStringList marked;
    for (const QString& line : lines)
        marked << keepOperandsWhole(line);
    return marked;
}
} // namespace

FormulaPanel::FormulaPanel(QWidget* parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_formulas(new QLabel(this))
    , m_source(new CodeView(this))
{
    setObjectName(QStringLiteral("formulaPanel"));
    const QFont mono = codeFont();
    m_heading->setObjectName(QStringLiteral("threadHeading"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    m_formulas->setObjectName(QStringLiteral("formulaText"));
    m_formulas->setFont(mono);
    m_formulas->setWordWrap(true);
    m_formulas->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_formulas->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_source->setObjectName(QStringLiteral("kernelSource"));
    m_source->setReadOnly(true);
    m_source->setFont(mono);
    // A short panel (presented on a laptop) squeezes the code, never the formulas above it.
    m_source->setMinimumHeight(m_source->fontMetrics().lineSpacing() * 3);
    m_source->setLineWrapMode(QPlainTextEdit::WidgetWidth); // never a sideways scroll,
    m_source->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // not even for a long word

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_formulas);
    auto* sourceHeading = new QLabel(
        tr("The kernel in CUDA (the GPU runs it, and the CPU emulator runs the same body line for line):"), this);
    sourceHeading->setWordWrap(true); // keeps the panel narrow enough for a laptop screen
    layout->addWidget(sourceHeading);
    layout->addWidget(m_source, 1);
    m_source->viewport()->installEventFilter(this); // its width sets where comments wrap
}

void FormulaPanel::setKernel(const QString& key, bool guard)
{
    m_kernel = teachingCudaSource(key, guard);
    m_columns = 0;
    m_highlighted = -1;
    layOutSource();
}

bool FormulaPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_source->viewport() && event->type() == QEvent::Resize) {
        layOutSource();
        // Once the scroll bar knows the new height.
        QMetaObject::invokeMethod(this, &FormulaPanel::revealHighlight, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void FormulaPanel::layOutSource()
{
    const QFontMetrics metrics(m_source->font());
    const int usable = m_source->viewport()->width() - 2 * int(m_source->document()->documentMargin()) - 4;
    const int columns = std::max(20, usable / std::max(1, metrics.horizontalAdvance(QLatin1Char('M'))));
    if (columns == m_columns)
        return;
    m_columns = columns;
    m_source->setPlainText(
        markedForBreaking(wrapCodeComments(m_kernel.lines, columns, &m_displayLine)).join(QLatin1Char('\n')));
    applyHighlight();
}

void FormulaPanel::showThread(const QString& heading, const QStringList& formulas, ThreadState state)
{
    m_heading->setText(keepOperandsWhole(heading));
    m_formulas->setText(markedForBreaking(formulas).join(QLatin1Char('\n')));
    // Idle threads stop at the guard; the others reach the store.
    m_highlighted = state == ThreadState::Idle ? m_kernel.guardLine : m_kernel.writeLine;
    m_state = state;
    applyHighlight();
}

void FormulaPanel::applyHighlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    const auto select = [&](int line, const QColor& colour) {
        if (line < 0 || line >= int(m_displayLine.size()))
            return;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(m_source->document()->findBlockByNumber(m_displayLine[size_t(line)]));
        s.format.setBackground(colour);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections << s;
    };
    if (m_highlighted >= 0) {
        select(m_kernel.firstIndexLine, QColor(0xff, 0xf3, 0xc4));
        select(m_highlighted, m_state == ThreadState::OutOfRange ? QColor(0xf6, 0xc3, 0xa5) : QColor(0xf9, 0xd9, 0x8c));
    }
    m_source->setExtraSelections(selections);
    revealHighlight();
}

std::optional<std::pair<int, int>> FormulaPanel::displayRows(int line) const
{
    if (line < 0 || line >= int(m_displayLine.size()))
        return std::nullopt;
    const QTextBlock block = m_source->document()->findBlockByNumber(m_displayLine[size_t(line)]);
    const int first = block.firstLineNumber();
    return std::pair(first, first + std::max(1, block.lineCount()) - 1);
}

int FormulaPanel::visibleRows() const
{
    return m_source->viewport()->height() / std::max(1, m_source->fontMetrics().lineSpacing());
}

void FormulaPanel::revealHighlight()
{
    // The code follows the thread: the line it stops at in view, and the index line above it
    // when both fit, so no one has to scroll on a projector.
    // The text cursor stays where the reader put it: the scroll bar moves (in lines).
    QScrollBar* bar = m_source->verticalScrollBar();
    const int visible = std::max(1, visibleRows());
    const auto reveal = [&](int line) {
        const auto rows = displayRows(line);
        if (!rows)
            return;
        if (rows->first < bar->value())
            bar->setValue(rows->first);
        else if (rows->second >= bar->value() + visible)
            bar->setValue(rows->second - visible + 1);
    };
    if (m_highlighted >= 0) {
        // The signature first: each later reveal keeps it in view only where both fit.
        for (int line = 0; line < int(m_kernel.lines.size()); ++line)
            if (m_kernel.lines[line].contains(QLatin1String("__global__"))) {
                reveal(line);
                break;
            }
        reveal(m_kernel.firstIndexLine);
        reveal(m_highlighted + 1 < int(m_displayLine.size()) ? m_highlighted + 1 : m_highlighted);
        reveal(m_highlighted);
    }
}

bool FormulaPanel::highlightedLineVisible() const
{
    const auto rows = displayRows(m_highlighted);
    const int top = m_source->verticalScrollBar()->value();
    return rows && rows->first >= top && rows->second < top + visibleRows();
}

int FormulaPanel::presentationCodePixels(int screenHeight)
{
    return std::clamp(MappingPalette::minimumTextPixels(screenHeight), 18, 48);
}

void FormulaPanel::setPresentation(bool on)
{
    QFont mono = codeFont();
    QFont heading = m_heading->font();
    if (on) {
        const int pixels = presentationCodePixels(PresentationMode::screenHeightOf(this));
        mono.setPixelSize(pixels);
        heading.setPixelSize(pixels);
    } else {
        heading = font();
    }
    heading.setBold(true);
    m_heading->setFont(heading);
    m_formulas->setFont(mono);
    m_source->setFont(mono);
    m_columns = 0; // another font: another width in letters
    layOutSource();
}

void FormulaPanel::clear()
{
    m_heading->clear();
    m_formulas->clear();
    m_highlighted = -1;
    applyHighlight();
}

QString FormulaPanel::formulaText() const
{
    return withoutBreakMarks(m_formulas->text());
}

} // namespace cvz
