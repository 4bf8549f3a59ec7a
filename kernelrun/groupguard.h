// cudaviz-kernelrun --guard APP_PID PROGRAM ARGS...: runs PROGRAM (a compiler) as its child, in
// the process group the app made for it, and kills that whole group when the app dies, however
// it dies (SIGKILL too: the parent-death signal reaches this process, not PROGRAM's children),
// so that no cc1plus or as outlives the app. Ends as PROGRAM ended (its status, or its signal).
#pragma once

namespace cvz {

int runGuarded(int argc, char** argv);

} // namespace cvz
