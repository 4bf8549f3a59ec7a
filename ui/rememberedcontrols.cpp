#include "rememberedcontrols.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>

namespace cvz {

namespace {
const char* const kKeyProperty = "cvzSettingsKey";
const char* const kDefaultProperty = "cvzDefaultValue";

void mark(QWidget* widget, const QString& key, const QVariant& value)
{
    widget->setProperty(kKeyProperty, key);
    widget->setProperty(kDefaultProperty, value);
}

QVariant saved(const QString& key)
{
    return QSettings().value(key);
}

void save(const QString& key, const QVariant& value)
{
    QSettings().setValue(key, value);
}

// Sliders and spin boxes: an int restored only when it is still inside the control's range.
template <class RangeControl> void rememberRange(RangeControl* control, const QString& key)
{
    mark(control, key, control->value());
    bool ok = false;
    const int value = saved(key).toInt(&ok);
    if (ok && value >= control->minimum() && value <= control->maximum())
        control->setValue(value);
    QObject::connect(control, &RangeControl::valueChanged, control, [key](int v) { save(key, v); });
}
} // namespace

void remember(QComboBox* combo, const QString& key)
{
    mark(combo, key, combo->currentIndex());
    bool ok = false;
    const int index = saved(key).toInt(&ok);
    if (ok && index >= 0 && index < combo->count())
        combo->setCurrentIndex(index);
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, [key](int i) { save(key, i); });
}

void remember(QAbstractButton* checkable, const QString& key)
{
    mark(checkable, key, checkable->isChecked());
    const QVariant value = saved(key);
    if (value.isValid())
        checkable->setChecked(value.toBool());
    QObject::connect(checkable, &QAbstractButton::toggled, checkable, [key](bool on) { save(key, on); });
}

void remember(QSlider* slider, const QString& key)
{
    rememberRange(slider, key);
}

void remember(QSpinBox* spin, const QString& key)
{
    rememberRange(spin, key);
}

void remember(QLineEdit* edit, const QString& key)
{
    mark(edit, key, edit->text());
    const QVariant value = saved(key);
    if (value.isValid())
        edit->setText(value.toString());
    QObject::connect(edit, &QLineEdit::textChanged, edit, [key](const QString& text) { save(key, text); });
}

void resetRememberedControls(QWidget* root)
{
    for (QWidget* w : root->findChildren<QWidget*>()) {
        const QVariant value = w->property(kDefaultProperty);
        if (!w->property(kKeyProperty).isValid() || !value.isValid())
            continue;
        if (auto* combo = qobject_cast<QComboBox*>(w))
            combo->setCurrentIndex(value.toInt());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            button->setChecked(value.toBool());
        else if (auto* slider = qobject_cast<QSlider*>(w))
            slider->setValue(value.toInt());
        else if (auto* spin = qobject_cast<QSpinBox*>(w))
            spin->setValue(value.toInt());
        else if (auto* edit = qobject_cast<QLineEdit*>(w))
            edit->setText(value.toString());
    }
}

} // namespace cvz
