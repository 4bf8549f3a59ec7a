#include "mappingoptions.h"

#include "clicommon.h"

#include <QCoreApplication>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::MappingOptions)
};

// The option of one size key, its help from the catalog: the kernels that take it, and for a
// shape key its parts ("MxKxN") and its default.
QCommandLineOption sizeOption(const QString& key)
{
    const TeachingKernelInfo* first = nullptr;
    for (int i = 0; i < kTeachingKernelCount && !first; ++i)
        if (sizeKeysOf(kernelAt(i)).contains(key))
            first = &kernelAt(i);
    const auto label = [](const char* text) { return QCoreApplication::translate("cvz::TeachingKernels", text); };
    if (first->shapeKey) {
        QStringList labels, side;
        for (int i = 0; i < first->sizeCount(); ++i) {
            labels << label(first->sizes[i].label);
            side << QString::number(kDefaultFormSide);
        }
        return QCommandLineOption(key,
            Tr::tr("%1 in one value: %2 (default %3).")
                .arg(labels.join(QStringLiteral(" x ")), kernelsTaking(key), side.join(QLatin1Char('x'))),
            shapeLetters(*first));
    }
    int index = 0;
    while (QString::fromLatin1(first->sizes[index].key) != key)
        ++index;
    return QCommandLineOption(
        key, Tr::tr("%1: %2.").arg(label(first->sizes[index].label), kernelsTaking(key)), key.toUpper());
}
} // namespace

MappingOptions::MappingOptions()
    : m_kernel(QStringLiteral("kernel"), Tr::tr("One of: %1.").arg(allKernelKeys()), QStringLiteral("name"),
        QStringLiteral("vecadd"))
    , m_grid(QStringLiteral("grid"), Tr::tr("gridDim X[,Y[,Z]] (default: fit the problem)."), QStringLiteral("dims"))
    , m_block(QStringLiteral("block"),
          Tr::tr("blockDim X[,Y[,Z]] (default: the kernel's usual block; the matmuls' bench launch)."),
          QStringLiteral("dims"))
    , m_noGuard(QStringLiteral("no-guard"), Tr::tr("Drop the index kernels' guard: see the bad writes."))
{
    // Each size the catalog names is an option: a new kernel's file adds its own.
    for (const QString& key : mappingSizeKeys())
        m_sizes.push_back(sizeOption(key));
}

void MappingOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOption(m_kernel);
    for (const QCommandLineOption& o : m_sizes)
        parser.addOption(o);
    parser.addOptions({ m_grid, m_block, m_noGuard });
}

std::optional<MappingSetup> MappingOptions::read(const QCommandLineParser& parser, QString* error) const
{
    MappingForm form;
    form.kernel = parser.value(m_kernel);
    form.defaultShapeWhenMissing = true;
    for (const QCommandLineOption& o : m_sizes)
        if (parser.isSet(o))
            form.sizes[o.names().first()] = parser.value(o);
    for (const auto& [option, target] : { std::pair { &m_block, &form.block }, std::pair { &m_grid, &form.grid } })
        if (parser.isSet(*option)) {
            QString why;
            *target = parseDim3(parser.value(*option), &why);
            if (!*target) {
                *error = why.isEmpty() ? Tr::tr("--%1 '%2' is not X[,Y[,Z]] with whole numbers")
                                             .arg(option->names().first(), parser.value(*option))
                                       : QStringLiteral("--%1: %2").arg(option->names().first(), why);
                return std::nullopt;
            }
        }
    if (parser.isSet(m_noGuard))
        form.guard = false;
    return buildMappingSetup(form, error);
}

} // namespace cvz
