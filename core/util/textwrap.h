// Wrapping text for places that cannot wrap it themselves (the CUDA view's comments, chart
// captions), English and Chinese alike.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace cvz {

// The display width of a character in a monospace font: CJK takes two columns.
int displayColumns(QChar c);

// `text` in lines of at most `width` columns, broken at spaces or between CJK characters.
QStringList wrapText(const QString& text, int width);

// Source lines for a view `width` columns wide: a paragraph of // comment lines (same indent,
// up to an empty comment line or a list item) with a line that does not fit is reflowed into
// comment lines of its own, each with the same indent and "// ", so that a continuation never
// reads as code and the paragraph reads as prose; other lines are kept as they are.
// `firstLine` (if given) gets, for each source line, the display line it starts on.
QStringList wrapCodeComments(const QStringList& lines, int width, std::vector<int>* firstLine = nullptr);

// Text from a file or the command line as a message shows it: at most `maxChars` characters,
// then "…" (a 1 MB backend name is not echoed into a 1 MB error line).
QString quotedInput(const QString& text, int maxChars = 60);

// Output of a program the user did not write for this app (a kernel's printf, a compiler's
// messages quoting a source line) as a terminal or a text view may show it: control characters
// but newline and tab, C1 controls and the bidirectional overrides become visible escapes
// ("\x1b", "\u202e"), so no escape sequence retitles, clears or reorders what is shown. A
// carriage return before a newline is dropped; any other is escaped.
QString visibleControls(const QString& text);

} // namespace cvz
