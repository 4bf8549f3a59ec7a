#pragma once

#include <QString>

namespace cvz {

// A whole program may launch a kernel by its address (cudaLaunchKernel, a CUDA graph's kernel node),
// its arguments an array of pointers; the address does not tell the playground's runtime the kernel's
// parameter types, so each kernel the file defines is registered with them: after the `}` that ends
// its body, on the same line, `static const bool ... = cvz_pg::registerKernel<&name>("name");`
// (resources/playground/include/cvz_kernelpointer.h). Left out: templates (an instance has no one
// address), overloaded names, and a body with a preprocessor line in it (its braces may not pair).
// The lines stay where they were. Only a file that names cudaLaunchKernel or a graph's kernel node is
// changed, so that no other file can meet a shape this misreads.
QString registerKernelsByAddress(const QString& source);

} // namespace cvz
