#pragma once

#include "devicereport.h"

#include <gtest/gtest.h>

namespace cvz::test {

// The report from the real module built in this tree; GPU tests skip when it finds no device.
inline const DeviceReport& realGpuReport()
{
    static const DeviceReport report = [] {
        const auto loaded = GpuModule::load(QStringLiteral(CUDAVIZ_GPU_MODULE_PATH));
        return collectDeviceReport(loaded.module.get(), loaded.failure);
    }();
    return report;
}

} // namespace cvz::test

#define CVZ_REQUIRE_GPU()                                                                                              \
    do {                                                                                                               \
        if (!::cvz::test::realGpuReport().cudaAvailable())                                                             \
            GTEST_SKIP() << "no CUDA GPU: " << ::cvz::test::realGpuReport().availability.reason.toStdString();         \
    } while (0)
