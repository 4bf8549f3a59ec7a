// Where a line may break, for every view that wraps text: never inside a Chinese term of the
// glossary ("线程束", not "线程" / "束 7") nor inside an expression's operand ("A[row *" / "K + k]").
// Qt's line breaking follows Unicode (UAX #14): a word joiner (U+2060) forbids a break between
// the characters beside it, a no-break space (U+00A0) forbids one where a space would allow
// it and a zero-width space (U+200B) allows one; none draws anything but the space. docs/glossary.md holds the terms; a
// test keeps the two lists equal.
#pragma once

#include <QString>
#include <QStringList>

namespace cvz {

// Text longer than this is left unmarked (Qt wraps it as it does any text): the marking looks at
// brackets within brackets, and a teacher's 20000-character step text of nested parentheses
// must not cost a second each time it is shown. The built-in lessons' longest text is under 2000.
inline constexpr qsizetype kMaxMarkedChars = 4000;

inline constexpr QChar wordJoiner = QChar(0x2060);
inline constexpr QChar noBreakSpace = QChar(0x00A0);
inline constexpr QChar zeroWidthSpace = QChar(0x200B);

// The Chinese terms of the glossary, longest first (线程块 before 线程).
const QStringList& chineseGlossaryTerms();

// `text` with a word joiner between the characters of each Chinese glossary term in it. Text
// without Chinese comes back as it is.
QString keepTermsWhole(const QString& text);

// A line of code or of a formula ("i = blockIdx.x * blockDim.x + threadIdx.x = 1 * 256 + 3 = 259")
// marked so that it breaks before an operator that stands alone or after a comma, semicolon or
// colon (there a zero-width space follows the space; inside brackets only between a call's
// arguments) and never after an operator or elsewhere inside brackets (those spaces become
// no-break ones): a result stays with its "=", an operand with its operator, "A[row * K + k]"
// and "(0, 0, 0)" stay whole. Spaces between words, a // comment, a string
// literal and parentheses around prose ("(the last one)") stay plain and wrap as prose.
QString keepOperandsWhole(const QString& line);

// Prose that may hold a formula (a lesson's text, a step's title): both of the above.
QString keepWordsAndOperandsWhole(const QString& text);

// `text` with the word joiners, zero-width spaces and no-break spaces put in by the two above taken out, for
// text that leaves the app (a copy, a file).
QString withoutBreakMarks(const QString& text);

} // namespace cvz
