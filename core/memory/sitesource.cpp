#include "sitesource.h"

#include "mapping/cudasource.h"

#include <QRegularExpression>

namespace cvz::memory {

namespace {
// A line without its trailing "// comment" and "// @tag".
QString codeOf(const QString& line)
{
    static const QRegularExpression comment(QStringLiteral("\\s*//.*$"));
    return QString(line).remove(comment).trimmed();
}
} // namespace

SiteSource siteSource(const QString& kernelKey, const AccessSite& site)
{
    static const QStringList header = teachingKernelsHeader().split(QLatin1Char('\n'));
    SiteSource out;
    if (site.line < 1 || site.line > uint32_t(header.size()))
        return out;
    const QString code = toCudaLine(codeOf(header[int(site.line) - 1]));
    const KernelSource view = cudaKernelSource(teachingKernelsHeader(), kernelKey);
    for (qsizetype i = 0; i < view.lines.size(); ++i)
        if (codeOf(view.lines[i]) == code) {
            out.line = int(i) + 1;
            out.code = code;
            break;
        }
    return out;
}

} // namespace cvz::memory
