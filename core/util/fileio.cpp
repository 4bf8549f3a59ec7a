#include "fileio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstdio>
#include <cstring>
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
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode));
}
} // namespace

std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString* error)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st
    {
    };
    if (::stat(native.constData(), &st) != 0) {
        *error = errno == ENOENT ? Tr::tr("%1: no such file").arg(path)
                                 : Tr::tr("%1: cannot read it: %2").arg(path, systemError(errno));
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot read it: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // Read at most one byte past the budget: the file may have grown since stat().
    QByteArray contents = file.read(maxBytes + 1);
    if (contents.size() > maxBytes) {
        *error = Tr::tr("%1 grew past %2 bytes while it was read").arg(path).arg(maxBytes);
        return std::nullopt;
    }
    return contents;
}

bool checkOutputPath(const QString& path, QString* error)
{
    if (isStdout(path) || isStream(path))
        return true;
    const QFileInfo info(path);
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
        *error = Tr::tr("cannot write %1: %2 (in %3)").arg(path, systemError(errno), QDir::toNativeSeparators(folder));
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
        if (!ok)
            *error = Tr::tr("cannot write to standard output: %1").arg(systemError(errno));
        return ok;
    }
    if (isStream(path)) {
        QFile stream(path);
        if (!stream.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || stream.write(contents) != contents.size()) {
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
    if (file.write(contents) != contents.size() || !file.commit()) {
        *error = Tr::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace cvz
