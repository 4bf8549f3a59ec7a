#include "programfiles.h"

#include "sandbox.h"

#include <QCryptographicHash>
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

// Names (with their bytes) said of the files left out, the others only counted.
constexpr qsizetype kMaxNamedLeftOut = 32;

struct Copied
{
    off_t size = 0;
    QByteArray hash; // of its bytes: a rewrite of the same size within the clock's tick is a change too
};

// Files left out, as ProgramResult lists them: the first kMaxNamedLeftOut named with their bytes,
// then an empty name and how many more.
class LeftOut
{
public:
    void add(const QString& name, qint64 bytes)
    {
        if (m_named.size() < 2 * kMaxNamedLeftOut)
            m_named << name << QString::number(bytes);
        else
            ++m_more;
    }
    QStringList list() const
    {
        return m_more > 0 ? m_named + QStringList { QString(), QString::number(m_more) } : m_named;
    }

private:
    QStringList m_named;
    qint64 m_more = 0;
};

struct FilesState
{
    std::string folder;
    std::map<std::string, Copied> inputs; // what the program was given, as it was given
    LeftOut leftOut;
    bool asked = false;
    bool open = false;
};

FilesState& files()
{
    static FilesState state;
    return state;
}

QByteArray hashOf(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

// The program's own file system on `folder`, and an empty /proc: through /proc/self/fd a program
// could open the result channel (a pipe, which Landlock does not govern) for writing again.
bool mountFolder(const std::string& folder)
{
    const std::string options = "size=" + std::to_string(kProgramFilesBytes)
        + ",nr_inodes=" + std::to_string(kMaxProgramFiles + 1) + ",mode=0700";
    const unsigned long flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
    return mount("cudaviz-files", folder.c_str(), "tmpfs", flags, options.c_str()) == 0
        && mount("cudaviz-noproc", "/proc", "tmpfs", flags | MS_RDONLY, "size=4k,nr_inodes=1,mode=0555") == 0;
}

// The input folder's plain files (not hidden, no links), in name order: half the file system and
// half its files at most (the rest is for what the program writes); the others are left out.
void copyInputs(const QString& from, const std::string& to, FilesState& state)
{
    qint64 used = 0;
    int count = 0;
    const auto entries = QDir(from).entryInfoList(QDir::Files | QDir::NoSymLinks, QDir::Name);
    for (const QFileInfo& info : entries) {
        const qint64 size = info.size();
        const std::string name = QFile::encodeName(info.fileName()).toStdString();
        QFile in(info.filePath());
        QFile out(QString::fromStdString(to + "/" + name));
        if (used + size > kProgramFilesBytes / 2 || count >= kMaxProgramFiles / 2 || !in.open(QIODevice::ReadOnly)
            || !out.open(QIODevice::WriteOnly)) {
            state.leftOut.add(info.fileName(), size);
            continue;
        }
        const QByteArray bytes = in.read(size);
        out.write(bytes);
        out.close();
        used += bytes.size();
        ++count;
        state.inputs[name] = { off_t(bytes.size()), hashOf(bytes) };
    }
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

// The files the program created or changed, by name, as long as they fit in the file system's
// budget together (a sparse file is as large as its size says); the others are left out.
void readWritten(int dirFd, DIR* dir, ProgramResult& result)
{
    const FilesState& state = files();
    std::map<std::string, off_t> written; // in name order
    while (const dirent* e = ::readdir(dir)) {
        struct stat st
        {
        };
        if (::fstatat(dirFd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode))
            written[e->d_name] = st.st_size;
    }
    qint64 total = 0;
    LeftOut leftOut;
    for (const auto& [name, size] : written) {
        const QString shown = QFile::decodeName(name.c_str());
        const auto input = state.inputs.find(name);
        if (!returnableFileName(shown) || total + size > kProgramFilesBytes) {
            if (input == state.inputs.end() || input->second.size != size)
                leftOut.add(shown, size);
            continue;
        }
        try { // a program that used up its memory still gets its result, without this file
            QByteArray bytes = readAll(dirFd, name.c_str(), size);
            if (input != state.inputs.end() && input->second.size == off_t(bytes.size())
                && input->second.hash == hashOf(bytes))
                continue; // as it was given
            total += bytes.size();
            result.files.push_back({ shown, std::move(bytes) });
        } catch (const std::bad_alloc&) {
            leftOut.add(shown, size);
        }
    }
    result.writtenLeftOut = leftOut.list();
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
        copyInputs(request.inputFolder, state.folder, state);
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
    result.inputsLeftOut = state.leftOut.list();
    const int dirFd = ::open(state.folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR* dir = dirFd >= 0 ? ::fdopendir(dirFd) : nullptr;
    if (!dir) {
        if (dirFd >= 0)
            ::close(dirFd);
        return;
    }
    readWritten(dirFd, dir, result);
    ::closedir(dir);
}

} // namespace cvz
