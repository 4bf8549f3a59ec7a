// The result channel, sealed against the student's code, which runs in this process: a filter
// (seccomp, for every thread, from before the module is loaded) lets the result descriptor be
// written only by the one `syscall` instruction in sealedWriteAll, and never duplicated, closed or
// written any other way; the exit statuses that make the app believe a CVZ-TIMEOUT/CVZ-CRASH line
// (runprotocol.h) come only from sealedExit's instruction. A kernel that writes a forged result
// on the channel, or ends the process as a crash report would, makes a forbidden call instead:
// the SIGSYS handler names it "result-channel". x86-64 only (elsewhere sealResult is false and
// the app says the layer is missing).
#pragma once

#include <cstddef>

namespace cvz {

bool sealResult(int fd);
bool resultSealed();
// All `n` bytes, through the sealed instruction (a plain write where the seal is absent).
bool sealedWriteAll(int fd, const char* data, size_t n);
[[noreturn]] void sealedExit(int status);

} // namespace cvz
