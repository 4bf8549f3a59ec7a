#include "clicommon.h"
#include "mappingoptions.h"

#include "export/mappingexport.h"
#include "mapping/matmultrace.h"
#include "mapping/threadmapping.h"
#include "util/fileio.h"
#include "util/wholenumber.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cvz {

namespace {

// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::MapCommand)
};

// The output is streamed (memory stays flat whatever the launch), but its size is bounded:
// at most 2^24 threads and 2^26 listed elements, about 1.5 GB of JSON; past it no one reads it.
constexpr int64_t kMaxThreads = int64_t(1) << 24;
constexpr int64_t kMaxListedElements = int64_t(1) << 26;
constexpr int kElementsShownPerThread = 16; // in the text listing

// How many element entries listing every thread would print, saturated.
int64_t listedElements(const ThreadMapping& m)
{
    if (m.kind() != MappingKind::GridStride1D)
        return m.threadCount(); // at most one each
    const int64_t stride = saturatingMul(m.launch().grid.x, m.launch().block.x);
    return saturatingMul(m.threadCount(), ceilDiv(m.problem().n, stride));
}

void printJson(const ThreadMapping& m)
{
    QTextStream& o = out();
    o << "{\"kernel\":\"" << mappingKindKey(m.kind()) << "\",\"guard\":" << (m.guard() ? "true" : "false")
      << ",\"grid\":" << jsonDim(m.launch().grid) << ",\"block\":" << jsonDim(m.launch().block)
      << ",\"elements\":" << m.elementCount() << ",\"threads\":[";
    for (int64_t t = 0; t < m.threadCount(); ++t) {
        const ThreadRecord r = m.record(t, 0); // the elements are streamed below
        o << (t ? ",\n" : "\n") << "{\"block\":" << jsonDim(r.blockIdx) << ",\"thread\":" << jsonDim(r.threadIdx)
          << ",\"tid\":" << r.tid << ",\"warp\":" << r.warp << ",\"lane\":" << r.lane << ",\"global_id\":" << r.globalId
          << ",\"elements\":[";
        // Streamed, not collected: one thread of a grid-stride loop may visit 10^8 elements.
        bool first = true;
        m.forEachElement(t, [&](int64_t element, bool) {
            o << (first ? "" : ",") << element;
            first = false;
        });
        o << "],\"active\":" << (r.active() ? "true" : "false")
          << ",\"out_of_range\":" << (r.state == ThreadState::OutOfRange ? "true" : "false") << '}';
    }
    o << "\n]}\n";
}

void printText(const ThreadMapping& m)
{
    QTextStream& o = out();
    int64_t active = 0, idle = 0, outside = 0;
    for (int64_t t = 0; t < m.threadCount(); ++t) {
        const ThreadState s = m.state(t);
        active += s == ThreadState::Active;
        idle += s == ThreadState::Idle;
        outside += s == ThreadState::OutOfRange;
    }
    o << Tr::tr("kernel %1: gridDim %2, blockDim %3 = %4 threads for %5 elements")
             .arg(mappingKindKey(m.kind()), toString(m.launch().grid), toString(m.launch().block))
             .arg(m.threadCount())
             .arg(m.elementCount())
      << '\n'
      << Tr::tr("%1 active, %2 idle, %3 writing out of bounds").arg(active).arg(idle).arg(outside) << "\n\n";
    const int64_t shown = std::min<int64_t>(m.threadCount(), 64);
    for (int64_t t = 0; t < shown; ++t) {
        const ThreadRecord r = m.record(t, kElementsShownPerThread);
        QStringList elements;
        for (int64_t e : r.elements)
            elements << QString::number(e);
        if (r.elementCount > int64_t(r.elements.size()))
            elements << Tr::tr("... %1 more").arg(r.elementCount - int64_t(r.elements.size()));
        o << QStringLiteral("blockIdx %1 threadIdx %2  tid %3 warp %4 lane %5  -> %6\n")
                 .arg(coordText(r.blockIdx), coordText(r.threadIdx))
                 .arg(r.tid)
                 .arg(r.warp)
                 .arg(r.lane)
                 .arg(r.state == ThreadState::Idle ? Tr::tr("idle")
                         : r.state == ThreadState::OutOfRange
                         ? Tr::tr("OUT OF BOUNDS %1").arg(elements.join(QLatin1Char(',')))
                         : elements.join(QLatin1Char(',')));
    }
    if (shown < m.threadCount())
        o << Tr::tr("... %1 more threads (use --json for all)").arg(m.threadCount() - shown) << '\n';
}

// What a traced kernel's thread writes: the elements of the output its entry names.
std::vector<int64_t> writtenElements(const MappingSetup& setup, const KernelScene& scene, int64_t thread)
{
    const QString output = QString::fromLatin1(kernelInfo(setup.kernel).output);
    std::vector<int64_t> written;
    scene.forEachAccess(thread, [&](int array, int64_t element, bool write, bool) {
        if (write && scene.arrays()[size_t(array)].name == output)
            written.push_back(element);
    });
    return written;
}

// A traced kernel's threads: the same fields as an index kernel's (block, thread, warp,
// lane), its elements those of its output it writes, from the emulator's trace.
void printTracedJson(const MappingSetup& setup, const KernelScene& scene)
{
    const TeachingKernelInfo& info = kernelInfo(setup.kernel);
    const ThreadMapping coordinates(MappingKind::Linear1D, {}, setup.launch);
    QTextStream& o = out();
    o << "{\"kernel\":\"" << info.key << "\",\"sizes\":[";
    for (int i = 0; i < info.sizeCount(); ++i)
        o << (i ? "," : "") << setup.shape[i];
    o << "],\"grid\":" << jsonDim(setup.launch.grid) << ",\"block\":" << jsonDim(setup.launch.block) << ",\"output\":\""
      << info.output << "\",\"threads\":[";
    for (int64_t t = 0; t < scene.threadCount(); ++t) {
        const ThreadRecord r = coordinates.record(t, 0);
        o << (t ? ",\n" : "\n") << "{\"block\":" << jsonDim(r.blockIdx) << ",\"thread\":" << jsonDim(r.threadIdx)
          << ",\"tid\":" << r.tid << ",\"warp\":" << r.warp << ",\"lane\":" << r.lane << ",\"global_id\":" << r.globalId
          << ",\"elements\":[";
        bool first = true;
        for (int64_t e : writtenElements(setup, scene, t)) {
            o << (first ? "" : ",") << e;
            first = false;
        }
        o << "],\"writes\":" << (first ? "false" : "true") << '}';
    }
    o << "\n]}\n";
}

void printTracedText(const MappingSetup& setup, const KernelScene& scene)
{
    const TeachingKernelInfo& info = kernelInfo(setup.kernel);
    const ThreadMapping coordinates(MappingKind::Linear1D, {}, setup.launch);
    int64_t writers = 0;
    for (int64_t t = 0; t < scene.threadCount(); ++t)
        writers += !writtenElements(setup, scene, t).empty();
    QTextStream& o = out();
    o << Tr::tr("kernel %1: gridDim %2, blockDim %3 = %4 threads, traced in the emulator; each writes these elements "
                "of %5")
             .arg(QString::fromLatin1(info.key), toString(setup.launch.grid), toString(setup.launch.block))
             .arg(scene.threadCount())
             .arg(QString::fromLatin1(info.output))
      << '\n'
      << Tr::tr("%1 threads write to it, %2 write nothing").arg(writers).arg(scene.threadCount() - writers) << "\n\n";
    const int64_t shown = std::min<int64_t>(scene.threadCount(), 64);
    for (int64_t t = 0; t < shown; ++t) {
        const ThreadRecord r = coordinates.record(t, 0);
        const std::vector<int64_t> written = writtenElements(setup, scene, t);
        QStringList elements;
        for (size_t e = 0; e < written.size() && e < size_t(kElementsShownPerThread); ++e)
            elements << QString::number(written[e]);
        if (written.size() > size_t(kElementsShownPerThread))
            elements << Tr::tr("... %1 more").arg(written.size() - size_t(kElementsShownPerThread));
        o << QStringLiteral("blockIdx %1 threadIdx %2  tid %3 warp %4 lane %5  -> %6\n")
                 .arg(coordText(r.blockIdx), coordText(r.threadIdx))
                 .arg(r.tid)
                 .arg(r.warp)
                 .arg(r.lane)
                 .arg(written.empty() ? Tr::tr("nothing") : elements.join(QLatin1Char(',')));
    }
    if (shown < scene.threadCount())
        o << Tr::tr("... %1 more threads (use --json for all)").arg(scene.threadCount() - shown) << '\n';
}

int fail(const QString& message)
{
    return commandError(QStringLiteral("map"), message);
}

struct PictureOptions
{
    const QCommandLineOption *png, *svg, *gif, *webp, *size, *thread, *step, *frames, *fps, *loops, *presentation,
        *noArrows, *noLens, *lens, *slide, *caption;
};

// --png/--svg/--gif/--webp: the picture the Thread Mapping page shows, drawn offscreen.
int drawPictures(const QCommandLineParser& parser, const KernelScene& scene, const PictureOptions& o)
{
    QString why;
    const auto frameSize = parseExportSize(parser.value(*o.size), &why);
    if (!frameSize)
        return fail(QStringLiteral("--size: %1").arg(why));
    const auto first = parseWholeNumber(parser.value(*o.thread), &why);
    if (!first)
        return fail(QStringLiteral("--thread: %1").arg(why));
    if (*first < 0)
        return fail(Tr::tr("--thread %1: the launch has threads 0 to %2").arg(*first).arg(scene.threadCount() - 1));
    if (*first >= scene.threadCount())
        return fail(Tr::tr("--thread %1: the launch has threads 0 to %2").arg(*first).arg(scene.threadCount() - 1));
    const QString unit = parser.value(*o.step);
    const StepMode mode = unit == QStringLiteral("warp") ? StepMode::Warp
        : unit == QStringLiteral("block")                ? StepMode::Block
                                                         : StepMode::Thread;
    if (mode == StepMode::Thread && unit != QStringLiteral("thread"))
        return fail(Tr::tr("--step '%1': choose thread, warp or block").arg(unit));
    MappingExport what;
    what.scene = scene;
    what.cursor = AnimationCursor(scene.threadCount(), scene.launch().threadsPerBlock());
    what.cursor.setMode(mode);
    what.cursor.seek(*first);
    what.size = *frameSize;
    what.presentation = parser.isSet(*o.presentation);
    what.arrows = !parser.isSet(*o.noArrows);
    what.slide = parser.isSet(*o.slide);
    what.caption = parser.value(*o.caption).left(500);
    what.lens = what.slide ? parser.isSet(*o.lens) : !parser.isSet(*o.noLens); // a slide: only when asked
    MappingAnimationOptions animation;
    const auto framesValue = parseWholeNumber(parser.value(*o.frames), &why);
    if (!framesValue || *framesValue < 1 || *framesValue > MappingExport::kMaxFrames)
        return fail(QStringLiteral("--frames: %1")
                        .arg(framesValue ? Tr::tr("choose 1 to %1").arg(MappingExport::kMaxFrames) : why));
    animation.frames = int(*framesValue);
    bool ok = false;
    animation.stepsPerSecond = parser.value(*o.fps).toDouble(&ok);
    if (!ok)
        return fail(Tr::tr("--fps '%1' is not a number").arg(parser.value(*o.fps)));
    const auto loopsValue = parseWholeNumber(parser.value(*o.loops), &why);
    if (!loopsValue || *loopsValue < 0 || *loopsValue > 1000)
        return fail(QStringLiteral("--loops: %1").arg(loopsValue ? Tr::tr("choose 0 (forever) to 1000") : why));
    animation.loops = int(*loopsValue);
    // Everything is checked before the first file is written: a bad --frames must not leave a PNG.
    if (parser.isSet(*o.gif) || parser.isSet(*o.webp))
        if (const auto problem = validateAnimation(what.size, animation))
            return fail(*problem);
    for (const QCommandLineOption* file : { o.png, o.svg, o.gif, o.webp }) {
        if (!parser.isSet(*file))
            continue;
        const QString path = parser.value(*file);
        if (QFileInfo(path).suffix().toLower() != file->names().first())
            return fail(Tr::tr("--%1 %2: the file name must end in .%1").arg(file->names().first(), path));
        if (!checkOutputPath(path, &why))
            return fail(why);
    }
    for (const QCommandLineOption* picture : { o.png, o.svg }) {
        if (!parser.isSet(*picture))
            continue;
        if (!exportMappingPicture(what, parser.value(*picture), &why))
            return fail(why);
    }
    for (const QCommandLineOption* movie : { o.gif, o.webp }) {
        if (!parser.isSet(*movie))
            continue;
        if (!exportMappingAnimation(what, animation, parser.value(*movie), {}, &why))
            return fail(why);
    }
    return 0;
}

// The command's options but the launch's, shared by the parsing and the drawing.
struct MapCommandOptions
{
    QCommandLineOption json { QStringLiteral("json"), Tr::tr("Print every thread as JSON.") };
    QCommandLineOption png { QStringLiteral("png"), Tr::tr("Draw the picture into a PNG file."),
        QStringLiteral("file") };
    QCommandLineOption svg { QStringLiteral("svg"), Tr::tr("Draw the picture into an SVG file."),
        QStringLiteral("file") };
    QCommandLineOption gif { QStringLiteral("gif"), Tr::tr("Write the animation as an animated GIF."),
        QStringLiteral("file") };
    QCommandLineOption webp { QStringLiteral("webp"), Tr::tr("Write the animation as an animated WebP."),
        QStringLiteral("file") };
    QCommandLineOption size { QStringLiteral("size"),
        Tr::tr("Picture or frame size WIDTHxHEIGHT (default 1280x720; %1x%2 to %3x%4).")
            .arg(MappingExport::kMinSize.width())
            .arg(MappingExport::kMinSize.height())
            .arg(MappingExport::kMaxSize.width())
            .arg(MappingExport::kMaxSize.height()),
        QStringLiteral("WxH"), QStringLiteral("1280x720") };
    QCommandLineOption thread { QStringLiteral("thread"),
        Tr::tr("The step shown (the picture) or the first frame (an animation): the step of this thread (default 0)."),
        QStringLiteral("T"), QStringLiteral("0") };
    QCommandLineOption step { QStringLiteral("step"), Tr::tr("Step by thread, warp or block (default thread)."),
        QStringLiteral("unit"), QStringLiteral("thread") };
    QCommandLineOption frames { QStringLiteral("frames"),
        Tr::tr("Frames of the animation, one step each (default 24, at most %1).").arg(MappingExport::kMaxFrames),
        QStringLiteral("N"), QStringLiteral("24") };
    QCommandLineOption fps { QStringLiteral("fps"), Tr::tr("Steps per second (default 4)."), QStringLiteral("F"),
        QStringLiteral("4") };
    QCommandLineOption loops { QStringLiteral("loops"), Tr::tr("How often the animation plays; 0 = forever (default)."),
        QStringLiteral("L"), QStringLiteral("0") };
    QCommandLineOption presentation { QStringLiteral("presentation"),
        Tr::tr("Projector colours and lines, as in presentation mode.") };
    QCommandLineOption noArrows { QStringLiteral("no-arrows"),
        Tr::tr("No arrows from the current threads to what they write (they may hide what you point at).") };
    QCommandLineOption noLens { QStringLiteral("no-lens"),
        Tr::tr("No lens magnifying the current block's numbers where its cells are too small for them.") };
    QCommandLineOption lens { QStringLiteral("lens"), Tr::tr("With --slide: draw the lens too.") };
    QCommandLineOption slide { QStringLiteral("slide"),
        Tr::tr("A slide (--png, --svg): the kernel's title above the picture and a one-line caption under it; no lens "
               "unless --lens.") };
    QCommandLineOption caption { QStringLiteral("caption"),
        Tr::tr("With --slide: the caption (default: the launch and the step's thread)."), QStringLiteral("text") };

    PictureOptions pictures() const
    {
        return { &png, &svg, &gif, &webp, &size, &thread, &step, &frames, &fps, &loops, &presentation, &noArrows,
            &noLens, &lens, &slide, &caption };
    }
    bool drawing(const QCommandLineParser& parser) const
    {
        return parser.isSet(png) || parser.isSet(svg) || parser.isSet(gif) || parser.isSet(webp);
    }
};

// A traced kernel (a matmul, a transpose, ...): drawn or listed from its emulator trace.
int mapTraced(const QCommandLineParser& parser, const MapCommandOptions& o, const MappingSetup& setup)
{
    // The picture follows an emulator trace, as the page does: its budgets, its scene.
    if (const auto error = validateSetup(setup))
        return fail(*error);
    QString why;
    const auto scene = traceMatmulScene(setup, nullptr, {}, &why);
    if (!scene)
        return fail(why);
    if (o.drawing(parser))
        return drawPictures(parser, *scene, o.pictures());
    if (parser.isSet(o.json))
        printTracedJson(setup, *scene);
    else
        printTracedText(setup, *scene);
    return 0;
}

// An index kernel: drawn, or every thread listed from its index arithmetic.
int mapIndexKernel(const QCommandLineParser& parser, const MapCommandOptions& o, const MappingSetup& setup)
{
    const LaunchConfig& launch = setup.launch;
    const ThreadMapping mapping(mappingKindOf(setup.kernel), setup.problem(), launch, setup.guard);
    if (o.drawing(parser)) {
        // The page's own budgets: the picture draws at most 2^24 threads and elements.
        if (const auto error = validateSetup(setup))
            return fail(*error);
        return drawPictures(parser, KernelScene(mapping), o.pictures());
    }
    if (launch.totalThreads() > kMaxThreads)
        return fail(Tr::tr("%1 threads are too many to list (at most %2); choose a smaller launch")
                        .arg(totalThreadsText(launch))
                        .arg(kMaxThreads));
    if (parser.isSet(o.json) && listedElements(mapping) > kMaxListedElements)
        return fail(Tr::tr("listing every thread would print about %1 element indices, more than the budget of %2 "
                           "(about 1.5 GB); choose a smaller problem")
                        .arg(listedElements(mapping))
                        .arg(kMaxListedElements));
    if (parser.isSet(o.json))
        printJson(mapping);
    else
        printText(mapping);
    return 0;
}

} // namespace

int runMap(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Show which element every thread of a launch touches, as CUDA computes "
               "i = blockIdx.x * blockDim.x + threadIdx.x. A traced kernel (a matmul, a transpose, the stencil, the "
               "reduction, the histogram) runs in the CPU emulator, as on the Thread Mapping page, and each thread "
               "lists the elements of its output it writes.\n"
               "Budget: at most %1 threads and, with --json, %2 listed element indices "
               "(about 1.5 GB); the output is streamed, so memory stays flat.")
            .arg(kMaxThreads)
            .arg(kMaxListedElements));
    // --kernel, the sizes the catalog names, --grid, --block, --no-guard: as `cudaviz trace`.
    const MappingOptions launchOptions;
    const MapCommandOptions o;
    launchOptions.addTo(parser);
    parser.addOptions({ o.json, o.png, o.svg, o.gif, o.webp, o.size, o.thread, o.step, o.frames, o.fps, o.loops,
        o.presentation, o.noArrows, o.noLens, o.lens, o.slide, o.caption });
    if (const auto done = parseCommand(parser, args))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()),
            helpFor(parser, args.first()));

    QString why;
    const auto setup = launchOptions.read(parser, &why);
    if (!setup)
        return fail(why);
    if (const auto error = validateLaunch(setup->launch))
        return fail(*error);
    const bool picture = parser.isSet(o.png) || parser.isSet(o.svg) || parser.isSet(o.gif) || parser.isSet(o.webp);
    if ((parser.isSet(o.thread) || parser.isSet(o.step)) && !picture) // not silently thread 0
        return fail(Tr::tr("--thread and --step choose what a picture (--png, --svg, --gif or --webp) shows; the "
                           "listing shows every thread."));
    return isTraced(setup->kernel) ? mapTraced(parser, o, *setup) : mapIndexKernel(parser, o, *setup);
}

} // namespace cvz
