#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <memory>
#include <optional>

namespace cvz {

// Animated images for slides, frame by frame. Frames are RGB32 images of the size given at
// creation; the result is the whole file, written by the caller (atomically).
class AnimationEncoder
{
public:
    virtual ~AnimationEncoder() = default;
    // Adds a frame shown for `durationMs`. False (with the reason) when the encoder fails.
    virtual bool addFrame(const QImage& frame, int durationMs, QString* error) = 0;
    // The encoded file, or nothing (with the reason).
    virtual std::optional<QByteArray> finish(QString* error) = 0;
};

enum class AnimationFormat
{
    Gif, // giflib: a palette of at most 256 colours per frame, only the changed rectangle stored
    WebP // libwebp's WebPAnimEncoder, lossless: every colour exact
};

// loops: how many times to play; 0 = forever.
std::unique_ptr<AnimationEncoder> makeAnimationEncoder(AnimationFormat format, const QSize& size, int loops);

// By the file's extension (.gif, .webp), case-insensitive.
std::optional<AnimationFormat> animationFormatForPath(const QString& path);

} // namespace cvz
