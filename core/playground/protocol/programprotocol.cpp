#include "playground/protocol/programprotocol.h"

#include "playground/protocol/budgets.h"

#include <QDataStream>
#include <QFileDevice>
#include <algorithm>

namespace cvz {

bool runnableLaunch(const Dim3& grid, const Dim3& block)
{
    const auto within = [](int64_t v, int64_t most) { return v >= 1 && v <= most; };
    if (!within(block.x, 1024) || !within(block.y, 1024) || !within(block.z, 64) || !within(grid.x, 2147483647)
        || !within(grid.y, 65535) || !within(grid.z, 65535))
        return false;
    int64_t threads = block.x * block.y * block.z; // each at most 1024: no overflow
    if (threads > 1024)
        return false;
    for (const int64_t g : { grid.x, grid.y, grid.z }) { // overflow-checked, one factor at a time
        if (g > kMaxEmulatedThreads / threads)
            return false;
        threads *= g;
    }
    return true;
}

bool writeProgramResult(QIODevice& device, const ProgramResult& r)
{
    const bool saved = saveProtocol(device, [&](QDataStream& s) {
        s << qint32(r.error) << r.errorArgs << r.finished << r.exitCode << r.callCount << qint32(r.calls.size());
        for (const ProgramCall& c : r.calls)
            s << qint32(c.kind) << c.line << c.bytes << c.error << c.async << c.stream << c.name << qint64(c.grid.x)
              << qint64(c.grid.y) << qint64(c.grid.z) << qint64(c.block.x) << qint64(c.block.y) << qint64(c.block.z)
              << c.sharedBytes << c.launch << c.memoryKind << c.modelledSeconds << c.globalSectors << c.fp32Operations
              << c.fp64Operations;
        s << r.findingCount << qint32(r.findings.size());
        for (const ProgramFinding& f : r.findings)
            s << qint32(f.kind) << f.line << f.pc << f.args;
        s << qint32(r.launches.size());
        for (qsizetype k = 0; k < r.launches.size(); ++k) {
            writeRunResult(s, r.launches[k]);
            const std::vector<ArrayExtent> extents = r.launchExtents.value(k);
            s << qint32(extents.size());
            for (const ArrayExtent& e : extents)
                s << e.elementBytes << e.length;
        }
        s << r.sandboxLayers << r.seconds << r.modelGpu << qint32(r.filesState) << qint32(r.files.size());
        for (const ProgramFile& f : r.files)
            s << f.name << f.bytes;
        s << r.inputsLeftOut << r.writtenLeftOut;
    });
    auto* file = qobject_cast<QFileDevice*>(&device);
    return saved && (!file || file->flush());
}

namespace {
// One call as the helper sent it; false when it is none the helper could have made.
bool readCall(QDataStream& s, ProgramCall& c)
{
    qint32 kind = 0;
    qint64 g[3], b[3];
    s >> kind >> c.line >> c.bytes >> c.error >> c.async >> c.stream >> c.name >> g[0] >> g[1] >> g[2] >> b[0] >> b[1]
        >> b[2] >> c.sharedBytes >> c.launch >> c.memoryKind >> c.modelledSeconds >> c.globalSectors >> c.fp32Operations
        >> c.fp64Operations;
    if (kind < 0 || kind >= qint32(ProgramCallKind::Count) || c.launch >= kMaxProgramLaunchesKept || c.globalSectors < 0
        || c.fp32Operations < 0 || c.fp64Operations < 0)
        return false;
    c.kind = ProgramCallKind(kind);
    c.grid = { g[0], g[1], g[2] };
    c.block = { b[0], b[1], b[2] };
    // A launch that ran: one kept run each, with a launch the emulator could have run.
    if (c.launch >= 0 && (c.kind != ProgramCallKind::Launch || !runnableLaunch(c.grid, c.block)))
        return false;
    return true;
}

bool readCalls(QDataStream& s, qint32 calls, ProgramResult& r)
{
    for (qint32 k = 0; k < calls && s.status() == QDataStream::Ok; ++k) {
        ProgramCall c;
        if (!readCall(s, c))
            return false;
        r.calls.push_back(c);
    }
    return true;
}

bool readFindings(QDataStream& s, ProgramResult& r)
{
    qint32 findings = 0;
    s >> r.findingCount >> findings;
    if (findings < 0 || findings > kMaxProgramFindings)
        return false;
    for (qint32 k = 0; k < findings && s.status() == QDataStream::Ok; ++k) {
        ProgramFinding f;
        qint32 kind = 0;
        s >> kind >> f.line >> f.pc >> f.args;
        if (kind < 0 || kind >= qint32(ProgramProblem::Count) || f.args.size() > 16)
            return false;
        f.kind = ProgramProblem(kind);
        r.findings.push_back(f);
    }
    return true;
}

// One kept run and its extents; false when they are not sane.
bool readLaunch(QDataStream& s, ProgramResult& r)
{
    RunResult run;
    bool ok = readRunResult(s, run);
    qint32 count = 0;
    s >> count;
    // One extent per global array of the run, each a sane element.
    ok = ok && count >= 0 && size_t(count) <= run.arrays.size();
    std::vector<ArrayExtent> extents;
    for (qint32 e = 0; ok && e < count; ++e) {
        ArrayExtent x;
        s >> x.elementBytes >> x.length;
        ok = s.status() == QDataStream::Ok && x.elementBytes >= 1 && x.elementBytes <= 64 && x.length >= 0;
        extents.push_back(x);
    }
    r.launches.push_back(std::move(run));
    r.launchExtents.push_back(std::move(extents));
    return ok;
}

// Each kept run belongs to exactly one listed launch.
bool eachRunOwnedOnce(const QList<ProgramCall>& calls, qint32 launches)
{
    bool once = true;
    QList<int> owners(launches, 0);
    for (const ProgramCall& c : calls)
        if (c.launch >= 0 && (c.launch >= launches || ++owners[c.launch] > 1))
            once = false;
    return once;
}
} // namespace

namespace {
// A list of left-out files as the helper sends it: at most 32 named, then their count.
bool leftOutList(const QStringList& list)
{
    return list.size() % 2 == 0 && list.size() <= 2 * 33;
}

// The program's files: as many and as large as its file system holds, no more.
bool readFiles(QDataStream& s, ProgramResult& r)
{
    qint32 state = 0, files = 0;
    s >> state >> files;
    if (state < 0 || state > qint32(ProgramFilesState::NoIsolation) || files < 0 || files > kMaxProgramFiles)
        return false;
    r.filesState = ProgramFilesState(state);
    qint64 bytes = 0;
    for (qint32 k = 0; k < files && s.status() == QDataStream::Ok; ++k) {
        ProgramFile f;
        s >> f.name >> f.bytes;
        bytes += f.bytes.size();
        if (!returnableFileName(f.name) || f.name.size() > 255 || bytes > kProgramFilesBytes)
            return false;
        r.files.push_back(std::move(f));
    }
    s >> r.inputsLeftOut >> r.writtenLeftOut;
    return s.status() == QDataStream::Ok && leftOutList(r.inputsLeftOut) && leftOutList(r.writtenLeftOut);
}
} // namespace

bool returnableFileName(const QString& name)
{
    if (name.isEmpty() || name.startsWith(u'.'))
        return false;
    for (const QChar c : name)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || c == u'/')
            return false;
    return true;
}

std::optional<ProgramResult> readProgramResult(const QString& path)
{
    ProgramResult r;
    bool ok = true;
    const bool loaded = loadProtocol(path, [&](QDataStream& s) {
        qint32 error = 0, calls = 0;
        s >> error >> r.errorArgs >> r.finished >> r.exitCode >> r.callCount >> calls;
        r.error = HelperError(error);
        // The helper ran a student's program: its counts are not trusted.
        if (error < 0 || error > qint32(HelperError::ConstantTooLarge) || calls < 0 || calls > kMaxProgramCalls) {
            ok = false;
            return;
        }
        if (!readCalls(s, calls, r) || !readFindings(s, r)) {
            ok = false;
            return;
        }
        qint32 launches = 0;
        s >> launches;
        if (launches < 0 || launches > kMaxProgramLaunchesKept) {
            ok = false;
            return;
        }
        for (qint32 k = 0; k < launches && ok; ++k)
            ok = readLaunch(s, r);
        if (!eachRunOwnedOnce(r.calls, launches))
            ok = false;
        s >> r.sandboxLayers >> r.seconds >> r.modelGpu;
        ok = ok && readFiles(s, r);
    });
    return loaded && ok ? std::optional(r) : std::nullopt;
}

qint64 programDeviceBudget(quint64 availableBytes)
{
    const qint64 half = qint64(std::min<quint64>(availableBytes / 2, quint64(kMaxProgramDeviceBytes)));
    return std::max(kProgramDeviceBytes, half >> 20 << 20);
}

} // namespace cvz
