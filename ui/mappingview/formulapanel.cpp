#include "formulapanel.h"

#include "mapping/cudasource.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScreen>
#include <QTextBlock>
#include <QVBoxLayout>
#include <algorithm>

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
} // namespace

FormulaPanel::FormulaPanel(QWidget* parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_formulas(new QLabel(this))
    , m_source(new QPlainTextEdit(this))
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
}

void FormulaPanel::setKernel(const QString& key, bool guard)
{
    m_kernel = teachingCudaSource(key, guard);
    m_source->setPlainText(m_kernel.lines.join(QLatin1Char('\n')));
    m_highlighted = -1;
    m_source->setExtraSelections({});
}

void FormulaPanel::showThread(const QString& heading, const QStringList& formulas, ThreadState state)
{
    m_heading->setText(heading);
    m_formulas->setText(formulas.join(QLatin1Char('\n')));
    // Idle threads stop at the guard; the others reach the store.
    const int line = state == ThreadState::Idle ? m_kernel.guardLine : m_kernel.writeLine;
    QList<QTextEdit::ExtraSelection> selections;
    const auto select = [&](int number, const QColor& colour) {
        if (number < 0 || number >= m_source->document()->blockCount())
            return;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(m_source->document()->findBlockByNumber(number));
        s.format.setBackground(colour);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections << s;
    };
    select(m_kernel.firstIndexLine, QColor(0xff, 0xf3, 0xc4));
    select(line, state == ThreadState::OutOfRange ? QColor(0xf6, 0xc3, 0xa5) : QColor(0xf9, 0xd9, 0x8c));
    m_source->setExtraSelections(selections);
    m_highlighted = line;
}

int FormulaPanel::presentationCodePixels(int screenHeight)
{
    return std::clamp(screenHeight / 45, 18, 48);
}

void FormulaPanel::setPresentation(bool on)
{
    QFont mono = codeFont();
    QFont heading = m_heading->font();
    if (on) {
        const int pixels = presentationCodePixels(screen() ? screen()->geometry().height() : 1080);
        mono.setPixelSize(pixels);
        heading.setPixelSize(pixels);
    } else {
        heading = font();
    }
    heading.setBold(true);
    m_heading->setFont(heading);
    m_formulas->setFont(mono);
    m_source->setFont(mono);
}

void FormulaPanel::clear()
{
    m_heading->clear();
    m_formulas->clear();
    m_source->setExtraSelections({});
    m_highlighted = -1;
}

QString FormulaPanel::formulaText() const
{
    return m_formulas->text();
}

} // namespace cvz
