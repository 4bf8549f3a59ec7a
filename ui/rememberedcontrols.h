#pragma once

#include <QString>

class QAbstractButton;
class QComboBox;
class QLineEdit;
class QSlider;
class QSpinBox;
class QWidget;

namespace cvz {

// Makes a control remember its value in QSettings under `key`: the saved value (if it is
// still a valid one) is restored now, every change is saved, and the value it had when
// registered is its default for resetRememberedControls(). Call it after connecting the
// control's own signals, so the restored value flows through them like a user's change.
void remember(QComboBox* combo, const QString& key);
void remember(QAbstractButton* checkable, const QString& key);
void remember(QSlider* slider, const QString& key);
void remember(QSpinBox* spin, const QString& key);
void remember(QLineEdit* edit, const QString& key);

// Puts every remembered control under `root` back to its default ("Reset to defaults").
void resetRememberedControls(QWidget* root);

} // namespace cvz
