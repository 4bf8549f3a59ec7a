#include "benchresultsmodel.h"

#include "bench/benchtable.h"

#include <QBrush>
#include <QColor>

namespace cvz {

namespace {
QString ms(std::optional<double> v)
{
    return !v || *v < 0 ? QString() : QString::number(*v, 'f', *v < 10 ? 3 : 1);
}
} // namespace

BenchResultsModel::BenchResultsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void BenchResultsModel::setResults(BenchResultSet set)
{
    beginResetModel();
    m_set = std::move(set);
    endResetModel();
}

void BenchResultsModel::clear()
{
    setResults({});
}

QString BenchResultsModel::noteText(const BenchResult& r)
{
    return resultNote(r);
}

int BenchResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_set.results.size());
}

int BenchResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BenchResultsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BenchResult& r = m_set.results[size_t(index.row())];
    const bool ok = r.status == RunStatus::Ok;
    if (role == Qt::ForegroundRole && r.status == RunStatus::Failed)
        return QBrush(QColor(0xb0, 0x00, 0x20));
    if (role == Qt::ToolTipRole && index.column() == PercentOfPeak)
        return tr("GFLOP/s as a share of the machine's FP32 peak for the threads it ran on: measured for the CPU "
                  "(Devices page), theoretical for a GPU (TF32 and FP16 backends: the tensor-core peak)");
    if (role == Qt::ToolTipRole) // the whole note, however narrow its column
        return noteText(r).isEmpty() ? QVariant() : QVariant(noteText(r));
    if (role == Qt::TextAlignmentRole && index.column() >= Median && index.column() <= Error)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SortRole) {
        switch (index.column()) {
        case Size:
            return double(r.m) * double(r.n) * double(r.k);
        case Median:
            return ok ? r.stats.median : -1.0;
        case Iqr:
            return ok ? r.stats.iqr() : -1.0;
        case Gflops:
            return ok ? r.gflops : -1.0;
        case PercentOfPeak:
            return percentOfPeak(m_set.machine, r).value_or(-1.0);
        case H2D:
            return r.h2dMs.value_or(-1.0); // unmeasured sorts first
        case D2H:
            return r.d2hMs.value_or(-1.0);
        case EndToEnd:
            return ok ? r.endToEndMs() : -1.0;
        case Error:
            return r.maxRelError.value_or(-1.0);
        default:
            break;
        }
        return data(index, Qt::DisplayRole);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Backend:
        return backendKey(r.backend);
    case Size:
        return QStringLiteral("%1×%2×%3").arg(r.m).arg(r.k).arg(r.n);
    case Median:
        return ok ? ms(r.stats.median) : QString();
    case Iqr:
        return ok ? ms(r.stats.iqr()) : QString();
    case Gflops:
        return ok ? QString::number(r.gflops, 'f', 1) : QString();
    case PercentOfPeak:
        if (const auto percent = percentOfPeak(m_set.machine, r))
            return QString::number(*percent, 'f', *percent < 10 ? 1 : 0);
        return QString();
    case H2D:
        return ms(r.h2dMs);
    case D2H:
        return ms(r.d2hMs);
    case EndToEnd:
        return ok ? ms(r.endToEndMs()) : QString();
    case Error:
        return r.maxRelError ? QString::number(*r.maxRelError, 'e', 1) : QString();
    case Status: // the JSON keeps the key ("ok"); the table speaks the app's language
        return r.status == RunStatus::Ok ? tr("ok") : r.status == RunStatus::Failed ? tr("failed") : tr("skipped");
    case Note:
        return noteText(r);
    default:
        return {};
    }
}

QVariant BenchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Backend:
        return tr("Backend");
    case Size:
        return tr("M×K×N");
    case Median:
        return tr("Median ms");
    case Iqr:
        return tr("IQR ms");
    case Gflops:
        return tr("GFLOP/s");
    case PercentOfPeak:
        return tr("% of peak");
    case H2D:
        return tr("H2D ms");
    case D2H:
        return tr("D2H ms");
    case EndToEnd:
        return tr("End-to-end ms");
    case Error:
        return tr("Max rel. error");
    case Status:
        return tr("Status");
    case Note:
        return tr("Note");
    default:
        return {};
    }
}

} // namespace cvz
