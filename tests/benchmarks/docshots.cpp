// Renders the docs' screenshots offscreen: cudaviz_docshots OUTPUT_DIR [mapping|memory|playground|catalog]
#include "benchview/benchmarkpage.h"
#include "charts/chartdata.h"
#include "chartview/chartspage.h"
#include "devicespage.h"
#include "i18n/language.h"
#include "lessonview/lessonspanel.h"
#include "mainwindow.h"
#include "mapping/mappingsetup.h"
#include "mappingview/formulapanel.h"
#include "mappingview/ladderdialog.h"
#include "mappingview/launchcontrols.h"
#include "mappingview/memorypanel.h"
#include "mappingview/predictpanel.h"
#include "mappingview/threadmappingpage.h"
#include "playground/source/examples.h"
#include "playground/source/launchcomment.h"
#include "playgroundview/codeeditor.h"
#include "playgroundview/exercisebar.h"
#include "playgroundview/foldertabs.h"
#include "playgroundview/launchpanel.h"
#include "playgroundview/playgroundpage.h"
#include "playgroundview/programview.h"
#include "playgroundview/runresultview.h"
#include "presentationmode.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSlider>
#include <QTabWidget>
#include <QTest>
#include <cstdio>
#include <functional>
#include <tuple>

using namespace cvz;

namespace {
int presetIndex(const QString& startsWith)
{
    const auto presets = mappingPresets();
    for (size_t i = 0; i < presets.size(); ++i)
        if (presets[i].title.startsWith(startsWith))
            return int(i);
    return 0;
}

// The preset of a kernel: titles are translated, kernels are not.
int presetOf(TeachingKernel kernel)
{
    const auto presets = mappingPresets();
    for (size_t i = 0; i < presets.size(); ++i)
        if (presets[i].setup.kernel == kernel)
            return int(i);
    return 0;
}

void save(QWidget& window, const QString& path)
{
    QCoreApplication::processEvents();
    if (window.grab().save(path))
        std::printf("wrote %s\n", qPrintable(path));
    else
        std::fprintf(stderr, "could not write %s\n", qPrintable(path));
}

void runPlayground(PlaygroundPage* page)
{
    page->run();
    if (!QTest::qWaitFor([&] { return !page->isRunning(); }, 60000))
        std::fprintf(stderr, "the playground run did not finish\n");
    QTest::qWait(50);
}

// Predict, then check, on the Thread Mapping page: a wrong answer and its explanation.
void predictShot(MainWindow& window, const QDir& out, const QString& suffix)
{
    ThreadMappingPage* mapping = window.mappingPage();
    window.tabs()->setCurrentWidget(mapping);
    mapping->controls()->applyPreset(presetIndex(QStringLiteral("Vector add")));
    mapping->sideTabs()->setCurrentWidget(mapping->predict());
    if (const PredictQuestion* q = mapping->predict()->question())
        mapping->predict()->answer(QStringLiteral("%1, %2").arg(q->answer[0]).arg(q->answer[1] + 1));
    save(window, out.filePath(QStringLiteral("mapping-predict%1.png").arg(suffix)));
    mapping->sideTabs()->setCurrentWidget(mapping->formulas());
}

// An example run and its picture, a transpose's bank conflicts, a missing barrier's race.
void exampleShots(MainWindow& window, const QDir& out, const QString& suffix)
{
    PlaygroundPage* page = window.playgroundPage();
    window.tabs()->setCurrentWidget(page);
    page->loadExample(QStringLiteral("vector_add.cu"));
    runPlayground(page);
    page->findChild<QSlider*>(QStringLiteral("playgroundThread"))->setValue(700);
    save(window, out.filePath(QStringLiteral("playground-vectoradd%1.png").arg(suffix)));

    page->loadExample(QStringLiteral("transpose.cu"));
    page->findChild<QComboBox*>(QStringLiteral("playgroundKernel"))
        ->setCurrentText(QStringLiteral("transposeCoalesced"));
    runPlayground(page);
    auto* tabs = page->results()->findChild<QTabWidget*>(QStringLiteral("playgroundResults"));
    tabs->setCurrentIndex(2);
    if (auto* list = tabs->widget(2)->findChild<QListWidget*>())
        list->setCurrentRow(list->count() - 2); // the tile's read down a column: 32-way conflicts
    save(window, out.filePath(QStringLiteral("playground-transpose-memory%1.png").arg(suffix)));

    QString racy = exampleSource(QStringLiteral("reduce_shared.cu"));
    racy.replace(racy.indexOf(QStringLiteral("    __syncthreads();\n")), 21, QString());
    page->setSource(racy, QStringLiteral("reduce_missing_barrier.cu"));
    runPlayground(page);
    save(window, out.filePath(QStringLiteral("playground-race%1.png").arg(suffix)));
}

// Kernels pasted in rather than loaded: one the sandbox stops, a warp shuffle, a struct argument.
void pastedKernelShots(MainWindow& window, const QDir& out, const QString& suffix)
{
    PlaygroundPage* page = window.playgroundPage();
    // A kernel a stranger handed out: the sandbox stops it and says what it tried, on its line.
    page->setSource(QStringLiteral("// cudaviz-launch: --kernel steal --grid 1 --block 32 --arg out=int[32]\n"
                                   "#include <stdio.h>\n\n"
                                   "__global__ void steal(int* out)\n{\n"
                                   "    out[threadIdx.x] = threadIdx.x;\n"
                                   "    FILE* f = fopen(\"/home/student/.ssh/id_rsa\", \"r\");\n"
                                   "    out[0] = f != 0;\n}\n"),
        QStringLiteral("handout.cu"));
    runPlayground(page);
    save(window, out.filePath(QStringLiteral("playground-sandbox%1.png").arg(suffix)));

    // A cooperative-groups warp sum whose lanes past n return before the shuffle that reads them.
    page->setSource(QStringLiteral("// cudaviz-launch: --grid 2 --block 64 --arg in=float[100]:iota --arg out=float[4] "
                                   "--arg n=100\n"
                                   "#include <cooperative_groups.h>\n"
                                   "namespace cg = cooperative_groups;\n\n"
                                   "__global__ void warpSum(const float* in, float* out, int n)\n{\n"
                                   "    auto warp = cg::tiled_partition<32>(cg::this_thread_block());\n"
                                   "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                   "    if (i >= n)\n"
                                   "        return;\n"
                                   "    float v = in[i];\n"
                                   "    for (int offset = 16; offset > 0; offset /= 2)\n"
                                   "        v += warp.shfl_down(v, offset);\n"
                                   "    if (warp.thread_rank() == 0)\n"
                                   "        out[i / 32] = v;\n}\n"),
        QStringLiteral("warp_sum.cu"));
    runPlayground(page);
    save(window, out.filePath(QStringLiteral("playground-shuffle%1.png").arg(suffix)));

    // A sparse matrix passed by value: the table binds its fields one by one.
    page->setSource(QStringLiteral("// cudaviz-launch: --grid 2 --block 4 --arg m.rowPtr=int[]:0,2,3,5,6,8,9\n"
                                   "// cudaviz-launch: --arg m.colIdx=int[]:0,3,1,0,2,5,1,4,3\n"
                                   "// cudaviz-launch: --arg m.values=float[]:1,2,3,4,5,6,7,8,9 --arg m.rows=6\n"
                                   "// cudaviz-launch: --arg x=float[6]:iota --arg y=float[6]\n"
                                   "struct CsrMatrix\n{\n"
                                   "    const int* rowPtr;\n    const int* colIdx;\n    const float* values;\n"
                                   "    int rows;\n};\n\n"
                                   "__global__ void spmvCsr(const CsrMatrix m, const float* x, float* y)\n{\n"
                                   "    int row = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                   "    if (row < m.rows) {\n"
                                   "        float sum = 0.0f;\n"
                                   "        for (int k = m.rowPtr[row]; k < m.rowPtr[row + 1]; ++k)\n"
                                   "            sum += m.values[k] * x[m.colIdx[k]];\n"
                                   "        y[row] = sum;\n    }\n}\n"),
        QStringLiteral("spmv_csr.cu"));
    runPlayground(page);
    save(window, out.filePath(QStringLiteral("playground-struct%1.png").arg(suffix)));
}

void exerciseAndProgramShots(MainWindow& window, const QDir& out, const QString& suffix)
{
    PlaygroundPage* page = window.playgroundPage();
    // An exercise, checked half done: the prefix sum without its middle barrier races.
    page->exercises()->choose(QStringLiteral("prefix-sum"));
    QString attempt = page->exercises()->current()->solution;
    attempt.replace(
        QStringLiteral("        __syncthreads();\n        s[t] += add;"), QStringLiteral("        s[t] += add;"));
    page->editor()->setPlainText(
        QStringLiteral("// cudaviz-launch: ") + page->exercises()->current()->launch + u'\n' + attempt);
    page->check(*page->exercises()->current());
    if (!QTest::qWaitFor([&] { return !page->isRunning(); }, 60000))
        std::fprintf(stderr, "the exercise check did not finish\n");
    QTest::qWait(50);
    save(window, out.filePath(QStringLiteral("playground-exercise%1.png").arg(suffix)));
    page->exercises()->choose(QString()); // back to free play

    // A whole program: its timeline of copies and the launch, its picture below.
    page->loadExample(QStringLiteral("program:matmul_events.cu"));
    runPlayground(page);
    page->program()->findChild<QTabWidget*>()->setCurrentIndex(1);
    save(window, out.filePath(QStringLiteral("playground-program%1.png").arg(suffix)));
}

// A program opened from `root` (a folder of the tests) and run; `show` picks what the shot shows.
void openedProgramShot(MainWindow& window, const QString& root, const QString& file,
    const std::function<void(PlaygroundPage*)>& show, const QString& path)
{
    PlaygroundPage* page = window.playgroundPage();
    window.tabs()->setCurrentWidget(page);
    const QString folder = QStringLiteral(CUDAVIZ_SOURCE_DIR "/tests/playground/kernels/") + root;
    page->openProgram(folder + u'/' + file, folder);
    runPlayground(page);
    show(page);
    save(window, path);
    page->loadExample(QStringLiteral("vector_add.cu"));
}

// A launch estimated before it runs: a kernel run at 1 Mi threads, then at 16 Mi, whose status says how
// long it will take from the first run's pace, past its time limit. Shot while it runs, then cancelled.
void estimateShot(MainWindow& window, const QDir& out, const QString& suffix)
{
    PlaygroundPage* page = window.playgroundPage();
    window.tabs()->setCurrentWidget(page);
    auto* trace = page->findChild<QComboBox*>(QStringLiteral("playgroundTrace"));
    const int traceBefore = trace->currentIndex();
    trace->setCurrentIndex(trace->findData(int(TraceMode::None)));
    page->setSource(
        QStringLiteral("// cudaviz-launch: --grid 4096 --block 256 --arg out=float[16777216] --arg n=16777216\n"
                       "// cudaviz-launch: --arg reps=2000\n"
                       "__global__ void spin(float* out, int n, int reps)\n{\n"
                       "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                       "    if (i < n) {\n        float x = i;\n"
                       "        for (int r = 0; r < reps; ++r)\n            x = x * 0.999f + 1.0f;\n"
                       "        out[i] = x;\n    }\n}\n"),
        QStringLiteral("spin.cu"));
    runPlayground(page);
    QString error;
    const auto big = parseLaunchOptions(QStringLiteral("--grid 65536 --block 256 --arg out=float[16777216] "
                                                       "--arg n=16777216 --arg reps=2000")
                                            .split(u' '),
        &error);
    page->launch()->setOptions(*big);
    page->run();
    QTest::qWait(1500);
    save(window, out.filePath(QStringLiteral("playground-estimate%1.png").arg(suffix)));
    page->cancel();
    if (!QTest::qWaitFor([&] { return !page->isRunning(); }, 60000))
        std::fprintf(stderr, "the cancelled run did not end\n");
    trace->setCurrentIndex(traceBefore);
    page->loadExample(QStringLiteral("vector_add.cu"));
}

// A book's program as a folder, with the kernel's header shown in its tab; a program's files; a
// program of several .cu files; a program that calls
// cuBLAS, whose routines run on OpenBLAS, each a row of the timeline.
void folderShots(MainWindow& window, const QDir& out, const QString& suffix)
{
    openedProgramShot(
        window, QStringLiteral("folders/course"), QStringLiteral("chapter1/scale_program.cu"),
        [](PlaygroundPage* page) { page->files()->setCurrentIndex(1); },
        out.filePath(QStringLiteral("playground-folder%1.png").arg(suffix)));
    // A program that reads the points beside it and writes its own file: the Files tab.
    openedProgramShot(
        window, QStringLiteral("folders/course"), QStringLiteral("chapter3/data_program.cu"),
        [](PlaygroundPage* page) { page->program()->findChild<QTabWidget*>()->setCurrentIndex(3); },
        out.filePath(QStringLiteral("playground-files%1.png").arg(suffix)));
    // A program of three .cu files: the other two in tabs beside it.
    openedProgramShot(
        window, QStringLiteral("folders/course"), QStringLiteral("chapter4/main.cu"),
        [](PlaygroundPage* page) { page->files()->setCurrentIndex(1); },
        out.filePath(QStringLiteral("playground-parts%1.png").arg(suffix)));
    openedProgramShot(
        window, QStringLiteral("programs"), QStringLiteral("cublas_calls.cu"),
        [](PlaygroundPage* page) { page->program()->findChild<QTabWidget*>()->setCurrentIndex(1); },
        out.filePath(QStringLiteral("playground-cublas%1.png").arg(suffix)));
}

// The Playground page: an example run and its picture, a transpose's bank conflicts, a
// missing barrier's race; at `size`, presented or not.
void playgroundShots(MainWindow& window, const QDir& out, const QString& suffix)
{
    predictShot(window, out, suffix);
    exampleShots(window, out, suffix);
    pastedKernelShots(window, out, suffix);
    exerciseAndProgramShots(window, out, suffix);
    folderShots(window, out, suffix);
    estimateShot(window, out, suffix);
}

// cudaviz_docshots DIR playground: the Playground shots, then on a laptop screen, on a
// 1920x1080 projector presented, and in Chinese, to look at.
void playgroundMode(MainWindow& window, const QDir& out)
{
    playgroundShots(window, out, QString());
    for (const QSize size : { QSize(1366, 768), QSize(1920, 1080) }) {
        MainWindow sized;
        sized.show();
        if (size.width() == 1920)
            sized.presentation()->setOn(true);
        sized.setWindowState(Qt::WindowNoState);
        sized.resize(size);
        playgroundShots(sized, out, QStringLiteral("-%1x%2").arg(size.width()).arg(size.height()));
        sized.presentation()->setOn(false);
    }
    installTranslations(QStringLiteral("zh_CN"));
    MainWindow chinese;
    chinese.resize(1366, 768);
    chinese.show();
    playgroundShots(chinese, out, QStringLiteral("-zh_CN"));
}

// cudaviz_docshots DIR presets: every Thread Mapping preset at a laptop's and a
// projector's size, in a window and presented (and presented in Chinese), to look at.
void presetShots(const QDir& out)
{
    struct Screen
    {
        QSize size;
        bool presenting;
        const char* language;
    };
    for (const Screen& screen : { Screen { { 1366, 768 }, false, "en" }, Screen { { 1366, 768 }, true, "en" },
             Screen { { 1920, 1080 }, false, "en" }, Screen { { 1920, 1080 }, true, "en" },
             Screen { { 1366, 768 }, true, "zh_CN" } }) {
        installTranslations(QString::fromLatin1(screen.language));
        MainWindow sized;
        sized.show();
        sized.tabs()->setCurrentWidget(sized.mappingPage());
        if (screen.presenting)
            sized.presentation()->setOn(true);
        sized.setWindowState(Qt::WindowNoState);
        sized.resize(screen.size);
        ThreadMappingPage* p = sized.mappingPage();
        const auto presets = mappingPresets();
        for (size_t i = 0; i < presets.size(); ++i) {
            p->controls()->applyPreset(int(i));
            if (!QTest::qWaitFor([&] { return !p->isTracing(); }, 60000))
                std::fprintf(stderr, "the trace of preset %zu did not finish\n", i);
            p->seek(p->scene().threadCount() / 3);
            QTest::qWait(30);
            save(sized,
                out.filePath(QStringLiteral("preset-%1-%2-%3x%4-%5.png")
                                 .arg(i, 2, 10, QLatin1Char('0'))
                                 .arg(screen.presenting ? QStringLiteral("presentation") : QStringLiteral("window"))
                                 .arg(screen.size.width())
                                 .arg(screen.size.height())
                                 .arg(QLatin1String(screen.language))));
        }
        sized.presentation()->setOn(false);
    }
}

// The Memory tab: one warp instruction of the naive and the coalesced matmul, and the report.
void memoryTabShots(MainWindow& window, const QDir& out)
{
    ThreadMappingPage* page = window.mappingPage();
    page->sideTabs()->setCurrentWidget(page->memory());
    window.lessonsPanel()->setCurrent(6, 0); // lesson 7, coalescing, beside the Memory tab (not "Show me")
    struct MemoryShot
    {
        const char* preset;
        const char* file;
        int instruction;
    };
    for (const MemoryShot& shot : { MemoryShot { "Matmul, naive", "mapping-memory-naive.png", 0 },
             MemoryShot { "Matmul, coalesced", "mapping-memory-coalesced.png", 0 },
             MemoryShot { "Matmul, shared-memory", "mapping-memory-tiled.png", 4 },
             MemoryShot { "Transpose 64 x 64, shared", "mapping-memory-transpose-naive.png", 8 },
             MemoryShot { "Transpose 64 x 64, padded", "mapping-memory-transpose-padded.png", 8 } }) {
        page->controls()->applyPreset(presetIndex(QLatin1String(shot.preset)));
        QTest::qWait(50);
        if (!QTest::qWaitFor([&] { return !page->isTracing() && !page->memory()->isRecording(); }, 60000))
            std::fprintf(stderr, "the memory recording did not finish\n");
        page->seek(64);
        page->memory()->selectInstruction(shot.instruction);
        save(window, out.filePath(QLatin1String(shot.file)));
    }
    {
        LadderDialog ladder([&window] { return window.chartsPage()->sources(); });
        ladder.show();
        ladder.count();
        if (!QTest::qWaitFor([&] { return !ladder.isCounting(); }, 120000))
            std::fprintf(stderr, "the ladder did not finish\n");
        save(ladder, out.filePath(QStringLiteral("memory-ladder.png")));
    }
}

// cudaviz_docshots DIR catalog: every kernel that offers its own preset, traced.
void catalogShots(MainWindow& window, const QDir& out)
{
    ThreadMappingPage* page = window.mappingPage();
    for (int i = 0; i < kTeachingKernelCount; ++i) {
        const TeachingKernelInfo& info = kernelAt(i);
        if (!info.preset.title)
            continue;
        page->controls()->applyPreset(presetOf(info.id));
        if (!QTest::qWaitFor([&] { return !page->isTracing(); }, 60000))
            std::fprintf(stderr, "the %s trace did not finish\n", info.key);
        page->seek(130);
        save(window, out.filePath(QStringLiteral("mapping-%1.png").arg(QLatin1String(info.key))));
    }
}

// cudaviz_docshots DIR memory: the Memory tab shots only, and lesson 8 on a laptop
// screen, presented, and in Chinese, to look at.
void lesson8Shots(const QDir& out)
{
    const auto lesson8 = [&](MainWindow& w, const QString& file) {
        w.lessonsPanel()->setCurrent(7, 0);
        w.lessonsPanel()->showMe();
        QTest::qWait(50);
        ThreadMappingPage* p = w.mappingPage();
        if (!QTest::qWaitFor([&] { return !p->isTracing() && !p->memory()->isRecording(); }, 60000))
            std::fprintf(stderr, "the memory recording did not finish\n");
        QTest::qWait(100); // the panel re-lays out around the drawing's new height
        save(w, out.filePath(file));
    };
    for (const QSize size : { QSize(1366, 768), QSize(1920, 1080) })
        for (const bool presenting : { false, true }) {
            MainWindow sized;
            sized.show();
            if (presenting)
                sized.presentation()->setOn(true);
            sized.setWindowState(Qt::WindowNoState);
            sized.resize(size);
            lesson8(sized,
                QStringLiteral("memory-%1-%2x%3.png")
                    .arg(presenting ? QStringLiteral("presentation") : QStringLiteral("window"))
                    .arg(size.width())
                    .arg(size.height()));
            sized.presentation()->setOn(false);
        }
    installTranslations(QStringLiteral("zh_CN"));
    MainWindow chinese;
    chinese.resize(1700, 950);
    chinese.show();
    lesson8(chinese, QStringLiteral("memory-zh_CN.png"));
}

void mappingShots(MainWindow& window, const QDir& out)
{
    ThreadMappingPage* page = window.mappingPage();
    page->controls()->applyPreset(presetIndex(QStringLiteral("Vector add")));
    page->seek(2 * 256 + 17);
    save(window, out.filePath(QStringLiteral("mapping-vecadd.png")));

    page->controls()->applyPreset(presetIndex(QStringLiteral("Why if (i < n)")));
    page->seek(1000);
    save(window, out.filePath(QStringLiteral("mapping-no-guard.png")));

    page->controls()->applyPreset(presetIndex(QStringLiteral("Matrix 100")));
    page->seek(11 * 256 + 67);
    save(window, out.filePath(QStringLiteral("mapping-matrix.png")));

    page->controls()->applyPreset(presetIndex(QStringLiteral("Matmul, shared-memory")));
    if (!QTest::qWaitFor([&] { return !page->isTracing(); }, 60000))
        std::fprintf(stderr, "the matmul trace did not finish\n");
    page->seek(4 * 256 + 53);
    save(window, out.filePath(QStringLiteral("mapping-matmul-tiled.png")));

    page->controls()->applyPreset(presetOf(TeachingKernel::MatmulWarptiled));
    if (!QTest::qWaitFor([&] { return !page->isTracing(); }, 60000))
        std::fprintf(stderr, "the matmul trace did not finish\n");
    page->seek(2 * 256 + 37);
    save(window, out.filePath(QStringLiteral("mapping-matmul-warptiled.png")));

    page->controls()->applyPreset(presetIndex(QStringLiteral("One million")));
    page->seek(600000);
    save(window, out.filePath(QStringLiteral("mapping-million.png")));
}

// The classroom picture at a laptop's and a projector's size, normal and presented.
void classroomShots(const QDir& out)
{
    for (const QSize size : { QSize(1366, 768), QSize(1920, 1080) }) {
        for (const bool presenting : { false, true }) {
            MainWindow sized;
            sized.show();
            if (!QTest::qWaitFor([&] { return !sized.devicesPage()->isProbing(); }, 20000))
                std::fprintf(stderr, "the device probe did not finish\n");
            sized.tabs()->setCurrentWidget(sized.mappingPage());
            if (presenting)
                sized.presentation()->setOn(true);
            sized.setWindowState(Qt::WindowNoState); // offscreen: the screen is not this size
            sized.resize(size);
            const QString mode = presenting ? QStringLiteral("presentation") : QStringLiteral("window");
            const QString suffix = QStringLiteral("%1-%2x%3.png").arg(mode).arg(size.width()).arg(size.height());
            sized.mappingPage()->controls()->applyPreset(presetIndex(QStringLiteral("Classroom")));
            sized.mappingPage()->seek(13);
            save(sized, out.filePath(QStringLiteral("mapping-classroom-") + suffix));
            sized.mappingPage()->controls()->applyPreset(presetIndex(QStringLiteral("One million")));
            sized.mappingPage()->seek(600000);
            save(sized, out.filePath(QStringLiteral("mapping-million-") + suffix));
            // The longest kernel name and caption: warptiling, traced (to look at, not in the README).
            sized.mappingPage()->controls()->applyPreset(presetOf(TeachingKernel::MatmulWarptiled));
            if (!QTest::qWaitFor([&] { return !sized.mappingPage()->isTracing(); }, 60000))
                std::fprintf(stderr, "the matmul trace did not finish\n");
            sized.mappingPage()->seek(2 * 256 + 37);
            save(sized, out.filePath(QStringLiteral("mapping-warptiled-") + suffix));
            sized.presentation()->setOn(false);
        }
    }
}

void benchmarkAndChartShots(MainWindow& window, const QDir& out)
{
    BenchmarkPage* bench = window.benchmarkPage();
    window.tabs()->setCurrentWidget(bench);
    bench->findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->setText(QStringLiteral("64,128,256,512,1024"));
    bench->findChild<QCheckBox*>(QStringLiteral("cpu-naive"))->setChecked(true);
    bench->findChild<QCheckBox*>(QStringLiteral("cpu-openblas"))->setChecked(true);
    bench->run();
    if (!QTest::qWaitFor([&] { return !bench->isRunning(); }, 300000))
        std::fprintf(stderr, "the benchmark did not finish\n");
    save(window, out.filePath(QStringLiteral("benchmark-cpu.png")));

    window.tabs()->setCurrentWidget(window.chartsPage());
    save(window, out.filePath(QStringLiteral("charts-page.png")));
    auto* kind = window.chartsPage()->findChild<QComboBox*>(QStringLiteral("chartKind"));
    kind->setCurrentIndex(kind->findData(int(ChartKind::Roofline)));
    save(window, out.filePath(QStringLiteral("charts-roofline.png")));
    kind->setCurrentIndex(0);
}

void devicesAndLessonShots(MainWindow& window, const QDir& out)
{
    window.tabs()->setCurrentWidget(window.devicesPage());
    save(window, out.filePath(QStringLiteral("devices-no-gpu.png")));
    const QSize before = window.size();
    window.resize(1366, 768);
    save(window, out.filePath(QStringLiteral("devices-1366x768.png")));
    window.resize(before);

    // Lesson 3, step 1: "Show me" sets up the unguarded launch.
    window.lessonsPanel()->setCurrent(2, 0);
    window.lessonsPanel()->showMe();
    save(window, out.filePath(QStringLiteral("lessons-guard.png")));
}

// The same app in Simplified Chinese, lesson 2 on the Thread Mapping page.
void chineseShots(const QDir& out)
{
    installTranslations(QStringLiteral("zh_CN"));
    MainWindow chinese;
    chinese.resize(1700, 950);
    chinese.show();
    if (!QTest::qWaitFor([&] { return !chinese.devicesPage()->isProbing(); }, 20000))
        std::fprintf(stderr, "the device probe did not finish\n");
    chinese.lessonsPanel()->setCurrent(1, 0);
    chinese.lessonsPanel()->showMe();
    save(chinese, out.filePath(QStringLiteral("mapping-zh_CN.png")));
    chinese.mappingPage()->controls()->applyPreset(presetOf(TeachingKernel::MatmulWarptiled));
    if (!QTest::qWaitFor([&] { return !chinese.mappingPage()->isTracing(); }, 60000))
        std::fprintf(stderr, "the matmul trace did not finish\n");
    chinese.mappingPage()->seek(2 * 256 + 37);
    save(chinese, out.filePath(QStringLiteral("mapping-warptiled-zh_CN.png"))); // to look at
    chinese.tabs()->setCurrentWidget(chinese.devicesPage());
    save(chinese, out.filePath(QStringLiteral("devices-zh_CN.png")));
}
} // namespace

// cudaviz_docshots DIR lecture: presentation mode with the lesson bar (Ctrl+L), at a laptop's and a
// projector's size, English and Chinese: lesson 7's naive matmul warp, lesson 8's bank conflict,
// lesson 10's barrier step on the Memory tab, lesson 11's
// occupancy step, and every other page under the bar.
void lectureShots(const QDir& out)
{
    struct Shot
    {
        QSize size;
        const char* language;
    };
    for (const Shot& shot :
        { Shot { { 1366, 768 }, "en" }, Shot { { 1920, 1080 }, "en" }, Shot { { 1366, 768 }, "zh_CN" } }) {
        installTranslations(QString::fromLatin1(shot.language));
        MainWindow w;
        w.show();
        w.presentation()->setScreenHeight(shot.size.height());
        w.presentation()->setOn(true);
        w.setWindowState(Qt::WindowNoState);
        w.resize(shot.size);
        w.findChild<QAction*>(QStringLiteral("lessonsAction"))->setChecked(true);
        const QString tail = QStringLiteral("%1x%2-%3.png")
                                 .arg(shot.size.width())
                                 .arg(shot.size.height())
                                 .arg(QLatin1String(shot.language));
        ThreadMappingPage* p = w.mappingPage();
        for (const auto& [lesson, step, name] : { std::tuple { 6, 0, "coalescing" }, std::tuple { 7, 0, "banks" },
                 std::tuple { 9, 1, "reduction" }, std::tuple { 10, 2, "occupancy" } }) {
            w.lessonsPanel()->setCurrent(lesson, step);
            w.lessonsPanel()->showMe();
            QTest::qWait(50);
            if (!QTest::qWaitFor([&] { return !p->isTracing() && !p->memory()->isRecording(); }, 60000))
                std::fprintf(stderr, "the memory recording did not finish\n");
            QTest::qWait(100);
            save(w, out.filePath(QStringLiteral("lecture-%1-%2").arg(QLatin1String(name), tail)));
        }
        for (int i = 1; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            QTest::qWait(60);
            save(w, out.filePath(QStringLiteral("lecture-page%1-%2").arg(i).arg(tail)));
        }
        w.presentation()->setOn(false);
    }
    installTranslations(QStringLiteral("en"));
}

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("cudaviz-docshots")); // keeps the user's settings untouched
    QSettings().clear(); // and each run starts as a first start: no step mode or split left from the last
    installTranslations(QStringLiteral("en")); // as the app starts: English plural forms
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs"));
    MainWindow window;
    window.resize(1700, 950);
    window.show();
    if (!QTest::qWaitFor([&] { return !window.devicesPage()->isProbing(); }, 20000))
        std::fprintf(stderr, "the device probe did not finish\n");
    const QByteArray mode = argc > 2 ? QByteArray(argv[2]) : QByteArray();
    if (mode == "lessons") {
        // cudaviz_docshots DIR lessons: lesson 6 on a laptop screen without a GPU, as a student
        // starts it: what it says and offers, and its first step's benchmark.
        window.resize(1366, 768);
        window.lessonsPanel()->setCurrent(5, 0);
        save(window, out.filePath(QStringLiteral("lessons-no-gpu-1366x768.png")));
        return 0;
    }
    if (mode == "playground") {
        playgroundMode(window, out);
        return 0;
    }
    if (mode == "presets") {
        presetShots(out);
        return 0;
    }
    if (mode == "lecture") {
        lectureShots(out);
        return 0;
    }
    ThreadMappingPage* page = window.mappingPage();
    window.tabs()->setCurrentWidget(page);

    memoryTabShots(window, out);
    page->sideTabs()->setCurrentWidget(page->formulas());
    if (mode == "catalog") {
        catalogShots(window, out);
        return 0;
    }
    if (mode == "memory") {
        lesson8Shots(out);
        return 0;
    }

    mappingShots(window, out);
    classroomShots(out);
    if (mode == "mapping")
        return 0; // cudaviz_docshots DIR mapping: the Thread Mapping shots only

    benchmarkAndChartShots(window, out);
    devicesAndLessonShots(window, out);
    playgroundShots(window, out, QString());
    chineseShots(out);
    return 0;
}
