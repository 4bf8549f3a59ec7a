#include "gpumodule.h"

#include "buildinfo.h"
#include "gpu/moduleloader.h"
#include "util/subprocess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>

namespace cvz {

namespace {

// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::GpuModule)
};

GpuAvailability failure(GpuStatus status, QString reason)
{
    GpuAvailability result;
    result.status = status;
    result.reason = std::move(reason);
    return result;
}

// The loader's finding about the file, as a translated clause ("it is not a regular file").
QString elfProblemText(const LoadOutcome& o)
{
    switch (o.elf) {
    case ElfProblem::Unreadable:
        return Tr::tr("it cannot be read: %1").arg(QString::fromLocal8Bit(std::strerror(o.errnoValue)));
    case ElfProblem::NotRegular:
        return Tr::tr("it is not a regular file");
    case ElfProblem::NotElf:
        return Tr::tr("it is not an ELF shared library");
    case ElfProblem::WrongKind:
        return Tr::tr("it is not a 64-bit shared library for this processor");
    case ElfProblem::TrialCrashed:
        return Tr::tr("loading it and asking it for devices in a trial process ended that process with %1")
            .arg(signalName(o.trialSignal));
    case ElfProblem::TrialExited:
        return Tr::tr("the dynamic loader gave up on it in a trial process (exit status %1): its relocations or "
                      "symbols are damaged")
            .arg(o.trialExit);
    case ElfProblem::TrialHung:
        return Tr::tr("loading it and asking it for devices in a trial process did not finish within %1 s")
            .arg(kTrialSeconds);
    case ElfProblem::HeadersPastEnd:
        return Tr::tr("it is cut short or damaged (%1 bytes, but its headers reach past the end)").arg(o.fileSize);
    case ElfProblem::Truncated:
    case ElfProblem::None:
        return Tr::tr("it is cut short or damaged (%1 bytes)").arg(o.fileSize);
    case ElfProblem::SegmentPastEnd:
        return Tr::tr("it is cut short or damaged (%1 bytes, but a segment ends at byte %2)")
            .arg(o.fileSize)
            .arg(o.segmentEnd);
    }
    return {};
}

} // namespace

QString gpuStatusKey(GpuStatus status)
{
    switch (status) {
    case GpuStatus::Available:
        return QStringLiteral("available");
    case GpuStatus::ModuleNotBuilt:
        return QStringLiteral("module_not_built");
    case GpuStatus::ModuleMissing:
        return QStringLiteral("module_missing");
    case GpuStatus::ModuleDamaged:
        return QStringLiteral("module_damaged");
    case GpuStatus::ModuleLoadFailed:
        return QStringLiteral("module_load_failed");
    case GpuStatus::NotAModule:
        return QStringLiteral("not_a_module");
    case GpuStatus::AbiMismatch:
        return QStringLiteral("abi_mismatch");
    case GpuStatus::NoDriver:
        return QStringLiteral("no_driver");
    case GpuStatus::NoDevice:
        return QStringLiteral("no_device");
    case GpuStatus::CudaError:
        return QStringLiteral("cuda_error");
    case GpuStatus::Disabled:
        return QStringLiteral("disabled");
    }
    return QStringLiteral("unknown");
}

GpuModule::GpuModule(QString path, const cvz_gpu_api* api)
    : m_path(std::move(path))
    , m_gateway(api)
{ }

GpuModule::~GpuModule() = default;

GpuModule::LoadResult GpuModule::load(const QString& path)
{
    // One loader for the app and the Qt-free GPU check (core/gpu/moduleloader.h); here its
    // findings become translated sentences that say what to do.
    // The trial load runs in the kernel runner (a fresh process), where it is installed.
    const LoadOutcome o
        = loadModule(QFile::encodeName(path).toStdString(), QFile::encodeName(kernelRunnerPath()).toStdString());
    const QString shown = QDir::toNativeSeparators(path);
    switch (o.status) {
    case LoadStatus::Loaded:
        return { std::shared_ptr<const GpuModule>(new GpuModule(path, o.api)), {} };
    case LoadStatus::NoPath:
        return { nullptr,
            failure(GpuStatus::ModuleNotBuilt,
                Tr::tr("This build of cudaviz has no GPU module: it was configured without CUDA (nvcc not found, "
                       "or CUDAVIZ_ENABLE_CUDA=OFF). Install the CUDA Toolkit and rebuild to use a GPU.")) };
    case LoadStatus::Missing:
        return { nullptr,
            failure(GpuStatus::ModuleMissing,
                Tr::tr(
                    "The GPU module %1 is missing. Install the cudaviz-gpu package (or rebuild cudaviz with the CUDA "
                    "Toolkit), or point CUDAVIZ_GPU_MODULE at the module file.")
                    .arg(shown)) };
    case LoadStatus::Damaged:
        return { nullptr,
            failure(GpuStatus::ModuleDamaged,
                Tr::tr("The GPU module %1 is damaged: %2. Reinstall the cudaviz-gpu package (or rebuild cudaviz), or "
                       "point CUDAVIZ_GPU_MODULE at a good module file.")
                    .arg(shown, elfProblemText(o))) };
    case LoadStatus::LoadFailed:
        return { nullptr,
            failure(GpuStatus::ModuleLoadFailed,
                Tr::tr("The GPU module could not be loaded: %1. A CUDA library it needs (such as cuBLAS) may be "
                       "missing; install the CUDA Toolkit runtime libraries.")
                    .arg(QString::fromLocal8Bit(o.loaderMessage.c_str()))) };
    case LoadStatus::NotAModule:
        return { nullptr,
            failure(GpuStatus::NotAModule,
                Tr::tr("%1 is not a cudaviz GPU module (it does not export %2). Rebuild cudaviz.")
                    .arg(shown, QStringLiteral(CVZ_GPU_API_SYMBOL))) };
    case LoadStatus::AbiMismatch:
        if (o.moduleVersion != CVZ_GPU_ABI_VERSION)
            return { nullptr,
                failure(GpuStatus::AbiMismatch,
                    Tr::tr("The GPU module speaks interface version %1 but this cudaviz needs version %2: it comes "
                           "from another build. Rebuild cudaviz so that the app and the module match.")
                        .arg(o.moduleVersion)
                        .arg(CVZ_GPU_ABI_VERSION)) };
        return { nullptr,
            failure(GpuStatus::AbiMismatch,
                Tr::tr("The GPU module claims interface version %1 but its function table is %2: it is broken or "
                       "comes from another build. Rebuild cudaviz so that the app and the module match.")
                    .arg(o.moduleVersion)
                    .arg(o.tableMissing ? Tr::tr("missing")
                                        : Tr::tr("version %1, %2 bytes (expected %3 bytes)")
                                              .arg(o.tableVersion)
                                              .arg(o.tableSize)
                                              .arg(sizeof(cvz_gpu_api)))) };
    }
    return { nullptr, failure(GpuStatus::ModuleLoadFailed, QString::fromStdString(describe(o, path.toStdString()))) };
}

QString GpuModule::defaultPath()
{
    // The same rule as the GPU check's (defaultModulePath), from the app's folder.
    const std::string path = defaultModulePath(QFile::encodeName(QCoreApplication::applicationDirPath()).toStdString(),
        CUDAVIZ_HAVE_CUDA_MODULE ? std::string(CUDAVIZ_GPU_MODULE_FILE) : std::string());
    if (path.empty())
        return {};
    const QString decoded = QFile::decodeName(QByteArray::fromStdString(path));
    return qEnvironmentVariableIsEmpty("CUDAVIZ_GPU_MODULE") ? QDir::cleanPath(decoded) : decoded;
}

const GpuModule::LoadResult& GpuModule::shared()
{
    static const LoadResult result = load(defaultPath());
    return result;
}

} // namespace cvz
