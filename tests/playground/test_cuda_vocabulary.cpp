// The CUDA that real teaching code is written in, run in the emulator: warp shuffles and votes,
// cooperative groups, every atomic, buffers of every element type, the device intrinsics, files
// that hold their host program. Each kernel in tests/playground/kernels/cuda is ours, written in
// the style of the CUDA samples and course labs; exact buffers and findings.
#include "emulator/blockemulator.h"
#include "kernelfile.h"

#include <cmath>

using namespace cvz;

namespace {
Ran runCuda(const QString& file, const QStringList& extra = {})
{
    return runFile(QStringLiteral("cuda/") + file, extra);
}
QList<double> iotaSum(int from, int to) // from .. to - 1, one number
{
    return { double(to - 1 + from) * double(to - from) / 2.0 };
}
} // namespace

TEST(WarpCall, ShuffleSourcesFollowCudasWidthRules)
{
    WarpCall calls[32];
    const WarpCall* at[32];
    for (int l = 0; l < 32; ++l) {
        calls[l].value = uint64_t(100 + l);
        at[l] = &calls[l];
    }
    std::vector<std::pair<int, int>> problems;
    const auto result = [&](WarpOp op, int lane, int arg, int width) {
        for (WarpCall& c : calls) {
            c.op = op;
            c.arg = arg;
            c.width = width;
        }
        return int(warpCallResult(lane, at, 0, 0xffffffffu, [&](WarpProblem::Kind k, int other) {
            problems.push_back({ k, other });
        }) - 100);
    };
    EXPECT_EQ(result(WarpOp::ShflDown, 3, 4, 32), 7);
    EXPECT_EQ(result(WarpOp::ShflDown, 30, 4, 32), 30); // past the warp: its own value
    EXPECT_EQ(result(WarpOp::ShflDown, 13, 4, 16), 13); // past its segment of 16
    EXPECT_EQ(result(WarpOp::ShflDown, 17, 4, 16), 21);
    EXPECT_EQ(result(WarpOp::ShflUp, 2, 4, 32), 2); // before lane 0: its own value
    EXPECT_EQ(result(WarpOp::ShflUp, 20, 4, 16), 16);
    EXPECT_EQ(result(WarpOp::ShflUp, 18, 4, 16), 18); // before its segment
    EXPECT_EQ(result(WarpOp::Shfl, 9, 3, 32), 3);
    EXPECT_EQ(result(WarpOp::Shfl, 9, 3, 8), 11); // lane 3 of the segment 8 .. 15
    EXPECT_EQ(result(WarpOp::Shfl, 9, 35, 32), 3); // srcLane modulo the width
    EXPECT_EQ(result(WarpOp::ShflXor, 5, 1, 32), 4);
    EXPECT_EQ(result(WarpOp::ShflXor, 5, 16, 32), 21);
    EXPECT_EQ(result(WarpOp::ShflXor, 5, 8, 8), 5); // a later segment: its own value
    EXPECT_EQ(result(WarpOp::ShflXor, 13, 8, 8), 5); // an earlier one may be read
    EXPECT_TRUE(problems.empty());
}

TEST(WarpCall, AReturnedOrMaskedSourceIsAProblemAndGivesTheLanesOwnValue)
{
    WarpCall calls[32];
    const WarpCall* at[32] = {};
    for (int l = 0; l < 16; ++l) {
        calls[l] = { WarpOp::ShflDown, 0xffffffffu, uint64_t(l), 16, 32 };
        at[l] = &calls[l];
    }
    std::vector<std::pair<int, int>> problems;
    const auto record = [&](WarpProblem::Kind k, int other) { problems.push_back({ k, other }); };
    // Lanes 16 .. 31 returned: lane 0 reads lane 16.
    EXPECT_EQ(warpCallResult(0, at, 0xffff0000u, 0xffffffffu, record), 0u);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], std::make_pair(int(WarpProblem::SourceExited), 16));
    problems.clear();
    for (int l = 0; l < 16; ++l)
        calls[l].mask = 0x0000ffffu; // lane 16 is not in the mask: that first
    EXPECT_EQ(warpCallResult(0, at, 0u, 0xffffffffu, record), 0u);
    ASSERT_EQ(problems.size(), 1u); // lanes 16 .. 31 live elsewhere, but the mask does not name them
    EXPECT_EQ(problems[0], std::make_pair(int(WarpProblem::SourceOutsideMask), 16));
}

TEST(CudaVocabulary, WarpShuffleReductionIsExactWithNoFinding)
{
    const Ran r = runCuda(QStringLiteral("warp_reduce.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    // Six warps of 32 over 150 values (lanes past n add 0).
    EXPECT_EQ(r.buffer(QStringLiteral("sums")), QList<double>({ 496, 1520, 2544, 3568, 3047, 0 }));
    // Lane 16's half-warp (width 16): i = 16 .. 31 of each warp.
    EXPECT_EQ(r.buffer(QStringLiteral("evens")), QList<double>({ 376, 888, 1400, 1912, 879, 0 }));
    EXPECT_FALSE(r.kinds().contains(QStringLiteral("race")));
}

TEST(CudaVocabulary, ALaneOutsideTheShufflesMaskIsFoundOnItsLine)
{
    const Ran r = runCuda(QStringLiteral("warp_reduce_mask.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("warp_divergence") }) << messages(r.run()).toStdString();
    EXPECT_EQ(r.run().findings[0].line, 8);
    EXPECT_EQ(r.run().findings[0].message.toStdString(),
        "Warp shuffle (line 8): thread 0 reads the value of lane 16, which is not in the call's mask. CUDA leaves the "
        "result undefined; the emulator gives the lane its own value. Every lane a shuffle reads must be in its mask.");
}

TEST(CudaVocabulary, AShuffleReadingAReturnedLaneIsFound)
{
    const Ran r = runCuda(QStringLiteral("warp_reduce_exited.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("warp_divergence") }) << messages(r.run()).toStdString();
    EXPECT_EQ(r.run().findings[0].line, 10);
    EXPECT_TRUE(r.run().findings[0].message.contains(QStringLiteral("thread 32 reads the value of lane 16, which has "
                                                                    "returned")))
        << r.run().findings[0].message.toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("out"))[0], iotaSum(0, 32)[0]); // the full warp is right
}

TEST(CudaVocabulary, CooperativeGroupsBlockSumIsExact)
{
    const Ran r = runCuda(QStringLiteral("cg_reduce.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("out")), QList<double>({ 8128, 24512, 12210 }));
}

TEST(CudaVocabulary, PartitionsAsTheProgrammingGuideWritesThem)
{
    const Ran r = runCuda(QStringLiteral("cg_partitions.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    QList<double> ranks, sizes, metas, counts;
    for (int t = 0; t < 64; ++t) {
        ranks << t % 32;
        sizes << 32 + 4;
        metas << (t % 32) / 4 * 100 + 8; // a tile of 4 within its 32-thread tile: 8 of them
        counts << 4 + (t / 4) * 10; // within the block: 16 tiles of 4
    }
    EXPECT_EQ(r.buffer(QStringLiteral("ranks")), ranks);
    EXPECT_EQ(r.buffer(QStringLiteral("sizes")), sizes);
    EXPECT_EQ(r.buffer(QStringLiteral("metas")), metas);
    EXPECT_EQ(r.buffer(QStringLiteral("counts")), counts);
}

TEST(CudaVocabulary, SyncwarpWaitsForLanesComingFromAShuffle)
{
    const Ran r = runCuda(QStringLiteral("syncwarp_after_shuffle.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    QList<double> out;
    for (int l = 0; l < 16; ++l)
        out << double((l + 16) + ((l + 16) ^ 1));
    EXPECT_EQ(r.buffer(QStringLiteral("out")), out);
}

TEST(CudaVocabulary, AShuffleMeetsOnlyTheCallsOfItsOwnMask)
{
    const Ran r = runCuda(QStringLiteral("two_masks.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    QList<double> out;
    for (int l = 0; l < 32; ++l)
        out << 200.0 + (l < 16 ? 100 : l + 100) * 1000.0;
    EXPECT_EQ(r.buffer(QStringLiteral("out")), out);
}

TEST(CudaVocabulary, ATileReductionWithoutItsSyncIsARace)
{
    const Ran r = runCuda(QStringLiteral("cg_tile_missing_sync.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("race") });
    EXPECT_EQ(r.run().findings[0].line, 17);
    EXPECT_TRUE(r.run().findings[0].message.contains(QStringLiteral("lanes of one warp with no __syncwarp() (or a "
                                                                    "tile's sync())")))
        << r.run().findings[0].message.toStdString();
}

TEST(CudaVocabulary, ARaceBetweenWarpsIsFoundBesideCorrectShuffles)
{
    const Ran r = runCuda(QStringLiteral("warps_race.cu"));
    ASSERT_RAN(r);
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("race") }) << messages(r.run()).toStdString();
    EXPECT_EQ(r.run().findings[0].message.toStdString(),
        "Race on shared partial[1]: thread 0 read it (line 13) and thread 32 wrote it (line 11), with no "
        "__syncthreads() between them, so the result depends on which runs first. The values a race leaves in the "
        "emulator can differ from a GPU's: the emulator runs a block's threads in an order of its own, a GPU in "
        "another each time.");
}

TEST(CudaVocabulary, VotesMatchesAndTheActiveMask)
{
    const Ran r = runCuda(QStringLiteral("warp_votes.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("out")),
        QList<double>({ 0xffffffc0u, // ballot(x > 5)
            1, 0, // any(x == 7), all(x > 0)
            0x49249249u, // lanes whose x % 3 is lane 0's
            0x3ffu, // the ten lanes in the branch
            496, 31, // reduce add, max
            3, // the lanes below lane 3
            32 }));
}

TEST(CudaVocabulary, EveryAtomicOnItsTypes)
{
    const Ran r = runCuda(QStringLiteral("atomics_all.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("u")), QList<double>({ 128, 4294967232.0, 64 % 10, 1, 4294967295.0, 0, 0, 63 }));
    EXPECT_EQ(r.buffer(QStringLiteral("i")), QList<double>({ -63, 7, 1000, 36 }));
    EXPECT_EQ(r.buffer(QStringLiteral("big")), QList<double>({ 64.0 * 8589934592.0, 189 }));
    EXPECT_EQ(r.buffer(QStringLiteral("d")), QList<double> { 32 });
    // Each atomic is one access of the trace, and two atomics never race.
    EXPECT_EQ(r.run().trace->accessCount(), 64 * 15);
}

TEST(CudaVocabulary, AnImagesBytesWithNoFalseRaceBetweenNeighbouringChars)
{
    const Ran r = runCuda(QStringLiteral("rgb_to_gray.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> rgb = r.buffer(QStringLiteral("rgb")), gray = r.buffer(QStringLiteral("gray"));
    ASSERT_EQ(rgb.size(), 768);
    ASSERT_EQ(gray.size(), 256);
    for (int p = 0; p < 256; ++p) {
        const float v = 0.299f * float(rgb[3 * p]) + 0.587f * float(rgb[3 * p + 1]) + 0.114f * float(rgb[3 * p + 2]);
        EXPECT_EQ(gray[p], double(static_cast<unsigned char>(v))) << p;
    }
}

TEST(CudaVocabulary, NeighbouringCharsWrittenTwiceStillRaceOnTheRightElement)
{
    // Two threads write byte 5 of a uchar buffer; their neighbours write bytes 4 and 6.
    const QString source = QStringLiteral("__global__ void k(unsigned char* c)\n"
                                          "{\n"
                                          "    c[4 + threadIdx.x / 2 + threadIdx.x % 2] = 1;\n"
                                          "}\n");
    const CompileOutcome compiled = compileKernel(source, QStringLiteral("k.cu"), QString());
    ASSERT_TRUE(compiled.kernel) << compiled.error.toStdString();
    QString error;
    const auto launch
        = parseLaunchOptions({ QStringLiteral("--grid"), QStringLiteral("1"), QStringLiteral("--block"),
                                 QStringLiteral("3"), QStringLiteral("--arg"), QStringLiteral("c=uchar[8]") },
            &error);
    ASSERT_TRUE(launch) << error.toStdString();
    const RunOutcome out = runUserKernel(*compiled.kernel, launch->spec);
    ASSERT_TRUE(out.run);
    ASSERT_EQ(out.run->findings.size(), 1);
    EXPECT_TRUE(
        out.run->findings[0].message.startsWith(QStringLiteral("Race on c[5]: thread 1 and thread 2 both wrote it on "
                                                               "line 3: the index there came out as 5")))
        << out.run->findings[0].message.toStdString();
}

TEST(CudaVocabulary, HalfPrecisionBuffersAndScalars)
{
    const Ran r = runCuda(QStringLiteral("half_axpy.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> y = r.buffer(QStringLiteral("y"));
    ASSERT_EQ(y.size(), 64);
    for (int i = 0; i < 64; ++i)
        EXPECT_EQ(y[i], 2.0 * i + 0.5) << i; // exact in binary16 up to 2048
    EXPECT_EQ(r.run().buffers[r.run().bufferIndex(QStringLiteral("y"))].size(), 64 * 2);
}

TEST(CudaVocabulary, VectorTypesMoveAsOneAccess)
{
    const Ran r = runCuda(QStringLiteral("vector_types.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> out = r.buffer(QStringLiteral("out"));
    ASSERT_EQ(out.size(), 32);
    for (int i = 0; i < 32; i += 4) {
        EXPECT_EQ(out[i], 2.0 * i);
        EXPECT_EQ(out[i + 1], i + 1.0);
        EXPECT_EQ(out[i + 3], i + 4.0);
    }
    EXPECT_EQ(r.buffer(QStringLiteral("sums")), QList<double>({ 1, 5, 9, 13, 17, 21, 25, 29 }));
    EXPECT_EQ(r.buffer(QStringLiteral("dsum")), QList<double>({ 0, 6, 20, 42, 72, 110, 156, 210 }));
    // A float4 load is one request of 16 bytes a lane: 8 lanes, 128 bytes, 4 sectors.
    EXPECT_EQ(r.run().report.global.load.requests, 3);
}

TEST(CudaVocabulary, DeviceIntrinsicsGiveCudasValues)
{
    const Ran r = runCuda(QStringLiteral("device_functions.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("out")),
        QList<double>({ -3000, 3, 8, 31, 4, -2147483648.0, 40, 2, 2, 10, 1065353216, 4 }));
    EXPECT_EQ(r.buffer(QStringLiteral("f")), QList<double>({ 0.25, 0.25, 1, 1, 7 }));
}

TEST(CudaVocabulary, AFailedDeviceAssertStopsTheKernelOnItsLine)
{
    const Ran r = runCuda(QStringLiteral("device_assert.cu"));
    ASSERT_TRUE(r.compiled.kernel) << r.compiled.error.toStdString() << r.compiled.output.toStdString();
    ASSERT_TRUE(r.outcome.run) << r.outcome.error.toStdString();
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("crash") });
    EXPECT_EQ(r.run().findings[0].line, 7);
    EXPECT_EQ(r.run().findings[0].message.toStdString(),
        "The kernel aborted in thread 3 (line 7): an assert failed, or abort() was called.");
}

TEST(CudaVocabulary, AFileWithItsHostProgramRunsTheKernelItNames)
{
    const Ran r = runCuda(QStringLiteral("host_program.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> c = r.buffer(QStringLiteral("c"));
    ASSERT_EQ(c.size(), 100);
    for (int i = 0; i < 100; ++i)
        EXPECT_EQ(c[i], i + 1.0);
}

TEST(CudaVocabulary, TemplatesLaunchBoundsExpressionsAndAlignedExternShared)
{
    const Ran r = runCuda(QStringLiteral("template_tiles.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> out = r.buffer(QStringLiteral("out"));
    ASSERT_EQ(out.size(), 32);
    for (int i = 0; i < 32; ++i)
        EXPECT_EQ(out[i], 4.0 * i + 2.0);
}

TEST(CudaVocabulary, AStructPassedByValueHasItsFieldsBoundOneByOne)
{
    const Ran r = runCuda(QStringLiteral("csr_spmv.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    EXPECT_EQ(r.buffer(QStringLiteral("y")), (QList<double> { 6, 3, 10, 30, 39, 27 }));
    EXPECT_EQ(r.buffer(QStringLiteral("m.values")).size(), 9);
    // The launch's last word wins: a row pointer past the values reads past two buffers, both named.
    const Ran bad = runCuda(
        QStringLiteral("csr_spmv.cu"), { QStringLiteral("--arg"), QStringLiteral("m.rowPtr=int[]:0,2,3,5,6,8,10") });
    ASSERT_RAN(bad);
    const QString found = messages(bad.run());
    EXPECT_TRUE(found.contains(QStringLiteral("m.values[9]"))) << found.toStdString();
    EXPECT_TRUE(found.contains(QStringLiteral("m.colIdx[9]"))) << found.toStdString();
}

TEST(CudaVocabulary, TheProgrammingGuidesMatrixStructsAndSubMatrices)
{
    const Ran r = runCuda(QStringLiteral("matrix_struct.cu"));
    ASSERT_RAN(r);
    EXPECT_TRUE(r.run().findings.isEmpty()) << messages(r.run()).toStdString();
    const QList<double> a = r.buffer(QStringLiteral("A.elements")), b = r.buffer(QStringLiteral("B.elements")),
                        c = r.buffer(QStringLiteral("C.elements"));
    ASSERT_EQ(c.size(), 64);
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j) {
            float sum = 0.0f;
            for (int k = 0; k < 8; ++k)
                sum += float(a[i * 8 + k]) * float(b[k * 8 + j]);
            EXPECT_NEAR(c[i * 8 + j], sum, 1e-5) << i << "," << j;
        }
}

TEST(CudaVocabulary, AStructsBindingSaysWhatIsMissingOrCannotBeSet)
{
    const auto refusal = [](const QString& source, const QStringList& args) {
        const CompileOutcome compiled = compileKernel(source, QStringLiteral("k.cu"), QString());
        if (!compiled.kernel)
            return compiled.error + compiled.output;
        QStringList options { QStringLiteral("--grid"), QStringLiteral("1"), QStringLiteral("--block"),
            QStringLiteral("1") };
        for (const QString& a : args)
            options << QStringLiteral("--arg") << a;
        QString error;
        const auto launch = parseLaunchOptions(options, &error);
        if (!launch)
            return error;
        bindLaunch(*compiled.kernel, launch->spec, &error);
        return error;
    };
    const QString csr = QStringLiteral("struct CSR { int* rowPtr; float* values; int n; };\n"
                                       "__global__ void k(CSR m) { m.values[0] = m.n; }\n");
    EXPECT_EQ(refusal(csr, { QStringLiteral("m.n=3") }).toStdString(),
        "Parameter m (CSR m) is a struct: bind each of its fields, --arg m.rowPtr=int[LENGTH]:zeros, --arg "
        "m.values=float[LENGTH]:zeros.");
    EXPECT_EQ(refusal(csr, { QStringLiteral("m=3") }).toStdString(),
        "Parameter m (CSR m) is a struct: bind each of its fields, --arg m.rowPtr=int[LENGTH]:zeros, --arg "
        "m.values=float[LENGTH]:zeros, --arg m.n=VALUE.");
    EXPECT_EQ(refusal(csr,
                  { QStringLiteral("m.rowPtr=int[2]"), QStringLiteral("m.values=float[2]"), QStringLiteral("m.n=1"),
                      QStringLiteral("m.count=1") })
                  .toStdString(),
        "Parameter m (CSR m) has no field named count; its fields are rowPtr, values, n.");
    EXPECT_EQ(refusal(csr,
                  { QStringLiteral("m.rowPtr=float[2]"), QStringLiteral("m.values=float[2]"), QStringLiteral("m.n=1") })
                  .toStdString(),
        "Parameter m.rowPtr is int*, but its buffer holds float.");
    EXPECT_EQ(refusal(csr,
                  { QStringLiteral("m.rowPtr=int[2]"), QStringLiteral("m.values=float[2]"), QStringLiteral("m.n=1.5") })
                  .toStdString(),
        "Parameter m.n is int; '1.5' is not a whole number.");
    EXPECT_EQ(
        refusal(QStringLiteral("struct P { float v[4]; int n; };\n__global__ void k(P p) {}\n"), {}).toStdString(),
        "Field p.v of P p has a type the playground cannot set from the launch: a field may be a number or a pointer "
        "to a buffer (of float, int ... or a CUDA vector type).");
    EXPECT_EQ(refusal(QStringLiteral("class Vec { float* p; public: int n; __device__ float at(int i) { return p[i]; } "
                                     "protected: int q; };\n__global__ void k(Vec v) {}\n"),
                  {})
                  .toStdString(),
        "Parameter v (Vec v) has private fields (p, q): a launch sets a struct's fields one by one, so they must be "
        "public. Write struct instead of class, or public: before them.");
    EXPECT_EQ(refusal(QStringLiteral("struct Base { int n; };\nstruct Derived : Base { float* p; };\n"
                                     "__global__ void k(Derived d) {}\n"),
                  { QStringLiteral("d.p=float[1]") })
                  .toStdString(),
        "Parameter d (Derived d) has a type the launch cannot set: the playground binds pointers to numbers (float*, "
        "int*, uchar*, float4* ...), numbers, and structs the file defines whose fields are numbers and such pointers, "
        "declared in the struct itself (no base class, nested struct member, function pointer or bit-field).");
    EXPECT_EQ(refusal(QStringLiteral("struct Big { float* p; char pad[5000]; };\n__global__ void k(Big b) {}\n"), {})
                  .toStdString(),
        "Parameter b (Big b) is a struct of 5008 bytes; the playground passes structs of at most 4096 bytes (as CUDA "
        "before 12.1 did for all parameters): pass a pointer to it instead.");
}

TEST(CudaVocabulary, TexturesSayTheyCannotRunHereOnTheStudentsLine)
{
    const Ran r = runCuda(QStringLiteral("texture_fetch.cu"));
    ASSERT_FALSE(r.compiled.kernel);
    ASSERT_FALSE(r.compiled.diagnostics.isEmpty()) << r.compiled.output.toStdString();
    EXPECT_EQ(r.compiled.diagnostics[0].line, 6);
    EXPECT_TRUE(r.compiled.diagnostics[0].message.contains(
        QStringLiteral("texture fetches in a kernel run alone (no texture is bound there; run the whole program")))
        << r.compiled.diagnostics[0].message.toStdString();
}

TEST(CudaVocabulary, TensorCoresAndGridSyncSayTheyCannotRunHere)
{
    const CompileOutcome wmma = compileKernel(
        QStringLiteral("#include <mma.h>\n__global__ void k(float* a) { }\n"), QStringLiteral("k.cu"), QString());
    ASSERT_FALSE(wmma.kernel);
    EXPECT_TRUE(wmma.output.contains(QStringLiteral("WMMA (nvcuda::wmma, tensor cores) cannot run in the emulator")))
        << wmma.output.toStdString();
    const CompileOutcome grid = compileKernel(QStringLiteral("#include <cooperative_groups.h>\n"
                                                             "namespace cg = cooperative_groups;\n"
                                                             "__global__ void k(float* a)\n"
                                                             "{\n"
                                                             "    cg::this_grid().sync();\n"
                                                             "}\n"),
        QStringLiteral("k.cu"), QString());
    ASSERT_FALSE(grid.kernel);
    ASSERT_FALSE(grid.diagnostics.isEmpty());
    EXPECT_EQ(grid.diagnostics[0].line, 5);
    EXPECT_TRUE(grid.diagnostics[0].message.contains(QStringLiteral("a grid-wide sync")));
}

TEST(CudaVocabulary, AMissingBraceIsReportedOnTheStudentsLine)
{
    const CompileOutcome c = compileKernel(QStringLiteral("__global__ void k(float* a)\n"
                                                          "{\n"
                                                          "    if (threadIdx.x < 4) {\n"
                                                          "        a[threadIdx.x] = 1.0f;\n"
                                                          "}\n"),
        QStringLiteral("k.cu"), QString());
    ASSERT_FALSE(c.kernel);
    ASSERT_FALSE(c.diagnostics.isEmpty());
    EXPECT_EQ(c.diagnostics[0].line, 2);
    EXPECT_EQ(c.diagnostics[0].message.toStdString(), "Line 2: this { is never closed: a } is missing after it.");
    EXPECT_FALSE(c.output.contains(QStringLiteral("cudaviz-launch"))) << c.output.toStdString();
}

TEST(PlaygroundScale, TheAnalysisCoversAccessesPastThePicturesBudget)
{
    // 8192 threads read 300 values each and write one: 2.5 Mi reads, 8 Ki writes... twice over the
    // picture's 4 Mi with the second loop. The last block races on out[0] (every thread of it
    // writes there): found although no access of that block is kept.
    const QString source = QStringLiteral("__global__ void many(const float* in, float* out)\n"
                                          "{\n"
                                          "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                          "    float s = 0;\n"
                                          "    for (int k = 0; k < 600; ++k)\n"
                                          "        s += in[(i + k) % 1024];\n"
                                          "    if (blockIdx.x == gridDim.x - 1)\n"
                                          "        out[0] = s;\n"
                                          "    else\n"
                                          "        out[i] = s;\n"
                                          "}\n");
    const CompileOutcome compiled = compileKernel(source, QStringLiteral("many.cu"), QString());
    ASSERT_TRUE(compiled.kernel) << compiled.error.toStdString();
    QString error;
    const auto launch = parseLaunchOptions(
        { QStringLiteral("--grid"), QStringLiteral("32"), QStringLiteral("--block"), QStringLiteral("256"),
            QStringLiteral("--arg"), QStringLiteral("in=float[1024]:const:1"), QStringLiteral("--arg"),
            QStringLiteral("out=float[8192]") },
        &error);
    ASSERT_TRUE(launch) << error.toStdString();
    const RunOutcome out = runUserKernel(*compiled.kernel, launch->spec);
    ASSERT_TRUE(out.run) << out.error.toStdString();
    const UserRun& run = *out.run;
    const int64_t accesses = int64_t(8192) * 601;
    ASSERT_GT(accesses, kMaxKeptAccesses);
    EXPECT_FALSE(run.traceKept);
    EXPECT_EQ(run.trace->accessCount(), 0);
    EXPECT_EQ(run.report.accesses, accesses);
    EXPECT_EQ(run.report.global.load.requests, int64_t(8192 / 32) * 600);
    EXPECT_EQ(run.report.global.store.requests, 8192 / 32);
    QStringList kinds;
    for (const Finding& f : run.findings)
        kinds << f.kind;
    ASSERT_EQ(kinds, QStringList { QStringLiteral("race") }) << messages(run).toStdString();
    EXPECT_EQ(run.findings[0].line, 8);
    EXPECT_TRUE(trafficLines(run).last().startsWith(
        QStringLiteral("The run made %1 memory accesses: the numbers above count every one").arg(accesses)));
}

// The barrier a race names is the one that orders its threads: lanes of one warp in a warp-synchronous
// tail need a __syncwarp(); a value read by two warps needs a __syncthreads(), though the first pair the
// emulator meets is in one warp. The note on a race's values is said once.
TEST(CudaVocabulary, ARaceNamesTheBarrierThatOrdersItsThreads)
{
    const Ran tail = runFile(QStringLiteral("warp_tail_race.cu"));
    ASSERT_RAN(tail);
    ASSERT_FALSE(tail.run().findings.isEmpty());
    for (const Finding& f : tail.run().findings) {
        ASSERT_EQ(f.kind, QStringLiteral("race")) << f.message.toStdString();
        EXPECT_TRUE(f.message.contains(QStringLiteral("lanes of one warp with no __syncwarp()")))
            << f.message.toStdString();
        EXPECT_FALSE(f.message.contains(QStringLiteral("__syncthreads()"))) << f.message.toStdString();
    }
    const QString note = QStringLiteral("The values a race leaves in the emulator can differ from a GPU's");
    EXPECT_TRUE(tail.run().findings[0].message.contains(note));
    for (qsizetype k = 1; k < tail.run().findings.size(); ++k)
        EXPECT_FALSE(tail.run().findings[k].message.contains(note));

    const Ran broadcast = runFile(QStringLiteral("broadcast_race.cu"));
    ASSERT_RAN(broadcast);
    ASSERT_EQ(broadcast.kinds(), QStringList { QStringLiteral("race") }) << messages(broadcast.run()).toStdString();
    const QString message = broadcast.run().findings[0].message;
    EXPECT_TRUE(message.contains(QStringLiteral("with no __syncthreads() between them"))) << message.toStdString();
    EXPECT_FALSE(message.contains(QStringLiteral("__syncwarp"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("thread 32 read it (line 10)"))) << message.toStdString();
}
