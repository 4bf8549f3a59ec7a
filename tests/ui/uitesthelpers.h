#pragma once

#include "device/devicereport.h"
#include "devicespage.h"
#include "mapping/mappingsetup.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

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

} // namespace cvz
