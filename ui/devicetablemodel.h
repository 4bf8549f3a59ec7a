#pragma once

#include "device/devicereport.h"

#include <QAbstractTableModel>
#include <vector>

namespace cvz {

// Devices as columns, properties as rows: easy to compare two GPUs side by side.
class DeviceTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit DeviceTableModel(QObject* parent = nullptr);

    void setDevices(std::vector<GpuDeviceInfo> devices);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<GpuDeviceInfo> m_devices;
    std::vector<std::vector<QString>> m_values; // [device][property], from deviceProperties()
    std::vector<QString> m_labels;
};

} // namespace cvz
