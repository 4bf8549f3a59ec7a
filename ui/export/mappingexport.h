#pragma once

#include "mapping/animationcursor.h"
#include "mapping/kernelscene.h"

#include <QFont>
#include <QSize>
#include <QString>
#include <functional>
#include <optional>

namespace cvz {

// Pictures and animations of the Thread Mapping page for slides: what the page shows at a
// cursor position, drawn at a chosen size with labels scaled to it.
struct MappingExport
{
    static constexpr QSize kMinSize { 160, 120 };
    static constexpr QSize kMaxSize { 7680, 4320 }; // 8K: a 133 MB frame at most
    static constexpr int kMaxFrames = 2000;
    static constexpr int64_t kMaxAnimationPixels = int64_t(4) << 30; // frames x width x height: minutes of work

    KernelScene scene;
    AnimationCursor cursor; // the step the picture (or the animation's first frame) shows
    QSize size { 1280, 720 };
    bool presentation = false; // projector colours
    bool arrows = true; // from the current threads to what they write
    bool lens = true; // a block's numbers, magnified, where its cells are too small for them
    // A slide: a title above the picture (the kernel's name), the picture filling the rest, and a
    // one-line caption under it (the lesson's sentence, or the launch when empty).
    bool slide = false;
    QString caption;
};

// The slide's title and its caption when none is given: "transpose-naive<<<(2, 2), (32, 8)>>>,
// the step of thread 300".
QString slideTitle(const MappingExport& what);
QString launchCaption(const MappingExport& what);

struct MappingAnimationOptions
{
    int frames = 24; // one step of the cursor per frame
    double stepsPerSecond = 4;
    int loops = 0; // 0 = forever
};

// The font pictures are labelled in: its pixel size scales with the output (16 px at 720
// lines, 24 px at 1080), so labels stay legible on a slide.
QFont mappingExportFont(const QSize& size);

// "1280x720" -> the size, or the reason it is not one (nothing when it is fine).
std::optional<QSize> parseExportSize(const QString& text, QString* error);
// The reason this size cannot be exported, or nothing.
std::optional<QString> validateExportSize(const QSize& size);
std::optional<QString> validateAnimation(const QSize& size, const MappingAnimationOptions& options);

// Writes a .png or .svg picture (by the extension), atomically. False with the reason.
// `cancelled`, asked before encoding and before writing, stops it with nothing written.
bool exportMappingPicture(
    const MappingExport& what, const QString& path, QString* error, const std::function<bool()>& cancelled = {});

// Writes a .gif or .webp animation (by the extension), atomically: a frame per step from
// the cursor on, at most to the end of the launch. `progress(done, total)` returning false
// cancels; then nothing is written. False with the reason (or "cancelled").
bool exportMappingAnimation(const MappingExport& what, const MappingAnimationOptions& options, const QString& path,
    const std::function<bool(int, int)>& progress, QString* error);

// How many frames the animation will have: the requested count, or fewer when the launch
// ends first.
int animationFrameCount(const MappingExport& what, const MappingAnimationOptions& options);

} // namespace cvz
