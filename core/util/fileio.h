#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace cvz {

// Reads a whole input file of at most `maxBytes`. Refuses, with the real cause, what
// would hang or eat memory: a folder, a FIFO or device (reading could block forever),
// an unreadable folder on the way ("permission denied", not "no such file"), a file
// over the budget (with both sizes).
std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString* error);

// Before hours of work: can `path` be written? "-" (standard output), an existing
// character device or FIFO (/dev/null, a pipe) and a regular file in a writable folder
// can; a folder, a missing folder or a read-only one cannot (the message says which).
bool checkOutputPath(const QString& path, QString* error);

// Writes `contents` to `path`: "-" to standard output; a device or FIFO directly (never
// replaced by a regular file, as QSaveFile would as root); a regular file atomically, so
// it holds all of the new contents or stays as it was.
bool writeOutputFile(const QString& path, const QByteArray& contents, QString* error);

// Moves `from` to `to` in one step, replacing what is there (POSIX rename): a reader that opened
// the old file keeps it, and two writers of the same file never see it missing.
bool replaceFile(const QString& from, const QString& to);

} // namespace cvz
