#pragma once

#include "playground/source/sourcetree.h"

#include <QTabBar>

class QTextDocument;

namespace cvz {

class CodeEditor;

// The files of an opened folder in tabs above the editor: the program file first, then each file
// it includes from the folder (as gatherSourceTree finds them). Every tab has its own document,
// with its own undo history; the editor shows the current tab's. Hidden for a file alone.
class FolderTabs : public QTabBar
{
    Q_OBJECT
public:
    FolderTabs(CodeEditor* editor, QWidget* parent = nullptr);

    // The editor's text becomes the program file `mainPath` of the folder `root`.
    void openFolder(const QString& root, const QString& mainPath);
    void closeFolder(); // a file alone again: the tabs go, the editor shows the program
    bool isOpen() const { return !m_root.isEmpty(); }
    QString root() const { return m_root; }
    // What a compile reads: the folder, the program's path, the included files as edited here.
    SourceFolder folder() const;
    // The included files as tabs: new ones added with the text read, the others kept as edited.
    void setTree(const SourceTree& tree);
    void showProgram(); // the first tab: marks and findings are the program's lines
    QTextDocument* programDocument() const { return m_program; }
    // The file the editor shows, relative to the root; empty when it is the program.
    QString shownFile() const;
    QString shownText() const;
    void markShownSaved(); // the shown file was written to disk: its text is what the disk has

private:
    void show(int index);

    struct File
    {
        QString path; // relative to the root
        QTextDocument* document;
        QString saved; // as on disk when read or last saved
    };
    CodeEditor* m_editor;
    QTextDocument* m_program; // the editor's own document
    QString m_root, m_mainPath;
    QList<File> m_files; // tab k + 1 shows m_files[k]
};

} // namespace cvz
