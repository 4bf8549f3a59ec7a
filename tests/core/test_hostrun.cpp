// The GPU check compares a kernel's GPU output with the same body run on the host
// (gpucheck/hostrun.h: std::thread per thread, std::barrier per block). That reference must
// itself be right: here it is compared with the app's emulator on the same inputs.
#include "emulator/emulatedkernels.h"
#include "hostrun.h"
#include "mapping/mappingform.h"

#include <gtest/gtest.h>

using namespace cvz;

TEST(HostRun, EveryKernelTheGpuCheckRunsMatchesTheEmulator)
{
    int checked = 0;
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        if (info.family != KernelFamily::Transpose && info.family != KernelFamily::Vector)
            continue;
        SCOPED_TRACE(info.key);
        const KernelShape shape
            = info.family == KernelFamily::Transpose ? KernelShape { { 33, 70, 1 } } : KernelShape { { 1000, 1, 1 } };
        const LaunchConfig launch = kernelLaunch(info.id, shape, usualBlock(info.id).x);
        HostRun host(info.id, shape, launch);
        ASSERT_TRUE(runOnHost(host, info.id)) << host.error();

        EmulationRequest request;
        request.kernel = info.id;
        request.shape = shape;
        request.inputs = host.inputs();
        request.launch = launch;
        const EmulationRun emulated = emulateKernel(request);
        ASSERT_EQ(emulated.outcome, BlockEmulator::Outcome::Finished) << emulated.error.toStdString();
        ASSERT_EQ(host.output().size(), emulated.output.size());
        for (size_t e = 0; e < emulated.output.size(); ++e)
            ASSERT_EQ(host.output()[e], emulated.output[e]) << "element " << e;
        ++checked;
    }
    EXPECT_EQ(checked, 5); // two transposes, the stencil, the reduction, the histogram
}

TEST(HostRun, ALaunchPastItsBudgetIsRefused)
{
    const KernelShape shape { { 1 << 20, 1, 1 } };
    HostRun host(TeachingKernel::Stencil1D, shape, kernelLaunch(TeachingKernel::Stencil1D, shape, 128));
    EXPECT_FALSE(runOnHost(host, TeachingKernel::Stencil1D));
    EXPECT_NE(host.error().find("at most 65536"), std::string::npos) << host.error();
}
