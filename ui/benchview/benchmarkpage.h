#pragma once

#include "backgroundjob.h"
#include "bench/benchmarkrunner.h"

#include <QWidget>
#include <atomic>
#include <map>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;
QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace cvz {

class BenchResultsModel;

// The Benchmark page: pick sizes and backends, run off the GUI thread with progress and
// Cancel, read the results table. GPU backends are offered only when a GPU is usable.
class BenchmarkPage : public QWidget
{
    Q_OBJECT
public:
    explicit BenchmarkPage(QWidget* parent = nullptr);
    ~BenchmarkPage() override;

    // What the device probe found; GPU backends run with the module that answered it.
    void setGpu(const DeviceReport& report);

    BenchResultsModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    bool isRunning() const { return m_job.isRunning(); }
    std::optional<BenchRequest> request(QString* error) const; // from the form
    // Fills the form: square sizes ("64,1024") and exactly these backends ticked (GPU ones
    // only take effect when a GPU is usable).
    void setForm(const QString& sizes, const std::vector<Backend>& backends, bool pinned = true);
    // Presented, the chart's text at the projector's minimum.
    void setPresentation(bool on);

public Q_SLOTS:
    // `keepEarlier`: the results shown now stay, but for those the run measures again (a lesson's
    // later step that needs an earlier step's results).
    void run(bool keepEarlier = false);
    void cancel();
    void copySelection() const;
    void saveResults();

Q_SIGNALS:
    void resultsChanged(const cvz::BenchResultSet& results);

private:
    QLayout* buildForm();
    QLayout* buildResults();
    void connectRun();
    void showFinishedRun(const BenchResultSet& set);
    void drawChart();
    void rememberForm();
    void setRunning(bool running);
    void showError(const QString& message);

    DeviceReport m_report;
    QLineEdit* m_sizes;
    QLineEdit* m_shape;
    std::map<Backend, QCheckBox*> m_backendBoxes;
    QLabel* m_gpuNotice;
    QSpinBox* m_samples;
    QSpinBox* m_threads;
    QRadioButton* m_pinned;
    QRadioButton* m_pageable;
    QCheckBox* m_flushL2;
    QComboBox* m_device;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_save;
    QProgressBar* m_progress;
    QLabel* m_message;
    QTableView* m_table;
    BenchResultsModel* m_model;
    QChartView* m_chart; // the side-by-side bars of the last run, under the table
    bool m_presenting = false;
    QPushButton* m_exportChart;
    BackgroundJob<BenchResultSet> m_job;
    BenchResultSet m_kept; // what run(true) keeps
};

} // namespace cvz
