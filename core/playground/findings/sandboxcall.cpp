#include "playground/findings/sandboxcall.h"

#include "playground/protocol/budgets.h"

#include <QCoreApplication>
#include <QStringList>
#include <fcntl.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};
} // namespace

QString sandboxCallName(const QString& call)
{
    if (call == QStringLiteral("result-channel"))
        return Tr::tr("a write to the runner's result channel (or the exit status of its crash report)");
    if (call == QStringLiteral("int-0x80"))
        return Tr::tr("a 32-bit system call (int 0x80)");
    if (call == QStringLiteral("x32"))
        return Tr::tr("an x32 system call");
    if (call == QStringLiteral("thread-limit"))
        return Tr::tr("pthread_create once more than the limit");
    return call;
}

QString sandboxReason(const QString& call, quint64 flags)
{
    static const QStringList programs { QStringLiteral("execve"), QStringLiteral("execveat") };
    static const QStringList processes { QStringLiteral("fork"), QStringLiteral("vfork"), QStringLiteral("clone"),
        QStringLiteral("clone3") };
    static const QStringList network { QStringLiteral("socket"), QStringLiteral("socketpair"),
        QStringLiteral("connect"), QStringLiteral("bind"), QStringLiteral("listen"), QStringLiteral("accept"),
        QStringLiteral("accept4"), QStringLiteral("sendto"), QStringLiteral("recvfrom"), QStringLiteral("sendmsg"),
        QStringLiteral("recvmsg") };
    static const QStringList opens { QStringLiteral("open"), QStringLiteral("openat"), QStringLiteral("openat2"),
        QStringLiteral("creat") };
    static const QStringList changes { QStringLiteral("unlink"), QStringLiteral("unlinkat"), QStringLiteral("rename"),
        QStringLiteral("renameat"), QStringLiteral("renameat2"), QStringLiteral("mkdir"), QStringLiteral("mkdirat"),
        QStringLiteral("rmdir"), QStringLiteral("chmod"), QStringLiteral("fchmod"), QStringLiteral("fchmodat"),
        QStringLiteral("chown"), QStringLiteral("fchown"), QStringLiteral("fchownat"), QStringLiteral("truncate"),
        QStringLiteral("ftruncate"), QStringLiteral("link"), QStringLiteral("linkat"), QStringLiteral("symlink"),
        QStringLiteral("symlinkat") };
    static const QStringList others { QStringLiteral("ptrace"), QStringLiteral("process_vm_readv"),
        QStringLiteral("process_vm_writev"), QStringLiteral("kill"), QStringLiteral("tgkill"),
        QStringLiteral("tkill") };
    if (call == QStringLiteral("result-channel"))
        return Tr::tr("the channel on which the runner sends the run's result back is the runner's alone, so a kernel "
                      "cannot forge what the run reports");
    if (call == QStringLiteral("int-0x80") || call == QStringLiteral("x32"))
        return Tr::tr("the playground runs 64-bit code only, and a kernel makes no system calls of its own");
    if (call == QStringLiteral("thread-limit"))
        return Tr::tr("a kernel or a program may start at most %1 threads of the operating system (the emulator's "
                      "GPU threads are not those)")
            .arg(kMaxHostThreads);
    if (call == QStringLiteral("rt_sigaction"))
        return Tr::tr("the playground's own handlers report crashes and forbidden calls, and a kernel cannot replace "
                      "them");
    if (programs.contains(call))
        return Tr::tr("a kernel cannot start programs");
    if (processes.contains(call))
        return Tr::tr("a kernel cannot start processes");
    if (network.contains(call))
        return Tr::tr("a kernel has no network");
    if (opens.contains(call))
        return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND))
            ? Tr::tr("a kernel cannot write files")
            : Tr::tr("a kernel cannot read files: its input is its arguments");
    if (changes.contains(call))
        return Tr::tr("a kernel cannot change files");
    if (others.contains(call))
        return Tr::tr("a kernel cannot reach other processes");
    if (call == QStringLiteral("mmap") || call == QStringLiteral("mprotect") || call == QStringLiteral("pkey_mprotect"))
        return Tr::tr("a kernel cannot make new machine code");
    return Tr::tr("a kernel can only compute on its arguments");
}

} // namespace cvz
