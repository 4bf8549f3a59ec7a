// cudaviz-gpucheck: checks the GPU module on a real GPU through the loader the app uses, and
// writes what it measured in the app's result format. Qt-free: a bare GPU machine builds it
// with -DCUDAVIZ_GPU_ONLY=ON. Exit codes: 0 every check passed on a GPU, 1 a check failed,
// 2 bad usage, 3 no usable GPU (the loader's or the driver's reason on stderr).
#include "checks.h"
#include "gpu/moduleloader.h"
#include "resultjson.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

using namespace cvz;

namespace {

constexpr const char* kUsage
    = "usage: cudaviz-gpucheck [--quick] [--json FILE] [--device N] [--size N]\n"
      "  --quick     correctness only: no timing ladder, no bandwidth\n"
      "  --json      write the results (app's result format) to FILE\n"
      "  --device    the CUDA device to check (default 0)\n"
      "  --size      the timing ladder's N (default 4096)\n"
      "  --small     only the small odd shapes (up to 33x17x65): a quick look, or a test\n"
      "  --profile-ladder N  only run the five ladder kernels at N x N x N (for ncu), no checks\n"
      "The module is found like the app finds it: $CUDAVIZ_GPU_MODULE, or beside the program.\n"
      "Exit: 0 all passed, 1 a check failed, 2 bad usage, 3 no usable GPU.\n";

int usage(const std::string& why)
{
    std::fprintf(stderr, "cudaviz-gpucheck: %s\n%s", why.c_str(), kUsage);
    return 2;
}

bool parseCount(const char* text, long long lo, long long hi, long long* out)
{
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(text, &end, 10);
    if (errno || !end || *end || end == text || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

void print(const CheckVerdict& v)
{
    std::printf("%s  %s: %s\n", v.passed ? "PASS" : "FAIL", v.name.c_str(), v.detail.c_str());
    std::fflush(stdout);
}

struct Options
{
    bool quick = false, small = false;
    std::string jsonPath;
    long long device = 0, ladderN = 4096, profileN = 0;
};

// Reads the command line into `o`; returns the exit code when there is nothing to run
// (--help, bad usage).
std::optional<int> parseArguments(int argc, char** argv, Options* o)
{
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&](const char* what) -> const char* {
            if (i + 1 >= argc)
                return nullptr;
            (void)what;
            return argv[++i];
        };
        if (arg == "--quick") {
            o->quick = true;
        } else if (arg == "--small") {
            o->small = true;
        } else if (arg == "--json") {
            const char* v = value("FILE");
            if (!v || !*v)
                return usage("--json needs a file name");
            o->jsonPath = v;
        } else if (arg == "--device") {
            const char* v = value("N");
            if (!v || !parseCount(v, 0, 1023, &o->device))
                return usage("--device needs a device number from 0 to 1023");
        } else if (arg == "--size") {
            const char* v = value("N");
            if (!v || !parseCount(v, 16, 16384, &o->ladderN))
                return usage("--size needs N from 16 to 16384");
        } else if (arg == "--profile-ladder") {
            const char* v = value("N");
            if (!v || !parseCount(v, 1, 4096, &o->profileN))
                return usage("--profile-ladder needs N from 1 to 4096");
        } else if (arg == "--help" || arg == "-h") {
            std::printf("%s", kUsage);
            return 0;
        } else {
            return usage("unknown argument '" + arg + "'");
        }
    }
    return std::nullopt;
}

// Probes the driver and opens `device`, then names it on stdout; returns the exit code when
// there is no usable GPU or no such device.
std::optional<int> openDevice(const Gateway& gateway, long long device, cvz_probe_result* probe, cvz_device_info* info)
{
    cvz_error err {};
    const cvz_status probed = gateway.probe(probe, &err);
    if (probed != CVZ_OK || probe->device_count < 1) {
        std::fprintf(stderr, "cudaviz-gpucheck: no usable GPU: %s%s%s\n",
            probed == CVZ_NO_DRIVER       ? "no NVIDIA driver (or one too old for this CUDA runtime)"
                : probed == CVZ_NO_DEVICE ? "the driver sees no CUDA device"
                                          : "the CUDA probe failed",
            err.message[0] ? ": " : "", err.message);
        return 3;
    }
    if (device >= probe->device_count)
        return usage("--device " + std::to_string(device) + ", but there are " + std::to_string(probe->device_count)
            + " devices");
    if (const cvz_status s = gateway.deviceInfo(int(device), info, &err); s != CVZ_OK) {
        std::fprintf(stderr, "cudaviz-gpucheck: no usable GPU: device %lld: %s\n", device, err.message);
        return 3;
    }
    if (info->context_error != 0) {
        std::fprintf(stderr, "cudaviz-gpucheck: no usable GPU: device %lld (%s) refuses a context: %s (%d)%s\n", device,
            info->name, info->context_error_name, info->context_error,
            info->context_error == 46 ? "; it is in exclusive-process mode and another process holds it" : "");
        return 3;
    }
    std::printf("cudaviz-gpucheck: %s, compute capability %d.%d, %d SMs, %.1f GiB; driver %d, runtime %d, "
                "cuBLAS %d\n",
        info->name, info->cc_major, info->cc_minor, info->sm_count, double(info->total_memory_bytes) / 1073741824.0,
        probe->driver_version, probe->runtime_version, probe->cublas_version);
    return std::nullopt;
}

void record(std::vector<CheckVerdict>* verdicts, CheckVerdict v)
{
    print(v);
    verdicts->push_back(std::move(v));
}

void checkIndexKernels(const Gateway& gateway, int device, std::vector<CheckVerdict>* verdicts)
{
    // 1. The index kernels' thread-to-element mapping against the same bodies on the host.
    struct IndexCase
    {
        cvz_index_kind kind;
        int64_t problem[3];
        cvz_launch launch;
        const char* name;
    };
    const IndexCase indexCases[] = {
        { CVZ_INDEX_LINEAR_1D, { 1000, 0, 0 }, { { 4, 1, 1 }, { 256, 1, 1 } }, "vecadd n=1000 block 256" },
        { CVZ_INDEX_LINEAR_1D, { 1000, 0, 0 }, { { 4, 1, 1 }, { 250, 1, 1 } }, "vecadd n=1000 block 250" },
        { CVZ_INDEX_LINEAR_1D, { 1 << 20, 0, 0 }, { { 4096, 1, 1 }, { 256, 1, 1 } }, "vecadd 10^6 threads" },
        { CVZ_INDEX_GRID_STRIDE_1D, { 10000, 0, 0 }, { { 4, 1, 1 }, { 256, 1, 1 } }, "grid-stride n=10000" },
        { CVZ_INDEX_MATRIX_2D, { 100, 70, 0 }, { { 5, 7, 1 }, { 16, 16, 1 } }, "matadd 100x70 block 16x16" },
        { CVZ_INDEX_MATRIX_2D, { 33, 1, 0 }, { { 1, 3, 1 }, { 7, 13, 1 } }, "matadd 33x1 block 7x13" },
        { CVZ_INDEX_VOLUME_3D, { 10, 9, 8 }, { { 3, 3, 2 }, { 4, 4, 4 } }, "3d 10x9x8 block 4x4x4" },
    };
    for (const IndexCase& c : indexCases)
        record(verdicts, checkIndexTrace(gateway, device, c.kind, c.problem, c.launch, c.name));

    // The traced kernels that are not matmuls, on data, against their own body on the host:
    // sizes that are no multiple of a tile or a block.
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& kernel = kernelAt(i);
        if (kernel.family != KernelFamily::Transpose && kernel.family != KernelFamily::Vector)
            continue;
        const KernelShape shape
            = kernel.family == KernelFamily::Transpose ? KernelShape { { 33, 70, 1 } } : KernelShape { { 1000, 1, 1 } };
        const int64_t blockSide = kernel.block.x > 0 ? kernel.block.x
            : kernel.preset.title                    ? kernel.preset.block.x
                                                     : 128;
        record(verdicts, checkTeachingKernel(gateway, device, kernel.id, shape, blockSide));
    }
}

void checkMatmuls(const Gateway& gateway, int device, bool small, std::vector<CheckVerdict>* verdicts)
{
    // 2. Every backend at odd shapes (MxKxN) against a double-precision reference.
    const Shape shapes[]
        = { { 1, 1, 1 }, { 17, 17, 17 }, { 33, 17, 65 }, { 1, 3, 4097 }, { 4099, 129, 1 }, { 1023, 1025, 1027 } };
    for (int kernel = 0; kernel < kBackendCount; ++kernel)
        for (const Shape& s : shapes) {
            if (small && s.m * s.k * s.n > 33 * 17 * 65)
                continue;
            MatmulRun run;
            record(verdicts, checkMatmul(gateway, device, kernel, s, true, &run));
        }
    // Pageable host memory: the copies go through another path.
    for (const int kernel : { int(CVZ_MM_TILED), int(CVZ_MM_CUBLAS) }) {
        MatmulRun run;
        record(verdicts, checkMatmul(gateway, device, kernel, { 33, 17, 65 }, false, &run));
    }
    record(verdicts, checkOutOfMemoryRefusal(gateway, device));
    record(verdicts, checkTallProductRefusal(gateway, device));
    for (const char* key :
        { "matmul-naive", "matmul-coalesced", "matmul-tiled", "matmul-tiled-2d", "matmul-warptiled" })
        record(verdicts, checkKernelAttributes(gateway, device, key));
    for (const int kernel : { int(CVZ_MM_CUBLAS_TF32), int(CVZ_MM_CUBLAS_FP16) })
        record(verdicts, checkReducedPrecisionEngaged(gateway, device, kernel));
}

// 3. The timing ladder and the copy bandwidths; returns the bandwidths.
std::vector<Bandwidth> timeLadder(const Gateway& gateway, int device, long long ladderN,
    std::vector<CheckVerdict>* verdicts, std::vector<MatmulRun>* runs)
{
    std::vector<Bandwidth> bandwidths;
    for (int kernel = 0; kernel < kBackendCount; ++kernel) {
        MatmulRun run = timeMatmul(gateway, device, kernel, ladderN, true, 10);
        CheckVerdict v { std::string("timing ") + abiBackendKey(kernel) + " N=" + std::to_string(ladderN), run.ok,
            run.ok ? "median " + std::to_string(sampleMedian(run.samplesMs)) + " ms over "
                    + std::to_string(run.samplesMs.size()) + " samples"
                   : run.message };
        record(verdicts, v);
        runs->push_back(std::move(run));
    }
    // The ladder as the issue asks for it: GFLOP/s and the share of cuBLAS FP32.
    const auto gflopsOf = [&](const MatmulRun& r) {
        const double ms = sampleMedian(r.samplesMs);
        return r.ok && ms > 0 ? 2.0 * double(ladderN) * double(ladderN) * double(ladderN) / (ms * 1e6) : 0.0;
    };
    const double cublas = gflopsOf((*runs)[size_t(CVZ_MM_CUBLAS)]);
    for (const MatmulRun& r : *runs)
        std::printf("ladder N=%lld: %-16s %9.0f GFLOP/s  %5.1f %% of gpu-cublas\n", ladderN, abiBackendKey(r.kernel),
            gflopsOf(r), cublas > 0 ? 100.0 * gflopsOf(r) / cublas : 0.0);
    const double bytesIn = 2.0 * 4.0 * double(ladderN) * double(ladderN),
                 bytesOut = 4.0 * double(ladderN) * double(ladderN);
    MatmulRun pageable = timeMatmul(gateway, device, CVZ_MM_CUBLAS, ladderN, false, 3);
    const MatmulRun& pinned = (*runs)[size_t(CVZ_MM_CUBLAS)];
    const auto gbs = [](double bytes, double ms) { return ms > 0 ? bytes / (ms * 1e6) : 0.0; };
    if (pinned.ok)
        bandwidths.push_back({ "H2D pinned", gbs(bytesIn, pinned.h2dMs) }),
            bandwidths.push_back({ "D2H pinned", gbs(bytesOut, pinned.d2hMs) });
    if (pageable.ok)
        bandwidths.push_back({ "H2D pageable", gbs(bytesIn, pageable.h2dMs) }),
            bandwidths.push_back({ "D2H pageable", gbs(bytesOut, pageable.d2hMs) });
    for (const Bandwidth& b : bandwidths)
        std::printf("bandwidth %s: %.1f GB/s\n", b.what.c_str(), b.gbPerSecond);
    return bandwidths;
}

// Writes the results in the app's result format; false (said on stderr) when it cannot.
bool writeJson(const std::string& jsonPath, const cvz_probe_result& probe, const cvz_device_info& info,
    const std::vector<MatmulRun>& runs, const std::vector<CheckVerdict>& verdicts,
    const std::vector<Bandwidth>& bandwidths)
{
    MachineFacts facts;
    facts.gpuName = info.name;
    facts.computeCapability = std::to_string(info.cc_major) + "." + std::to_string(info.cc_minor);
    facts.driverVersion = probe.driver_version;
    facts.runtimeVersion = probe.runtime_version;
    facts.cublasVersion = probe.cublas_version;
    facts.smCount = info.sm_count;
    facts.memoryBytes = info.total_memory_bytes;
    std::ofstream out(jsonPath, std::ios::binary | std::ios::trunc);
    out << resultJson(facts, runs, verdicts, bandwidths);
    if (!out) {
        std::fprintf(stderr, "cudaviz-gpucheck: cannot write %s: %s\n", jsonPath.c_str(), std::strerror(errno));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    if (const auto done = parseArguments(argc, argv, &o))
        return *done;

    const std::string path = defaultModulePath(executableDir(), CUDAVIZ_GPU_MODULE_FILE);
    const LoadOutcome loaded = loadModule(path);
    if (loaded.status != LoadStatus::Loaded) {
        std::fprintf(stderr, "cudaviz-gpucheck: no usable GPU: %s\n", describe(loaded, path).c_str());
        return 3;
    }
    const Gateway gateway(loaded.api);
    cvz_probe_result probe {};
    cvz_device_info info {};
    if (const auto failed = openDevice(gateway, o.device, &probe, &info))
        return *failed;
    const int device = int(o.device);

    if (o.profileN > 0) // what ncu measures beside the emulator's prediction (scripts/gpu-check)
        return profileLadder(gateway, device, o.profileN) ? 0 : 1;

    std::vector<CheckVerdict> verdicts;
    std::vector<MatmulRun> runs;
    checkIndexKernels(gateway, device, &verdicts);
    checkMatmuls(gateway, device, o.small, &verdicts);
    std::vector<Bandwidth> bandwidths;
    if (!o.quick)
        bandwidths = timeLadder(gateway, device, o.ladderN, &verdicts, &runs);

    int failed = 0;
    for (const CheckVerdict& v : verdicts)
        failed += v.passed ? 0 : 1;
    if (!o.jsonPath.empty() && !writeJson(o.jsonPath, probe, info, runs, verdicts, bandwidths))
        return 1;
    std::printf("%zu checks, %d failed\n", verdicts.size(), failed);
    return failed ? 1 : 0;
}
