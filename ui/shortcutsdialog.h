#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

class QMenuBar;

namespace cvz {

// Every keyboard shortcut: the menus' own (read from their actions, so the list cannot go
// stale) and the Thread Mapping page's animation keys. Pairs of (keys, what they do).
QList<QPair<QString, QString>> shortcutRows(const QMenuBar* menuBar);

// Help > Shortcuts.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar* menuBar, QWidget* parent = nullptr);
};

} // namespace cvz
