#include "mappingform.h"

#include "util/wholenumber.h"

#include <QCoreApplication>
#include <algorithm>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::MappingForm)
};

QString kernelText(const char* text)
{
    return QCoreApplication::translate("cvz::TeachingKernels", text);
}

// The sizes from the form's texts, in the order of the kernel's sizes.
std::optional<KernelShape> readSizes(const TeachingKernelInfo& info, const MappingForm& form, QString* error)
{
    const QString kernel = QString::fromLatin1(info.key);
    const QStringList taken = sizeKeysOf(info);
    for (const auto& [key, text] : form.sizes)
        if (!taken.contains(key)) {
            *error = Tr::tr("%1%2 does not apply to %3").arg(form.fieldPrefix, key, kernel);
            return std::nullopt;
        }
    KernelShape shape;
    const auto number = [&](const QString& field, const QString& text) -> std::optional<int64_t> {
        QString why;
        const auto value = parseWholeNumber(text.trimmed(), &why);
        if (!value)
            *error = QStringLiteral("%1%2: %3").arg(form.fieldPrefix, field, why);
        return value;
    };
    if (info.shapeKey) {
        const QString key = QString::fromLatin1(info.shapeKey);
        const auto given = form.sizes.find(key);
        if (given == form.sizes.end()) {
            if (!form.defaultShapeWhenMissing) {
                *error = Tr::tr("%1 needs %2%3").arg(kernel, form.fieldPrefix, key);
                return std::nullopt;
            }
            for (int i = 0; i < info.sizeCount(); ++i)
                shape[i] = kDefaultFormSide;
            return shape;
        }
        const QStringList parts = given->second.split(QLatin1Char('x'), Qt::KeepEmptyParts, Qt::CaseInsensitive);
        if (parts.size() != info.sizeCount()) {
            *error = Tr::tr("%1%2 '%3' is not %4: %5 sizes joined by x")
                         .arg(form.fieldPrefix, key, given->second, shapeLetters(info))
                         .arg(info.sizeCount());
            return std::nullopt;
        }
        for (int i = 0; i < info.sizeCount(); ++i) {
            const auto value = number(key, parts[i]);
            if (!value)
                return std::nullopt;
            shape[i] = *value;
        }
        return shape;
    }
    for (int i = 0; i < info.sizeCount(); ++i) {
        const QString key = QString::fromLatin1(info.sizes[i].key);
        const auto given = form.sizes.find(key);
        if (given == form.sizes.end()) {
            *error = Tr::tr("%1 needs %2%3").arg(kernel, form.fieldPrefix, key);
            return std::nullopt;
        }
        const auto value = number(key, given->second);
        if (!value)
            return std::nullopt;
        shape[i] = *value;
    }
    return shape;
}

// Every size at least 1, and an index kernel's problem within 2^31 elements.
std::optional<QString> checkSizes(const TeachingKernelInfo& info, const KernelShape& shape)
{
    if (info.family == KernelFamily::Index || info.family == KernelFamily::Vector)
        return validateProblem(info.mapping, problemOf(info.mapping, shape));
    for (int i = 0; i < info.sizeCount(); ++i)
        if (shape[i] < 1)
            return Tr::tr("%1 = %2; every size must be at least 1").arg(kernelText(info.sizes[i].label)).arg(shape[i]);
    return std::nullopt;
}
} // namespace

QString shapeLetters(const TeachingKernelInfo& info)
{
    QStringList letters;
    for (int i = 0; i < info.sizeCount(); ++i)
        letters << QString::fromLatin1(info.sizes[i].label).left(1);
    return letters.join(QLatin1Char('x'));
}

QStringList sizeKeysOf(const TeachingKernelInfo& info)
{
    if (info.shapeKey)
        return { QString::fromLatin1(info.shapeKey) };
    QStringList keys;
    for (int i = 0; i < info.sizeCount(); ++i)
        keys << QString::fromLatin1(info.sizes[i].key);
    return keys;
}

QString allKernelKeys()
{
    QStringList keys;
    for (int i = 0; i < kTeachingKernelCount; ++i)
        keys << QString::fromLatin1(kernelAt(i).key);
    return keys.join(QStringLiteral(", "));
}

QStringList mappingSizeKeys()
{
    QStringList keys;
    for (int i = 0; i < kTeachingKernelCount; ++i)
        for (const QString& key : sizeKeysOf(kernelAt(i)))
            if (!keys.contains(key))
                keys << key;
    return keys;
}

QString kernelsTaking(const QString& sizeKey)
{
    QStringList kernels;
    for (int i = 0; i < kTeachingKernelCount; ++i)
        if (sizeKeysOf(kernelAt(i)).contains(sizeKey))
            kernels << QString::fromLatin1(kernelAt(i).key);
    return kernels.join(QStringLiteral(", "));
}

Dim3 usualBlock(TeachingKernel kernel)
{
    const TeachingKernelInfo& info = kernelInfo(kernel);
    if (!(info.block == Dim3 { 0, 0, 0 }))
        return info.block;
    if (info.preset.title)
        return info.preset.block;
    switch (info.mapping) {
    case MappingKind::Matrix2D:
        return { kMatmulTile, kMatmulTile, 1 };
    case MappingKind::Volume3D:
        return { 8, 8, 4 };
    case MappingKind::Linear1D:
    case MappingKind::GridStride1D:
        break;
    }
    return { 256, 1, 1 };
}

std::optional<MappingSetup> buildMappingSetup(const MappingForm& form, QString* error)
{
    QString unread;
    if (!error)
        error = &unread;
    const auto kernel = teachingKernelFromKey(form.kernel);
    if (!kernel) {
        *error = Tr::tr("%1kernel: unknown kernel '%2'; choose %3").arg(form.fieldPrefix, form.kernel, allKernelKeys());
        return std::nullopt;
    }
    const TeachingKernelInfo& info = kernelInfo(*kernel);
    MappingSetup setup;
    setup.kernel = *kernel;
    const auto shape = readSizes(info, form, error);
    if (!shape)
        return std::nullopt;
    if (const auto problem = checkSizes(info, *shape)) {
        *error = *problem;
        return std::nullopt;
    }
    setup.shape = *shape;
    if (form.guard == false && info.traced()) {
        *error = Tr::tr("%1 cannot run without its guard: its loop, its tiles or its barriers need it")
                     .arg(QString::fromLatin1(info.key));
        return std::nullopt;
    }
    setup.guard = form.guard.value_or(true);
    const Dim3 block = form.block.value_or(usualBlock(*kernel));
    if (form.grid) {
        setup.launch = { *form.grid, block };
        return setup;
    }
    // The grid is derived from the block next: a zero would divide by it.
    if (block.x < 1 || block.y < 1 || block.z < 1) {
        *error = Tr::tr("%1block %2: every dimension must be at least 1").arg(form.fieldPrefix, toString(block));
        return std::nullopt;
    }
    const LaunchConfig fitted = fittedLaunch(*kernel, *shape, block);
    // A matmul written for any square block derives its grid from blockDim.x alone. Any other
    // kernel keeps the block given, for validateSetup to explain (a 2D block for a 1D kernel,
    // a block other than the one a kernel is written for).
    if (info.family == KernelFamily::Matmul && info.block == Dim3 { 0, 0, 0 } && !(fitted.block == block)) {
        *error = Tr::tr("%1 derives its grid from a %2 block; give %3grid too for blockDim %4")
                     .arg(QString::fromLatin1(info.key), toString(fitted.block), form.fieldPrefix, toString(block));
        return std::nullopt;
    }
    setup.launch = { fitted.grid, block };
    return setup;
}

} // namespace cvz
