#pragma once

#include "benchresult.h"

#include <QString>

namespace cvz {

// The plain-text table `cudaviz bench` prints: one line per result, and the machine.
QString benchResultsToText(const BenchResultSet& set);

// Writes text to a file atomically (QSaveFile): all of it, or nothing and a message.
bool writeFileAtomically(const QString& path, const QByteArray& contents, QString* error);

} // namespace cvz
