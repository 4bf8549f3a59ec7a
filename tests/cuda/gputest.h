#pragma once

#include "buildinfo.h"
#include "device/devicereport.h"
#include "gpu/moduleloader.h"

#include <QFile>
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>

namespace cvz {

// The module as the app finds it ($CUDAVIZ_GPU_MODULE, else beside the program: the tests
// live in bin/ with it), not a path baked into the binary.
inline QString gpuModulePath()
{
    return QFile::decodeName(QByteArray::fromStdString(defaultModulePath(executableDir(), CUDAVIZ_GPU_MODULE_FILE)));
}

// The report from that module; GPU tests skip when it finds no device.
inline const DeviceReport& realGpuReport()
{
    static const DeviceReport report = [] {
        const auto loaded = GpuModule::load(gpuModulePath());
        return collectDeviceReport(loaded.module.get(), loaded.failure);
    }();
    return report;
}

// CUDAVIZ_REQUIRE_GPU=1 (a machine that has a GPU): a skip would hide a broken GPU path, so it fails.
inline bool gpuRequired()
{
    const char* v = std::getenv("CUDAVIZ_REQUIRE_GPU");
    return v && std::strcmp(v, "1") == 0;
}

} // namespace cvz

#define CVZ_REQUIRE_GPU()                                                                                              \
    do {                                                                                                               \
        if (!::cvz::realGpuReport().cudaAvailable()) {                                                                 \
            if (::cvz::gpuRequired())                                                                                  \
                GTEST_FAIL() << "CUDAVIZ_REQUIRE_GPU=1 but no CUDA GPU: "                                              \
                             << ::cvz::realGpuReport().availability.reason.toStdString();                              \
            GTEST_SKIP() << "no CUDA GPU: " << ::cvz::realGpuReport().availability.reason.toStdString();               \
        }                                                                                                              \
    } while (0)
