#include "archlimitsview.h"

#include "device/archlimits.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cvz {

ArchLimitsView::ArchLimitsView(QWidget* parent)
    : QGroupBox(tr("CUDA limits by compute capability"), parent)
    , m_choice(new QComboBox(this))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("archLimits"));
    m_choice->setObjectName(QStringLiteral("archChoice"));
    for (const ArchLimits& a : archLimitsTable())
        m_choice->addItem(QStringLiteral("sm_%1%2 · %3 · %4")
                              .arg(a.ccMajor)
                              .arg(a.ccMinor)
                              .arg(a.computeCapability(), QString::fromLatin1(a.architecture)));
    m_table->setObjectName(QStringLiteral("archTable"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({ tr("Limit"), tr("Value") });
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    // A value wraps rather than ending in "…" ("2147483647 × 65535 × 65535" on a laptop, presented).
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* source = new QLabel(tr("From the CUDA C++ Programming Guide, \"Technical Specifications per Compute "
                                 "Capability\". A launch that breaks one of these fails with "
                                 "cudaErrorInvalidConfiguration or never fits on an SM."),
        this);
    source->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_choice);
    layout->addWidget(m_table, 1);
    layout->addWidget(source);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &ArchLimitsView::show);
    const auto& table = archLimitsTable();
    for (size_t i = 0; i < table.size(); ++i)
        if (table[i].ccMajor == 8 && table[i].ccMinor == 9) // a common laptop GPU until a device says otherwise
            m_choice->setCurrentIndex(int(i));
    show(m_choice->currentIndex());
}

void ArchLimitsView::selectComputeCapability(int major, int minor)
{
    const auto& table = archLimitsTable();
    for (size_t i = 0; i < table.size(); ++i)
        if (table[i].ccMajor == major && table[i].ccMinor == minor)
            m_choice->setCurrentIndex(int(i));
}

void ArchLimitsView::show(int index)
{
    const auto& table = archLimitsTable();
    if (index < 0 || index >= int(table.size()))
        return;
    const ArchLimits& a = table[size_t(index)];
    const std::pair<QString, QString> rows[] = {
        { tr("Threads per block"), tr("at most %1").arg(a.maxThreadsPerBlock) },
        { tr("Block dimensions (x, y, z)"),
            QStringLiteral("%1 × %2 × %3").arg(a.maxBlockDim[0]).arg(a.maxBlockDim[1]).arg(a.maxBlockDim[2]) },
        { tr("Grid dimensions (x, y, z)"),
            QStringLiteral("%1 × %2 × %3").arg(a.maxGridDim[0]).arg(a.maxGridDim[1]).arg(a.maxGridDim[2]) },
        { tr("Warp size"), tr("%1 threads").arg(a.warpSize) },
        { tr("Resident warps per SM"), tr("%1 (%2 threads)").arg(a.maxWarpsPerSm).arg(a.maxThreadsPerSm()) },
        { tr("Resident blocks per SM"), QString::number(a.maxBlocksPerSm) },
        { tr("32-bit registers per SM"),
            tr("%1 (at most %2 per thread)").arg(a.registersPerSm).arg(a.maxRegistersPerThread) },
        { tr("Shared memory per block"),
            tr("%1 KiB, up to %2 KiB when the kernel opts in")
                .arg(a.sharedMemoryPerBlockKiB)
                .arg(a.sharedMemoryPerBlockOptInKiB) },
        { tr("Shared memory per SM"), tr("%1 KiB").arg(a.sharedMemoryPerSmKiB) },
    };
    m_table->setRowCount(int(std::size(rows)));
    for (int r = 0; r < int(std::size(rows)); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
}

QString ArchLimitsView::value(int row) const
{
    const QTableWidgetItem* item = m_table->item(row, 1);
    return item ? item->text() : QString();
}

int ArchLimitsView::rowCount() const
{
    return m_table->rowCount();
}

} // namespace cvz
