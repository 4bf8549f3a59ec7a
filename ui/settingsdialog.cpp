#include "settingsdialog.h"

#include "i18n/language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace cvz {

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    m_language->setObjectName(QStringLiteral("languageChoice"));
    m_language->addItem(tr("System default (%1)").arg(languageDisplayName(effectiveLanguage(QString()))), QString());
    for (const QString& language : supportedLanguages())
        m_language->addItem(languageDisplayName(language), language);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("languageNote"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(m_note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* reset = buttons->addButton(tr("&Reset to defaults"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("resetDefaults"));
    reset->setToolTip(tr("Forget every saved choice: language, window layout, presentation mode, lesson position"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset, &QPushButton::clicked, this, [this] {
        const auto answer = QMessageBox::question(this, tr("Reset to defaults"),
            tr("Forget every saved setting and return to the defaults? Benchmark results and files are not "
               "touched."));
        if (answer == QMessageBox::Yes) {
            Q_EMIT resetRequested();
            setChosenLanguage(savedLanguage());
        }
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateNote);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setChosenLanguage(savedLanguage());
}

QString SettingsDialog::chosenLanguage() const
{
    return m_language->currentData().toString();
}

void SettingsDialog::setChosenLanguage(const QString& language)
{
    m_language->setCurrentIndex(std::max(0, m_language->findData(language)));
    updateNote();
}

void SettingsDialog::updateNote()
{
    const QString shown = effectiveLanguage(chosenLanguage());
    m_note->setText(shown == installedLanguage()
            ? tr("cudaviz is shown in %1.").arg(languageDisplayName(shown))
            : tr("cudaviz will be shown in %1 from its next start (you can restart it now after OK).")
                  .arg(languageDisplayName(shown)));
}

} // namespace cvz
