#pragma once

#include <QFrame>

class QLabel;

namespace cvz {

struct GpuAvailability;

// The friendly "no GPU" explanation: expected, not an error, with the precise reason.
class NoGpuPanel : public QFrame
{
    Q_OBJECT
public:
    explicit NoGpuPanel(QWidget* parent = nullptr);
    void setAvailability(const GpuAvailability& availability);

    QString reasonText() const;

protected:
    void changeEvent(QEvent* event) override; // the title stays 1.2 times the text, presented too

private:
    void updateTitleFont();
    QLabel* m_title;
    QLabel* m_reason;
    QLabel* m_hint;
    QLabel* m_here; // what works here without a GPU
};

} // namespace cvz
