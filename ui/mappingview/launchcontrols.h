#pragma once

#include "mapping/mappingform.h"

#include <QWidget>
#include <array>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace cvz {

// The launch form: kernel, problem size, gridDim, blockDim, guard, presets. It only
// collects numbers into a MappingForm; reading it is core's buildMappingSetup(), checking
// the setup validateSetup().
class LaunchControls : public QWidget
{
    Q_OBJECT
public:
    explicit LaunchControls(QWidget* parent = nullptr);

    // The form as the core reads every launch (buildMappingSetup); `grid` false leaves the
    // grid to fit the sizes, `block` false the block to the kernel's usual one.
    MappingForm form(bool grid = true, bool block = true) const;
    // The setup on screen, or nothing and `error` says why (validateSetup checks the rest).
    std::optional<MappingSetup> setup(QString* error = nullptr) const;
    void setSetup(const MappingSetup& setup);
    void applyPreset(int index);
    void setMessage(const QString& error); // empty: the configuration is fine

Q_SIGNALS:
    void setupChanged();

public Q_SLOTS:
    void fitGridToProblem();

private:
    // The constructor's parts, called in this order.
    void setupMenus(); // the kernel and preset menus
    QGroupBox* buildProblemBox();
    QGroupBox* buildLaunchBox();
    void connectSignals();

    void updateVisibleFields();
    void syncPresetLabel();
    QSpinBox* addSpin(const QString& objectName, int minimum, int maximum);

    QComboBox* m_kernel;
    QComboBox* m_presets;
    std::array<QSpinBox*, 3> m_size {}; // n | rows, cols | nx, ny, nz | M, N, K
    std::array<QLabel*, 3> m_sizeLabels {};
    std::array<QSpinBox*, 3> m_grid {};
    std::array<QSpinBox*, 3> m_block {};
    QCheckBox* m_guard;
    QPushButton* m_fit;
    QLabel* m_message;
    bool m_updating = false;
};

} // namespace cvz
