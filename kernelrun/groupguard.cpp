#include "groupguard.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cvz {

namespace {
void killGroup(int)
{
    ::kill(0, SIGKILL); // this process's group: the program, its children and this guard
}
} // namespace

int runGuarded(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: cudaviz-kernelrun --guard APP_PID PROGRAM [ARGS...]\n");
        return 2;
    }
    const long app = std::strtol(argv[0], nullptr, 10);
    struct sigaction sa
    {
    };
    sa.sa_handler = &killGroup;
    sigaction(SIGUSR1, &sa, nullptr);
    prctl(PR_SET_PDEATHSIG, SIGUSR1);
    if (getppid() != pid_t(app)) // the app died before the signal was asked for
        killGroup(0);
    const pid_t child = fork();
    if (child < 0)
        return 126;
    if (child == 0) {
        signal(SIGUSR1, SIG_DFL);
        execvp(argv[1], argv + 1);
        std::fprintf(stderr, "cudaviz-kernelrun --guard: cannot run %s\n", argv[1]);
        _exit(127);
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR)
            return 126;
    if (WIFSIGNALED(status)) { // end as it ended: the app reads a compiler's crash from the signal
        signal(WTERMSIG(status), SIG_DFL);
        ::kill(getpid(), WTERMSIG(status));
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 126;
}

} // namespace cvz
