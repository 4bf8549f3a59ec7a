// A kernel file that carries its launch: comment lines such as
//   // cudaviz-launch: --grid 4 --block 256 --arg A=float[1000]:iota --arg n=1000
// so that a teacher hands out one .cu file that runs as written (`cudaviz run`, the Playground).
#pragma once

#include "playground/source/userlaunch.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace cvz {

constexpr qint64 kMaxKernelSourceBytes = 1 << 20;

// The options of every launch comment line, in order; nothing when there is none. `error`
// is set (and nothing returned) for a comment that cannot be split (an open quote).
std::optional<QStringList> launchComment(const QString& source, QString* error);

// A launch as options, the CLI's own: --kernel NAME, --grid X[,Y[,Z]], --block X[,Y[,Z]],
// --shared BYTES, --arg NAME=..., --timeout SECONDS ("--opt value" or "--opt=value"). A later
// option wins; a later --arg replaces an earlier one of the same name.
struct LaunchOptions
{
    LaunchSpec spec;
    QString kernel;
    bool hasBlock = false;
};
std::optional<LaunchOptions> parseLaunchOptions(const QStringList& options, QString* error);
// In one list of options written together (one launch comment, one command line), an option
// given twice (--grid 2 --grid 4), or an --arg/--const of one name twice: which one is meant is
// not clear (parseLaunchOptions lets a later one win, for a command line over a file's comment).
std::optional<QString> repeatedLaunchOption(const QStringList& options);
QStringList launchOptions(const LaunchSpec& spec, const QString& kernel); // the inverse

// The source with its launch comment lines replaced by one holding `options` (at the top when
// it had none).
QString withLaunchComment(const QString& source, const QStringList& options);

} // namespace cvz
