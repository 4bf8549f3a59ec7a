// The task limit (budgets.h's kMaxHostThreads): the helper defines pthread_create itself, and
// its executable's symbols come first, so the module's calls and the C++ library's (std::thread)
// reach it. Past the limit the run ends with the handler set here.
#pragma once

namespace cvz {

// From now on, threads started count against the limit; `onLimit` ends the run (no return).
void armThreadLimit(void (*onLimit)());

} // namespace cvz
