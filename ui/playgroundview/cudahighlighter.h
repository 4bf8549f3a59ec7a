#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace cvz {

// CUDA C++ in the playground's editor: keywords, CUDA's qualifiers and built-ins, numbers,
// strings, preprocessor lines and comments (block comments across lines too).
class CudaHighlighter : public QSyntaxHighlighter
{
public:
    explicit CudaHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    QList<Rule> m_rules;
    QTextCharFormat m_comment;
};

} // namespace cvz
