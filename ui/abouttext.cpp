#include "abouttext.h"

#include "devicereport.h"
#include "versions.h"

#include <QCoreApplication>

namespace cvz {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("cvz::AboutText", text);
}

QString orNone(const QString& value)
{
    return value.isEmpty() ? tr("none") : value;
}
} // namespace

QString aboutText(const DeviceReport* report)
{
    QString rows;
    const auto row = [&rows](const QString& label, const QString& value) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    row(tr("Qt"), qtVersions());
    row(tr("Eigen"), eigenVersion());
    row(tr("CUDA Toolkit (build)"), cudaBuildVersion().isEmpty() ? tr("not built with CUDA") : cudaBuildVersion());
    if (report) {
        row(tr("CUDA runtime"), orNone(formatCudaVersion(report->runtimeVersion)));
        row(tr("CUDA driver"), orNone(formatCudaVersion(report->driverVersion)));
        row(tr("cuBLAS"), orNone(formatCublasVersion(report->cublasVersion)));
    }
    row(tr("Compiler"), compilerDescription());
    return tr("<h3>cudaviz %1</h3>"
              "<p>See how CUDA threads, blocks and grids map to data, and time real matrix multiplications on the "
              "CPU and the GPU.</p>")
               .arg(appVersion())
        + QStringLiteral("<table cellspacing=\"4\">") + rows + QStringLiteral("</table>");
}

} // namespace cvz
