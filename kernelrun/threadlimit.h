// The task limit (budgets.h's kMaxHostThreads): the helper defines pthread_create itself, and
// its executable's symbols come first, so the module's calls and the C++ library's (std::thread)
// reach it. Past the limit the run ends with the handler set here.
#pragma once

#include <pthread.h>

namespace cvz {

// From now on, threads started count against the limit; `onLimit` ends the run (no return).
void armThreadLimit(void (*onLimit)());
// A thread of the helper's own (a launch's worker: launchworkers.h), not counted against the limit.
int startUncountedThread(pthread_t* thread, void* (*start)(void*), void* argument);

} // namespace cvz
