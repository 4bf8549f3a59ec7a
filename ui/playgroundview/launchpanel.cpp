#include "launchpanel.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>

namespace cvz {

namespace {
// A parameter's first binding, from how it is declared: inputs get numbers to work on.
QString defaultBinding(const KernelParam& p)
{
    const QString d = p.declaration;
    const bool pointer = d.contains(u'*') || d.contains(u'[');
    const QString type = d.contains(QStringLiteral("unsigned"))       ? QStringLiteral("uint")
        : d.contains(QRegularExpression(QStringLiteral("\\bint\\b"))) ? QStringLiteral("int")
                                                                      : QStringLiteral("float");
    if (pointer)
        return QStringLiteral("%1[256]:%2")
            .arg(type, d.startsWith(QStringLiteral("const")) ? QStringLiteral("iota") : QStringLiteral("zeros"));
    return type == QStringLiteral("float") ? QStringLiteral("1") : QStringLiteral("256");
}

QSpinBox* dimBox(int maximum, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(1, maximum);
    box->setAccelerated(true);
    return box;
}
} // namespace

LaunchPanel::LaunchPanel(QWidget* parent)
    : QWidget(parent)
    , m_shared(new QSpinBox(this))
    , m_timeout(new QDoubleSpinBox(this))
    , m_params(new QTableWidget(0, 2, this))
{
    auto* form = new QFormLayout;
    const auto dims = [&](std::array<QSpinBox*, 3>& boxes, const QString& name, std::array<int, 3> maxima) {
        auto* row = new QHBoxLayout;
        for (int k = 0; k < 3; ++k) {
            boxes[size_t(k)] = dimBox(maxima[size_t(k)], this);
            boxes[size_t(k)]->setObjectName(name + QString(QChar(u'X' + k)));
            row->addWidget(boxes[size_t(k)]);
            connect(boxes[size_t(k)], &QSpinBox::valueChanged, this, &LaunchPanel::changed);
        }
        return row;
    };
    form->addRow(tr("gridDim (x, y, z):"), dims(m_grid, QStringLiteral("grid"), { 2147483647, 65535, 65535 }));
    form->addRow(tr("blockDim (x, y, z):"), dims(m_block, QStringLiteral("block"), { 1024, 1024, 64 }));
    m_block[0]->setValue(256);
    m_shared->setRange(0, int(kMaxSharedBytes));
    m_shared->setSingleStep(128);
    m_shared->setSuffix(tr(" bytes"));
    m_shared->setToolTip(tr("Dynamic shared memory per block: what extern __shared__ arrays hold."));
    form->addRow(tr("Dynamic shared memory:"), m_shared);
    m_timeout->setRange(0.5, kMaxTimeoutSeconds);
    m_timeout->setValue(kDefaultTimeoutSeconds);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(
        tr("A kernel still running after this is stopped and reported (an endless loop, a deadlock)."));
    form->addRow(tr("Time limit:"), m_timeout);
    m_params->setObjectName(QStringLiteral("playgroundParams"));
    m_params->setHorizontalHeaderLabels({ tr("Parameter"), tr("Bound to") });
    m_params->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_params->horizontalHeader()->setStretchLastSection(true);
    m_params->verticalHeader()->hide();
    m_params->setToolTip(tr("A buffer: TYPE[LENGTH]:INIT with TYPE float, int, uint, char, uchar, short, ushort, "
                            "half, double, longlong or ulonglong and INIT zeros, iota, random, random:SEED, const:V or "
                            "values separated by commas. A number: its value. A struct passed by value has a row for "
                            "each of its fields (m.rowPtr)."));
    m_params->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_params->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    connect(m_params, &QTableWidget::itemChanged, this, &LaunchPanel::changed);
    connect(m_shared, &QSpinBox::valueChanged, this, &LaunchPanel::changed);
    connect(m_timeout, &QDoubleSpinBox::valueChanged, this, &LaunchPanel::changed);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Parameters:"), this));
    layout->addWidget(m_params);
}

QString LaunchPanel::valueOf(const QString& name) const
{
    for (int r = 0; r < m_params->rowCount(); ++r)
        if (m_params->item(r, 0)->data(Qt::UserRole).toString() == name)
            return m_params->item(r, 1)->text();
    return {};
}

void LaunchPanel::setParams(const QList<KernelParam>& params)
{
    QSignalBlocker block(m_params);
    QList<QPair<QString, QString>> rows;
    for (const KernelParam& p : params) {
        const QString kept = valueOf(p.name);
        rows.push_back({ p.declaration, kept.isEmpty() ? defaultBinding(p) : kept });
    }
    m_params->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        auto* name = new QTableWidgetItem(rows[r].first);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        name->setData(Qt::UserRole, params[r].name);
        m_params->setItem(r, 0, name);
        m_params->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
}

QString LaunchPanel::setOptions(const LaunchOptions& options)
{
    const Dim3 g = options.spec.grid, b = options.spec.block;
    const std::array<int64_t, 3> gv { g.x, g.y, g.z }, bv { b.x, b.y, b.z };
    QStringList clamped; // a value the form cannot hold is said, not silently changed
    const auto set = [&](QSpinBox* box, int64_t v, const QString& name) {
        if (v > box->maximum())
            clamped << tr("%1 %2 (at most %3)").arg(name).arg(v).arg(box->maximum());
        box->setValue(int(std::clamp<int64_t>(v, box->minimum(), box->maximum())));
    };
    static const char* const axes[] = { "x", "y", "z" };
    for (size_t k = 0; k < 3; ++k) {
        set(m_grid[k], gv[k], QStringLiteral("gridDim.") + QLatin1String(axes[k]));
        set(m_block[k], bv[k], QStringLiteral("blockDim.") + QLatin1String(axes[k]));
    }
    set(m_shared, options.spec.dynamicSharedBytes, tr("dynamic shared memory"));
    if (options.spec.timeoutSeconds > m_timeout->maximum() || options.spec.timeoutSeconds < m_timeout->minimum())
        clamped << tr("time limit %1 s (%2 to %3 s)")
                       .arg(options.spec.timeoutSeconds)
                       .arg(m_timeout->minimum())
                       .arg(m_timeout->maximum());
    m_timeout->setValue(options.spec.timeoutSeconds);
    QSignalBlocker block(m_params);
    for (const ArgBinding& a : options.spec.args)
        for (int r = 0; r < m_params->rowCount(); ++r)
            if (m_params->item(r, 0)->data(Qt::UserRole).toString() == a.name)
                m_params->item(r, 1)->setText(argText(a).section(u'=', 1));
    Q_EMIT changed();
    return clamped.isEmpty()
        ? QString()
        : tr("The form cannot hold %1: changed to the nearest value it can.").arg(clamped.join(QStringLiteral(", ")));
}

QStringList LaunchPanel::tokens() const
{
    const auto dims = [](const std::array<QSpinBox*, 3>& b) {
        return QStringLiteral("%1,%2,%3").arg(b[0]->value()).arg(b[1]->value()).arg(b[2]->value());
    };
    QStringList t { QStringLiteral("--grid"), dims(m_grid), QStringLiteral("--block"), dims(m_block) };
    if (m_shared->value() > 0)
        t << QStringLiteral("--shared") << QString::number(m_shared->value());
    t << QStringLiteral("--timeout") << QString::number(m_timeout->value());
    for (int r = 0; r < m_params->rowCount(); ++r)
        t << QStringLiteral("--arg")
          << m_params->item(r, 0)->data(Qt::UserRole).toString() + u'=' + m_params->item(r, 1)->text().trimmed();
    return t;
}

} // namespace cvz
