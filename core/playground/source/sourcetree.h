// A program as a folder: the file being compiled and the files it includes by a quoted name from
// the folder tree the user opened (the Playground's Open Folder, or `cudaviz run --root`; the
// file's own folder by default). The compiler gets copies of exactly those files, under the same
// relative paths, and reads nothing else of the tree: a quoted include that would reach outside
// it is refused with the folder to open instead.
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace cvz {

// What one program may bring of its folder: files and bytes (the compiled file itself aside).
constexpr int kMaxTreeFiles = 64;
constexpr qint64 kMaxTreeBytes = qint64(4) << 20;

struct TreeFile
{
    QString path; // relative to the root, cleaned ("common/book.h")
    QByteArray text;
};

struct SourceTree
{
    QString mainPath; // the compiled file, relative to the root ("chapter_3/add.cu"); empty: a file alone
    QList<TreeFile> files; // every file it includes, directly or through another, sorted by path
    // Where a quoted name is looked for after the including file's own folder, relative to the
    // root: the compiled file's folder, then the include/ folders of it and of the folders above
    // it up to the root (CMake's include_directories(include), as CUDA_Freshman has it).
    QStringList quoteFolders;
    // Folders a name climbs out of with .. ("chapter03" of "chapter03/../common/book.h"): the
    // compiler walks through them, so they exist beside the copies even when no file is in them.
    QStringList walkedFolders;
    // A program's other translation units: the .cu files beside it without a main, compiled each on
    // its own and linked with it, as `nvcc *.cu` builds 樊哲勇's molecular-dynamics chapter (sorted
    // by path). Their includes are in `files`.
    QList<TreeFile> parts;
    bool isFolder() const { return !mainPath.isEmpty(); }
};

// Where a compile's files come from: the folder the user opened (empty: a file alone), the
// compiled file's path in it, and the texts of its files open in the Playground (they win over the
// disk, path relative to the root -> text).
struct SourceFolder
{
    QString root;
    QString mainPath;
    QHash<QString, QString> edited;
    bool isOpen() const { return !root.isEmpty(); }
};

// The folder whose files a program run from `folder` reads (its compiled file's own folder, as a
// program run there has it for its working folder); empty for a file alone.
QString programInputFolder(const SourceFolder& folder);

struct TreeProblem
{
    QString file; // relative to the root; the compiled file's name for its own lines
    int line = 0;
    QString message; // translated
};

// Reads what `source` (the file at `root`/`mainPath`) includes by a quoted name, and what those
// include, from the folder `root` (an absolute path). A name is looked for as the compiler will:
// beside the including file, then in `quoteFolders`; one found nowhere is left to the system's
// headers (<cuda_runtime.h> written in quotes). `edited` holds the texts of files open in the
// Playground (path relative to the root -> text): they win over the disk. Nothing, with `problem`
// set, when a file reaches outside the root, breaks the source policy or the budgets.
// `withParts`: a whole program's, with its other translation units (SourceTree::parts).
std::optional<SourceTree> gatherSourceTree(const QString& root, const QString& mainPath, const QString& source,
    TreeProblem* problem, const QHash<QString, QString>& edited = {}, bool withParts = false);

// The folder tree a file named on the command line may include from when none is given: its own
// folder (a wider one is the user's choice: --root). A file found only above it is named in the
// refusal, with the folder to give instead.
QString defaultSourceRoot(const QString& filePath);

// `filePath` relative to `root`, or nothing when it does not lie inside it.
std::optional<QString> pathInside(const QString& root, const QString& filePath);

// The folder of a compiler's work folder the copies go under, with their paths: one for g++ and nvcc.
inline const QString kTreeCopyFolder = QStringLiteral("src");

// Writes the copies (a program's parts too) under `work`/kTreeCopyFolder, and the folders the compiler looks in or
// walks through (quoteFolders, walkedFolders), so that "chapter03/../common/book.h" resolves in them.
bool writeTreeCopies(const QString& work, const SourceTree& tree);

// The compiler's search folders for the copies, each after `flag` ("-iquote" for g++, "-I" for nvcc),
// relative to the work folder.
QStringList treeSearchFlags(const SourceTree& tree, const QString& flag);

// What a compiled module's cache key takes of the tree: every file's path and bytes.
void addTreeToHash(QCryptographicHash& hash, const SourceTree& tree);

// The compiler's text with the work folder's copies ("src/ch3/../include/freshman.h") named as
// the user knows them ("include/freshman.h").
QString treeNamesInText(QString text, const SourceTree& tree);

} // namespace cvz
