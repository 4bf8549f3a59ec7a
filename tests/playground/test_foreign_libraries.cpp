// Programs that need a library the playground does not emulate (cuRAND, cuFFT, OpenGL, MPI ...), or a
// function that no file of theirs defines: each is told which, by name, at compile time when the
// header is missing and at the first call when it is not, and keeps what it printed before.
#include "playground/engine/userrun.h"
#include "playground/findings/undefinedsymbol.h"
#include "playground/program/userprogram.h"
#include "playground/source/foreignlibrary.h"

#include <gtest/gtest.h>

using namespace cvz;

TEST(ForeignLibrary, FunctionsAndHeadersAreNamedByTheirLibrary)
{
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("glutInit")), QStringLiteral("OpenGL"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("glewInit")), QStringLiteral("OpenGL"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("glDrawPixels")), QStringLiteral("OpenGL"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("gluOrtho2D")), QStringLiteral("OpenGL"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("curandGenerateUniform")), QStringLiteral("cuRAND"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("cusolverDnCreate")), QStringLiteral("cuSOLVER"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("MPI_Init")), QStringLiteral("MPI"));
    EXPECT_EQ(libraryOfSymbol(QStringLiteral("cuModuleLoad")), QStringLiteral("CUDA's driver API"));
    // A student's own names that merely start alike are no library's.
    EXPECT_TRUE(libraryOfSymbol(QStringLiteral("global_sum")).isEmpty());
    EXPECT_TRUE(libraryOfSymbol(QStringLiteral("glue(float*)")).isEmpty());
    EXPECT_TRUE(libraryOfSymbol(QStringLiteral("cudaMallocHelper")).isEmpty());
    EXPECT_EQ(libraryOfHeader(QStringLiteral("GL/glut.h")), QStringLiteral("OpenGL"));
    EXPECT_EQ(libraryOfHeader(QStringLiteral("cufft.h")), QStringLiteral("cuFFT"));
    EXPECT_TRUE(libraryOfHeader(QStringLiteral("error.cuh")).isEmpty());
    EXPECT_EQ(libraryOfHeader(QStringLiteral("mpi.h")), QStringLiteral("MPI"));
    EXPECT_TRUE(libraryOfHeader(QStringLiteral("mpi_helpers.h")).isEmpty()); // a student's, not MPI's
}

namespace {
ProgramOutcome compiledAndRun(const QString& source, CompileOutcome& compiled)
{
    compiled = compileProgram(source, QStringLiteral("library_call.cu"));
    if (!compiled.kernel)
        return {};
    return runUserProgram(*compiled.kernel, kDefaultProgramTimeoutSeconds, QString());
}

// A program that computes, prints, then calls `call`, which `declaration` declares as the library's
// header would (the header itself is not on this machine).
QString programCalling(const QString& declaration, const QString& call)
{
    return QStringLiteral("#include <cstdio>\n%1\n"
                          "__global__ void twice(int* v) { v[threadIdx.x] *= 2; }\n"
                          "int main(int argc, char** argv) {\n"
                          "    int* d; int h = 21;\n"
                          "    cudaMalloc(&d, sizeof(int));\n"
                          "    cudaMemcpy(d, &h, sizeof(int), cudaMemcpyHostToDevice);\n"
                          "    twice<<<1, 1>>>(d);\n"
                          "    cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);\n"
                          "    printf(\"computed %d\\n\", h);\n"
                          "    %2;\n"
                          "    return 0;\n"
                          "}\n")
        .arg(declaration, call);
}
} // namespace

TEST(ForeignLibrary, AProgramCallingOneIsToldWhichAndKeepsWhatItPrinted)
{
    const struct
    {
        const char *declaration, *call, *library;
    } cases[] = {
        { "extern \"C\" void glutInit(int*, char**);", "glutInit(&argc, argv)", "OpenGL" },
        { "extern \"C\" int curandCreateGenerator(void**, int);", "void* g; curandCreateGenerator(&g, 100)", "cuRAND" },
        { "extern \"C\" int MPI_Init(int*, char***);", "MPI_Init(&argc, &argv)", "MPI" },
        { "extern \"C\" int cufftPlan1d(int*, int, int, int);", "int p; cufftPlan1d(&p, 8, 0x29, 1)", "cuFFT" },
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.library);
        CompileOutcome compiled;
        const ProgramOutcome out
            = compiledAndRun(programCalling(QString::fromLatin1(c.declaration), QString::fromLatin1(c.call)), compiled);
        ASSERT_TRUE(compiled.kernel) << compiled.error.toStdString() << compiled.output.toStdString();
        ASSERT_TRUE(out.program) << out.error.toStdString();
        EXPECT_EQ(out.program->output, QStringLiteral("computed 42\n"));
        ASSERT_EQ(out.program->findings.size(), 1);
        EXPECT_EQ(out.program->findings[0].kind, QStringLiteral("unsupported"));
        EXPECT_TRUE(
            out.program->findings[0].message.contains(QStringLiteral("a function of %1").arg(QLatin1String(c.library))))
            << out.program->findings[0].message.toStdString();
        // What it did before the call is kept with it: the copies and the launch, with its trace. (The
        // loader used to end the helper at the call, before it wrote its result: 0 calls.)
        EXPECT_FALSE(out.program->finished);
        ASSERT_EQ(out.program->launches.size(), 1);
        EXPECT_EQ(out.program->launches[0].run.kernel.expression, QStringLiteral("twice"));
        EXPECT_GE(out.program->calls.size(), 4);
    }
}

TEST(ForeignLibrary, AFunctionNoFileDefinesIsNamedAsTheStudentWroteIt)
{
    CompileOutcome compiled;
    const ProgramOutcome out
        = compiledAndRun(programCalling(QStringLiteral("void saveResult(const int* values, int count);"),
                             QStringLiteral("saveResult(&h, 1)")),
            compiled);
    ASSERT_TRUE(out.program) << compiled.error.toStdString() << out.error.toStdString();
    EXPECT_EQ(out.program->output, QStringLiteral("computed 42\n"));
    ASSERT_EQ(out.program->findings.size(), 1);
    EXPECT_EQ(out.program->findings[0].kind, QStringLiteral("undefined_function"));
    EXPECT_TRUE(out.program->findings[0].message.contains(QStringLiteral("saveResult(int const*, int)")))
        << out.program->findings[0].message.toStdString();
    EXPECT_EQ(out.program->launches.size(), 1);
}

// OpenGL interop (CUDA by Example's chapter 8): the header compiles, the program keeps what it did and
// stops at the first interop call with a finding naming OpenGL, and its kernel runs in kernel mode.
TEST(ForeignLibrary, AnOpenGlInteropProgramStopsAtItsFirstInteropCallAndItsKernelsRunAlone)
{
    const QString source = programCalling(QStringLiteral("#include <cuda_gl_interop.h>\n"
                                                         "cudaGraphicsResource* resource;"),
        QStringLiteral("cudaGraphicsGLRegisterBuffer(&resource, 1u, cudaGraphicsMapFlagsNone)"));
    CompileOutcome compiled;
    const ProgramOutcome out = compiledAndRun(source, compiled);
    ASSERT_TRUE(out.program) << compiled.error.toStdString() << out.error.toStdString();
    EXPECT_EQ(out.program->output, QStringLiteral("computed 42\n"));
    ASSERT_EQ(out.program->findings.size(), 1);
    const Finding& f = out.program->findings[0];
    EXPECT_EQ(f.kind, QStringLiteral("unsupported"));
    EXPECT_EQ(
        f.line, int(source.left(source.indexOf(QStringLiteral("cudaGraphicsGLRegisterBuffer("))).count(u'\n')) + 1);
    EXPECT_TRUE(f.message.contains(QStringLiteral("cudaGraphicsGLRegisterBuffer is a call of OpenGL")))
        << f.message.toStdString();
    EXPECT_TRUE(f.message.contains(QStringLiteral("--kernel"))) << f.message.toStdString();

    const CompileOutcome kernel = compileKernel(source, QStringLiteral("interop.cu"), QStringLiteral("twice"));
    ASSERT_TRUE(kernel.kernel) << kernel.error.toStdString();
    LaunchSpec spec;
    QString error;
    spec.args = { *parseArg(QStringLiteral("v=int[1]:const:5"), &error) };
    const RunOutcome ran = runUserKernel(*kernel.kernel, spec);
    ASSERT_TRUE(ran.run) << ran.error.toStdString();
    EXPECT_EQ(bufferValues(ran.run->buffers[0], ran.run->args[0].type), QList<double> { 10 });
}

TEST(ForeignLibrary, AMissingHeaderOfALibraryNamesTheLibrary)
{
    const struct
    {
        const char *header, *library;
    } cases[] = { { "curand.h", "cuRAND" }, { "curand_kernel.h", "cuRAND" }, { "cufft.h", "cuFFT" },
        { "cusolverDn.h", "cuSOLVER" }, { "cusparse.h", "cuSPARSE" }, { "GL/glew.h", "OpenGL" } };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.header);
        const CompileOutcome compiled
            = compileProgram(QStringLiteral("#include <%1>\nint main() { return 0; }\n").arg(QLatin1String(c.header)),
                QStringLiteral("library_header.cu"));
        ASSERT_FALSE(compiled.kernel);
        EXPECT_TRUE(compiled.error.contains(QStringLiteral("a header of %1").arg(QLatin1String(c.library))))
            << compiled.error.toStdString();
    }
    // A header of the student's own that is missing is only that.
    const CompileOutcome own = compileProgram(
        QStringLiteral("#include \"my_helpers.h\"\nint main() { return 0; }\n"), QStringLiteral("own.cu"));
    ASSERT_FALSE(own.kernel);
    EXPECT_FALSE(own.error.contains(QStringLiteral("a header of"))) << own.error.toStdString();
}

// A kernel run alone: the same words, as the run's error (it has no finding list to put them in).
TEST(ForeignLibrary, AKernelCallingALibrarysDeviceFunctionIsToldWhich)
{
    const struct
    {
        const char *declaration, *words;
    } cases[] = {
        { "extern \"C\" float curand_uniform(void* state);", "curand_uniform, a function of cuRAND" },
        { "float jitter(float x);", "jitter(float), which is declared but defined nowhere" },
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.words);
        const CompileOutcome compiled = compileKernel(
            QStringLiteral("%1\n__global__ void k(float* a) { a[threadIdx.x] = %2; }\n")
                .arg(QLatin1String(c.declaration),
                    QLatin1String(QByteArray(c.declaration).contains("curand") ? "curand_uniform(a)" : "jitter(1.0f)")),
            QStringLiteral("library_kernel.cu"), QString());
        ASSERT_TRUE(compiled.kernel) << compiled.error.toStdString() << compiled.output.toStdString();
        LaunchSpec spec;
        spec.block = { 4, 1, 1 };
        QString error;
        spec.args = { *parseArg(QStringLiteral("a=float[4]"), &error) };
        const RunOutcome out = runUserKernel(*compiled.kernel, spec);
        EXPECT_FALSE(out.run);
        EXPECT_TRUE(out.error.contains(QLatin1String(c.words))) << out.error.toStdString();
    }
}

// A CUDA feature the playground does not emulate, met by the compiler as a name it does not know:
// the compile error names the feature (a 3D texture or a surface; a graph call beyond those the
// playground runs).
TEST(ForeignLibrary, AnUnemulatedCudaFeatureIsNamedAtCompileTime)
{
    const struct
    {
        const char *source, *feature;
    } cases[] = {
        { "int main() { cudaArray_t a; cudaMalloc3DArray(&a, 0, {}); return 0; }\n", "3D, layered" },
        { "int main() { cudaSurfaceObject_t s; cudaCreateSurfaceObject(&s, 0); return 0; }\n", "3D, layered" },
        { "int main() { cudaGraph_t g; cudaGraphCreate(&g, 0); cudaGraphClone(&g, g); return 0; }\n", "CUDA graphs" },
        { "int main() { cudaGraphExec_t e; cudaGraphExecUpdate(e, 0, 0); return 0; }\n", "CUDA graphs" },
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.source);
        const CompileOutcome compiled = compileProgram(QLatin1String(c.source), QStringLiteral("feature.cu"));
        ASSERT_FALSE(compiled.kernel);
        EXPECT_TRUE(compiled.error.contains(QLatin1String(c.feature))) << compiled.error.toStdString();
    }
    // An undeclared name of the student's own is only that.
    const CompileOutcome own
        = compileProgram(QStringLiteral("int main() { return undeclaredThing; }\n"), QStringLiteral("own.cu"));
    ASSERT_FALSE(own.kernel);
    EXPECT_FALSE(own.error.contains(QStringLiteral("does not emulate"))) << own.error.toStdString();
}
