#include "matmultrace.h"

namespace cvz {

void matmulPictureInputs(const MatmulShape& s, std::vector<float>& a, std::vector<float>& b, TeachingKernel kernel)
{
    a.resize(size_t(s.m * (isTranspose(kernel) ? s.n : s.k)));
    b.resize(isTranspose(kernel) ? 0 : size_t(s.k * s.n));
    for (size_t i = 0; i < a.size(); ++i)
        a[i] = float(i % 7) - 3.0f;
    for (size_t i = 0; i < b.size(); ++i)
        b[i] = float(i % 5) - 2.0f;
}

std::vector<float> vectorPictureInputs(int64_t n)
{
    std::vector<float> in(size_t(std::max<int64_t>(0, n)));
    for (size_t i = 0; i < in.size(); ++i)
        in[i] = float((i * 7 + 3) % kVectorPictureValues);
    return in;
}

EmulationRun emulateSetup(const MappingSetup& setup, BlockEmulator::Options options, const ArraysReady& ready)
{
    const TeachingKernelInfo& info = kernelInfo(setup.kernel);
    EmulationRequest request;
    request.kernel = setup.kernel;
    request.shape = setup.shape;
    request.launch = setup.launch;
    request.guard = setup.guard;
    if (info.family == KernelFamily::Vector) {
        request.inputs = { vectorPictureInputs(setup.shape[0]) };
    } else if (info.family == KernelFamily::Transpose) {
        std::vector<float> a, b;
        matmulPictureInputs({ setup.shape[0], setup.shape[1], 1 }, a, b, setup.kernel);
        request.inputs = { std::move(a) };
    } else if (info.family == KernelFamily::Matmul) {
        std::vector<float> a, b;
        matmulPictureInputs(matmulOf(setup.shape), a, b, setup.kernel);
        request.inputs = { std::move(a), std::move(b) };
    } // an index kernel's inputs: the emulator's pattern, 0, 1, 2, ... and 1000 + i
    return emulateKernel(request, std::move(options), ready);
}

std::optional<KernelScene> traceMatmulScene(const MappingSetup& setup, const std::atomic<bool>* cancel,
    const std::function<void(int64_t, int64_t)>& progress, QString* error)
{
    BlockEmulator::Options options;
    options.cancel = cancel;
    options.maxAccesses = kMaxTraceAccesses;
    options.progress = progress;
    EmulationRun run = emulateSetup(setup, options);
    if (run.outcome != BlockEmulator::Outcome::Finished) {
        if (error)
            *error = run.error;
        return std::nullopt;
    }
    return KernelScene(setup.kernel, setup.shape, setup.launch, std::move(run.trace));
}

} // namespace cvz
