// Landlock (the kernel's unprivileged file sandbox): a process, and every program it starts,
// may touch only the folders it is given. The playground's compiler sees the system's folders
// and its own work folder, the kernel runner only the system's libraries and the module. Plain
// C++ and Linux calls: the Qt-free kernel runner uses it too.
#pragma once

#include <string>
#include <vector>

namespace cvz {

struct LandlockPaths
{
    std::vector<std::string> readOnly; // folders or files: read (and run) what is beneath
    std::vector<std::string> readWrite; // folders or files: everything beneath
};

// The kernel's Landlock ABI version; 0 where it has none (older kernels, Landlock not enabled).
int landlockAbi();

// A ruleset for `paths` (missing paths are skipped), as a descriptor to enforce, or -1 where
// Landlock is unavailable. The caller closes it.
int makeLandlockRuleset(const LandlockPaths& paths);

// Puts the calling thread (and what it starts from now on) under the ruleset: only system calls,
// so a child may call it between fork and exec. False when the kernel refused.
bool enforceLandlock(int ruleset);

// The system's folders a compiler and the dynamic loader read: /usr, /lib*, /bin, /etc/ld.so.cache.
std::vector<std::string> systemReadOnlyPaths();

} // namespace cvz
