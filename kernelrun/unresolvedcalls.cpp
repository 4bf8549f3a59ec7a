#include "unresolvedcalls.h"

#include <array>
#include <cstdlib>
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <utility>

namespace cvz {

namespace {
const char* g_names[kMaxUnresolvedStubs] = {};
UnresolvedCallHandler g_onCall = nullptr;

template <int N> void unresolvedStub()
{
    g_onCall(g_names[N]);
    std::abort(); // the handler ends the run; it never comes back here
}

template <int... N> constexpr std::array<void (*)(), sizeof...(N)> stubTable(std::integer_sequence<int, N...>)
{
    return { &unresolvedStub<N>... };
}
constexpr auto kStubs = stubTable(std::make_integer_sequence<int, kMaxUnresolvedStubs>());

struct PltTables
{
    const ElfW(Rela) * relocations = nullptr;
    size_t bytes = 0;
    const ElfW(Sym) * symbols = nullptr;
    const char* strings = nullptr;
};

// The loader has made the dynamic section's addresses absolute on this system; one it left as an
// offset from the module's base is made absolute here.
template <class T> const T* absolute(const link_map* module, ElfW(Addr) value)
{
    return reinterpret_cast<const T*>(value < module->l_addr ? value + module->l_addr : value);
}

PltTables pltTables(const link_map* module)
{
    PltTables t;
    bool rela = false;
    for (const ElfW(Dyn)* d = module->l_ld; d->d_tag != DT_NULL; ++d) {
        if (d->d_tag == DT_JMPREL)
            t.relocations = absolute<ElfW(Rela)>(module, d->d_un.d_ptr);
        else if (d->d_tag == DT_PLTRELSZ)
            t.bytes = d->d_un.d_val;
        else if (d->d_tag == DT_SYMTAB)
            t.symbols = absolute<ElfW(Sym)>(module, d->d_un.d_ptr);
        else if (d->d_tag == DT_STRTAB)
            t.strings = absolute<char>(module, d->d_un.d_ptr);
        else if (d->d_tag == DT_PLTREL)
            rela = d->d_un.d_val == DT_RELA;
    }
    if (!rela || !t.relocations || !t.symbols || !t.strings)
        return {};
    return t;
}
} // namespace

int stubUnresolvedCalls(void* handle, UnresolvedCallHandler onCall)
{
#if !defined(__x86_64__) // the relocation read below is x86-64's: elsewhere the loader ends the run, as before
    return 0;
#endif
    link_map* module = nullptr;
    if (!handle || !onCall || dlinfo(handle, RTLD_DI_LINKMAP, &module) != 0 || !module)
        return 0;
    const PltTables t = pltTables(module);
    g_onCall = onCall;
    int stubbed = 0;
    for (size_t k = 0; k < t.bytes / sizeof(ElfW(Rela)) && stubbed < kMaxUnresolvedStubs; ++k) {
        const ElfW(Rela)& r = t.relocations[k];
        if (ELF64_R_TYPE(r.r_info) != R_X86_64_JUMP_SLOT)
            continue;
        const ElfW(Sym)& s = t.symbols[ELF64_R_SYM(r.r_info)];
        const char* name = t.strings + s.st_name;
        // Defined in the module, weak (null when absent), or found where the loader will look: left.
        if (s.st_shndx != SHN_UNDEF || ELF64_ST_BIND(s.st_info) == STB_WEAK || dlsym(RTLD_DEFAULT, name))
            continue;
        g_names[stubbed] = name;
        *reinterpret_cast<void**>(module->l_addr + r.r_offset) = reinterpret_cast<void*>(kStubs[stubbed]);
        ++stubbed;
    }
    return stubbed;
}

} // namespace cvz
