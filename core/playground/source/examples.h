// The kernels the playground ships as examples (resources/playground/examples): written in the
// style of NVIDIA's CUDA samples, each with its launch in a comment, each run by the tests.
#pragma once

#include <QString>
#include <QStringList>

namespace cvz {

QStringList exampleFiles(); // "vector_add.cu", ... sorted
QString exampleSource(const QString& file); // empty when there is no such example
QString exampleTitle(const QString& source); // its first comment line, without the slashes

// The whole programs it ships (resources/playground/programs): a vector add, a device query, an
// events-timed matmul, a constant-memory convolution, and one program per host-side bug.
QStringList programFiles();
QString programSource(const QString& file); // empty when there is no such program

} // namespace cvz
