#include "abouttext.h"

#include "device/devicereport.h"
#include "device/versions.h"

#include <QCoreApplication>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::AboutText)
};

QString orNone(const QString& value)
{
    return value.isEmpty() ? Tr::tr("none") : value;
}
} // namespace

QString aboutText(const DeviceReport* report)
{
    QString rows;
    const auto row = [&rows](const QString& label, const QString& value) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    row(Tr::tr("Qt"), qtVersions());
    row(Tr::tr("Eigen"), eigenVersion());
    row(Tr::tr("CUDA Toolkit (build)"),
        cudaBuildVersion().isEmpty() ? Tr::tr("not built with CUDA") : cudaBuildVersion());
    if (report) {
        row(Tr::tr("CUDA runtime"), orNone(formatCudaVersion(report->runtimeVersion)));
        row(Tr::tr("CUDA driver"), orNone(formatCudaVersion(report->driverVersion)));
        row(Tr::tr("cuBLAS"), orNone(formatCublasVersion(report->cublasVersion)));
    }
    row(Tr::tr("Compiler"), compilerDescription());
    return Tr::tr("<h3>cudaviz %1</h3>"
                  "<p>See how CUDA threads, blocks and grids map to data, and time real matrix multiplications on the "
                  "CPU and the GPU.</p>")
               .arg(appVersion())
        + QStringLiteral("<table cellspacing=\"4\">") + rows + QStringLiteral("</table>");
}

} // namespace cvz
