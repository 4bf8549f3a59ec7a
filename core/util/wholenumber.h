#pragma once

#include <QString>
#include <cstdint>
#include <optional>

namespace cvz {

// "1000" -> 1000. Otherwise nothing, and `error` states the real cause: not a whole number
// ("abc", "1e3", "2.5", ""), or a whole number past 64 bits ("9223372036854775808" is too
// large, not "not a whole number").
std::optional<int64_t> parseWholeNumber(const QString& text, QString* error);

// Digits with an optional sign, whatever their size: "9223372036854775808" is, "1e3" is not.
bool isWholeNumberText(const QString& text);

} // namespace cvz
