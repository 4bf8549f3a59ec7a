#include "playground/source/foreignlibrary.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <array>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

struct Library
{
    const char* name; // as its makers write it
    std::array<const char*, 6> headerPrefixes; // of the headers' paths, as #include names them
    std::array<const char*, 6> symbolPrefixes; // of its functions' names
};

// Names are the libraries' own; none is translated.
const Library kLibraries[] = {
    { "cuRAND", { "curand" }, { "curand" } },
    { "cuFFT", { "cufft" }, { "cufft" } },
    { "cuSOLVER", { "cusolver" }, { "cusolver" } },
    { "cuSPARSE", { "cusparse" }, { "cusparse" } },
    { "cuDNN", { "cudnn" }, { "cudnn" } },
    { "NCCL", { "nccl" }, { "nccl" } },
    { "NVTX", { "nvtx", "nvToolsExt" }, { "nvtx" } },
    { "OpenGL", { "GL/", "cuda_gl_interop", "GLFW/", "cudaGL" }, { "glut", "glew", "glfw", "cudaGraphics", "cudaGL" } },
    { "MPI", { "mpi.h", "mpi/" }, { "MPI_", "PMPI_" } },
    { "OpenMP", { "omp.h" }, { "omp_", "GOMP_" } },
    { "CUDA's driver API", {}, { "cuInit", "cuDevice", "cuCtx", "cuModule", "cuLaunch", "cuMem" } },
};

bool startsWithAny(const QString& text, const std::array<const char*, 6>& prefixes)
{
    for (const char* p : prefixes)
        if (p && text.startsWith(QLatin1String(p)))
            return true;
    return false;
}
} // namespace

QString libraryOfHeader(const QString& include)
{
    const QString name = include.trimmed();
    for (const Library& l : kLibraries)
        if (startsWithAny(name, l.headerPrefixes))
            return QString::fromLatin1(l.name);
    return {};
}

QString libraryOfSymbol(const QString& symbol)
{
    // OpenGL's own functions: gl or glu, then a capital (glClear, gluOrtho2D; not global_sum).
    for (const QLatin1String gl : { QLatin1String("glu"), QLatin1String("gl") })
        if (symbol.startsWith(gl) && symbol.size() > gl.size() && symbol[gl.size()].isUpper())
            return QStringLiteral("OpenGL");
    for (const Library& l : kLibraries)
        if (startsWithAny(symbol, l.symbolPrefixes))
            return QString::fromLatin1(l.name);
    return {};
}

MissingHeader missingLibraryHeader(const QString& compilerOutput)
{
    static const QRegularExpression missing(QStringLiteral("fatal error: ([^:\\s]+): No such file or directory"));
    const auto m = missing.match(compilerOutput);
    if (!m.hasMatch())
        return {};
    return { m.captured(1), libraryOfHeader(m.captured(1)) };
}

MissingFeature missingCudaFeature(const QString& compilerOutput)
{
    static const QRegularExpression unknown(
        QStringLiteral("error: '([A-Za-z_][A-Za-z0-9_]*)' (?:was not declared in this scope|does not name a type|"
                       "has not been declared)"));
    for (auto it = unknown.globalMatch(compilerOutput); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (name.startsWith(QLatin1String("cudaGraph")) || name.startsWith(QLatin1String("cudaStreamBeginCapture"))
            || name.startsWith(QLatin1String("cudaStreamEndCapture")) || name == QLatin1String("cudaKernelNodeParams"))
            return { name,
                Tr::tr("a call of CUDA graphs the playground does not have (of graphs it runs stream capture, "
                       "kernel, host, empty and child-graph nodes, cudaGraphInstantiate and cudaGraphLaunch)") };
        if (name.startsWith(QLatin1String("tex3D")) || name.startsWith(QLatin1String("texCubemap"))
            || name.startsWith(QLatin1String("tex2DLayered")) || name.startsWith(QLatin1String("tex2DLod"))
            || name.startsWith(QLatin1String("surf")) || name == QLatin1String("cudaMalloc3DArray")
            || name == QLatin1String("cudaMallocMipmappedArray") || name == QLatin1String("cudaCreateSurfaceObject"))
            return { name,
                Tr::tr("3D, layered, cube-map and mipmapped textures and surfaces, which the playground does not "
                       "have (it has 1D and 2D textures, objects and references, over device memory and CUDA "
                       "arrays)") };
    }
    return {};
}

QString foreignLibraryAdvice(const QString& library)
{
    return Tr::tr("The playground emulates CUDA's runtime, cuBLAS and Thrust, not %1. Run on GPU (with nvcc and a "
                  "GPU) runs the program as it is; docs/playground.md lists what the emulator runs.")
        .arg(library);
}

} // namespace cvz
