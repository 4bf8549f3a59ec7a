// How Chinese text is spaced (docs/glossary.md): a space between Chinese and the Latin letters
// or digits beside it ("线程块 3"), none between two Chinese words ("和线程块", not "和 线程块") or
// beside Chinese punctuation ("。像", not "。 像"), and Chinese punctuation, not ASCII, inside a
// Chinese sentence ("，" "；"). The translations and the messages built from them are checked
// against these rules in the tests.
#pragma once

#include <QString>
#include <QStringList>

namespace cvz {

// Where `text` breaks a rule: each a short excerpt with the rule it breaks; empty when none.
// `placeholders`: %1 ... %99 and %n stand for text whose spacing is the translator's call (they
// may hold numbers or Chinese words), so no rule looks through them.
QStringList chineseSpacingProblems(const QString& text, bool placeholders = false);

// A message put together from translated parts, spaced as Chinese: the spaces a translation keeps
// around a placeholder (for a number, "线程 %1 读取") or between two sentences, wherever the
// filled-in text turns out to be Chinese on both sides ("在 第 6 行" -> "在第 6 行", "。 像" -> "。像"),
// go; so do the spaces beside Chinese punctuation, and an ASCII ", " or "; " between Chinese
// becomes "，" or "；". Text with no Chinese is returned as it is.
QString tidyChineseSpacing(const QString& text);

// What goes between the items of a list ", " and between clauses "; ", in the app's language
// ("，" and "；" in Chinese).
QString listSeparator();
QString clauseSeparator();

} // namespace cvz
