#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cvz {

namespace {

void addMenu(const QMenu* menu, const QString& path, QList<QPair<QString, QString>>& rows)
{
    for (const QAction* action : menu->actions()) {
        const QString name = path + QStringLiteral(" › ") + action->text().remove(QLatin1Char('&'));
        if (action->menu())
            addMenu(action->menu(), name, rows);
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows.append({ keys.join(QStringLiteral(", ")), name });
    }
}

} // namespace

QList<QPair<QString, QString>> shortcutRows(const QMenuBar* menuBar)
{
    QList<QPair<QString, QString>> rows;
    for (const QAction* action : menuBar->actions())
        if (action->menu())
            addMenu(action->menu(), action->text().remove(QLatin1Char('&')), rows);
    // The page's keys (QShortcuts scoped to the page, not menu actions).
    const auto keys = [](std::initializer_list<int> list) {
        QStringList names;
        for (int key : list)
            names << QKeySequence(key).toString(QKeySequence::NativeText);
        return names.join(QStringLiteral(", "));
    };
    const QString page = ShortcutsDialog::tr("Thread Mapping") + QStringLiteral(" › ");
    rows.append({ keys({ Qt::Key_Space }), page + ShortcutsDialog::tr("Play or pause") });
    rows.append({ keys({ Qt::Key_Right, Qt::Key_PageDown }), page + ShortcutsDialog::tr("Next step") });
    rows.append({ keys({ Qt::Key_Left, Qt::Key_PageUp }), page + ShortcutsDialog::tr("Previous step") });
    rows.append({ keys({ Qt::Key_Home, Qt::Key_End }), page + ShortcutsDialog::tr("First thread, last thread") });
    rows.append({ keys({ Qt::Key_Escape }), ShortcutsDialog::tr("Leave presentation mode") });
    return rows;
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menuBar, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    const auto rows = shortcutRows(menuBar);
    auto* table = new QTableWidget(int(rows.size()), 2, this);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({ tr("Keys"), tr("Action") });
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(640, 480);
}

} // namespace cvz
