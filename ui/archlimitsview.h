#pragma once

#include <QGroupBox>

class QComboBox;
class QTableWidget;

namespace cvz {

// CUDA's limits for a chosen compute capability (sm_75 to sm_120), from CUDA's documented
// tables: the numbers lesson 1 asks about, on any computer, GPU or not.
class ArchLimitsView : public QGroupBox
{
    Q_OBJECT
public:
    explicit ArchLimitsView(QWidget* parent = nullptr);
    // Selects this compute capability when the table has it (a real device's).
    void selectComputeCapability(int major, int minor);
    QString value(int row) const; // the shown text of a row, for tests
    int rowCount() const;

private:
    void show(int index);

    QComboBox* m_choice;
    QTableWidget* m_table;
};

} // namespace cvz
