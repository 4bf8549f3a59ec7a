#include "jsonkeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <vector>

namespace cvz {

namespace {
struct Level
{
    bool object = false;
    bool expectKey = false;
    QSet<QString> keys;
};

// The string literal starting at `at` (a quote), decoded as JSON decodes it; `end` after it.
QString readString(const QByteArray& json, qsizetype at, qsizetype* end)
{
    qsizetype k = at + 1;
    while (k < json.size() && json[k] != '"')
        k += json[k] == '\\' ? 2 : 1;
    *end = k + 1;
    const QByteArray literal = json.mid(at, k + 1 - at);
    return QJsonDocument::fromJson("[" + literal + "]").array().at(0).toString();
}
} // namespace

std::optional<DuplicateKey> duplicateJsonKey(const QByteArray& json)
{
    std::vector<Level> levels;
    for (qsizetype k = 0; k < json.size();) {
        const char c = json[k];
        if (c == '"') {
            qsizetype end = 0;
            const QString text = readString(json, k, &end);
            if (!levels.empty() && levels.back().object && levels.back().expectKey) {
                Level& level = levels.back();
                if (level.keys.contains(text))
                    return DuplicateKey { text, k };
                level.keys.insert(text);
                level.expectKey = false;
            }
            k = end;
            continue;
        }
        if (c == '{' || c == '[')
            levels.push_back(Level { c == '{', c == '{', {} });
        else if ((c == '}' || c == ']') && !levels.empty())
            levels.pop_back();
        else if (c == ',' && !levels.empty() && levels.back().object)
            levels.back().expectKey = true;
        ++k;
    }
    return std::nullopt;
}

} // namespace cvz
