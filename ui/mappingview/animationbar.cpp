#include "animationbar.h"

#include "rememberedcontrols.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <cmath>

namespace cvz {

namespace {
constexpr int kScrubSteps = 10000; // the slider's resolution; positions are scaled onto it
constexpr int kMinSliderWidth = 120; // a slider narrower than this cannot be aimed at

QToolButton* button(QWidget* parent, QStyle::StandardPixmap icon, const QString& tip, const QString& name)
{
    auto* b = new QToolButton(parent);
    b->setObjectName(name);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}
} // namespace

AnimationBar::AnimationBar(QWidget* parent)
    : QWidget(parent)
    , m_play(button(this, QStyle::SP_MediaPlay, tr("Play / pause (Space)"), QStringLiteral("playButton")))
    , m_scrub(new QSlider(Qt::Horizontal, this))
    , m_speed(new QSlider(Qt::Horizontal, this))
    , m_mode(new QComboBox(this))
    , m_position(new QLabel(this))
{
    setObjectName(QStringLiteral("animationBar"));
    auto* start
        = button(this, QStyle::SP_MediaSkipBackward, tr("To the first thread (Home)"), QStringLiteral("startButton"));
    auto* back = button(this, QStyle::SP_MediaSeekBackward, tr("Step back (Left)"), QStringLiteral("backButton"));
    auto* forward
        = button(this, QStyle::SP_MediaSeekForward, tr("Step forward (Right)"), QStringLiteral("forwardButton"));
    auto* end = button(this, QStyle::SP_MediaSkipForward, tr("To the end (End)"), QStringLiteral("endButton"));
    m_scrub->setObjectName(QStringLiteral("scrubSlider"));
    m_scrub->setRange(0, kScrubSteps);
    m_scrub->setToolTip(tr("Drag to any point of the launch"));
    m_scrub->setMinimumWidth(2 * kMinSliderWidth);
    m_speed->setObjectName(QStringLiteral("speedSlider"));
    m_speed->setRange(0, 40); // 10^(v/10): 1 to 10000 steps per second
    m_speed->setValue(10);
    m_speed->setMinimumWidth(kMinSliderWidth);
    m_speed->setMaximumWidth(2 * kMinSliderWidth);
    m_speed->setToolTip(tr("Speed: steps per second"));
    m_mode->setObjectName(QStringLiteral("stepModeCombo"));
    m_mode->addItem(tr("Step by thread"));
    m_mode->addItem(tr("Step by warp (32)"));
    m_mode->addItem(tr("Step by block"));
    m_position->setObjectName(QStringLiteral("positionLabel"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : { static_cast<QWidget*>(start), static_cast<QWidget*>(back), static_cast<QWidget*>(m_play),
             static_cast<QWidget*>(forward), static_cast<QWidget*>(end) })
        layout->addWidget(w);
    layout->addWidget(m_scrub, 1);
    layout->addWidget(m_position);
    layout->addWidget(new QLabel(tr("Speed"), this));
    layout->addWidget(m_speed);
    layout->addWidget(m_mode);

    connect(m_play, &QToolButton::clicked, this, &AnimationBar::playToggled);
    connect(forward, &QToolButton::clicked, this, &AnimationBar::stepForward);
    connect(back, &QToolButton::clicked, this, &AnimationBar::stepBack);
    connect(start, &QToolButton::clicked, this, &AnimationBar::toStart);
    connect(end, &QToolButton::clicked, this, &AnimationBar::toEnd);
    connect(
        m_scrub, &QSlider::sliderMoved, this, [this](int value) { Q_EMIT scrubbed(m_threads * value / kScrubSteps); });
    connect(m_mode, &QComboBox::currentIndexChanged, this,
        [this](int index) { Q_EMIT stepModeChanged(static_cast<StepMode>(index)); });
    remember(m_speed, QStringLiteral("mapping/speed"));
    remember(m_mode, QStringLiteral("mapping/stepMode"));
}

void AnimationBar::setRange(int64_t threadCount)
{
    m_threads = threadCount;
}

void AnimationBar::setPosition(int64_t position, int64_t threadCount)
{
    m_threads = threadCount;
    if (!m_scrub->isSliderDown())
        m_scrub->setValue(threadCount > 0 ? int(position * kScrubSteps / threadCount) : 0);
    m_position->setText(tr("%1 of %2 threads done").arg(position).arg(threadCount));
    fitPositionLabel();
}

void AnimationBar::fitPositionLabel()
{
    // Room for the longest text of this launch, so the label neither clips nor makes the bar jump,
    // and a gap of two letters' width before "Speed" so that the two never read as one.
    const QString widest = tr("%1 of %2 threads done").arg(m_threads).arg(m_threads);
    const QFontMetrics metrics = m_position->fontMetrics();
    m_position->setMinimumWidth(metrics.horizontalAdvance(widest) + 2 * metrics.horizontalAdvance(QLatin1Char('M')));
}

void AnimationBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) // presentation mode: larger text, a wider label
        fitPositionLabel();
}

void AnimationBar::setPlaying(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

StepMode AnimationBar::stepMode() const
{
    return static_cast<StepMode>(m_mode->currentIndex());
}

void AnimationBar::setStepMode(StepMode mode)
{
    m_mode->setCurrentIndex(static_cast<int>(mode));
}

int AnimationBar::stepsPerSecond() const
{
    return int(std::lround(std::pow(10.0, m_speed->value() / 10.0)));
}

} // namespace cvz
