#include "versions.h"

#include "buildinfo.h"

#include <Eigen/Core>
#include <QtGlobal>

namespace cvz {

QString formatCudaVersion(int version)
{
    if (version <= 0)
        return {};
    return QStringLiteral("%1.%2").arg(version / 1000).arg((version % 1000) / 10);
}

QString formatCublasVersion(int version)
{
    if (version <= 0)
        return {};
    return QStringLiteral("%1.%2.%3").arg(version / 10000).arg((version / 100) % 100).arg(version % 100);
}

QString appVersion()
{
    return QStringLiteral(CUDAVIZ_VERSION);
}

QString qtVersions()
{
    return QStringLiteral("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
}

QString eigenVersion()
{
    return QStringLiteral("%1.%2.%3").arg(EIGEN_WORLD_VERSION).arg(EIGEN_MAJOR_VERSION).arg(EIGEN_MINOR_VERSION);
}

QString cudaBuildVersion()
{
    return QStringLiteral(CUDAVIZ_CUDA_BUILD_VERSION);
}

QString compilerDescription()
{
    return QStringLiteral("%1, %2, %3")
        .arg(QStringLiteral(CUDAVIZ_CXX_COMPILER), QStringLiteral(CUDAVIZ_BUILD_TYPE),
            QStringLiteral(CUDAVIZ_CXX_FLAGS));
}

} // namespace cvz
