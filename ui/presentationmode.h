#pragma once

#include <QByteArray>
#include <QFont>
#include <QObject>
#include <QPalette>

class QAction;
class QMainWindow;
class QShortcut;

namespace cvz {

// Presentation mode for a classroom: full screen, large fonts, black on white, thick lines
// (the pages draw those when `toggled` says so); Esc or F5/F11 leave it and everything
// returns to how it was. The choice is remembered.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    explicit PresentationMode(QMainWindow* window);
    ~PresentationMode() override; // gives the application's header font back if still presenting

    bool isOn() const { return m_on; }
    QAction* action() const { return m_action; } // checkable; F5 and F11
    static bool savedChoice();
    static constexpr double kFontScale = 1.6;
    // The window's font when presenting on a screen this many pixels tall.
    static QFont presentationFont(const QFont& normal, int screenHeight, double dpi);
    // The height of the screen `widget`'s window presents on (its screen's, unless set below).
    static int screenHeightOf(const QWidget* widget);
    // The height of the screen the fonts are sized for; 0 (the default): the window's screen. The
    // layout tests lay pages out for a 768- and a 1080-line projector on any screen.
    void setScreenHeight(int pixels) { m_screenHeight = pixels; }

public Q_SLOTS:
    void setOn(bool on);

Q_SIGNALS:
    void toggled(bool on);

private:
    QMainWindow* m_window;
    QAction* m_action;
    QShortcut* m_escape;
    bool m_on = false;
    int m_screenHeight = 0;
    QByteArray m_geometry;
    Qt::WindowStates m_state;
    QFont m_font;
    QFont m_headerFont; // the application's font for table headers, given back when leaving
    QPalette m_palette;
};

} // namespace cvz
