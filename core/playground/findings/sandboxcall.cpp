#include "playground/findings/sandboxcall.h"

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
