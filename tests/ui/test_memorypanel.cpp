#include "mappingview/ladderdialog.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/memorypanel.h"
#include "mappingview/threadmappingpage.h"
#include "uitesthelpers.h"

#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <gtest/gtest.h>

using namespace cvz;
using cvz::presetIndex;

namespace {

// The page with its Memory tab shown, after the preset's launch is recorded.
void showMemory(ThreadMappingPage& page, const char* preset)
{
    page.resize(1600, 900);
    page.show();
    page.sideTabs()->setCurrentWidget(page.memory());
    page.controls()->applyPreset(presetIndex(QLatin1String(preset)));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.isTracing() && !page.memory()->isRecording(); }, 30000));
    ASSERT_TRUE(page.memory()->recorded());
}

QString text(const MemoryPanel& panel, const char* name)
{
    return panel.findChild<QLabel*>(QLatin1String(name))->text();
}
} // namespace

TEST(MemoryPanel, NaiveMatmulShowsSixteenSectorsForAColumnOfA)
{
    ThreadMappingPage page;
    showMemory(page, "Matmul, naive");
    MemoryPanel& memory = *page.memory();
    page.seek(0);
    // Warp 0: K = 48 visits of A and of B, then the store of C.
    EXPECT_EQ(memory.instructionCount(), 2 * 48 + 1);
    memory.selectInstruction(0); // the first load of A: 16 rows, K floats apart
    EXPECT_TRUE(text(memory, "memoryVerdict")
                    .startsWith(QStringLiteral("32 lanes ask for 16 different floats (lanes reading the same one "
                                               "share it), 64 bytes; they lie in 16 sectors of 32 bytes")))
        << text(memory, "memoryVerdict").toStdString();
    memory.selectInstruction(1); // B: two neighbouring columns, one sector, in the singular
    EXPECT_TRUE(
        text(memory, "memoryVerdict").contains(QStringLiteral("they lie in 1 sector of 32 bytes (1 line of 128)")))
        << text(memory, "memoryVerdict").toStdString();
    EXPECT_TRUE(text(memory, "memoryVerdict").endsWith(QStringLiteral("Packed and aligned, 1 sector would do.")))
        << text(memory, "memoryVerdict").toStdString();
    const auto* table = memory.findChild<QTableWidget*>(QStringLiteral("memoryReportTable"));
    ASSERT_EQ(table->rowCount(), 3); // load A, load B, store C
    EXPECT_EQ(table->item(0, 2)->text(), QStringLiteral("16.00"));
    EXPECT_EQ(table->item(1, 2)->text(), QStringLiteral("1.00"));
    EXPECT_TRUE(text(memory, "memorySummary").contains(QStringLiteral("Races: 0")));
}

TEST(MemoryPanel, TiledSharedLoadsAreConflictFreeAndOccupancyIsShown)
{
    ThreadMappingPage page;
    showMemory(page, "Matmul, shared-memory");
    MemoryPanel& memory = *page.memory();
    page.seek(64);
    memory.selectInstruction(4); // a load of As inside the k loop
    EXPECT_TRUE(text(memory, "memoryVerdict").contains(QStringLiteral("no bank conflict")))
        << text(memory, "memoryVerdict").toStdString();
    EXPECT_TRUE(text(memory, "memoryOccupancy").contains(QStringLiteral("occupancy")));
    // Stepping to another warp keeps the panel in step with the animation.
    page.seek(256 + 32);
    EXPECT_TRUE(text(memory, "memoryTitle").startsWith(QStringLiteral("Warp 1 of block 1")))
        << text(memory, "memoryTitle").toStdString();
}

TEST(MemoryPanel, AHiddenTabRecordsNothingUntilShown)
{
    ThreadMappingPage page;
    page.resize(1600, 900);
    page.show();
    page.controls()->applyPreset(presetIndex(QStringLiteral("Matmul, naive")));
    EXPECT_FALSE(page.memory()->isRecording());
    EXPECT_FALSE(page.memory()->recorded());
    page.sideTabs()->setCurrentWidget(page.memory());
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.memory()->recorded().has_value(); }, 30000));
}

TEST(LadderDialog, TheLadderSideBySideWithMeasuredTimesWhereTheyExist)
{
    // A result file from "lab-gpu" with gpu-naive at 32 x 32 x 32 (and one at another size).
    ChartSource lab;
    lab.label = QStringLiteral("lab-gpu");
    BenchResult naive;
    naive.backend = Backend::GpuNaive;
    naive.m = naive.n = naive.k = 32;
    naive.stats.median = 0.05;
    naive.gflops = 1.3;
    lab.set.results.push_back(naive);
    naive.m = 64;
    lab.set.results.push_back(naive);
    LadderDialog dialog([lab] { return std::vector<ChartSource> { lab }; });
    dialog.sizeBox()->setValue(32);
    dialog.count();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog.isCounting(); }, 30000));
    QCoreApplication::processEvents();
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->rowCount(), 5);
    EXPECT_EQ(table->item(0, 0)->text(), QStringLiteral("matmul-naive"));
    EXPECT_EQ(table->item(4, 0)->text(), QStringLiteral("matmul-warptiled"));
    EXPECT_EQ(table->item(0, 1)->text(), QStringLiteral("8.50")); // A 16 + B 1 per step k
    EXPECT_EQ(table->item(1, 1)->text(), QStringLiteral("2.00"));
    EXPECT_EQ(table->item(2, 4)->text(), QStringLiteral("1.00")); // tiled: conflict-free
    EXPECT_TRUE(table->item(0, 6)->text().startsWith(QStringLiteral("lab-gpu: 0.05 ms")))
        << table->item(0, 6)->text().toStdString();
    EXPECT_EQ(table->item(1, 6)->text(), QStringLiteral("–")); // nothing measured for coalesced
}
