#include "playground/protocol/runprotocol.h"

#include "playground/protocol/budgets.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QFile>
#include <QSaveFile>
#include <algorithm>
#include <functional>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

constexpr quint32 kMagic = 0x43565a50; // "CVZP"

template <class T> void writePod(QDataStream& s, const std::vector<T>& v)
{
    s << quint64(v.size());
    s.writeRawData(reinterpret_cast<const char*>(v.data()), int(v.size() * sizeof(T)));
}

template <class T> bool readPod(QDataStream& s, std::vector<T>& v, quint64 limit)
{
    quint64 n = 0;
    s >> n;
    // The helper runs a student's code: its file is not trusted to say how much follows.
    if (n > limit || !s.device() || n * sizeof(T) > quint64(std::max<qint64>(0, s.device()->bytesAvailable())))
        return false;
    v.resize(size_t(n));
    // Read in slices: QDataStream takes an int length.
    char* at = reinterpret_cast<char*>(v.data());
    qint64 left = qint64(n * sizeof(T));
    while (left > 0) {
        const int part = int(std::min<qint64>(left, 1 << 30));
        if (s.readRawData(at, part) != part)
            return false;
        at += part;
        left -= part;
    }
    return true;
}

QDataStream& operator<<(QDataStream& s, const Dim3& d)
{
    return s << qint64(d.x) << qint64(d.y) << qint64(d.z);
}
QDataStream& operator>>(QDataStream& s, Dim3& d)
{
    qint64 x, y, z;
    s >> x >> y >> z;
    d = { x, y, z };
    return s;
}

} // namespace

bool saveProtocol(QIODevice& device, const std::function<void(QDataStream&)>& write)
{
    QDataStream s(&device);
    s.setVersion(QDataStream::Qt_6_0);
    s << kMagic << kProtocolVersion;
    write(s);
    return s.status() == QDataStream::Ok;
}

bool saveProtocol(const QString& path, const std::function<void(QDataStream&)>& write)
{
    QSaveFile f(path);
    return f.open(QIODevice::WriteOnly) && saveProtocol(f, write) && f.flush() && f.commit();
}

bool loadProtocol(const QString& path, const std::function<void(QDataStream&)>& read)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QDataStream s(&f);
    s.setVersion(QDataStream::Qt_6_0);
    quint32 magic = 0, version = 0;
    s >> magic >> version;
    if (magic != kMagic || version != kProtocolVersion)
        return false;
    read(s);
    return s.status() == QDataStream::Ok;
}

namespace {
void writeArgs(QDataStream& s, const QList<RunArg>& args)
{
    s << qint32(args.size());
    for (const RunArg& a : args)
        s << a.name << qint8(a.code) << a.bytes << a.field << a.pointers;
}

// At most 4096 (a kernel has a few parameters): the request's file is not trusted to say more.
bool readArgs(QDataStream& s, QList<RunArg>& args)
{
    qint32 n = 0;
    s >> n;
    if (n < 0 || n > 4096)
        return false;
    for (qint32 k = 0; k < n; ++k) {
        RunArg a;
        qint8 code = 0;
        s >> a.name >> code >> a.bytes >> a.field >> a.pointers;
        a.code = char(code);
        args.push_back(a);
    }
    return true;
}
} // namespace

std::optional<QString> runArgsProblem(const QList<RunArg>& args)
{
    if (args.size() > kMaxRunArgs)
        return QStringLiteral("more than %1 arguments.").arg(kMaxRunArgs);
    for (const RunArg& a : args) {
        if (a.code != 'T') {
            if (!a.pointers.isEmpty())
                return QStringLiteral("%1 is not a struct but has pointer fields.").arg(a.name);
            continue;
        }
        if (a.field || a.bytes.isEmpty() || a.bytes.size() > kMaxStructBytes)
            return QStringLiteral("struct %1 has %2 bytes (at most %3).")
                .arg(a.name)
                .arg(a.bytes.size())
                .arg(kMaxStructBytes);
        for (const auto& [offset, index] : a.pointers)
            if (offset < 0 || offset + 8 > a.bytes.size() || index < 0 || index >= args.size() || !args[index].field
                || args[index].code == 'T')
                return QStringLiteral("struct %1 has a pointer field outside it or to no buffer.").arg(a.name);
    }
    return std::nullopt;
}

std::optional<QString> programArgumentsProblem(const QStringList& args)
{
    qint64 bytes = 0;
    for (const QString& a : args) {
        if (a.contains(QChar(0)))
            return Tr::tr("A program's argument holds a NUL character.");
        bytes += a.toUtf8().size() + 1;
    }
    if (args.size() > kMaxProgramArgs || bytes > kMaxProgramArgBytes)
        return Tr::tr("A program gets at most %1 arguments of %2 bytes together, not %3 of %4.")
            .arg(kMaxProgramArgs)
            .arg(kMaxProgramArgBytes)
            .arg(args.size())
            .arg(bytes);
    return std::nullopt;
}

bool writeRequest(const QString& path, const RunRequest& r)
{
    return saveProtocol(path, [&](QDataStream& s) {
        s << r.modulePath << r.grid << r.block << r.dynamicSharedBytes << r.dynamicSharedName;
        writeArgs(s, r.args);
        s << r.maxAccesses << r.maxAccessesPerThread << r.maxBlockAccesses << r.maxKeptAccesses << r.timeoutSeconds
          << r.addressSpaceBytes;
        writeArgs(s, r.constants);
        s << r.program << r.modelGpu << r.programArgs << qint32(r.trace) << r.deviceBytes << r.progressFd
          << r.fastModulePath << r.cores << r.inputFolder << r.filesFolder;
    });
}

std::optional<RunRequest> readRequest(const QString& path)
{
    RunRequest r;
    bool ok = true;
    const bool loaded = loadProtocol(path, [&](QDataStream& s) {
        s >> r.modulePath >> r.grid >> r.block >> r.dynamicSharedBytes >> r.dynamicSharedName;
        ok = readArgs(s, r.args);
        s >> r.maxAccesses >> r.maxAccessesPerThread >> r.maxBlockAccesses >> r.maxKeptAccesses >> r.timeoutSeconds
            >> r.addressSpaceBytes;
        ok = ok && readArgs(s, r.constants);
        qint32 trace = 0;
        s >> r.program >> r.modelGpu >> r.programArgs >> trace >> r.deviceBytes >> r.progressFd >> r.fastModulePath
            >> r.cores >> r.inputFolder >> r.filesFolder;
        r.trace = TraceMode(trace);
        ok = ok && trace >= qint32(TraceMode::Auto) && trace <= qint32(TraceMode::None) && r.deviceBytes >= 0
            && r.cores >= 1 && r.cores <= kMaxLaunchCores;
    });
    ok = ok && !programArgumentsProblem(r.programArgs);
    return loaded && ok ? std::optional(r) : std::nullopt;
}

void writeRunResult(QDataStream& s, const RunResult& r)
{
    s << qint32(r.error) << r.errorArgs << r.tooManyAccesses << r.buffers << qint32(r.arrays.size());
    for (const TracedArray& a : r.arrays)
        s << a.name << qint64(a.size) << a.shared << qint64(a.rows) << qint64(a.cols);
    writePod(s, r.sites);
    writePod(s, r.accesses);
    s << r.threadCount;
    writePod(s, r.divergences);
    s << r.divergenceCount << r.seconds << r.sandboxLayers << r.budgetThread;
    const MisalignedAccess& m = r.misaligned;
    s << m.count << m.thread << m.array << m.byteOffset << m.pc << m.bytes << m.write;
    writePod(s, r.warpProblems);
    s << r.warpProblemCount << r.traceKept << r.fp32Operations << r.fp64Operations;
    writePod(s, r.warpCalls);
    const TraceCoverage& c = r.coverage;
    s << qint64(c.blocks) << qint64(c.traced) << qint64(c.fewestAccesses) << qint64(c.mostAccesses) << c.sampled
      << qint64(c.fastBlocks) << qint32(c.fastOff) << c.fastOffDetail << qint64(c.untraced) << qint64(c.untracedThread)
      << c.repeat;
    const MemoryReport& report = r.report;
    s << report.launch.grid << report.launch.block;
    writePod(s, std::vector<GlobalTraffic> { report.global });
    writePod(s, std::vector<SharedTraffic> { report.shared });
    writePod(s, report.globalByArray);
    writePod(s, report.sharedByArray);
    writePod(s, report.bySite);
    writePod(s, report.hazards);
    writePod(s, report.outOfBounds);
    writePod(s, report.outOfBoundsGroups);
    s << qint64(report.hazardCount) << qint64(report.outOfBoundsCount) << qint64(report.warpInstructions)
      << qint64(report.accesses);
}

bool writeResult(const QString& path, const RunResult& r)
{
    return saveProtocol(path, [&](QDataStream& s) { writeRunResult(s, r); });
}

bool writeResult(QIODevice& device, const RunResult& r)
{
    if (!saveProtocol(device, [&](QDataStream& s) { writeRunResult(s, r); }))
        return false;
    auto* file = qobject_cast<QFileDevice*>(&device);
    return !file || file->flush();
}

bool readRunResult(QDataStream& s, RunResult& r)
{
    bool ok = true;
    qint32 n = 0, error = 0;
    s >> error >> r.errorArgs >> r.tooManyAccesses >> r.buffers >> n;
    r.error = HelperError(error);
    if (n < 0 || n > 0xffff || error < 0 || error > qint32(HelperError::ConstantTooLarge))
        return false;
    for (qint32 k = 0; k < n; ++k) {
        TracedArray a;
        qint64 size, rows, cols;
        s >> a.name >> size >> a.shared >> rows >> cols;
        a.size = size;
        a.rows = rows;
        a.cols = cols;
        r.arrays.push_back(a);
    }
    ok = readPod(s, r.sites, 0x10000) && readPod(s, r.accesses, quint64(1) << 32);
    s >> r.threadCount;
    ok = ok && readPod(s, r.divergences, 1 << 20);
    s >> r.divergenceCount >> r.seconds >> r.sandboxLayers >> r.budgetThread;
    MisalignedAccess& m = r.misaligned;
    s >> m.count >> m.thread >> m.array >> m.byteOffset >> m.pc >> m.bytes >> m.write;
    ok = ok && readPod(s, r.warpProblems, 1 << 20);
    s >> r.warpProblemCount >> r.traceKept >> r.fp32Operations >> r.fp64Operations;
    ok = ok && r.fp32Operations >= 0 && r.fp64Operations >= 0 && readPod(s, r.warpCalls, quint64(1) << 32);
    qint64 blocks = 0, traced = 0, fewest = 0, most = 0, fast = 0;
    qint32 fastOff = 0;
    qint64 untraced = 0, untracedThread = -1;
    s >> blocks >> traced >> fewest >> most >> r.coverage.sampled >> fast >> fastOff >> r.coverage.fastOffDetail
        >> untraced >> untracedThread >> r.coverage.repeat;
    ok = ok && untraced >= 0 && untraced <= blocks - traced && untracedThread >= -1;
    r.coverage.untraced = untraced;
    r.coverage.untracedThread = untracedThread;
    r.coverage.fastBlocks = fast;
    r.coverage.fastOff = FastEngineOff(fastOff);
    ok = ok && fast >= 0 && fast <= blocks - traced && fastOff >= 0 && fastOff <= qint32(FastEngineOff::LibraryName);
    r.coverage.blocks = blocks;
    r.coverage.traced = traced;
    r.coverage.fewestAccesses = fewest;
    r.coverage.mostAccesses = most;
    ok = ok && blocks >= 0 && traced >= 0 && traced <= blocks && fewest >= 0 && most >= fewest;
    MemoryReport& report = r.report;
    s >> report.launch.grid >> report.launch.block;
    std::vector<GlobalTraffic> global;
    std::vector<SharedTraffic> shared;
    ok = ok && readPod(s, global, 1) && global.size() == 1 && readPod(s, shared, 1) && shared.size() == 1;
    if (ok) {
        report.global = global[0];
        report.shared = shared[0];
    }
    ok = ok && readPod(s, report.globalByArray, 0x10000) && readPod(s, report.sharedByArray, 0x10000)
        && readPod(s, report.bySite, 1 << 20) && readPod(s, report.hazards, 1 << 16)
        && readPod(s, report.outOfBounds, 1 << 16) && readPod(s, report.outOfBoundsGroups, 1 << 16);
    qint64 hazards = 0, outOfBounds = 0, instructions = 0, accesses = 0;
    s >> hazards >> outOfBounds >> instructions >> accesses;
    report.hazardCount = hazards;
    report.outOfBoundsCount = outOfBounds;
    report.warpInstructions = instructions;
    report.accesses = accesses;
    return ok && s.status() == QDataStream::Ok;
}

std::optional<RunResult> readResult(const QString& path)
{
    RunResult r;
    bool ok = true;
    const bool loaded = loadProtocol(path, [&](QDataStream& s) { ok = readRunResult(s, r); });
    return loaded && ok ? std::optional(r) : std::nullopt;
}

QString helperErrorText(HelperError kind, const QStringList& a)
{
    const auto arg = [&](int k) { return k < a.size() ? a[k] : QString(); };
    switch (kind) {
    case HelperError::None:
        return {};
    case HelperError::OutOfMemory:
        return Tr::tr("Not enough memory for buffer %1 (%2 bytes).").arg(arg(0), arg(1));
    case HelperError::ModuleNotLoadable: {
        QString text = Tr::tr("The compiled kernel cannot be loaded: %1").arg(arg(0));
        if (arg(0).contains(QStringLiteral("__tsan_atomic")))
            text
                += u' ' + Tr::tr("The kernel uses C++ atomics (std::atomic); use atomicAdd, atomicCAS and the others.");
        return text;
    }
    case HelperError::NoLaunchFunction:
        return Tr::tr("The compiled kernel has no launch function.");
    case HelperError::SharedMemoryTooLarge:
        return Tr::tr("A block of this kernel uses %1 bytes of shared memory (%2 in __shared__ arrays, %3 dynamic); a "
                      "block may use at most %4.")
            .arg(arg(0), arg(1), arg(2), arg(3));
    case HelperError::GpuRunFailed:
        return Tr::tr("The GPU run failed in %1").arg(arg(0));
    case HelperError::SandboxIncomplete:
        return Tr::tr("The kernel was not run: once its module was loaded, the sandbox could not be completed (a "
                      "thread started by the module's own initialisation code can prevent it).");
    case HelperError::ConstantMissing:
        return Tr::tr("--const %1: the file has no __constant__ array named %1 at file scope.").arg(arg(0));
    case HelperError::ConstantTooLarge:
        return Tr::tr("--const %1 gives %2 bytes, but the __constant__ array %1 holds %3.").arg(arg(0), arg(1), arg(2));
    }
    return {};
}

QByteArray abnormalEndLine(const AbnormalEnd& e)
{
    QByteArray line = e.timeout ? QByteArray("CVZ-TIMEOUT") : QByteArray("CVZ-CRASH");
    line += " signal=" + QByteArray::number(e.signal) + " address=" + QByteArray::number(e.faultAddress)
        + " stack=" + QByteArray::number(int(e.stackOverflow)) + " pc=" + QByteArray::number(e.pc)
        + " block=" + QByteArray::number(e.block) + " thread=" + QByteArray::number(e.thread)
        + " sent=" + QByteArray::number(int(e.sent));
    if (e.timeout)
        line += " running=" + QByteArray::number(e.running) + " passes=" + QByteArray::number(e.passes);
    if (!e.syscall.isEmpty())
        line += " syscall=" + e.syscall.toLatin1() + " flags=" + QByteArray::number(e.flags);
    line += " waiting=";
    for (const auto& [pc, count] : e.waiting)
        line += QByteArray::number(pc) + ':' + QByteArray::number(count) + ',';
    return line + '\n';
}

std::optional<AbnormalEnd> parseAbnormalEnd(const QByteArray& text, int exitCode)
{
    if (exitCode != kHelperExitTimeout && exitCode != kHelperExitCrash)
        return std::nullopt;
    // The last one: the helper writes its own as the last thing before it ends (with the status
    // only its own instruction may give: kernelrun/resultseal.h); a kernel's look-alikes come before.
    const QList<QByteArray> lines = text.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QByteArray& line = *it;
        const bool timeout = line.startsWith("CVZ-TIMEOUT ");
        if (!timeout && !line.startsWith("CVZ-CRASH "))
            continue;
        AbnormalEnd e;
        e.timeout = timeout;
        for (const QByteArray& field : line.split(' ')) {
            const qsizetype eq = field.indexOf('=');
            const QByteArray key = field.left(eq);
            const QByteArray value = field.mid(eq + 1);
            if (key == "signal")
                e.signal = value.toInt();
            else if (key == "address")
                e.faultAddress = value.toULongLong();
            else if (key == "stack")
                e.stackOverflow = value == "1";
            else if (key == "pc")
                e.pc = value.toULongLong();
            else if (key == "block")
                e.block = value.toLongLong();
            else if (key == "thread")
                e.thread = value.toLongLong();
            else if (key == "sent")
                e.sent = value == "1";
            else if (key == "running")
                e.running = value.toULongLong();
            else if (key == "passes")
                e.passes = value.toUInt();
            else if (key == "syscall")
                e.syscall = QString::fromLatin1(value).left(32);
            else if (key == "flags")
                e.flags = value.toULongLong();
            else if (key == "waiting")
                for (const QByteArray& w : value.split(','))
                    if (const qsizetype colon = w.indexOf(':'); colon > 0)
                        e.waiting.push_back({ w.left(colon).toULongLong(), w.mid(colon + 1).toInt() });
        }
        return e;
    }
    return std::nullopt;
}

} // namespace cvz
