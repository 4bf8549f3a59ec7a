#pragma once

#include <QString>

namespace cvz {

// The libraries that real CUDA programs use beside the runtime and that the playground does not
// emulate (cuRAND, cuFFT, OpenGL, MPI ...): which one a header or a function belongs to, so that a
// program that needs one is told so by name, not by the compiler's or the loader's words.

// The library whose header `include` is (as written in #include, "GL/glut.h"), or empty.
QString libraryOfHeader(const QString& include);
// The library whose function `symbol` is (its plain or demangled name), or empty.
QString libraryOfSymbol(const QString& symbol);

// The compiler's output of a failed compile: the library of the first header it could not find
// (its name and the library's), or empty when no header was missing or the header is no library's.
struct MissingHeader
{
    QString header, library;
};
MissingHeader missingLibraryHeader(const QString& compilerOutput);

// The compiler's output of a failed compile: the CUDA feature the playground does not emulate whose
// name it did not know first ("CUDA graphs" for cudaGraphLaunch; texture references, which CUDA 12
// removed, for texture and tex2D), with that name; empty when no such name is unknown to it.
struct MissingFeature
{
    QString name, feature;
};
MissingFeature missingCudaFeature(const QString& compilerOutput);

// What to tell a student whose program needs `library`, which the playground does not emulate.
QString foreignLibraryAdvice(const QString& library);

} // namespace cvz
