#pragma once

#include "export/mappingexportdialog.h"

#include "device/devicereport.h"
#include "lessons/lesson.h"

#include <QMainWindow>

class QDockWidget;
class QTabWidget;

namespace cvz {

class BenchmarkPage;
class ChartsPage;
class DevicesPage;
class LessonBar;
class LessonsPanel;
class PresentationMode;
class PlaygroundPage;
class ThreadMappingPage;

// The app's window: one tab per page; the pages do the work, this only wires them.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `devicesPage` lets tests inject a page with a known probe; null makes the default one.
    // `lessonFolders`: a teacher's own lesson files; empty uses the user's lesson folder.
    explicit MainWindow(DevicesPage* devicesPage = nullptr, QStringList lessonFolders = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    DevicesPage* devicesPage() const { return m_devicesPage; }
    ThreadMappingPage* mappingPage() const { return m_mappingPage; }
    PlaygroundPage* playgroundPage() const { return m_playgroundPage; }
    BenchmarkPage* benchmarkPage() const { return m_benchmarkPage; }
    ChartsPage* chartsPage() const { return m_chartsPage; }
    QTabWidget* tabs() const { return m_tabs; }
    LessonsPanel* lessonsPanel() const { return m_lessons; }
    QDockWidget* lessonsDock() const { return m_lessonsDock; }
    LessonBar* lessonBar() const { return m_lessonBar; }
    PresentationMode* presentation() const { return m_presentation; }

public Q_SLOTS:
    void showAbout();
    void showShortcuts();
    void showSettings();
    // Forgets every saved setting and puts the window back to its first-start state.
    void resetSettings();
    // Puts the app in the state a lesson step describes (page, launch, benchmark, chart).
    void showLessonStep(const cvz::LessonAction& action);

public:
    static constexpr int kLaptopWidth = 1600; // narrower windows keep the Lessons dock narrow
    static constexpr int kLaptopLessonsWidth = 300;

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void narrowLessonsOnALaptop();
    void createMenus();
    void createLessonsDock(QStringList folders);
    void setPresentation(bool on);
    void showLessons(bool on); // View › Lessons: the dock, or the lesson bar when presenting
    void applyDecorations(); // View › Show arrows / the lens: the picture follows the saved choice
    void keepWithinScreen(); // a window larger than its screen's free area shrinks and moves into it
    void exportMapping(MappingExportDialog::Kind kind);
    void restoreWindowState();
    void saveWindowState();

    QTabWidget* m_tabs;
    DevicesPage* m_devicesPage;
    ThreadMappingPage* m_mappingPage = nullptr;
    PlaygroundPage* m_playgroundPage = nullptr;
    BenchmarkPage* m_benchmarkPage = nullptr;
    ChartsPage* m_chartsPage = nullptr;
    LessonsPanel* m_lessons = nullptr;
    QDockWidget* m_lessonsDock = nullptr;
    LessonBar* m_lessonBar = nullptr;
    QAction* m_lessonsAction = nullptr;
    QByteArray m_stateBeforePresentation; // the docks' layout, given back by Esc
    bool m_lessonBarWanted = false; // Ctrl+L while presenting: the lesson bar under the page
    bool m_lessonsDockWasVisible = true; // before presentation mode hid it
    bool m_lessonsNarrowed = false; // narrowed for a laptop since the window became narrow or the dock opened
    PresentationMode* m_presentation = nullptr;
    QByteArray m_defaultState; // the dock layout of a first start, for "Reset to defaults"
};

} // namespace cvz
