#include "foldertabs.h"

#include "codeeditor.h"
#include "cudahighlighter.h"

#include <QFileInfo>
#include <QPlainTextDocumentLayout>
#include <QTextDocument>

namespace cvz {

FolderTabs::FolderTabs(CodeEditor* editor, QWidget* parent)
    : QTabBar(parent)
    , m_editor(editor)
    , m_program(editor->document())
{
    // Every document is the editor's child: its text control deletes the document it is switched away
    // from when that document is the control's own, and the editor outlives the control.
    m_program->setParent(editor);
    setObjectName(QStringLiteral("playgroundFiles"));
    setDocumentMode(true);
    setExpanding(false);
    setElideMode(Qt::ElideMiddle);
    setUsesScrollButtons(true);
    hide();
    connect(this, &QTabBar::currentChanged, this, &FolderTabs::show);
}

void FolderTabs::openFolder(const QString& root, const QString& mainPath)
{
    closeFolder();
    m_root = root;
    m_mainPath = mainPath;
    {
        const QSignalBlocker block(this);
        addTab(QFileInfo(mainPath).fileName());
        setTabToolTip(0, tr("%1 in %2: the file that is compiled and run").arg(mainPath, root));
    }
    QTabBar::show();
}

void FolderTabs::closeFolder()
{
    showProgram();
    const QSignalBlocker block(this);
    while (count() > 0)
        removeTab(count() - 1);
    for (const File& f : m_files)
        delete f.document;
    m_files.clear();
    m_root.clear();
    m_mainPath.clear();
    hide();
}

SourceFolder FolderTabs::folder() const
{
    SourceFolder folder { m_root, m_mainPath, {} };
    for (const File& f : m_files)
        if (f.document->toPlainText() != f.saved)
            folder.edited.insert(f.path, f.document->toPlainText());
    return folder;
}

void FolderTabs::setTree(const SourceTree& tree)
{
    if (!isOpen())
        return;
    const QList<TreeFile> parts = tree.parts;
    for (const TreeFile& file : parts + tree.files) {
        if (std::any_of(m_files.begin(), m_files.end(), [&file](const File& f) { return f.path == file.path; }))
            continue;
        auto* document = new QTextDocument(m_editor);
        document->setDocumentLayout(new QPlainTextDocumentLayout(document));
        document->setDefaultFont(m_editor->font());
        document->setDefaultTextOption(m_program->defaultTextOption()); // tab stops
        const QString text = QString::fromUtf8(file.text);
        document->setPlainText(text);
        new CudaHighlighter(document);
        m_files.push_back({ file.path, document, text });
        const QSignalBlocker block(this);
        const int tab = addTab(QFileInfo(file.path).fileName());
        const bool part
            = std::any_of(parts.begin(), parts.end(), [&file](const TreeFile& p) { return p.path == file.path; });
        setTabToolTip(tab,
            part ? tr("%1: another file of the program, compiled on its own and linked with it; edits here are "
                      "compiled with it")
                       .arg(file.path)
                 : tr("%1: included by the program; edits here are compiled with it").arg(file.path));
    }
}

void FolderTabs::showProgram()
{
    if (currentIndex() > 0)
        setCurrentIndex(0); // show(0) follows
    else
        show(0);
}

void FolderTabs::show(int index)
{
    QTextDocument* document = index > 0 && index <= m_files.size() ? m_files[index - 1].document : m_program;
    if (m_editor->document() == document)
        return;
    m_editor->showDocument(document);
}

QString FolderTabs::shownFile() const
{
    const int index = currentIndex();
    return index > 0 && index <= m_files.size() ? m_files[index - 1].path : QString();
}

QString FolderTabs::shownText() const
{
    return m_editor->document()->toPlainText();
}

void FolderTabs::markShownSaved()
{
    const int index = currentIndex();
    if (index > 0 && index <= m_files.size())
        m_files[index - 1].saved = m_files[index - 1].document->toPlainText();
}

} // namespace cvz
