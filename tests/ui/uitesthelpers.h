#pragma once

#include "devicereport.h"
#include "devicespage.h"

#include <QSignalSpy>
#include <QTest>

namespace cvz::test {

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

} // namespace cvz::test
