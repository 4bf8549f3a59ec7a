#include "devicetablemodel.h"

#include <QAbstractItemModelTester>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
GpuDeviceInfo device(int index, const char* name)
{
    GpuDeviceInfo d;
    d.index = index;
    d.name = QString::fromLatin1(name);
    d.ccMajor = 8;
    d.ccMinor = 6;
    d.smCount = 84;
    d.warpSize = 32;
    d.maxThreadsPerBlock = 1024;
    return d;
}
} // namespace

TEST(DeviceTableModel, PassesTheModelTester)
{
    DeviceTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setDevices({ device(0, "RTX A"), device(1, "RTX B") });
    model.setDevices({});
    model.setDevices({ device(3, "Only") });
    EXPECT_EQ(model.columnCount(), 1);
}

TEST(DeviceTableModel, DevicesAreColumnsAndPropertiesRows)
{
    DeviceTableModel model;
    model.setDevices({ device(0, "RTX A"), device(1, "RTX B") });
    EXPECT_EQ(model.columnCount(), 2);
    EXPECT_GT(model.rowCount(), 10);
    EXPECT_EQ(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("GPU 1"));
    EXPECT_EQ(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("Name"));
    EXPECT_EQ(model.index(0, 1).data().toString(), QStringLiteral("RTX B"));
    EXPECT_EQ(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("Status"));
    EXPECT_EQ(model.index(1, 0).data().toString(), QStringLiteral("ready"));
    EXPECT_EQ(model.index(2, 0).data().toString(), QStringLiteral("8.6"));
    GpuDeviceInfo busy = device(2, "Busy");
    busy.problem = QStringLiteral("busy: exclusive-process");
    model.setDevices({ busy });
    EXPECT_EQ(model.index(1, 0).data().toString(), busy.problem); // right under its name
}
