#include "lessonspanel.h"

#include "util/chinesespacing.h"
#include "util/linebreaks.h"

#include "i18n/language.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>

namespace cvz {

namespace {
const auto kLessonKey = QStringLiteral("lessons/lesson");
const auto kStepKey = QStringLiteral("lessons/step");
} // namespace

LessonsPanel::LessonsPanel(QStringList folders, QWidget* parent)
    : QWidget(parent)
    , m_folders(std::move(folders))
    , m_lessons(new QComboBox(this))
    , m_counter(new QLabel(this))
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_question(new QLabel(this))
    , m_noGpu(new QLabel(this))
    , m_openResults(new QPushButton(tr("Open GPU results…"), this))
    , m_errors(new QLabel(this))
    , m_back(new QPushButton(tr("‹ &Back"), this))
    , m_showMe(new QPushButton(tr("&Show me"), this))
    , m_next(new QPushButton(tr("&Next ›"), this))
{
    setObjectName(QStringLiteral("lessonsPanel"));
    setupStepWidgets();
    setupNoGpuNotice();
    buildLayout();
    connect(m_lessons, &QComboBox::currentIndexChanged, this, [this](int lesson) { setCurrent(lesson, 0); });
    connect(m_back, &QPushButton::clicked, this, &LessonsPanel::previousStep);
    connect(m_next, &QPushButton::clicked, this, &LessonsPanel::nextStep);
    connect(m_showMe, &QPushButton::clicked, this, &LessonsPanel::showMe);
    reload();
}

void LessonsPanel::setupStepWidgets()
{
    m_lessons->setObjectName(QStringLiteral("lessonChoice"));
    // Its width does not follow the longest title: the dock may be narrow on a laptop, and the
    // list shows the titles whole.
    m_lessons->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lessons->setMinimumContentsLength(16);
    m_showMe->setObjectName(QStringLiteral("showMe"));
    m_showMe->setToolTip(tr("Set the app up for this step: the page, the launch or the benchmark it talks about"));
    m_showMe->setDefault(true);
    m_back->setObjectName(QStringLiteral("lessonBack"));
    m_next->setObjectName(QStringLiteral("lessonNext"));
    m_title->setObjectName(QStringLiteral("lessonStepTitle"));
    m_title->setTextFormat(Qt::RichText);
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_question->setObjectName(QStringLiteral("lessonQuestion"));
    m_errors->setObjectName(QStringLiteral("lessonErrors"));
    updateTitleFont();
    for (QLabel* label : { m_title, m_text, m_question, m_errors }) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        // The step's text and question are escaped, with `code` in monospace: "i < n" is not a tag.
        label->setTextFormat(label == m_question || label == m_text ? Qt::RichText : Qt::PlainText);
    }
    m_errors->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_errors->hide();
}

void LessonsPanel::setupNoGpuNotice()
{
    m_noGpu->setObjectName(QStringLiteral("lessonNoGpu"));
    m_noGpu->setText(tr("This lesson measures a GPU, and this machine has none. Open results measured on a machine "
                        "with one (on a lab machine: cudaviz bench --json results.json), and the charts show its GPU "
                        "beside this CPU; or go on with the CPU backends alone: the steps below are worded for that."));
    m_noGpu->setWordWrap(true);
    m_noGpu->setFrameShape(QFrame::StyledPanel);
    m_noGpu->setMargin(6);
    m_noGpu->hide();
    m_openResults->setObjectName(QStringLiteral("lessonOpenResults"));
    m_openResults->setToolTip(tr("Open a results file measured on a machine with an NVIDIA GPU (on a lab machine: "
                                 "cudaviz bench --json results.json): the charts show its GPU beside this CPU"));
    m_openResults->hide();
    connect(m_openResults, &QPushButton::clicked, this, &LessonsPanel::openResultsRequested);
}

QHBoxLayout* LessonsPanel::buildFileRow()
{
    auto* openFolderButton = new QPushButton(tr("Your lessons…"), this);
    openFolderButton->setToolTip(
        tr("Open the folder for your own lesson files (*.json, format in docs/lessons.md), then press Reload"));
    auto* reloadButton = new QPushButton(tr("Reload"), this);
    reloadButton->setObjectName(QStringLiteral("lessonsReload"));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(openFolderButton);
    fileRow->addWidget(reloadButton);
    fileRow->addStretch(1);
    connect(openFolderButton, &QPushButton::clicked, this, &LessonsPanel::openFolder);
    connect(reloadButton, &QPushButton::clicked, this, &LessonsPanel::reload);
    return fileRow;
}

void LessonsPanel::buildLayout()
{
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_showMe, 1);
    buttons->addWidget(m_next);
    QHBoxLayout* fileRow = buildFileRow();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_lessons);
    layout->addWidget(m_counter);
    layout->addWidget(m_noGpu);
    layout->addWidget(m_openResults, 0, Qt::AlignLeft);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_question);
    layout->addLayout(buttons);
    layout->addStretch(1);
    layout->addWidget(m_errors);
    layout->addLayout(fileRow);
}

QString LessonsPanel::userLessonFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("lessons"));
}

int LessonsPanel::lessonIndex() const
{
    return m_lessons->currentIndex();
}

const LessonStep* LessonsPanel::currentStep() const
{
    const int lesson = lessonIndex();
    if (lesson < 0 || lesson >= int(m_library.lessons.size()))
        return nullptr;
    const auto& steps = m_library.lessons[size_t(lesson)].steps;
    return m_step < int(steps.size()) ? &steps[size_t(m_step)] : nullptr;
}

QString LessonsPanel::errorText() const
{
    return m_errors->isHidden() ? QString() : m_errors->text();
}

void LessonsPanel::reload()
{
    const QSettings settings;
    const QString savedId = settings.value(kLessonKey).toString();
    const int savedStep = settings.value(kStepKey, 0).toInt();
    m_library = loadLessons(m_folders);
    const QString language = installedLanguage();
    const QSignalBlocker blocker(m_lessons);
    m_lessons->clear();
    int current = 0;
    for (size_t i = 0; i < m_library.lessons.size(); ++i) {
        m_lessons->addItem(m_library.lessons[i].title.text(language));
        if (m_library.lessons[i].id == savedId)
            current = int(i);
    }
    m_lessons->view()->setMinimumWidth(m_lessons->view()->sizeHintForColumn(0) + 24); // the list: whole titles
    m_errors->setText(m_library.errors.isEmpty()
            ? QString()
            : tr("These lesson files could not be read; the other lessons work. Fix the file and press "
                 "Reload:\n%1")
                  .arg(m_library.errors.join(QLatin1Char('\n'))));
    m_errors->setVisible(!m_library.errors.isEmpty());
    setCurrent(current, savedStep);
}

void LessonsPanel::setCurrent(int lesson, int step)
{
    if (lesson < 0 || lesson >= int(m_library.lessons.size())) {
        updateStep();
        return;
    }
    const QSignalBlocker blocker(m_lessons);
    m_lessons->setCurrentIndex(lesson);
    m_step = std::clamp(step, 0, int(m_library.lessons[size_t(lesson)].steps.size()) - 1);
    QSettings settings;
    settings.setValue(kLessonKey, m_library.lessons[size_t(lesson)].id);
    settings.setValue(kStepKey, m_step);
    updateStep();
}

void LessonsPanel::nextStep()
{
    // After a lesson's last step comes the next lesson's first.
    const int lesson = lessonIndex();
    if (lesson >= 0 && m_step + 1 >= int(m_library.lessons[size_t(lesson)].steps.size())) {
        if (lesson + 1 < int(m_library.lessons.size()))
            setCurrent(lesson + 1, 0);
        return;
    }
    setCurrent(lesson, m_step + 1);
}

void LessonsPanel::nextLesson()
{
    const int lesson = lessonIndex();
    if (lesson >= 0 && lesson + 1 < int(m_library.lessons.size()))
        setCurrent(lesson + 1, 0);
}

void LessonsPanel::previousStep()
{
    // Before a lesson's first step comes the previous lesson's last.
    const int lesson = lessonIndex();
    if (lesson > 0 && m_step == 0) {
        setCurrent(lesson - 1, int(m_library.lessons[size_t(lesson - 1)].steps.size()) - 1);
        return;
    }
    setCurrent(lesson, m_step - 1);
}

void LessonsPanel::showMe()
{
    if (const LessonStep* step = currentStep())
        Q_EMIT showRequested(step->show);
}

QString LessonsPanel::stepHeading() const
{
    const LessonStep* step = currentStep();
    if (!step)
        return tr("No lessons found.");
    const QString language = installedLanguage();
    const Lesson& lesson = m_library.lessons[size_t(lessonIndex())];
    // Plain text, marked for line breaking as the lessons' text is (a title may be a formula).
    return keepWordsAndOperandsWhole(tidyChineseSpacing(tr("%1 · Step %2 of %3: %4")
                                                            .arg(lesson.title.text(language))
                                                            .arg(m_step + 1)
                                                            .arg(lesson.steps.size())
                                                            .arg(step->title.text(language))));
}

QString LessonsPanel::stepRichText() const
{
    const QString question = m_question->text();
    return question.isEmpty() ? m_text->text() : m_text->text() + QStringLiteral("<br>") + question;
}

bool LessonsPanel::canGoBack() const
{
    return m_back->isEnabled();
}

bool LessonsPanel::canGoOn() const
{
    return m_next->isEnabled();
}

void LessonsPanel::updateStep()
{
    const LessonStep* step = currentStep();
    const QString language = installedLanguage();
    const int steps = step ? int(m_library.lessons[size_t(lessonIndex())].steps.size()) : 0;
    m_counter->setText(step ? tr("Step %1 of %2").arg(m_step + 1).arg(steps) : tr("No lessons found."));
    m_title->setText(step ? lessonRichText(step->title.text(language)) : QString()); // "i = ..." breaks as code
    // A lesson that measures a GPU, on a machine without one: its steps as worded for the CPU
    // alone, and at its start what can be done here.
    const bool cpuOnly = step && !m_gpu && m_library.lessons[size_t(lessonIndex())].needsGpu;
    const bool cpuWording = cpuOnly && !step->cpuText.isEmpty();
    m_noGpu->setVisible(cpuOnly && m_step == 0);
    m_openResults->setVisible(cpuOnly && m_step == 0);
    m_text->setText(step ? lessonRichText((cpuWording ? step->cpuText : step->text).text(language)) : QString());
    const QString question = step ? (cpuWording ? step->cpuQuestion : step->question).text(language) : QString();
    m_question->setText(question.isEmpty() ? QString() : tr("<b>Think about it:</b> %1").arg(lessonRichText(question)));
    m_question->setVisible(!question.isEmpty());
    const bool lastLesson = lessonIndex() + 1 >= int(m_library.lessons.size());
    m_back->setEnabled(step && (m_step > 0 || lessonIndex() > 0));
    m_next->setEnabled(step && (m_step + 1 < steps || !lastLesson));
    // One mnemonic in both texts (Alt+N); Alt+L, the View menu's "Next lesson", always skips a lesson.
    m_next->setText(step && m_step + 1 >= steps && !lastLesson ? tr("&Next lesson ›") : tr("&Next ›"));
    m_showMe->setEnabled(step != nullptr);
    Q_EMIT stepChanged();
}

void LessonsPanel::setGpuAvailable(bool available)
{
    if (available == m_gpu)
        return;
    m_gpu = available;
    updateStep();
}

void LessonsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        updateTitleFont(); // presentation mode scales the panel's font; the title follows
    QWidget::changeEvent(event);
}

void LessonsPanel::updateTitleFont()
{
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.2);
    m_title->setFont(title);
}

void LessonsPanel::openFolder()
{
    const QString folder = userLessonFolder();
    QDir().mkpath(folder);
    QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
}

} // namespace cvz
