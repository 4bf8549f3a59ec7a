#pragma once

#include <QString>

namespace cvz {

// 13000 -> "13.0", 12040 -> "12.4"; 0 -> "" (not known).
QString formatCudaVersion(int version);
// 130001 -> "13.0.1" (cuBLAS style: 10000*major + 100*minor + patch).
QString formatCublasVersion(int version);

QString appVersion(); // cudaviz's own version
QString qtVersions(); // "6.4.2 (built with 6.4.2)"
QString eigenVersion(); // "3.4.0"
QString cudaBuildVersion(); // the toolkit the GPU module was built with, or "" when not built
QString compilerDescription(); // compiler, build type and flags

} // namespace cvz
