#include "codeeditor.h"

#include "cudahighlighter.h"
#include "playground/source/autoindent.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

namespace cvz {

class LineGutter : public QWidget
{
public:
    explicit LineGutter(CodeEditor* editor)
        : QWidget(editor)
        , m_editor(editor)
    { }
    QSize sizeHint() const override { return { m_editor->gutterWidth(), 0 }; }

protected:
    void paintEvent(QPaintEvent* event) override { m_editor->paintGutter(event); }

private:
    CodeEditor* m_editor;
};

namespace {
const QColor kErrorColor(0xd5, 0x5e, 0x00); // vermillion, as out-of-range in the mapping picture
const QColor kWarningColor(0xe6, 0x9f, 0x00);
} // namespace

CodeEditor::CodeEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_gutter(new LineGutter(this))
{
    setObjectName(QStringLiteral("playgroundEditor"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    setFont(mono);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(u' ') * 4);
    new CudaHighlighter(document());
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeEditor::updateGutter);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_marks.isEmpty())
            setMarks({}); // the marks belong to the text that was run
    });
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

void CodeEditor::keyPressEvent(QKeyEvent* event)
{
    const bool plain = !(event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier));
    QTextCursor cursor = textCursor();
    if (plain && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !cursor.hasSelection()) {
        const QString before = cursor.block().text().left(cursor.positionInBlock());
        cursor.beginEditBlock();
        cursor.insertText(QStringLiteral("\n") + indentAfterNewline(before));
        cursor.endEditBlock();
        setTextCursor(cursor);
        ensureCursorVisible();
        return;
    }
    if (event->text() == QStringLiteral("}") && !cursor.hasSelection()) {
        const QString before = cursor.block().text().left(cursor.positionInBlock());
        const QString dedented = indentBeforeClosingBrace(before);
        if (dedented != before) {
            cursor.beginEditBlock();
            cursor.movePosition(QTextCursor::StartOfBlock, QTextCursor::KeepAnchor);
            cursor.insertText(dedented + QStringLiteral("}"));
            cursor.endEditBlock();
            setTextCursor(cursor);
            return;
        }
    }
    QPlainTextEdit::keyPressEvent(event);
}

void CodeEditor::showDocument(QTextDocument* document)
{
    setMarks({});
    setDocument(document);
    setViewportMargins(gutterWidth(), 0, 0, 0);
    const QRect r = contentsRect();
    m_gutter->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
    m_gutter->update();
}

int CodeEditor::gutterWidth() const
{
    const int digits = QString::number(std::max(1, blockCount())).size();
    return 12 + fontMetrics().horizontalAdvance(u'9') * std::max(3, digits);
}

void CodeEditor::setMarks(QList<Mark> marks)
{
    m_marks = std::move(marks);
    refreshSelections();
    m_gutter->update();
}

void CodeEditor::goToLine(int line)
{
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextCursor c(block);
    setTextCursor(c);
    centerCursor();
    setFocus();
}

void CodeEditor::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    m_gutter->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
}

void CodeEditor::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() != QEvent::FontChange)
        return;
    // A larger font (presented) widens the line numbers: the text moves right with them, or
    // the gutter hides each line's first letter ("/ Element-wise" for "// Element-wise").
    setTabStopDistance(fontMetrics().horizontalAdvance(u' ') * 4);
    setViewportMargins(gutterWidth(), 0, 0, 0);
    const QRect r = contentsRect();
    m_gutter->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
}

bool CodeEditor::event(QEvent* event)
{
    // A marked line's message as its tooltip, over the text or the gutter.
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QTextCursor c = cursorForPosition(viewport()->mapFromGlobal(help->globalPos()));
        const int line = c.blockNumber() + 1;
        QStringList messages;
        for (const Mark& m : m_marks)
            if (m.line == line)
                messages << m.message;
        if (!messages.isEmpty())
            QToolTip::showText(help->globalPos(), messages.join(QStringLiteral("\n\n")), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::event(event);
}

void CodeEditor::updateGutter(const QRect& rect, int dy)
{
    if (dy)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void CodeEditor::paintGutter(QPaintEvent* event)
{
    QPainter p(m_gutter);
    p.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber() + 1;
        const Mark* mark = nullptr;
        for (const Mark& m : m_marks)
            if (m.line == line && (!mark || m.error))
                mark = &m;
        if (mark)
            p.fillRect(0, top, 5, height, mark->error ? kErrorColor : kWarningColor);
        p.setPen(mark ? palette().color(QPalette::Text) : palette().color(QPalette::PlaceholderText));
        // Beside the block's first line: a wrapped line (presented) continues under it unnumbered.
        p.drawText(0, top, m_gutter->width() - 6, std::min(height, fontMetrics().lineSpacing() + 2),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(line));
        block = block.next();
        top += height;
    }
}

void CodeEditor::refreshSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    for (const Mark& m : m_marks) {
        const QTextBlock block = document()->findBlockByNumber(m.line - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection s;
        QColor c = m.error ? kErrorColor : kWarningColor;
        c.setAlpha(40);
        s.format.setBackground(c);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.cursor = QTextCursor(block);
        selections << s;
    }
    setExtraSelections(selections);
}

} // namespace cvz
