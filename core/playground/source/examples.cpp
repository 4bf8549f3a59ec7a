#include "playground/source/examples.h"

#include <QDir>
#include <QFile>

namespace cvz {

namespace {
const QString kFolder = QStringLiteral(":/cudaviz/playground/examples");
const QString kPrograms = QStringLiteral(":/cudaviz/playground/programs");
} // namespace

QStringList programFiles()
{
    return QDir(kPrograms).entryList({ QStringLiteral("*.cu") }, QDir::Files, QDir::Name);
}

QString programSource(const QString& file)
{
    QFile f(kPrograms + u'/' + file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList exampleFiles()
{
    return QDir(kFolder).entryList({ QStringLiteral("*.cu") }, QDir::Files, QDir::Name);
}

QString exampleSource(const QString& file)
{
    QFile f(kFolder + u'/' + file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QString exampleTitle(const QString& source)
{
    for (const QString& line : source.split(u'\n')) {
        const QString t = line.trimmed();
        if (t.startsWith(QStringLiteral("//")) && !t.contains(QStringLiteral("cudaviz-launch:")))
            return t.mid(2).trimmed();
        if (!t.isEmpty() && !t.startsWith(QStringLiteral("//")))
            break;
    }
    return {};
}

} // namespace cvz
