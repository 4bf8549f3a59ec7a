// The emulated CUDA runtime's state in the helper, shared by its files (program*.cpp): the
// program's allocations, calls, findings and errors, and the helpers every emulated call uses.
#pragma once

#include "guardedbuffer.h"
#include "moduleinfo.h"
#include "playground/program/gpumodel.h"
#include "playground/protocol/budgets.h"
#include "playground/protocol/programprotocol.h"

#include <QElapsedTimer>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <set>
#include <vector>

// The executable exports its symbols to the student's module (the runtime it calls): this state is
// not among them.
#pragma GCC visibility push(hidden)

namespace cvz {

// CUDA's error numbers, as the playground's cuda_runtime.h declares them.
enum CudaError : int
{
    Success = 0,
    InvalidValue = 1,
    MemoryAllocation = 2,
    InvalidConfiguration = 9,
    InvalidPitchValue = 12,
    InvalidSymbol = 13,
    InvalidMemcpyDirection = 21,
    LaunchMaxDepthExceeded = 65,
    LaunchPendingCountExceeded = 69,
    InvalidDevice = 101,
    InvalidResourceHandle = 400,
    NotReady = 600,
    IllegalAddress = 700,
    AssertFailed = 710,
    NotSupported = 801
};
constexpr int kDevice = 0, kManaged = 1, kPinned = 2; // the header's cvz_pg::kDevice ...
constexpr int kEmulatedSmCount = 1; // the emulated device's SMs (device/archlimits.h: the rest of it)
constexpr size_t kProgramGuardBytes = size_t(64) << 10; // the least guard zone of an allocation
constexpr size_t kMaxSymbolRanges = 4096; // variables whose address cudaGetSymbolAddress gave out
constexpr size_t kMaxPendingCopies = 64; // asynchronous copies to the host watched until a synchronise

struct Allocation
{
    GuardedBuffer memory;
    QString name;
    int kind = kDevice;
    int line = 0;
    bool freed = false;
    int freedLine = 0;
};

// A grid launched from a kernel (dynamic parallelism), kept until its parent grid's last block has
// run: CUDA guarantees it completes before its parent does, and the emulator runs it then. Its
// closure (the kernel's arguments, by value) is copied: the parent's thread is gone by then.
struct ChildLaunch
{
    QString kernel;
    unsigned dims[6] = {};
    size_t shared = 0;
    int line = 0;
    std::vector<const void*> pointers;
    std::vector<unsigned> elementBytes;
    void (*thunk)(void*) = nullptr;
    void (*blockThunk)(void*) = nullptr;
    std::vector<std::max_align_t> closure;
    size_t closureBytes = 0;
};
// CUDA's own limits on them: grids nested 24 deep, 2048 launched and not yet run.
constexpr int kMaxLaunchDepth = 24;
constexpr size_t kMaxPendingChildLaunches = 2048;

struct PendingCopy
{
    uintptr_t begin = 0, end = 0;
    int line = 0;
};

struct Program
{
    bool active = false;
    int resultFd = -1;
    RunRequest request;
    ModuleInfo module;
    GuardedBuffer dynamicShared;
    const ModelGpu* gpu = nullptr;
    std::vector<std::unique_ptr<Allocation>> allocations; // live and freed, in order
    std::map<uintptr_t, Allocation*> byMapping; // by the start of each mapping (guard zones included)
    // Addresses between two mappings, where the last host access that hit none fell: a host loop's
    // next access is most likely there too (allocationOnHost). Emptied when byMapping changes.
    uintptr_t gapBegin = 0, gapEnd = 0;
    qint64 deviceBytes = 0; // live device and managed allocations
    // The emulated device's memory: the app's share of this machine (RunRequest::deviceBytes).
    qint64 deviceBudget() const { return std::clamp(request.deviceBytes, kProgramDeviceBytes, kMaxProgramDeviceBytes); }
    qint64 liveAllocations = 0;
    size_t freedMapped = 0; // address space still held by freed allocations (for use-after-free)
    int lastError = Success;
    int stickyError = Success; // an illegal access in a kernel: every later call returns it
    std::vector<double> events; // per event: the modelled time it was recorded at, or -1
    int streams = 0;
    double clock = 0.0; // modelled seconds since the program started
    bool kernelPending = false; // a launch not yet waited for
    int kernelPendingLine = 0;
    std::vector<PendingCopy> pendingCopies; // host memory an asynchronous copy writes
    std::vector<std::pair<uintptr_t, uintptr_t>> registered; // host ranges cudaHostRegister mapped for the device
    std::vector<std::pair<uintptr_t, uintptr_t>> symbols; // __device__ variables cudaGetSymbolAddress gave out
    // The launch that runs now, the grids its kernels launched, and how deep it is nested.
    std::vector<ChildLaunch> children;
    int launchDepth = 0;
    uintptr_t closureBegin = 0, closureEnd = 0;
    QString kernel;
    bool strayTold = false;
    bool illegal = false;
    qint64 keptAccesses = 0;
    // The launches that ran with `--trace auto`, by code, grid, block and shared memory: a repeat of one
    // (a timing loop's) traces the sample only (traceplan.h).
    std::set<std::array<uint64_t, 8>> launchShapesRun;
    // Thrust's functions in the module (offsets, sorted): its CPP backend's host code does on device
    // memory what a GPU's kernels do for the library.
    std::vector<std::pair<uint64_t, uint64_t>> libraryCode;
    QElapsedTimer started;
    ProgramResult result;
};

extern Program g_program;
// The one program (a plain global: the host code's every access asks for it).
inline Program& program()
{
    return g_program;
}

ProgramCall makeCall(
    ProgramCallKind kind, int line, qint64 bytes, int error, bool async, int stream, const QString& name = QString());
void addCall(const ProgramCall& call);
void addFinding(ProgramProblem kind, int line, QStringList args, uint64_t pc = 0);
// An error a call returns, also kept for cudaGetLastError.
int fail(int error);
// A stream handle the program may pass: 0 (the default stream) or one cudaStreamCreate made.
bool validStream(const void* stream);
// Writes the result and ends the helper: the program called exit(), or a host bug ended it the
// way it would end on a GPU machine (a segmentation fault).
[[noreturn]] void writeAndEnd();
void onExit(int status, void*); // on_exit's: main returned or the program called exit()

// The allocation whose mapping (guard zones included) holds `a`.
Allocation* allocationAt(uintptr_t a);
// The same for the host code's accesses, which mostly fall between allocations: remembers the gap.
Allocation* allocationOnHost(uintptr_t a);
int64_t offsetIn(const Allocation& al, uintptr_t a);
uint64_t pcOf(uintptr_t returnAddress); // the module offset of a hook's caller

// A device (or managed) pointer range a call is given: the allocation (none for a __device__ variable
// by its cudaGetSymbolAddress address), or a finding and an error.
struct DeviceRange
{
    Allocation* allocation = nullptr;
    int error = Success;
};
DeviceRange deviceRange(const void* pointer, size_t bytes, const char* call, int line, bool allowPinned = false);
// A freed allocation keeps its addresses, so that a later use is told apart.
void keepFreed(Allocation& al);
bool isDevice(const void* pointer);
// Memory only the device may touch (cudaMalloc's): not a host pointer in a copy's host side.
bool deviceOnly(const void* pointer);
void synchronised(); // every launch and copy waited for
// Every emulated call's start: the sticky error, if any (a call outside a program aborts).
int enter(const char* what);
// The allocation's name from the text of cudaMalloc's first argument ("d_a").
QString allocationName(const char* text, int line);

} // namespace cvz

#pragma GCC visibility pop

#define CVZ_EXPORT extern "C" __attribute__((visibility("default")))

// A refused call (programdevice.cpp): also what a launch from a kernel or before main is.
CVZ_EXPORT int cvz_rt_unsupported(const char* call, int line);
CVZ_EXPORT int cvz_rt_unsupported_kernel_address(const char* call, int line);
// cudaMemcpy2D (programmemory.cpp): also what cuBLAS's vector and matrix copies are.
CVZ_EXPORT int cvz_rt_copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
    int direction, void* stream, int async, int line);
