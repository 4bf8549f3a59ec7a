// What QJsonDocument does not say of a file: a key written twice in one object (it keeps the
// last, silently). A teacher's file with two "id"s must be refused, not half read.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace cvz {

// The first key that appears twice in the same object of `json` (valid JSON: parse it first),
// with its byte offset; nothing when every object's keys differ.
struct DuplicateKey
{
    QString key;
    qsizetype offset = 0;
};
std::optional<DuplicateKey> duplicateJsonKey(const QByteArray& json);

} // namespace cvz
