#include "animationencoder.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <gif_lib.h>
#include <vector>
#include <webp/encode.h>
#include <webp/mux.h>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::AnimationEncoder)
};

// Every frame has the animation's size; says which sizes differ otherwise.
bool fitsAnimation(const QImage& frame, const QSize& size, QString* error)
{
    if (frame.size() == size)
        return true;
    *error = Tr::tr("a frame of %1 x %2 pixels in a %3 x %4 animation")
                 .arg(frame.width())
                 .arg(frame.height())
                 .arg(size.width())
                 .arg(size.height());
    return false;
}

QString gifError(int code)
{
    return Tr::tr("the GIF encoder failed: %1").arg(QString::fromUtf8(GifErrorString(code)));
}

// The smallest rectangle that holds every pixel that differs between two frames, or an
// empty one when they are the same.
QRect changedRect(const QImage& before, const QImage& after)
{
    if (before.isNull())
        return after.rect();
    int left = after.width(), right = -1, top = after.height(), bottom = -1;
    for (int y = 0; y < after.height(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(before.constScanLine(y));
        const auto* b = reinterpret_cast<const QRgb*>(after.constScanLine(y));
        if (std::equal(a, a + after.width(), b))
            continue;
        top = std::min(top, y);
        bottom = y;
        int x = 0;
        while (a[x] == b[x])
            ++x;
        left = std::min(left, x);
        int xr = after.width() - 1;
        while (a[xr] == b[xr])
            --xr;
        right = std::max(right, xr);
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

// GIF: each frame gets its own palette, the 256 colours it uses most. The pictures are flat
// colours (cells, text), so these are exact; only the few antialiasing shades of text and
// arrows map to their nearest neighbour: no banding, no dithering noise.
class GifEncoder : public AnimationEncoder
{
public:
    GifEncoder(const QSize& size, int loops)
        : m_size(size)
        , m_loops(loops)
    { }
    ~GifEncoder() override
    {
        if (m_gif)
            EGifCloseFile(m_gif, nullptr);
    }

    bool addFrame(const QImage& input, int durationMs, QString* error) override
    {
        const QImage frame = input.convertToFormat(QImage::Format_RGB32);
        if (!fitsAnimation(frame, m_size, error))
            return false;
        if (!m_gif && !start(error))
            return false;
        QRect rect = changedRect(m_previous, frame);
        if (rect.isEmpty())
            rect = QRect(0, 0, 1, 1); // unchanged: a one-pixel frame keeps the count and the timing
        // The palette of the changed rectangle.
        QHash<QRgb, int> counts;
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
            for (int x = rect.left(); x <= rect.right(); ++x)
                ++counts[line[x] | 0xff000000u];
        }
        std::vector<std::pair<int, QRgb>> byUse;
        byUse.reserve(size_t(counts.size()));
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            byUse.push_back({ it.value(), it.key() });
        std::sort(byUse.begin(), byUse.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        const int used = int(std::min<size_t>(256, byUse.size()));
        int mapSize = 2;
        while (mapSize < used)
            mapSize *= 2;
        ColorMapObject* map = GifMakeMapObject(mapSize, nullptr);
        if (!map) {
            *error = Tr::tr("out of memory for a GIF palette");
            return false;
        }
        QHash<QRgb, GifByteType> index;
        for (int i = 0; i < mapSize; ++i) {
            const QRgb c = i < used ? byUse[size_t(i)].second : qRgb(0, 0, 0);
            map->Colors[i] = { GifByteType(qRed(c)), GifByteType(qGreen(c)), GifByteType(qBlue(c)) };
            if (i < used)
                index.insert(c, GifByteType(i));
        }
        const auto nearest = [&](QRgb c) {
            int best = 0, bestDistance = INT_MAX;
            for (int i = 0; i < used; ++i) {
                const QRgb p = byUse[size_t(i)].second;
                const int dr = qRed(c) - qRed(p), dg = qGreen(c) - qGreen(p), db = qBlue(c) - qBlue(p);
                const int d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
                if (d < bestDistance)
                    bestDistance = d, best = i;
            }
            return GifByteType(best);
        };
        GraphicsControlBlock gcb {};
        gcb.DisposalMode = DISPOSE_DO_NOT; // the unchanged rest of the picture stays
        gcb.DelayTime = std::max(1, (durationMs + 5) / 10); // hundredths of a second
        gcb.TransparentColor = NO_TRANSPARENT_COLOR;
        GifByteType extension[4];
        const size_t length = EGifGCBToExtension(&gcb, extension);
        bool ok = EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) == GIF_OK
            && EGifPutImageDesc(m_gif, rect.left(), rect.top(), rect.width(), rect.height(), false, map) == GIF_OK;
        std::vector<GifPixelType> line(size_t(rect.width()));
        for (int y = rect.top(); ok && y <= rect.bottom(); ++y) {
            const auto* pixels = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
            for (int x = rect.left(); x <= rect.right(); ++x) {
                const QRgb c = pixels[x] | 0xff000000u;
                auto it = index.constFind(c);
                if (it == index.constEnd())
                    it = index.insert(c, nearest(c));
                line[size_t(x - rect.left())] = it.value();
            }
            ok = EGifPutLine(m_gif, line.data(), rect.width()) == GIF_OK;
        }
        GifFreeMapObject(map);
        if (!ok) {
            *error = gifError(m_gif->Error);
            return false;
        }
        m_previous = frame;
        ++m_frames;
        return true;
    }

    std::optional<QByteArray> finish(QString* error) override
    {
        if (!m_gif || m_frames == 0) {
            *error = Tr::tr("an animation needs at least one frame");
            return std::nullopt;
        }
        int code = 0;
        const int result = EGifCloseFile(m_gif, &code);
        m_gif = nullptr;
        if (result != GIF_OK) {
            *error = gifError(code);
            return std::nullopt;
        }
        return m_bytes;
    }

private:
    static int write(GifFileType* gif, const GifByteType* data, int length)
    {
        static_cast<QByteArray*>(gif->UserData)->append(reinterpret_cast<const char*>(data), length);
        return length;
    }

    bool start(QString* error)
    {
        int code = 0;
        m_gif = EGifOpen(&m_bytes, &GifEncoder::write, &code);
        if (!m_gif) {
            *error = gifError(code);
            return false;
        }
        EGifSetGifVersion(m_gif, true);
        // No global palette: every frame brings its own.
        if (EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, nullptr) != GIF_OK) {
            *error = gifError(m_gif->Error);
            return false;
        }
        // The NETSCAPE2.0 extension counts repeats after the first play (0 = forever); playing
        // once is the absence of the extension.
        if (m_loops == 1)
            return true;
        const int repeats = m_loops == 0 ? 0 : std::min(m_loops - 1, 65535);
        const GifByteType loop[3] = { 1, GifByteType(repeats & 0xff), GifByteType((repeats >> 8) & 0xff) };
        const bool ok = EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
            && EGifPutExtensionBlock(m_gif, 11, "NETSCAPE2.0") == GIF_OK
            && EGifPutExtensionBlock(m_gif, 3, loop) == GIF_OK && EGifPutExtensionTrailer(m_gif) == GIF_OK;
        if (!ok)
            *error = gifError(m_gif->Error);
        return ok;
    }

    QSize m_size;
    int m_loops;
    GifFileType* m_gif = nullptr;
    QByteArray m_bytes;
    QImage m_previous;
    int m_frames = 0;
};

// WebP: lossless, so every colour is exact; the encoder stores only what changed.
class WebPEncoder : public AnimationEncoder
{
public:
    WebPEncoder(const QSize& size, int loops)
        : m_size(size)
    {
        WebPAnimEncoderOptions options;
        if (WebPAnimEncoderOptionsInit(&options)) {
            options.anim_params.loop_count = loops;
            options.allow_mixed = 0;
            m_encoder = WebPAnimEncoderNew(size.width(), size.height(), &options);
        }
        WebPConfigInit(&m_config);
        m_config.lossless = 1;
        m_config.quality = 50; // lossless: effort, not fidelity
        m_config.method = 2;
    }
    ~WebPEncoder() override
    {
        if (m_encoder)
            WebPAnimEncoderDelete(m_encoder);
    }

    bool addFrame(const QImage& input, int durationMs, QString* error) override
    {
        if (!m_encoder) {
            *error = Tr::tr("the WebP encoder could not start");
            return false;
        }
        const QImage frame = input.convertToFormat(QImage::Format_ARGB32);
        if (!fitsAnimation(frame, m_size, error))
            return false;
        WebPPicture picture;
        if (!WebPPictureInit(&picture)) {
            *error = Tr::tr("the WebP encoder could not start");
            return false;
        }
        picture.use_argb = 1;
        picture.width = frame.width();
        picture.height = frame.height();
        // Format_ARGB32 is B, G, R, A in memory on a little-endian machine.
        bool ok = WebPPictureImportBGRA(&picture, frame.constBits(), int(frame.bytesPerLine()))
            && WebPAnimEncoderAdd(m_encoder, &picture, m_timestamp, &m_config);
        WebPPictureFree(&picture);
        if (!ok) {
            *error = Tr::tr("the WebP encoder failed: %1").arg(QString::fromUtf8(WebPAnimEncoderGetError(m_encoder)));
            return false;
        }
        m_timestamp += std::max(1, durationMs);
        ++m_frames;
        return true;
    }

    std::optional<QByteArray> finish(QString* error) override
    {
        if (!m_encoder || m_frames == 0) {
            *error = Tr::tr("an animation needs at least one frame");
            return std::nullopt;
        }
        WebPData data;
        WebPDataInit(&data);
        if (!WebPAnimEncoderAdd(m_encoder, nullptr, m_timestamp, nullptr)
            || !WebPAnimEncoderAssemble(m_encoder, &data)) {
            *error = Tr::tr("the WebP encoder failed: %1").arg(QString::fromUtf8(WebPAnimEncoderGetError(m_encoder)));
            WebPDataClear(&data);
            return std::nullopt;
        }
        QByteArray bytes(reinterpret_cast<const char*>(data.bytes), qsizetype(data.size));
        WebPDataClear(&data);
        return bytes;
    }

private:
    QSize m_size;
    WebPAnimEncoder* m_encoder = nullptr;
    WebPConfig m_config;
    int m_timestamp = 0;
    int m_frames = 0;
};
} // namespace

std::unique_ptr<AnimationEncoder> makeAnimationEncoder(AnimationFormat format, const QSize& size, int loops)
{
    if (format == AnimationFormat::Gif)
        return std::make_unique<GifEncoder>(size, loops);
    return std::make_unique<WebPEncoder>(size, loops);
}

std::optional<AnimationFormat> animationFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("gif"))
        return AnimationFormat::Gif;
    if (suffix == QStringLiteral("webp"))
        return AnimationFormat::WebP;
    return std::nullopt;
}

} // namespace cvz
