#include "devicetablemodel.h"

#include "device/devicereportformat.h"

namespace cvz {

DeviceTableModel::DeviceTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void DeviceTableModel::setDevices(std::vector<GpuDeviceInfo> devices)
{
    beginResetModel();
    m_devices = std::move(devices);
    m_values.clear();
    m_labels.clear();
    for (const GpuDeviceInfo& device : m_devices) {
        std::vector<QString> column;
        const std::vector<DeviceProperty> properties = deviceProperties(device);
        for (const DeviceProperty& p : properties) {
            column.push_back(p.value);
            if (m_labels.size() < properties.size())
                m_labels.push_back(p.label);
        }
        m_values.push_back(std::move(column));
    }
    endResetModel();
}

int DeviceTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_labels.size());
}

int DeviceTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_devices.size());
}

QVariant DeviceTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return m_values[static_cast<size_t>(index.column())][static_cast<size_t>(index.row())];
    return {};
}

QVariant DeviceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Horizontal && section < columnCount())
        return tr("GPU %1").arg(m_devices[static_cast<size_t>(section)].index);
    if (orientation == Qt::Vertical && section < rowCount())
        return m_labels[static_cast<size_t>(section)];
    return {};
}

} // namespace cvz
