#pragma once

#include "playground/source/launchcomment.h"
#include "playground/source/usersource.h"

#include <QWidget>
#include <array>

class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace cvz {

// The playground's launch: gridDim, blockDim, dynamic shared memory, the time limit and one row
// per kernel parameter, bound in the CLI's own words ("float[1000]:iota", "1000").
class LaunchPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LaunchPanel(QWidget* parent = nullptr);

    // One row per binding: the kernel's parameters, a struct's fields one by one (bindableParams).
    // Values already given to a binding of the same name stay.
    void setParams(const QList<KernelParam>& params);
    // Returns what the form could not hold (a blockDim past 1024 ...), or empty.
    QString setOptions(const LaunchOptions& options);
    // As options for parseLaunchOptions (and a file's launch comment); without --kernel.
    QStringList tokens() const;

Q_SIGNALS:
    void changed();

private:
    QString valueOf(const QString& name) const;

    std::array<QSpinBox*, 3> m_grid {}, m_block {};
    QSpinBox* m_shared;
    QDoubleSpinBox* m_timeout;
    QTableWidget* m_params;
};

} // namespace cvz
