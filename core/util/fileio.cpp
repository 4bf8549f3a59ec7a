#include "fileio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::FileIo)
};

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

bool isStdout(const QString& path)
{
    return path == QLatin1String("-");
}

// A path that names a character device or a FIFO: written in place, never replaced.
bool isStream(const QString& path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode));
}
} // namespace

std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString* error)
{
    // Opened without blocking and checked on the open descriptor: a FIFO swapped in after a
    // stat() could otherwise block the open forever.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int code = errno;
        *error = code == ENOENT ? Tr::tr("%1: no such file").arg(path)
                                : Tr::tr("%1: cannot read it: %2").arg(path, systemError(code));
        return std::nullopt;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *error = Tr::tr("%1: cannot read it: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0) {
        const int code = errno;
        *error = Tr::tr("%1: cannot read it: %2").arg(path, systemError(code));
        return std::nullopt;
    }
    if (S_ISDIR(st.st_mode)) {
        *error = Tr::tr("%1 is a folder, not a file").arg(path);
        return std::nullopt;
    }
    if (!S_ISREG(st.st_mode)) {
        *error = Tr::tr("%1 is not a regular file (a pipe or device could block forever); save it to a file first")
                     .arg(path);
        return std::nullopt;
    }
    if (st.st_size > maxBytes) {
        *error = Tr::tr("%1 is %2 bytes, more than cudaviz reads from such a file (at most %3 bytes)")
                     .arg(path)
                     .arg(qint64(st.st_size))
                     .arg(maxBytes);
        return std::nullopt;
    }
    // At most one byte past what fstat() saw: the file may have grown meanwhile.
    QByteArray contents = file.read(qint64(st.st_size) + 1);
    if (file.error() != QFileDevice::NoError) {
        *error = Tr::tr("%1: cannot read it: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (contents.size() > st.st_size) {
        *error = Tr::tr("%1 grew past %2 bytes while it was read").arg(path).arg(qint64(st.st_size));
        return std::nullopt;
    }
    return contents;
}

bool checkOutputPath(const QString& path, QString* error)
{
    if (isStdout(path) || isStream(path))
        return true;
    // QSaveFile writes beside the file a symbolic link points to: check that folder.
    const QFileInfo link(path);
    const QFileInfo info(link.isSymLink() ? link.symLinkTarget() : path);
    if (info.isDir()) {
        *error = Tr::tr("cannot write %1: it is a folder").arg(path);
        return false;
    }
    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir()) {
        *error = Tr::tr("cannot write %1: the folder %2 does not exist").arg(path, QDir::toNativeSeparators(folder));
        return false;
    }
    // QSaveFile writes a temporary file beside the target, so the folder must be writable.
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0) {
        const int code = errno;
        *error = Tr::tr("cannot write %1: %2 (in %3)").arg(path, systemError(code), QDir::toNativeSeparators(folder));
        return false;
    }
    if (info.exists() && !info.isWritable()) {
        *error = Tr::tr("cannot write %1: the file is read-only").arg(path);
        return false;
    }
    return true;
}

bool writeOutputFile(const QString& path, const QByteArray& contents, QString* error)
{
    if (isStdout(path)) {
        std::fflush(stdout);
        const bool ok = std::fwrite(contents.constData(), 1, size_t(contents.size()), stdout) == size_t(contents.size())
            && std::fflush(stdout) == 0;
        const int code = errno;
        if (!ok)
            *error = Tr::tr("cannot write to standard output: %1").arg(systemError(code));
        return ok;
    }
    if (isStream(path)) {
        // Without blocking: a FIFO nobody reads is an error now, not a process stuck in open().
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            const int code = errno;
            *error = code == ENXIO ? Tr::tr("cannot write %1: nothing is reading from it").arg(path)
                                   : Tr::tr("cannot write %1: %2").arg(path, systemError(code));
            return false;
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK); // a reader is there: block as usual
        QFile stream;
        if (!stream.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)
            || stream.write(contents) != contents.size()) {
            *error = Tr::tr("cannot write %1: %2").arg(path, stream.errorString());
            return false;
        }
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    // Every byte written and flushed before the commit: on a full disk Qt's buffer (16 KiB) would
    // otherwise hide the failure, and a small file would replace the old one half-written.
    if (file.write(contents) != contents.size() || !file.flush() || !file.commit()) {
        *error = Tr::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool replaceFile(const QString& from, const QString& to)
{
    return std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
}

} // namespace cvz
