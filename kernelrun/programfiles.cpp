#include "programfiles.h"

#include "sandbox.h"

#include <QDir>
#include <QFile>
#include <dirent.h>
#include <fcntl.h>
#include <map>
#include <new>
#include <string>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cvz {

namespace {

struct Copied
{
    off_t size = 0;
    timespec modified {};
};

struct FilesState
{
    std::string folder;
    std::map<std::string, Copied> inputs; // what the program was given, as it was given
    QStringList leftOut;
    bool asked = false;
    bool open = false;
};

FilesState& files()
{
    static FilesState state;
    return state;
}

bool mountFolder(const std::string& folder)
{
    const std::string options = "size=" + std::to_string(kProgramFilesBytes)
        + ",nr_inodes=" + std::to_string(kMaxProgramFiles + 1) + ",mode=0700";
    return mount("cudaviz-files", folder.c_str(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options.c_str()) == 0;
}

// The input folder's plain files, half the file system at most (the rest is for what the program
// writes); the others are named with their sizes in `leftOut`.
void copyInputs(const QString& from, const std::string& to, QStringList& leftOut)
{
    qint64 used = 0;
    int count = 0;
    const QDir dir(from);
    const auto entries = dir.entryInfoList(QDir::Files | QDir::NoSymLinks | QDir::Hidden, QDir::Name);
    for (const QFileInfo& info : entries) {
        const qint64 size = info.size();
        if (used + size > kProgramFilesBytes / 2 || count + 1 >= kMaxProgramFiles) {
            leftOut << info.fileName() << QString::number(size);
            continue;
        }
        const std::string target = to + "/" + QFile::encodeName(info.fileName()).toStdString();
        QFile in(info.filePath());
        QFile out(QString::fromStdString(target));
        if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)) {
            leftOut << info.fileName() << QString::number(size);
            continue;
        }
        const QByteArray bytes = in.read(size);
        out.write(bytes);
        out.close();
        used += bytes.size();
        ++count;
        struct stat st
        {
        };
        if (::stat(target.c_str(), &st) == 0)
            files().inputs[QFile::encodeName(info.fileName()).toStdString()] = { st.st_size, st.st_mtim };
    }
}

bool changed(const std::string& name, const struct stat& st)
{
    const auto it = files().inputs.find(name);
    return it == files().inputs.end() || it->second.size != st.st_size
        || it->second.modified.tv_sec != st.st_mtim.tv_sec || it->second.modified.tv_nsec != st.st_mtim.tv_nsec;
}

QByteArray readAll(int dirFd, const char* name, off_t size)
{
    QByteArray bytes;
    const int fd = ::openat(dirFd, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return bytes;
    bytes.resize(qsizetype(size));
    qsizetype got = 0;
    while (got < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + got, size_t(bytes.size() - got));
        if (n <= 0)
            break;
        got += n;
    }
    ::close(fd);
    bytes.resize(got);
    return bytes;
}

} // namespace

bool prepareProgramFiles(const RunRequest& request)
{
    if (request.filesFolder.isEmpty())
        return false;
    FilesState& state = files();
    state.asked = true;
    state.folder = QFile::encodeName(request.filesFolder).toStdString();
    if (!sandboxLayers().namespaces || !mountFolder(state.folder))
        return false;
    if (!request.inputFolder.isEmpty())
        copyInputs(request.inputFolder, state.folder, state.leftOut);
    return ::chdir(state.folder.c_str()) == 0;
}

bool programFilesOpen()
{
    return files().open;
}

void setProgramFilesOpen(bool open)
{
    files().open = open;
}

void collectProgramFiles(ProgramResult& result)
{
    FilesState& state = files();
    if (!state.asked)
        return;
    result.filesState = state.open ? ProgramFilesState::Ready : ProgramFilesState::NoIsolation;
    if (!state.open)
        return;
    result.inputsLeftOut = state.leftOut;
    const int dirFd = ::open(state.folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR* dir = dirFd >= 0 ? ::fdopendir(dirFd) : nullptr;
    if (!dir) {
        if (dirFd >= 0)
            ::close(dirFd);
        return;
    }
    std::map<std::string, QByteArray> found; // in name order
    while (const dirent* e = ::readdir(dir)) {
        struct stat st
        {
        };
        if (::fstatat(dirFd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode)
            || !changed(e->d_name, st))
            continue;
        try { // a program that used up its memory still gets its result, without this file
            found[e->d_name] = readAll(dirFd, e->d_name, st.st_size);
        } catch (const std::bad_alloc&) {
            continue;
        }
    }
    ::closedir(dir);
    for (auto& [name, bytes] : found)
        result.files.push_back({ QFile::decodeName(name.c_str()), std::move(bytes) });
}

} // namespace cvz
