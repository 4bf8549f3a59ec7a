#include "playground/source/modulecache.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr qsizetype kKeyBytes = 32;

// The user's key: made once (O_EXCL: two apps starting at once agree on one), mode 0600.
QByteArray cacheKey()
{
    static const QByteArray key = [] {
        const QString dir
            = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/cudaviz");
        QDir().mkpath(dir);
        const QByteArray path = QFile::encodeName(dir + QStringLiteral("/playground-cache.key"));
        if (const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600); fd >= 0) {
            QByteArray fresh(kKeyBytes, Qt::Uninitialized);
            QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(fresh.data()), kKeyBytes / 4);
            const bool written = ::write(fd, fresh.constData(), size_t(fresh.size())) == fresh.size();
            ::close(fd);
            if (written)
                return fresh;
        }
        for (int attempt = 0; attempt < 50; ++attempt) { // another app is writing it
            QFile f(QFile::decodeName(path));
            if (f.open(QIODevice::ReadOnly))
                if (const QByteArray k = f.read(kKeyBytes); k.size() == kKeyBytes)
                    return k;
            QThread::msleep(10);
        }
        return QByteArray(); // no key: nothing in the cache verifies, everything is compiled again
    }();
    return key;
}

QByteArray macOf(const QString& file)
{
    const QByteArray key = cacheKey();
    QFile f(file);
    if (key.isEmpty() || !f.open(QIODevice::ReadOnly))
        return QByteArray();
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, key);
    mac.addData(&f);
    return mac.result().toHex();
}
} // namespace

std::optional<QString> cacheFolderProblem(const QString& dir)
{
    const QByteArray path = QFile::encodeName(dir);
    struct stat st
    {
    };
    if (::stat(path.constData(), &st) != 0) {
        if (!QDir().mkpath(dir))
            return Tr::tr("Cannot create the playground's cache folder %1.").arg(dir);
        ::chmod(path.constData(), 0700);
        if (::stat(path.constData(), &st) != 0)
            return Tr::tr("Cannot create the playground's cache folder %1.").arg(dir);
    }
    if (!S_ISDIR(st.st_mode))
        return Tr::tr("The playground's cache %1 is not a folder.").arg(dir);
    if (st.st_uid != ::getuid())
        return Tr::tr("The playground's cache folder %1 belongs to another user: the modules in it are loaded and "
                      "run, so it must be yours. Choose another with CUDAVIZ_PLAYGROUND_CACHE.")
            .arg(dir);
    if (st.st_mode & (S_IWGRP | S_IWOTH))
        return Tr::tr("The playground's cache folder %1 may be written by others (mode %2): the modules in it are "
                      "loaded and run, so no one else may write it. Make it yours alone (chmod 700 %1) or choose "
                      "another with CUDAVIZ_PLAYGROUND_CACHE.")
            .arg(dir, QString::number(st.st_mode & 07777, 8));
    return std::nullopt;
}

bool recordCachedFile(const QString& file)
{
    const QByteArray mac = macOf(file);
    // Whole or not at all: two checks that build the same module at once (a class graded on every
    // core) never read half of one.
    QSaveFile out(file + QStringLiteral(".mac"));
    return !mac.isEmpty() && out.open(QIODevice::WriteOnly) && out.write(mac) == mac.size() && out.commit();
}

bool cachedFileVerified(const QString& file)
{
    QFile recorded(file + QStringLiteral(".mac"));
    if (!QFileInfo::exists(file) || !recorded.open(QIODevice::ReadOnly))
        return false;
    const QByteArray mac = macOf(file);
    return !mac.isEmpty() && recorded.readAll() == mac;
}

} // namespace cvz
