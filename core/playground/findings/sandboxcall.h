// The system calls the kernel runner's sandbox stops (kernelrun/sandbox.h), in the student's words.
#pragma once

#include <QString>

namespace cvz {

// Why a kernel may not make `call` ("a kernel cannot start programs"); `flags` are open's.
QString sandboxReason(const QString& call, quint64 flags);
// The call as a student reads it: the system call's own name, or for the runner's own names
// (result-channel, int-0x80, x32, thread-limit) what was done.
QString sandboxCallName(const QString& call);

} // namespace cvz
