#include "cudasource.h"

#include "kernels/teachingkernels.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <utility>

namespace cvz {

namespace {

// The index of the ')' that closes the '(' at `open`, or -1.
qsizetype matchingParen(const QString& s, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < s.size(); ++i) {
        if (s[i] == QLatin1Char('('))
            ++depth;
        else if (s[i] == QLatin1Char(')') && --depth == 0)
            return i;
    }
    return -1;
}

// "a, i, x + f(y, z)" -> {"a", "i", "x + f(y, z)"}: commas inside brackets (and the braces
// of float4 { x, y, z, w }) do not split.
QStringList splitArguments(const QString& s)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
            --depth;
        else if (c == QLatin1Char(',') && depth == 0) {
            parts << s.mid(start, i - start).trimmed();
            start = i + 1;
        }
    }
    parts << s.mid(start).trimmed();
    return parts;
}

// ctx.load(a, i) -> a[i] and ctx.store(c, i, v) -> c[i] = v, innermost first: the last call
// in the line has no call in its arguments. The 128-bit ctx.load4 / ctx.store4 become the
// float4 casts a CUDA programmer writes for LDG.128 / STS.128.
QString rewriteAccesses(QString s)
{
    struct Call
    {
        QString token;
        int arguments;
        const char* cuda;
    };
    static const Call calls[] = {
        { QStringLiteral("ctx.load("), 2, "%1[%2]" },
        { QStringLiteral("ctx.store("), 3, "%1[%2] = %3" },
        { QStringLiteral("ctx.load4("), 2, "*reinterpret_cast<const float4*>(&%1[%2])" },
        { QStringLiteral("ctx.store4("), 3, "*reinterpret_cast<float4*>(&%1[%2]) = %3" },
        { QStringLiteral("ctx.atomicAdd("), 3, "atomicAdd(&%1[%2], %3)" },
    };
    for (;;) {
        const Call* last = nullptr;
        qsizetype at = -1;
        for (const Call& c : calls)
            if (const qsizetype found = s.lastIndexOf(c.token); found > at) {
                at = found;
                last = &c;
            }
        if (!last)
            return s;
        const qsizetype open = at + last->token.size() - 1;
        const qsizetype close = matchingParen(s, open);
        if (close < 0)
            return s;
        const QStringList args = splitArguments(s.mid(open + 1, close - open - 1));
        if (args.size() != last->arguments)
            return s;
        QString cuda = QString::fromLatin1(last->cuda).arg(args[0], args[1]);
        if (last->arguments == 3)
            cuda = cuda.arg(args[2]);
        s.replace(at, close + 1 - at, cuda);
    }
}

// "if (!guard || (row < rows && col < cols))" -> "if (row < rows && col < cols)", or commented
// out when the launch on screen runs without the guard.
QString rewriteGuard(QString s, bool guard)
{
    static const QString marker = QStringLiteral("if (!guard || ");
    const qsizetype at = s.indexOf(marker);
    if (at < 0)
        return s;
    const qsizetype open = at + 3;
    const qsizetype close = matchingParen(s, open);
    if (close < 0)
        return s;
    QString condition = s.mid(at + marker.size(), close - at - marker.size()).trimmed();
    if (condition.startsWith(QLatin1Char('(')) && matchingParen(condition, 0) == condition.size() - 1)
        condition = condition.mid(1, condition.size() - 2);
    const QString shown
        = guard ? QStringLiteral("if (%1)").arg(condition) : QStringLiteral("/* if (%1) */").arg(condition);
    s.replace(at, close + 1 - at, shown);
    return s;
}

// The tile shapes as the numbers a student's CUDA would hold (longest names first).
const std::pair<const char*, int> kTileConstants[] = {
    { "Tiled2D::threadsX", Tiled2D::threadsX },
    { "Tiled2D::threadsY", Tiled2D::threadsY },
    { "Tiled2D::threads", Tiled2D::threads },
    { "Tiled2D::BM", Tiled2D::BM },
    { "Tiled2D::BN", Tiled2D::BN },
    { "Tiled2D::BK", Tiled2D::BK },
    { "Tiled2D::TM", Tiled2D::TM },
    { "Tiled2D::TN", Tiled2D::TN },
    { "Warptiled::threads", Warptiled::threads },
    { "Warptiled::warpsX", Warptiled::warpsX },
    { "Warptiled::laneCols", Warptiled::laneCols },
    { "Warptiled::WMITER", Warptiled::WMITER },
    { "Warptiled::WNITER", Warptiled::WNITER },
    { "Warptiled::BM", Warptiled::BM },
    { "Warptiled::BN", Warptiled::BN },
    { "Warptiled::BK", Warptiled::BK },
    { "Warptiled::WM", Warptiled::WM },
    { "Warptiled::WN", Warptiled::WN },
    { "Warptiled::TM", Warptiled::TM },
    { "Warptiled::TN", Warptiled::TN },
};

struct Comment
{
    QString indent;
    QString text;
};

// A whole-line comment ("    // text"), not a tag line.
std::optional<Comment> wholeLineComment(const QString& line)
{
    static const QRegularExpression re(QStringLiteral("^(\\s*)// (?!@)(.*)$"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    return Comment { m.captured(1), m.captured(2).trimmed() };
}

} // namespace

QString toCudaLine(const QString& bodyLine, bool guard)
{
    QString s = bodyLine;
    s.remove(QStringLiteral("(long long)"));
    static const QRegularExpression builtin(QStringLiteral("ctx\\.(blockIdx|threadIdx|blockDim|gridDim)\\(\\)"));
    s.replace(builtin, QStringLiteral("\\1"));
    s.replace(QStringLiteral("ctx.syncthreads()"), QStringLiteral("__syncthreads()"));
    s.replace(QStringLiteral("(ctx, "), QStringLiteral("(")); // a __device__ helper's call: CUDA has no context
    s = rewriteAccesses(s);
    s = rewriteGuard(s, guard);
    s.replace(QStringLiteral("const long long "), QStringLiteral("int "));
    s.replace(QStringLiteral("long long "), QStringLiteral("int "));
    for (const auto& [name, value] : kTileConstants)
        s.replace(QLatin1String(name), QString::number(value));
    return s;
}

KernelSource cudaKernelSource(const QString& headerText, const QString& key, const CudaSourceOptions& options)
{
    const QStringList section = kernelSection(headerText, key);
    const auto translate
        = [&](const QString& text) { return options.translateComment ? options.translateComment(text) : text; };
    static const QRegularExpression cudaLine(QStringLiteral("^(\\s*)// @cuda (.*)$"));
    static const QRegularExpression trailing(QStringLiteral("^(.*\\S)\\s+// (?!@)(.*?)(\\s*// @\\w+)?\\s*$"));
    QStringList out;
    bool inSignature = false;
    for (qsizetype i = 0; i < section.size(); ++i) {
        const QString& line = section[i];
        if (line.startsWith(QStringLiteral("template <")))
            inSignature = true;
        if (inSignature) {
            inSignature = !line.contains(QStringLiteral("CVZ_HD"));
            continue;
        }
        if (const QRegularExpressionMatch m = cudaLine.match(line); m.hasMatch()) {
            out << m.captured(1) + m.captured(2);
            continue;
        }
        if (const auto comment = wholeLineComment(line)) {
            // A paragraph: this and the following comment lines with the same indent.
            QStringList original { line };
            QStringList words { comment->text };
            while (i + 1 < section.size()) {
                const auto next = wholeLineComment(section[i + 1]);
                if (!next || next->indent != comment->indent)
                    break;
                original << section[++i];
                words << next->text;
            }
            const QString paragraph = words.join(QLatin1Char(' '));
            const QString translated = translate(paragraph);
            if (translated == paragraph) {
                out << original;
                continue;
            }
            const int width = std::max(20, options.wrapColumns - int(comment->indent.size()) - 3);
            for (const QString& part : wrapText(translated, width))
                out << comment->indent + QStringLiteral("// ") + part;
            continue;
        }
        if (const QRegularExpressionMatch m = trailing.match(line); m.hasMatch()) {
            out << toCudaLine(m.captured(1), options.guard) + QStringLiteral(" // ") + translate(m.captured(2))
                    + m.captured(3);
            continue;
        }
        out << toCudaLine(line, options.guard);
    }
    return fromTaggedLines(out);
}

QString guardCondition(const KernelSource& source)
{
    if (source.guardLine < 0 || source.guardLine >= source.lines.size())
        return {};
    const QString line = source.lines[source.guardLine].trimmed();
    static const QRegularExpression loop(QStringLiteral("^for \\([^;]*;\\s*([^;]+);"));
    if (const QRegularExpressionMatch m = loop.match(line); m.hasMatch())
        return m.captured(1).trimmed();
    const qsizetype at = line.indexOf(QStringLiteral("if ("));
    if (at < 0)
        return {};
    const qsizetype close = matchingParen(line, at + 3);
    return close < 0 ? QString() : line.mid(at + 4, close - at - 4).trimmed();
}

QStringList kernelCommentParagraphs(const QString& headerText)
{
    QStringList paragraphs;
    static const QRegularExpression kernelTag(QStringLiteral("^// @kernel (\\S+)\\s*$"));
    for (const QString& line : headerText.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = kernelTag.match(line.trimmed());
        if (!m.hasMatch())
            continue;
        CudaSourceOptions collect;
        collect.translateComment = [&paragraphs](const QString& text) {
            if (!paragraphs.contains(text))
                paragraphs << text;
            return text;
        };
        cudaKernelSource(headerText, m.captured(1), collect);
    }
    return paragraphs;
}

QStringList teachingKernelFiles()
{
    // One file per kernel, numbered in course order: the names sort as the course goes.
    QStringList paths;
    const QDir folder(QStringLiteral(":/cudaviz/kernels/teaching"));
    for (const QString& name : folder.entryList({ QStringLiteral("[0-9][0-9]_*.h") }, QDir::Files, QDir::Name))
        paths << folder.filePath(name);
    return paths;
}

namespace {
QString readResource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly | QIODevice::Text) ? QString::fromUtf8(file.readAll()) : QString();
}
} // namespace

QString teachingKernelsHeader()
{
    QString text;
    for (const QString& path : teachingKernelFiles())
        text += readResource(path);
    return text;
}

QString teachingKernelFile(const QString& key)
{
    const QString tag = QStringLiteral("// @kernel ") + key + QLatin1Char('\n');
    for (const QString& path : teachingKernelFiles())
        if (QString text = readResource(path); text.contains(tag))
            return text;
    return {};
}

KernelSource teachingCudaSource(const QString& key, bool guard)
{
    CudaSourceOptions options;
    options.guard = guard;
    options.translateComment = [](const QString& text) {
        return QCoreApplication::translate("cvz::KernelComments", text.toUtf8().constData());
    };
    return cudaKernelSource(teachingKernelsHeader(), key, options);
}

} // namespace cvz
