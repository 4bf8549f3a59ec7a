#pragma once

#include <QString>

namespace cvz {

struct DeviceReport;

// The About box's rich text: versions of cudaviz, Qt, Eigen and CUDA (build and, when a
// probe ran, driver and runtime).
QString aboutText(const DeviceReport* report);

} // namespace cvz
