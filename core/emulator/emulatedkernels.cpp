#include "emulatedkernels.h"

#include "kernels/teachingkernels.h"

#include <QCoreApplication>
#include <deque>

namespace cvz {

namespace {
EmulationRun refused(QString why)
{
    EmulationRun run;
    run.outcome = BlockEmulator::Outcome::TooLarge;
    run.error = std::move(why);
    return run;
}

// What a catalog entry's emulate(run) talks to (core/kernels/teaching/kernelbase.h): it
// declares the kernel's arrays on the emulator and runs its body. Inputs take the given
// data in order, or a pattern (the first 0, 1, 2, ...; the next 1000 + i); the output is
// zeros and becomes the run's result.
class EmulationBuilder
{
public:
    EmulationBuilder(BlockEmulator& emulator, const EmulationRequest& request, const ArraysReady& ready)
        : m_emulator(emulator)
        , m_request(request)
        , m_ready(ready)
    { }

    const KernelShape& shape() const { return m_request.shape; }
    ProblemShape problem() const { return problemOf(kernelInfo(m_request.kernel).mapping, m_request.shape); }
    MatmulShape matmul() const { return matmulOf(m_request.shape); }
    bool guard() const { return m_request.guard; }
    const LaunchConfig& launchConfig() const { return m_request.launch; }

    EmuArray input(const char* name, int64_t count, int64_t rows = 1, int64_t cols = 0)
    {
        std::vector<float>& data = m_storage.emplace_back();
        if (m_inputs < m_request.inputs.size()) {
            const std::vector<float>& given = m_request.inputs[m_inputs];
            if (given.size() < size_t(count) && m_problem.isEmpty())
                m_problem = QStringLiteral("%1 must hold %2 floats for this shape, got %3")
                                .arg(QLatin1String(name))
                                .arg(count)
                                .arg(given.size());
            data = given;
            data.resize(size_t(count));
        } else {
            data.resize(size_t(count));
            const float offset = m_inputs == 0 ? 0.0f : 1000.0f;
            for (int64_t i = 0; i < count; ++i)
                data[size_t(i)] = offset + float(i);
        }
        ++m_inputs;
        return m_emulator.addArray(QLatin1String(name), data.data(), count, rows, cols);
    }

    EmuArray output(const char* name, int64_t count, int64_t rows = 1, int64_t cols = 0)
    {
        std::vector<float>& data = m_storage.emplace_back(size_t(count), 0.0f);
        m_output = &data;
        return m_emulator.addArray(QLatin1String(name), data.data(), count, rows, cols);
    }

    EmuArray shared(const char* name, int64_t count, int64_t rows = 1, int64_t cols = 0)
    {
        return m_emulator.addShared(QLatin1String(name), count, rows, cols);
    }

    template <class Body> BlockEmulator::Outcome launch(const Body& body)
    {
        if (!m_problem.isEmpty())
            return BlockEmulator::Outcome::TooLarge;
        if (m_ready)
            m_ready(m_emulator.arrays());
        return m_emulator.run(body);
    }

    const QString& problemText() const { return m_problem; }
    std::vector<float> takeOutput() { return m_output ? std::move(*m_output) : std::vector<float>(); }

private:
    BlockEmulator& m_emulator;
    const EmulationRequest& m_request;
    const ArraysReady& m_ready;
    std::deque<std::vector<float>> m_storage; // stable addresses: the emulator keeps pointers
    std::vector<float>* m_output = nullptr;
    size_t m_inputs = 0;
    QString m_problem;
};
} // namespace

QString teachingKernelKey(TeachingKernel kernel)
{
    return QString::fromLatin1(teachingKernelName(kernel));
}

std::optional<TeachingKernel> teachingKernelFromKey(const QString& key)
{
    for (const TeachingKernelInfo* info : TeachingKernels::infos)
        if (key == QLatin1String(info->key))
            return info->id;
    return std::nullopt;
}

EmulationRun emulateKernel(const EmulationRequest& request, BlockEmulator::Options options, const ArraysReady& ready)
{
    BlockEmulator emulator(request.launch, std::move(options));
    EmulationBuilder builder(emulator, request, ready);
    std::optional<BlockEmulator::Outcome> outcome;
    TeachingKernels::forEach([&](auto entry) {
        if (decltype(entry)::info.id == request.kernel)
            outcome = decltype(entry)::emulate(builder);
    });
    if (!builder.problemText().isEmpty())
        return refused(builder.problemText());
    EmulationRun run;
    run.outcome = *outcome;
    run.error = emulator.errorMessage();
    if (run.outcome == BlockEmulator::Outcome::Finished) {
        run.trace = emulator.takeTrace();
        run.output = builder.takeOutput();
    }
    return run;
}

EmulationRun emulateMapping(MappingKind kind, const ProblemShape& problem, const LaunchConfig& launch, bool guard,
    BlockEmulator::Options options, const ArraysReady& ready)
{
    EmulationRequest request;
    for (const TeachingKernelInfo* info : TeachingKernels::infos)
        if (info->family == KernelFamily::Index && info->mapping == kind)
            request.kernel = info->id;
    request.shape = shapeOf(kind, problem);
    request.launch = launch;
    request.guard = guard;
    return emulateKernel(request, std::move(options), ready);
}

EmulationRun emulateMatmul(TeachingKernel kernel, const MatmulShape& shape, const std::vector<float>& a,
    const std::vector<float>& b, const LaunchConfig& launch, BlockEmulator::Options options, const ArraysReady& ready)
{
    if (!isMatmul(kernel))
        return refused(QStringLiteral("not a matmul kernel"));
    EmulationRequest request;
    request.kernel = kernel;
    request.shape = shapeOf(shape);
    request.inputs = { a, b };
    request.launch = launch;
    return emulateKernel(request, std::move(options), ready);
}

} // namespace cvz
