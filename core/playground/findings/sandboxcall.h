// The system calls the kernel runner's sandbox stops (kernelrun/sandbox.h), in the student's words.
#pragma once

#include <QString>

namespace cvz {

// Why a kernel may not make `call` ("a kernel cannot start programs"); `flags` are open's.
QString sandboxReason(const QString& call, quint64 flags);

} // namespace cvz
