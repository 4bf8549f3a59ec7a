#pragma once

#include "mapping/animationcursor.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace cvz {

// Play, pause, step, scrub, speed and step size. Holds no state of its own beyond what
// the controls show; the page owns the cursor.
class AnimationBar : public QWidget
{
    Q_OBJECT
public:
    explicit AnimationBar(QWidget* parent = nullptr);

    void setRange(int64_t threadCount);
    void setPosition(int64_t position, int64_t threadCount);
    void setPlaying(bool playing);
    StepMode stepMode() const;
    void setStepMode(StepMode mode);
    int stepsPerSecond() const;

Q_SIGNALS:
    void playToggled();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void scrubbed(int64_t thread);
    void stepModeChanged(cvz::StepMode mode);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitPositionLabel();

    QToolButton* m_play;
    QSlider* m_scrub;
    QSlider* m_speed;
    QComboBox* m_mode;
    QLabel* m_position;
    int64_t m_threads = 0;
};

} // namespace cvz
