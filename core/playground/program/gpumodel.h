// The clock a whole program's events read in the emulator: each CUDA call's time *modelled* for a
// named GPU from its published peaks, never measured. The formulas (docs/playground.md, "The
// modelled clock"):
//   a copy between host and device   kCopyLatency + bytes / PCIe bandwidth
//   a copy or memset on the device   kCopyLatency + bytes moved / memory bandwidth
//   a kernel                         kLaunchLatency + the longest of
//                                      global sectors x 32 B / memory bandwidth,
//                                      FP32 operations / FP32 peak, FP64 operations / FP64 peak
// A kernel's sectors are the emulator's count of the 32-byte sectors its warps' loads and stores
// touch, every one taken from memory: no cache is modelled, so a kernel that reuses data through
// L1 or L2 is predicted slower than it runs. Its operations are the float and double additions,
// subtractions, multiplications and divisions its threads ran (an FMA is two), counted by the
// cudaviz_flops GCC plugin; the peaks count an FMA as two as well, so only a kernel of FMAs alone
// can reach them. Memory and arithmetic are taken to overlap fully (the roofline's assumption).
#pragma once

#include <QList>
#include <QString>
#include <cstdint>

namespace cvz {

struct ModelGpu
{
    QString key; // "t4", the --model-gpu option's value
    QString name; // "NVIDIA T4"
    double pcieBytesPerSecond = 0; // the link's peak, one direction
    double memoryBytesPerSecond = 0; // DRAM (GDDR or HBM) peak
    double fp32FlopsPerSecond = 0; // peak, without tensor cores
    double fp64FlopsPerSecond = 0; // peak, without tensor cores
};

// What the model needs of a launch.
struct KernelWork
{
    int64_t globalSectors = 0;
    int64_t fp32Operations = 0;
    int64_t fp64Operations = 0;
};

enum class KernelBound
{
    Memory,
    Fp32,
    Fp64
};

struct KernelTime
{
    double memorySeconds = 0, fp32Seconds = 0, fp64Seconds = 0;
    double seconds = 0; // kLaunchLatency + the longest of the three
    KernelBound bound = KernelBound::Memory; // the longest
};

// T4, A100, H100, H200, RTX 4090, RTX A6000 and the book GPUs (V100, RTX 2080 Ti, P100, a laptop's
// RTX 2070, K40), from their vendors' data sheets.
const QList<ModelGpu>& modelGpus();
const ModelGpu* findModelGpu(const QString& key); // nullptr when unknown
const ModelGpu& defaultModelGpu(); // the T4: a course's cloud GPU

constexpr double kCopyLatencySeconds = 10e-6;
constexpr double kLaunchLatencySeconds = 5e-6;

double modelledCopySeconds(const ModelGpu& gpu, int64_t bytes, bool overPcie);
KernelTime modelledKernelTime(const ModelGpu& gpu, const KernelWork& work);

} // namespace cvz
