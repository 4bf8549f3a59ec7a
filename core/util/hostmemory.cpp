#include "hostmemory.h"

#include <QByteArray>
#include <QFile>

namespace cvz {

quint64 availableHostMemory()
{
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (!meminfo.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    for (const QByteArray& line : meminfo.readAll().split('\n'))
        if (line.startsWith("MemAvailable:"))
            return line.mid(13).trimmed().split(' ').first().toULongLong() * 1024;
    return 0;
}

} // namespace cvz
