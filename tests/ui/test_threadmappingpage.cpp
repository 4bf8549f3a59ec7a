#include "mappingview/formulapanel.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/mappingview.h"
#include "mappingview/predictpanel.h"
#include "mappingview/threadmappingpage.h"
#include "uitesthelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <gtest/gtest.h>

using namespace cvz;
using cvz::presetIndex;

namespace {
QImage grab(ThreadMappingPage& page)
{
    page.view()->resize(900, 600);
    return page.view()->grab().toImage();
}

QSpinBox* spin(ThreadMappingPage& page, const char* name)
{
    return page.controls()->findChild<QSpinBox*>(QString::fromLatin1(name));
}

} // namespace

TEST(ThreadMappingPage, StartsWithTheVectorAddPreset)
{
    ThreadMappingPage page;
    EXPECT_EQ(page.scene().threadCount(), 1024);
    EXPECT_EQ(page.cursor().position(), 0);
    EXPECT_TRUE(page.formulas()->formulaText().startsWith(
        QStringLiteral("i = blockIdx.x * blockDim.x + threadIdx.x = 0 * 256 + 0 = 0")));
}

TEST(ThreadMappingPage, ChangingControlsUpdatesThePicture)
{
    ThreadMappingPage page;
    const QImage before = grab(page);
    spin(page, "blockx")->setValue(128);
    page.controls()->fitGridToProblem();
    EXPECT_EQ(page.scene().launch().block.x, 128);
    EXPECT_EQ(page.scene().launch().grid.x, 8);
    EXPECT_NE(grab(page), before);
}

TEST(ThreadMappingPage, SteppingMovesTheHighlightAndTheFormula)
{
    ThreadMappingPage page;
    page.show();
    const QImage start = grab(page);
    for (int i = 0; i < 17; ++i)
        page.stepForward();
    EXPECT_EQ(page.cursor().position(), 17);
    EXPECT_NE(grab(page), start);
    EXPECT_TRUE(page.formulas()->formulaText().contains(QStringLiteral("= 0 * 256 + 17 = 17")));
    page.seek(2 * 256 + 17);
    EXPECT_TRUE(page.formulas()->formulaText().contains(QStringLiteral("= 2 * 256 + 17 = 529")));
    page.stepBack();
    EXPECT_EQ(page.cursor().position(), 528);
    // The arrow keys do the same when the picture has focus.
    page.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&page));
    page.view()->setFocus();
    QTest::keyClick(page.view(), Qt::Key_Right);
    EXPECT_EQ(page.cursor().position(), 529);
}

TEST(ThreadMappingPage, InvalidConfigShowsItsMessageAndKeepsThePicture)
{
    ThreadMappingPage page;
    page.show();
    MappingSetup bad = page.controls()->setup().value();
    bad.launch.block = { 32, 32, 2 };
    page.controls()->setSetup(bad);
    auto* message = page.controls()->findChild<QLabel*>(QStringLiteral("validationMessage"));
    ASSERT_NE(message, nullptr);
    EXPECT_TRUE(message->isVisible());
    EXPECT_EQ(message->text(), QStringLiteral("blockDim 32x32x2 = 2048 threads; a block holds at most 1024"));
    EXPECT_EQ(page.scene().threadCount(), 1024); // the last valid launch stays on screen
    spin(page, "blockz")->setValue(1);
    EXPECT_FALSE(message->isVisible());
    EXPECT_EQ(page.scene().launch().block, (Dim3 { 32, 32, 1 }));

    spin(page, "size0")->setValue(-1);
    EXPECT_EQ(message->text(), QStringLiteral("n = -1; the problem size must be at least 1"));
}

TEST(ThreadMappingPage, NoGuardPresetMarksOutOfBoundsWrites)
{
    ThreadMappingPage page;
    page.controls()->applyPreset(presetIndex(QStringLiteral("Why if (i < n)")));
    EXPECT_FALSE(page.scene().mapping().guard());
    EXPECT_EQ(page.scene().state(1023), ThreadState::OutOfRange);
    page.seek(1023);
    EXPECT_TRUE(page.formulas()->formulaText().contains(QStringLiteral("out of bounds")));
}

TEST(ThreadMappingPage, MatmulTraceRunsOffTheGuiThreadAndCanBeCancelled)
{
    ThreadMappingPage page;
    page.controls()->applyPreset(presetIndex(QStringLiteral("Matmul, shared-memory tiles")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.isTracing(); }, 30000));
    EXPECT_TRUE(page.scene().isTrace());
    EXPECT_EQ(page.scene().arrays().size(), 5u);
    page.seek(53);
    EXPECT_TRUE(page.formulas()->formulaText().contains(QStringLiteral("from shared memory")));

    // A bigger trace, cancelled at once: the previous scene stays.
    spin(page, "size0")->setValue(128);
    spin(page, "size1")->setValue(128);
    spin(page, "size2")->setValue(128);
    page.controls()->fitGridToProblem();
    page.findChild<QPushButton*>(QStringLiteral("cancelTrace"))->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.isTracing(); }, 30000));
    EXPECT_LE(page.scene().launch().totalThreads(), 9 * 256); // still the 48x48 launch
}

TEST(ThreadMappingPage, MillionThreadsStayInteractive)
{
    ThreadMappingPage page;
    page.controls()->applyPreset(presetIndex(QStringLiteral("One million threads")));
    EXPECT_EQ(page.scene().threadCount(), 1 << 20);
    page.seek(700000);
    EXPECT_EQ(page.cursor().position(), 700000);
    EXPECT_FALSE(grab(page).isNull());
}

TEST(ThreadMappingPage, PlayingAdvancesAndStopsAtTheEnd)
{
    ThreadMappingPage page;
    page.controls()->applyPreset(presetIndex(QStringLiteral("Tiny")));
    page.togglePlay();
    EXPECT_TRUE(page.isPlaying());
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.cursor().atEnd(); }, 10000));
    EXPECT_FALSE(page.isPlaying());
}

// Launches whose thread count passes 64 bits used to wrap, pass the picture's cap and crash
// the renderer (SEGV); a grid-stride n of 2^31 asked for an 8 GiB image.
TEST(ThreadMappingPage, HostileLaunchesAreRefusedAndThePictureStays)
{
    ThreadMappingPage page;
    page.show();
    auto* message = page.controls()->findChild<QLabel*>(QStringLiteral("validationMessage"));
    ASSERT_NE(message, nullptr);
    MappingSetup bad = page.controls()->setup().value();
    bad.shape = { { 100, 1, 1 } };
    bad.launch = { { 143575247, 65350, 65535 }, { 30, 1, 1 } };
    page.controls()->setSetup(bad);
    EXPECT_TRUE(message->isVisible());
    EXPECT_TRUE(message->text().contains(QStringLiteral("about 1.84e+19"))) << message->text().toStdString();
    EXPECT_EQ(page.scene().threadCount(), 1024);
    EXPECT_FALSE(grab(page).isNull());

    bad.launch = { { 2147483647, 65535, 65535 }, { 1024, 1, 1 } };
    page.controls()->setSetup(bad);
    EXPECT_TRUE(message->text().contains(QStringLiteral("more than the picture can follow")));

    bad.kernel = TeachingKernel::GridStride;
    bad.shape = { { 2147483647, 1, 1 } };
    bad.launch = { { 4, 1, 1 }, { 256, 1, 1 } };
    page.controls()->setSetup(bad);
    EXPECT_TRUE(message->text().contains(QStringLiteral("more than the picture draws")))
        << message->text().toStdString();
    EXPECT_EQ(page.scene().threadCount(), 1024);
}

TEST(ThreadMappingPage, TheGuardCheckboxShowsTheKernelsConditionWithBothAmpersands)
{
    ThreadMappingPage page;
    page.controls()->applyPreset(presetIndex(QStringLiteral("Matrix 100")));
    auto* guard = page.controls()->findChild<QCheckBox*>(QStringLiteral("guardCheck"));
    ASSERT_TRUE(guard);
    // A button shows "&&" as "&" (a lone '&' marks the shortcut key): the text must double it.
    QString shown = guard->text();
    shown.replace(QStringLiteral("&&"), QStringLiteral("&"));
    EXPECT_EQ(shown, QStringLiteral("Guard: if (row < rows && col < cols)"));
}

TEST(ThreadMappingPage, PredictThenCheckAsksAboutTheLaunchOnScreen)
{
    ThreadMappingPage page; // vector add, n = 1000, blocks of 256
    page.show();
    PredictPanel* predict = page.predict();
    const PredictQuestion* q = predict->question();
    ASSERT_TRUE(q);
    ASSERT_EQ(q->answer.size(), 2);
    const int64_t element = q->answer[0] * 256 + q->answer[1];
    EXPECT_TRUE(q->text.startsWith(QStringLiteral("Which thread writes element %1?").arg(element)));
    auto* feedback = predict->findChild<QLabel*>(QStringLiteral("predictFeedback"));
    auto* show = predict->findChild<QPushButton*>(QStringLiteral("predictShow"));
    EXPECT_FALSE(show->isEnabled()); // first predict, then look
    predict->answer(QStringLiteral("0, %1").arg(element)); // the index, not the block and thread
    EXPECT_TRUE(feedback->text().startsWith(
        QStringLiteral("Not quite: blockIdx %1, threadIdx %2.").arg(q->answer[0]).arg(q->answer[1])))
        << feedback->text().toStdString();
    EXPECT_TRUE(
        feedback->text().contains(QStringLiteral("i = blockIdx.x * blockDim.x + threadIdx.x = %1 * 256 + %2 = %3")
                                      .arg(q->answer[0])
                                      .arg(q->answer[1])
                                      .arg(element)));
    ASSERT_TRUE(show->isEnabled());
    show->click();
    EXPECT_EQ(page.cursor().position(), element); // the picture shows that thread
    // A matmul trace has no index questions; the panel says which kernels have them.
    page.controls()->applyPreset(presetIndex(QStringLiteral("Matmul, naive")));
    EXPECT_TRUE(QTest::qWaitFor([&] { return !predict->question(); }, 30000)); // once its trace is shown
}

// Every kernel that offers its own preset (the stencil, the reduction, the histogram) is in the
// presets menu and the kernel menu, and its preset shows a traced picture of its arrays.
TEST(ThreadMappingPage, EveryCatalogPresetShowsItsTracedKernel)
{
    ThreadMappingPage page;
    auto* kernels = page.controls()->findChild<QComboBox*>(QStringLiteral("kernelCombo"));
    ASSERT_NE(kernels, nullptr);
    EXPECT_EQ(kernels->count(), kTeachingKernelCount);
    int offered = 0;
    const std::vector<MappingPreset> presets = mappingPresets();
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        if (!info.preset.title)
            continue;
        SCOPED_TRACE(info.key);
        ++offered;
        int index = -1;
        for (size_t p = 0; p < presets.size(); ++p)
            if (presets[p].setup.kernel == info.id)
                index = int(p);
        ASSERT_GE(index, 0);
        page.controls()->applyPreset(index);
        ASSERT_TRUE(QTest::qWaitFor([&] { return !page.isTracing(); }, 30000));
        EXPECT_EQ(kernels->currentIndex(), i);
        EXPECT_TRUE(page.scene().isTrace());
        bool hasOutput = false;
        for (const SceneArray& a : page.scene().arrays())
            hasOutput = hasOutput || a.name == QLatin1String(info.output);
        EXPECT_TRUE(hasOutput) << "the picture shows " << info.output;
        page.seek(5);
        EXPECT_TRUE(page.formulas()->formulaText().contains(QStringLiteral("blockIdx.x * blockDim.x")));
    }
    EXPECT_EQ(offered, 3);
}

// Choosing a kernel in the menu, from any other, gives a launch it can run: its usual block
// and the grid that fits the sizes on screen (it once kept the old kernel's block).
TEST(ThreadMappingPage, PickingAnyKernelFromTheMenuGivesALaunchItRuns)
{
    ThreadMappingPage page;
    auto* kernels = page.controls()->findChild<QComboBox*>(QStringLiteral("kernelCombo"));
    ASSERT_NE(kernels, nullptr);
    auto* message = page.controls()->findChild<QLabel*>(QStringLiteral("validationMessage"));
    ASSERT_NE(message, nullptr);
    for (const int from : { 0, 6 }) // from vecadd (block 256) and from matmul-tiled (16 x 16)
        for (int i = 0; i < kTeachingKernelCount; ++i) {
            const TeachingKernelInfo& info = kernelAt(i);
            SCOPED_TRACE(std::string(kernelAt(from).key) + " -> " + info.key);
            kernels->setCurrentIndex(from);
            kernels->setCurrentIndex(i);
            ASSERT_TRUE(QTest::qWaitFor([&] { return !page.isTracing(); }, 30000));
            const std::optional<MappingSetup> setup = page.controls()->setup();
            ASSERT_TRUE(setup.has_value());
            EXPECT_EQ(setup->kernel, info.id);
            EXPECT_EQ(setup->launch.block, usualBlock(info.id));
            EXPECT_FALSE(validateSetup(*setup).has_value()) << validateSetup(*setup)->toStdString();
            EXPECT_TRUE(message->isHidden()) << message->text().toStdString();
        }
}
