#include "playground/findings/undefinedsymbol.h"

#include "playground/source/foreignlibrary.h"
#include "util/subprocess.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cstdlib>
#include <cxxabi.h>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};
} // namespace

QString demangledName(const QString& symbol)
{
    int status = 0;
    char* name = abi::__cxa_demangle(symbol.toLatin1().constData(), nullptr, nullptr, &status);
    const QString out = status == 0 && name ? QString::fromLatin1(name) : symbol;
    std::free(name);
    return out;
}

std::optional<QString> undefinedSymbolOf(const SubprocessResult& r)
{
    static const QRegularExpression undefined(QStringLiteral("symbol lookup error: .*undefined symbol: (\\S+)"));
    const auto m = undefined.match(QString::fromUtf8(r.err));
    if (r.exitCode != 127 || !m.hasMatch())
        return std::nullopt;
    return demangledName(m.captured(1));
}

QString withoutLoaderLines(const QString& err)
{
    QStringList kept;
    for (const QString& line : err.split(u'\n'))
        if (!line.contains(QLatin1String(": symbol lookup error: ")))
            kept << line;
    return kept.join(u'\n');
}

QString undefinedInKernelText(const QString& function)
{
    const QString library = libraryOfSymbol(function);
    if (!library.isEmpty())
        return Tr::tr("The kernel calls %1, a function of %2. %3")
            .arg(function, library, foreignLibraryAdvice(library));
    return Tr::tr("The kernel calls %1, which is declared but defined nowhere in the file: give the "
                  "function its body (a __device__ function called by the kernel must be in the same file).")
        .arg(function);
}

Finding undefinedInProgramFinding(const QString& function)
{
    Finding f;
    const QString library = libraryOfSymbol(function);
    f.details[QStringLiteral("function")] = function;
    if (!library.isEmpty()) {
        f.kind = QStringLiteral("unsupported");
        f.details[QStringLiteral("library")] = library;
        f.message = Tr::tr("The program called %1, a function of %2, and was stopped there (what it printed "
                           "before is kept). %3")
                        .arg(function, library, foreignLibraryAdvice(library));
        return f;
    }
    f.kind = QStringLiteral("undefined_function");
    f.message = Tr::tr("The program called %1, which is declared but defined in none of the files it was built "
                       "from, and was stopped there (what it printed before is kept). The playground builds the file "
                       "it runs and the headers that "
                       "file includes: a function defined in another .cu file must be in a header it includes.")
                    .arg(function);
    return f;
}

} // namespace cvz
