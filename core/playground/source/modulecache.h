// The playground's cache of compiled modules, trusted only as far as it is checked: its folder
// must be the user's own and writable by no one else (made so when it is created), and a module
// or guard object in it is used only when its keyed hash (HMAC-SHA-256), recorded beside it when
// it was built, matches its bytes. The key is kept outside the cache, readable by the user
// alone, so a file planted in the cache, with a hash file of its own making, is compiled again.
#pragma once

#include <QString>
#include <optional>

namespace cvz {

// Why the cache folder `dir` (created here, mode 0700, when missing) cannot be trusted: it is
// not a folder, not the user's, or writable by its group or by others. Nothing when it can.
std::optional<QString> cacheFolderProblem(const QString& dir);

// Records the keyed hash of `file` (in file + ".mac"); false when it cannot be written.
bool recordCachedFile(const QString& file);
// Whether `file` exists and its recorded keyed hash matches its bytes.
bool cachedFileVerified(const QString& file);

} // namespace cvz
