#include "landlock.h"

#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14) // ABI 3 (Linux 6.2), newer than some headers
#endif

namespace cvz {

namespace {

constexpr __u64 kReadRights = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
// What a rule on a file (not a folder) may hold.
constexpr __u64 kFileRights = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE
    | LANDLOCK_ACCESS_FS_TRUNCATE;

__u64 handledRights(int abi)
{
    __u64 rights = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE
        | LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE
        | LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG
        | LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK
        | LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2)
        rights |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3)
        rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
    return rights;
}

bool addRule(int ruleset, const std::string& path, __u64 rights, __u64 handled)
{
    const int fd = ::open(path.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0)
        return true; // nothing there: nothing to allow
    struct stat st
    {
    };
    const bool isFile = ::fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode);
    landlock_path_beneath_attr rule {};
    rule.allowed_access = rights & handled & (isFile ? kFileRights : ~__u64(0));
    rule.parent_fd = fd;
    const bool ok = ::syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0) == 0;
    ::close(fd);
    return ok;
}

} // namespace

int landlockAbi()
{
    const long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi > 0 ? int(abi) : 0;
}

int makeLandlockRuleset(const LandlockPaths& paths)
{
    const int abi = landlockAbi();
    if (abi < 1)
        return -1;
    landlock_ruleset_attr attr {};
    attr.handled_access_fs = handledRights(abi);
    const int ruleset = int(::syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0));
    if (ruleset < 0)
        return -1;
    bool ok = true;
    for (const std::string& p : paths.readOnly)
        ok = ok && addRule(ruleset, p, kReadRights, attr.handled_access_fs);
    for (const std::string& p : paths.readWrite)
        ok = ok && addRule(ruleset, p, ~__u64(0), attr.handled_access_fs);
    if (!ok) {
        ::close(ruleset);
        return -1;
    }
    return ruleset;
}

bool enforceLandlock(int ruleset)
{
    return ruleset >= 0 && ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0
        && ::syscall(SYS_landlock_restrict_self, ruleset, 0) == 0;
}

std::vector<std::string> systemReadOnlyPaths()
{
    return { "/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin", "/etc/ld.so.cache" };
}

} // namespace cvz
