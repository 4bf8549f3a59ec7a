#include "language.h"

#include "util/linebreaks.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace cvz {

namespace {

const auto kLanguageKey = QStringLiteral("ui/language");

struct Installed
{
    QString language = QStringLiteral("en");
    QPointer<QTranslator> app;
    QPointer<QTranslator> qt;
};

Installed& installed()
{
    static Installed state;
    return state;
}

void removeTranslator(QPointer<QTranslator>& translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// A translation whose Chinese terms never break across lines ("线程" / "束 7").
class TermKeepingTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;
    QString translate(
        const char* context, const char* sourceText, const char* disambiguation = nullptr, int n = -1) const override
    {
        const QString text = QTranslator::translate(context, sourceText, disambiguation, n);
        return text.isNull() ? text : keepTermsWhole(text);
    }
};

} // namespace

QStringList supportedLanguages()
{
    return { QStringLiteral("en"), QStringLiteral("zh_CN") };
}

QString savedLanguage()
{
    const QString language = QSettings().value(kLanguageKey).toString();
    return supportedLanguages().contains(language) ? language : QString();
}

void saveLanguage(const QString& language)
{
    QSettings settings;
    if (language.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, language);
}

QString effectiveLanguage(const QString& saved)
{
    if (supportedLanguages().contains(saved))
        return saved;
    // Any Chinese locale that is not explicitly traditional gets the simplified translation.
    const QLocale system;
    if (system.language() == QLocale::Chinese && system.script() != QLocale::TraditionalChineseScript)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool installTranslations(const QString& language, bool onScreen)
{
    Installed& state = installed();
    removeTranslator(state.app);
    removeTranslator(state.qt);
    state.language = QStringLiteral("en");
    if (language == QLatin1String("en") || !supportedLanguages().contains(language)) {
        // English needs only its plural forms ("1 element", "2 elements") from a translation.
        auto* plurals = new QTranslator(QCoreApplication::instance());
        if (plurals->load(QStringLiteral(":/i18n/cudaviz_en.qm"))) {
            QCoreApplication::installTranslator(plurals);
            state.app = plurals;
        } else {
            delete plurals;
        }
        return language == QLatin1String("en");
    }

    auto* app = onScreen ? new TermKeepingTranslator(QCoreApplication::instance())
                         : new QTranslator(QCoreApplication::instance());
    if (!app->load(QStringLiteral(":/i18n/cudaviz_%1.qm").arg(language))) {
        delete app;
        return false;
    }
    QCoreApplication::installTranslator(app);
    state.app = app;
    state.language = language;

    // Qt's own dialogs (file dialogs, message box buttons) from the system's Qt translations;
    // their absence is not an error, the buttons just stay English.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        state.qt = qt;
    } else {
        delete qt;
    }
    return true;
}

QString installedLanguage()
{
    return installed().language;
}

QString languageDisplayName(const QString& language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

} // namespace cvz
