#include "presentationmode.h"

#include "mappingview/mappingpalette.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <algorithm>

namespace cvz {

namespace {
const auto kPresentationKey = QStringLiteral("view/presentation");
const char* const kScreenHeightProperty = "cvzPresentationScreenHeight";

QPalette highContrast(QPalette palette)
{
    for (auto role : { QPalette::Window, QPalette::Base, QPalette::Button })
        palette.setColor(role, Qt::white);
    for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        palette.setColor(role, Qt::black);
    // Disabled controls must look disabled on white too: mid grey, not black.
    for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        palette.setColor(QPalette::Disabled, role, QColor(0x8a, 0x8a, 0x8a));
    palette.setColor(QPalette::Highlight, QColor(0x00, 0x4f, 0x8c));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    return palette;
}
} // namespace

PresentationMode::PresentationMode(QMainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(tr("&Presentation mode"), this))
    , m_escape(new QShortcut(QKeySequence(Qt::Key_Escape), window))
{
    m_action->setObjectName(QStringLiteral("presentationAction"));
    m_action->setCheckable(true);
    m_action->setShortcuts({ QKeySequence(Qt::Key_F5), QKeySequence(Qt::Key_F11) });
    m_action->setToolTip(tr("Full screen, large fonts, thick lines and high contrast for a projector (Esc leaves)"));
    m_escape->setContext(Qt::WindowShortcut);
    m_escape->setEnabled(false);
    connect(m_action, &QAction::toggled, this, &PresentationMode::setOn);
    connect(m_escape, &QShortcut::activated, this, [this] { setOn(false); });
}

PresentationMode::~PresentationMode()
{
    if (m_on)
        QApplication::setFont(m_headerFont, "QHeaderView");
}

QFont PresentationMode::presentationFont(const QFont& normal, int screenHeight, double dpi)
{
    // 1.6 times the usual size, and never under the projector's minimum (a 45th of the
    // screen's height: 18 px at 768 lines, 24 at 1080), in points for this screen's dpi.
    QFont large = normal;
    const double minimum = double(MappingPalette::minimumTextPixels(screenHeight)) * 72.0 / std::max(1.0, dpi);
    large.setPointSizeF(std::max({ 16.0, normal.pointSizeF() * kFontScale, minimum }));
    return large;
}

int PresentationMode::screenHeightOf(const QWidget* widget)
{
    const QWidget* top = widget->window();
    if (const int set = top->property(kScreenHeightProperty).toInt(); set > 0)
        return set;
    return widget->screen() ? widget->screen()->geometry().height() : 1080;
}

bool PresentationMode::savedChoice()
{
    return QSettings().value(kPresentationKey, false).toBool();
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    // Menus and dialogs are windows of their own, which keep their own font and palette unless
    // told to take the main window's: on a projector they grow with it.
    for (QWidget* w : m_window->findChildren<QWidget*>())
        if (w->isWindow())
            w->setAttribute(Qt::WA_WindowPropagation);
    if (on) {
        m_geometry = m_window->saveGeometry();
        m_state = m_window->windowState();
        m_font = m_window->font();
        m_palette = m_window->palette();
        const QScreen* screen = m_window->screen();
        const int height = m_screenHeight > 0 ? m_screenHeight : screen ? screen->geometry().height() : 1080;
        m_window->setProperty(kScreenHeightProperty, height);
        const QFont large = presentationFont(m_font, height, m_window->logicalDpiY());
        m_window->setFont(large);
        // A platform theme may give table headers a font of their own, which a window's font does
        // not reach: on a projector they grow too.
        m_headerFont = QApplication::font("QHeaderView");
        QApplication::setFont(large, "QHeaderView");
        m_window->setPalette(highContrast(m_palette));
        m_window->setWindowState((m_state & ~Qt::WindowMinimized) | Qt::WindowFullScreen);
    } else {
        m_window->setFont(m_font);
        QApplication::setFont(m_headerFont, "QHeaderView");
        m_window->setPalette(m_palette);
        m_window->setWindowState(m_state);
        if (!(m_state & (Qt::WindowMaximized | Qt::WindowFullScreen)))
            m_window->restoreGeometry(m_geometry);
    }
    m_escape->setEnabled(on);
    {
        const QSignalBlocker blocker(m_action);
        m_action->setChecked(on);
    }
    QSettings().setValue(kPresentationKey, on);
    Q_EMIT toggled(on);
}

} // namespace cvz
