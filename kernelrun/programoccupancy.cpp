// The emulated runtime's occupancy calls: cudaFuncGetAttributes,
// cudaOccupancyMaxActiveBlocksPerMultiprocessor and cudaOccupancyMaxPotentialBlockSize, from the
// occupancy model the Memory tab uses (core/memory/occupancy.h) on the emulated device.
#include "programstate.h"

#include "device/archlimits.h"
#include "memory/occupancy.h"
#include "runtime.h"

#include <dlfcn.h>

using namespace cvz;

namespace {

// The registers a thread uses are the GPU compiler's choice, unknown without it: the CUDA
// Occupancy Calculator's default, as the Memory tab starts with.
const int kModelledRegisters = OccupancyInput {}.registersPerThread;

// The kernel's static __shared__ bytes: the arrays declared in it, whose symbols name it
// ("_ZZ10sgemmTiledPKfS0_PfiE2As" is As in _Z10sgemmTiledPKfS0_Pfi), and those at file scope, which
// any kernel may use. A kernel without a symbol of its own (a static one) counts every array.
int64_t staticSharedOf(const ModuleInfo& module, const void* kernel)
{
    Dl_info info {};
    QByteArray inside;
    if (dladdr(kernel, &info) != 0 && info.dli_sname && info.dli_saddr == kernel) {
        const QByteArray name(info.dli_sname);
        inside = "_ZZ" + (name.startsWith("_Z") ? name.mid(2) : QByteArray::number(name.size()) + name) + "E";
    }
    int64_t bytes = 0;
    for (const SharedSymbol& s : module.shared)
        if (!s.symbol.startsWith("_ZZ") || inside.isEmpty() || s.symbol.startsWith(inside))
            bytes += int64_t(s.size);
    return bytes;
}

int blocksPerSm(const ArchLimits& arch, int64_t blockSize, int64_t sharedBytes)
{
    return computeOccupancy(arch, { blockSize, kModelledRegisters, sharedBytes }).blocksPerSm;
}

// CUDA's own search (cuda_runtime.h's cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags):
// from the largest block down by warps, the first size that keeps the most threads resident.
void bestBlockSize(const ArchLimits& arch, int64_t staticShared, int64_t dynamicShared, int64_t limit,
    long long* minGridSize, long long* blockSize)
{
    const int64_t most = limit > 0 ? std::min<int64_t>(limit, arch.maxThreadsPerBlock) : arch.maxThreadsPerBlock;
    const int64_t warp = arch.warpSize;
    int64_t bestThreads = 0, bestSize = 0, bestBlocks = 0;
    for (int64_t aligned = (most + warp - 1) / warp * warp; aligned > 0; aligned -= warp) {
        const int64_t size = std::min(most, aligned);
        const int64_t blocks = blocksPerSm(arch, size, staticShared + dynamicShared);
        if (size * blocks > bestThreads) {
            bestThreads = size * blocks;
            bestSize = size;
            bestBlocks = blocks;
        }
        if (bestThreads == arch.maxThreadsPerSm())
            break;
    }
    *minGridSize = bestBlocks * kEmulatedSmCount;
    *blockSize = bestSize;
}

} // namespace

// op 0: attributes into out[0..3] (registers a thread, static shared bytes, threads a block at
// most, dynamic shared bytes at most); 1: blocks an SM holds at `blockSize` threads into out[0];
// 2: the minimum grid and the block size of the most resident threads into out[0] and out[1],
// `blockSize` the largest to try (0: any).
CVZ_EXPORT int cvz_rt_occupancy(
    int op, const void* kernel, long long blockSize, long long dynamicShared, long long* out, int)
{
    const KernelCallGuard turn;
    Program& p = program();
    static const char* const names[] = { "cudaFuncGetAttributes", "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
        "cudaOccupancyMaxPotentialBlockSize" };
    enter(names[std::clamp(op, 0, 2)]);
    if (!kernel || !out || dynamicShared < 0 || blockSize < 0 || op < 0 || op > 2)
        return fail(InvalidValue);
    const ArchLimits arch = emulatedDeviceLimits();
    const int64_t staticShared = staticSharedOf(p.module, kernel);
    switch (op) {
    case 0:
        out[0] = kModelledRegisters;
        out[1] = staticShared;
        out[2] = arch.maxThreadsPerBlock;
        out[3] = std::max<int64_t>(0, int64_t(arch.sharedMemoryPerBlockKiB) * 1024 - staticShared);
        return Success;
    case 1:
        if (blockSize == 0 || blockSize > arch.maxThreadsPerBlock)
            return fail(InvalidValue);
        out[0] = blocksPerSm(arch, blockSize, staticShared + dynamicShared);
        return Success;
    default:
        bestBlockSize(arch, staticShared, dynamicShared, blockSize, &out[0], &out[1]);
        return Success;
    }
}
