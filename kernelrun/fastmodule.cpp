#include "fastmodule.h"

#include "playground/protocol/runprotocol.h"

#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <dlfcn.h>
#include <string>
#include <unordered_map>

namespace cvz {

namespace {
struct Twins
{
    uintptr_t tracedBase = 0;
    std::unordered_map<uint64_t, std::string> tracedNames; // offset -> name, the traced module's functions
    std::unordered_map<std::string, uint64_t> fastOffsets; // name -> offset, the fast module's
    std::unordered_map<uint64_t, std::string> fastNames; // and back
    std::unordered_map<std::string, uint64_t> tracedOffsets;
};
Twins& twins()
{
    static Twins t;
    return t;
}

QString demangled(const char* name)
{
    int status = 0;
    char* d = abi::__cxa_demangle(name, nullptr, nullptr, &status);
    const QString out = status == 0 && d ? QString::fromLatin1(d) : QString::fromLatin1(name);
    std::free(d);
    return out;
}

// A variable of the file's own with internal linkage that the program may write: the compiler's
// and the C++ library's own (completed.0, std::ios_base::Init's __ioinit, guard variables) are not,
// nor the launch wrapper's (cvz_pg_structs's text, which no kernel reads).
bool ownStaticVariable(const ModuleSymbol& s)
{
    if (!s.defined || !s.object || !s.local || !s.writable || s.size == 0)
        return false;
    const char* n = s.name;
    return std::strncmp(n, "__", 2) != 0 && !std::strchr(n, '.') && std::strcmp(n, "_ZStL8__ioinit") != 0
        && std::strncmp(n, "_ZGV", 4) != 0 && !demangled(n).startsWith(QLatin1String("cvz_pg_"));
}

// A global variable of the file that the loader would bind the fast module to another object's symbol
// for: the first definition of its name in the process is a library's (the C library's error, bind),
// not the traced module's, which links its own to itself (-Bsymbolic). Empty when there is none.
QString variableNamedAsALibrarySymbol(const QString& fastPath, const ModuleInfo& traced)
{
    QString clash;
    forEachModuleSymbol(fastPath, [&](const ModuleSymbol& s) {
        if (!clash.isEmpty() || !s.defined || !s.object || s.local)
            return;
        const auto first = reinterpret_cast<uintptr_t>(dlsym(RTLD_DEFAULT, s.name));
        if (first && (first < traced.base || first >= traced.end))
            clash = demangled(s.name);
    });
    return clash;
}

void turnOff(FastEngineOff why, const QString& detail)
{
    FastModule& f = fastModule();
    f.off = why;
    f.offDetail = detail;
}
} // namespace

FastModule& fastModule()
{
    static FastModule m;
    return m;
}

void loadFastModule(const QString& fastPath, const ModuleInfo& traced, const QString& tracedPath)
{
    if (fastPath.isEmpty())
        return turnOff(FastEngineOff::NotBuilt, {});
    Twins& t = twins();
    QString staticName;
    forEachModuleSymbol(fastPath, [&](const ModuleSymbol& s) {
        if (s.defined && s.function && s.value) {
            t.fastOffsets.emplace(s.name, s.value);
            t.fastNames.emplace(s.value, s.name);
        }
        if (staticName.isEmpty() && ownStaticVariable(s))
            staticName = demangled(s.name);
    });
    if (!staticName.isEmpty())
        return turnOff(FastEngineOff::StaticVariable, staticName);
    if (const QString name = variableNamedAsALibrarySymbol(fastPath, traced); !name.isEmpty())
        return turnOff(FastEngineOff::LibraryName, name);
    forEachModuleSymbol(tracedPath, [&](const ModuleSymbol& s) {
        if (s.defined && s.function && s.value && !std::strchr(s.name, '.')) {
            t.tracedNames.emplace(s.value, s.name);
            t.tracedOffsets.emplace(s.name, s.value);
        }
    });
    t.tracedBase = traced.base;
    // Its global variables bind to the traced module's (loaded RTLD_GLOBAL); its functions to its
    // own (-fno-semantic-interposition, -Bsymbolic-functions).
    void* handle = dlopen(fastPath.toLocal8Bit().constData(), RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        const char* e = dlerror();
        return turnOff(FastEngineOff::NotLoadable, QString::fromLocal8Bit(e ? e : ""));
    }
    void* any = dlsym(handle, "cvz_pg_signature");
    const ModuleInfo info = any ? inspectModule(handle, any, fastPath) : ModuleInfo {};
    if (!info.base)
        return turnOff(FastEngineOff::NotLoadable, QStringLiteral("cvz_pg_signature"));
    FastModule& f = fastModule();
    f.handle = handle;
    f.base = info.base;
    f.codeBegin = info.codeBegin;
    f.codeEnd = info.codeEnd;
    f.off = FastEngineOff::No;
    // Every call that switches threads is one of these (runtime.cpp): a module that imports none of
    // them has no code that can.
    f.neverWaits
        = undefinedSymbols(fastPath, "cvz_pg_sync").isEmpty() && undefinedSymbols(fastPath, "cvz_pg_warp").isEmpty();
}

void* fastTwin(const void* tracedFunction, QString* why)
{
    const FastModule& f = fastModule();
    if (!f.handle)
        return nullptr;
    const Twins& t = twins();
    const auto name = t.tracedNames.find(uint64_t(reinterpret_cast<uintptr_t>(tracedFunction) - t.tracedBase));
    if (name == t.tracedNames.end()) {
        if (why)
            *why = QStringLiteral("0x%1").arg(reinterpret_cast<uintptr_t>(tracedFunction) - t.tracedBase, 0, 16);
        return nullptr;
    }
    const auto fast = t.fastOffsets.find(name->second);
    if (fast == t.fastOffsets.end()) {
        if (why)
            *why = demangled(name->second.c_str());
        return nullptr;
    }
    return reinterpret_cast<void*>(f.base + fast->second);
}

FastEngineOff whyNoTwin(const QString& symbol, QString* detail)
{
    const FastModule& f = fastModule();
    *detail = f.off == FastEngineOff::No ? symbol : f.offDetail;
    return f.off == FastEngineOff::No ? FastEngineOff::NoTwin : f.off;
}

void* tracedTwin(const void* fastFunction)
{
    const FastModule& f = fastModule();
    const Twins& t = twins();
    if (!f.handle)
        return nullptr;
    const auto name = t.fastNames.find(uint64_t(reinterpret_cast<uintptr_t>(fastFunction) - f.base));
    if (name == t.fastNames.end())
        return nullptr;
    const auto traced = t.tracedOffsets.find(name->second);
    return traced == t.tracedOffsets.end() ? nullptr : reinterpret_cast<void*>(t.tracedBase + traced->second);
}

unsigned fastSite(uintptr_t pc)
{
    const FastModule& f = fastModule();
    if (!f.handle || pc < f.codeBegin || pc >= f.codeEnd || pc - f.base >= kFastModuleSite)
        return 0;
    return unsigned(pc - f.base) | kFastModuleSite;
}

} // namespace cvz
