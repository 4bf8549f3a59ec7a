#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace cvz {

// The languages the app ships: "en" (the source strings) and "zh_CN".
QStringList supportedLanguages();

// The saved choice: empty means "follow the system locale".
QString savedLanguage();
void saveLanguage(const QString& language);

// The language the app shows for a saved choice ("" → the system's, when supported, else en).
QString effectiveLanguage(const QString& saved);

// Installs cudaviz's and Qt's own translations for `language` on the application and removes
// any installed before. "en" installs none. Returns false when cudaviz's file is missing.
// `onScreen`: the text is laid out by Qt (the window, a picture), so each translation keeps the
// glossary's terms whole where a line breaks (util/linebreaks.h); a terminal's text is left as
// it is.
bool installTranslations(const QString& language, bool onScreen = true);

// The language whose translations are installed now ("en" when none).
QString installedLanguage();

// The language's own name, for the Settings menu ("English", "简体中文").
QString languageDisplayName(const QString& language);

} // namespace cvz
