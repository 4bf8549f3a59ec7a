#include "launchcontrols.h"

#include "mapping/cudasource.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <limits>

namespace cvz {

namespace {
const TeachingKernelInfo& kernelInMenu(int index)
{
    return kernelAt(std::clamp(index, 0, kTeachingKernelCount - 1));
}
QString translatedKernelText(const char* text)
{
    return QCoreApplication::translate("cvz::TeachingKernels", text);
}
} // namespace

QSpinBox* LaunchControls::addSpin(const QString& objectName, int minimum, int maximum)
{
    auto* spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    // Wide ranges on purpose: a block of 2000 threads must be typeable, to be explained.
    spin->setRange(minimum, maximum);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    connect(spin, &QSpinBox::valueChanged, this, [this] {
        if (!m_updating)
            Q_EMIT setupChanged();
    });
    return spin;
}

LaunchControls::LaunchControls(QWidget* parent)
    : QWidget(parent)
    , m_kernel(new QComboBox(this))
    , m_presets(new QComboBox(this))
    , m_guard(new QCheckBox(tr("Guard: if (i < n)"), this))
    , m_fit(new QPushButton(tr("&Fit grid to problem"), this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("launchControls"));
    setupMenus();
    QGroupBox* problemBox = buildProblemBox();
    QGroupBox* launchBox = buildLaunchBox();

    m_message->setObjectName(QStringLiteral("validationMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
    m_message->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_presets);
    layout->addWidget(m_kernel);
    layout->addWidget(problemBox);
    layout->addWidget(launchBox);
    layout->addWidget(m_message);
    layout->addStretch(1);

    connectSignals();
    applyPreset(0);
}

void LaunchControls::setupMenus()
{
    m_kernel->setObjectName(QStringLiteral("kernelCombo"));
    // Long kernel names show whole in the list; the closed box stays narrow for a laptop.
    m_kernel->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kernel->setMinimumContentsLength(18);
    for (int i = 0; i < kTeachingKernelCount; ++i) // the catalog, in course order
        m_kernel->addItem(translatedKernelText(kernelAt(i).title));
    m_presets->setObjectName(QStringLiteral("presetCombo"));
    m_presets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presets->setMinimumContentsLength(18);
    m_presets->addItem(tr("Presets…"));
    for (const MappingPreset& p : mappingPresets())
        m_presets->addItem(p.title);
}

QGroupBox* LaunchControls::buildProblemBox()
{
    const int maxInt = std::numeric_limits<int>::max();
    auto* problemBox = new QGroupBox(tr("Problem"), this);
    auto* problemForm = new QFormLayout(problemBox);
    for (int i = 0; i < 3; ++i) {
        m_size[size_t(i)] = addSpin(QStringLiteral("size%1").arg(i), -1000, maxInt);
        m_sizeLabels[size_t(i)] = new QLabel(this);
        problemForm->addRow(m_sizeLabels[size_t(i)], m_size[size_t(i)]);
    }
    return problemBox;
}

QGroupBox* LaunchControls::buildLaunchBox()
{
    const int maxInt = std::numeric_limits<int>::max();
    auto* launchBox = new QGroupBox(tr("Launch  <<<gridDim, blockDim>>>"), this);
    auto* launchForm = new QFormLayout(launchBox);
    const char* axes[3] = { "x", "y", "z" };
    for (int i = 0; i < 3; ++i) {
        m_grid[size_t(i)] = addSpin(QStringLiteral("grid%1").arg(QLatin1String(axes[i])), 0, maxInt);
        launchForm->addRow(QStringLiteral("gridDim.%1").arg(QLatin1String(axes[i])), m_grid[size_t(i)]);
    }
    for (int i = 0; i < 3; ++i) {
        m_block[size_t(i)] = addSpin(QStringLiteral("block%1").arg(QLatin1String(axes[i])), 0, 100000);
        launchForm->addRow(QStringLiteral("blockDim.%1").arg(QLatin1String(axes[i])), m_block[size_t(i)]);
    }
    m_fit->setToolTip(tr("gridDim = ceil(size / blockDim) in every dimension"));
    launchForm->addRow(m_fit);
    m_guard->setObjectName(QStringLiteral("guardCheck"));
    m_guard->setToolTip(tr("Switch it off to see the threads past the end write where they must not."));
    launchForm->addRow(m_guard);
    return launchBox;
}

void LaunchControls::connectSignals()
{
    connect(m_kernel, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        updateVisibleFields();
        // Another kernel: its usual block (the one it is written for) and the grid that fits.
        if (const auto fitted = buildMappingSetup(form(false, false), nullptr))
            setSetup(*fitted);
        else
            Q_EMIT setupChanged(); // the page shows why
    });
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
    });
    connect(m_fit, &QPushButton::clicked, this, &LaunchControls::fitGridToProblem);
    connect(m_guard, &QCheckBox::toggled, this, [this] {
        if (!m_updating)
            Q_EMIT setupChanged();
    });
    // The presets menu names the preset on screen, or none once the launch differs from it.
    connect(this, &LaunchControls::setupChanged, this, &LaunchControls::syncPresetLabel);
}

void LaunchControls::syncPresetLabel()
{
    const std::optional<MappingSetup> now = setup();
    const auto same = [&now](const MappingSetup& p) {
        return now && p.kernel == now->kernel && p.shape == now->shape && p.launch.grid == now->launch.grid
            && p.launch.block == now->launch.block && (isTraced(p.kernel) || p.guard == now->guard);
    };
    const std::vector<MappingPreset> presets = mappingPresets();
    int index = 0;
    for (size_t i = 0; i < presets.size() && index == 0; ++i)
        if (same(presets[i].setup))
            index = int(i) + 1;
    m_presets->setCurrentIndex(index);
}

MappingForm LaunchControls::form(bool grid, bool block) const
{
    const TeachingKernelInfo& info = kernelInMenu(m_kernel->currentIndex());
    MappingForm f;
    f.kernel = QString::fromLatin1(info.key);
    f.fieldPrefix.clear(); // the form's fields are named by their labels
    QStringList parts;
    for (int i = 0; i < info.sizeCount(); ++i)
        parts << QString::number(m_size[size_t(i)]->value());
    if (info.shapeKey)
        f.sizes[QString::fromLatin1(info.shapeKey)] = parts.join(QLatin1Char('x'));
    else
        for (int i = 0; i < info.sizeCount(); ++i)
            f.sizes[QString::fromLatin1(info.sizes[i].key)] = parts[i];
    if (grid)
        f.grid = Dim3 { m_grid[0]->value(), m_grid[1]->value(), m_grid[2]->value() };
    if (block)
        f.block = Dim3 { m_block[0]->value(), m_block[1]->value(), m_block[2]->value() };
    if (info.guardSwitch)
        f.guard = m_guard->isChecked();
    return f;
}

std::optional<MappingSetup> LaunchControls::setup(QString* error) const
{
    QString why;
    std::optional<MappingSetup> s = buildMappingSetup(form(), &why);
    if (error)
        *error = why;
    return s;
}

void LaunchControls::setSetup(const MappingSetup& s)
{
    m_updating = true;
    for (int i = 0; i < kTeachingKernelCount; ++i)
        if (kernelAt(i).id == s.kernel)
            m_kernel->setCurrentIndex(i);
    updateVisibleFields();
    for (int i = 0; i < 3; ++i)
        m_size[size_t(i)]->setValue(int(std::min<int64_t>(s.shape[i], m_size[size_t(i)]->maximum())));
    const int64_t grid[3] = { s.launch.grid.x, s.launch.grid.y, s.launch.grid.z };
    const int64_t block[3] = { s.launch.block.x, s.launch.block.y, s.launch.block.z };
    for (int i = 0; i < 3; ++i) {
        m_grid[size_t(i)]->setValue(int(std::min<int64_t>(grid[i], m_grid[size_t(i)]->maximum())));
        m_block[size_t(i)]->setValue(int(std::min<int64_t>(block[i], m_block[size_t(i)]->maximum())));
    }
    m_guard->setChecked(s.guard);
    m_updating = false;
    Q_EMIT setupChanged();
}

void LaunchControls::applyPreset(int index)
{
    const std::vector<MappingPreset> presets = mappingPresets();
    if (index >= 0 && index < int(presets.size()))
        setSetup(presets[size_t(index)].setup);
}

void LaunchControls::updateVisibleFields()
{
    const TeachingKernelInfo& info = kernelInMenu(m_kernel->currentIndex());
    const TeachingKernel kernel = info.id;
    for (int i = 0; i < 3; ++i) {
        const bool visible = i < info.sizeCount();
        m_sizeLabels[size_t(i)]->setVisible(visible);
        m_size[size_t(i)]->setVisible(visible);
        if (visible)
            m_sizeLabels[size_t(i)]->setText(translatedKernelText(info.sizes[i].label));
    }
    const bool guardApplies = info.guardSwitch;
    // The checkbox names this kernel's real guard, as its CUDA source writes it.
    // "&&" in the condition must stay "&&": a lone '&' in a button's text marks its shortcut key.
    QString condition = guardCondition(teachingCudaSource(teachingKernelKey(kernel)));
    m_guard->setText(tr("Guard: if (%1)").arg(condition.replace(QLatin1Char('&'), QStringLiteral("&&"))));
    m_guard->setEnabled(guardApplies);
    m_guard->setToolTip(guardApplies
            ? tr("Switch it off to see the threads past the end write where they must not.")
            : tr("This kernel's guard cannot be switched off: its loop, its tiles or its barriers need it."));
}

void LaunchControls::fitGridToProblem()
{
    // The same reading with the grid left out: buildMappingSetup fits it to the sizes.
    if (const auto fitted = buildMappingSetup(form(false), nullptr))
        setSetup(*fitted);
    else
        Q_EMIT setupChanged(); // the page shows why
}

void LaunchControls::setMessage(const QString& error)
{
    m_message->setText(error);
    m_message->setVisible(!error.isEmpty());
}

} // namespace cvz
