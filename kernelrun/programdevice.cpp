// The emulated runtime's device, error, event, stream and synchronising calls, and refused calls.
#include "programstate.h"

#include "runtime.h"

#include "device/archlimits.h"

#include <algorithm>
#include <cstring>

using namespace cvz;

namespace {

struct ErrorText
{
    int code;
    const char* name;
    const char* text;
};
// CUDA's own names and descriptions, so that a program prints what it would on a GPU.
constexpr ErrorText kErrors[] = {
    { 0, "cudaSuccess", "no error" },
    { 1, "cudaErrorInvalidValue", "invalid argument" },
    { 2, "cudaErrorMemoryAllocation", "out of memory" },
    { 3, "cudaErrorInitializationError", "initialization error" },
    { 9, "cudaErrorInvalidConfiguration", "invalid configuration argument" },
    { 12, "cudaErrorInvalidPitchValue", "invalid pitch argument" },
    { 13, "cudaErrorInvalidSymbol", "invalid device symbol" },
    { 17, "cudaErrorInvalidDevicePointer", "invalid device pointer" },
    { 21, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy" },
    { 65, "cudaErrorLaunchMaxDepthExceeded", "launch would exceed maximum depth of nested launches" },
    { 69, "cudaErrorLaunchPendingCountExceeded",
        "launch failed because launch would exceed "
        "cudaLimitDevRuntimePendingLaunchCount" },
    { 100, "cudaErrorNoDevice", "no CUDA-capable device is detected" },
    { 101, "cudaErrorInvalidDevice", "invalid device ordinal" },
    { 400, "cudaErrorInvalidResourceHandle", "invalid resource handle" },
    { 401, "cudaErrorIllegalState", "the operation cannot be performed in the present state" },
    { 600, "cudaErrorNotReady", "device not ready" },
    { 700, "cudaErrorIllegalAddress", "an illegal memory access was encountered" },
    { 701, "cudaErrorLaunchOutOfResources", "too many resources requested for launch" },
    { 702, "cudaErrorLaunchTimeout", "the launch timed out and was terminated" },
    { 710, "cudaErrorAssert", "device-side assert triggered" },
    { 716, "cudaErrorMisalignedAddress", "misaligned address" },
    { 719, "cudaErrorLaunchFailure", "unspecified launch failure" },
    { 801, "cudaErrorNotSupported", "operation not supported" },
    { 900, "cudaErrorStreamCaptureUnsupported", "operation not permitted when stream is capturing" },
    { 901, "cudaErrorStreamCaptureInvalidated", "operation failed due to a previous error during capture" },
    { 903, "cudaErrorStreamCaptureUnmatched", "capture was not ended in the same stream as it began" },
    { 906, "cudaErrorStreamCaptureImplicit",
        "operation would make the legacy stream depend on a capturing blocking stream" },
    { 999, "cudaErrorUnknown", "unknown error" },
};

} // namespace

CVZ_EXPORT int cvz_rt_sync(int what, void* handle, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    const int sticky = enter("cudaDeviceSynchronize");
    if (what == 2) {
        const auto event = size_t(reinterpret_cast<uintptr_t>(handle));
        if (event == 0 || event > p.events.size())
            return fail(InvalidResourceHandle);
    }
    synchronised();
    static const char* const names[] = { "cudaDeviceSynchronize", "cudaStreamSynchronize", "cudaEventSynchronize" };
    ProgramCall call = makeCall(ProgramCallKind::Synchronize, line, 0, sticky, false,
        what == 1 ? int(reinterpret_cast<intptr_t>(handle)) : 0, QString::fromLatin1(names[std::clamp(what, 0, 2)]));
    addCall(call);
    return sticky ? fail(sticky) : Success;
}

CVZ_EXPORT int cvz_rt_error(int reset)
{
    const KernelCallGuard turn;
    Program& p = program();
    enter("cudaGetLastError");
    const int error = p.lastError ? p.lastError : p.stickyError;
    if (reset)
        p.lastError = Success; // a sticky error stays
    return error;
}

// An error the playground's header found itself (a call refused during a stream capture): the
// program's last error, as CUDA's runtime makes every error it returns.
CVZ_EXPORT int cvz_rt_set_error(int code)
{
    const KernelCallGuard turn;
    enter("cudaGetLastError");
    return fail(code);
}

CVZ_EXPORT const char* cvz_rt_error_text(int code, int name)
{
    for (const ErrorText& e : kErrors)
        if (e.code == code)
            return name ? e.name : e.text;
    return name ? "cudaErrorUnknown" : "unrecognized error code";
}

CVZ_EXPORT int cvz_rt_device(int op, int arg, int* out, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    enter("cudaGetDevice");
    switch (op) {
    case 0: // count
    case 1: // the current device
        if (!out)
            return fail(InvalidValue);
        *out = op == 0 ? 1 : 0;
        return Success;
    case 2: // set
        return arg == 0 ? Success : fail(InvalidDevice);
    case 4: // properties of, into `out` (the properties' struct)
        return !out ? fail(InvalidValue) : arg == 0 ? Success : fail(InvalidDevice);
    case 3: // reset: every allocation is gone, the errors too
        for (auto& al : p.allocations)
            if (!al->freed && al->kind != kPinned) {
                al->freed = true;
                al->freedLine = line;
            }
        p.deviceBytes = 0;
        p.lastError = p.stickyError = Success;
        synchronised();
        return Success;
    default: // flags, function attributes: accepted
        return Success;
    }
}

CVZ_EXPORT int cvz_rt_limits(long long* out, int count, char* name, int nameBytes)
{
    const KernelCallGuard turn;
    Program& p = program();
    // CUDA's limits; the memory clock and bus give the modelled GPU's bandwidth (2 x clock x 256 bits);
    // the SM clock is not modelled (0).
    constexpr long long kBusBits = 256;
    const long long memoryKHz = p.gpu ? (long long)(p.gpu->memoryBytesPerSecond / (2.0 * kBusBits / 8) / 1e3) : 0;
    const ArchLimits a = emulatedDeviceLimits();
    const long long values[] = {
        a.maxThreadsPerBlock, a.maxBlockDim[0], a.maxBlockDim[1], a.maxBlockDim[2], // threads per block, dims
        a.maxGridDim[0], a.maxGridDim[1], a.maxGridDim[2], // grid dims
        kMaxSharedBytes, p.deviceBudget(), 65536, a.warpSize, a.registersPerSm, // shared, global, constant
        kEmulatedSmCount, a.ccMajor, a.ccMinor, a.maxThreadsPerSm(), a.sharedMemoryPerSmKiB * 1024LL, // per SM
        0, memoryKHz, kBusBits, 4 << 20, a.maxBlocksPerSm, // clocks (kHz), bus width, L2, blocks per SM
    };
    for (int k = 0; k < count && k < int(std::size(values)); ++k)
        out[k] = values[k];
    if (name && nameBytes > 0) {
        const QByteArray text = QStringLiteral("cudaviz emulator (no GPU; times modelled for %1)")
                                    .arg(p.gpu ? p.gpu->name : QStringLiteral("a GPU"))
                                    .toUtf8();
        std::snprintf(name, size_t(nameBytes), "%s", text.constData());
    }
    return Success;
}

CVZ_EXPORT int cvz_rt_event(int op, void** event, void* stream, int line)
{
    const KernelCallGuard turn;
    Program& p = program();
    enter("cudaEventCreate");
    if (!event)
        return fail(InvalidValue);
    if (op == 0) {
        p.events.push_back(-1.0);
        *event = reinterpret_cast<void*>(uintptr_t(p.events.size()));
        return Success;
    }
    const auto index = size_t(reinterpret_cast<uintptr_t>(*event));
    if (index == 0 || index > p.events.size() || (op == 1 && !validStream(stream)))
        return fail(InvalidResourceHandle);
    if (op == 1) {
        p.events[index - 1] = p.clock;
        addCall(
            makeCall(ProgramCallKind::EventRecord, line, 0, Success, true, int(reinterpret_cast<intptr_t>(stream))));
    }
    if (op == 3 || op == 4) {
        const bool done = p.events[index - 1] >= 0.0;
        // cudaEventQuery (4) that says done tells the host the work before the event is finished, as
        // cudaEventSynchronize does (CUDA_Freshman's asyncAPI polls it before reading its results);
        // another stream's wait for it (3) tells the host nothing.
        if (done && op == 4)
            synchronised();
        return done ? Success : NotReady;
    }
    return Success;
}

CVZ_EXPORT int cvz_rt_elapsed(float* ms, void* start, void* stop, int)
{
    const KernelCallGuard turn;
    Program& p = program();
    enter("cudaEventElapsedTime");
    const auto a = size_t(reinterpret_cast<uintptr_t>(start)), b = size_t(reinterpret_cast<uintptr_t>(stop));
    if (!ms || a == 0 || b == 0 || a > p.events.size() || b > p.events.size())
        return fail(InvalidResourceHandle);
    if (p.events[a - 1] < 0.0 || p.events[b - 1] < 0.0)
        return fail(InvalidResourceHandle); // not recorded
    *ms = float((p.events[b - 1] - p.events[a - 1]) * 1e3);
    return Success;
}

CVZ_EXPORT int cvz_rt_stream(int op, void** stream, int)
{
    const KernelCallGuard turn;
    Program& p = program();
    enter("cudaStreamCreate");
    if (!stream)
        return fail(InvalidValue);
    if (op == 0) // streams run in order, one after another: a number names each
        *stream = reinterpret_cast<void*>(uintptr_t(++p.streams));
    if (op == 3) // cudaStreamQuery: its work is done (it ran in order), and the host now knows it
        synchronised();
    return Success;
}

CVZ_EXPORT int cvz_rt_unsupported(const char* call, int line)
{
    const KernelCallGuard turn;
    enter(call);
    addFinding(ProgramProblem::Unsupported, line, { QString::fromLatin1(call) });
    writeAndEnd();
}

// A launch by address (cudaLaunchKernel, a graph's kernel node) of a kernel the program did not
// register with its parameter types: a template's instance, or an overloaded kernel.
CVZ_EXPORT int cvz_rt_unsupported_kernel_address(const char* call, int line)
{
    const KernelCallGuard turn;
    enter(call);
    addFinding(ProgramProblem::Unsupported, line, { QString::fromLatin1(call), kUnsupportedKernelAddress });
    writeAndEnd();
}
