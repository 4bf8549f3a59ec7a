#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace cvz {

// Settings: the language (used from the next start) and "Reset to defaults".
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    QString chosenLanguage() const; // "" follows the system
    void setChosenLanguage(const QString& language);

Q_SIGNALS:
    void resetRequested(); // the user confirmed "Reset to defaults"

private:
    void updateNote();

    QComboBox* m_language;
    QLabel* m_note;
};

} // namespace cvz
