// CUDA graphs in a whole program: made by stream capture or node by node, launched as a list of their
// nodes' work (resources/playground/include/cvz_graph.h), and kernels launched by their address
// (cvz_kernelpointer.h, registered by core/playground/source/kernelsbyaddress.cpp).
#include "programfile.h"

using namespace cvz;

namespace {
QStringList launchedKernels(const UserProgram& p)
{
    QStringList out;
    for (const ProgramCall& c : p.calls)
        if (c.kind == ProgramCallKind::Launch)
            out << c.name;
    return out;
}
} // namespace

// Two streams forked and joined by events are captured into one graph of five nodes; the capture
// runs nothing, each launch of the graph runs them all in order, and a synchronisation inside a
// capture is refused and spoils it, as CUDA does.
TEST(CudaGraphs, AStreamCaptureRecordsTheForkedStreamsAndEachLaunchRunsThemAll)
{
    const ProgramRan r = runProgramFile(QStringLiteral("graph_capture.cu"));
    ASSERT_PROGRAM_RAN(r);
    // y = 2 i + 3 in the graph, then + 100 after it, three times over from the copy of i; z = 1.
    EXPECT_EQ(r.program().output,
        QStringLiteral("s1 captured: 1\n"
                       "end capture: cudaSuccess\n"
                       "nodes: 5\n"
                       "before launch: y[10] = 0.0\n"
                       "y[10] = 123.0, y[999] = 2101.0, z[5] = 1.0\n"
                       "sync in capture: cudaErrorStreamCaptureUnsupported\n"
                       "end capture: cudaErrorStreamCaptureInvalidated, graph none\n"
                       "last error: cudaErrorStreamCaptureInvalidated\n"));
    EXPECT_TRUE(r.kinds().isEmpty());
    // The graph's three launches each time, and the launch after it; none while capturing.
    const QStringList once { QStringLiteral("scale"), QStringLiteral("shift"), QStringLiteral("shift"),
        QStringLiteral("shift") };
    EXPECT_EQ(launchedKernels(r.program()), once + once + once);
}

// A graph built node by node: kernel nodes by address whose arguments are copied when they are added,
// a child graph captured from cuBLAS (its host scalar read then), a host node; then cudaLaunchKernel
// by address and by the kernel itself.
TEST(CudaGraphs, NodesAddedOneByOneRunInOrderWithTheArgumentsTheyWereGiven)
{
    const ProgramRan r = runProgramFile(QStringLiteral("graph_nodes.cu"));
    ASSERT_PROGRAM_RAN(r);
    // Twice y = (y + 1 + 2 i) / 2 over all 300, then + 2 where i < 100 (count was 100 by then).
    EXPECT_EQ(r.program().output,
        QStringLiteral("nodes: 4, grid 3 of 128 threads\n"
                       "host node: 1 launches so far\n"
                       "host node: 2 launches so far\n"
                       "y[1] = 4.50, y[99] = 176.00, y[100] = 175.75, y[299] = 524.00\n"
                       "no error\n"));
    EXPECT_TRUE(r.kinds().isEmpty());
    const QStringList graph { QStringLiteral("addOne"), QStringLiteral("halve") };
    const QStringList byAddress { QStringLiteral("addOne"), QStringLiteral("addOne") };
    EXPECT_EQ(launchedKernels(r.program()), graph + graph + byAddress);
}

// A kernel inside a namespace is launched by its address; a template's instance is not known by
// address, and the program stops at that call with a finding that says why and what to write.
TEST(CudaGraphs, ALaunchByAddressOfATemplateInstanceIsAFindingAtItsLine)
{
    const QString file = QStringLiteral("launch_by_address.cu");
    const ProgramRan r = runProgramFile(file);
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output, QStringLiteral("mark: 7 38\n"));
    ASSERT_EQ(r.kinds(), QStringList { QStringLiteral("unsupported") });
    const Finding& f = r.program().findings[0];
    EXPECT_TRUE(f.message.contains(QStringLiteral("template's instance"))) << f.message.toStdString();
    EXPECT_TRUE(f.message.contains(QStringLiteral("<<<...>>>"))) << f.message.toStdString();
    const QStringList lines = testProgramSource(file).split(u'\n');
    EXPECT_EQ(f.line,
        int(lines.indexOf(QStringLiteral("    cudaLaunchKernel((void*)fill<int>, dim3(1), dim3(32), args, 0, 0);"))
            + 1));
}

// A launch given no stream while a blocking stream is captured is refused and spoils the capture; beside
// a non-blocking stream it runs at once. A graph's launches return their own errors, so an error left
// from before does not stop it.
TEST(CudaGraphs, StreamZeroInACaptureIsRefusedOnlyWhereItWouldWaitForTheCapturedStream)
{
    const ProgramRan r = runProgramFile(QStringLiteral("graph_rules.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_EQ(r.program().output,
        QStringLiteral("no stream: cudaErrorStreamCaptureImplicit\n"
                       "end capture: cudaErrorStreamCaptureInvalidated\n"
                       "y[0] = 0\n"
                       "no stream: cudaSuccess\n"
                       "end capture: cudaSuccess\n"
                       "y[0] = 10\n"
                       "graph launch: cudaSuccess\n"
                       "graph launch: cudaSuccess\n"
                       "y[0] = 16, y[1] = 2\n"
                       "last error: cudaErrorInvalidConfiguration\n"));
}
