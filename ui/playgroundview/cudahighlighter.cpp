#include "cudahighlighter.h"

namespace cvz {

namespace {
QTextCharFormat textFormat(const QColor& color, bool bold = false)
{
    QTextCharFormat f;
    f.setForeground(color);
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}
} // namespace

CudaHighlighter::CudaHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    // Okabe–Ito colours, readable on a projector.
    const QString keywords = QStringLiteral(
        "\\b(?:if|else|for|while|do|return|break|continue|switch|case|default|const|constexpr|static|extern|"
        "template|typename|struct|class|using|namespace|inline|unsigned|signed|int|float|double|char|bool|void|"
        "long|short|auto|size_t|true|false|nullptr|sizeof)\\b");
    const QString cuda = QStringLiteral(
        "\\b(?:__global__|__device__|__host__|__shared__|__constant__|__forceinline__|__restrict__|"
        "__launch_bounds__|__syncthreads|__syncwarp|__syncthreads_count|atomicAdd|atomicSub|atomicMax|atomicMin|"
        "atomicExch|atomicCAS|dim3|uint3|float2|float4|int2|int4)\\b");
    const QString builtins = QStringLiteral("\\b(?:threadIdx|blockIdx|blockDim|gridDim|warpSize)\\b");
    m_rules.push_back({ QRegularExpression(keywords), textFormat(QColor(0x00, 0x4f, 0x8c), true) });
    m_rules.push_back({ QRegularExpression(cuda), textFormat(QColor(0x9c, 0x33, 0x7a), true) });
    m_rules.push_back({ QRegularExpression(builtins), textFormat(QColor(0xb3, 0x3c, 0x00), true) });
    m_rules.push_back({ QRegularExpression(QStringLiteral("\\b\\d+(?:\\.\\d*)?(?:[eE][+-]?\\d+)?[fFuUlL]*\\b")),
        textFormat(QColor(0x00, 0x6e, 0x50)) });
    m_rules.push_back({ QRegularExpression(QStringLiteral("^\\s*#.*$")), textFormat(QColor(0x6a, 0x4c, 0x93)) });
    m_rules.push_back(
        { QRegularExpression(QStringLiteral("\"(?:[^\"\\\\]|\\\\.)*\"")), textFormat(QColor(0x00, 0x6e, 0x50)) });
    m_comment = textFormat(QColor(0x70, 0x70, 0x70));
    m_comment.setFontItalic(true);
}

void CudaHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& rule : m_rules)
        for (auto it = rule.pattern.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), rule.format);
        }
    // Comments last, over everything: // to the end of the line, /* ... */ across lines.
    setCurrentBlockState(0);
    qsizetype start = previousBlockState() == 1 ? 0 : -1;
    qsizetype from = 0;
    while (true) {
        if (start < 0) {
            const qsizetype block = text.indexOf(QStringLiteral("/*"), from);
            const qsizetype line = text.indexOf(QStringLiteral("//"), from);
            if (line >= 0 && (block < 0 || line < block)) {
                setFormat(int(line), int(text.size() - line), m_comment);
                return;
            }
            if (block < 0)
                return;
            start = block;
            from = block + 2;
        }
        const qsizetype end = text.indexOf(QStringLiteral("*/"), std::max(from, start));
        if (end < 0) {
            setFormat(int(start), int(text.size() - start), m_comment);
            setCurrentBlockState(1);
            return;
        }
        setFormat(int(start), int(end + 2 - start), m_comment);
        from = end + 2;
        start = -1;
    }
}

} // namespace cvz
