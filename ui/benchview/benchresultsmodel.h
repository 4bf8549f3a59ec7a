#pragma once

#include "bench/benchresult.h"

#include <QAbstractTableModel>

namespace cvz {

// Benchmark results as a table: one row per (backend, size). The Benchmark page shows it
// and the charts read it; it holds plain value structs and computes nothing itself.
class BenchResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Backend,
        Size,
        Median,
        Iqr,
        Gflops,
        PercentOfPeak,
        H2D,
        D2H,
        EndToEnd,
        Error,
        Status,
        Note,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole; // numbers sort as numbers

    explicit BenchResultsModel(QObject* parent = nullptr);

    void setResults(BenchResultSet set);
    void clear();
    const BenchResultSet& results() const { return m_set; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // What the Note column says of a run: why it failed or was skipped, or that it was noisy.
    static QString noteText(const BenchResult& r);

private:
    BenchResultSet m_set;
};

} // namespace cvz
