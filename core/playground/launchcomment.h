// A kernel file that carries its launch: comment lines such as
//   // cudaviz-launch: --grid 4 --block 256 --arg A=float[1000]:iota --arg n=1000
// so that a teacher hands out one .cu file that runs as written (`cudaviz run`, the Playground).
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace cvz::playground {

constexpr qint64 kMaxKernelSourceBytes = 1 << 20;

// The options of every launch comment line, in order; nothing when there is none. `error`
// is set (and nothing returned) for a comment that cannot be split (an open quote).
std::optional<QStringList> launchComment(const QString& source, QString* error);

// The source with its launch comment lines replaced by one holding `options` (at the top when
// it had none).
QString withLaunchComment(const QString& source, const QStringList& options);

} // namespace cvz::playground
