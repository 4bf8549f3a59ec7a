#include "laddertraffic.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <map>

namespace cvz {

namespace {
struct Traced
{
    double loadSectors = 0, storeSectors = 0; // at size^3
    double size = 0;
};

const std::map<Backend, Traced>& table()
{
    static const std::map<Backend, Traced> traced = [] {
        std::map<Backend, Traced> out;
        QFile file(QStringLiteral(":/cudaviz/ladder-traffic-128.json"));
        if (!file.open(QIODevice::ReadOnly))
            return out;
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        const double size = doc.value(QStringLiteral("size")).toDouble();
        const QJsonObject kernels = doc.value(QStringLiteral("kernels")).toObject();
        for (auto it = kernels.begin(); it != kernels.end(); ++it)
            if (const auto backend = backendFromKey(it.key()); backend && size > 0) {
                const QJsonObject k = it.value().toObject();
                out[*backend] = { k.value(QStringLiteral("global_load_sectors")).toDouble(),
                    k.value(QStringLiteral("global_store_sectors")).toDouble(), size };
            }
        return out;
    }();
    return traced;
}
} // namespace

std::optional<double> ladderTrafficBytes(Backend backend, long long m, long long n, long long k)
{
    const auto it = table().find(backend);
    if (it == table().end() || m < 1 || n < 1 || k < 1)
        return std::nullopt;
    const Traced& t = it->second;
    const double scale3 = double(m) * double(n) * double(k) / (t.size * t.size * t.size);
    const double scale2 = double(m) * double(n) / (t.size * t.size);
    return 32.0 * (t.loadSectors * scale3 + t.storeSectors * scale2);
}

} // namespace cvz
