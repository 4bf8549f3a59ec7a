#include "userlaunch.h"

#include "mapping/launchconfig.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

namespace cvz::playground {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

std::optional<ElementType> typeNamed(const QString& name)
{
    if (name == QStringLiteral("float"))
        return ElementType::Float;
    if (name == QStringLiteral("int"))
        return ElementType::Int;
    if (name == QStringLiteral("uint") || name == QStringLiteral("unsigned"))
        return ElementType::UInt;
    return std::nullopt;
}

QString codeText(char code)
{
    switch (code) {
    case 'F':
        return QStringLiteral("float*");
    case 'I':
        return QStringLiteral("int*");
    case 'U':
        return QStringLiteral("unsigned int*");
    case 'i':
        return QStringLiteral("int");
    case 'u':
        return QStringLiteral("unsigned int");
    case 'f':
        return QStringLiteral("float");
    case 'd':
        return QStringLiteral("double");
    case 'l':
        return QStringLiteral("long");
    case 'L':
        return QStringLiteral("unsigned long");
    default:
        return QStringLiteral("?");
    }
}

bool isPointerCode(char code)
{
    return code == 'F' || code == 'I' || code == 'U';
}

// A scalar's 8 bytes, typed from the signature; range-checked.
std::optional<QByteArray> scalarBytes(char code, const QString& text, const QString& name, QString* error)
{
    QByteArray bytes(8, '\0');
    bool ok = false;
    const auto fail = [&](const QString& what) {
        *error = Tr::tr("Parameter %1 is %2; %3").arg(name, codeText(code), what);
        return std::nullopt;
    };
    switch (code) {
    case 'i':
    case 'l': {
        const qlonglong v = text.toLongLong(&ok, 0);
        if (!ok)
            return fail(Tr::tr("'%1' is not a whole number.").arg(text));
        if (code == 'i' && (v < INT32_MIN || v > INT32_MAX))
            return fail(Tr::tr("%1 does not fit in an int (at most 2147483647).").arg(text));
        const int32_t v32 = int32_t(v);
        code == 'i' ? std::memcpy(bytes.data(), &v32, 4) : std::memcpy(bytes.data(), &v, 8);
        return bytes;
    }
    case 'u':
    case 'L': {
        const qulonglong v = text.toULongLong(&ok, 0);
        if (!ok || text.trimmed().startsWith(u'-'))
            return fail(Tr::tr("'%1' is not a whole number of at least 0.").arg(text));
        if (code == 'u' && v > UINT32_MAX)
            return fail(Tr::tr("%1 does not fit in an unsigned int (at most 4294967295).").arg(text));
        const uint32_t v32 = uint32_t(v);
        code == 'u' ? std::memcpy(bytes.data(), &v32, 4) : std::memcpy(bytes.data(), &v, 8);
        return bytes;
    }
    case 'f':
    case 'd': {
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail(Tr::tr("'%1' is not a number.").arg(text));
        const float f = float(v);
        code == 'f' ? std::memcpy(bytes.data(), &f, 4) : std::memcpy(bytes.data(), &v, 8);
        return bytes;
    }
    default:
        return fail(Tr::tr("the playground binds float*, int*, unsigned int* and numbers only."));
    }
}

QByteArray initialContents(const BufferSpec& b)
{
    QByteArray bytes(qsizetype(b.length * kElementBytes), '\0');
    std::mt19937 rng { b.seed };
    std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
    std::uniform_int_distribution<int> small(0, 99);
    for (int64_t k = 0; k < b.length; ++k) {
        double v = 0.0;
        switch (b.init) {
        case InitKind::Zeros:
            break;
        case InitKind::Iota:
            v = double(k);
            break;
        case InitKind::Random:
            v = b.type == ElementType::Float ? double(unit(rng)) : double(small(rng));
            break;
        case InitKind::Constant:
            v = b.constant;
            break;
        case InitKind::Values:
            v = b.values[qsizetype(k)];
            break;
        }
        char* at = bytes.data() + k * kElementBytes;
        if (b.type == ElementType::Float) {
            const float f = float(v);
            std::memcpy(at, &f, 4);
        } else if (b.type == ElementType::Int) {
            const int32_t i = int32_t(std::clamp(v, double(INT32_MIN), double(INT32_MAX)));
            std::memcpy(at, &i, 4);
        } else {
            const uint32_t u = uint32_t(std::clamp(v, 0.0, double(UINT32_MAX)));
            std::memcpy(at, &u, 4);
        }
    }
    return bytes;
}
} // namespace

QString elementTypeName(ElementType type)
{
    return type == ElementType::Float ? QStringLiteral("float")
        : type == ElementType::Int    ? QStringLiteral("int")
                                      : QStringLiteral("uint");
}

char pointerCode(ElementType type)
{
    return type == ElementType::Float ? 'F' : type == ElementType::Int ? 'I' : 'U';
}

std::optional<ArgBinding> parseArg(const QString& text, QString* error)
{
    const qsizetype eq = text.indexOf(u'=');
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_]\\w*$"));
    if (eq <= 0 || !ident.match(text.left(eq).trimmed()).hasMatch()) {
        *error = Tr::tr("'%1' is not NAME=TYPE[LENGTH]:INIT or NAME=VALUE.").arg(text);
        return std::nullopt;
    }
    ArgBinding a;
    a.name = text.left(eq).trimmed();
    const QString value = text.mid(eq + 1).trimmed();
    static const QRegularExpression buffer(QStringLiteral("^([A-Za-z]+)\\s*\\[\\s*([^\\]]*)\\]\\s*(?::(.*))?$"));
    const auto m = buffer.match(value);
    if (!m.hasMatch()) {
        if (value.isEmpty()) {
            *error = Tr::tr("--arg %1= has no value.").arg(a.name);
            return std::nullopt;
        }
        a.scalar = value;
        return a;
    }
    a.isBuffer = true;
    const auto type = typeNamed(m.captured(1));
    if (!type) {
        *error = Tr::tr("'%1' in --arg %2 is not an element type: use float, int or uint.").arg(m.captured(1), a.name);
        return std::nullopt;
    }
    a.buffer.type = *type;
    const QString init = m.captured(3).trimmed();
    bool ok = true;
    if (init.isEmpty() || init == QStringLiteral("zeros")) {
        a.buffer.init = InitKind::Zeros;
    } else if (init == QStringLiteral("iota")) {
        a.buffer.init = InitKind::Iota;
    } else if (init == QStringLiteral("random") || init.startsWith(QStringLiteral("random:"))) {
        a.buffer.init = InitKind::Random;
        if (init.contains(u':'))
            a.buffer.seed = init.section(u':', 1).toUInt(&ok);
    } else if (init.startsWith(QStringLiteral("const:"))) {
        a.buffer.init = InitKind::Constant;
        a.buffer.constant = init.section(u':', 1).toDouble(&ok);
        ok = ok && std::isfinite(a.buffer.constant);
    } else {
        a.buffer.init = InitKind::Values;
        for (const QString& v : init.split(u',')) {
            const double d = v.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(d))
                break;
            a.buffer.values.push_back(d);
        }
    }
    if (!ok) {
        *error = Tr::tr("'%1' in --arg %2 is not an initial value: use zeros, iota, random, random:SEED, const:V or "
                        "values separated by commas.")
                     .arg(init, a.name);
        return std::nullopt;
    }
    const QString length = m.captured(2).trimmed();
    if (length.isEmpty() && a.buffer.init == InitKind::Values) {
        a.buffer.length = a.buffer.values.size();
    } else {
        a.buffer.length = length.toLongLong(&ok);
        if (!ok || a.buffer.length < 1) {
            *error = Tr::tr("'%1' in --arg %2 is not a length of at least 1.").arg(length, a.name);
            return std::nullopt;
        }
    }
    if (a.buffer.init == InitKind::Values && a.buffer.values.size() != a.buffer.length) {
        *error = Tr::tr("--arg %1 gives %2 values for a buffer of %3.")
                     .arg(a.name)
                     .arg(a.buffer.values.size())
                     .arg(a.buffer.length);
        return std::nullopt;
    }
    if (a.buffer.length > kMaxBufferBytes / kElementBytes) {
        *error = Tr::tr("--arg %1 asks for %2 elements (%3 MiB); the playground's buffers hold at most %4 MiB in all.")
                     .arg(a.name)
                     .arg(a.buffer.length)
                     .arg(double(a.buffer.length) * kElementBytes / double(1 << 20), 0, 'f', 0)
                     .arg(kMaxBufferBytes >> 20);
        return std::nullopt;
    }
    return a;
}

QString argText(const ArgBinding& a)
{
    if (!a.isBuffer)
        return a.name + u'=' + a.scalar;
    QString init;
    switch (a.buffer.init) {
    case InitKind::Zeros:
        init = QStringLiteral("zeros");
        break;
    case InitKind::Iota:
        init = QStringLiteral("iota");
        break;
    case InitKind::Random:
        init = QStringLiteral("random:%1").arg(a.buffer.seed);
        break;
    case InitKind::Constant:
        init = QStringLiteral("const:") + QLocale::c().toString(a.buffer.constant, 'g', QLocale::FloatingPointShortest);
        break;
    case InitKind::Values: {
        QStringList vs;
        for (double v : a.buffer.values) // every digit: the launch round-trips through a file
            vs << QLocale::c().toString(v, 'g', QLocale::FloatingPointShortest);
        init = vs.join(u',');
        break;
    }
    }
    return QStringLiteral("%1=%2[%3]:%4").arg(a.name, elementTypeName(a.buffer.type)).arg(a.buffer.length).arg(init);
}

std::optional<QString> launchLimitProblem(const LaunchConfig& launch, int64_t dynamicSharedBytes, double timeoutSeconds)
{
    if (const auto bad = validateLaunch(launch))
        return *bad + u'.';
    if (launch.totalThreads() > kMaxThreads)
        return Tr::tr(
            "The launch has %1 threads; the playground runs at most %2 (every thread is emulated and traced). "
            "Launch fewer blocks.")
            .arg(totalThreadsText(launch))
            .arg(kMaxThreads);
    if (dynamicSharedBytes < 0 || dynamicSharedBytes > kMaxSharedBytes)
        return Tr::tr("%1 bytes of dynamic shared memory asked; a block may use at most %2 (48 KiB).")
            .arg(dynamicSharedBytes)
            .arg(kMaxSharedBytes);
    if (!(timeoutSeconds > 0.0) || timeoutSeconds > kMaxTimeoutSeconds)
        return Tr::tr("The time limit must be more than 0 and at most %1 s.").arg(kMaxTimeoutSeconds);
    return std::nullopt;
}

std::optional<QList<BoundArg>> bindLaunch(const CompiledKernel& kernel, const LaunchSpec& spec, QString* error)
{
    if (const auto bad = launchLimitProblem({ spec.grid, spec.block }, spec.dynamicSharedBytes, spec.timeoutSeconds)) {
        *error = *bad;
        return std::nullopt;
    }
    if (kernel.signature.size() != kernel.params.size()) {
        *error
            = Tr::tr("%1 has %2 parameters to the compiler but %3 were read from the source; write each parameter as "
                     "TYPE NAME.")
                  .arg(kernel.expression)
                  .arg(kernel.signature.size())
                  .arg(kernel.params.size());
        return std::nullopt;
    }
    QList<BoundArg> bound;
    int64_t bufferBytes = 0;
    QStringList used;
    for (qsizetype p = 0; p < kernel.params.size(); ++p) {
        const KernelParam& param = kernel.params[p];
        const char code = kernel.signature[p].toLatin1();
        const ArgBinding* given = nullptr;
        for (const ArgBinding& a : spec.args)
            if (a.name == param.name)
                given = &a;
        if (!given) {
            *error = isPointerCode(code)
                ? Tr::tr("Parameter %1 (%2) has no buffer: add --arg %1=%3[LENGTH]:zeros.")
                      .arg(param.name, param.declaration,
                          code == 'F'       ? QStringLiteral("float")
                              : code == 'I' ? QStringLiteral("int")
                                            : QStringLiteral("uint"))
                : Tr::tr("Parameter %1 (%2) has no value: add --arg %1=VALUE.").arg(param.name, param.declaration);
            return std::nullopt;
        }
        used << given->name;
        BoundArg b;
        b.name = param.name;
        b.code = code;
        if (isPointerCode(code)) {
            if (!given->isBuffer) {
                *error = Tr::tr("Parameter %1 is %2: bind it to a buffer, for example %1=%3[1000]:zeros, not to %4.")
                             .arg(param.name, codeText(code),
                                 code == 'F'       ? QStringLiteral("float")
                                     : code == 'I' ? QStringLiteral("int")
                                                   : QStringLiteral("uint"),
                                 given->scalar);
                return std::nullopt;
            }
            if (pointerCode(given->buffer.type) != code) {
                *error = Tr::tr("Parameter %1 is %2, but its buffer holds %3.")
                             .arg(param.name, codeText(code), elementTypeName(given->buffer.type));
                return std::nullopt;
            }
            bufferBytes += given->buffer.length * kElementBytes;
            if (bufferBytes > kMaxBufferBytes) {
                *error = Tr::tr("The buffers hold %1 MiB together; the playground's budget is %2 MiB.")
                             .arg(double(bufferBytes) / double(1 << 20), 0, 'f', 1)
                             .arg(kMaxBufferBytes >> 20);
                return std::nullopt;
            }
            b.isBuffer = true;
            b.type = given->buffer.type;
            b.bytes = initialContents(given->buffer);
        } else {
            if (given->isBuffer) {
                *error = Tr::tr("Parameter %1 is %2, a number, not a buffer.").arg(param.name, codeText(code));
                return std::nullopt;
            }
            const auto bytes = scalarBytes(code, given->scalar, param.name, error);
            if (!bytes)
                return std::nullopt;
            b.bytes = *bytes;
        }
        bound.push_back(b);
    }
    for (const ArgBinding& a : spec.args)
        if (!used.contains(a.name)) {
            QStringList names;
            for (const KernelParam& p : kernel.params)
                names << p.name;
            *error = Tr::tr("%1 has no parameter named %2; its parameters are %3.")
                         .arg(kernel.expression, a.name, names.join(u", "));
            return std::nullopt;
        }
    return bound;
}

QList<double> bufferValues(const QByteArray& bytes, ElementType type)
{
    QList<double> out;
    out.reserve(bytes.size() / kElementBytes);
    for (qsizetype k = 0; k + kElementBytes <= bytes.size(); k += kElementBytes) {
        const char* at = bytes.constData() + k;
        if (type == ElementType::Float) {
            float f;
            std::memcpy(&f, at, 4);
            out.push_back(double(f));
        } else if (type == ElementType::Int) {
            int32_t i;
            std::memcpy(&i, at, 4);
            out.push_back(double(i));
        } else {
            uint32_t u;
            std::memcpy(&u, at, 4);
            out.push_back(double(u));
        }
    }
    return out;
}

bool sameElementValue(double a, double b, ElementType type)
{
    if (type != ElementType::Float)
        return a == b;
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::abs(a - b) <= 1e-5 * std::max({ 1.0, std::abs(a), std::abs(b) });
}

QString formatValue(double value, ElementType type)
{
    if (type != ElementType::Float)
        return QString::number(qlonglong(value));
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(value, 'g', 7);
}

} // namespace cvz::playground
