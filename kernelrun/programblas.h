// The playground's cuBLAS (programblas.cpp): its calls run on OpenBLAS, loaded before the sandbox
// when the program calls any of them (an open the sandbox would forbid).
#pragma once

namespace cvz {
// Loads OpenBLAS and its CBLAS routines; without it, the program's first cuBLAS routine stops it
// with a finding that says what to install.
void loadBlasForProgram();
} // namespace cvz
