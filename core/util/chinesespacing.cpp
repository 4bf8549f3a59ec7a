#include "chinesespacing.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::ChineseSpacing)
};
} // namespace

QString listSeparator()
{
    return Tr::tr(", ", "between the items of a list");
}

QString clauseSeparator()
{
    return Tr::tr("; ", "between the clauses of a sentence");
}

QStringList chineseSpacingProblems(const QString& text, bool placeholders)
{
    static const QString cjk = QStringLiteral("[\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}]");
    struct Rule
    {
        QRegularExpression wrong;
        const char* use;
    };
    static const Rule rules[] = {
        { QRegularExpression(cjk + QStringLiteral("[A-Za-z0-9]|[A-Za-z0-9]") + cjk),
            "a space between Chinese and letters or digits" },
        // One space: more align the columns of a table.
        { QRegularExpression(cjk + QStringLiteral(" ") + cjk), "no space between two Chinese words" },
        { QRegularExpression(QStringLiteral("[。，；：？！、（）] (?! )|(?<! ) [。，；：？！、）]")),
            "no space beside Chinese punctuation" },
        // Qt's file dialog filters are separated by ";;" and stay as they are.
        { QRegularExpression(cjk + QStringLiteral("[,;]|(?<!;)[,;] ?") + cjk),
            "Chinese punctuation in a Chinese sentence: ， ； or 、, not ASCII" },
    };
    static const QRegularExpression placeholder(QStringLiteral("%(\\d{1,2}|n)"));
    const QString checked = placeholders ? QString(text).replace(placeholder, QStringLiteral("\u2060")) : text;
    QStringList problems;
    for (const Rule& r : rules)
        for (auto it = r.wrong.globalMatch(checked); it.hasNext();) {
            const auto m = it.next();
            const qsizetype from = std::max<qsizetype>(0, m.capturedStart() - 8);
            problems << QStringLiteral("\"%1\" (%2)")
                            .arg(checked.mid(from, m.capturedEnd() + 8 - from).remove(QChar(0x2060)),
                                QString::fromUtf8(r.use));
        }
    return problems;
}

QString tidyChineseSpacing(const QString& text)
{
    static const QRegularExpression anyCjk(QStringLiteral("[\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}]"));
    if (!anyCjk.match(text).hasMatch())
        return text;
    static const QString cjk = QStringLiteral("[\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}]");
    static const QRegularExpression between(QStringLiteral("(?<=%1) (?=%1)").arg(cjk));
    static const QRegularExpression afterPunctuation(QStringLiteral("(?<=[。，；：？！、（）“”]) (?! )"));
    static const QRegularExpression beforePunctuation(QStringLiteral("(?<! ) (?=[。，；：？！、）”])"));
    static const QRegularExpression comma(QStringLiteral("(?<=%1|）), ?(?=%1)").arg(cjk));
    static const QRegularExpression semicolon(QStringLiteral("(?<=%1|）); ?(?=%1)").arg(cjk));
    QString out = text;
    out.replace(between, QString());
    out.replace(afterPunctuation, QString());
    out.replace(beforePunctuation, QString());
    out.replace(comma, QStringLiteral("，"));
    out.replace(semicolon, QStringLiteral("；"));
    return out;
}

} // namespace cvz
