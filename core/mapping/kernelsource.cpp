#include "kernelsource.h"

#include <QFile>
#include <QRegularExpression>

namespace cvz {

KernelSource extractKernelSource(const QString& headerText, const QString& key)
{
    KernelSource source;
    bool inside = false;
    static const QRegularExpression tag(QStringLiteral("\\s*// @(index|guard|write)\\s*$"));
    for (const QString& line : headerText.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (!inside) {
            inside = trimmed == QStringLiteral("// @kernel ") + key;
            continue;
        }
        if (trimmed == QStringLiteral("// @end"))
            break;
        const QRegularExpressionMatch match = tag.match(line);
        QString shown = line;
        if (match.hasMatch()) {
            shown = line.left(match.capturedStart());
            const int number = static_cast<int>(source.lines.size());
            const QString kind = match.captured(1);
            if (kind == QStringLiteral("index") && source.firstIndexLine < 0)
                source.firstIndexLine = number;
            else if (kind == QStringLiteral("guard"))
                source.guardLine = number;
            else if (kind == QStringLiteral("write"))
                source.writeLine = number;
        }
        source.lines << shown;
    }
    return source;
}

KernelSource teachingKernelSource(const QString& key)
{
    QFile file(QStringLiteral(":/cudaviz/kernels/teachingkernels.h"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return extractKernelSource(QString::fromUtf8(file.readAll()), key);
}

} // namespace cvz
