#include "device/versions.h"

#include <gtest/gtest.h>

using namespace cvz;

TEST(Versions, CudaVersionsReadLikeNvidiaSmi)
{
    EXPECT_EQ(formatCudaVersion(13000), QStringLiteral("13.0"));
    EXPECT_EQ(formatCudaVersion(12040), QStringLiteral("12.4"));
    EXPECT_EQ(formatCudaVersion(0), QString());
}

TEST(Versions, CublasVersionHasThreeParts)
{
    EXPECT_EQ(formatCublasVersion(130001), QStringLiteral("13.0.1"));
}

TEST(Versions, LibraryVersionsAreKnown)
{
    EXPECT_TRUE(eigenVersion().startsWith(QStringLiteral("3.")));
    EXPECT_TRUE(qtVersions().startsWith(QStringLiteral("6.")));
    EXPECT_FALSE(appVersion().isEmpty());
    EXPECT_FALSE(compilerDescription().isEmpty());
}
