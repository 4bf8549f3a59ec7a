#include "playgroundpage.h"

#include "verticalscrollarea.h"

#include "codeeditor.h"
#include "exercisebar.h"
#include "foldertabs.h"
#include "i18n/language.h"
#include "launchpanel.h"
#include "mapping/launchconfig.h"
#include "playground/engine/gpurun.h"
#include "playground/program/launchpace.h"
#include "playground/source/examples.h"
#include "playground/source/launchcomment.h"
#include "playground/source/sourcedefines.h"
#include "programview.h"
#include "rememberedcontrols.h"
#include "runresultview.h"
#include "util/fileio.h"

#include <QComboBox>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cvz {

namespace {
const auto kSourceKey = QStringLiteral("playground/source");
const auto kFileKey = QStringLiteral("playground/file");
const auto kFolderKey = QStringLiteral("playground/folder"); // the opened folder's root and program path
const auto kProgramPathKey = QStringLiteral("playground/programPath");
const auto kDefaultExample = QStringLiteral("vector_add.cu");
const auto kProgramPrefix = QStringLiteral("program:"); // an example that is a whole program
const auto kWholeProgram = QStringLiteral("main"); // the Kernel menu's item for the whole program

// The compiler's errors and warnings, on their lines.
QList<CodeEditor::Mark> compileMarks(const CompileOutcome& compiled)
{
    QList<CodeEditor::Mark> marks;
    for (const Diagnostic& d : compiled.diagnostics)
        if (d.line > 0 && d.file.isEmpty()) // a line of an included file is in the compiler's output
            marks << CodeEditor::Mark { d.line, d.error, d.message };
    if (compiled.kernel)
        for (const Diagnostic& d : compiled.kernel->warnings)
            if (d.line > 0 && d.file.isEmpty())
                marks << CodeEditor::Mark { d.line, false, d.message };
    return marks;
}

void addFindingMarks(const UserRun& run, QList<CodeEditor::Mark>& marks)
{
    for (const Finding& f : run.findings) {
        if (f.line > 0)
            marks << CodeEditor::Mark { f.line, true, f.message };
        // A race has two lines: the other access is marked too.
        for (const QJsonValue& line : f.details.value(QStringLiteral("lines")).toArray())
            if (line.toInt() > 0 && line.toInt() != f.line)
                marks << CodeEditor::Mark { line.toInt(), true, f.message };
    }
}
} // namespace

PlaygroundPage::PlaygroundPage(QWidget* parent)
    : QWidget(parent)
    , m_editor(new CodeEditor(this))
    , m_files(new FolderTabs(m_editor, this))
    , m_exerciseBar(new ExerciseBar(this))
    , m_examples(new QComboBox(this))
    , m_kernel(new QComboBox(this))
    , m_programArgs(new QLineEdit(this))
    , m_programArgsLabel(new QLabel(tr("Arguments:"), this))
    , m_sizes(new QLineEdit(this))
    , m_sizesLabel(new QLabel(tr("Sizes:"), this))
    , m_launch(new LaunchPanel(this))
    , m_run(new QPushButton(tr("&Run in the emulator"), this))
    , m_runGpu(new QPushButton(tr("Run on &GPU"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_trace(new QComboBox(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_results(new RunResultView(this))
    , m_program(new ProgramView(this))
    , m_parseTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("playgroundPage"));
    fillExamples();
    QWidget* left = buildEditorColumn();
    setupRunControls();
    QWidget* right = buildRightColumn();
    buildSplit(left, right);
    connectEditorSignals();
    connectRunSignals();
    connectExerciseSignals();
    connectJob();
    restoreSource();
}

void PlaygroundPage::fillExamples()
{
    m_examples->setObjectName(QStringLiteral("playgroundExamples"));
    m_examples->addItem(tr("Examples…"));
    for (const QString& file : exampleFiles()) {
        const QString title = exampleTitle(exampleSource(file)); // each file read once
        m_examples->addItem(title.isEmpty() ? file : title, file);
    }
    for (const QString& file : programFiles()) {
        const QString title = exampleTitle(programSource(file));
        m_examples->addItem(tr("Whole program: %1").arg(title.isEmpty() ? file : title), kProgramPrefix + file);
    }
    m_examples->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_examples->setMinimumContentsLength(16);
}

QWidget* PlaygroundPage::buildEditorColumn()
{
    auto* open = new QPushButton(tr("&Open…"), this);
    auto* openFolder = new QPushButton(tr("Open &Folder…"), this);
    openFolder->setToolTip(tr("Open a folder of programs (a book's or a course's): choose the program to run; the "
                              "files it includes from the folder open in tabs, and only they are compiled with it."));
    auto* save = new QPushButton(tr("&Save…"), this);
    m_kernel->setObjectName(QStringLiteral("playgroundKernel"));
    m_kernel->setEditable(true);
    m_kernel->setToolTip(tr("The __global__ function to run; a template needs its arguments, e.g. MatrixMulCUDA<16>."));
    m_kernel->setMinimumContentsLength(14);
    auto* files = new QHBoxLayout;
    files->addWidget(m_examples, 1);
    files->addWidget(open);
    files->addWidget(openFolder);
    files->addWidget(save);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(files);
    leftLayout->addWidget(m_exerciseBar);
    leftLayout->setSpacing(0);
    leftLayout->addWidget(m_files);
    leftLayout->addWidget(m_editor, 1);
    connect(open, &QPushButton::clicked, this, &PlaygroundPage::openFile);
    connect(openFolder, &QPushButton::clicked, this, &PlaygroundPage::openFolder);
    connect(save, &QPushButton::clicked, this, &PlaygroundPage::saveFile);
    return left;
}

void PlaygroundPage::setupRunControls()
{
    m_run->setObjectName(QStringLiteral("playgroundRun"));
    m_run->setDefault(true);
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_run->setToolTip(tr("Compile with the host C++ compiler and run every thread in the emulator (Ctrl+Enter)."));
    m_cancel->setObjectName(QStringLiteral("playgroundCancel"));
    m_cancel->hide();
    m_progress->setRange(0, 0);
    m_progress->hide();
    m_status->setObjectName(QStringLiteral("playgroundStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QWidget* PlaygroundPage::buildRightColumn()
{
    auto* kernelRow = new QHBoxLayout;
    kernelRow->addWidget(new QLabel(tr("Kernel:"), this));
    kernelRow->addWidget(m_kernel, 1);
    m_programArgs->setObjectName(QStringLiteral("playgroundProgramArgs"));
    m_programArgs->setPlaceholderText(tr("none"));
    m_programArgs->setToolTip(
        tr("The program's command-line arguments, separated by spaces (\"double quotes\" keep words "
           "together): main gets them as argv[1] ..."));
    m_programArgsLabel->setBuddy(m_programArgs);
    kernelRow->addWidget(m_programArgsLabel);
    kernelRow->addWidget(m_programArgs, 1);
    m_sizes->setObjectName(QStringLiteral("playgroundSizes"));
    m_sizes->setPlaceholderText(tr("as written"));
    m_sizes->setToolTip(tr("Run the program at another size without editing it: N=1000000 sets #define N or const "
                           "... N = ...; to 1000000 for this run (cudaviz run --define). Several: N=1000 M=64."));
    m_sizesLabel->setBuddy(m_sizes);
    kernelRow->addWidget(m_sizesLabel);
    kernelRow->addWidget(m_sizes, 1);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_runGpu);
    runRow->addWidget(m_cancel);
    setupTraceChoice();
    auto* traceLabel = new QLabel(tr("&Trace:"), this);
    traceLabel->setBuddy(m_trace);
    runRow->addWidget(traceLabel);
    runRow->addWidget(m_trace);
    runRow->addWidget(m_progress, 1);
    auto* launchBox = m_launchBox = new QWidget(this);
    auto* launchLayout = new QVBoxLayout(launchBox);
    launchLayout->setContentsMargins(0, 0, 0, 0);
    launchLayout->addLayout(kernelRow);
    launchLayout->addWidget(m_launch);
    launchLayout->addLayout(runRow);
    launchLayout->addWidget(m_status);
    // The launch's form scrolls rather than push the window past a projector's 768 lines.
    auto* launchScroll = new VerticalScrollArea(launchBox, this);
    launchScroll->setObjectName(QStringLiteral("playgroundLaunchScroll"));
    auto* right = m_right = new QSplitter(Qt::Vertical, this);
    right->addWidget(launchScroll);
    right->addWidget(m_program);
    right->addWidget(m_results);
    right->setStretchFactor(0, 0);
    right->setStretchFactor(1, 1);
    right->setStretchFactor(2, 1);
    m_program->hide();
    return right;
}

void PlaygroundPage::buildSplit(QWidget* left, QWidget* right)
{
    auto* split = m_split = new QSplitter(Qt::Horizontal, this);
    connect(split, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
}

void PlaygroundPage::connectEditorSignals()
{
    m_parseTimer->setSingleShot(true);
    m_parseTimer->setInterval(300);
    connect(m_editor, &QPlainTextEdit::textChanged, m_parseTimer, qOverload<>(&QTimer::start));
    connect(m_parseTimer, &QTimer::timeout, this, &PlaygroundPage::refreshKernels);
    connect(m_kernel, &QComboBox::currentTextChanged, this, &PlaygroundPage::kernelChosen);
    connect(m_examples, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            loadExample(m_examples->itemData(index).toString());
        m_examples->setCurrentIndex(0);
    });
}

void PlaygroundPage::connectRunSignals()
{
    connect(m_run, &QPushButton::clicked, this, &PlaygroundPage::run);
    connect(m_runGpu, &QPushButton::clicked, this, &PlaygroundPage::runOnGpu);
    m_runGpu->setObjectName(QStringLiteral("playgroundRunGpu"));
    setGpu(DeviceReport {});
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_status->setText(tr("Cancelling…")); });
    connect(m_results, &RunResultView::lineActivated, m_editor, &CodeEditor::goToLine);
    connect(m_program, &ProgramView::lineActivated, m_editor, &CodeEditor::goToLine);
    connect(m_program, &ProgramView::launchChosen, this, &PlaygroundPage::showLaunch);
}

void PlaygroundPage::connectExerciseSignals()
{
    // An exercise's code is kept as it is typed, and comes back when the exercise is chosen again.
    connect(m_exerciseBar, &ExerciseBar::started, this, [this](const Exercise& e, bool fromStarter) {
        keepExerciseCode();
        m_exerciseId.clear();
        if (fromStarter)
            saveExerciseCode(e.id, {});
        const QString kept = savedExerciseCode(e.id);
        setSource(kept.isEmpty()
                ? QStringLiteral("// cudaviz-launch: ") + e.launch + u'\n' + e.starterIn(installedLanguage())
                : kept,
            e.id + QStringLiteral(".cu"));
        m_exerciseId = e.id;
    });
    connect(m_parseTimer, &QTimer::timeout, this, &PlaygroundPage::keepExerciseCode);
    connect(m_exerciseBar, &ExerciseBar::checkRequested, this, &PlaygroundPage::check);
}

void PlaygroundPage::connectJob()
{
    m_job.attach(m_progress, m_cancel);
    connect(&m_job, &JobTracker::runningChanged, this, &PlaygroundPage::setRunning);
    // A stage's first line names it on the bar; the status holds it all (a run's estimate follows).
    connect(&m_job, &JobTracker::progressTextChanged, this, [this](const QString& text) {
        m_progress->setFormat(text.section(u'\n', 0, 0));
        m_status->setText(text);
        // An estimate below the stage: the status as tall as its lines (a wrapped label asks for one),
        // scrolled into view once laid out; as short as it likes again when the run ends.
        const bool estimated = text.contains(u'\n');
        m_status->setMinimumHeight(estimated ? m_status->heightForWidth(m_status->width()) : 0);
        if (estimated)
            QTimer::singleShot(0, this, [this] {
                if (auto* scroll = findChild<QScrollArea*>(QStringLiteral("playgroundLaunchScroll")))
                    scroll->ensureWidgetVisible(m_status);
            });
    });
    m_job.onFinished([this](const Job& job) { showFinished(job); });
    connect(&m_job, &JobTracker::failed, m_status, &QLabel::setText);
}

void PlaygroundPage::restoreSource()
{
    const QSettings settings;
    const QString saved = settings.value(kSourceKey).toString();
    if (saved.isEmpty()) {
        loadExample(kDefaultExample);
        return;
    }
    setSource(saved, settings.value(kFileKey, m_fileName).toString());
    // The folder it was opened from, if it is still there: its included files open again.
    const QString root = settings.value(kFolderKey).toString();
    const QString program = settings.value(kProgramPathKey).toString();
    if (!root.isEmpty() && pathInside(root, QDir(root).filePath(program)) == program) {
        m_files->openFolder(root, program);
        CompileOutcome refused; // said again at the next run
        m_files->setTree(folderTree(m_files->folder(), saved, &refused, hasMain(saved)).value_or(SourceTree()));
    }
}

void PlaygroundPage::keepSource()
{
    QSettings settings;
    settings.setValue(kSourceKey, programText());
    settings.setValue(kFileKey, m_fileName);
    settings.setValue(kFolderKey, m_files->root());
    settings.setValue(kProgramPathKey, m_files->folder().mainPath);
}

QString PlaygroundPage::programText() const
{
    return m_files->programDocument()->toPlainText();
}

PlaygroundPage::~PlaygroundPage()
{
    keepExerciseCode(); // what was typed in the last moments before the window closed
    m_job.stop();
}

void PlaygroundPage::keepExerciseCode()
{
    if (!m_exerciseId.isEmpty())
        saveExerciseCode(m_exerciseId, programText());
}

void PlaygroundPage::setSource(const QString& source, const QString& fileName)
{
    keepExerciseCode();
    m_exerciseId.clear(); // another text: no exercise's code any more
    m_files->closeFolder(); // a file alone, until openProgram says which folder it is of
    m_fileName
        = QFileInfo(fileName).fileName().isEmpty() ? QStringLiteral("kernel.cu") : QFileInfo(fileName).fileName();
    m_editor->setPlainText(source);
    refreshKernels();
    QString error;
    const auto comment = launchComment(source, &error);
    if (hasMain(source)) { // a whole program, as cudaviz run runs it, unless a launch comment says a kernel
        m_kernel->setCurrentText(comment && m_kernel->count() > 1 ? m_kernel->itemText(1) : kWholeProgram);
        kernelChosen();
    }
    if (const auto& options = comment) {
        if (const auto twice = repeatedLaunchOption(*options))
            error = *twice;
        else if (const auto launch = parseLaunchOptions(*options, &error)) {
            if (!launch->kernel.isEmpty())
                m_kernel->setCurrentText(launch->kernel);
            kernelChosen();
            error = m_launch->setOptions(*launch);
        }
    }
    m_status->setText(!error.isEmpty() ? tr("The launch comment of %1: %2").arg(m_fileName, error)
            : programChosen()
            ? tr("%1 is a whole program: press Run to run its main, with CUDA's runtime emulated.").arg(m_fileName)
            : tr("%1: press Run to compile it and run every thread.").arg(m_fileName));
    m_results->setCompilerOutput({});
    m_results->setRun(nullptr);
    m_shownProgram.reset();
    m_program->setProgram(nullptr);
    m_program->hide();
    arrangeRight();
}

void PlaygroundPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitEditor();
}

void PlaygroundPage::fitEditor()
{
    // The code is what a student works on: the editor keeps at least half the page, as far
    // as the launch form's minimum allows. Once the user drags the handle, their split stays.
    if (m_userSplit)
        return;
    QList<int> sizes = m_split->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    const int left = total * 52 / 100; // the editor itself half the page, its pane's margins aside
    if (sizes.size() != 2 || total <= 0 || sizes[0] >= left)
        return;
    const int right = std::max(m_split->widget(1)->minimumSizeHint().width(), total - left);
    if (right < sizes[1])
        m_split->setSizes({ total - right, right });
}

void PlaygroundPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitEditor(); // a hidden page's splitter did not share out its width
    if (m_sized)
        return;
    m_sized = true;
    arrangeRight();
}

void PlaygroundPage::arrangeRight()
{
    // The launch as tall as it needs (every parameter row), the results the rest; a program's
    // timeline and output take two fifths of that.
    const int height = m_right->height();
    if (height <= 0)
        return;
    const int launch = std::min(m_launchBox->sizeHint().height(), height / 2);
    const int rest = std::max(1, height - launch);
    const int program = m_program->isVisibleTo(this) ? rest * 2 / 5 : 0;
    m_right->setSizes({ launch, program, rest - program });
}

void PlaygroundPage::loadExample(const QString& file)
{
    if (file.startsWith(kProgramPrefix)) {
        const QString name = file.mid(kProgramPrefix.size());
        setSource(programSource(name), name);
        return;
    }
    setSource(exampleSource(file), file);
}

void PlaygroundPage::refreshKernels()
{
    m_kernels = findKernels(programText());
    const QString current = m_kernel->currentText();
    QSignalBlocker block(m_kernel);
    m_kernel->clear();
    const bool program = hasMain(programText());
    if (program) // the file's main, with the kernels it launches
        m_kernel->addItem(kWholeProgram);
    for (const KernelDecl& k : m_kernels)
        m_kernel->addItem(k.isTemplate() ? k.name + QStringLiteral("<16>") : k.name);
    const QString base = current.section(u'<', 0, 0);
    bool kept = program && current == kWholeProgram;
    for (const KernelDecl& k : m_kernels)
        kept = kept || k.name == base;
    m_kernel->setCurrentText(kept ? current : m_kernel->itemText(0));
    kernelChosen();
}

bool PlaygroundPage::programChosen() const
{
    return m_kernel->currentText().trimmed() == kWholeProgram && hasMain(programText());
}

void PlaygroundPage::kernelChosen()
{
    // A whole program launches its kernels itself: no launch to bind, and the GPU runs single kernels.
    const bool program = programChosen();
    m_launch->setVisible(!program);
    m_programArgs->setVisible(program);
    m_programArgsLabel->setVisible(program);
    m_sizes->setVisible(program);
    m_sizesLabel->setVisible(program);
    m_run->setToolTip(program ? tr("Compile the whole file and run its main, with CUDA's runtime API emulated and "
                                   "every launch in the emulator (Ctrl+Enter).")
                              : tr("Compile with the host C++ compiler and run every thread in the emulator "
                                   "(Ctrl+Enter)."));
    if (m_runGpu->property("available").toBool())
        m_runGpu->setToolTip(program ? tr("Run the program in the emulator, then build it with nvcc and run it on the "
                                          "GPU: what it printed there follows its output.")
                                     : tr("Compile the same kernel with nvcc, run it on the GPU with the same "
                                          "buffers, and compare every output element with the emulator."));
    if (m_sized)
        arrangeRight();
    if (program)
        return;
    const QString base = m_kernel->currentText().section(u'<', 0, 0).trimmed();
    for (const KernelDecl& k : m_kernels)
        if (k.name == base) {
            m_launch->setParams(bindableParams(programText(), k));
            return;
        }
}

void PlaygroundPage::setRunning(bool running)
{
    m_busy = running;
    if (!running)
        m_status->setMinimumHeight(0);
    m_runGpu->setEnabled(!running && m_runGpu->property("available").toBool());
    m_run->setEnabled(!running);
    m_exerciseBar->setChecking(running); // the job shows Cancel and the bar while it runs
}

std::optional<LaunchOptions> PlaygroundPage::panelLaunch()
{
    QString error;
    auto launch = parseLaunchOptions(m_launch->tokens(), &error);
    if (!launch)
        m_status->setText(error);
    return launch;
}

// Which blocks the emulator traces, as `cudaviz run --trace` chooses: the exact trace (findings,
// traffic, the picture) costs ~100 ns an access, the untraced blocks run at native speed and
// still stop at an out-of-bounds access.
void PlaygroundPage::setupTraceChoice()
{
    m_trace->setObjectName(QStringLiteral("playgroundTrace"));
    m_trace->addItem(tr("auto"), int(TraceMode::Auto));
    m_trace->addItem(tr("every block"), int(TraceMode::All));
    m_trace->addItem(tr("a sample"), int(TraceMode::Sample));
    m_trace->addItem(tr("none (fast)"), int(TraceMode::None));
    m_trace->setToolTip(tr("Which blocks of each launch are traced access by access (cudaviz run --trace). auto: "
                           "every block while the launch fits the budgets, else a sample. every block: a launch "
                           "past the budgets is refused. a sample: the first and last blocks, the edges and %1 "
                           "chosen at random. none: no block traced, fastest. Blocks not traced run too, and an "
                           "out-of-bounds access stops them at its line.")
                            .arg(kTraceSampleRandomBlocks));
    remember(m_trace, QStringLiteral("playground/trace"));
}

TraceMode PlaygroundPage::traceMode() const
{
    return TraceMode(m_trace->currentData().toInt());
}

void PlaygroundPage::run()
{
    if (m_busy)
        return;
    if (programChosen()) {
        keepSource();
        startJob([source = programText(), file = m_fileName, folder = m_files->folder(),
                     args = QProcess::splitCommand(m_programArgs->text()), sizes = m_sizes->text(),
                     trace = traceMode()](const std::atomic<bool>* cancel, const Stage& stage) {
            return emulateProgram(source, file, folder, { args, sizes, trace }, cancel, stage);
        });
        return;
    }
    auto launch = panelLaunch();
    if (!launch)
        return;
    launch->spec.trace = traceMode();
    keepSource();
    startJob([source = programText(), file = m_fileName, kernel = m_kernel->currentText(), spec = launch->spec,
                 folder = m_files->folder()](const std::atomic<bool>* cancel, const Stage& stage) {
        Job job;
        stage(tr("Compiling %1…").arg(file));
        job.compiled = compileKernelInFolder(folder, source, file, kernel, cancel, &job.tree, wantsFastBuild(spec));
        if (job.compiled.kernel && !cancel->load()) {
            const auto estimate = kernelRunEstimate(*job.compiled.kernel, spec);
            stage(tr("Running every thread in the emulator…") + (estimate ? u'\n' + *estimate : QString()));
            job.outcome = runUserKernel(*job.compiled.kernel, spec, cancel, stage.launchProgress(estimate));
            if (job.outcome.run)
                recordKernelRun(*job.outcome.run, spec.trace);
        }
        return job;
    });
}

PlaygroundPage::Job PlaygroundPage::emulateProgram(const QString& source, const QString& file,
    const SourceFolder& folder, const ProgramInput& input, const std::atomic<bool>* cancel, const Stage& stage)
{
    Job job;
    job.isProgram = true;
    QString error;
    const auto defines = parseSourceDefines(input.sizes, &error);
    const auto defined = defines ? applySourceDefines(source, *defines, &error) : std::nullopt;
    if (!defined) {
        job.compiled.error = tr("Sizes: %1").arg(error);
        return job;
    }
    job.source = defined->source;
    stage(tr("Compiling %1…").arg(file));
    job.compiled = compileProgramInFolder(folder, job.source, file, cancel, &job.tree);
    if (job.compiled.kernel && !cancel->load()) {
        const auto estimate
            = programRunEstimate(*job.compiled.kernel, input.args, input.trace, kDefaultProgramTimeoutSeconds);
        stage(tr("Running main, every launch in the emulator…") + (estimate ? u'\n' + *estimate : QString()));
        job.program = runUserProgram(*job.compiled.kernel, kDefaultProgramTimeoutSeconds, QString(), cancel, input.args,
            input.trace, stage.launchProgress(estimate), programInputFolder(folder));
        if (job.program.program)
            recordProgramRun(*job.program.program, input.args, input.trace);
    }
    return job;
}

void PlaygroundPage::setGpu(const DeviceReport& report)
{
    const auto why = gpuRunUnavailable(report);
    m_runGpu->setEnabled(!why && !m_busy);
    m_runGpu->setProperty("available", !why);
    m_runGpu->setToolTip(why
            ? *why
            : tr("Compile the same kernel with nvcc, run it on the GPU with the same buffers, and compare "
                 "every output element with the emulator."));
}

void PlaygroundPage::runOnGpu()
{
    if (m_busy || !m_runGpu->property("available").toBool())
        return;
    if (programChosen()) { // the emulator's run, then the same program built by nvcc on the GPU
        startJob([source = programText(), file = m_fileName, folder = m_files->folder(),
                     args = QProcess::splitCommand(m_programArgs->text()), sizes = m_sizes->text(),
                     trace = traceMode()](const std::atomic<bool>* cancel, const Stage& stage) {
            Job job = emulateProgram(source, file, folder, { args, sizes, trace }, cancel, stage);
            if (!job.program.program || cancel->load())
                return job;
            stage(tr("Compiling %1 with nvcc…").arg(file));
            const CompileOutcome forGpu = compileProgramForGpu(job.source, file, cancel, job.tree);
            job.gpuOutput = forGpu.output;
            ProgramOnGpu onGpu;
            if (!forGpu.kernel) {
                onGpu.error = tr("%1 (see Output)").arg(forGpu.error);
            } else {
                stage(tr("Running on the GPU…"));
                onGpu = runProgramOnGpu(*forGpu.kernel, kDefaultProgramTimeoutSeconds, cancel, args);
            }
            job.program.program->onGpu = onGpu;
            return job;
        });
        return;
    }
    const auto launch = panelLaunch();
    if (!launch)
        return;
    startJob([source = programText(), file = m_fileName, kernel = m_kernel->currentText(), spec = launch->spec,
                 folder = m_files->folder()](const std::atomic<bool>* cancel, const Stage& stage) {
        Job job;
        job.gpu = true;
        stage(tr("Compiling %1…").arg(file));
        job.compiled = compileKernelInFolder(folder, source, file, kernel, cancel, &job.tree);
        if (!job.compiled.kernel || cancel->load())
            return job;
        stage(tr("Running every thread in the emulator…"));
        job.outcome = runUserKernel(*job.compiled.kernel, spec, cancel);
        if (!job.outcome.run || !job.outcome.run->completed || cancel->load())
            return job;
        stage(tr("Compiling %1 with nvcc…").arg(file));
        const CompileOutcome forGpu = compileKernelForGpu(source, file, kernel, cancel, job.tree);
        job.gpuOutput = forGpu.output;
        if (!forGpu.kernel) {
            job.outcome.run->findings << Finding { QStringLiteral("gpu_error"), tr("%1 (see Output)").arg(forGpu.error),
                0, {} };
            return job;
        }
        stage(tr("Running on the GPU…"));
        const GpuComparison compared
            = runOnGpuAndCompare(*forGpu.kernel, *job.outcome.run, spec.timeoutSeconds, cancel);
        if (!compared.error.isEmpty())
            job.outcome.run->findings << Finding { QStringLiteral("gpu_error"), compared.error, 0, {} };
        job.outcome.run->findings += compared.mismatches;
        return job;
    });
}

void PlaygroundPage::check(const Exercise& exercise)
{
    if (m_busy)
        return;
    // The exercise's own launch: the editor's kernel is what is graded.
    startJob([exercise, source = programText()](const std::atomic<bool>* cancel, const Stage& stage) {
        stage(tr("Checking: your kernel, then the reference solution…"));
        ExerciseAttempt attempt = attemptExercise(exercise, source, cancel);
        Job job;
        job.compiled = attempt.compiled;
        job.outcome = attempt.run;
        job.verdict = attempt.verdict;
        job.exerciseId = exercise.id;
        job.source = source;
        if (!attempt.verdict && job.outcome.run)
            job.outcome.error = attempt.error;
        if (!attempt.verdict && !attempt.error.isEmpty() && job.compiled.kernel && !job.outcome.run)
            job.outcome.error = attempt.error;
        return job;
    });
}

void PlaygroundPage::startJob(std::function<Job(const std::atomic<bool>*, const Stage&)> work)
{
    m_files->showProgram(); // the marks and findings that come back are the program's lines
    m_progress->setFormat(tr("Compiling…"));
    m_status->setText(tr("Compiling…"));
    m_job.start([work = std::move(work)](JobProgress& progress) {
        // Each stage's name, shown as it starts (every one is delivered, none throttled).
        const Stage stage { [&progress](const QString& text) { progress.setText(text); },
            [&progress](int64_t done, int64_t total) {
                progress.setRange(0, total);
                progress.setValue(done);
            } };
        return work(progress.cancelFlag(), stage);
    });
}

RunProgressCallback PlaygroundPage::Stage::launchProgress(const std::optional<QString>& estimate) const
{
    auto pace = std::make_shared<ProgressPace>();
    return [stage = *this, pace, estimate](const RunProgress& p) {
        if (!pace->due(p))
            return;
        stage.text(estimate ? runProgressText(p) + u'\n' + *estimate : runProgressText(p));
        stage.blocks(p.blocksDone, p.blocks);
    };
}

void PlaygroundPage::cancel()
{
    m_job.cancel();
    m_cancel->setEnabled(false); // once is enough; the work stops at its next check
    m_status->setText(tr("Cancelling…"));
}

void PlaygroundPage::showFinished(const Job& job)
{
    m_files->setTree(job.tree); // a file the program now includes gets its tab
    m_results->setCompilerOutput(job.gpuOutput.isEmpty()
            ? job.compiled.output
            : job.compiled.output + u'\n' + tr("nvcc:") + u'\n' + job.gpuOutput);
    QList<CodeEditor::Mark> marks = compileMarks(job.compiled);
    if (!job.compiled.kernel) {
        showCompileFailure(job, marks);
        return;
    }
    if (job.isProgram) {
        showProgram(job, marks);
        return;
    }
    m_shownProgram.reset();
    m_program->setProgram(nullptr);
    m_program->hide();
    if (!job.outcome.run) {
        m_editor->setMarks(marks);
        m_status->setText(job.outcome.error);
        return;
    }
    auto run = std::make_shared<const UserRun>(*job.outcome.run);
    addFindingMarks(*run, marks);
    if (job.verdict) {
        showVerdict(job, run, marks);
        Q_EMIT runFinished();
        return;
    }
    m_editor->setMarks(marks);
    m_results->setRun(run);
    showRunStatus(job, *run);
    Q_EMIT runFinished();
}

void PlaygroundPage::showCompileFailure(const Job& job, const QList<CodeEditor::Mark>& marks)
{
    m_editor->setMarks(marks);
    m_results->setRun(nullptr);
    m_shownProgram.reset(); // nothing of an earlier run stays clickable over the edited code
    m_program->setProgram(nullptr);
    m_program->hide();
    arrangeRight();
    QString first;
    for (const Diagnostic& d : job.compiled.diagnostics)
        if (d.error) {
            first = d.line > 0 ? tr("line %1: %2").arg(d.line).arg(d.message) : d.message;
            break;
        }
    m_status->setText(first.isEmpty() ? job.compiled.error : job.compiled.error + u' ' + first);
}

void PlaygroundPage::showVerdict(
    const Job& job, const std::shared_ptr<const UserRun>& run, QList<CodeEditor::Mark> marks)
{
    m_results->setRun(run);
    m_results->setVerdict(*job.verdict, installedLanguage());
    // Problems of the hidden launches are marked on their lines too.
    for (const ShapeVerdict& shape : job.verdict->shapes)
        for (const ExerciseProblem& p : shape.problems)
            if (p.line > 0 && shape.hidden)
                marks << CodeEditor::Mark { p.line, true, p.message };
    m_editor->setMarks(marks);
    int failed = 0;
    for (const ShapeVerdict& shape : job.verdict->shapes)
        failed += shape.passed ? 0 : 1;
    m_exerciseBar->recordCheck(job.exerciseId, job.source, job.verdict->passed);
    if (job.verdict->passed) {
        m_status->setText(tr("Passed on all %n launch(es): the same result as the reference solution, within every "
                             "limit.",
            nullptr, int(job.verdict->shapes.size())));
    } else {
        m_status->setText(
            tr("Not yet: %1 of %n launch(es) fail, listed under Findings.", nullptr, int(job.verdict->shapes.size()))
                .arg(failed));
    }
}

void PlaygroundPage::showRunStatus(const Job& job, const UserRun& run)
{
    const QString compile
        = run.kernel.cached ? tr("compiled before") : tr("compiled in %1 s").arg(run.kernel.seconds, 0, 'f', 2);
    if (!run.findings.isEmpty()) {
        m_status->setText(tr("%n finding(s): see the marked lines and Findings.", nullptr, int(run.findings.size())));
        m_results->showFindings();
    } else if (job.gpu) {
        m_status->setText(tr("%1 threads ran in the emulator and on the GPU: every output element is the same.")
                              .arg(totalThreadsText(run.launch)));
    } else {
        const TraceCoverage& c = run.coverage;
        m_status->setText(c.blocks == 0 || c.whole()
                ? tr("%1 threads ran in %2 ms (%3); no findings.")
                      .arg(totalThreadsText(run.launch))
                      .arg(run.runSeconds * 1e3, 0, 'f', 1)
                      .arg(compile)
                : tr("%1 threads ran in %2 ms (%3), %4 of %5 blocks traced; no findings (see Findings for what was "
                     "checked).")
                      .arg(totalThreadsText(run.launch))
                      .arg(run.runSeconds * 1e3, 0, 'f', 1)
                      .arg(compile)
                      .arg(c.traced)
                      .arg(c.blocks));
    }
}

void PlaygroundPage::showProgram(const Job& job, QList<CodeEditor::Mark> marks)
{
    if (!job.program.program) {
        m_editor->setMarks(marks);
        m_status->setText(job.program.error);
        m_shownProgram.reset();
        m_program->setProgram(nullptr);
        m_program->hide();
        m_results->setRun(nullptr);
        arrangeRight();
        return;
    }
    auto program = std::make_shared<const UserProgram>(*job.program.program);
    for (const Finding& f : program->findings)
        if (f.line > 0)
            marks << CodeEditor::Mark { f.line, true, f.message };
    m_editor->setMarks(marks);
    m_shownProgram = program;
    m_program->setProgram(program);
    m_program->show();
    arrangeRight();
    showLaunch(m_program->launchIndex());
    if (!program->findings.isEmpty())
        m_status->setText(
            tr("%n finding(s): see the marked lines and Program findings.", nullptr, int(program->findings.size())));
    else if (program->finished)
        m_status->setText(tr("main ended with exit status %1; no findings.").arg(program->exitCode));
    else
        m_status->setText(tr("The program did not finish."));
    Q_EMIT runFinished();
}

void PlaygroundPage::showLaunch(int index)
{
    if (!m_shownProgram || index < 0 || index >= m_shownProgram->launches.size()) {
        m_results->setRun(nullptr);
        return;
    }
    // The launch's run shares the program's lifetime: it lives inside it.
    const UserRun& run = m_shownProgram->launches[index].run;
    m_results->setRun(std::shared_ptr<const UserRun>(m_shownProgram, &run));
    if (run.findings.isEmpty())
        m_results->showPicture();
    else
        m_results->showFindings();
}

void PlaygroundPage::openFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a CUDA kernel"), m_files->root(), tr("CUDA sources (*.cu *.cuh);;All files (*)"));
    if (path.isEmpty())
        return;
    // A file of the folder that is open stays in it; another one brings its own folder.
    const QString root
        = m_files->isOpen() && pathInside(m_files->root(), path) ? m_files->root() : QFileInfo(path).absolutePath();
    openProgram(path, root);
}

void PlaygroundPage::openFolder()
{
    const QString root = QFileDialog::getExistingDirectory(this, tr("Open a folder of CUDA programs"), m_files->root());
    if (root.isEmpty())
        return;
    // Its .cu files, to choose the program from: at most kMaxListed, found in at most kMaxVisited entries.
    constexpr int kMaxListed = 2000, kMaxVisited = 50000;
    QStringList programs;
    int visited = 0;
    QDirIterator it(root, { QStringLiteral("*.cu") }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext() && programs.size() < kMaxListed && ++visited < kMaxVisited)
        programs << QDir(root).relativeFilePath(it.next());
    programs.sort();
    if (programs.isEmpty()) {
        QMessageBox::information(this, tr("Open a folder of CUDA programs"),
            tr("%1 holds no .cu file.").arg(QDir::toNativeSeparators(root)));
        return;
    }
    bool ok = true;
    const QString chosen = programs.size() == 1
        ? programs.first()
        : QInputDialog::getItem(this, tr("Open a folder of CUDA programs"),
            tr("The program to run (%n .cu file(s) in the folder):", nullptr, int(programs.size())), programs, 0, false,
            &ok);
    if (ok && !chosen.isEmpty())
        openProgram(QDir(root).filePath(chosen), root);
}

void PlaygroundPage::openProgram(const QString& path, const QString& root)
{
    QString error;
    const auto bytes = readInputFile(path, kMaxKernelSourceBytes, &error);
    if (!bytes) {
        QMessageBox::warning(this, tr("Open a CUDA kernel"), error);
        return;
    }
    const QString source = QString::fromUtf8(*bytes);
    setSource(source, path);
    const auto program = pathInside(root, path);
    if (!program)
        return;
    m_files->openFolder(QFileInfo(root).canonicalFilePath(), *program);
    CompileOutcome refused;
    if (const auto tree = folderTree(m_files->folder(), source, &refused, hasMain(source))) {
        m_files->setTree(*tree);
        if (!tree->parts.isEmpty())
            m_status->setText(tr("%1 is linked with %n other file(s) of its folder without a main, as nvcc *.cu "
                                 "links them; they and the files it includes are in the tabs above the code.",
                nullptr, int(tree->parts.size()))
                                  .arg(m_fileName));
        else if (!tree->files.isEmpty())
            m_status->setText(tr(
                "%1 includes %n file(s) of its folder, in the tabs above the code.", nullptr, int(tree->files.size()))
                                  .arg(m_fileName));
    } else {
        m_status->setText(refused.error);
    }
}

bool PlaygroundPage::saveShownFile()
{
    const QString shown = m_files->shownFile();
    if (shown.isEmpty())
        return false;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save %1").arg(shown), QDir(m_files->root()).filePath(shown), tr("CUDA sources (*.cu *.cuh *.h)"));
    if (path.isEmpty())
        return true;
    QString error;
    if (!writeOutputFile(path, m_files->shownText().toUtf8(), &error)) {
        QMessageBox::warning(this, tr("Save %1").arg(shown), error);
        return true;
    }
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(QDir(m_files->root()).filePath(shown)).canonicalFilePath())
        m_files->markShownSaved();
    m_status->setText(tr("Saved %1.").arg(path));
    return true;
}

void PlaygroundPage::saveFile()
{
    if (saveShownFile()) // a file of the folder in its tab, as it is
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the kernel with its launch"), m_fileName, tr("CUDA sources (*.cu)"));
    if (path.isEmpty())
        return;
    QString error;
    if (programChosen()) { // a whole program launches its kernels itself: saved as it is
        if (!writeOutputFile(path, programText().toUtf8(), &error)) {
            QMessageBox::warning(this, tr("Save the kernel with its launch"), error);
            return;
        }
        m_fileName = QFileInfo(path).fileName();
        m_status->setText(tr("Saved %1.").arg(path));
        return;
    }
    const auto launch = parseLaunchOptions(m_launch->tokens(), &error);
    if (!launch) {
        QMessageBox::warning(this, tr("Save the kernel with its launch"), error);
        return;
    }
    // The launch travels in the file, as a comment: a teacher hands out one file that runs as written.
    const QString text = withLaunchComment(programText(), launchOptions(launch->spec, m_kernel->currentText()));
    if (!writeOutputFile(path, text.toUtf8(), &error)) {
        QMessageBox::warning(this, tr("Save the kernel with its launch"), error);
        return;
    }
    m_fileName = QFileInfo(path).fileName();
    if (text != programText()) {
        QTextCursor all(m_editor->document()); // one undo step, not a new document
        all.select(QTextCursor::Document);
        all.insertText(text);
    }
    m_status->setText(tr("Saved %1 with its launch.").arg(path));
}

void PlaygroundPage::setPresentation(bool on)
{
    m_results->setPalette(on ? MappingPalette::presentation() : MappingPalette());
    // Presented, a long line wraps at the editor's edge: the room reads it without scrolling.
    m_editor->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
}

} // namespace cvz
