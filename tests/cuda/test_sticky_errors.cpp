// The GPU module disables the GPU for the rest of the run after an error from which CUDA
// cannot recover. Which errors those are is documented in the toolkit's driver_types.h
// ("... the process must be terminated and relaunched"): read it, and check every one is in
// the module's list. Host code only: no GPU needed.
#include "cudacheck.h"

#include <fstream>
#include <gtest/gtest.h>
#include <regex>
#include <sstream>
#include <string>

TEST(StickyErrors, EveryErrorCudaSaysNeedsARestartIsSticky)
{
    std::ifstream header(CUDAVIZ_DRIVER_TYPES_H);
    ASSERT_TRUE(header) << CUDAVIZ_DRIVER_TYPES_H;
    std::stringstream text;
    text << header.rdbuf();
    const std::string all = text.str();
    const auto start = all.find("enum __device_builtin__ cudaError");
    ASSERT_NE(start, std::string::npos);
    const std::string body = all.substr(start, all.find("};", start) - start);
    // "/** ... */ cudaErrorName = 702," with the doc comment before each enumerator
    const std::regex item(R"(/\*\*((?:[^*]|\*(?!/))*)\*/\s*(cudaError\w+)\s*=\s*(\d+))");
    const std::regex relaunch(R"(terminated\s*(\*\s*)?and\s*(\*\s*)?relaunched)");
    int fatal = 0;
    for (auto it = std::sregex_iterator(body.begin(), body.end(), item); it != std::sregex_iterator(); ++it) {
        if (!std::regex_search((*it)[1].str(), relaunch))
            continue;
        ++fatal;
        const int code = std::stoi((*it)[3].str());
        EXPECT_TRUE(cvz::isStickyError(static_cast<cudaError_t>(code))) << (*it)[2].str() << " = " << code;
    }
    EXPECT_GE(fatal, 10) << "the header's wording changed: the test found too few";
    EXPECT_TRUE(cvz::isStickyError(cudaErrorLaunchTimeout));
    EXPECT_TRUE(cvz::isStickyError(cudaErrorAssert));
    EXPECT_FALSE(cvz::isStickyError(cudaErrorInvalidValue)); // an ordinary mistake: the GPU stays on
    EXPECT_FALSE(cvz::isStickyError(cudaErrorMemoryAllocation));
}
