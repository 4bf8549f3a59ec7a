#pragma once

#include "emulator/accesstrace.h"

#include <QString>

namespace cvz::memory {

// Where a traced access site is in the CUDA a student reads: the line of the kernel's plain
// CUDA view (1-based, untranslated comments) and that line's code, e.g. "sum += A[row * K +
// k] * B[k * N + col];". line is -1 for a body that is not a teaching kernel (a test's own).
struct SiteSource
{
    int line = -1;
    QString code;
};

SiteSource siteSource(const QString& kernelKey, const AccessSite& site);

} // namespace cvz::memory
