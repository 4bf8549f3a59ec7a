#pragma once

#include "device/devicereport.h"
#include "devicespage.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "mapping/mappingsetup.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>
#include <memory>

namespace cvz {

// The index of the first Thread Mapping preset whose title starts so, or -1.
inline int presetIndex(const QString& startsWith)
{
    const auto presets = mappingPresets();
    for (size_t i = 0; i < presets.size(); ++i)
        if (presets[i].title.startsWith(startsWith))
            return int(i);
    return -1;
}

// A test with its own empty settings and an empty "user lessons" folder, so nothing leaks
// between tests or into the user's configuration.
class IsolatedTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_settingsDir.isValid() && m_lessonDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        QSettings().clear();
    }
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_lessonDir;
};

// A screen a page is laid out for: its size, in a window or presented, in a language.
struct Screen
{
    QSize size;
    bool presenting;
    const char* language;
};

// "<what> at 1366x768 presented en": names the case in every failure.
inline QString screenWhere(const QString& what, const Screen& s)
{
    return QStringLiteral("%1 at %2x%3 %4 %5")
        .arg(what)
        .arg(s.size.width())
        .arg(s.size.height())
        .arg(s.presenting ? QStringLiteral("presented") : QStringLiteral("window"))
        .arg(QLatin1String(s.language));
}

// The name gtest gives each screen: "1366x768PresentedChinese".
inline std::string screenName(const ::testing::TestParamInfo<Screen>& info)
{
    const Screen& s = info.param;
    return std::to_string(s.size.width()) + "x" + std::to_string(s.size.height())
        + (s.presenting ? "Presented" : "Window") + (s.language[0] == 'z' ? "Chinese" : "");
}

// A probe that asks one of the fake GPU modules (tests/fakes) instead of the real one.
inline DevicesPage::Probe fakeProbe(const char* modulePath)
{
    return [path = QString::fromUtf8(modulePath)] { return collectDeviceReport(GpuModule::load(path)); };
}

// Waits until the page's background probe has delivered its report.
inline bool waitForProbe(DevicesPage& page)
{
    return QTest::qWaitFor([&page] { return !page.isProbing(); }, 10000);
}

// The window as a lecturer opens it on `screen`: in its language, shown, its (fake, driverless)
// GPU probed; null when it did not come up. `lessonDir`: the user's lessons folder.
inline std::unique_ptr<MainWindow> screenWindow(const Screen& screen, const QString& lessonDir)
{
    installTranslations(QString::fromLatin1(screen.language));
    auto window
        = std::make_unique<MainWindow>(new DevicesPage(fakeProbe(FAKE_GPU_NO_DRIVER_PATH)), QStringList { lessonDir });
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !waitForProbe(*window->devicesPage()))
        return nullptr;
    return window;
}

} // namespace cvz
