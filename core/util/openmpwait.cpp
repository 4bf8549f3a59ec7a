#include "openmpwait.h"

#include <QCoreApplication>
#include <QStringList>
#include <cstdlib>
#include <cstring>
#include <sys/auxv.h>
#include <unistd.h>

namespace cvz {

namespace {
// Marks the value as cudaviz's own across the re-execution (and stops a second one).
constexpr const char* kMarker = "CUDAVIZ_OPENMP_WAIT";
} // namespace

void applyOpenMpWait(char** argv)
{
    if (std::getenv(kMarker) || std::getenv("OMP_WAIT_POLICY") || std::getenv("GOMP_SPINCOUNT"))
        return; // already done, the user's choice stands, or CUDAVIZ_OPENMP_WAIT=0 opts out
    // Started through the dynamic loader (ld-linux ./cudaviz): /proc/self/exe is the loader,
    // and executing it again would lose its options. Run on with libgomp's default.
    if (getauxval(AT_BASE) == 0)
        return;
    if (setenv("GOMP_SPINCOUNT", kOpenMpSpinCount, 1) != 0 || setenv(kMarker, "1", 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    // Still here: no /proc, or the binary went away. Run on; libgomp already read its default.
    unsetenv("GOMP_SPINCOUNT");
    unsetenv(kMarker);
}

QString openMpWaitDescription()
{
    const char* spin = std::getenv("GOMP_SPINCOUNT");
    const char* policy = std::getenv("OMP_WAIT_POLICY");
    if (std::getenv(kMarker) && spin && std::strcmp(spin, kOpenMpSpinCount) == 0)
        return QCoreApplication::translate("cvz::OpenMpWait", "GOMP_SPINCOUNT=%1 (set by cudaviz)")
            .arg(QString::fromLocal8Bit(spin));
    QStringList yours;
    if (policy)
        yours << QStringLiteral("OMP_WAIT_POLICY=") + QString::fromLocal8Bit(policy);
    if (spin)
        yours << QStringLiteral("GOMP_SPINCOUNT=") + QString::fromLocal8Bit(spin);
    if (!yours.isEmpty())
        return QCoreApplication::translate("cvz::OpenMpWait", "%1 (from the environment)")
            .arg(yours.join(QLatin1Char(' ')));
    return QCoreApplication::translate("cvz::OpenMpWait", "libgomp's default");
}

} // namespace cvz
