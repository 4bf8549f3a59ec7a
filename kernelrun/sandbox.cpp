#include "sandbox.h"

#include "playground/protocol/runprotocol.h"

#include "programfiles.h"
#include "util/landlock.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <initializer_list>
#include <iterator>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef MOUNT_ATTR_RDONLY
#define MOUNT_ATTR_RDONLY 0x00000001
#endif
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif

namespace cvz {

namespace {

// Every system call's name, resolved before the filter: the SIGSYS handler cannot allocate.
constexpr int kNames = 512;
char g_names[kNames][32];

void resolveNames()
{
    for (int n = 0; n < kNames; ++n) {
        char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, n);
        std::snprintf(g_names[n], sizeof g_names[n], "%s", name ? name : "");
        std::free(name);
    }
}

bool writeText(const char* path, const char* text)
{
    const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const size_t length = std::strlen(text);
    const bool ok = ::write(fd, text, length) == ssize_t(length);
    ::close(fd);
    return ok;
}

#ifdef SECCOMP_FILTER_FLAG_TSYNC_ESRCH
constexpr scmp_datum_t kTsyncEsrch = SECCOMP_FILTER_FLAG_TSYNC_ESRCH;
#else
constexpr scmp_datum_t kTsyncEsrch = 1UL << 4;
#endif

// Flags of open(2) that write, create or change a file.
// (O_TMPFILE includes O_DIRECTORY: only its own bit, so opening a folder to read it is allowed.)
constexpr scmp_datum_t kWritingOpenFlags
    = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | (O_TMPFILE & ~O_DIRECTORY);

// The calls a computation needs: memory, the descriptors it has, time, threads, signals to itself.
constexpr int kAllowed[] = { SCMP_SYS(read), SCMP_SYS(readv), SCMP_SYS(pread64), SCMP_SYS(preadv), SCMP_SYS(write),
    SCMP_SYS(writev), SCMP_SYS(close), SCMP_SYS(fstat), SCMP_SYS(newfstatat), SCMP_SYS(statx), SCMP_SYS(stat),
    SCMP_SYS(lstat), SCMP_SYS(lseek), SCMP_SYS(access), SCMP_SYS(faccessat), SCMP_SYS(faccessat2), SCMP_SYS(readlink),
    SCMP_SYS(readlinkat), SCMP_SYS(getcwd), SCMP_SYS(getdents64), SCMP_SYS(dup), SCMP_SYS(munmap), SCMP_SYS(madvise),
    SCMP_SYS(mremap), SCMP_SYS(brk), SCMP_SYS(mincore), SCMP_SYS(rt_sigprocmask), SCMP_SYS(rt_sigreturn),
    SCMP_SYS(sigaltstack), SCMP_SYS(futex), SCMP_SYS(set_robust_list), SCMP_SYS(get_robust_list), SCMP_SYS(rseq),
    SCMP_SYS(set_tid_address), SCMP_SYS(sched_yield), SCMP_SYS(sched_getaffinity), SCMP_SYS(getrandom),
    SCMP_SYS(clock_gettime), SCMP_SYS(clock_getres), SCMP_SYS(gettimeofday), SCMP_SYS(time), SCMP_SYS(clock_nanosleep),
    SCMP_SYS(nanosleep), SCMP_SYS(gettid), SCMP_SYS(getpid), SCMP_SYS(getppid), SCMP_SYS(getuid), SCMP_SYS(geteuid),
    SCMP_SYS(getgid), SCMP_SYS(getegid), SCMP_SYS(getrusage), SCMP_SYS(getrlimit), SCMP_SYS(uname), SCMP_SYS(sysinfo),
    SCMP_SYS(exit), SCMP_SYS(exit_group), SCMP_SYS(restart_syscall), SCMP_SYS(membarrier), SCMP_SYS(poll),
    SCMP_SYS(ppoll), SCMP_SYS(arch_prctl) };

// What no computation and no driver needs: starting programs and processes, tracing others.
constexpr int kNeverAllowed[] = { SCMP_SYS(execve), SCMP_SYS(execveat), SCMP_SYS(fork), SCMP_SYS(vfork),
    SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev) };

// The signals whose handlers (main.cpp's) report a crash, a forbidden call or the time limit.
constexpr int kReportingSignals[] = { SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGURG, SIGXCPU, SIGSYS };

// Memory is never writable and executable at once, and new machine code cannot be made: only a
// file (the loader maps the module and its libraries) is mapped executable, and nothing becomes
// executable later. A handler of the kernel's own cannot take over the reporting signals.
bool memoryAndSignalRules(scmp_filter_ctx ctx)
{
    bool ok = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0)) == 0
        && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(mmap), 2,
               SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC | PROT_WRITE, PROT_EXEC),
               SCMP_A3(SCMP_CMP_MASKED_EQ, MAP_ANONYMOUS, 0))
            == 0
        && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0)) == 0;
    for (int signal = 0; signal <= 64; ++signal)
        if (std::find(std::begin(kReportingSignals), std::end(kReportingSignals), signal)
            == std::end(kReportingSignals))
            ok = ok
                && seccomp_rule_add(
                       ctx, SCMP_ACT_ALLOW, SCMP_SYS(rt_sigaction), 1, SCMP_A0(SCMP_CMP_EQ, scmp_datum_t(signal)))
                    == 0;
    return ok;
}

bool load(scmp_filter_ctx ctx)
{
    // A call of another architecture (int 0x80's 32-bit calls, x32's) is trapped and named, not
    // the silent end of the thread that libseccomp's default gives it.
    const bool ok = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_TSYNC, 1) == 0
        && seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_TRAP) == 0 && seccomp_load(ctx) == 0;
    seccomp_release(ctx);
    return ok;
}

// clone() only for threads (glibc tries clone3 first, whose flags a filter cannot see: ENOSYS
// sends it back to clone).
// (A rule whose action is the filter's default is refused by libseccomp: only the other one is added.)
bool threadsOnly(scmp_filter_ctx ctx, bool trapByDefault)
{
    return (!trapByDefault
               || seccomp_rule_add(
                      ctx, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD))
                   == 0)
        && (trapByDefault
            || seccomp_rule_add(ctx, SCMP_ACT_TRAP, SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0))
                == 0)
        && seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) == 0;
}

} // namespace

SandboxLayers& sandboxLayers()
{
    static SandboxLayers layers;
    return layers;
}

unsigned sandboxLayerBits()
{
    const SandboxLayers& l = sandboxLayers();
    return (l.seccomp ? kSandboxSeccomp : 0u) | (l.namespaces ? kSandboxNamespaces : 0u)
        | (l.landlock ? kSandboxLandlock : 0u);
}

const char* syscallName(long number)
{
    return number >= 0 && number < kNames && g_names[number][0] ? g_names[number] : "";
}

bool enterNamespaces()
{
    const uid_t uid = getuid();
    const gid_t gid = getgid();
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET) != 0)
        return false;
    char map[64];
    writeText("/proc/self/setgroups", "deny");
    std::snprintf(map, sizeof map, "%u %u 1\n", unsigned(uid), unsigned(uid));
    const bool users = writeText("/proc/self/uid_map", map);
    std::snprintf(map, sizeof map, "%u %u 1\n", unsigned(gid), unsigned(gid));
    const bool groups = writeText("/proc/self/gid_map", map);
    if (!users || !groups)
        return false;
    // Every mount read-only, in this process's own view of them.
    struct
    {
        uint64_t set, clear, propagation, userns;
    } attr { MOUNT_ATTR_RDONLY, 0, 0, 0 };
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0
        || syscall(SYS_mount_setattr, AT_FDCWD, "/", AT_RECURSIVE, &attr, sizeof attr) != 0)
        return false;
    sandboxLayers().namespaces = true;
    return true;
}

bool enterLandlock(const char* module, const char* fastModule, const char* files)
{
    LandlockPaths paths;
    paths.readOnly = systemReadOnlyPaths();
    paths.readOnly.push_back(module);
    if (fastModule && *fastModule)
        paths.readOnly.push_back(fastModule);
    if (files && *files)
        paths.readWrite.push_back(files);
    const int ruleset = makeLandlockRuleset(paths);
    const bool ok = enforceLandlock(ruleset);
    if (ruleset >= 0)
        ::close(ruleset);
    sandboxLayers().landlock = ok;
    return ok;
}

// A program's own folder (programfiles.h), where Landlock holds it: it writes, removes and renames
// files there.
bool fileWritingRules(scmp_filter_ctx ctx)
{
    bool ok = true;
    for (int call : { SCMP_SYS(open), SCMP_SYS(openat), SCMP_SYS(creat), SCMP_SYS(unlink), SCMP_SYS(unlinkat),
             SCMP_SYS(rename), SCMP_SYS(renameat), SCMP_SYS(renameat2), SCMP_SYS(ftruncate), SCMP_SYS(truncate),
             SCMP_SYS(fsync), SCMP_SYS(fdatasync) })
        ok = ok && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, call, 0) == 0;
    return ok;
}

bool enterSeccomp(bool gpu, bool writeFiles)
{
    resolveNames();
    scmp_filter_ctx ctx = seccomp_init(gpu ? SCMP_ACT_ALLOW : SCMP_ACT_TRAP);
    if (!ctx)
        return false;
    bool ok = threadsOnly(ctx, !gpu);
    if (gpu) // the rest is allowed: these are not
        for (int call : kNeverAllowed)
            ok = ok && seccomp_rule_add(ctx, SCMP_ACT_TRAP, call, 0) == 0;
    if (!gpu) {
        for (int call : kAllowed)
            ok = ok && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, call, 0) == 0;
        ok = ok && memoryAndSignalRules(ctx) && (!writeFiles || fileWritingRules(ctx));
        // Opening for reading only (but in a program's folder), signals to itself only, no terminal
        // control, no new limits.
        ok = ok
            && (writeFiles
                || (seccomp_rule_add(
                        ctx, SCMP_ACT_ALLOW, SCMP_SYS(openat), 1, SCMP_A2(SCMP_CMP_MASKED_EQ, kWritingOpenFlags, 0))
                        == 0
                    && seccomp_rule_add(
                           ctx, SCMP_ACT_ALLOW, SCMP_SYS(open), 1, SCMP_A1(SCMP_CMP_MASKED_EQ, kWritingOpenFlags, 0))
                        == 0))
            && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(kill), 1, SCMP_A0(SCMP_CMP_EQ, scmp_datum_t(getpid())))
                == 0
            && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(tgkill), 1, SCMP_A0(SCMP_CMP_EQ, scmp_datum_t(getpid())))
                == 0
            // Its own limits, read only.
            && seccomp_rule_add(
                   ctx, SCMP_ACT_ALLOW, SCMP_SYS(prlimit64), 2, SCMP_A0(SCMP_CMP_EQ, 0), SCMP_A2(SCMP_CMP_EQ, 0))
                == 0
            && seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOTTY), SCMP_SYS(ioctl), 0) == 0
            // The second filter (lockFiles): a filter can only take more away.
            && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prctl), 1, SCMP_A0(SCMP_CMP_EQ, PR_SET_NO_NEW_PRIVS)) == 0
            // A new filter only for every thread at once (TSYNC; libseccomp adds TSYNC_ESRCH).
            && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(seccomp), 2,
                   SCMP_A0(SCMP_CMP_EQ, SECCOMP_SET_MODE_FILTER), SCMP_A1(SCMP_CMP_EQ, SECCOMP_FILTER_FLAG_TSYNC))
                == 0
            && seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(seccomp), 2,
                   SCMP_A0(SCMP_CMP_EQ, SECCOMP_SET_MODE_FILTER),
                   SCMP_A1(SCMP_CMP_EQ, SECCOMP_FILTER_FLAG_TSYNC | kTsyncEsrch))
                == 0
            && seccomp_rule_add(
                   ctx, SCMP_ACT_ALLOW, SCMP_SYS(seccomp), 1, SCMP_A0(SCMP_CMP_EQ, SECCOMP_GET_ACTION_AVAIL))
                == 0
            && seccomp_rule_add(
                   ctx, SCMP_ACT_ALLOW, SCMP_SYS(seccomp), 1, SCMP_A0(SCMP_CMP_EQ, SECCOMP_GET_NOTIF_SIZES))
                == 0;
        // fcntl without F_SETOWN/F_SETSIG (a signal sent on the kernel's behalf to another process)
        // and without F_SETFL (O_ASYNC arms that signal).
        for (const int command : { F_GETFD, F_SETFD, F_GETFL, F_DUPFD, F_DUPFD_CLOEXEC })
            ok = ok
                && seccomp_rule_add(
                       ctx, SCMP_ACT_ALLOW, SCMP_SYS(fcntl), 1, SCMP_A1(SCMP_CMP_EQ, scmp_datum_t(command)))
                    == 0;
    }
    if (!ok || !load(ctx))
        return false;
    sandboxLayers().seccomp = true;
    return true;
}

bool enterSandbox(const char* module, bool gpu, const char* fastModule, const char* files)
{
    const bool wantsFiles = !gpu && files && *files;
    if (!gpu) // the CUDA driver opens its devices and its cache: no file rules for a GPU run
        enterLandlock(module, fastModule, files);
    const bool filesOpen = wantsFiles && sandboxLayers().landlock;
    setProgramFilesOpen(filesOpen);
    return enterSeccomp(gpu, filesOpen);
}

bool lockFiles()
{
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx)
        return false;
    bool ok = true;
    if (!programFilesOpen())
        for (int call : { SCMP_SYS(open), SCMP_SYS(openat), SCMP_SYS(openat2), SCMP_SYS(creat) })
            ok = ok && seccomp_rule_add(ctx, SCMP_ACT_TRAP, call, 0) == 0;
    for (int call : { SCMP_SYS(mmap), SCMP_SYS(mprotect), SCMP_SYS(pkey_mprotect) })
        ok = ok
            && seccomp_rule_add(ctx, SCMP_ACT_TRAP, call, 1, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC)) == 0;
    return ok && load(ctx);
}

} // namespace cvz
