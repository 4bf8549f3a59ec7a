#include "sitesource.h"

#include "mapping/cudasource.h"

#include <QRegularExpression>

namespace cvz {

namespace {
// A line without its trailing "// comment" and "// @tag".
QString codeOf(const QString& line)
{
    static const QRegularExpression comment(QStringLiteral("\\s*//.*$"));
    return QString(line).remove(comment).trimmed();
}
} // namespace

SiteLocator::SiteLocator(const QString& kernelKey, const std::vector<AccessSite>& sites)
{
    const QString headerText = teachingKernelFile(kernelKey); // the sites' lines are its lines
    const QStringList header = headerText.split(QLatin1Char('\n'));
    QStringList view = cudaKernelSource(headerText, kernelKey).lines;
    for (QString& line : view)
        line = codeOf(line);
    m_sources.resize(sites.size());
    for (size_t i = 0; i < sites.size(); ++i) {
        const AccessSite& site = sites[i];
        if (site.line < 1 || site.line > uint32_t(header.size()))
            continue;
        const QString code = toCudaLine(codeOf(header[int(site.line) - 1]));
        if (const qsizetype at = view.indexOf(code); at >= 0)
            m_sources[i] = { int(at) + 1, code };
    }
}

const SiteSource& SiteLocator::at(uint16_t site) const
{
    static const SiteSource none;
    return site < m_sources.size() ? m_sources[site] : none;
}

} // namespace cvz
