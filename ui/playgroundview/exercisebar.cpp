#include "exercisebar.h"

#include "i18n/language.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace cvz {

namespace {
const auto kFilesKey = QStringLiteral("exercises/files"); // the exercise files a teacher added
} // namespace

ExerciseBar::ExerciseBar(QWidget* parent)
    : QWidget(parent)
    , m_exercises(builtInExercises())
    , m_choice(new QComboBox(this))
    , m_task(new QLabel(this))
    , m_check(new QPushButton(tr("Chec&k"), this))
    , m_restart(new QPushButton(tr("Start over"), this))
{
    m_choice->setObjectName(QStringLiteral("exerciseChoice"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(16);
    m_check->setObjectName(QStringLiteral("exerciseCheck"));
    m_check->setToolTip(tr("Run your kernel and the reference solution, then compare the results and the limits."));
    m_restart->setToolTip(tr("Replace the editor's text with the exercise's starter kernel."));
    m_task->setObjectName(QStringLiteral("exerciseTask"));
    m_task->setWordWrap(true);
    m_task->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_task->setFrameShape(QFrame::StyledPanel);
    m_task->setMargin(6);
    auto* row = new QHBoxLayout;
    row->addWidget(m_choice, 1);
    row->addWidget(m_restart);
    row->addWidget(m_check);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_task);
    m_builtIn = m_exercises.size();
    // The files a teacher added before: again, those that are still there and valid.
    for (const QString& path : QSettings().value(kFilesKey).toStringList()) {
        QString error;
        if (!addExerciseFile(path, &error))
            qWarning("exercise file %s: %s", qPrintable(path), qPrintable(error));
    }
    refreshTitles();
    showTask();
    connect(m_choice, &QComboBox::activated, this, [this](int index) {
        if (index == openFileIndex()) {
            openFile();
            return;
        }
        m_chosen = index;
        showTask();
        if (const Exercise* e = current())
            Q_EMIT started(*e, false);
    });
    connect(m_restart, &QPushButton::clicked, this, [this] {
        const Exercise* e = current();
        if (e
            && QMessageBox::question(this, tr("Start over"),
                   tr("Replace your kernel for %1 with the exercise's starter? Your code for it is not kept.")
                       .arg(e->title.text(installedLanguage())))
                == QMessageBox::Yes)
            Q_EMIT started(*e, true);
    });
    connect(m_check, &QPushButton::clicked, this, [this] {
        if (const Exercise* e = current())
            Q_EMIT checkRequested(*e);
    });
}

const Exercise* ExerciseBar::current() const
{
    const int k = m_choice->currentIndex() - 1;
    return k >= 0 && k < m_exercises.size() ? &m_exercises[k] : nullptr;
}

bool ExerciseBar::isPassed(const QString& id)
{
    return isExercisePassed(id);
}

void ExerciseBar::recordCheck(const QString& id, const QString& code, bool passed)
{
    saveExerciseCode(id, code);
    recordExerciseCheck(id, code, passed);
    refreshTitles();
}

void ExerciseBar::choose(const QString& id)
{
    if (id.isEmpty()) {
        m_chosen = 0;
        m_choice->setCurrentIndex(0);
        showTask();
        return;
    }
    for (int k = 0; k < m_exercises.size(); ++k)
        if (m_exercises[k].id == id) {
            m_chosen = int(k) + 1;
            m_choice->setCurrentIndex(k + 1);
            showTask();
            Q_EMIT started(m_exercises[k], false);
        }
}

bool ExerciseBar::addExerciseFile(const QString& path, QString* error)
{
    const auto e = loadExerciseFile(path, error);
    if (!e)
        return false;
    // (loadExerciseFile refuses a built-in exercise's id.)
    const QString file = QFileInfo(path).absoluteFilePath();
    bool replaced = false;
    for (qsizetype k = m_builtIn; k < m_exercises.size(); ++k) {
        if (m_exercises[k].id != e->id)
            continue;
        // The student's code and pass mark go by id: another file may not take them over.
        if (QFileInfo(m_exercises[k].source).absoluteFilePath() != file) {
            *error = tr("%1: the id '%2' is already the exercise of %3; give one of the files another id.")
                         .arg(path, e->id, m_exercises[k].source);
            return false;
        }
        m_exercises[k] = *e;
        replaced = true;
    }
    if (!replaced)
        m_exercises.push_back(*e);
    QSettings settings;
    QStringList files = settings.value(kFilesKey).toStringList();
    if (!files.contains(file))
        settings.setValue(kFilesKey, files << file);
    refreshTitles();
    return true;
}

void ExerciseBar::openFile()
{
    // The "Open" entry is not an exercise: whatever happens, the list shows one again.
    m_choice->setCurrentIndex(m_chosen);
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open an exercise file"), QString(), tr("Exercise files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!addExerciseFile(path, &error)) {
        QMessageBox::warning(this, tr("Open an exercise file"), error);
        return;
    }
    if (const auto e = loadExerciseFile(path, &error))
        choose(e->id);
}

void ExerciseBar::setChecking(bool checking)
{
    m_check->setEnabled(!checking);
}

void ExerciseBar::refreshTitles()
{
    const int index = std::max(0, m_choice->currentIndex());
    QSignalBlocker block(m_choice);
    m_choice->clear();
    int passed = 0;
    for (const Exercise& e : m_exercises)
        passed += isPassed(e.id);
    m_choice->addItem(tr("Exercises (%1 of %2 passed)…").arg(passed).arg(m_exercises.size()));
    for (qsizetype k = 0; k < m_exercises.size(); ++k) {
        const Exercise& e = m_exercises[k];
        QString title
            = (isPassed(e.id) ? QStringLiteral("✓ ") : QStringLiteral("    ")) + e.title.text(installedLanguage());
        if (k >= m_builtIn)
            title += QStringLiteral(" (%1)").arg(QFileInfo(e.source).fileName());
        m_choice->addItem(title);
    }
    m_choice->addItem(tr("Open an exercise file…"));
    m_choice->setCurrentIndex(index == openFileIndex() ? 0 : index);
}

void ExerciseBar::showTask()
{
    const Exercise* e = current();
    m_task->setVisible(e);
    m_check->setVisible(e);
    m_restart->setVisible(e);
    if (e)
        m_task->setText(QStringLiteral("<b>%1</b><br>%2")
                            .arg(e->title.text(installedLanguage()).toHtmlEscaped(),
                                e->task.text(installedLanguage()).toHtmlEscaped()));
}

} // namespace cvz
