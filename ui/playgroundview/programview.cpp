#include "programview.h"

#include "playground/program/userprogram.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cvz {

namespace {
enum Column
{
    LineColumn,
    CallColumn,
    BytesColumn,
    TimeColumn,
    ErrorColumn,
    ColumnCount
};

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}
} // namespace

ProgramView::ProgramView(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_launch(new QComboBox(this))
    , m_tabs(new QTabWidget(this))
    , m_timeline(new QTableWidget(this))
    , m_output(new QPlainTextEdit(this))
    , m_findings(new QListWidget(this))
    , m_files(new QListWidget(this))
    , m_saveFiles(new QPushButton(tr("Save files…"), this))
{
    setObjectName(QStringLiteral("playgroundProgram"));
    m_summary->setObjectName(QStringLiteral("playgroundProgramSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_launch->setObjectName(QStringLiteral("playgroundProgramLaunch"));
    m_launch->setToolTip(tr("The launch the Picture, Findings and Memory tabs below show."));
    m_timeline->setObjectName(QStringLiteral("playgroundTimeline"));
    m_timeline->setColumnCount(ColumnCount);
    m_timeline->setHorizontalHeaderLabels({ tr("Line"), tr("Call"), tr("Bytes"), tr("Modelled µs"), tr("Error") });
    m_timeline->verticalHeader()->hide();
    m_timeline->verticalHeader()->setDefaultSectionSize(m_timeline->fontMetrics().height() + 6);
    m_timeline->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_timeline->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_timeline->setAlternatingRowColors(true);
    m_timeline->horizontalHeader()->setSectionResizeMode(CallColumn, QHeaderView::Stretch);
    m_timeline->setToolTip(tr("The program's CUDA calls in order; times are modelled for the GPU named above, "
                              "not measured. Click a row to see its line, a launch to show it below."));
    m_output->setObjectName(QStringLiteral("playgroundProgramOutput"));
    m_output->setReadOnly(true);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_output->setFont(mono);
    m_findings->setObjectName(QStringLiteral("playgroundProgramFindings"));
    m_findings->setWordWrap(true);
    m_findings->setAlternatingRowColors(true);
    m_tabs->addTab(m_output, tr("Program output"));
    m_tabs->addTab(m_timeline, tr("Timeline"));
    m_tabs->addTab(m_findings, tr("Program findings"));
    m_files->setObjectName(QStringLiteral("playgroundProgramFiles"));
    m_files->setWordWrap(true);
    m_saveFiles->setObjectName(QStringLiteral("playgroundSaveFiles"));
    m_saveFiles->setToolTip(tr("Save the files the program wrote into a folder you choose. The program runs in a "
                               "folder of its own holding a copy of the files beside it, so it changes none of "
                               "yours."));
    auto* filesTab = new QWidget(this);
    auto* filesLayout = new QVBoxLayout(filesTab);
    filesLayout->addWidget(m_files, 1);
    filesLayout->addWidget(m_saveFiles, 0, Qt::AlignLeft);
    m_tabs->addTab(filesTab, tr("Files"));

    auto* launchRow = new QHBoxLayout;
    launchRow->addWidget(new QLabel(tr("Launch:"), this));
    launchRow->addWidget(m_launch, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(launchRow);

    connect(m_launch, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT launchChosen(launchIndex()); });
    connect(m_timeline, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (!m_program || row < 0 || row >= m_program->calls.size())
            return;
        const ProgramCall& c = m_program->calls[row];
        if (c.line > 0)
            Q_EMIT lineActivated(c.line);
        if (c.launch >= 0)
            for (int k = 0; k < m_program->launches.size(); ++k)
                if (m_program->launches[k].call.launch == c.launch)
                    m_launch->setCurrentIndex(k);
    });
    connect(m_saveFiles, &QPushButton::clicked, this, &ProgramView::saveFiles);
    connect(m_findings, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (const int line = item->data(Qt::UserRole).toInt(); line > 0)
            Q_EMIT lineActivated(line);
    });
}

int ProgramView::launchIndex() const
{
    return m_program && !m_program->launches.isEmpty() ? m_launch->currentIndex() : -1;
}

void ProgramView::setProgram(std::shared_ptr<const UserProgram> program)
{
    m_program = std::move(program);
    {
        QSignalBlocker block(m_launch);
        m_launch->clear();
        if (m_program)
            for (int k = 0; k < m_program->launches.size(); ++k) {
                const ProgramCall& c = m_program->launches[k].call;
                m_launch->addItem(c.line > 0 ? tr("%1: %2 (line %3)").arg(k + 1).arg(programCallText(c)).arg(c.line)
                                             : tr("%1: %2").arg(k + 1).arg(programCallText(c)));
                if (m_program->gpu)
                    m_launch->setItemData(
                        k, kernelTimeText(c, *m_program->gpu, m_program->module.countsArithmetic), Qt::ToolTipRole);
            }
        m_launch->setEnabled(m_launch->count() > 0);
        if (m_launch->count() == 0)
            m_launch->addItem(tr("No launch ran."));
    }
    m_timeline->setRowCount(0);
    m_output->clear();
    m_findings->clear();
    m_files->clear();
    m_saveFiles->setEnabled(false);
    if (!m_program) {
        m_summary->clear();
        return;
    }
    const UserProgram& p = *m_program;
    showFiles(p);
    QString summary = p.finished
        ? tr("main ended with exit status %1 after %2 CUDA calls and %n launch(es).", nullptr, int(p.launches.size()))
              .arg(p.exitCode)
              .arg(p.callCount)
        : tr("The program did not finish: it stopped after %1 CUDA calls (see Program findings).").arg(p.callCount);
    if (p.gpu)
        summary += u' ' + modelledTimeText(modelledTime(p.calls), *p.gpu);
    m_summary->setText(summary);
    m_timeline->setRowCount(int(p.calls.size()));
    const auto right = Qt::AlignRight | Qt::AlignVCenter;
    for (int r = 0; r < p.calls.size(); ++r) {
        const ProgramCall& c = p.calls[r];
        m_timeline->setItem(r, LineColumn, cell(c.line > 0 ? QString::number(c.line) : QString(), right));
        m_timeline->setItem(r, CallColumn, cell(programCallText(c)));
        m_timeline->setItem(r, BytesColumn, cell(c.bytes > 0 ? QLocale().toString(c.bytes) : QString(), right));
        m_timeline->setItem(r, TimeColumn,
            cell(c.modelledSeconds > 0.0 ? QLocale().toString(c.modelledSeconds * 1e6, 'f', 1) : QString(), right));
        m_timeline->setItem(r, ErrorColumn, cell(c.error ? QString::number(c.error) : QString(), right));
        if ((c.kind == ProgramCallKind::Launch || c.kind == ProgramCallKind::Library) && p.gpu) {
            const QString bound
                = kernelTimeText(c, *p.gpu, p.module.countsArithmetic || c.kind == ProgramCallKind::Library);
            for (int column = 0; column < m_timeline->columnCount(); ++column)
                m_timeline->item(r, column)->setToolTip(bound);
        }
    }
    m_timeline->resizeColumnsToContents();
    QString output = p.output;
    if (p.onGpu) {
        if (!output.isEmpty() && !output.endsWith(u'\n'))
            output += u'\n';
        output += QStringLiteral("\n--- ") + tr("On the GPU (its times measured there):") + u'\n' + p.onGpu->output;
        if (!p.onGpu->error.isEmpty())
            output += (output.endsWith(u'\n') ? QString() : QStringLiteral("\n")) + p.onGpu->error;
        else
            output += (output.endsWith(u'\n') ? QString() : QStringLiteral("\n"))
                + tr("The program ended on the GPU with exit status %1.").arg(p.onGpu->exitCode);
    }
    m_output->setPlainText(output);
    for (const Finding& f : p.findings) {
        auto* item = new QListWidgetItem(f.message, m_findings);
        item->setData(Qt::UserRole, f.line);
    }
    if (m_findings->count() == 0)
        new QListWidgetItem(tr("No findings: no host-side CUDA bug, no race, no out-of-bounds access."), m_findings);
    m_tabs->setTabText(2, tr("Program findings (%1)").arg(p.findings.size()));
    m_tabs->setCurrentIndex(p.findings.isEmpty() ? 0 : 2);
}

void ProgramView::showFiles(const UserProgram& p)
{
    for (const QString& line : programFilesText(p))
        new QListWidgetItem(line, m_files);
    if (m_files->count() == 0)
        new QListWidgetItem(tr("The program wrote no file. It runs in a folder of its own holding a copy of the files "
                               "beside it (at most %1 MiB): what it writes there is listed here.")
                                .arg(kProgramFilesBytes / 2 >> 20),
            m_files);
    m_saveFiles->setEnabled(!p.files.isEmpty());
    m_tabs->setTabText(3, tr("Files (%1)").arg(p.files.size()));
}

void ProgramView::saveFiles()
{
    if (!m_program || m_program->files.isEmpty())
        return;
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Save the program's files into"));
    if (folder.isEmpty())
        return;
    const QDir dir(folder);
    QStringList existing;
    for (const ProgramFile& f : m_program->files)
        if (QFileInfo::exists(dir.filePath(f.name)))
            existing << f.name;
    if (!existing.isEmpty()
        && QMessageBox::question(this, tr("Save files"),
               tr("%1 already holds %2. Replace them?").arg(folder, existing.join(QStringLiteral(", "))))
            != QMessageBox::Yes)
        return;
    QString error;
    if (!saveProgramFiles(*m_program, folder, &error))
        QMessageBox::warning(this, tr("Save files"), error);
}

} // namespace cvz
