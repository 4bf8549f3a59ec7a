#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace cvz {

// A fake /sys and /dev for detectNvidiaHardware (CUDAVIZ_SYSFS_ROOT points at it): an empty
// one is a computer without NVIDIA hardware; gpu() puts a card on the PCI bus, driver() loads
// a kernel driver of that version, nodes() adds /dev/nvidia0.
class FakeSysfs
{
public:
    FakeSysfs& gpu(const QString& slot = QStringLiteral("0000:01:00.0"), const QByteArray& deviceClass = "0x030000")
    {
        write(QStringLiteral("sys/bus/pci/devices/%1/vendor").arg(slot), "0x10de\n");
        write(QStringLiteral("sys/bus/pci/devices/%1/class").arg(slot), deviceClass + "\n");
        return *this;
    }
    FakeSysfs& otherCard(const QString& slot = QStringLiteral("0000:00:02.0")) // an Intel GPU
    {
        write(QStringLiteral("sys/bus/pci/devices/%1/vendor").arg(slot), "0x8086\n");
        write(QStringLiteral("sys/bus/pci/devices/%1/class").arg(slot), "0x030000\n");
        return *this;
    }
    FakeSysfs& driver(const QByteArray& version)
    {
        write(QStringLiteral("sys/module/nvidia/version"), version + "\n");
        return *this;
    }
    FakeSysfs& nodes()
    {
        write(QStringLiteral("dev/nvidia0"), {});
        return *this;
    }
    QString root() const { return m_dir.path(); }

private:
    void write(const QString& relative, const QByteArray& contents)
    {
        const QString path = QDir(m_dir.path()).filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(contents);
    }
    QTemporaryDir m_dir;
};

} // namespace cvz
