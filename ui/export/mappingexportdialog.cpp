#include "mappingexportdialog.h"

#include "backgroundjob.h"

#include "animationencoder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <atomic>

namespace cvz {

namespace {
const auto kFolderKey = QStringLiteral("export/mappingFolder");

struct Outcome
{
    bool ok = false;
    QString error;
};
} // namespace

MappingExportDialog::MappingExportDialog(Kind kind, MappingExport what, QWidget* parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_what(std::move(what))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_presentation(new QCheckBox(tr("Projector colours and thick lines (as in presentation mode)"), this))
    , m_arrows(new QCheckBox(tr("Arrows from the current threads to what they write"), this))
    , m_lens(new QCheckBox(tr("The lens (a block's numbers, magnified, where its cells are small)"), this))
    , m_slide(new QCheckBox(tr("As a slide: the kernel's title above, a one-line caption under"), this))
    , m_path(new QLineEdit(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("mappingExportDialog"));
    setWindowTitle(kind == Kind::Picture ? tr("Export picture") : tr("Export animation"));
    auto* form = new QFormLayout;
    addSizeRows(form);
    m_presentation->setChecked(m_what.presentation);
    form->addRow(m_presentation);
    m_arrows->setObjectName(QStringLiteral("exportArrows"));
    m_arrows->setChecked(m_what.arrows);
    form->addRow(m_arrows);
    m_lens->setObjectName(QStringLiteral("exportLens"));
    m_lens->setChecked(m_what.lens && !m_what.slide);
    form->addRow(m_lens);
    m_slide->setObjectName(QStringLiteral("exportSlide"));
    m_slide->setChecked(m_what.slide);
    m_slide->setEnabled(kind == Kind::Picture);
    form->addRow(m_slide);
    connect(m_slide, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_lens->setChecked(false); // a slide has no lens unless asked
    });
    if (kind == Kind::Animation)
        addAnimationRows(form);
    addPathRow(form);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("exportSummary"));
    buildLayout(form);
    connect(m_width, &QSpinBox::valueChanged, this, &MappingExportDialog::updateSummary);
    connect(m_height, &QSpinBox::valueChanged, this, &MappingExportDialog::updateSummary);
    updateSummary();
}

void MappingExportDialog::addSizeRows(QFormLayout* form)
{
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_height->setObjectName(QStringLiteral("exportHeight"));
    m_width->setRange(MappingExport::kMinSize.width(), MappingExport::kMaxSize.width());
    m_height->setRange(MappingExport::kMinSize.height(), MappingExport::kMaxSize.height());
    m_width->setValue(m_what.size.width());
    m_height->setValue(m_what.size.height());
    auto* presets = new QComboBox(this);
    presets->addItem(tr("Slide 1280 x 720"), QSize(1280, 720));
    presets->addItem(tr("Full HD 1920 x 1080"), QSize(1920, 1080));
    presets->addItem(tr("4K 3840 x 2160"), QSize(3840, 2160));
    presets->addItem(tr("Square 1080 x 1080"), QSize(1080, 1080));
    presets->setCurrentIndex(-1);
    presets->setPlaceholderText(tr("Common sizes…"));
    connect(presets, &QComboBox::activated, this, [this, presets](int index) {
        const QSize s = presets->itemData(index).toSize();
        m_width->setValue(s.width());
        m_height->setValue(s.height());
    });
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addWidget(presets, 1);
    form->addRow(m_kind == Kind::Picture ? tr("Size (pixels):") : tr("Frame size (pixels):"), sizeRow);
}

void MappingExportDialog::addAnimationRows(QFormLayout* form)
{
    m_frames = new QSpinBox(this);
    m_frames->setObjectName(QStringLiteral("exportFrames"));
    m_frames->setRange(1, MappingExport::kMaxFrames);
    m_frames->setValue(24);
    m_frames->setToolTip(tr("One frame per step, from the step on screen; the launch's end stops it earlier."));
    form->addRow(tr("Frames (one step each):"), m_frames);
    m_speed = new QDoubleSpinBox(this);
    m_speed->setObjectName(QStringLiteral("exportSpeed"));
    m_speed->setRange(0.1, 50);
    m_speed->setDecimals(1);
    m_speed->setValue(4);
    form->addRow(tr("Steps per second:"), m_speed);
    m_loops = new QSpinBox(this);
    m_loops->setObjectName(QStringLiteral("exportLoops"));
    m_loops->setRange(0, 1000);
    m_loops->setSpecialValueText(tr("forever"));
    form->addRow(tr("Play:"), m_loops);
    connect(m_frames, &QSpinBox::valueChanged, this, &MappingExportDialog::updateSummary);
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, &MappingExportDialog::updateSummary);
}

void MappingExportDialog::addPathRow(QFormLayout* form)
{
    m_path->setObjectName(QStringLiteral("exportPath"));
    const QString folder
        = QSettings().value(kFolderKey, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).toString();
    const QString name = QStringLiteral("cudaviz-%1.%2")
                             .arg(teachingKernelKey(m_what.scene.kernel()),
                                 m_kind == Kind::Picture ? QStringLiteral("png") : QStringLiteral("gif"));
    m_path->setText(QDir(folder.isEmpty() ? QDir::homePath() : folder).filePath(name));
    auto* browseButton = new QPushButton(tr("Browse…"), this);
    connect(browseButton, &QPushButton::clicked, this, &MappingExportDialog::browse);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    form->addRow(m_kind == Kind::Picture ? tr("File (.png or .svg):") : tr("File (.gif or .webp):"), pathRow);
}

void MappingExportDialog::buildLayout(QFormLayout* form)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
}

void MappingExportDialog::browse()
{
    const QString filter = m_kind == Kind::Picture ? tr("PNG picture (*.png);;SVG drawing (*.svg)")
                                                   : tr("Animated GIF (*.gif);;Animated WebP (*.webp)");
    const QString chosen = QFileDialog::getSaveFileName(this, windowTitle(), m_path->text(), filter);
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void MappingExportDialog::updateSummary()
{
    if (m_kind == Kind::Picture) {
        m_summary->setText(tr("The picture as the page shows it now, labels scaled to the size."));
        return;
    }
    const MappingAnimationOptions options = animation();
    const int frames = animationFrameCount(request(), options);
    if (const auto why = validateAnimation(request().size, options)) {
        m_summary->setText(*why);
        return;
    }
    m_summary->setText(tr("%1 frames from the step on screen, %2 s in all.")
                           .arg(frames)
                           .arg(double(frames) / options.stepsPerSecond, 0, 'f', 1));
}

QString MappingExportDialog::path() const
{
    return m_path->text().trimmed();
}

MappingExport MappingExportDialog::request() const
{
    MappingExport what = m_what;
    what.size = QSize(m_width->value(), m_height->value());
    what.presentation = m_presentation->isChecked();
    what.arrows = m_arrows->isChecked();
    what.lens = m_lens->isChecked();
    what.slide = m_kind == Kind::Picture && m_slide->isChecked();
    return what;
}

MappingAnimationOptions MappingExportDialog::animation() const
{
    MappingAnimationOptions options;
    if (m_frames) {
        options.frames = m_frames->value();
        options.stepsPerSecond = m_speed->value();
        options.loops = m_loops->value();
    }
    return options;
}

QString MappingExportDialog::run()
{
    const QString file = path();
    const MappingExport what = request();
    const MappingAnimationOptions options = animation();
    const Kind kind = m_kind;
    QSettings().setValue(kFolderKey, QFileInfo(file).absolutePath());
    QProgressDialog progress(kind == Kind::Picture ? tr("Drawing the picture…") : tr("Drawing the animation…"),
        tr("Cancel"), 0, kind == Kind::Picture ? 0 : animationFrameCount(what, options), parentWidget());
    progress.setWindowModality(Qt::WindowModal); // the window waits: no second export meanwhile
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    BackgroundJob<Outcome> job;
    QEventLoop loop;
    Outcome outcome;
    job.onFinished([&](const Outcome& finished) {
        outcome = finished;
        loop.quit();
    });
    connect(&job, &JobTracker::failed, &loop, [&](const QString& why) {
        outcome.error = why;
        loop.quit();
    });
    connect(&job, &JobTracker::progressValueChanged, &progress, &QProgressDialog::setValue);
    // Cancel stops the work at the next frame; the dialog stays (modal) until it has stopped.
    connect(&progress, &QProgressDialog::canceled, this, [&] {
        job.cancel();
        progress.setLabelText(tr("Cancelling…"));
        progress.show();
    });
    progress.show();
    job.start([=](JobProgress& p) {
        Outcome result;
        if (kind == Kind::Picture) {
            result.ok = exportMappingPicture(what, file, &result.error, [&p] { return p.cancelled(); });
        } else {
            result.ok = exportMappingAnimation(
                what, options, file,
                [&p](int frame, int) {
                    p.setValue(frame);
                    return !p.cancelled();
                },
                &result.error);
        }
        return result;
    });
    loop.exec();
    progress.reset();
    const bool cancelled = job.wasCancelled();
    if (outcome.ok)
        return tr("Saved %1").arg(QDir::toNativeSeparators(file));
    if (cancelled)
        return tr("Export cancelled: nothing was written.");
    QMessageBox::warning(parentWidget(), windowTitle(), outcome.error);
    return tr("Export failed: %1").arg(outcome.error);
}

QString exportMappingInteractively(MappingExportDialog::Kind kind, const MappingExport& what, QWidget* parent)
{
    MappingExportDialog dialog(kind, what, parent);
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return {};
        // Problems the dialog can state before any work: the numbers and the file's kind.
        QString problem;
        const QString suffix = QFileInfo(dialog.path()).suffix().toLower();
        if (kind == MappingExportDialog::Kind::Picture && suffix != QStringLiteral("png")
            && suffix != QStringLiteral("svg"))
            problem = MappingExportDialog::tr("Choose a file name ending in .png or .svg.");
        else if (kind == MappingExportDialog::Kind::Animation && !animationFormatForPath(dialog.path()))
            problem = MappingExportDialog::tr("Choose a file name ending in .gif or .webp.");
        else if (kind == MappingExportDialog::Kind::Animation) {
            if (const auto why = validateAnimation(dialog.request().size, dialog.animation()))
                problem = *why;
        }
        if (problem.isEmpty())
            return dialog.run();
        QMessageBox::information(&dialog, dialog.windowTitle(), problem);
    }
}

} // namespace cvz
