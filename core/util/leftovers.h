// Work folders that outlive their process: a compile or a run the app was killed in the middle
// of (SIGKILL, a power cut) leaves its folder behind. Each such folder is named with the pid
// of the process that made it, and the next start sweeps the ones whose process is gone.
#pragma once

#include <QString>

namespace cvz {

// A QTemporaryDir template in `folder`: "folder/prefix-PID-XXXXXX".
QString ownedFolderTemplate(const QString& folder, const QString& prefix);

// Removes every "prefix-PID-*" folder in `folder` whose process no longer runs (folders of a
// running process, another cudaviz's too, are kept). Returns how many were removed.
int sweepLeftovers(const QString& folder, const QString& prefix);

} // namespace cvz
