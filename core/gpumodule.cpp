#include "gpumodule.h"

#include "buildinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <memory>

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

GpuModule::GpuModule(QString path, std::unique_ptr<QLibrary> library, const cvz_gpu_api* api)
    : m_path(std::move(path))
    , m_library(std::move(library))
    , m_api(api)
{ }

GpuModule::~GpuModule() = default;

GpuModule::LoadResult GpuModule::load(const QString& path)
{
    if (path.isEmpty())
        return { nullptr,
            failure(GpuStatus::ModuleNotBuilt,
                Tr::tr("This build of cudaviz has no GPU module: it was configured without CUDA (nvcc not found, "
                       "or CUDAVIZ_ENABLE_CUDA=OFF). Install the CUDA Toolkit and rebuild to use a GPU.")) };
    if (!QFileInfo::exists(path))
        return { nullptr,
            failure(GpuStatus::ModuleMissing,
                Tr::tr(
                    "The GPU module %1 is missing. Install the cudaviz-gpu package (or rebuild cudaviz with the CUDA "
                    "Toolkit), or point CUDAVIZ_GPU_MODULE at the module file.")
                    .arg(QDir::toNativeSeparators(path))) };

    // QLibrary's destructor does not unload, so the code stays mapped (see the class comment).
    auto library = std::make_unique<QLibrary>(path);
    if (!library->load()) {
        const QString message = library->errorString();
        return { nullptr,
            failure(GpuStatus::ModuleLoadFailed,
                Tr::tr("The GPU module could not be loaded: %1. A CUDA library it needs (such as cuBLAS) may be "
                       "missing; install the CUDA Toolkit runtime libraries.")
                    .arg(message)) };
    }
    auto versionFn = reinterpret_cast<cvz_gpu_abi_version_fn>(library->resolve(CVZ_GPU_ABI_VERSION_SYMBOL));
    auto apiFn = reinterpret_cast<cvz_gpu_get_api_fn>(library->resolve(CVZ_GPU_API_SYMBOL));
    if (!versionFn || !apiFn)
        return { nullptr,
            failure(GpuStatus::NotAModule,
                Tr::tr("%1 is not a cudaviz GPU module (it does not export %2). Rebuild cudaviz.")
                    .arg(QDir::toNativeSeparators(path), QStringLiteral(CVZ_GPU_API_SYMBOL))) };
    const uint32_t version = versionFn();
    const cvz_gpu_api* api = version == CVZ_GPU_ABI_VERSION ? apiFn() : nullptr;
    if (!api || api->abi_version != CVZ_GPU_ABI_VERSION || api->struct_size != sizeof(cvz_gpu_api))
        return { nullptr,
            failure(GpuStatus::AbiMismatch,
                Tr::tr("The GPU module speaks interface version %1 but this cudaviz needs version %2: it comes from "
                       "another build. Rebuild cudaviz so that the app and the module match.")
                    .arg(version)
                    .arg(CVZ_GPU_ABI_VERSION)) };
    return { std::shared_ptr<const GpuModule>(new GpuModule(path, std::move(library), api)), {} };
}

QString GpuModule::defaultPath()
{
    const QString fromEnv = qEnvironmentVariable("CUDAVIZ_GPU_MODULE");
    if (!fromEnv.isEmpty())
        return fromEnv;
    if (!CUDAVIZ_HAVE_CUDA_MODULE)
        return {};
    const QString file = QStringLiteral(CUDAVIZ_GPU_MODULE_FILE);
    const QDir appDir(QCoreApplication::applicationDirPath());
    const QString beside = appDir.filePath(file);
    const QString installed = appDir.filePath(QStringLiteral("../lib/cudaviz/") + file);
    // An installed app (prefix/bin) looks in prefix/lib/cudaviz, where cudaviz-gpu puts the
    // module; when it is in neither place, that is the path worth naming.
    if (!QFileInfo::exists(beside) && (QFileInfo::exists(installed) || appDir.dirName() == QLatin1String("bin")))
        return QDir::cleanPath(installed);
    return beside;
}

const GpuModule::LoadResult& GpuModule::shared()
{
    static const LoadResult result = load(defaultPath());
    return result;
}

} // namespace cvz
