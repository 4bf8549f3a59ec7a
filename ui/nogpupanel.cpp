#include "nogpupanel.h"

#include "device/gpumodule.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>

namespace cvz {

void NoGpuPanel::updateTitleFont()
{
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
}

void NoGpuPanel::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateTitleFont();
}

NoGpuPanel::NoGpuPanel(QWidget* parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_here(new QLabel(this))
{
    setObjectName(QStringLiteral("noGpuPanel"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);

    auto* icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(48, 48));
    icon->setAlignment(Qt::AlignTop);

    m_title->setObjectName(QStringLiteral("noGpuTitle"));
    updateTitleFont();
    m_title->setWordWrap(true);

    m_reason->setObjectName(QStringLiteral("noGpuReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_hint->setWordWrap(true);
    // What a student can do on this machine, whatever the reason there is no GPU.
    m_here->setObjectName(QStringLiteral("noGpuHere"));
    m_here->setWordWrap(true);
    m_here->setText(tr(
        "Without a GPU you can still: watch every thread of a launch on Thread Mapping, with each "
        "warp's memory traffic on its Memory tab; write CUDA kernels and whole programs in the "
        "Playground and run them in its emulator, which finds out-of-bounds accesses, races and "
        "host-side bugs at their line; solve the graded exercises there (the Exercises box above its editor); measure "
        "the CPU backends on Benchmark; and follow the lessons (View › Lessons, Ctrl+L)."));

    auto* text = new QVBoxLayout;
    text->addWidget(m_title);
    text->addWidget(m_reason);
    text->addWidget(m_hint);
    text->addWidget(m_here);
    text->addStretch(1);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(icon);
    layout->addLayout(text, 1);
    setAvailability({});
}

void NoGpuPanel::setAvailability(const GpuAvailability& availability)
{
    m_reason->setText(tr("Why: %1").arg(availability.reason));
    // The headline and the advice follow which machine this is.
    switch (availability.situation) {
    case GpuSituation::NoNvidiaGpu:
        m_title->setText(tr("This computer has no NVIDIA GPU — everything runs on the CPU, as expected."));
        m_hint->setText(tr("Nothing is broken and nothing needs installing: the CPU side of every comparison "
                           "runs, and charts show the CPU bars. To see a GPU's numbers, open results measured on a "
                           "machine with an NVIDIA GPU (Charts › Open results), or run cudaviz there."));
        break;
    case GpuSituation::DriverMissingOrOld:
        m_title->setText(tr("An NVIDIA GPU is here, but CUDA cannot use it yet"));
        m_hint->setText(tr("Install or update the NVIDIA driver as said above, restart, then press Refresh. "
                           "Until then everything runs on the CPU."));
        break;
    case GpuSituation::DriverWithoutDevice:
        m_title->setText(tr("The NVIDIA driver is loaded, but CUDA sees no device"));
        m_hint->setText(tr("Until CUDA sees the GPU, everything runs on the CPU. After fixing it, press Refresh."));
        break;
    case GpuSituation::Unknown:
        m_title->setText(tr("No CUDA GPU found — everything runs on the CPU; this is expected on this machine."));
        m_hint->setText(tr("Nothing is broken: the CPU side of every comparison still runs, and charts show only "
                           "the CPU bars. To see a GPU's numbers, run cudaviz on a machine with an NVIDIA GPU and "
                           "its driver, or open results saved there."));
        break;
    }
}

QString NoGpuPanel::reasonText() const
{
    return m_reason->text();
}

} // namespace cvz
