#include "leftovers.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <cerrno>
#include <csignal>
#include <sys/types.h>

namespace cvz {

QString ownedFolderTemplate(const QString& folder, const QString& prefix)
{
    return QStringLiteral("%1/%2-%3-XXXXXX").arg(folder, prefix).arg(QCoreApplication::applicationPid());
}

int sweepLeftovers(const QString& folder, const QString& prefix)
{
    const QRegularExpression name(QStringLiteral("^%1-(\\d+)-[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(prefix)));
    int removed = 0;
    const QDir dir(folder);
    for (const QString& entry : dir.entryList({ prefix + QStringLiteral("-*") }, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const auto m = name.match(entry);
        if (!m.hasMatch())
            continue;
        bool ok = false;
        const qint64 pid = m.captured(1).toLongLong(&ok);
        // kill(pid, 0): ESRCH when no such process runs (EPERM: one runs, another user's).
        if (!ok || pid <= 0 || pid > 0x3fffffff || ::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        QDir leftover(dir.filePath(entry));
        if (leftover.removeRecursively())
            ++removed;
    }
    return removed;
}

} // namespace cvz
