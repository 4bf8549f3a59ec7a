#pragma once

#include "charts/chartdata.h"
#include "chartstyle.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;

namespace cvz {

// The Charts page: the latest benchmark run and any result files opened (from other
// machines), as bars, stacked copies/kernel, a sweep or a speed-up chart; exported as
// PNG, SVG or PDF.
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget* parent = nullptr);

    // Replaces the "this machine" source with a fresh run.
    void setCurrentResults(const BenchResultSet& results);
    // Adds result files; returns false and says which file is wrong (the others still load).
    bool openFiles(const QStringList& paths, QString* error);
    void clearFiles();

    const std::vector<ChartSource>& sources() const { return m_sources; }
    ChartKind kind() const;
    ChartMetric metric() const;
    const ChartStyle& style() const { return m_style; }
    QChartView* view() const { return m_view; }
    void setKind(ChartKind kind);
    void setMetric(ChartMetric metric);
    // Large fonts and thick lines for a projector, or the usual ones.
    void setPresentation(bool on);

public Q_SLOTS:
    void exportChart(); // asks for a file name and a size
    void openFilesDialog();

private:
    void rebuild();

    std::vector<ChartSource> m_sources; // [0] may be this machine's live run
    bool m_haveCurrent = false;
    ChartStyle m_style;
    QComboBox* m_kind;
    QComboBox* m_metric;
    QCheckBox* m_dark;
    QLabel* m_status;
    QChartView* m_view;
};

// Asks for a size and a file name, then exports; returns what to tell the user (empty when
// the user cancelled).
QString exportChartInteractively(QWidget* parent, ChartKind kind, ChartMetric metric,
    const std::vector<ChartSource>& sources, const ChartStyle& style);

} // namespace cvz
