// How the Playground's editor indents as a student types: the rules, apart from the widget.
#pragma once

#include <QString>

namespace cvz {

constexpr int kIndentSpaces = 4;

// The indentation of a new line opened after `before` (the current line's text left of the
// cursor): the same as that line's, one level more after an opening brace, parenthesis or
// bracket that the line leaves open.
QString indentAfterNewline(const QString& before);

// Where a closing brace is typed on a line of only blanks (`line`): the line's indentation one
// level less, or the line unchanged when it has none to lose.
QString indentBeforeClosingBrace(const QString& line);

} // namespace cvz
