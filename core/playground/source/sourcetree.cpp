#include "playground/source/sourcetree.h"

#include "playground/source/launchcomment.h" // kMaxKernelSourceBytes
#include "playground/source/sourcepolicy.h"
#include "playground/source/usersource.h" // hasMain
#include "util/fileio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

QString joined(const QString& folder, const QString& name)
{
    return folder.isEmpty() ? name : folder + u'/' + name;
}

QString folderOf(const QString& path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash < 0 ? QString() : path.left(slash);
}

// `path` cleaned, or nothing when it climbs above the root.
std::optional<QString> insideRoot(const QString& path)
{
    const QString cleaned = QDir::cleanPath(path);
    if (cleaned == QStringLiteral("..") || cleaned.startsWith(QStringLiteral("../")) || cleaned.startsWith(u'/'))
        return std::nullopt;
    return cleaned == QStringLiteral(".") ? QString() : cleaned;
}

QStringList quoteFoldersFor(const QString& root, const QString& mainPath)
{
    const QString mainFolder = folderOf(mainPath);
    QStringList folders { mainFolder };
    for (QString folder = mainFolder;; folder = folderOf(folder)) {
        const QString include = joined(folder, QStringLiteral("include"));
        if (QFileInfo(QDir(root).filePath(include)).isDir() && !folders.contains(include))
            folders << include;
        if (folder.isEmpty())
            break;
    }
    return folders;
}

struct Gathering
{
    QString root, canonicalRoot;
    const QHash<QString, QString>& edited;
    SourceTree tree;
    QSet<QString> seen;
    qint64 bytes = 0;
    TreeProblem* problem;
    bool fail(const QString& file, int line, const QString& message)
    {
        *problem = TreeProblem { file, line, message };
        return false;
    }
};

// A file of the tree that exists, as a plain file whose real path (links followed) is in the root.
bool existsInside(const Gathering& g, const QString& path)
{
    const QFileInfo info(QDir(g.root).filePath(path));
    if (g.edited.contains(path))
        return true;
    if (!info.isFile())
        return false;
    const QString real = info.canonicalFilePath();
    return real.startsWith(g.canonicalRoot + u'/');
}

// A file of the tree as the Playground has it (an edited text wins over the disk), or nothing with
// `error` saying why.
std::optional<QString> treeText(const Gathering& g, const QString& path, QString* error)
{
    if (const auto it = g.edited.constFind(path); it != g.edited.constEnd())
        return *it;
    const auto bytes = readInputFile(QDir(g.root).filePath(path), kMaxKernelSourceBytes, error);
    return bytes ? std::optional(QString::fromUtf8(*bytes)) : std::nullopt;
}

std::optional<QString> readTreeFile(Gathering& g, const QString& path, const QString& includer, int line)
{
    QString error;
    const auto text = treeText(g, path, &error);
    if (!text)
        g.fail(includer, line, Tr::tr("%1, line %2: %3").arg(includer).arg(line).arg(error));
    return text;
}

// A file the root does not hold but a folder above it does (`name` in an include/ folder there, as
// a project's build would find it): the file, and the folder to open instead. Only looked at, to
// say which folder to open; never read.
std::optional<QPair<QString, QString>> foundAbove(const Gathering& g, const QString& includer, const QString& name)
{
    QDir above(g.root);
    for (int up = 0; up < 8 && above.cdUp(); ++up) {
        const QString besideThere = QDir::cleanPath(above.filePath(joined(folderOf(includer), name)));
        const QString inInclude = QDir::cleanPath(above.filePath(joined(QStringLiteral("include"), name)));
        for (const QString& candidate : { besideThere, inInclude })
            if (QFileInfo(candidate).isFile())
                return QPair<QString, QString>(candidate, above.absolutePath());
    }
    return std::nullopt;
}

// The deepest folder that holds both the folder `root` and the file `file` (absolute paths).
QString commonFolder(const QString& root, const QString& file)
{
    QString folder = root;
    while (folder.size() > 1 && !file.startsWith(folder + u'/'))
        folder = QFileInfo(folder).path();
    return folder;
}

// The folders the compiler walks through to find `path` (not cleaned): each one a `..` leaves.
void noteWalkedFolders(Gathering& g, const QString& path)
{
    const QStringList parts = path.split(u'/');
    for (qsizetype k = 1; k < parts.size(); ++k)
        if (parts[k] == QStringLiteral(".."))
            if (const auto folder = insideRoot(parts.mid(0, k).join(u'/'));
                folder && !folder->isEmpty() && !g.tree.walkedFolders.contains(*folder))
                g.tree.walkedFolders << *folder;
}

// Where `name`, included by `includer`, is found: beside it, then in the quote folders. Empty when
// nowhere in the tree (a system header); nothing, with the problem, when it reaches outside.
std::optional<QString> resolve(Gathering& g, const QString& includer, const QuotedInclude& include)
{
    const auto beside = insideRoot(joined(folderOf(includer), include.name));
    if (!beside) {
        g.fail(includer, include.line,
            Tr::tr("%1, line %2: #include \"%3\" reaches outside the folder %4, the one the playground's compiler "
                   "may read. Open the folder that holds both files: Open Folder… in the Playground, --root %5 "
                   "with cudaviz run.")
                .arg(includer)
                .arg(include.line)
                .arg(include.name, QDir::toNativeSeparators(g.root),
                    QDir::toNativeSeparators(commonFolder(
                        g.root, QDir::cleanPath(QDir(g.root).filePath(joined(folderOf(includer), include.name)))))));
        return std::nullopt;
    }
    if (existsInside(g, *beside)) {
        noteWalkedFolders(g, joined(folderOf(includer), include.name));
        return *beside;
    }
    for (const QString& folder : g.tree.quoteFolders)
        if (const auto there = insideRoot(joined(folder, include.name)); there && existsInside(g, *there)) {
            noteWalkedFolders(g, joined(folder, include.name));
            return *there;
        }
    if (const auto above = foundAbove(g, includer, include.name)) {
        g.fail(includer, include.line,
            Tr::tr("%1, line %2: #include \"%3\" is not in the folder %4, the one the playground's compiler may "
                   "read; %5 has it. Open the folder above that holds both: Open Folder… in the Playground, --root "
                   "%6 with cudaviz run.")
                .arg(includer)
                .arg(include.line)
                .arg(include.name, QDir::toNativeSeparators(g.root), QDir::toNativeSeparators(above->first),
                    QDir::toNativeSeparators(above->second)));
        return std::nullopt;
    }
    return QString();
}

// Reads what `text` (the file `path`) includes into the tree, depth first.
bool gatherFrom(Gathering& g, const QString& path, const QString& text)
{
    if (const auto p = includeProblem(text, IncludeRule::QuotedRelative))
        return g.fail(path, p->line, path == g.tree.mainPath ? p->message : path + QStringLiteral(": ") + p->message);
    for (const QuotedInclude& include : quotedIncludes(text)) {
        const auto found = resolve(g, path, include);
        if (!found)
            return false;
        if (found->isEmpty() || *found == g.tree.mainPath || g.seen.contains(*found))
            continue;
        g.seen.insert(*found);
        if (g.tree.files.size() >= kMaxTreeFiles)
            return g.fail(path, include.line,
                Tr::tr("%1, line %2: the program includes more than %3 files of its folder: the playground compiles "
                       "a file with at most %3 of them.")
                    .arg(path)
                    .arg(include.line)
                    .arg(kMaxTreeFiles));
        const auto included = readTreeFile(g, *found, path, include.line);
        if (!included)
            return false;
        const QByteArray bytes = included->toUtf8();
        g.bytes += bytes.size();
        if (g.bytes > kMaxTreeBytes)
            return g.fail(path, include.line,
                Tr::tr("%1, line %2: the files the program includes come to more than %3 MiB (%4 bytes with %5): the "
                       "playground compiles a file with at most %3 MiB of its folder's files.")
                    .arg(path)
                    .arg(include.line)
                    .arg(kMaxTreeBytes >> 20)
                    .arg(g.bytes)
                    .arg(*found));
        g.tree.files.push_back({ *found, bytes });
        if (!gatherFrom(g, *found, *included))
            return false;
    }
    return true;
}
// Every name the text calls or declares as a function ("find_force" of "find_force(N, MN, atom);"),
// the words of the language that take parentheses aside.
QSet<QString> calledNames(const QString& text)
{
    static const QSet<QString> words { QStringLiteral("if"), QStringLiteral("for"), QStringLiteral("while"),
        QStringLiteral("switch"), QStringLiteral("return"), QStringLiteral("sizeof"), QStringLiteral("catch"),
        QStringLiteral("decltype"), QStringLiteral("alignof"), QStringLiteral("alignas"), QStringLiteral("defined"),
        QStringLiteral("static_assert"), QStringLiteral("__attribute__"), QStringLiteral("__launch_bounds__"),
        QStringLiteral("__align__"), QStringLiteral("noexcept"), QStringLiteral("typeid"), QStringLiteral("main") };
    static const QRegularExpression call(QStringLiteral("\\b([A-Za-z_]\\w*)\\s*\\("));
    QSet<QString> names;
    for (auto it = call.globalMatch(text); it.hasNext();)
        if (const QString name = it.next().captured(1); !words.contains(name))
            names.insert(name);
    return names;
}

// The functions `text` defines: a name, its parameters, then its body.
QSet<QString> definedNames(const QString& text)
{
    static const QRegularExpression definition(
        QStringLiteral("\\b([A-Za-z_]\\w*)\\s*\\([^;{}]*\\)\\s*(?:const\\s*)?\\{"));
    QSet<QString> names;
    for (auto it = definition.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(1));
    return names;
}

// What a program (or a file linked with it) calls or declares and does not define itself.
void addNeeds(const QString& text, QSet<QString>& wanted, QSet<QString>& defined)
{
    defined.unite(definedNames(text));
    wanted.unite(calledNames(text));
    wanted.subtract(defined);
}

// The .cu files beside the program without a main, by path, with their texts.
QList<QPair<QString, QString>> partCandidates(Gathering& g)
{
    const QString folder = folderOf(g.tree.mainPath);
    QSet<QString> names;
    for (const QString& name : QDir(joined(g.root, folder)).entryList({ QStringLiteral("*.cu") }, QDir::Files))
        names.insert(joined(folder, name));
    for (auto it = g.edited.constBegin(); it != g.edited.constEnd(); ++it)
        if (folderOf(it.key()) == folder && it.key().endsWith(QStringLiteral(".cu")))
            names.insert(it.key());
    QStringList sorted(names.begin(), names.end());
    sorted.sort();
    QList<QPair<QString, QString>> out;
    for (const QString& path : sorted) {
        if (path == g.tree.mainPath || g.seen.contains(path) || !existsInside(g, path))
            continue;
        QString error; // one that cannot be read is not a part: the program may not need it
        if (const auto text = treeText(g, path, &error); text && !hasMain(*text))
            out.push_back({ path, *text });
    }
    return out;
}

// The program's other translation units (SourceTree::parts): the .cu files beside it without a
// main that define a function it calls or declares and does not define itself, or that one of
// those needs (nvcc *.cu links every file; a file none of them needs, or one that only defines
// what the program has already, is not compiled here), with what they include, within the same
// budgets.
bool gatherParts(Gathering& g, const QString& source)
{
    auto candidates = partCandidates(g);
    QSet<QString> wanted, defined;
    addNeeds(source, wanted, defined);
    for (const TreeFile& f : g.tree.files)
        addNeeds(QString::fromUtf8(f.text), wanted, defined);
    for (bool grew = true; grew;) {
        grew = false;
        for (qsizetype k = 0; k < candidates.size(); ++k) {
            const auto [path, text] = candidates[k];
            if (!definedNames(text).intersects(wanted))
                continue;
            candidates.removeAt(k--);
            grew = true;
            const QByteArray bytes = text.toUtf8();
            g.bytes += bytes.size();
            if (g.tree.files.size() + g.tree.parts.size() >= kMaxTreeFiles || g.bytes > kMaxTreeBytes)
                return g.fail(g.tree.mainPath, 0,
                    Tr::tr("The program's folder holds more than %1 files or %2 MiB with %3 (a file without main "
                           "beside it is compiled and linked with it): the playground compiles a program with at "
                           "most that.")
                        .arg(kMaxTreeFiles)
                        .arg(kMaxTreeBytes >> 20)
                        .arg(path));
            g.seen.insert(path);
            g.tree.parts.push_back({ path, bytes });
            const qsizetype before = g.tree.files.size();
            if (!gatherFrom(g, path, text))
                return false;
            addNeeds(text, wanted, defined);
            for (qsizetype f = before; f < g.tree.files.size(); ++f)
                addNeeds(QString::fromUtf8(g.tree.files[f].text), wanted, defined);
        }
    }
    std::sort(
        g.tree.parts.begin(), g.tree.parts.end(), [](const TreeFile& a, const TreeFile& b) { return a.path < b.path; });
    return true;
}
} // namespace

std::optional<SourceTree> gatherSourceTree(const QString& root, const QString& mainPath, const QString& source,
    TreeProblem* problem, const QHash<QString, QString>& edited, bool withParts)
{
    const auto main = insideRoot(mainPath);
    if (!main || main->isEmpty()) {
        *problem = { mainPath, 0, Tr::tr("%1 is not a file inside the folder %2.").arg(mainPath, root) };
        return std::nullopt;
    }
    Gathering g { QDir(root).absolutePath(), QFileInfo(root).canonicalFilePath(), edited, {}, {}, 0, problem };
    g.tree.mainPath = *main;
    g.tree.quoteFolders = quoteFoldersFor(g.root, *main);
    if (!gatherFrom(g, *main, source) || (withParts && !gatherParts(g, source)))
        return std::nullopt;
    std::sort(
        g.tree.files.begin(), g.tree.files.end(), [](const TreeFile& a, const TreeFile& b) { return a.path < b.path; });
    g.tree.walkedFolders.sort();
    return g.tree;
}

std::optional<QString> pathInside(const QString& root, const QString& filePath)
{
    const QString base = QFileInfo(root).canonicalFilePath();
    const QString file = QFileInfo(filePath).canonicalFilePath();
    if (base.isEmpty() || file.isEmpty() || !file.startsWith(base == QStringLiteral("/") ? base : base + u'/'))
        return std::nullopt;
    return QDir(base).relativeFilePath(file);
}

QString defaultSourceRoot(const QString& filePath)
{
    return QFileInfo(QFileInfo(filePath).canonicalFilePath()).path();
}

bool writeTreeCopies(const QString& work, const SourceTree& tree)
{
    const QDir base(work);
    bool made = base.mkpath(kTreeCopyFolder);
    for (const QStringList& folders : { tree.quoteFolders, tree.walkedFolders })
        for (const QString& folder : folders)
            made = made && (folder.isEmpty() || base.mkpath(joined(kTreeCopyFolder, folder)));
    for (const TreeFile& file : tree.files + tree.parts) {
        QFile f(base.filePath(joined(kTreeCopyFolder, file.path)));
        made = made && base.mkpath(joined(kTreeCopyFolder, folderOf(file.path))) && f.open(QIODevice::WriteOnly)
            && f.write(file.text) == file.text.size() && f.flush();
    }
    return made;
}

QStringList treeSearchFlags(const SourceTree& tree, const QString& flag)
{
    QStringList flags;
    for (const QString& folder : tree.quoteFolders)
        flags << flag << (folder.isEmpty() ? kTreeCopyFolder : joined(kTreeCopyFolder, folder));
    return flags;
}

void addTreeToHash(QCryptographicHash& hash, const SourceTree& tree)
{
    for (const auto& [kind, files] : { std::pair { QByteArrayLiteral("tree file "), &tree.files },
             std::pair { QByteArrayLiteral("part "), &tree.parts } })
        for (const TreeFile& file : *files) {
            hash.addData(kind + file.path.toUtf8() + '\0');
            hash.addData(QByteArray::number(file.text.size()) + '\0');
            hash.addData(file.text);
        }
}

QString treeNamesInText(QString text, const SourceTree& tree)
{
    const QString& prefix = kTreeCopyFolder;
    if (tree.files.isEmpty())
        return text;
    QSet<QString> known;
    for (const TreeFile& f : tree.files)
        known.insert(f.path);
    const QRegularExpression copy(QRegularExpression::escape(prefix + u'/') + QStringLiteral("[^\\s:,'\"()]+"));
    QString out;
    qsizetype from = 0;
    for (auto it = copy.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const auto name = insideRoot(m.captured(0).mid(prefix.size() + 1));
        out += QStringView(text).mid(from, m.capturedStart() - from);
        out += name && known.contains(*name) ? *name : m.captured(0);
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

QString programInputFolder(const SourceFolder& folder)
{
    if (!folder.isOpen() || folder.mainPath.isEmpty())
        return QString();
    return QFileInfo(QDir(folder.root).filePath(folder.mainPath)).absolutePath();
}

} // namespace cvz
