#include "plaincopies.h"

#include "util/linebreaks.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace cvz {

namespace {
// A field the user types into: what is copied from it is the user's own text, marks and all.
bool editable(const QWidget* w)
{
    if (const auto* line = qobject_cast<const QLineEdit*>(w))
        return !line->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(w))
        return !plain->isReadOnly();
    if (const auto* rich = qobject_cast<const QTextEdit*>(w))
        return !rich->isReadOnly();
    return qobject_cast<const QAbstractSpinBox*>(w) != nullptr;
}

void strip(QClipboard* clipboard, QClipboard::Mode mode)
{
    // Ours: this app set it, or, where the platform cannot say (offscreen), one of its windows is
    // active, as it is when the user copies in it.
    const bool ours = (mode == QClipboard::Selection ? clipboard->ownsSelection() : clipboard->ownsClipboard())
        || QApplication::activeWindow() != nullptr;
    if (!ours || editable(QApplication::focusWidget()))
        return;
    const QString text = clipboard->text(mode);
    const QString plain = withoutBreakMarks(text);
    if (plain != text)
        clipboard->setText(plain, mode); // signals again, with nothing left to take out
}
} // namespace

void keepCopiesFreeOfBreakMarks()
{
    QClipboard* clipboard = QGuiApplication::clipboard();
    if (!clipboard || clipboard->property("cvzPlainCopies").toBool())
        return;
    clipboard->setProperty("cvzPlainCopies", true);
    QObject::connect(
        clipboard, &QClipboard::dataChanged, clipboard, [clipboard] { strip(clipboard, QClipboard::Clipboard); });
    if (clipboard->supportsSelection())
        QObject::connect(clipboard, &QClipboard::selectionChanged, clipboard,
            [clipboard] { strip(clipboard, QClipboard::Selection); });
}

} // namespace cvz
