#include "matmulabi.h"

#include "ceilings.h"
#include "cpumatmul.h"
#include "device/versions.h"
#include "util/openmpwait.h"

#include <QDateTime>
#include <algorithm>

namespace cvz {

cvz_matmul_request toMatmulRequest(cvz_matmul_kernel kernel, const MatmulShape& s, const float* a, const float* b,
    float* c, const BenchRequest& request, const std::atomic<bool>* cancel)
{
    cvz_matmul_request req = matmulRequest(request.device, kernel, s.m, s.n, s.k, a, b, c,
        std::clamp(request.samples, 1, CVZ_MAX_SAMPLES), request.pinned, request.flushL2);
    req.min_total_ms = request.minTotalMs;
    // The module asks between samples, so Cancel stops a GPU run within one sample too.
    req.cancel_requested = [](void* context) -> int32_t {
        return context && static_cast<const std::atomic<bool>*>(context)->load() ? 1 : 0;
    };
    req.cancel_context = const_cast<std::atomic<bool>*>(cancel);
    return req;
}

void readMatmulResult(const cvz_matmul_result& result, BenchResult& r)
{
    const int count = std::clamp<int>(result.sample_count, 0, CVZ_MAX_SAMPLES);
    r.samplesMs.assign(result.kernel_ms, result.kernel_ms + count);
    const auto measured = [](double ms) { return ms >= 0 ? std::optional(ms) : std::nullopt; };
    r.firstRunMs = measured(result.first_run_ms);
    r.h2dMs = measured(result.h2d_ms);
    r.d2hMs = measured(result.d2h_ms);
    r.l2FlushBytes = double(std::max<int64_t>(0, result.l2_flush_bytes));
}

MachineInfo describeMachine(const DeviceReport& report, const BenchRequest& request)
{
    MachineInfo m;
    m.cpu = report.cpu;
    m.cpuThreads = request.threads > 0 ? request.threads : defaultCpuThreads();
    m.compiler = compilerDescription();
    m.eigenVersion = eigenVersion();
    m.qtVersion = qtVersions();
    m.openmpWait = openMpWaitDescription();
    m.driverVersion = report.driverVersion;
    m.runtimeVersion = report.runtimeVersion;
    m.cublasVersion = report.cublasVersion;
    if (report.cudaAvailable() && request.device >= 0 && size_t(request.device) < report.devices.size()) {
        const GpuDeviceInfo& d = report.devices[size_t(request.device)];
        m.gpuName = d.name;
        m.computeCapability = d.computeCapability();
    } else {
        m.gpuReason = report.availability.reason;
    }
    if (const auto cpu = cachedCpuCeilings(report.cpu)) { // measured on demand (Devices page, cudaviz peaks)
        m.cpuPeakGflopsOneCore = cpu->peakGflopsOneCore;
        m.cpuPeakGflopsAllCores = cpu->peakGflopsAllCores;
        m.cpuBandwidthGBs = cpu->bandwidthGBs;
    }
    if (!m.gpuName.isEmpty())
        if (const auto gpu = theoreticalGpuCeilings(report.devices[size_t(request.device)])) {
            m.gpuPeakFp32Gflops = gpu->fp32Gflops;
            m.gpuPeakTf32Gflops = gpu->tf32Gflops;
            m.gpuPeakFp16Gflops = gpu->fp16Gflops;
            if (gpu->bandwidthGBs > 0)
                m.gpuBandwidthGBs = gpu->bandwidthGBs;
        }
    m.label = m.gpuName.isEmpty() ? m.cpu.model : m.gpuName;
    m.timestamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return m;
}

} // namespace cvz
