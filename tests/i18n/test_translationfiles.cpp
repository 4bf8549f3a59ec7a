#include "util/chinesespacing.h"
#include "util/linebreaks.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>
#include <set>

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
    QString type; // "", "unfinished", "vanished", "obsolete"
};

std::vector<Message> readTs(const QString& path, QString* error)
{
    std::vector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message"))
            current = Message { context, {}, {}, {} };
        else if (name == QLatin1String("source"))
            current.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations << xml.readElementText();
                else if (xml.isCharacters())
                    text += xml.text();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages.push_back(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// %1..%99 and %n, as a set: a translation may reorder them but must keep each one.
std::set<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d{1,2}|n)"));
    std::set<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

// The translation file `name` as `cmake --build <dir> --target update_translations` would leave it
// (lupdate on a copy, with `extra` options): what a new string in the sources would add.
std::vector<Message> updatedCopy(const QString& name, const QStringList& extra, QString* error)
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(name);
    if (!dir.isValid() || !QFile::copy(QStringLiteral(CUDAVIZ_SOURCE_DIR "/resources/translations/") + name, copy)) {
        *error = QStringLiteral("cannot copy ") + name;
        return {};
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    // The teaching kernels' comments reach lupdate as update_translations hands them over.
    const QString comments = dir.filePath(QStringLiteral("kernelcomments.cpp"));
    QProcess tool;
    tool.start(QStringLiteral(CUDAVIZ_KERNEL_COMMENTS_TOOL), { comments });
    if (!tool.waitForFinished(60000) || tool.exitCode() != 0) {
        *error = QStringLiteral("cudaviz_kernel_comments failed: ") + QString::fromUtf8(tool.readAllStandardError());
        return {};
    }
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(CUDAVIZ_SOURCE_DIR));
    lupdate.start(QStringLiteral(CUDAVIZ_LUPDATE),
        QStringList { QStringLiteral("-locations"), QStringLiteral("absolute"), QStringLiteral("-no-obsolete") } + extra
            + QStringList { QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("cli"), comments,
                QStringLiteral("-ts"), copy });
    if (!lupdate.waitForFinished(120000) || lupdate.exitCode() != 0) {
        *error = QStringLiteral("lupdate failed: ") + QString::fromUtf8(lupdate.readAllStandardError());
        return {};
    }
    return readTs(copy, error);
}

} // namespace

TEST(TranslationFiles, ZhCnCoversEveryStringInTheSources)
{
    QString error;
    const std::vector<Message> messages = updatedCopy(QStringLiteral("cudaviz_zh_CN.ts"), {}, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(messages.size(), 300u);
    QStringList untranslated, brokenPlaceholders;
    for (const Message& m : messages) {
        const bool empty = std::any_of(
            m.translations.begin(), m.translations.end(), [](const QString& t) { return t.trimmed().isEmpty(); });
        if (!m.type.isEmpty() || empty) {
            untranslated << m.context + QStringLiteral(": ") + m.source;
            continue;
        }
        for (const QString& t : m.translations)
            if (placeholders(t) != placeholders(m.source))
                brokenPlaceholders << m.context + QStringLiteral(": ") + m.source + QStringLiteral(" → ") + t;
    }
    EXPECT_TRUE(untranslated.isEmpty()) << untranslated.size()
                                        << " strings have no zh_CN translation (run the update_translations "
                                           "target, then translate them in Qt Linguist):\n"
                                        << untranslated.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(brokenPlaceholders.isEmpty()) << "translations that lose or add a %-placeholder:\n"
                                              << brokenPlaceholders.join(QLatin1Char('\n')).toStdString();
}

// One term per concept in Chinese (docs/glossary.md); a space between Chinese and the letters and
// digits around it, none between Chinese words or beside Chinese punctuation, and Chinese
// punctuation, not ASCII, in Chinese sentences.
TEST(TranslationFiles, ZhCnUsesTheGlossarysTermsAndSpacing)
{
    QString error;
    const std::vector<Message> messages
        = readTs(QStringLiteral(CUDAVIZ_SOURCE_DIR "/resources/translations/cudaviz_zh_CN.ts"), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    struct Rule
    {
        QRegularExpression wrong;
        const char* use;
    };
    const Rule rules[] = {
        { QRegularExpression(QStringLiteral("内核")), "核函数 (kernel)" },
        { QRegularExpression(QStringLiteral("(?<![A-Za-z_])[Ww]arps?(?![A-Za-z_(])")), "线程束 (warp)" },
        { QRegularExpression(QStringLiteral("(?<![A-Za-z_])lanes?(?![A-Za-z_(])")), "通道 (lane)" },
        { QRegularExpression(QStringLiteral("(?<![A-Za-z_])wavefronts?(?![A-Za-z_(])")), "波前 (wavefront)" },
        { QRegularExpression(QStringLiteral("(?<!数据)竞争")), "数据竞争 (race)" },
    };
    // "warp" as a value the user types stays as it is.
    static const QRegularExpression literalWarp(QStringLiteral("\"warp\"|thread, warp|'warp'|--step"));
    QStringList wrong;
    for (const Message& m : messages)
        for (const QString& t : m.translations)
            for (const Rule& r : rules) {
                if (QString::fromUtf8(r.use).startsWith(QStringLiteral("线程束"))
                    && literalWarp.match(m.source).hasMatch())
                    continue;
                if (const auto match = r.wrong.match(t); match.hasMatch())
                    wrong << QStringLiteral("%1 (use %2): %3").arg(match.captured(), QString::fromUtf8(r.use), t);
            }
    // The spacing rules (core/util/chinesespacing.h). A placeholder may hold Chinese words or a
    // number, so the spacing around it is the translator's call; the messages as they are shown
    // are checked in ChineseMessages tests.
    for (const Message& m : messages)
        for (const QString& t : m.translations)
            for (const QString& problem : cvz::chineseSpacingProblems(t, true))
                wrong << problem + QStringLiteral(": ") + t;
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QLatin1Char('\n')).toStdString();
}

// English has two plural forms for every %n string ("1 element was", "2 elements were"), and
// cudaviz_en.ts has them for every one in the sources.
TEST(TranslationFiles, EnglishHasBothPluralFormsOfEveryCountedString)
{
    QString error;
    const std::vector<Message> messages
        = updatedCopy(QStringLiteral("cudaviz_en.ts"), { QStringLiteral("-pluralonly") }, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(messages.size(), 30u);
    static const QRegularExpression leftOver(QStringLiteral("\\((e?s)\\)"));
    QStringList wrong;
    for (const Message& m : messages) {
        if (!m.type.isEmpty() || m.translations.size() != 2) {
            wrong << QStringLiteral("no singular and plural: ") + m.source;
            continue;
        }
        for (const QString& t : m.translations)
            if (placeholders(t) != placeholders(m.source) || leftOver.match(t).hasMatch())
                wrong << m.source + QStringLiteral(" → ") + t;
    }
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QLatin1Char('\n')).toStdString();
}

// The terms the line breaking keeps whole (core/util/linebreaks.h) are the glossary's: every
// Chinese word of its table, and nothing else.
TEST(TranslationFiles, TheTermsKeptWholeAreTheGlossarys)
{
    QFile file(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/glossary.md"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    static const QRegularExpression row(QStringLiteral("^\\| (?!English)[^|]+ \\| ([^|]+) \\|")); // not the header
    static const QRegularExpression chinese(QStringLiteral("[\\x{4e00}-\\x{9fff}]{2,}"));
    QStringList documented;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')))
        if (const auto m = row.match(line); m.hasMatch())
            for (auto it = chinese.globalMatch(m.captured(1)); it.hasNext();)
                documented << it.next().captured();
    QStringList kept = cvz::chineseGlossaryTerms();
    documented.sort();
    kept.sort();
    EXPECT_EQ(documented, kept);
}
