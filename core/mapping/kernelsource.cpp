#include "kernelsource.h"

#include "cudasource.h"

#include <QRegularExpression>

namespace cvz {

QStringList kernelSection(const QString& headerText, const QString& key)
{
    QStringList lines;
    bool inside = false;
    for (const QString& line : headerText.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (!inside) {
            inside = trimmed == QStringLiteral("// @kernel ") + key;
            continue;
        }
        if (trimmed == QStringLiteral("// @end"))
            break;
        lines << line;
    }
    return lines;
}

KernelSource fromTaggedLines(const QStringList& lines)
{
    KernelSource source;
    static const QRegularExpression tag(QStringLiteral("\\s*// @(index|guard|write)\\s*$"));
    for (const QString& line : lines) {
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

KernelSource extractKernelSource(const QString& headerText, const QString& key)
{
    return fromTaggedLines(kernelSection(headerText, key));
}

KernelSource teachingKernelSource(const QString& key)
{
    return extractKernelSource(teachingKernelsHeader(), key);
}

} // namespace cvz
