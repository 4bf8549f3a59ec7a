// A program's files: its own small file system, mounted on the run's folder in the helper's mount
// namespace (budget: kProgramFilesBytes, kMaxProgramFiles), holding a copy of the files beside the
// student's program. The program reads them and writes new ones there and nowhere else (Landlock
// grants that folder only); what it created or changed goes back with its result.
#pragma once

#include "playground/protocol/programprotocol.h"

namespace cvz {

// Before the sandbox (it reads the input folder): mounts the file system on request.filesFolder,
// copies the input folder's plain files that fit (name order; symbolic links and folders are not
// followed) and makes it the working folder. False when there is no folder to give (none asked,
// or the namespaces are missing: a mount needs them).
bool prepareProgramFiles(const RunRequest& request);

// Whether the program may open files in its folder: prepared, and Landlock holds it there.
bool programFilesOpen();
void setProgramFilesOpen(bool open);

// At the program's end, under the sandbox: whether it had its folder, the input files left out and
// the files it created or changed, into `result`.
void collectProgramFiles(ProgramResult& result);

} // namespace cvz
