#include "playground/source/usercompiler.h"
#include "playground/source/foreignlibrary.h"
#include "playground/source/kernelsbyaddress.h"
#include "util/fileio.h"

#include "playground/protocol/budgets.h"
#include "playground/protocol/runprotocol.h"
#include "playground/protocol/wrappedcalls.h"
#include "playground/source/modulecache.h"
#include "playground/source/sourcepolicy.h"
#include "playground/source/sourcetree.h"
#include "util/leftovers.h"
#include "util/subprocess.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <future>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

// -gdwarf-4: binutils 2.40's addr2line names the main file, not the #line file, in DWARF 5 tables.
// -O0: every load and store of the source stays a load or store (the trace is the source's);
// -fsanitize=thread only instruments (its runtime is not linked: cudaviz-kernelrun supplies it); the
// hooks at each function's entry and exit, which the runner's do nothing, are left out.
const QStringList kCompileFlags { QStringLiteral("-std=gnu++17"), QStringLiteral("-O0"), QStringLiteral("-gdwarf-4"),
    QStringLiteral("-fPIC"), QStringLiteral("-Wall"), QStringLiteral("-Wno-unused-variable"),
    QStringLiteral("-Wno-sign-compare"), QStringLiteral("-Wno-unknown-pragmas"), QStringLiteral("-fsanitize=thread"),
    QStringLiteral("--param=tsan-instrument-func-entry-exit=0"), QStringLiteral("-fno-omit-frame-pointer") };
const QString kHeaderName = QStringLiteral("cudaviz_playground.h");
// CUDA's headers as the playground has them (<cuda_runtime.h>, <cooperative_groups.h> ...), written
// into this folder of the work folder.
const QString kIncludeFolder = QStringLiteral("cvz_include");
const QString kIncludeResources = QStringLiteral(":/cudaviz/playground/include");
const QString kLaunchFile = QStringLiteral("cudaviz-launch");

QByteArray headerText()
{
    QFile f(QStringLiteral(":/cudaviz/playground/cudaviz_playground.h"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The stand-in headers: path relative to kIncludeFolder -> contents.
QList<QPair<QString, QByteArray>> includeFiles()
{
    QList<QPair<QString, QByteArray>> files;
    for (QDirIterator it(kIncludeResources, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files.push_back({ path.mid(kIncludeResources.size() + 1), f.readAll() });
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool isClang(const QString& compiler)
{
    return QFileInfo(compiler).fileName().contains(QStringLiteral("clang"));
}

QStringList flagsFor(const QString& compiler, const SourceTree& tree)
{
    QStringList flags = kCompileFlags;
    flags << treeSearchFlags(tree, QStringLiteral("-iquote")); // the student's file is compiled from the work folder
    flags << QStringLiteral("-isystem") << kIncludeFolder;
    // Function entry and exit calls cost time and say nothing about memory.
    if (isClang(compiler))
        flags << QStringLiteral("-mllvm") << QStringLiteral("-tsan-instrument-func-entry-exit=0");
    else
        flags << QStringLiteral("--param=tsan-instrument-func-entry-exit=0");
    return flags;
}

// The fast engine's build of the same file (kernelrun/fastmodule.h): optimised, without the memory
// hooks. Its functions bind to its own copies (-fno-semantic-interposition here,
// -Bsymbolic-functions at the link), its global variables to the traced module's. Strict aliasing
// off: a kernel's casts (float4 loads of a float array) mean at -O2 what they mean at -O0. Its
// warnings are the traced build's: none of its own.
QStringList fastFlagsFor(const SourceTree& tree)
{
    QStringList flags { QStringLiteral("-std=gnu++17"), QStringLiteral("-O2"), QStringLiteral("-g1"),
        QStringLiteral("-gdwarf-4"), QStringLiteral("-fPIC"), QStringLiteral("-w"),
        QStringLiteral("-fno-semantic-interposition"), QStringLiteral("-fno-strict-aliasing"),
        QStringLiteral("-fno-omit-frame-pointer"), QStringLiteral("-DCVZ_PG_FAST") };
    flags << treeSearchFlags(tree, QStringLiteral("-iquote"));
    flags << QStringLiteral("-isystem") << kIncludeFolder;
    return flags;
}

// The cudaviz_flops GCC plugin (flopcount/flopcount.cpp), built beside the kernel runner, when this
// compiler loads it: a g++ of the version it was built for. Asked once per compiler; empty when
// not (clang, another g++, an install without it): kernels then run with their arithmetic uncounted.
QString flopsPlugin(const QString& compiler)
{
    static QMutex mutex;
    static QHash<QString, QString> known;
    const QFileInfo file(QFileInfo(compiler).canonicalFilePath());
    const QString key = file.filePath() + u'@' + QString::number(file.lastModified().toMSecsSinceEpoch());
    const QMutexLocker lock(&mutex);
    if (const auto it = known.constFind(key); it != known.constEnd())
        return *it;
    QString plugin = QFileInfo(kernelRunnerPath()).absolutePath() + QStringLiteral("/cudaviz_flops.so");
    if (!QFileInfo::exists(plugin) || isClang(compiler))
        plugin.clear();
    else {
        SubprocessOptions options;
        options.timeoutSeconds = 30;
        options.englishMessages = true;
        const SubprocessResult probe = runSubprocess(compiler,
            { QStringLiteral("-fplugin=") + plugin, QStringLiteral("-fplugin-arg-cudaviz_flops-file=probe.cu"),
                QStringLiteral("-fsyntax-only"), QStringLiteral("-xc++"), QStringLiteral("/dev/null") },
            options);
        if (!probe.started || probe.timedOut || probe.crashed || probe.exitCode != 0)
            plugin.clear();
    }
    known.insert(key, plugin);
    return plugin;
}

// A kernel parameter taken by value whose struct the source defines, and the struct's fields.
struct StructParam
{
    int param = 0;
    QStringList fields;
    QStringList privateFields; // a launch cannot set these: the struct is not described
};
QList<StructParam> structParams(const QString& source, const QList<KernelParam>& params)
{
    QList<StructParam> out;
    for (qsizetype p = 0; p < params.size(); ++p) {
        const QString type = byValueTypeName(params[p]);
        if (type.isEmpty())
            continue;
        StructParam s { int(p), {}, {} };
        const auto fields = structFields(source, type, &s.privateFields);
        if (!fields || fields->isEmpty())
            continue;
        for (const KernelParam& f : *fields)
            s.fields << f.name;
        out.push_back(s);
    }
    return out;
}

// For each struct parameter, its fields' codes, offsets and sizes as the compiler laid them out
// (the names are identifiers read from the source: nothing else is pasted in).
QString structDescriptionText(const QString& expression, const QList<StructParam>& structs)
{
    QString w = QStringLiteral("#pragma GCC diagnostic ignored \"-Winvalid-offsetof\"\n");
    QString calls;
    for (const StructParam& s : structs) {
        if (!s.privateFields.isEmpty())
            continue;
        const QString type = QStringLiteral("cvz_pg_param_%1").arg(s.param);
        w += QStringLiteral("using %1 = cvz_pg::Param<%2, decltype(&%3)>::type;\n")
                 .arg(type)
                 .arg(s.param)
                 .arg(expression);
        QStringList fields;
        for (const QString& f : s.fields)
            fields << QStringLiteral("CVZ_PG_FIELD(%1, %2)").arg(type, f);
        w += QStringLiteral("static const cvz_pg::Field cvz_pg_fields_%1[] = { %2 };\n")
                 .arg(s.param)
                 .arg(fields.join(QStringLiteral(", ")));
        calls += QStringLiteral("        cvz_pg::describeStruct(text, sizeof text, %1, sizeof(%2), alignof(%2), "
                                "cvz_pg_fields_%1, %3);\n")
                     .arg(s.param)
                     .arg(type)
                     .arg(s.fields.size());
    }
    w += QStringLiteral("extern \"C\" const char* cvz_pg_structs(void)\n{\n    static char text[16384] = \"\";\n"
                        "    if (!text[0]) {\n%1    }\n    return text;\n}\n")
             .arg(calls);
    return w;
}

QString wrapperText(
    const QString& rewritten, const QString& fileName, const QString& expression, const QList<StructParam>& structs)
{
    QString w;
    const QString lineName = lineDirectiveName(fileName);
    // nvcc includes cuda_runtime.h in every file: so does the playground. A file's own main() is host code: compiled
    // under another name, never run by --kernel.
    w += QStringLiteral(
        "#include \"%1\"\n#include <cuda_runtime.h>\n#define main cvz_pg_student_main\n#line 1 \"%2\"\n")
             .arg(kHeaderName, lineName);
    w += rewritten;
    if (!rewritten.endsWith(u'\n'))
        w += u'\n';
    w += QStringLiteral("#undef main\n#line 1 \"%1\"\n").arg(kLaunchFile);
    w += QStringLiteral("extern \"C\" const char* cvz_pg_signature(void) { return cvz_pg::signature(&%1); }\n"
                        "extern \"C\" void cvz_pg_entry(void* const* args) { cvz_pg::invoke(&%1, args); }\n"
                        "extern \"C\" void cvz_pg_block_entry(void* const* args) { cvz_pg::invokeBlock(&%1, args); }\n")
             .arg(expression);
    w += structDescriptionText(expression, structs);
    return w;
}

// A file of a whole program: the playground's headers, then the file, its lines its own. `before`:
// what the headers must see first.
QString programFileText(const QString& rewritten, const QString& fileName, const QString& before = {})
{
    // CVZ_PG_PROGRAM: what needs a whole program's host code (a bound texture) is there.
    QString w = before + QStringLiteral("#define CVZ_PG_PROGRAM 1\n")
        + QStringLiteral("#include \"%1\"\n#include <cuda_runtime.h>\n#line 1 \"%2\"\n")
              .arg(kHeaderName, lineDirectiveName(fileName));
    w += rewritten;
    if (!rewritten.endsWith(u'\n'))
        w += u'\n';
    return w;
}

// A whole program: its main keeps its name (and its implicit return 0); the runner finds it in the
// module and calls it as the C runtime would. No kernel to describe.
QString programWrapperText(const QString& rewritten, const QString& fileName)
{
    QString w = programFileText(rewritten, fileName);
    w += QStringLiteral("#line 1 \"%1\"\n").arg(kLaunchFile);
    w += QStringLiteral("extern \"C\" const char* cvz_pg_signature(void) { return \"\"; }\n");
    return w;
}

// Another translation unit of a program (SourceTree::parts): its own file, marked so that its
// calls report no line of the program's (CVZ_PG_SITE_LINE), and nothing generated after it.
QString partWrapperText(const QString& rewritten, const QString& fileName)
{
    return programFileText(rewritten, fileName, QStringLiteral("#define CVZ_PG_PART 1\n"));
}

// Messages name the student's files as the student knows them, not the folder they were compiled in.
QString shortenPaths(QString output, const QString& folder, const SourceTree& tree)
{
    output.replace(folder + u'/', QString());
    return visibleControls(treeNamesInText(output, tree)); // the compiler quotes the student's lines
}

// The compiler's limits: its own process group (cc1plus and as die with it), 4 GiB of address
// space, two minutes of CPU, files up to 512 MiB (an object file is a few MiB).
SubprocessOptions compilerOptions(const std::atomic<bool>* cancel, const QString& folder)
{
    SubprocessOptions options;
    options.cancel = cancel;
    options.workingDirectory = folder;
    options.englishMessages = true; // parseDiagnostics reads "error:" and "warning:"
    options.guardGroup = true; // cc1plus and as die with the app, however it dies
    options.limits.addressSpaceBytes = qint64(4) << 30;
    options.limits.cpuSeconds = 120;
    options.limits.fileSizeBytes = qint64(512) << 20;
    options.limits.openFiles = 256;
    // It reads the system's headers and tools, writes only its work folder (its temporary files
    // too), and reads the cache beside it (the shared-memory guard objects): an .incbin or an
    // #include that got past the source checks finds nothing else.
    options.tmpDir = folder;
    LandlockPaths paths;
    paths.readOnly = systemReadOnlyPaths();
    paths.readOnly.push_back(QFile::encodeName(cacheDirectory()).toStdString());
    paths.readWrite = { QFile::encodeName(folder).toStdString(), "/dev/null" };
    options.landlock = paths;
    return options;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size() && f.flush();
}

// Guard zones for __shared__ memory: thread_local arrays linked before and after the student's
// object, so the module's thread_local block (its shared memory) is [before][arrays][after] and
// an access just past either end lands in a zone the runner records as out of bounds, not on
// the heap the block was allocated from. Compiled once per compiler into the cache.
std::optional<QStringList> sharedGuardObjects(
    const QString& compiler, const QString& dir, const SubprocessOptions& base)
{
    const QString stamp = QString::fromLatin1(
        QCryptographicHash::hash((QFileInfo(compiler).canonicalFilePath()
                                     + QString::number(QFileInfo(compiler).lastModified().toMSecsSinceEpoch()))
                                     .toUtf8(),
            QCryptographicHash::Sha256)
            .toHex()
            .left(16));
    static QMutex mutex; // the traced and the fast build link at once
    const QMutexLocker lock(&mutex);
    QStringList objects;
    for (const char* side : { "before", "after" }) {
        const QString object = dir + QStringLiteral("/guard-%1-%2.o").arg(QString::fromLatin1(side), stamp);
        objects << object;
        if (cachedFileVerified(object)) // compiled by this user's app (modulecache.h)
            continue;
        QTemporaryDir work(ownedFolderTemplate(dir, QStringLiteral("build")));
        const QByteArray code = QByteArray("static thread_local char cvz_pg_guard_") + side + "["
            + QByteArray::number(kSharedGuardBytes) + "] __attribute__((used, aligned(64)));\n";
        if (!work.isValid() || !writeFile(work.filePath(QStringLiteral("guard.cpp")), code))
            return std::nullopt;
        SubprocessOptions options = compilerOptions(base.cancel, work.path());
        const SubprocessResult r = runSubprocess(compiler,
            { QStringLiteral("-fPIC"), QStringLiteral("-c"), QStringLiteral("guard.cpp"), QStringLiteral("-o"),
                QStringLiteral("guard.o") },
            options);
        if (r.exitCode != 0 || !replaceFile(work.filePath(QStringLiteral("guard.o")), object)
            || !recordCachedFile(object))
            return std::nullopt;
    }
    return objects;
}
} // namespace

bool readDescription(const QString& text, CompiledKernel* kernel)
{
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    kernel->signature = lines.value(0).trimmed();
    kernel->structs.clear();
    for (qsizetype l = 1; l < lines.size(); ++l) {
        const QStringList w = lines[l].split(u' ', Qt::SkipEmptyParts);
        if (w.size() < 4 || w[0] != QStringLiteral("T") || (w.size() - 4) % 4 != 0)
            return false;
        StructLayout s;
        bool ok[3] = {};
        s.param = w[1].toInt(&ok[0]);
        s.size = w[2].toLongLong(&ok[1]);
        s.align = w[3].toLongLong(&ok[2]);
        if (!ok[0] || !ok[1] || !ok[2] || s.param < 0 || s.param >= kernel->signature.size())
            return false;
        for (qsizetype f = 4; f < w.size(); f += 4) {
            StructField field;
            field.name = w[f];
            field.code = w[f + 1].size() == 1 ? w[f + 1][0].toLatin1() : '?';
            field.offset = w[f + 2].toLongLong(&ok[0]);
            field.bytes = w[f + 3].toLongLong(&ok[1]);
            if (!ok[0] || !ok[1] || field.offset < 0 || field.bytes < 0 || field.offset + field.bytes > s.size)
                return false;
            s.fields.push_back(field);
        }
        kernel->signature[s.param] = u'T';
        kernel->structs.push_back(s);
    }
    return true;
}

std::optional<QString> findCompiler(QString* why)
{
    const QString forced = qEnvironmentVariable("CUDAVIZ_CXX");
    if (!forced.isEmpty()) {
        const QString path = QStandardPaths::findExecutable(forced);
        if (path.isEmpty() && !QFileInfo(forced).isExecutable()) {
            *why = Tr::tr("CUDAVIZ_CXX names %1, which is not an executable program.").arg(forced);
            return std::nullopt;
        }
        return path.isEmpty() ? forced : path;
    }
    for (const char* name : { "g++", "clang++", "c++" }) {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (!path.isEmpty())
            return path;
    }
    *why = Tr::tr("No C++ compiler was found on PATH. The playground compiles kernels with g++ or clang++: install "
                  "one (on Debian or Ubuntu: sudo apt install g++).");
    return std::nullopt;
}

QString cacheDirectory()
{
    const QString forced = qEnvironmentVariable("CUDAVIZ_PLAYGROUND_CACHE");
    if (!forced.isEmpty()) // relative to where the app started: the compiler runs elsewhere
        return QDir(forced).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/cudaviz/playground");
}

void sweepPlaygroundLeftovers()
{
    sweepLeftovers(QDir::tempPath(), QStringLiteral("cudaviz"));
    sweepLeftovers(cacheDirectory(), QStringLiteral("build"));
}

QList<Diagnostic> parseDiagnostics(const QString& output, const QString& fileName, const SourceTree& tree)
{
    static const QRegularExpression line(
        QStringLiteral("^([^:\\n]+):(\\d+):(\\d+): (fatal error|error|warning): (.*)$"),
        QRegularExpression::MultilineOption);
    QList<Diagnostic> out;
    for (auto it = line.globalMatch(output); it.hasNext();) {
        const auto m = it.next();
        const QString file = m.captured(1);
        Diagnostic d;
        d.error = m.captured(4) != QStringLiteral("warning");
        d.message = m.captured(5);
        const bool inTree
            = std::any_of(tree.files.begin(), tree.files.end(), [&file](const TreeFile& f) { return f.path == file; });
        if (QFileInfo(file).fileName() == fileName || inTree) {
            d.file = inTree ? file : QString();
            d.line = m.captured(2).toInt();
            d.column = m.captured(3).toInt();
        } else if (!d.error) {
            continue; // a warning about the header is not the student's
        }
        out.push_back(d);
    }
    return out;
}

namespace {
// What one compilation of a student's file works with, from its inputs to the cached module.
struct ModuleJob
{
    QString source, name, compiler, runner, plugin, wrapper, key, dir;
    std::optional<KernelChoice> chosen;
    SourceTree tree;
    QList<StructParam> structs;
    SharedRewrite rewritten;
    QList<QPair<QString, QByteArray>> includes;
    QByteArray header;
    QStringList flags;
    bool fast = false; // the fast engine's build (fastFlagsFor): no hooks, no plugin, no description
    QString textureDefine; // textureReferencesDefine, found once for the program and its parts
    QStringList partKeys; // a program's other translation units (SourceTree::parts): their objects' names
};

// CUDA 11's texture references (texture<float, 2> tex;) are declared by the headers only for a program
// whose files write texture<...>: a program of CUDA 12 may name its own variable texture.
QString textureReferencesDefine(const ModuleJob& job)
{
    static const QRegularExpression used(QStringLiteral("\\btexture\\s*<"));
    bool uses = blankCommentsAndLiterals(job.source).contains(used);
    for (const QList<TreeFile>* files : { &job.tree.files, &job.tree.parts })
        for (const TreeFile& f : *files)
            uses = uses || blankCommentsAndLiterals(QString::fromUtf8(f.text)).contains(used);
    return uses ? QStringLiteral("#define CVZ_PG_TEXTURE_REFERENCES 1\n") : QString();
}

void refuse(CompileOutcome& out, int line, const QString& message)
{
    out.error = message;
    out.diagnostics.push_back({ line, 0, true, message, {} });
}

// The compiler, the runner, the includes and a struct parameter's fields: what stops a compilation
// before it starts. False (with `out.error`) when one does.
bool prepareJob(ModuleJob& job, CompileOutcome& out)
{
    QString why;
    const auto compiler = findCompiler(&why);
    if (!compiler) {
        out.error = why;
        return false;
    }
    job.compiler = *compiler;
    job.runner = kernelRunnerPath();
    if (!QFileInfo(job.runner).isExecutable()) {
        out.error = Tr::tr("The kernel runner %1 is missing: reinstall cudaviz (it is built beside the app).")
                        .arg(job.runner);
        return false;
    }
    if (const auto problem
        = includeProblem(job.source, job.tree.isFolder() ? IncludeRule::QuotedRelative : IncludeRule::NamesOnly)) {
        refuse(out, problem->line, problem->message);
        return false;
    }
    for (const TreeFile& file : job.tree.files) // gatherSourceTree checked them: checked again where they are used
        if (const auto problem = includeProblem(QString::fromUtf8(file.text), IncludeRule::QuotedRelative)) {
            refuse(out, 0, file.path + QStringLiteral(": ") + problem->message);
            return false;
        }
    const auto& chosen = job.chosen;
    job.structs = chosen ? structParams(job.source, chosen->decl.params) : QList<StructParam>();
    for (const StructParam& s : job.structs)
        if (!s.privateFields.isEmpty()) {
            const KernelParam& param = chosen->decl.params[s.param];
            refuse(out, chosen->decl.line,
                Tr::tr("Parameter %1 (%2) has private fields (%3): a launch sets a struct's fields one by one, "
                       "so they must be public. Write struct instead of class, or public: before them.")
                    .arg(param.name, param.declaration, s.privateFields.join(QStringLiteral(", "))));
            return false;
        }
    job.rewritten = rewriteDynamicShared(job.source);
    job.wrapper = chosen
        ? wrapperText(rewriteLaunches(job.rewritten.source), job.name, chosen->expression, job.structs)
        : programWrapperText(registerKernelsByAddress(rewriteLaunches(job.rewritten.source)), job.name);
    job.textureDefine = textureReferencesDefine(job);
    job.wrapper.prepend(job.textureDefine);
    job.includes = includeFiles();
    job.header = headerText();
    job.flags = flagsFor(job.compiler, job.tree);
    job.plugin = flopsPlugin(job.compiler);
    if (!job.plugin.isEmpty())
        job.flags << QStringLiteral("-fplugin=") + job.plugin
                  << QStringLiteral("-fplugin-arg-cudaviz_flops-file=") + lineDirectiveName(job.name);
    return true;
}

// The cache key: everything the module depends on (compiler, flags, plugin, headers, the file).
QString moduleKey(const ModuleJob& job)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QFileInfo compilerFile(QFileInfo(job.compiler).canonicalFilePath());
    hash.addData(compilerFile.filePath().toUtf8());
    hash.addData(
        QByteArray::number(compilerFile.size()) + QByteArray::number(compilerFile.lastModified().toMSecsSinceEpoch()));
    hash.addData(job.flags.join(u' ').toUtf8());
    hash.addData(QByteArrayLiteral(
        "shared guard zones 1, source policy 3, wrapped memory calls 1, verified 1, bound to its own 1"));
    if (!job.plugin.isEmpty()) {
        const QFileInfo pluginFile(job.plugin);
        hash.addData(
            QByteArray::number(pluginFile.size()) + QByteArray::number(pluginFile.lastModified().toMSecsSinceEpoch()));
    }
    hash.addData(job.header);
    for (const auto& [path, text] : job.includes) {
        hash.addData(path.toUtf8());
        hash.addData(text);
    }
    addTreeToHash(hash, job.tree);
    hash.addData(job.wrapper.toUtf8());
    return QString::fromLatin1(hash.result().toHex().left(32));
}

QString cachePath(const ModuleJob& job, const char* suffix)
{
    return job.dir + u'/' + job.key + QLatin1String(suffix);
}

// The object names of a program's other translation units in its work folder (none for a kernel:
// it runs alone).
QStringList partKeysOf(const ModuleJob& job)
{
    QStringList keys;
    if (!job.chosen)
        for (qsizetype k = 0; k < job.tree.parts.size(); ++k)
            keys << job.key + QStringLiteral("_part%1").arg(k);
    return keys;
}

// A cached module whose description does not read (an older cache) is compiled again.
bool loadCached(const ModuleJob& job, CompiledKernel& k)
{
    QFile sig(cachePath(job, ".sig")), log(cachePath(job, ".log"));
    if (!cachedFileVerified(k.modulePath) || !sig.open(QIODevice::ReadOnly)
        || !readDescription(QString::fromLatin1(sig.readAll()), &k))
        return false;
    if (log.open(QIODevice::ReadOnly))
        k.warnings = parseDiagnostics(QString::fromUtf8(log.readAll()), job.name, job.tree);
    k.cached = true;
    return true;
}

bool writeWorkFiles(const ModuleJob& job, const QTemporaryDir& work)
{
    bool written = work.isValid() && writeFile(work.filePath(kHeaderName), job.header)
        && writeFile(work.filePath(job.key + QStringLiteral(".cpp")), job.wrapper.toUtf8());
    for (const auto& [path, text] : job.includes) {
        const QString target = work.filePath(kIncludeFolder + u'/' + path);
        written = written && QDir().mkpath(QFileInfo(target).path()) && writeFile(target, text);
    }
    return written && writeTreeCopies(work.path(), job.tree);
}

SubprocessResult compilerStep(const ModuleJob& job, const char* step, const char* output, const SubprocessOptions& o)
{
    return runSubprocess(job.compiler,
        job.flags
            + QStringList { QLatin1String(step), job.key + QStringLiteral(".cpp"), QStringLiteral("-o"),
                job.key + QLatin1String(output) },
        o);
}

// Inline assembly is looked for after the preprocessor (a macro may paste `asm` together). Fails
// closed: `*checked` is set only when the preprocessed lines were read. False when refused.
bool checkPreprocessed(const ModuleJob& job, const QTemporaryDir& work, const SubprocessOptions& options,
    CompileOutcome& out, bool* checked)
{
    const SubprocessResult pre = compilerStep(job, "-E", ".ii", options);
    if (pre.cancelled) {
        out.error = Tr::tr("Cancelled.");
        return false;
    }
    *checked = false;
    if (pre.exitCode != 0) { // the compile step says why, with lines; if it does not, this does
        out.output = shortenPaths(QString::fromUtf8(pre.err), work.path(), job.tree);
        return true;
    }
    QFile ii(work.filePath(job.key + QStringLiteral(".ii")));
    *checked = ii.open(QIODevice::ReadOnly);
    if (*checked) {
        const QString preprocessed = QString::fromUtf8(ii.readAll());
        const QStringList own { kHeaderName, kLaunchFile, job.key + QStringLiteral(".cpp") };
        auto problem = preprocessedProblem(preprocessed, own, work.path());
        if (!problem)
            problem = assemblyProblem(preprocessed, own);
        if (problem) {
            refuse(out, problem->line, problem->message);
            return false;
        }
    }
    return true;
}

// The assembly the compiler emitted, read before it is assembled: what the preprocessed lines
// could hide (a line marker of the student's own) shows here. False when refused or unreadable.
bool checkListing(const ModuleJob& job, const QTemporaryDir& work, CompileOutcome& out)
{
    QFile s(work.filePath(job.key + QStringLiteral(".s")));
    if (!s.open(QIODevice::ReadOnly)) {
        out.error = Tr::tr("The compiled assembly could not be checked: the kernel is not run.");
        return false;
    }
    if (const auto problem = listingProblem(QString::fromUtf8(s.readAll()), job.name)) {
        refuse(out, problem->line, problem->message);
        return false;
    }
    return true;
}

// The compiler's errors, with the brace that does not pair up as the cause when the errors are
// in the generated lines after the student's file.
void compileFailure(const ModuleJob& job, const SubprocessResult& cc, double timeout, CompileOutcome& out)
{
    out.diagnostics = parseDiagnostics(out.output, job.name, job.tree);
    // An error in the generated lines after the student's file: braces that do not pair up
    // let them fall inside the student's last function. Say which brace.
    if (out.output.contains(kLaunchFile + u':'))
        if (const auto brace = braceProblem(job.source)) {
            const QString message = brace->unclosed
                ? Tr::tr("Line %1: this { is never closed: a } is missing after it.").arg(brace->line)
                : Tr::tr("Line %1: this } closes no {.").arg(brace->line);
            // The compiler's lines name generated code the student never wrote: the brace is the cause.
            out.diagnostics = { { brace->line, 0, true, message, {} } };
            out.output = message + u'\n';
        }
    out.error = !cc.started ? Tr::tr("The compiler %1 could not be started.").arg(job.compiler)
        : cc.timedOut       ? Tr::tr("The compiler took longer than %1 s and was stopped.").arg(timeout)
        : cc.crashed        ? Tr::tr("The compiler %1 crashed (%2).").arg(job.compiler, signalName(cc.signal))
        : out.output.trimmed().isEmpty()
        ? Tr::tr("The compiler %1 failed (exit status %2) without a message: is it a C++ compiler? (CUDAVIZ_CXX "
                 "chooses it.)")
              .arg(job.compiler)
              .arg(cc.exitCode)
        : Tr::tr("The kernel does not compile:");
    // A header of a library the playground does not have: the library is the cause, not the file.
    if (const MissingHeader missing = missingLibraryHeader(out.output); !missing.library.isEmpty())
        out.error = Tr::tr("The program includes %1, a header of %2. %3 The compiler said:")
                        .arg(missing.header, missing.library, foreignLibraryAdvice(missing.library));
    else if (const MissingFeature feature = missingCudaFeature(out.output); !feature.feature.isEmpty())
        out.error = Tr::tr("The program uses %1 (%2), which the playground does not emulate. Run on GPU runs the "
                           "program as it is; docs/playground.md lists what the emulator runs. The compiler said:")
                        .arg(feature.feature, feature.name);
}

bool compileObject(
    const ModuleJob& job, const QTemporaryDir& work, const SubprocessOptions& options, CompileOutcome& out)
{
    const SubprocessResult cc = compilerStep(job, "-S", ".s", options);
    const QString said = shortenPaths(QString::fromUtf8(cc.err + cc.out), work.path(), job.tree);
    if (!said.trimmed().isEmpty() || cc.exitCode == 0)
        out.output = said; // else what the -E step said (a full disk, a compiler that is not one)
    if (cc.cancelled) {
        out.error = Tr::tr("Cancelled.");
        return false;
    }
    if (!cc.started || cc.timedOut || cc.exitCode != 0 || cc.crashed) {
        compileFailure(job, cc, options.timeoutSeconds, out);
        return false;
    }
    if (!checkListing(job, work, out))
        return false;
    const SubprocessResult as = runSubprocess(job.compiler,
        { QStringLiteral("-c"), job.key + QStringLiteral(".s"), QStringLiteral("-o"), job.key + QStringLiteral(".o") },
        options);
    if (!as.started || as.timedOut || as.exitCode != 0 || as.crashed) {
        out.output += shortenPaths(QString::fromUtf8(as.err + as.out), work.path(), job.tree);
        out.error = Tr::tr("The compiled kernel could not be assembled:");
        return false;
    }
    return true;
}

bool linkModule(const ModuleJob& job, const QTemporaryDir& work, const SubprocessOptions& options, CompileOutcome& out)
{
    const auto guards = sharedGuardObjects(job.compiler, job.dir, options);
    if (!guards) {
        out.error = Tr::tr("Cannot write in the playground's cache folder %1.").arg(job.dir);
        return false;
    }
    QStringList args { QStringLiteral("-shared"), QStringLiteral("-Wl,-z,noexecstack"), wrappedMemoryCallsFlag(),
        guards->at(0), job.key + QStringLiteral(".o") };
    // A program's other translation units, all of them (nvcc *.cu links every file it is given).
    for (const QString& part : job.partKeys)
        args << part + QStringLiteral(".o");
    args << guards->at(1) << QStringLiteral("-o") << job.key + QStringLiteral(".so");
    // The traced module's references bind to its own definitions: a program's global variable named
    // as a library names a function (error, bind, y1 where no header declares it) is the program's,
    // as in an executable, not the library's code. The fast build's variables are the traced module's
    // (kernelrun/fastmodule.cpp), so only its functions are its own.
    args << (job.fast ? QStringLiteral("-Wl,-Bsymbolic-functions") : QStringLiteral("-Wl,-Bsymbolic"));
    const SubprocessResult ld = runSubprocess(job.compiler, args, options);
    if (ld.exitCode != 0 || ld.timedOut || !ld.started) {
        out.output += shortenPaths(QString::fromUtf8(ld.err + ld.out), work.path(), job.tree);
        out.error = Tr::tr("The compiled kernel could not be linked:");
        return false;
    }
    return true;
}

// What ended the runner's load of the module before its description: its start-up code (the
// constructors of its globals, the student's code) ran out of time, made a forbidden call,
// crashed or ended the process; or the loader refused it. Nothing when the description came.
std::optional<QString> startUpProblem(const SubprocessResult& describe)
{
    const QString who = Tr::tr("The module's start-up code (the constructors of its global variables, which run "
                               "when it is loaded, before any kernel)");
    const auto end = parseAbnormalEnd(describe.err, describe.exitCode);
    if (describe.timedOut || (end && end->timeout))
        return Tr::tr("%1 did not finish within %2 s: a constructor that loops?").arg(who).arg(kDescribeSeconds);
    if (end && !end->syscall.isEmpty())
        return Tr::tr("%1 made a system call the playground's sandbox stops (%2): a constructor may only compute.")
            .arg(who, end->syscall);
    if (end)
        return Tr::tr("%1 crashed with %2.").arg(who, signalName(end->signal));
    if (describe.signal != 0)
        return Tr::tr("%1 was ended by %2.").arg(who, signalName(describe.signal));
    if (describe.exitCode == 2 || !describe.started)
        return helperErrorText(HelperError::ModuleNotLoadable, { QString::fromUtf8(describe.err).trimmed() });
    if (describe.exitCode != 0 || !describe.out.startsWith(QByteArray(kDescriptionMarker) + '\n'))
        return Tr::tr("%1 ended the process (exit status %2) before the runner could read the kernel's parameters: "
                      "a constructor called exit()?")
            .arg(who)
            .arg(describe.exitCode);
    return std::nullopt;
}

// The runner loads the module once and reads its parameter types, as the compiler saw them.
std::optional<QString> describeModule(
    const ModuleJob& job, const QTemporaryDir& work, const std::atomic<bool>* cancel, CompiledKernel& k, QString* error)
{
    SubprocessOptions describeOptions; // the runner sandboxes itself (it loads the student's module)
    describeOptions.cancel = cancel;
    describeOptions.timeoutSeconds = 30.0;
    describeOptions.minimalEnvironment = true; // its constructors are the student's code
    const SubprocessResult describe = runSubprocess(
        job.runner, { QStringLiteral("--describe"), work.filePath(job.key + QStringLiteral(".so")) }, describeOptions);
    if (const auto why = startUpProblem(describe)) {
        *error = *why;
        return std::nullopt;
    }
    const QString description = QString::fromLatin1(describe.out).section(u'\n', 1);
    if (!readDescription(description, &k)) {
        *error = helperErrorText(HelperError::ModuleNotLoadable, { description.left(200) });
        return std::nullopt;
    }
    return description;
}

// The module last: a module in the cache always has its signature beside it.
bool installModule(const ModuleJob& job, const QTemporaryDir& work, const QString& description, const QString& log,
    const CompiledKernel& k)
{
    const QString sigPath = cachePath(job, ".sig"), logPath = cachePath(job, ".log");
    writeFile(work.filePath(job.key + QStringLiteral(".sig")), description.toLatin1());
    writeFile(work.filePath(job.key + QStringLiteral(".log")), log.toUtf8());
    replaceFile(work.filePath(job.key + QStringLiteral(".sig")), sigPath);
    replaceFile(work.filePath(job.key + QStringLiteral(".log")), logPath);
    return replaceFile(work.filePath(job.key + QStringLiteral(".so")), k.modulePath) && recordCachedFile(k.modulePath);
}

// The fast build runs no constructor and no destructor: its global variables are the traced
// module's, which constructs them once (and a second destructor would free them twice).
bool dropConstructors(const ModuleJob& job, const SubprocessOptions& options)
{
    QStringList args { QStringLiteral("--wildcard") };
    for (const char* section : { ".init_array*", ".rela.init_array*", ".ctors*", ".rela.ctors*", ".fini_array*",
             ".rela.fini_array*", ".dtors*", ".rela.dtors*" })
        args << QStringLiteral("-R") << QLatin1String(section);
    const SubprocessResult r
        = runSubprocess(QStringLiteral("objcopy"), args << job.key + QStringLiteral(".o"), options);
    return r.started && !r.timedOut && !r.crashed && r.exitCode == 0;
}

// The job of a program's other translation unit `index` (SourceTree::parts): its file, checked and
// compiled as the program's own is, into an object of its own beside the program's.
ModuleJob partJob(const ModuleJob& program, qsizetype index)
{
    const TreeFile& part = program.tree.parts[index];
    ModuleJob job = program;
    job.source = QString::fromUtf8(part.text);
    job.name = studentFileName(QFileInfo(part.path).fileName());
    job.chosen.reset();
    job.rewritten = rewriteDynamicShared(job.source);
    job.wrapper = program.textureDefine
        + partWrapperText(registerKernelsByAddress(rewriteLaunches(job.rewritten.source)), job.name);
    job.key = program.partKeys[index];
    const QString plugin = QStringLiteral("-fplugin-arg-cudaviz_flops-file=");
    for (QString& flag : job.flags)
        if (flag.startsWith(plugin))
            flag = plugin + lineDirectiveName(job.name);
    return job;
}

// Each of the program's other translation units, preprocessed and checked, compiled and checked.
bool compileParts(const ModuleJob& program, const QTemporaryDir& work, const SubprocessOptions& options,
    CompileOutcome& out, bool dropStartUp)
{
    for (qsizetype k = 0; k < program.partKeys.size(); ++k) {
        const ModuleJob part = partJob(program, k);
        bool checked = false;
        if (!writeFile(work.filePath(part.key + QStringLiteral(".cpp")), part.wrapper.toUtf8())
            || !checkPreprocessed(part, work, options, out, &checked) || !compileObject(part, work, options, out)) {
            for (Diagnostic& d : out.diagnostics) // the part's lines, not the program file's
                if (d.file.isEmpty())
                    d.file = program.tree.parts[k].path;
            return false;
        }
        if (!checked) {
            out.error = Tr::tr("The preprocessed source of %1 could not be checked: the program is not run.")
                            .arg(program.tree.parts[k].path);
            return false;
        }
        if (dropStartUp && !dropConstructors(part, options))
            return false;
    }
    return true;
}

// Preprocess and check, compile, link, describe and install `job`'s module in a fresh work folder.
bool buildModule(const ModuleJob& job, const std::atomic<bool>* cancel, CompiledKernel& k, CompileOutcome& out)
{
    QTemporaryDir work(ownedFolderTemplate(job.dir, QStringLiteral("build")));
    if (!writeWorkFiles(job, work)) {
        out.error = Tr::tr("Cannot write in the playground's cache folder %1.").arg(job.dir);
        return false;
    }
    SubprocessOptions options = compilerOptions(cancel, work.path());
    if (!job.plugin.isEmpty())
        options.landlock->readOnly.push_back(QFile::encodeName(job.plugin).toStdString());
    bool checked = false;
    if (!checkPreprocessed(job, work, options, out, &checked) || !compileObject(job, work, options, out))
        return false;
    if (!checked) {
        out.error = Tr::tr("The preprocessed source could not be checked (the compiler's -E step failed): the kernel "
                           "is not run.");
        return false;
    }
    if (!compileParts(job, work, options, out, false) || !linkModule(job, work, options, out))
        return false;
    const auto description = describeModule(job, work, cancel, k, &out.error);
    if (!description)
        return false;
    k.warnings = parseDiagnostics(out.output, job.name, job.tree);
    if (!installModule(job, work, *description, out.output, k)) {
        out.error = Tr::tr("Cannot write in the playground's cache folder %1.").arg(job.dir);
        return false;
    }
    return true;
}

// The fast engine's module of `traced`'s file: checked as the traced build is (the preprocessed
// source and the assembly: -O2 may expand other code), without constructors, into the cache. Its
// path, or empty when it could not be built (the runs go on in the traced module alone).
QString buildFastModule(const ModuleJob& traced, const std::atomic<bool>* cancel)
{
    ModuleJob job = traced;
    job.fast = true;
    job.flags = fastFlagsFor(job.tree);
    job.plugin.clear();
    job.key = moduleKey(job);
    job.partKeys = partKeysOf(job);
    const QString path = cachePath(job, ".so");
    if (cachedFileVerified(path))
        return path;
    QTemporaryDir work(ownedFolderTemplate(job.dir, QStringLiteral("build")));
    if (!writeWorkFiles(job, work))
        return {};
    const SubprocessOptions options = compilerOptions(cancel, work.path());
    CompileOutcome out;
    bool checked = false;
    if (!checkPreprocessed(job, work, options, out, &checked) || !checked || !compileObject(job, work, options, out)
        || !dropConstructors(job, options) || !compileParts(job, work, options, out, true)
        || !linkModule(job, work, options, out))
        return {};
    return replaceFile(work.filePath(job.key + QStringLiteral(".so")), path) && recordCachedFile(path) ? path
                                                                                                       : QString();
}

// One kernel (`chosen`), or the whole program when there is none; with the fast engine's module
// too when `fast` (built beside the traced one, at once).
CompileOutcome compileModule(const QString& source, const QString& fileName, const std::optional<KernelChoice>& chosen,
    const std::atomic<bool>* cancel, const SourceTree& tree, bool fast)
{
    CompileOutcome out;
    QElapsedTimer clock;
    clock.start();
    ModuleJob job;
    job.source = source;
    job.name = studentFileName(fileName);
    job.chosen = chosen;
    job.tree = tree;
    if (!prepareJob(job, out))
        return out;
    job.key = moduleKey(job);
    job.partKeys = partKeysOf(job);
    job.dir = cacheDirectory();
    if (const auto why = cacheFolderProblem(job.dir)) {
        out.error = *why;
        return out;
    }
    CompiledKernel k;
    k.modulePath = cachePath(job, ".so");
    k.fileName = job.name;
    k.expression = chosen ? chosen->expression : QStringLiteral("main");
    k.params = chosen ? chosen->decl.params : QList<KernelParam>();
    k.dynamicSharedName = job.rewritten.firstName;
    k.countsArithmetic = !job.plugin.isEmpty();
    std::future<QString> fastBuild;
    if (fast)
        fastBuild = std::async(std::launch::async, [&job, cancel] { return buildFastModule(job, cancel); });
    const bool built = loadCached(job, k) || buildModule(job, cancel, k, out);
    if (fast)
        k.fastModulePath = fastBuild.get();
    if (!built)
        return out;
    k.seconds = double(clock.nsecsElapsed()) * 1e-9;
    out.kernel = k;
    return out;
}
} // namespace

CompileOutcome compileKernel(const QString& source, const QString& fileName, const QString& choice,
    const std::atomic<bool>* cancel, const SourceTree& tree, bool fast)
{
    QString why;
    const auto chosen = chooseKernel(findKernels(source), choice, &why);
    if (!chosen) {
        CompileOutcome out;
        out.error = why;
        return out;
    }
    return compileModule(source, fileName, chosen, cancel, tree, fast);
}

std::optional<SourceTree> folderTree(
    const SourceFolder& folder, const QString& source, CompileOutcome* refused, bool program)
{
    if (!folder.isOpen())
        return SourceTree();
    TreeProblem problem;
    auto tree = gatherSourceTree(folder.root, folder.mainPath, source, &problem, folder.edited, program);
    if (!tree) {
        refused->error = problem.message;
        const bool own = problem.file == folder.mainPath;
        refused->diagnostics.push_back(
            { own ? problem.line : 0, 0, true, problem.message, own ? QString() : problem.file });
    }
    return tree;
}

CompileOutcome compileKernelInFolder(const SourceFolder& folder, const QString& source, const QString& fileName,
    const QString& choice, const std::atomic<bool>* cancel, SourceTree* tree, bool fast)
{
    CompileOutcome refused;
    const auto read = folderTree(folder, source, &refused);
    if (!read)
        return refused;
    *tree = *read;
    return compileKernel(source, fileName, choice, cancel, *read, fast);
}

CompileOutcome compileProgramInFolder(const SourceFolder& folder, const QString& source, const QString& fileName,
    const std::atomic<bool>* cancel, SourceTree* tree)
{
    CompileOutcome refused;
    const auto read = folderTree(folder, source, &refused, hasMain(source));
    if (!read)
        return refused;
    *tree = *read;
    return compileProgram(source, fileName, cancel, *read);
}

std::optional<QString> notAProgram(const QString& source)
{
    if (hasMain(source))
        return std::nullopt;
    return Tr::tr("The file has no main(): a whole program starts there. To run one kernel of it, name the kernel "
                  "(--kernel) and its launch.");
}

CompileOutcome compileProgram(
    const QString& source, const QString& fileName, const std::atomic<bool>* cancel, const SourceTree& tree)
{
    if (const auto why = notAProgram(source)) {
        CompileOutcome out;
        out.error = *why;
        return out;
    }
    return compileModule(source, fileName, std::nullopt, cancel, tree, true);
}

} // namespace cvz
