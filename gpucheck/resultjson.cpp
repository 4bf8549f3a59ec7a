#include "resultjson.h"

#include <cmath>
#include <cstdio>
#include <ctime>

namespace cvz {

namespace {

std::string quoted(const std::string& s)
{
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", c);
            out += escape;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string number(double v)
{
    if (!std::isfinite(v))
        return "null";
    char text[32];
    std::snprintf(text, sizeof text, "%.9g", v);
    return text;
}

std::string utcNow()
{
    char text[32];
    const std::time_t now = std::time(nullptr);
    std::tm tm {};
    gmtime_r(&now, &tm);
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

std::string runJson(const MatmulRun& r)
{
    const bool ok = r.ok && !r.samplesMs.empty();
    const double med = sampleMedian(r.samplesMs), q1 = sampleQuantile(r.samplesMs, 0.25),
                 q3 = sampleQuantile(r.samplesMs, 0.75);
    double lo = 0.0, hi = 0.0;
    if (!r.samplesMs.empty()) {
        lo = r.samplesMs.front();
        hi = lo;
        for (double s : r.samplesMs)
            lo = std::min(lo, s), hi = std::max(hi, s);
    }
    std::string samples;
    for (size_t i = 0; i < r.samplesMs.size(); ++i) {
        if (i)
            samples += ',';
        samples += number(r.samplesMs[i]);
    }
    const double flops = 2.0 * double(r.shape.m) * double(r.shape.n) * double(r.shape.k);
    std::string o = "{\"backend\":" + quoted(abiBackendKey(r.kernel)) + ",\"m\":" + std::to_string(r.shape.m)
        + ",\"k\":" + std::to_string(r.shape.k) + ",\"n\":" + std::to_string(r.shape.n) + ",\"samples_ms\":[" + samples
        + "]";
    if (ok)
        o += ",\"median_ms\":" + number(med) + ",\"min_ms\":" + number(lo) + ",\"max_ms\":" + number(hi)
            + ",\"q1_ms\":" + number(q1) + ",\"q3_ms\":" + number(q3) + ",\"iqr_ms\":" + number(q3 - q1)
            + ",\"gflops\":" + number(med > 0 ? flops / (med * 1e6) : 0.0) + ",\"kernel_ms\":" + number(med)
            + ",\"end_to_end_ms\":" + number(med + r.h2dMs + r.d2hMs);
    o += ",\"first_run_ms\":" + number(r.firstRunMs) + ",\"h2d_ms\":" + number(r.h2dMs)
        + ",\"d2h_ms\":" + number(r.d2hMs) + ",\"pinned\":" + (r.pinned ? "true" : "false")
        + ",\"l2_flush_bytes\":" + number(double(r.l2FlushBytes));
    if (r.maxRelError >= 0)
        o += ",\"max_rel_error\":" + number(r.maxRelError);
    o += ",\"status\":" + quoted(ok ? "ok" : "failed") + ",\"message\":" + quoted(r.message) + "}";
    return o;
}

} // namespace

std::string resultJson(const MachineFacts& m, const std::vector<MatmulRun>& runs,
    const std::vector<CheckVerdict>& verdicts, const std::vector<Bandwidth>& bandwidths)
{
    std::string o
        = "{\"format\":\"cudaviz-bench-1\",\"machine\":{\"label\":" + quoted(m.gpuName + " (cudaviz-gpucheck)")
        + ",\"gpu_name\":" + quoted(m.gpuName) + ",\"compute_capability\":" + quoted(m.computeCapability)
        + ",\"driver_version\":" + std::to_string(m.driverVersion) + ",\"runtime_version\":"
        + std::to_string(m.runtimeVersion) + ",\"cublas_version\":" + std::to_string(m.cublasVersion)
        + ",\"compiler\":\"cudaviz-gpucheck\"" + ",\"timestamp\":" + quoted(utcNow()) + "},\n\"results\":[";
    for (size_t i = 0; i < runs.size(); ++i) {
        o += i ? ",\n" : "\n";
        o += runJson(runs[i]);
    }
    o += "],\n\"gpucheck\":{\"sm_count\":" + std::to_string(m.smCount)
        + ",\"memory_bytes\":" + std::to_string(m.memoryBytes) + ",\"checks\":[";
    for (size_t i = 0; i < verdicts.size(); ++i) {
        o += i ? ",\n{\"name\":" : "\n{\"name\":";
        o += quoted(verdicts[i].name);
        o += verdicts[i].passed ? ",\"passed\":true,\"detail\":" : ",\"passed\":false,\"detail\":";
        o += quoted(verdicts[i].detail);
        o += '}';
    }
    o += "],\"bandwidth_gb_s\":{";
    for (size_t i = 0; i < bandwidths.size(); ++i) {
        if (i)
            o += ',';
        o += quoted(bandwidths[i].what);
        o += ':';
        o += number(bandwidths[i].gbPerSecond);
    }
    return o + "}}}\n";
}

} // namespace cvz
