#include "moduleloader.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace cvz {

namespace {

bool exists(const std::string& path)
{
    struct stat st = {};
    return ::stat(path.c_str(), &st) == 0;
}

// Reads exactly `count` bytes at `offset`.
bool readAt(int fd, uint64_t offset, void* out, size_t count)
{
    return ::pread(fd, out, count, off_t(offset)) == ssize_t(count);
}

ElfProblem elfProblem(const std::string& path, LoadOutcome& o)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0) {
        o.errnoValue = errno;
        return ElfProblem::Unreadable;
    }
    if (!S_ISREG(st.st_mode))
        return ElfProblem::NotRegular;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        o.errnoValue = errno;
        return ElfProblem::Unreadable;
    }
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    o.fileSize = st.st_size;
    const uint64_t size = uint64_t(st.st_size);
    Elf64_Ehdr header {};
    if (!readAt(fd, 0, &header, sizeof header) || std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0)
        return ElfProblem::NotElf;
#if defined(__x86_64__)
    constexpr Elf64_Half kMachine = EM_X86_64;
#elif defined(__aarch64__)
    constexpr Elf64_Half kMachine = EM_AARCH64;
#else
    constexpr Elf64_Half kMachine = EM_NONE;
#endif
    if (header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_type != ET_DYN
        || (kMachine != EM_NONE && header.e_machine != kMachine))
        return ElfProblem::WrongKind;
    const auto inside = [size](uint64_t offset, uint64_t count, uint64_t entry) {
        return entry == 0 || count == 0 || (offset <= size && count <= (size - offset) / entry);
    };
    if (header.e_phentsize != sizeof(Elf64_Phdr) || header.e_phnum == 0
        || !inside(header.e_phoff, header.e_phnum, sizeof(Elf64_Phdr))
        || !inside(header.e_shoff, header.e_shnum, header.e_shentsize))
        return ElfProblem::HeadersPastEnd;
    for (int i = 0; i < header.e_phnum; ++i) {
        Elf64_Phdr segment {};
        if (!readAt(fd, header.e_phoff + uint64_t(i) * sizeof segment, &segment, sizeof segment))
            return ElfProblem::Truncated;
        if (segment.p_type == PT_LOAD && !inside(segment.p_offset, segment.p_filesz, 1)) {
            o.segmentEnd = segment.p_offset + segment.p_filesz;
            return ElfProblem::SegmentPastEnd;
        }
    }
    return ElfProblem::None;
}

// Exit statuses of the trial child for outcomes the caller's own load reports as well.
constexpr int kTrialRefused = 10; // dlopen refused it, or it is not a module of this ABI

// The trial's outcome from how its process ended.
void judgeTrial(int status, LoadOutcome& o)
{
    if (WIFSIGNALED(status)) {
        o.status = LoadStatus::Damaged;
        o.elf = ElfProblem::TrialCrashed;
        o.trialSignal = WTERMSIG(status);
    } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != kTrialRefused) {
        o.status = LoadStatus::Damaged;
        o.elf = ElfProblem::TrialExited;
        o.trialExit = WEXITSTATUS(status);
    }
}

// Waits for the trial process, killing it after kTrialSeconds.
void awaitTrial(pid_t child, LoadOutcome& o)
{
    int status = 0;
    for (int waited = 0;; waited += 10) {
        const pid_t done = ::waitpid(child, &status, WNOHANG);
        if (done == child)
            break;
        if (done < 0 && errno != EINTR)
            return;
        if (waited >= kTrialSeconds * 1000) {
            ::kill(child, SIGKILL);
            ::waitpid(child, &status, 0);
            o.status = LoadStatus::Damaged;
            o.elf = ElfProblem::TrialHung;
            return;
        }
        ::usleep(10'000);
    }
    judgeTrial(status, o);
}

// Loads and probes the module in a child process: a fresh program (`trialProgram
// --trial-gpu-module PATH`) where there is one, so no lock another thread of the caller held is
// copied into it; else a fork (the Qt-free GPU check, which has one thread).
void trialLoad(const std::string& path, const std::string& trialProgram, LoadOutcome& o)
{
    pid_t child = -1;
    if (!trialProgram.empty() && ::access(trialProgram.c_str(), X_OK) == 0) {
        const char* argv[] = { trialProgram.c_str(), kTrialArgument, path.c_str(), nullptr };
        if (::posix_spawn(&child, trialProgram.c_str(), nullptr, nullptr, const_cast<char* const*>(argv), environ) != 0)
            return; // no child: the caller's load is the only test
    } else {
        child = ::fork();
        if (child < 0)
            return;
        if (child == 0)
            ::_exit(trialLoadHere(path));
    }
    awaitTrial(child, o);
}

} // namespace

int trialLoadHere(const std::string& path)
{
    void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    auto versionFn
        = handle ? reinterpret_cast<cvz_gpu_abi_version_fn>(::dlsym(handle, CVZ_GPU_ABI_VERSION_SYMBOL)) : nullptr;
    auto apiFn = handle ? reinterpret_cast<cvz_gpu_get_api_fn>(::dlsym(handle, CVZ_GPU_API_SYMBOL)) : nullptr;
    if (!versionFn || !apiFn || versionFn() != CVZ_GPU_ABI_VERSION)
        return kTrialRefused;
    const cvz_gpu_api* api = apiFn();
    if (!api || api->abi_version != CVZ_GPU_ABI_VERSION || api->struct_size != sizeof(cvz_gpu_api) || !api->probe)
        return kTrialRefused;
    cvz_probe_result probed {};
    cvz_error error {};
    api->probe(&probed, &error);
    return 0;
}

LoadOutcome loadModule(const std::string& path, const std::string& trialProgram)
{
    LoadOutcome o;
    if (path.empty())
        return o; // NoPath
    if (!exists(path)) {
        o.status = LoadStatus::Missing;
        return o;
    }
    o.elf = elfProblem(path, o);
    if (o.elf != ElfProblem::None) {
        o.status = LoadStatus::Damaged;
        return o;
    }
    trialLoad(path, trialProgram, o);
    if (o.status == LoadStatus::Damaged)
        return o;
    // Never dlclose()d: the CUDA runtime's state (contexts, atexit handlers) outlives every caller.
    void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* message = ::dlerror();
        o.status = LoadStatus::LoadFailed;
        o.loaderMessage = message ? message : "unknown error";
        return o;
    }
    auto versionFn = reinterpret_cast<cvz_gpu_abi_version_fn>(::dlsym(handle, CVZ_GPU_ABI_VERSION_SYMBOL));
    auto apiFn = reinterpret_cast<cvz_gpu_get_api_fn>(::dlsym(handle, CVZ_GPU_API_SYMBOL));
    if (!versionFn || !apiFn) {
        o.status = LoadStatus::NotAModule;
        return o;
    }
    o.moduleVersion = versionFn();
    if (o.moduleVersion != CVZ_GPU_ABI_VERSION) {
        o.status = LoadStatus::AbiMismatch;
        return o;
    }
    const cvz_gpu_api* api = apiFn();
    if (!api || api->abi_version != CVZ_GPU_ABI_VERSION || api->struct_size != sizeof(cvz_gpu_api)) {
        o.status = LoadStatus::AbiMismatch;
        o.tableMissing = api == nullptr;
        o.tableVersion = api ? api->abi_version : 0;
        o.tableSize = api ? api->struct_size : 0;
        return o;
    }
    o.status = LoadStatus::Loaded;
    o.api = api;
    return o;
}

std::string describe(const LoadOutcome& o, const std::string& path)
{
    switch (o.status) {
    case LoadStatus::Loaded:
        return "loaded " + path;
    case LoadStatus::NoPath:
        return "this build has no GPU module (configured without CUDA)";
    case LoadStatus::Missing:
        return "the GPU module " + path + " is missing; set CUDAVIZ_GPU_MODULE to its file";
    case LoadStatus::Damaged: {
        std::string why;
        switch (o.elf) {
        case ElfProblem::Unreadable:
            why = std::string("it cannot be read: ") + std::strerror(o.errnoValue);
            break;
        case ElfProblem::NotRegular:
            why = "it is not a regular file";
            break;
        case ElfProblem::NotElf:
            why = "it is not an ELF shared library";
            break;
        case ElfProblem::WrongKind:
            why = "it is not a 64-bit shared library for this processor";
            break;
        case ElfProblem::TrialCrashed:
            why = "loading and probing it in a trial process ended with signal " + std::to_string(o.trialSignal);
            break;
        case ElfProblem::TrialExited:
            why = "the dynamic loader gave up on it in a trial process (exit status " + std::to_string(o.trialExit)
                + "): a damaged relocation or symbol table";
            break;
        case ElfProblem::TrialHung:
            why = "loading and probing it in a trial process did not finish within " + std::to_string(kTrialSeconds)
                + " s";
            break;
        case ElfProblem::HeadersPastEnd:
        case ElfProblem::Truncated:
        case ElfProblem::SegmentPastEnd:
        case ElfProblem::None:
            why = "it is cut short or damaged (" + std::to_string(o.fileSize) + " bytes)";
            break;
        }
        return "the GPU module " + path + " is damaged: " + why;
    }
    case LoadStatus::LoadFailed:
        return "the GPU module could not be loaded: " + o.loaderMessage;
    case LoadStatus::NotAModule:
        return path + " is not a cudaviz GPU module (it does not export " CVZ_GPU_API_SYMBOL ")";
    case LoadStatus::AbiMismatch:
        return "the GPU module speaks interface version " + std::to_string(o.moduleVersion) + ", this build needs "
            + std::to_string(CVZ_GPU_ABI_VERSION);
    }
    return "unknown";
}

std::string defaultModulePath(const std::string& exeDir, const std::string& file)
{
    if (const char* fromEnv = std::getenv("CUDAVIZ_GPU_MODULE"); fromEnv && *fromEnv)
        return fromEnv;
    if (file.empty())
        return {};
    const std::string beside = exeDir + "/" + file;
    const std::string installed = exeDir + "/../lib/cudaviz/" + file;
    const bool inBin = exeDir.size() >= 4 && exeDir.compare(exeDir.size() - 4, 4, "/bin") == 0;
    // An installed app (prefix/bin) looks in prefix/lib/cudaviz, where cudaviz-gpu puts the
    // module; when it is in neither place, that is the path worth naming.
    if (!exists(beside) && (exists(installed) || inBin))
        return installed;
    return beside;
}

std::string executableDir()
{
    char buffer[4096];
    const ssize_t n = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (n <= 0)
        return ".";
    std::string path(buffer, size_t(n));
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? "." : path.substr(0, slash == 0 ? 1 : slash);
}

} // namespace cvz
