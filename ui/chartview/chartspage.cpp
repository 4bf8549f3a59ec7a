#include "chartspage.h"

#include "chartexport.h"
#include "charts/resultfile.h"
#include "mappingview/mappingpalette.h"
#include "presentationmode.h"
#include "rememberedcontrols.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cvz {

ChartsPage::ChartsPage(QWidget* parent)
    : QWidget(parent)
    , m_kind(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_dark(new QCheckBox(tr("Dark"), this))
    , m_status(new QLabel(this))
    , m_view(new QChartView(this))
{
    setObjectName(QStringLiteral("chartsPage"));
    m_kind->setObjectName(QStringLiteral("chartKind"));
    m_kind->addItem(tr("Side by side (bars)"), int(ChartKind::Bars));
    m_kind->addItem(tr("Copies vs kernel (stacked)"), int(ChartKind::Stacked));
    m_kind->addItem(tr("Sweep: against size"), int(ChartKind::Sweep));
    m_kind->addItem(tr("Speed-up over cpu-eigen"), int(ChartKind::Speedup));
    m_kind->addItem(tr("Roofline: against the machine's limits"), int(ChartKind::Roofline));
    m_metric->setObjectName(QStringLiteral("chartMetric"));
    m_metric->addItem(tr("Time (ms)"), int(ChartMetric::TimeMs));
    m_metric->addItem(tr("GFLOP/s"), int(ChartMetric::Gflops));
    m_status->setObjectName(QStringLiteral("chartStatus"));
    m_status->setWordWrap(true);
    m_view->setObjectName(QStringLiteral("chartView"));
    m_view->setRenderHint(QPainter::Antialiasing);

    auto* open = new QPushButton(tr("Open results…"), this);
    open->setToolTip(tr("Result files from `cudaviz bench --json` on other machines, charted beside this one"));
    auto* clear = new QPushButton(tr("Clear files"), this);
    auto* exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setObjectName(QStringLiteral("exportButton"));
    exportButton->setToolTip(tr("PNG, SVG or PDF (Ctrl+E)"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_kind);
    bar->addWidget(m_metric);
    bar->addWidget(m_dark);
    bar->addStretch(1);
    bar->addWidget(open);
    bar->addWidget(clear);
    bar->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ChartsPage::rebuild);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ChartsPage::rebuild);
    connect(m_dark, &QCheckBox::toggled, this, [this](bool dark) {
        m_style.dark = dark;
        rebuild();
    });
    connect(open, &QPushButton::clicked, this, &ChartsPage::openFilesDialog);
    connect(clear, &QPushButton::clicked, this, &ChartsPage::clearFiles);
    connect(exportButton, &QPushButton::clicked, this, &ChartsPage::exportChart);
    remember(m_kind, QStringLiteral("charts/kind"));
    remember(m_metric, QStringLiteral("charts/metric"));
    remember(m_dark, QStringLiteral("charts/dark"));
    rebuild();
}

ChartKind ChartsPage::kind() const
{
    return ChartKind(m_kind->currentData().toInt());
}

void ChartsPage::setPresentation(bool on)
{
    m_style.basePointSize
        = on ? presentedChartPoints(PresentationMode::screenHeightOf(this)) : ChartStyle().basePointSize;
    m_style.lineScale = on ? 2.0 : 1.0;
    rebuild();
}

void ChartsPage::setKind(ChartKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

void ChartsPage::setMetric(ChartMetric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(int(metric)));
}

ChartMetric ChartsPage::metric() const
{
    return ChartMetric(m_metric->currentData().toInt());
}

void ChartsPage::setCurrentResults(const BenchResultSet& results)
{
    ChartSource current { tr("this machine"), results };
    if (m_haveCurrent)
        m_sources.front() = current;
    else
        m_sources.insert(m_sources.begin(), current);
    m_haveCurrent = true;
    rebuild();
}

bool ChartsPage::openFiles(const QStringList& paths, QString* error)
{
    QStringList problems;
    for (const QString& path : paths) {
        QString why;
        auto source = loadChartSource(path, m_sources, &why);
        if (!source) {
            problems << why;
            continue;
        }
        m_sources.push_back(std::move(*source));
    }
    rebuild();
    if (!problems.isEmpty()) {
        *error = problems.join(QLatin1Char('\n'));
        m_status->setText(tr("Not loaded: %1").arg(*error));
        return false;
    }
    return true;
}

void ChartsPage::clearFiles()
{
    m_sources.resize(m_haveCurrent ? 1 : 0);
    rebuild();
}

void ChartsPage::openFilesDialog()
{
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Open result files"), {}, tr("cudaviz results (*.json)"));
    QString error;
    if (!paths.isEmpty())
        openFiles(paths, &error);
}

void ChartsPage::rebuild()
{
    // The stacked chart splits a run's time into copies and kernel: it has no GFLOP/s form,
    // the speed-up chart is a ratio, the roofline GFLOP/s. The metric applies to the other two.
    const bool metricApplies = kind() == ChartKind::Bars || kind() == ChartKind::Sweep;
    m_metric->setEnabled(metricApplies);
    m_metric->setToolTip(metricApplies
            ? QString()
            : tr("This chart kind has one measure of its own: %1")
                  .arg(kind() == ChartKind::Stacked       ? tr("time in milliseconds, split into "
                                                                     "copies and kernel")
                          : kind() == ChartKind::Roofline ? tr("GFLOP/s against flops per byte")
                                                          : tr("the speed-up over cpu-eigen")));
    QChart* old = m_view->chart();
    m_view->setChart(makeChart(kind(), metric(), m_sources, m_style));
    delete old; // QChartView does not delete the chart it is given
    if (m_sources.empty())
        m_status->setText(tr("Run a benchmark, or open result files, to chart them here."));
    else {
        QStringList labels;
        for (const ChartSource& s : m_sources)
            labels << s.label;
        m_status->setText(tr("Charting: %1").arg(labels.join(QStringLiteral(", "))));
    }
}

void ChartsPage::exportChart()
{
    const QString message = exportChartInteractively(this, kind(), metric(), m_sources, m_style);
    if (!message.isEmpty())
        m_status->setText(message);
}

QString exportChartInteractively(QWidget* parent, ChartKind kind, ChartMetric metric,
    const std::vector<ChartSource>& sources, const ChartStyle& style)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(ChartsPage::tr("Export chart"));
    auto* width = new QSpinBox(&dialog);
    auto* height = new QSpinBox(&dialog);
    auto* scale = new QSpinBox(&dialog);
    width->setRange(16, 16384);
    height->setRange(16, 16384);
    scale->setRange(1, 4);
    width->setValue(1920);
    height->setValue(1080);
    auto* form = new QFormLayout(&dialog);
    form->addRow(ChartsPage::tr("Width:"), width);
    form->addRow(ChartsPage::tr("Height:"), height);
    form->addRow(ChartsPage::tr("PNG scale:"), scale);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const QString path
        = QFileDialog::getSaveFileName(parent, ChartsPage::tr("Export chart"), QStringLiteral("cudaviz-chart.png"),
            ChartsPage::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return {};
    ChartExportOptions options;
    options.size = QSize(width->value(), height->value());
    options.scale = scale->value();
    QString error;
    if (exportChart(kind, metric, sources, style, path, options, &error))
        return ChartsPage::tr("Exported %1.").arg(path);
    return ChartsPage::tr("Export failed: %1. Nothing was written.").arg(error);
}

} // namespace cvz
