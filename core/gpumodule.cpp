#include "gpumodule.h"

#include "buildinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibrary>
#include <cerrno>
#include <cstring>
#include <elf.h>
#include <memory>
#include <optional>
#include <sys/stat.h>

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

// Why the file at `path` cannot be a whole shared object for this machine, or nothing. The
// dynamic loader maps a truncated file and dies with SIGBUS when it touches the missing
// pages, so every table it will read must lie inside the file before dlopen sees it.
std::optional<QString> elfProblem(const QString& path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        const int code = errno;
        return Tr::tr("it cannot be read: %1").arg(QString::fromLocal8Bit(std::strerror(code)));
    }
    if (!S_ISREG(st.st_mode))
        return Tr::tr("it is not a regular file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Tr::tr("it cannot be read: %1").arg(file.errorString());
    const qint64 size = file.size();
    Elf64_Ehdr header {};
    if (file.read(reinterpret_cast<char*>(&header), sizeof header) != qint64(sizeof header)
        || std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0)
        return Tr::tr("it is not an ELF shared library");
#if defined(__x86_64__)
    constexpr Elf64_Half kMachine = EM_X86_64;
#elif defined(__aarch64__)
    constexpr Elf64_Half kMachine = EM_AARCH64;
#else
    constexpr Elf64_Half kMachine = EM_NONE;
#endif
    if (header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_type != ET_DYN
        || (kMachine != EM_NONE && header.e_machine != kMachine))
        return Tr::tr("it is not a 64-bit shared library for this processor");
    const auto inside = [size](quint64 offset, quint64 count, quint64 entry) {
        return entry == 0 || count == 0 || (offset <= quint64(size) && count <= (quint64(size) - offset) / entry);
    };
    if (header.e_phentsize != sizeof(Elf64_Phdr) || header.e_phnum == 0
        || !inside(header.e_phoff, header.e_phnum, sizeof(Elf64_Phdr))
        || !inside(header.e_shoff, header.e_shnum, header.e_shentsize))
        return Tr::tr("it is cut short or damaged (%1 bytes, but its headers reach past the end)").arg(size);
    file.seek(qint64(header.e_phoff));
    for (int i = 0; i < header.e_phnum; ++i) {
        Elf64_Phdr segment {};
        if (file.read(reinterpret_cast<char*>(&segment), sizeof segment) != qint64(sizeof segment))
            return Tr::tr("it is cut short or damaged (%1 bytes)").arg(size);
        if (segment.p_type == PT_LOAD && !inside(segment.p_offset, segment.p_filesz, 1))
            return Tr::tr("it is cut short or damaged (%1 bytes, but a segment ends at byte %2)")
                .arg(size)
                .arg(segment.p_offset + segment.p_filesz);
    }
    return std::nullopt;
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

    if (const auto problem = elfProblem(path))
        return { nullptr,
            failure(GpuStatus::ModuleDamaged,
                Tr::tr("The GPU module %1 is damaged: %2. Reinstall the cudaviz-gpu package (or rebuild cudaviz), or "
                       "point CUDAVIZ_GPU_MODULE at a good module file.")
                    .arg(QDir::toNativeSeparators(path), *problem)) };

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
    if (version != CVZ_GPU_ABI_VERSION)
        return { nullptr,
            failure(GpuStatus::AbiMismatch,
                Tr::tr("The GPU module speaks interface version %1 but this cudaviz needs version %2: it comes from "
                       "another build. Rebuild cudaviz so that the app and the module match.")
                    .arg(version)
                    .arg(CVZ_GPU_ABI_VERSION)) };
    const cvz_gpu_api* api = apiFn();
    if (!api || api->abi_version != CVZ_GPU_ABI_VERSION || api->struct_size != sizeof(cvz_gpu_api))
        return { nullptr,
            failure(GpuStatus::AbiMismatch,
                Tr::tr("The GPU module claims interface version %1 but its function table is %2: it is broken or "
                       "comes from another build. Rebuild cudaviz so that the app and the module match.")
                    .arg(version)
                    .arg(!api ? Tr::tr("missing")
                              : Tr::tr("version %1, %2 bytes (expected %3 bytes)")
                                    .arg(api->abi_version)
                                    .arg(api->struct_size)
                                    .arg(sizeof(cvz_gpu_api)))) };
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
