#pragma once

#include "devicereport.h"

#include <QJsonObject>
#include <QString>

namespace cvz {

// One labelled, formatted row of a device's properties, shared by the CLI and the Devices page.
struct DeviceProperty
{
    QString label;
    QString value;
};
std::vector<DeviceProperty> deviceProperties(const GpuDeviceInfo& device);

// The JSON of `cudaviz devices --json`: cuda_available, reason, driver/runtime versions,
// devices[] and cpu{} (see docs/cli.md).
QJsonObject deviceReportToJson(const DeviceReport& report);

// The plain-text table of `cudaviz devices`.
QString deviceReportToText(const DeviceReport& report);

// 17179869184 -> "16.0 GiB".
QString formatBytes(quint64 bytes);

} // namespace cvz
