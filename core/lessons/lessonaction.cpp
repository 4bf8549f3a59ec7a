#include "lessonaction.h"

#include "bench/benchrequest.h"
#include "mapping/mappingform.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Lesson)
};

const std::map<QString, LessonPage>& pages()
{
    static const std::map<QString, LessonPage> table {
        { QStringLiteral("devices"), LessonPage::Devices },
        { QStringLiteral("mapping"), LessonPage::Mapping },
        { QStringLiteral("benchmark"), LessonPage::Benchmark },
        { QStringLiteral("charts"), LessonPage::Charts },
    };
    return table;
}

// The fields each page understands; anything else is a typo worth reporting.
QStringList names(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* name : list)
        out << QString::fromLatin1(name);
    return out;
}

const QStringList& fieldsOf(LessonPage page)
{
    static const std::map<LessonPage, QStringList> table {
        { LessonPage::Devices, names({ "page" }) },
        { LessonPage::Mapping,
            names({ "page", "kernel", "block", "grid", "guard", "thread", "step", "panel", "instruction", "registers",
                "shared" })
                + mappingSizeKeys() },
        { LessonPage::Benchmark, names({ "page", "sizes", "backends", "run", "pinned", "keep" }) },
        { LessonPage::Charts, names({ "page", "chart", "metric" }) },
    };
    return table.at(page);
}

// The JSON value as a whole number in [lowest, highest]; nothing for text, fractions or
// numbers out of range (the conversion itself is checkedmath's wholeNumber).
std::optional<int64_t> wholeNumberIn(const QJsonValue& value, double lowest, double highest)
{
    const double number = value.toDouble();
    if (!value.isDouble() || !(number >= lowest && number <= highest))
        return std::nullopt;
    return wholeNumber(number);
}

// Why `value` is not a whole number in [lowest, highest], in words that fit the value.
QString countProblem(const QString& field, const QJsonValue& value, double lowest, double highest)
{
    // Every digit of a count (16777217, not 1.67772e+07), exponents only past 10^15.
    const auto shown
        = [](double v) { return std::fabs(v) < 1e15 ? QString::number(v, 'f', 0) : QString::number(v, 'g', 6); };
    const double number = value.toDouble();
    if (value.isDouble() && number == std::floor(number) && number > highest)
        return Tr::tr("%1 = %2 is too large (at most %3)").arg(field, shown(number), shown(highest));
    return Tr::tr("%1 must be a whole number from %2 to %3").arg(field, shown(lowest), shown(highest));
}

std::optional<int64_t> readCount(const QJsonObject& show, const QString& key, QString* error)
{
    const double highest = double(kMaxPictureElements);
    const auto count = wholeNumberIn(show.value(key), 1, highest);
    if (!count)
        *error = countProblem(QStringLiteral("show.") + key, show.value(key), 1, highest);
    return count;
}

// [x], [x, y] or [x, y, z].
std::optional<Dim3> readDim3(const QJsonObject& show, const QString& key, QString* error)
{
    const QJsonArray array = show.value(key).toArray();
    int64_t parts[3] = { 1, 1, 1 };
    bool ok = show.value(key).isArray() && !array.isEmpty() && array.size() <= 3;
    for (int i = 0; ok && i < array.size(); ++i) {
        const auto part = wholeNumberIn(array.at(i), 1, 2147483647.0);
        ok = part.has_value();
        parts[i] = part.value_or(1);
    }
    if (!ok) {
        *error = Tr::tr("show.%1 must be [x], [x, y] or [x, y, z] with whole numbers from 1 to %2")
                     .arg(key)
                     .arg(2147483647);
        return std::nullopt;
    }
    return Dim3 { parts[0], parts[1], parts[2] };
}

// The show's launch as a MappingForm: its sizes by the catalog's keys (a count, or a text such
// as a matmul's "64x64x64"), its block and grid if given, its guard.
std::optional<MappingSetup> readSetup(const QJsonObject& show, QString* error)
{
    MappingForm form;
    form.kernel = show.value(QStringLiteral("kernel")).toString();
    form.fieldPrefix = QStringLiteral("show.");
    for (const QString& key : mappingSizeKeys()) {
        const QJsonValue value = show.value(key);
        if (value.isUndefined())
            continue;
        if (value.isString()) {
            form.sizes[key] = value.toString();
            continue;
        }
        const auto count = readCount(show, key, error);
        if (!count)
            return std::nullopt;
        form.sizes[key] = QString::number(*count);
    }
    for (const auto& [key, target] : { std::pair { "block", &form.block }, std::pair { "grid", &form.grid } })
        if (show.contains(QLatin1String(key))) {
            *target = readDim3(show, QString::fromLatin1(key), error);
            if (!*target)
                return std::nullopt;
        }
    if (show.contains(QStringLiteral("guard"))) {
        if (!show.value(QStringLiteral("guard")).isBool()) {
            *error = Tr::tr("show.guard must be true or false");
            return std::nullopt;
        }
        form.guard = show.value(QStringLiteral("guard")).toBool();
    }
    return buildMappingSetup(form, error);
}

// The occupancy box's "registers" and "shared", which need the Memory tab.
bool readWhatIf(const QJsonObject& show, bool memoryPanel, LessonAction& action, QString* error)
{
    struct Field
    {
        const char* key;
        double lowest, highest;
        std::optional<int>* target;
    };
    for (const Field& f :
        { Field { "registers", 1, 255, &action.registers }, Field { "shared", 0, 227 * 1024, &action.sharedBytes } }) {
        const QString key = QString::fromLatin1(f.key);
        if (!show.contains(key))
            continue;
        if (!memoryPanel) {
            *error = Tr::tr("show.%1 needs \"panel\": \"memory\" (the occupancy box is on the Memory tab)").arg(key);
            return false;
        }
        const auto value = wholeNumberIn(show.value(key), f.lowest, f.highest);
        if (!value) {
            *error = Tr::tr("show.%1 must be a whole number from %2 to %3").arg(key).arg(f.lowest).arg(f.highest);
            return false;
        }
        *f.target = int(*value);
    }
    return true;
}

bool readMapping(const QJsonObject& show, LessonAction& action, QString* error)
{
    const auto read = readSetup(show, error);
    if (!read)
        return false;
    const MappingSetup& setup = *read;
    if (const auto problem = validateSetup(setup)) {
        *error = Tr::tr("the launch cannot be shown: %1").arg(*problem);
        return false;
    }
    if (show.contains(QStringLiteral("thread"))) {
        const int64_t last = setup.launch.totalThreads() - 1;
        const auto thread = wholeNumberIn(show.value(QStringLiteral("thread")), 0, static_cast<double>(last));
        if (!thread) {
            *error = Tr::tr("show.thread must be a thread number from 0 to %1").arg(last);
            return false;
        }
        action.thread = thread;
    }
    if (show.contains(QStringLiteral("step"))) {
        const QString step = show.value(QStringLiteral("step")).toString();
        if (step == QStringLiteral("warp"))
            action.step = StepMode::Warp;
        else if (step == QStringLiteral("block"))
            action.step = StepMode::Block;
        else if (step != QStringLiteral("thread")) {
            *error = Tr::tr("show.step must be \"thread\", \"warp\" or \"block\"");
            return false;
        }
    }
    const QString panel = show.value(QStringLiteral("panel")).toString(QStringLiteral("code"));
    if (panel != QStringLiteral("code") && panel != QStringLiteral("memory")) {
        *error = Tr::tr("show.panel must be \"code\" or \"memory\"");
        return false;
    }
    if (show.contains(QStringLiteral("instruction")) && panel != QStringLiteral("memory")) {
        *error = Tr::tr("show.instruction needs \"panel\": \"memory\"");
        return false;
    }
    if (panel == QStringLiteral("memory")) {
        action.memoryInstruction = 1;
        if (show.contains(QStringLiteral("instruction"))) {
            // A warp makes at most a few million instructions in a trace the page can hold.
            const auto instruction = wholeNumberIn(show.value(QStringLiteral("instruction")), 1, 1e9);
            if (!instruction) {
                *error = Tr::tr("show.instruction must be a whole number from 1 (the warp's first memory instruction)");
                return false;
            }
            action.memoryInstruction = int(*instruction);
        }
    }
    action.mapping = setup;
    return readWhatIf(show, panel == QStringLiteral("memory"), action, error);
}

bool readBenchmark(const QJsonObject& show, LessonAction& action, QString* error)
{
    const QJsonValue sizes = show.value(QStringLiteral("sizes"));
    if (sizes.isArray()) {
        QStringList parts;
        for (const QJsonValue& size : sizes.toArray())
            parts << (size.isDouble() ? QString::number(size.toDouble(), 'g', 17) : QStringLiteral("?"));
        action.sizes = parts.join(QLatin1Char(','));
    } else {
        action.sizes = sizes.toString();
    }
    QString reason;
    if (!parseSizes(action.sizes, &reason)) {
        *error = Tr::tr("show.sizes: %1").arg(reason);
        return false;
    }
    const QJsonArray backends = show.value(QStringLiteral("backends")).toArray();
    for (const QJsonValue& value : backends) {
        const auto backend = backendFromKey(value.toString());
        if (!backend) {
            *error = Tr::tr("show.backends: '%1' is not a backend; use cpu-naive, cpu-eigen, gpu-naive, gpu-coalesced, "
                            "gpu-tiled, gpu-tiled-2d, gpu-cublas, gpu-cublas-tf32 or gpu-cublas-fp16")
                         .arg(value.toString());
            return false;
        }
        action.backends.push_back(*backend);
    }
    if (action.backends.empty()) {
        *error = Tr::tr("show.backends must list at least one backend, e.g. [\"cpu-eigen\", \"gpu-cublas\"]");
        return false;
    }
    action.run = show.value(QStringLiteral("run")).toBool(false);
    if (show.contains(QStringLiteral("pinned"))) {
        if (!show.value(QStringLiteral("pinned")).isBool()) {
            *error = Tr::tr("show.pinned must be true (page-locked copies) or false (pageable)");
            return false;
        }
        action.pinned = show.value(QStringLiteral("pinned")).toBool();
    }
    if (show.contains(QStringLiteral("keep"))) {
        if (!show.value(QStringLiteral("keep")).isBool()) {
            *error = Tr::tr("show.keep must be true (keep the earlier results) or false");
            return false;
        }
        action.keep = show.value(QStringLiteral("keep")).toBool();
    }
    return true;
}

bool readCharts(const QJsonObject& show, LessonAction& action, QString* error)
{
    if (show.contains(QStringLiteral("chart"))) {
        action.chart = chartKindFromKey(show.value(QStringLiteral("chart")).toString());
        if (!action.chart) {
            *error = Tr::tr("show.chart must be bars, stacked, sweep or speedup");
            return false;
        }
    }
    if (show.contains(QStringLiteral("metric"))) {
        const QString metric = show.value(QStringLiteral("metric")).toString();
        if (metric != QLatin1String("time") && metric != QLatin1String("gflops")) {
            *error = Tr::tr("show.metric must be time or gflops");
            return false;
        }
        action.metric = metric == QLatin1String("time") ? ChartMetric::TimeMs : ChartMetric::Gflops;
    }
    return true;
}

} // namespace

QString lessonPageKey(LessonPage page)
{
    for (const auto& [key, value] : pages())
        if (value == page)
            return key;
    return {};
}

std::optional<LessonAction> parseLessonAction(const QJsonObject& show, QString* error)
{
    const QString pageKey = show.value(QStringLiteral("page")).toString();
    const auto page = pages().find(pageKey);
    if (page == pages().end()) {
        *error = Tr::tr("show.page '%1' is not a page; use devices, mapping, benchmark or charts").arg(pageKey);
        return std::nullopt;
    }
    LessonAction action;
    action.page = page->second;
    for (auto it = show.begin(); it != show.end(); ++it) {
        if (!fieldsOf(action.page).contains(it.key())) {
            *error = Tr::tr("show.%1 does not apply to the %2 page").arg(it.key(), pageKey);
            return std::nullopt;
        }
    }
    bool ok = true;
    switch (action.page) {
    case LessonPage::Devices:
        break;
    case LessonPage::Mapping:
        ok = readMapping(show, action, error);
        break;
    case LessonPage::Benchmark:
        ok = readBenchmark(show, action, error);
        break;
    case LessonPage::Charts:
        ok = readCharts(show, action, error);
        break;
    }
    return ok ? std::optional(action) : std::nullopt;
}

} // namespace cvz
