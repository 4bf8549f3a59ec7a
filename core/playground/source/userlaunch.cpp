#include "playground/source/userlaunch.h"

#include "mapping/launchconfig.h"
#include "playground/protocol/runprotocol.h"
#include "util/half.h"
#include "util/textwrap.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

struct TypeInfo
{
    ElementType type;
    const char* name; // as --arg writes it
    const char* alias; // another name it takes, or ""
    const char* cName; // as C writes it
    char pointer; // the kernel parameter's code
    int bytes;
};
constexpr TypeInfo kTypes[] = {
    { ElementType::Float, "float", "", "float", 'F', 4 },
    { ElementType::Int, "int", "int32", "int", 'I', 4 },
    { ElementType::UInt, "uint", "unsigned", "unsigned int", 'U', 4 },
    { ElementType::Char, "char", "int8", "char", 'C', 1 },
    { ElementType::UChar, "uchar", "uint8", "unsigned char", 'B', 1 },
    { ElementType::Short, "short", "int16", "short", 'S', 2 },
    { ElementType::UShort, "ushort", "uint16", "unsigned short", 'W', 2 },
    { ElementType::Half, "half", "", "__half", 'H', 2 },
    { ElementType::Double, "double", "", "double", 'D', 8 },
    { ElementType::LongLong, "longlong", "int64", "long long", 'X', 8 },
    { ElementType::ULongLong, "ulonglong", "uint64", "unsigned long long", 'Y', 8 },
};
const TypeInfo& info(ElementType type)
{
    for (const TypeInfo& t : kTypes)
        if (t.type == type)
            return t;
    return kTypes[0];
}

std::optional<ElementType> typeNamed(const QString& name)
{
    for (const TypeInfo& t : kTypes)
        if (name == QLatin1String(t.name) || (*t.alias && name == QLatin1String(t.alias)))
            return t.type;
    return std::nullopt;
}

// The buffer type a pointer parameter wants, by its code.
std::optional<ElementType> typeOfPointer(char code)
{
    for (const TypeInfo& t : kTypes)
        if (t.pointer == code)
            return t.type;
    return std::nullopt;
}

QString typeNames()
{
    QStringList names;
    for (const TypeInfo& t : kTypes)
        names << QLatin1String(t.name);
    return names.join(QStringLiteral(", "));
}

QString codeText(char code)
{
    if (code == 'V')
        return QStringLiteral("void*");
    if (const auto type = typeOfPointer(code))
        return QLatin1String(info(*type).cName) + u'*';
    switch (code) {
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
    case 'c':
        return QStringLiteral("char");
    case 'b':
        return QStringLiteral("unsigned char");
    case 's':
        return QStringLiteral("short");
    case 'w':
        return QStringLiteral("unsigned short");
    case 'z':
        return QStringLiteral("bool");
    case 'h':
        return QStringLiteral("__half");
    default:
        return QStringLiteral("?");
    }
}

// The --arg type a buffer for this parameter is written with ("float" for float4*).
QString bufferTypeFor(char code)
{
    const auto type = typeOfPointer(code);
    return type ? elementTypeName(*type) : QStringLiteral("uchar");
}

uint16_t halfBits(double v)
{
    return floatToHalfBits(float(v));
}
double halfValue(uint16_t bits)
{
    return double(halfBitsToFloat(bits));
}
} // namespace

bool isPointerCode(char code)
{
    return code == 'V' || typeOfPointer(code).has_value();
}

namespace {

// What the playground can bind, for a parameter it cannot.
QString unbindableText()
{
    return Tr::tr("the playground binds pointers to numbers (float*, int*, uchar*, float4* ...), numbers, and structs "
                  "the file defines whose fields are numbers and such pointers, declared in the struct itself (no base "
                  "class, nested struct member, function pointer or bit-field).");
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
    case 'c':
    case 'b':
    case 's':
    case 'w': {
        const qlonglong v = text.toLongLong(&ok, 0);
        const qlonglong low = code == 'c' ? -128 : code == 's' ? -32768 : 0;
        const qlonglong high = code == 'c' ? 127 : code == 'b' ? 255 : code == 's' ? 32767 : 65535;
        if (!ok || v < low || v > high)
            return fail(Tr::tr("'%1' is not a whole number from %2 to %3.").arg(text).arg(low).arg(high));
        std::memcpy(bytes.data(), &v, 8); // little-endian: the parameter's bytes come first
        return bytes;
    }
    case 'z': {
        const QString t = text.trimmed();
        if (t != QStringLiteral("true") && t != QStringLiteral("false") && t != QStringLiteral("1")
            && t != QStringLiteral("0"))
            return fail(Tr::tr("'%1' is not true, false, 1 or 0.").arg(text));
        bytes[0] = char(t == QStringLiteral("true") || t == QStringLiteral("1"));
        return bytes;
    }
    case 'f':
    case 'd':
    case 'h': {
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail(Tr::tr("'%1' is not a number.").arg(text));
        const float f = float(v);
        const uint16_t h = halfBits(v);
        code == 'f'       ? std::memcpy(bytes.data(), &f, 4)
            : code == 'h' ? std::memcpy(bytes.data(), &h, 2)
                          : std::memcpy(bytes.data(), &v, 8);
        return bytes;
    }
    default:
        return fail(unbindableText());
    }
}

// One element's bytes from a number, clamped to the type's range.
void encode(char* at, ElementType type, double v)
{
    const auto put = [at](auto x) { std::memcpy(at, &x, sizeof x); };
    const auto clamp = [v](double low, double high) { return std::clamp(std::isnan(v) ? 0.0 : v, low, high); };
    switch (type) {
    case ElementType::Float:
        return put(float(v));
    case ElementType::Double:
        return put(v);
    case ElementType::Half:
        return put(halfBits(v));
    case ElementType::Int:
        return put(int32_t(clamp(INT32_MIN, INT32_MAX)));
    case ElementType::UInt:
        return put(uint32_t(clamp(0, UINT32_MAX)));
    case ElementType::Char:
        return put(int8_t(clamp(-128, 127)));
    case ElementType::UChar:
        return put(uint8_t(clamp(0, 255)));
    case ElementType::Short:
        return put(int16_t(clamp(-32768, 32767)));
    case ElementType::UShort:
        return put(uint16_t(clamp(0, 65535)));
    case ElementType::LongLong:
        return put(int64_t(clamp(-9.2e18, 9.2e18)));
    case ElementType::ULongLong:
        return put(uint64_t(clamp(0, 1.8e19)));
    }
}

double decode(const char* at, ElementType type)
{
    const auto get = [at](auto x) {
        std::memcpy(&x, at, sizeof x);
        return double(x);
    };
    switch (type) {
    case ElementType::Float:
        return get(float());
    case ElementType::Double:
        return get(double());
    case ElementType::Half: {
        uint16_t bits;
        std::memcpy(&bits, at, 2);
        return halfValue(bits);
    }
    case ElementType::Int:
        return get(int32_t());
    case ElementType::UInt:
        return get(uint32_t());
    case ElementType::Char:
        return get(int8_t());
    case ElementType::UChar:
        return get(uint8_t());
    case ElementType::Short:
        return get(int16_t());
    case ElementType::UShort:
        return get(uint16_t());
    case ElementType::LongLong:
        return get(int64_t());
    case ElementType::ULongLong:
        return get(uint64_t());
    }
    return 0.0;
}

QByteArray initialContents(const BufferSpec& b)
{
    const int size = elementBytes(b.type);
    QByteArray bytes(qsizetype(b.length * size), '\0');
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
            v = isFloatingType(b.type) ? double(unit(rng)) : double(small(rng));
            break;
        case InitKind::Constant:
            v = b.constant;
            break;
        case InitKind::Values:
            v = b.values[qsizetype(k)];
            break;
        }
        encode(bytes.data() + k * size, b.type, v);
    }
    return bytes;
}
} // namespace

QString elementTypeName(ElementType type)
{
    return QLatin1String(info(type).name);
}

int elementBytes(ElementType type)
{
    return info(type).bytes;
}

char pointerCode(ElementType type)
{
    return info(type).pointer;
}

bool isFloatingType(ElementType type)
{
    return type == ElementType::Float || type == ElementType::Double || type == ElementType::Half;
}

namespace {
// A buffer's initial contents after the colon (zeros, iota, random[:SEED], const:V, values);
// false when `init` is none of them (`notFinite`: the value that parsed but is NaN or infinite).
bool parseBufferInit(const QString& init, BufferSpec& buffer, QString* notFinite)
{
    bool ok = true;
    if (init.isEmpty() || init == QStringLiteral("zeros")) {
        buffer.init = InitKind::Zeros;
    } else if (init == QStringLiteral("iota")) {
        buffer.init = InitKind::Iota;
    } else if (init == QStringLiteral("random") || init.startsWith(QStringLiteral("random:"))) {
        buffer.init = InitKind::Random;
        if (init.contains(u':'))
            buffer.seed = init.section(u':', 1).toUInt(&ok);
    } else if (init.startsWith(QStringLiteral("const:"))) {
        buffer.init = InitKind::Constant;
        buffer.constant = init.section(u':', 1).toDouble(&ok);
        if (ok && !std::isfinite(buffer.constant)) {
            *notFinite = init.section(u':', 1);
            return false;
        }
    } else {
        buffer.init = InitKind::Values;
        for (const QString& v : init.split(u',')) {
            const double d = v.trimmed().toDouble(&ok);
            if (!ok)
                break;
            if (!std::isfinite(d)) { // nan, inf: the reason is the value, not the syntax
                *notFinite = v.trimmed();
                return false;
            }
            buffer.values.push_back(d);
        }
    }
    return ok;
}

// The length in brackets: a number, or a product of numbers as an image's size is written
// (640*480*3); empty for a list of values, which gives its own length.
bool parseBufferLength(const QString& length, const QString& name, BufferSpec& buffer, QString* error)
{
    if (length.isEmpty() && buffer.init == InitKind::Values) {
        buffer.length = buffer.values.size();
        return true;
    }
    bool ok = true;
    bool overBudget = false;
    buffer.length = 1;
    for (const QString& factor : length.split(u'*')) {
        const qlonglong f = factor.trimmed().toLongLong(&ok);
        ok = ok && f >= 1;
        if (!ok)
            break;
        if (overBudget || buffer.length > kMaxBufferBytes / f)
            overBudget = true; // the other factors are still read: each must be a number
        else
            buffer.length *= f;
    }
    if (!ok || buffer.length < 1) {
        *error = Tr::tr("'%1' in --arg %2 is not a length of at least 1 (a number, or numbers multiplied: "
                        "16*16*3).")
                     .arg(length, name);
        return false;
    }
    if (overBudget) { // the product as written: it may not fit in any integer
        *error = Tr::tr("--arg %1 asks for %2 elements, more than the playground's buffers hold (at most %3 MiB in "
                        "all).")
                     .arg(name, quotedInput(length.simplified()))
                     .arg(kMaxBufferBytes >> 20);
        return false;
    }
    return true;
}

// The buffer's values and size against its length and the playground's budget.
bool checkBufferSize(const QString& name, const BufferSpec& buffer, QString* error)
{
    if (buffer.init == InitKind::Values && buffer.values.size() != buffer.length) {
        *error = Tr::tr("--arg %1 gives %2 values for a buffer of %3.")
                     .arg(name)
                     .arg(buffer.values.size())
                     .arg(buffer.length);
        return false;
    }
    if (buffer.length > kMaxBufferBytes / elementBytes(buffer.type)) {
        *error = Tr::tr("--arg %1 asks for %2 elements (%3 MiB); the playground's buffers hold at most %4 MiB in all.")
                     .arg(name)
                     .arg(buffer.length)
                     .arg(double(buffer.length) * elementBytes(buffer.type) / double(1 << 20), 0, 'f', 0)
                     .arg(kMaxBufferBytes >> 20);
        return false;
    }
    return true;
}

} // namespace

std::optional<ArgBinding> parseArg(const QString& text, QString* error)
{
    const qsizetype eq = text.indexOf(u'=');
    // NAME, or NAME.FIELD for a field of a struct parameter.
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_]\\w*(?:\\.[A-Za-z_]\\w*)?$"));
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
        *error
            = Tr::tr("'%1' in --arg %2 is not an element type: use one of %3.").arg(m.captured(1), a.name, typeNames());
        return std::nullopt;
    }
    a.buffer.type = *type;
    const QString init = m.captured(3).trimmed();
    QString notFinite;
    if (!parseBufferInit(init, a.buffer, &notFinite)) {
        if (!notFinite.isEmpty()) {
            *error = Tr::tr("'%1' in --arg %2 is not a finite number: a buffer's values are finite (write the NaN or "
                            "infinity in the kernel, e.g. a[0] = nanf(\"\")).")
                         .arg(quotedInput(notFinite), a.name);
            return std::nullopt;
        }
        *error = Tr::tr("'%1' in --arg %2 is not an initial value: use zeros, iota, random, random:SEED, const:V or "
                        "values separated by commas.")
                     .arg(init, a.name);
        return std::nullopt;
    }
    if (!parseBufferLength(m.captured(2).trimmed(), a.name, a.buffer, error)
        || !checkBufferSize(a.name, a.buffer, error))
        return std::nullopt;
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

std::optional<QString> launchLimitProblem(
    const LaunchConfig& launch, int64_t dynamicSharedBytes, double timeoutSeconds, TraceMode trace)
{
    if (const auto bad = validateLaunch(launch))
        return *bad + u'.';
    if (trace == TraceMode::All && launch.totalThreads() > kMaxThreads)
        return Tr::tr("The launch has %1 threads; the playground traces at most %2 in every block (--trace all). "
                      "Launch fewer blocks, or trace a sample of the blocks (--trace sample).")
            .arg(totalThreadsText(launch))
            .arg(kMaxThreads);
    if (launch.totalThreads() > kMaxEmulatedThreads)
        return Tr::tr("The launch has %1 threads; the emulator numbers at most %2 threads in one launch. Launch "
                      "fewer blocks.")
            .arg(totalThreadsText(launch))
            .arg(kMaxEmulatedThreads);
    if (dynamicSharedBytes < 0 || dynamicSharedBytes > kMaxSharedBytes)
        return Tr::tr("%1 bytes of dynamic shared memory asked; a block may use at most %2 (48 KiB).")
            .arg(dynamicSharedBytes)
            .arg(kMaxSharedBytes);
    if (!(timeoutSeconds > 0.0) || timeoutSeconds > kMaxTimeoutSeconds)
        return Tr::tr("The time limit must be more than 0 and at most %1 s.").arg(kMaxTimeoutSeconds);
    return std::nullopt;
}

namespace {
// A buffer for a pointer parameter or field (`what`: its declaration), within the budget of all
// buffers together (`bufferBytes`, counted up).
std::optional<BoundArg> bindBuffer(
    const QString& name, char code, const ArgBinding& given, int64_t* bufferBytes, QString* error)
{
    if (!given.isBuffer) {
        *error = Tr::tr("Parameter %1 is %2: bind it to a buffer, for example %1=%3[1000]:zeros, not to %4.")
                     .arg(name, codeText(code), bufferTypeFor(code), given.scalar);
        return std::nullopt;
    }
    if (code != 'V' && pointerCode(given.buffer.type) != code) {
        *error = Tr::tr("Parameter %1 is %2, but its buffer holds %3.")
                     .arg(name, codeText(code), elementTypeName(given.buffer.type));
        return std::nullopt;
    }
    *bufferBytes += given.buffer.length * elementBytes(given.buffer.type);
    if (*bufferBytes > kMaxBufferBytes) {
        *error = Tr::tr("The buffers hold %1 MiB together; the playground's budget is %2 MiB.")
                     .arg(double(*bufferBytes) / double(1 << 20), 0, 'f', 1)
                     .arg(kMaxBufferBytes >> 20);
        return std::nullopt;
    }
    BoundArg b;
    b.name = name;
    b.code = code;
    b.isBuffer = true;
    b.type = given.buffer.type;
    b.bytes = initialContents(given.buffer);
    return b;
}

const ArgBinding* bindingNamed(const LaunchSpec& spec, const QString& name)
{
    const ArgBinding* found = nullptr;
    for (const ArgBinding& a : spec.args)
        if (a.name == name)
            found = &a; // the last one given counts
    return found;
}

// The --arg a field still needs: "m.rowPtr=int[LENGTH]:zeros" or "m.n=VALUE".
QString fieldHint(const QString& name, char code)
{
    return isPointerCode(code) ? QStringLiteral("--arg %1=%2[LENGTH]:zeros").arg(name, bufferTypeFor(code))
                               : QStringLiteral("--arg %1=VALUE").arg(name);
}

// A struct parameter: its bytes, each field set from its --arg (param.field); its pointer fields'
// buffers appended to `bound` after it.
bool bindStruct(const KernelParam& param, const StructLayout& layout, const LaunchSpec& spec, QList<BoundArg>* bound,
    QStringList* used, int64_t* bufferBytes, QString* error)
{
    if (layout.size > kMaxStructBytes) {
        *error = Tr::tr("Parameter %1 (%2) is a struct of %3 bytes; the playground passes structs of at most %4 bytes "
                        "(as CUDA before 12.1 did for all parameters): pass a pointer to it instead.")
                     .arg(param.name, param.declaration)
                     .arg(layout.size)
                     .arg(kMaxStructBytes);
        return false;
    }
    if (layout.align > 16) { // the runner gives a struct's bytes 16-byte alignment
        *error
            = Tr::tr("Parameter %1 (%2) is a struct aligned to %3 bytes; the playground passes structs aligned to at "
                     "most 16: pass a pointer to it instead.")
                  .arg(param.name, param.declaration)
                  .arg(layout.align);
        return false;
    }
    QStringList missing;
    for (const StructField& f : layout.fields) {
        const QString name = param.name + u'.' + f.name;
        if (f.code == '?') {
            *error = Tr::tr("Field %1 of %2 has a type the playground cannot set from the launch: a field may be a "
                            "number or a pointer to a buffer (of float, int ... or a CUDA vector type).")
                         .arg(name, param.declaration);
            return false;
        }
        if (!bindingNamed(spec, name))
            missing << fieldHint(name, f.code);
    }
    if (!missing.isEmpty() || bindingNamed(spec, param.name)) {
        QStringList all;
        for (const StructField& f : layout.fields)
            all << fieldHint(param.name + u'.' + f.name, f.code);
        *error
            = Tr::tr("Parameter %1 (%2) is a struct: bind each of its fields, %3.")
                  .arg(param.name, param.declaration, (missing.isEmpty() ? all : missing).join(QStringLiteral(", ")));
        return false;
    }
    const qsizetype self = bound->size();
    BoundArg s;
    s.name = param.name;
    s.code = 'T';
    s.bytes = QByteArray(qsizetype(layout.size), '\0');
    bound->push_back(s);
    for (const StructField& f : layout.fields) {
        const QString name = param.name + u'.' + f.name;
        const ArgBinding& given = *bindingNamed(spec, name);
        *used << name;
        if (isPointerCode(f.code)) {
            auto b = bindBuffer(name, f.code, given, bufferBytes, error);
            if (!b)
                return false;
            b->field = true;
            (*bound)[self].pointers.push_back({ f.offset, int(bound->size()) });
            bound->push_back(*b);
            continue;
        }
        if (given.isBuffer) {
            *error = Tr::tr("Parameter %1 is %2, a number, not a buffer.").arg(name, codeText(f.code));
            return false;
        }
        const auto bytes = scalarBytes(f.code, given.scalar, name, error);
        if (!bytes)
            return false;
        std::memcpy((*bound)[self].bytes.data() + f.offset, bytes->constData(), size_t(std::min<int64_t>(f.bytes, 8)));
    }
    return true;
}
} // namespace

namespace {
// One parameter of the kernel bound to its --arg (a struct's fields each to theirs).
bool bindParam(const CompiledKernel& kernel, qsizetype p, const LaunchSpec& spec, QList<BoundArg>& bound,
    QStringList& used, int64_t& bufferBytes, QString* error)
{
    const KernelParam& param = kernel.params[p];
    const char code = kernel.signature[p].toLatin1();
    if (code == 'T') {
        for (const StructLayout& layout : kernel.structs)
            if (layout.param == p && !bindStruct(param, layout, spec, &bound, &used, &bufferBytes, error))
                return false;
        return true;
    }
    const ArgBinding* given = bindingNamed(spec, param.name);
    if (code == '?') {
        *error = Tr::tr("Parameter %1 (%2) has a type the launch cannot set: %3")
                     .arg(param.name, param.declaration, unbindableText());
        return false;
    }
    if (!given) {
        *error = isPointerCode(code)
            ? Tr::tr("Parameter %1 (%2) has no buffer: add --arg %1=%3[LENGTH]:zeros.")
                  .arg(param.name, param.declaration, bufferTypeFor(code))
            : Tr::tr("Parameter %1 (%2) has no value: add --arg %1=VALUE.").arg(param.name, param.declaration);
        return false;
    }
    used << given->name;
    if (isPointerCode(code)) {
        const auto b = bindBuffer(param.name, code, *given, &bufferBytes, error);
        if (b)
            bound.push_back(*b);
        return bool(b);
    }
    if (given->isBuffer) {
        *error = Tr::tr("Parameter %1 is %2, a number, not a buffer.").arg(param.name, codeText(code));
        return false;
    }
    const auto bytes = scalarBytes(code, given->scalar, param.name, error);
    if (!bytes)
        return false;
    BoundArg arg;
    arg.name = param.name;
    arg.code = code;
    arg.bytes = *bytes;
    bound.push_back(arg);
    return true;
}

// An --arg that names no parameter (or no field of a struct parameter), in words.
std::optional<QString> unusedArgProblem(const CompiledKernel& kernel, const LaunchSpec& spec, const QStringList& used)
{
    for (const ArgBinding& a : spec.args) {
        if (used.contains(a.name))
            continue;
        const QString owner = a.name.section(u'.', 0, 0);
        for (const StructLayout& layout : kernel.structs)
            if (kernel.params[layout.param].name == owner) {
                QStringList fields;
                for (const StructField& f : layout.fields)
                    fields << f.name;
                return Tr::tr("Parameter %1 (%2) has no field named %3; its fields are %4.")
                    .arg(owner, kernel.params[layout.param].declaration, a.name.section(u'.', 1), fields.join(u", "));
            }
        QStringList names;
        for (const KernelParam& p : kernel.params)
            names << p.name;
        return Tr::tr("%1 has no parameter named %2; its parameters are %3.")
            .arg(kernel.expression, a.name, names.join(u", "));
    }
    return std::nullopt;
}

} // namespace

std::optional<QList<BoundArg>> bindLaunch(const CompiledKernel& kernel, const LaunchSpec& spec, QString* error)
{
    if (const auto bad
        = launchLimitProblem({ spec.grid, spec.block }, spec.dynamicSharedBytes, spec.timeoutSeconds, spec.trace)) {
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
    for (qsizetype p = 0; p < kernel.params.size(); ++p)
        if (!bindParam(kernel, p, spec, bound, used, bufferBytes, error))
            return std::nullopt;
    if (bound.size() > kMaxRunArgs) {
        *error = Tr::tr("The launch has %1 buffers and values (struct fields included); the playground passes at most "
                        "%2.")
                     .arg(bound.size())
                     .arg(kMaxRunArgs);
        return std::nullopt;
    }
    if (const auto unused = unusedArgProblem(kernel, spec, used)) {
        *error = *unused;
        return std::nullopt;
    }
    return bound;
}

std::optional<QList<BoundConstant>> bindConstants(const LaunchSpec& spec, QString* error)
{
    QList<BoundConstant> out;
    int64_t bytes = 0;
    for (const ArgBinding& a : spec.args)
        bytes += a.isBuffer ? a.buffer.length * elementBytes(a.buffer.type) : 0;
    for (const ArgBinding& c : spec.constants) {
        if (!c.isBuffer) {
            *error = Tr::tr("--const %1 needs TYPE[LENGTH]:INIT, for example %1=float[16]:const:1.").arg(c.name);
            return std::nullopt;
        }
        bytes += c.buffer.length * elementBytes(c.buffer.type);
        if (bytes > kMaxBufferBytes) {
            *error = Tr::tr("The buffers hold %1 MiB together; the playground's budget is %2 MiB.")
                         .arg(double(bytes) / double(1 << 20), 0, 'f', 1)
                         .arg(kMaxBufferBytes >> 20);
            return std::nullopt;
        }
        out.push_back({ c.name, pointerCode(c.buffer.type), initialContents(c.buffer) });
    }
    return out;
}

QList<double> bufferValues(const QByteArray& bytes, ElementType type)
{
    const int size = elementBytes(type);
    QList<double> out;
    out.reserve(bytes.size() / size);
    for (qsizetype k = 0; k + size <= bytes.size(); k += size)
        out.push_back(decode(bytes.constData() + k, type));
    return out;
}

bool sameElementValue(double a, double b, ElementType type)
{
    if (!isFloatingType(type))
        return a == b;
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    // A half keeps 11 significant bits: one rounding apart is 1e-3 relative.
    const double tolerance = type == ElementType::Half ? 1e-3 : 1e-5;
    return std::abs(a - b) <= tolerance * std::max({ 1.0, std::abs(a), std::abs(b) });
}

QString formatValue(double value, ElementType type)
{
    if (!isFloatingType(type))
        return QString::number(qlonglong(value));
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(value, 'g', type == ElementType::Double ? 15 : 7);
}

bool wantsFastBuild(const LaunchSpec& spec)
{
    if (spec.trace == TraceMode::All)
        return false;
    return spec.trace != TraceMode::Auto || LaunchConfig { spec.grid, spec.block }.totalThreads() > kFastBuildThreads;
}

} // namespace cvz
