#pragma once

#include "emulator/accesstrace.h"

#include <QString>
#include <vector>

namespace cvz {

// Where a traced access site is in the CUDA a student reads: the line of the kernel's plain
// CUDA view (1-based, untranslated comments) and that line's code, e.g. "const float a =
// A[row * K + k], b = B[k * N + col];". line is -1 for a body that is not a teaching kernel
// (a test's own) and for a site the trace does not have.
struct SiteSource
{
    int line = -1;
    QString code;
};

// Every site of one trace, located once: the kernel's CUDA view is generated a single time,
// not per question (a --per-warp listing asks for every instruction's line).
class SiteLocator
{
public:
    SiteLocator() = default;
    SiteLocator(const QString& kernelKey, const std::vector<AccessSite>& sites);

    const SiteSource& at(uint16_t site) const;
    int line(uint16_t site) const { return at(site).line; }

private:
    std::vector<SiteSource> m_sources;
};

} // namespace cvz
