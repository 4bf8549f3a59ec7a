// The playground's reading of a student's source and launch, without compiling anything.
#include "playground/source/autoindent.h"
#include "playground/source/kernelsbyaddress.h"
#include "playground/source/launchcomment.h"
#include "playground/source/sourcedefines.h"
#include "playground/source/usersource.h"

#include <gtest/gtest.h>

using namespace cvz;

TEST(UserSource, FindsKernelsTheirParametersAndTemplates)
{
    const QString source = QStringLiteral(
        "// __global__ void commented(int* x) {}\n"
        "const char* text = \"__global__ void inString(int)\";\n"
        "template <int BLOCK_SIZE>\n"
        "__global__ void MatrixMulCUDA(float *C, float *A, float *B, int wA, int wB) {}\n"
        "__global__ void __launch_bounds__(256) scale(float* __restrict__ x, const float a[], unsigned int n)\n"
        "{}\n");
    const QList<KernelDecl> kernels = findKernels(source);
    ASSERT_EQ(kernels.size(), 2);
    EXPECT_EQ(kernels[0].name, QStringLiteral("MatrixMulCUDA"));
    EXPECT_EQ(kernels[0].templateParams, QStringLiteral("int BLOCK_SIZE"));
    EXPECT_EQ(kernels[0].line, 4);
    ASSERT_EQ(kernels[0].params.size(), 5);
    EXPECT_EQ(kernels[0].params[0].name, QStringLiteral("C"));
    EXPECT_EQ(kernels[0].params[4].declaration, QStringLiteral("int wB"));
    EXPECT_EQ(kernels[1].name, QStringLiteral("scale"));
    ASSERT_EQ(kernels[1].params.size(), 3);
    EXPECT_EQ(kernels[1].params[0].name, QStringLiteral("x"));
    EXPECT_EQ(kernels[1].params[1].name, QStringLiteral("a"));
    EXPECT_EQ(kernels[1].params[2].name, QStringLiteral("n"));
}

// Every order of qualifiers nvcc takes is a kernel: the return type before __global__ (the style
// of a whole book), static and extern "C" on either side, __launch_bounds__ before or after, a
// template, and a kernel declared before main and defined after it (the definition counts).
TEST(UserSource, KernelsInEveryQualifierOrderNvccTakes)
{
    const QString source = QStringLiteral("void __global__ add(const double *x, double *z, const int N);\n"
                                          "template <typename T> void __global__ scale(T* a, int n) {}\n"
                                          "static __global__ void s1(float* a) {}\n"
                                          "__global__ static void s2(float* a) {}\n"
                                          "extern \"C\" __global__ void s3(float* a) {}\n"
                                          "void __launch_bounds__(64) __global__ s4(float* a) {}\n"
                                          "__global__ void __launch_bounds__(64, 1) s5(float* a) {}\n"
                                          "static void __global__ s6(float* a) {}\n"
                                          "int main() { return 0; }\n"
                                          "void __global__ add(const double *x, double *z, const int N) {}\n"
                                          "__global__ int notAKernel(float* a);\n");
    const QList<KernelDecl> kernels = findKernels(source);
    QStringList names;
    for (const KernelDecl& k : kernels)
        names << k.name;
    EXPECT_EQ(names,
        QStringList({ QStringLiteral("add"), QStringLiteral("scale"), QStringLiteral("s1"), QStringLiteral("s2"),
            QStringLiteral("s3"), QStringLiteral("s4"), QStringLiteral("s5"), QStringLiteral("s6"),
            QStringLiteral("add") }));
    ASSERT_EQ(kernels.size(), 9);
    EXPECT_EQ(kernels[1].templateParams, QStringLiteral("typename T"));
    EXPECT_EQ(kernels[8].line, 10);
    ASSERT_EQ(kernels[8].params.size(), 3);
    EXPECT_EQ(kernels[8].params[2].name, QStringLiteral("N"));
    QString error;
    const auto chosen = chooseKernel(kernels, QStringLiteral("add"), &error);
    ASSERT_TRUE(chosen) << error.toStdString();
    EXPECT_EQ(chosen->decl.line, 10); // the definition, after main
}

TEST(UserSource, StructFieldsAsTheSourceDefinesThem)
{
    const QString source
        = QStringLiteral("struct CSR { const int *rowPtr, *colIdx; float* values; int n = 0; };\n"
                         "typedef struct { int width; /* int hidden; */ float* elements; } Matrix;\n"
                         "template <class T> class View {\n"
                         "public:\n"
                         "    __device__ T& at(int i) { return data[i]; }\n"
                         "    static const int kRank = 1;\n"
                         "    enum Kind { A, B };\n"
                         "    struct Inner { int q; };\n"
                         "    T* data;\n"
                         "private:\n"
                         "    long length{0};\n"
                         "};\n"
                         "struct Flags { unsigned a : 3; };\n"
                         "__global__ void k(const CSR m, Matrix A, View<float> v, float* x, Flags f, Matrix& r) {}\n");
    const auto names = [](const std::optional<QList<KernelParam>>& fields) {
        QStringList out;
        for (const KernelParam& f : fields.value_or(QList<KernelParam>()))
            out << f.declaration + u'|' + f.name;
        return out.join(u", ").toStdString();
    };
    EXPECT_EQ(names(structFields(source, QStringLiteral("CSR"))),
        "const int *rowPtr|rowPtr, const int *colIdx|colIdx, float* values|values, int n = 0|n");
    EXPECT_EQ(names(structFields(source, QStringLiteral("Matrix"))), "int width|width, float* elements|elements");
    EXPECT_EQ(names(structFields(source, QStringLiteral("View"))), "T* data|data, long length|length");
    EXPECT_FALSE(structFields(source, QStringLiteral("Flags"))); // a bit-field has no address
    EXPECT_FALSE(structFields(source, QStringLiteral("Missing")));

    const KernelDecl k = findKernels(source).value(0);
    ASSERT_EQ(k.params.size(), 6);
    EXPECT_EQ(byValueTypeName(k.params[0]), QStringLiteral("CSR"));
    EXPECT_EQ(byValueTypeName(k.params[2]), QStringLiteral("View"));
    EXPECT_EQ(byValueTypeName(k.params[3]), QString());
    EXPECT_EQ(byValueTypeName(k.params[5]), QString()); // a reference
    QStringList bindable;
    for (const KernelParam& p : bindableParams(source, k))
        bindable << p.declaration;
    EXPECT_EQ(bindable.join(u", ").toStdString(),
        "const int *m.rowPtr, const int *m.colIdx, float* m.values, int m.n = 0, int A.width, float* A.elements, "
        "T* v.data, long v.length, float* x, Flags f, Matrix& r");
}

// What a launch could not set makes the struct undescribed (a type the playground cannot bind),
// never a struct with fields silently left zero.
TEST(UserSource, StructsWithFieldsALaunchCannotReachAreNotDescribed)
{
    const QString source = QStringLiteral(
        "struct Base { int n; };\n"
        "struct Derived : public Base { float* p; };\n"
        "struct Inline { struct { int a; } inner; float* p; };\n"
        "struct Callback { void (*f)(int); float* p; };\n"
        "struct Fine { alignas(16) float* p; int n = max(1, 2); enum Kind { A, B }; Kind kind; Fine() {} };\n"
        "struct Wrapper { Base::Nested::Type x; };\n");
    EXPECT_FALSE(structFields(source, QStringLiteral("Derived")));
    EXPECT_FALSE(structFields(source, QStringLiteral("Inline")));
    EXPECT_FALSE(structFields(source, QStringLiteral("Callback")));
    QStringList fine;
    for (const KernelParam& f : structFields(source, QStringLiteral("Fine")).value_or(QList<KernelParam>()))
        fine << f.name;
    EXPECT_EQ(fine.join(u',').toStdString(), "p,n,kind");
    EXPECT_TRUE(structFields(source, QStringLiteral("Wrapper"))); // Base::Nested is a qualified name, not a base
}

TEST(UserSource, ChoosingAKernelSaysWhatIsMissing)
{
    const QList<KernelDecl> kernels = findKernels(
        QStringLiteral("template <int B> __global__ void tiled(float* a) {}\n__global__ void plain(float* a) {}\n"));
    QString error;
    EXPECT_FALSE(chooseKernel(kernels, QString(), &error));
    EXPECT_EQ(error, QStringLiteral("The source has 2 kernels (tiled, plain): name the one to run."));
    EXPECT_FALSE(chooseKernel(kernels, QStringLiteral("tiled"), &error));
    EXPECT_EQ(error,
        QStringLiteral("tiled is a template (template <int B>): name its arguments too, for example tiled<16>."));
    EXPECT_FALSE(chooseKernel(kernels, QStringLiteral("other"), &error));
    EXPECT_EQ(error, QStringLiteral("The source has no kernel named other; it has tiled, plain."));
    const auto chosen = chooseKernel(kernels, QStringLiteral("tiled<32>"), &error);
    ASSERT_TRUE(chosen);
    EXPECT_EQ(chosen->expression, QStringLiteral("tiled<32>"));
    EXPECT_FALSE(chooseKernel({}, QString(), &error));
    EXPECT_EQ(error, QStringLiteral("The source has no __global__ kernel."));
}

TEST(UserSource, DynamicSharedMemoryBecomesAPointerOnTheSameLine)
{
    const QString source = QStringLiteral("__global__ void k(float* a) {\n"
                                          "    extern __shared__ __align__(16) float s[];\n"
                                          "    extern __shared__ int counts [ ] ;\n"
                                          "}\n");
    const SharedRewrite r = rewriteDynamicShared(source);
    EXPECT_EQ(r.firstName, QStringLiteral("s"));
    EXPECT_EQ(r.source.count(u'\n'), source.count(u'\n'));
    EXPECT_TRUE(r.source.contains(QStringLiteral("CVZ_PG_DYNAMIC_SHARED(s, float);")));
    EXPECT_TRUE(r.source.contains(QStringLiteral("CVZ_PG_DYNAMIC_SHARED(counts, int);")));
}

TEST(UserLaunch, ArgumentsParseAndRefuseWithTheReason)
{
    QString error;
    auto a = parseArg(QStringLiteral("A=float[1000]:iota"), &error);
    ASSERT_TRUE(a);
    EXPECT_TRUE(a->isBuffer);
    EXPECT_EQ(a->buffer.length, 1000);
    EXPECT_EQ(a->buffer.init, InitKind::Iota);
    a = parseArg(QStringLiteral("x=int[]:1,2,3"), &error);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->buffer.length, 3);
    EXPECT_EQ(argText(*a), QStringLiteral("x=int[3]:1,2,3"));
    a = parseArg(QStringLiteral("r=float[8]:random:7"), &error);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->buffer.seed, 7u);
    a = parseArg(QStringLiteral("n=1000"), &error);
    ASSERT_TRUE(a);
    EXPECT_FALSE(a->isBuffer);
    EXPECT_EQ(a->scalar, QStringLiteral("1000"));

    EXPECT_FALSE(parseArg(QStringLiteral("A=complex[4]"), &error));
    EXPECT_EQ(error.toStdString(),
        "'complex' in --arg A is not an element type: use one of float, int, uint, char, "
        "uchar, short, ushort, half, double, longlong, ulonglong.");
    a = parseArg(QStringLiteral("img=uchar[16*8*3]:random:1"), &error); // an image's size as a product
    ASSERT_TRUE(a) << error.toStdString();
    EXPECT_EQ(a->buffer.length, 384);
    EXPECT_EQ(a->buffer.type, ElementType::UChar);
    EXPECT_FALSE(parseArg(QStringLiteral("img=uchar[65536*65536*65536]"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("at most 256 MiB"))) << error.toStdString();
    EXPECT_FALSE(parseArg(QStringLiteral("img=uchar[16*0]"), &error));
    EXPECT_FALSE(parseArg(QStringLiteral("A=float[3]:1,2"), &error));
    EXPECT_EQ(error, QStringLiteral("--arg A gives 2 values for a buffer of 3."));
    EXPECT_FALSE(parseArg(QStringLiteral("A=float[0]"), &error));
    EXPECT_FALSE(parseArg(QStringLiteral("A=float[9223372036854775807]"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("at most 256 MiB"))) << error.toStdString();
    EXPECT_FALSE(parseArg(QStringLiteral("=3"), &error));
}

TEST(UserLaunch, LaunchCommentsRoundTripAndTheCommandLineWins)
{
    const QString source
        = QStringLiteral("// cudaviz-launch: --grid 4 --block 256 --arg A=float[10]:iota\n"
                         "// cudaviz-launch: --arg n=10 --kernel 'tiled<16>'\n__global__ void k() {}\n");
    QString error;
    const auto options = launchComment(source, &error);
    ASSERT_TRUE(options);
    const auto launch = parseLaunchOptions(
        *options + QStringList { QStringLiteral("--grid=8"), QStringLiteral("--arg"), QStringLiteral("n=20") }, &error);
    ASSERT_TRUE(launch) << error.toStdString();
    EXPECT_EQ(launch->kernel, QStringLiteral("tiled<16>"));
    EXPECT_EQ(launch->spec.grid.x, 8);
    EXPECT_EQ(launch->spec.block.x, 256);
    ASSERT_EQ(launch->spec.args.size(), 2);
    EXPECT_EQ(launch->spec.args[1].scalar, QStringLiteral("20"));

    const QString saved = withLaunchComment(source, launchOptions(launch->spec, launch->kernel));
    EXPECT_EQ(saved.count(QStringLiteral("cudaviz-launch:")), 1);
    const auto again = parseLaunchOptions(*launchComment(saved, &error), &error);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->kernel, QStringLiteral("tiled<16>"));
    EXPECT_EQ(again->spec.grid.x, 8);
    EXPECT_EQ(again->spec.args.size(), 2);

    EXPECT_FALSE(launchComment(QStringLiteral("// cudaviz-launch: --kernel 'open\n"), &error));
    EXPECT_EQ(error, QStringLiteral("The launch comment on line 1 has a quote that is not closed."));
    EXPECT_FALSE(parseLaunchOptions({ QStringLiteral("--grdi"), QStringLiteral("4") }, &error));
    EXPECT_FALSE(parseLaunchOptions({ QStringLiteral("--block"), QStringLiteral("0") }, &error));
    EXPECT_EQ(error, QStringLiteral("--block 0: write X, X,Y or X,Y,Z with whole numbers of at least 1."));
}

TEST(UserSource, ALaunchBecomesALambdaOverTheKernelOnTheSameLines)
{
    const auto rewritten = [](const char* text) { return rewriteLaunches(QString::fromUtf8(text)); };
    EXPECT_EQ(rewritten("vecAdd<<<grid, block>>>(a, b, c, n);"),
        QStringLiteral("cvz_pg::launch(\"vecAdd\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(grid, block), [](auto... "
                       "cvz_pg_a) { "
                       "vecAdd(cvz_pg_a...); }, a, b, c, n);"));
    // Template arguments, dim3(...) and nested parentheses in the configuration, a call in the
    // arguments: each part lands whole where it belongs.
    EXPECT_EQ(rewritten("k<float, (B * 2)><<<dim3((n + 255) / 256, 2), dim3(16, 16), s * sizeof(float), st>>>"
                        "(f(x, y), (p + 1));"),
        QStringLiteral("cvz_pg::launch(\"k<float, (B * 2)>\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(dim3((n + "
                       "255) / 256, 2), "
                       "dim3(16, 16), s * sizeof(float), st), [](auto... cvz_pg_a) { k<float, (B * 2)>(cvz_pg_a...); "
                       "}, f(x, y), (p + 1));"));
    // Types of more than one word keep their spaces; a comment between the name and <<< is dropped.
    EXPECT_EQ(rewritten("reduce<unsigned int, 256> /* the tree */ <<<g, b>>>(in);"),
        QStringLiteral("cvz_pg::launch(\"reduce<unsigned int, 256>\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(g, "
                       "b), [](auto... "
                       "cvz_pg_a) { reduce<unsigned int, 256>(cvz_pg_a...); }, in);"));
    // A bare NULL or 0 becomes a zero of the parameter's type; a 0 inside an expression stays.
    EXPECT_EQ(rewritten("k<<<1, 1>>>(NULL, 0, a[0], /* none */ NULL);"),
        QStringLiteral("cvz_pg::launch(\"k\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(1, 1), [](auto... cvz_pg_a) { "
                       "k(cvz_pg_a...); }, "
                       "cvz_pg::Zero(), cvz_pg::Zero(), a[0], /* none */ cvz_pg::Zero());"));
    // No name before <<<: left to the compiler.
    EXPECT_EQ(rewritten("(*fp)<<<1, 1>>>();"), QStringLiteral("(*fp)<<<1, 1>>>();"));
    // No arguments; a qualified name.
    EXPECT_EQ(rewritten("ns::hello<<<1, 1>>>();"),
        QStringLiteral(
            "cvz_pg::launch(\"ns::hello\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(1, 1), [](auto... cvz_pg_a) { "
            "ns::hello(cvz_pg_a...); "
            "});"));
    // Lines stay where they were: a launch over three lines keeps its two line breaks after it.
    const QString multi = rewritten("int x;\nkernel<<<g,\n b>>>(a,\n c);\nint y;");
    EXPECT_EQ(multi.count(u'\n'), 4);
    EXPECT_TRUE(multi.endsWith(QStringLiteral("\nint y;")));
    EXPECT_TRUE(multi.startsWith(QStringLiteral("int x;\ncvz_pg::launch(\"kernel\"")));
    // As an editor's formatter leaves a launch, and nvcc reads it: "<< <" and ">> >", a space before the
    // template arguments; the line breaks inside the brackets kept.
    EXPECT_EQ(rewritten("reduce <256><< <g / 8, b >> >(in, out);"),
        QStringLiteral("cvz_pg::launch(\"reduce <256>\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(g / 8, b ), "
                       "[](auto... cvz_pg_a) { "
                       "reduce <256>(cvz_pg_a...); }, in, out);"));
    const QString spaced = rewritten("int x;\nk <<\n<1, 1>>\n> (a);\nint y;");
    EXPECT_EQ(spaced.count(u'\n'), 4);
    EXPECT_TRUE(spaced.startsWith(
        QStringLiteral("int x;\ncvz_pg::launch(\"k\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(1, 1)")))
        << spaced.toStdString();
    // <<< in a comment or a string is not a launch; a shift is not either.
    const char* untouched = "// k<<<1, 1>>>(x);\nprintf(\"k<<<1, 1>>>(x)\");\nint s = a << 2;";
    EXPECT_EQ(rewritten(untouched), QString::fromUtf8(untouched));
}

// Each kernel the file defines is registered with its parameter types after its body, on the same
// line; templates, declarations, overloads of several arities and bodies with a preprocessor line
// are left alone, and so is every line's number.
TEST(UserSource, KernelsAreRegisteredByAddressAfterTheirBodiesOnTheSameLine)
{
    const QString source = QStringLiteral("__global__ void later(int* y);\n"
                                          "namespace lab { __global__ void plain(float* y) { y[0] = 1; } }\n"
                                          "void __global__ later(int* y)\n{\n    y[0] = 2;\n}\n"
                                          "template <class T> __global__ void generic(T* y) { }\n"
                                          "__global__ void twice(int* y) { }\n"
                                          "__global__ void twice(int* y, int n) { }\n"
                                          "__global__ void branched(int* y)\n{\n#if 1\n    y[0] = 3;\n#endif\n}\n"
                                          "int main() { const char* s = \"}\"; cudaLaunchKernel(0, 1, 1, 0); }\n");
    const QString out = registerKernelsByAddress(source);
    EXPECT_EQ(out.count(u'\n'), source.count(u'\n'));
    const QStringList lines = out.split(u'\n');
    EXPECT_EQ(lines[1],
        QStringLiteral("namespace lab { __global__ void plain(float* y) { y[0] = 1; } static const bool "
                       "cvz_pg_by_address_plain_2 = cvz_pg::registerKernel<&plain>(\"plain\"); }"));
    EXPECT_EQ(lines[5],
        QStringLiteral("} static const bool cvz_pg_by_address_later_3 = cvz_pg::registerKernel<&later>(\"later\");"));
    EXPECT_EQ(out.count(QStringLiteral("registerKernel")), 2) << out.toStdString();
    // A file that launches nothing by address is left as it is.
    QString plain = source;
    plain.replace(QStringLiteral("cudaLaunchKernel(0, 1, 1, 0);"), QStringLiteral("return 0;"));
    EXPECT_EQ(registerKernelsByAddress(plain), plain);
}

TEST(UserSource, AWholeProgramIsAFileWithMain)
{
    EXPECT_TRUE(hasMain(QStringLiteral("__global__ void k() {}\nint main(int argc, char** argv)\n{\n}\n")));
    EXPECT_TRUE(hasMain(QStringLiteral("int main() { return 0; }")));
    EXPECT_FALSE(hasMain(QStringLiteral("__global__ void k() {}\n// int main() { }\n")));
    EXPECT_FALSE(hasMain(QStringLiteral("int main(); // declared only\n__global__ void k() {}")));
}

// --define sets a size the file defines, line for line: a #define, or a const of any integer or
// floating type; comments and strings that look like one are left alone.
TEST(SourceDefines, SetADefineOrAConstantOnItsOwnLine)
{
    const QString source = QStringLiteral("#define N 100000000 // 10^8\n"
                                          "const int M = sizeof(double) * 3;\n"
                                          "static constexpr unsigned long long BIG = 1ull << 40;\n"
                                          "// const int N = 7;\n"
                                          "const char* s = \"#define N 5\";\n"
                                          "#define SQUARE(x) ((x) * (x))\n"
                                          "int main() { const double EPS = 1e-6; return N; }\n");
    QString error;
    const QList<SourceDefine> defines { *parseSourceDefine(QStringLiteral("N=1000"), &error),
        *parseSourceDefine(QStringLiteral("M = (1 << 3)"), &error),
        *parseSourceDefine(QStringLiteral("BIG=7"), &error) };
    const auto defined = applySourceDefines(source, defines, &error);
    ASSERT_TRUE(defined) << error.toStdString();
    const QStringList lines = defined->source.split(u'\n');
    ASSERT_EQ(lines.size(), source.split(u'\n').size()); // every line keeps its number
    EXPECT_EQ(lines[0], QStringLiteral("#define N 1000"));
    EXPECT_EQ(lines[1], QStringLiteral("const int M = (1 << 3);"));
    EXPECT_EQ(lines[2], QStringLiteral("static constexpr unsigned long long BIG = 7;"));
    EXPECT_EQ(lines[3], QStringLiteral("// const int N = 7;"));
    EXPECT_EQ(lines[4], QStringLiteral("const char* s = \"#define N 5\";"));
    EXPECT_EQ(defined->changed.size(), 3);
    EXPECT_TRUE(defined->changed[0].startsWith(QStringLiteral("line 1:")));

    // A name the file does not define: the ones it does are listed.
    EXPECT_FALSE(applySourceDefines(source, { { QStringLiteral("SQUARE"), QStringLiteral("2") } }, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("It defines: N, M, BIG."))) << error.toStdString();
    // A macro over several lines is not rewritten.
    EXPECT_FALSE(applySourceDefines(
        QStringLiteral("#define N \\\n 5\n"), { { QStringLiteral("N"), QStringLiteral("2") } }, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("several lines")));
    // The Playground's field holds several, separated by spaces or commas; a value may have spaces.
    const auto several = parseSourceDefines(QStringLiteral("N=1000, M=(1 << 6) BIG=7"), &error);
    ASSERT_TRUE(several) << error.toStdString();
    ASSERT_EQ(several->size(), 3);
    EXPECT_EQ((*several)[1].value, QStringLiteral("(1 << 6)"));
    EXPECT_EQ((*several)[2].name, QStringLiteral("BIG"));
    EXPECT_TRUE(parseSourceDefines(QStringLiteral("  "), &error)->isEmpty());
    EXPECT_FALSE(parseSourceDefines(QStringLiteral("1000"), &error));
    // A value is a size, not code: no statement, no line break, no string.
    for (const char* bad : { "N=5;system(0)", "N=", "=5", "1N=5", "N=\"x\"", "N=5\nint x" })
        EXPECT_FALSE(parseSourceDefine(QString::fromLatin1(bad), &error)) << bad;
}

// The editor's indentation (CodeEditor): a new line keeps the line's indentation, one level more
// after an opening bracket left open (not one in a string or a comment); } takes a level off.
TEST(AutoIndent, NewLinesFollowTheBracketsAndClosingBracesDedent)
{
    EXPECT_EQ(indentAfterNewline(QStringLiteral("    int i = 0;")), QStringLiteral("    "));
    EXPECT_EQ(indentAfterNewline(QStringLiteral("__global__ void f() {")), QStringLiteral("    "));
    EXPECT_EQ(indentAfterNewline(QStringLiteral("    if (i < n) {")), QStringLiteral("        "));
    EXPECT_EQ(indentAfterNewline(QStringLiteral("\tf(a,")), QStringLiteral("\t    "));
    EXPECT_EQ(indentAfterNewline(QStringLiteral("    x = '{'; // {")), QStringLiteral("    "));
    EXPECT_EQ(indentAfterNewline(QStringLiteral("    s = \"{\\\"\";")), QStringLiteral("    "));
    EXPECT_EQ(indentAfterNewline(QStringLiteral("    } else {")), QStringLiteral("        "));
    EXPECT_EQ(indentAfterNewline(QString()), QString());
    EXPECT_EQ(indentBeforeClosingBrace(QStringLiteral("        ")), QStringLiteral("    "));
    EXPECT_EQ(indentBeforeClosingBrace(QStringLiteral("  ")), QString());
    EXPECT_EQ(indentBeforeClosingBrace(QStringLiteral("\t\t")), QStringLiteral("\t"));
    EXPECT_EQ(indentBeforeClosingBrace(QStringLiteral("    x")), QStringLiteral("    x"));
}
