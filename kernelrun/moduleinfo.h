// What cudaviz-kernelrun reads from a loaded kernel module: where its code is (to turn a
// call's address into an offset addr2line understands) and where its __shared__ arrays are
// (thread_local variables: the module's TLS block and the symbols in it).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <vector>

namespace cvz {

struct SharedSymbol
{
    QString name; // "tile", demangled, without the function it is in
    QByteArray symbol; // mangled: "_ZZ10sgemmTiledPKfS0_PfiE2As" names the kernel it is in
    uint64_t offset = 0; // in the module's TLS block
    uint64_t size = 0; // bytes
};

struct ModuleInfo
{
    uintptr_t base = 0, end = 0;
    uintptr_t codeBegin = 0, codeEnd = 0; // its executable segment
    uintptr_t tlsBlock = 0; // this thread's copy of the module's TLS block, or 0
    uint64_t tlsSize = 0;
    std::vector<SharedSymbol> shared; // sorted by offset
};

// One symbol of a module's symbol table (.symtab, locals included).
struct ModuleSymbol
{
    const char* name = "";
    uint64_t value = 0, size = 0; // its offset in the module, its bytes
    bool defined = false, function = false, object = false, local = false;
    bool writable = false; // in a section the program writes, not thread-local
};
void forEachModuleSymbol(const QString& path, const std::function<void(const ModuleSymbol&)>& visit);

// The module's undefined symbols whose names start with `prefix` (it is loaded lazily: a host
// function defined in another file of a program may stay undefined, a runtime call may not).
QStringList undefinedSymbols(const QString& path, const char* prefix);

// `handle` from dlopen, `anySymbol` an address inside the module, `path` its file.
ModuleInfo inspectModule(void* handle, const void* anySymbol, const QString& path);

} // namespace cvz
