#include "moduleinfo.h"

#include "playground/source/usercompiler.h"

#include <QFile>
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <dlfcn.h>
#include <elf.h>
#include <link.h>

// glibc's entry for a module's TLS block (the one the compiler's TLS accesses call).
extern "C" void* __tls_get_addr(void*);

namespace cvz {

namespace {
struct TlsIndex
{
    unsigned long module;
    unsigned long offset;
};

QString shortName(const char* mangled)
{
    int status = 0;
    char* demangled = abi::__cxa_demangle(mangled, nullptr, nullptr, &status);
    QString name = status == 0 && demangled ? QString::fromLatin1(demangled) : QString::fromLatin1(mangled);
    std::free(demangled);
    // "reduce(float*, float const*, int)::sdata" -> "sdata"
    const qsizetype cut = name.lastIndexOf(QStringLiteral("::"));
    return cut >= 0 ? name.mid(cut + 2) : name;
}

// Every symbol of the file's symbol table with its name and its section's flags (.symtab:
// function-local statics are local symbols, and undefined ones are there too).
template <class F> void forEachSymbol(const QString& path, F&& visit)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const QByteArray file = f.readAll();
    const char* data = file.constData();
    const auto size = static_cast<size_t>(file.size());
    if (size < sizeof(Elf64_Ehdr) || std::memcmp(data, ELFMAG, SELFMAG) != 0 || data[EI_CLASS] != ELFCLASS64)
        return;
    Elf64_Ehdr eh;
    std::memcpy(&eh, data, sizeof eh);
    if (eh.e_shoff == 0 || eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shoff + eh.e_shnum * sizeof(Elf64_Shdr) > size)
        return;
    std::vector<Elf64_Shdr> sections(eh.e_shnum);
    std::memcpy(sections.data(), data + eh.e_shoff, eh.e_shnum * sizeof(Elf64_Shdr));
    // What the program writes after relocation: .data.rel.ro is writable only for the loader.
    std::vector<uint64_t> flags(sections.size());
    const Elf64_Shdr* names = eh.e_shstrndx < sections.size() ? &sections[eh.e_shstrndx] : nullptr;
    for (size_t k = 0; k < sections.size(); ++k) {
        flags[k] = sections[k].sh_flags;
        const uint64_t at = names ? names->sh_offset + sections[k].sh_name : size;
        if (names && sections[k].sh_name < names->sh_size && at + 12 <= size && names->sh_offset <= size
            && std::strncmp(data + at, ".data.rel.ro", 12) == 0)
            flags[k] &= ~uint64_t(SHF_WRITE);
    }
    for (const Elf64_Shdr& sh : sections) {
        if (sh.sh_type != SHT_SYMTAB || sh.sh_link >= sections.size())
            continue;
        const Elf64_Shdr& strings = sections[sh.sh_link];
        if (sh.sh_offset + sh.sh_size > size || strings.sh_offset + strings.sh_size > size)
            continue;
        for (size_t k = 0; k + 1 <= sh.sh_size / sizeof(Elf64_Sym); ++k) {
            Elf64_Sym sym;
            std::memcpy(&sym, data + sh.sh_offset + k * sizeof(Elf64_Sym), sizeof sym);
            if (sym.st_name >= strings.sh_size)
                continue;
            const char* name = data + strings.sh_offset + sym.st_name;
            const uint64_t sectionFlags = sym.st_shndx < sections.size() ? flags[sym.st_shndx] : 0;
            if (std::memchr(name, 0, strings.sh_size - sym.st_name))
                visit(sym, name, sectionFlags);
        }
    }
}

// The thread_local symbols: the module's __shared__ arrays.
std::vector<SharedSymbol> tlsSymbols(const QString& path)
{
    std::vector<SharedSymbol> out;
    forEachSymbol(path, [&](const Elf64_Sym& sym, const char* name, uint64_t) {
        if (ELF64_ST_TYPE(sym.st_info) != STT_TLS || sym.st_shndx == SHN_UNDEF || sym.st_size == 0)
            return;
        const QString shortened = shortName(name);
        if (shortened.startsWith(QLatin1String(kSharedGuardPrefix)))
            return; // the guard zones around the arrays
        out.push_back({ shortened, QByteArray(name), sym.st_value, sym.st_size });
    });
    std::sort(out.begin(), out.end(), [](const SharedSymbol& a, const SharedSymbol& b) { return a.offset < b.offset; });
    return out;
}

struct Search
{
    uintptr_t base = 0;
    uintptr_t end = 0;
    uintptr_t codeBegin = 0, codeEnd = 0;
    uint64_t tlsSize = 0;
};

int findModule(dl_phdr_info* info, size_t, void* data)
{
    auto* s = static_cast<Search*>(data);
    if (info->dlpi_addr != s->base)
        return 0;
    for (int k = 0; k < info->dlpi_phnum; ++k) {
        const ElfW(Phdr)& ph = info->dlpi_phdr[k];
        if (ph.p_type == PT_LOAD) {
            s->end = std::max<uintptr_t>(s->end, info->dlpi_addr + ph.p_vaddr + ph.p_memsz);
            if (ph.p_flags & PF_X) {
                s->codeBegin = info->dlpi_addr + ph.p_vaddr;
                s->codeEnd = info->dlpi_addr + ph.p_vaddr + ph.p_memsz;
            }
        } else if (ph.p_type == PT_TLS)
            s->tlsSize = ph.p_memsz;
    }
    return 1;
}
} // namespace

QStringList undefinedSymbols(const QString& path, const char* prefix)
{
    QStringList out;
    forEachSymbol(path, [&](const Elf64_Sym& sym, const char* name, uint64_t) {
        if (sym.st_shndx == SHN_UNDEF && std::strncmp(name, prefix, std::strlen(prefix)) == 0)
            out << QString::fromLatin1(name);
    });
    return out;
}

void forEachModuleSymbol(const QString& path, const std::function<void(const ModuleSymbol&)>& visit)
{
    forEachSymbol(path, [&](const Elf64_Sym& sym, const char* name, uint64_t sectionFlags) {
        ModuleSymbol s;
        s.name = name;
        s.value = sym.st_value;
        s.size = sym.st_size;
        s.defined = sym.st_shndx != SHN_UNDEF;
        s.function = ELF64_ST_TYPE(sym.st_info) == STT_FUNC;
        s.object = ELF64_ST_TYPE(sym.st_info) == STT_OBJECT;
        s.local = ELF64_ST_BIND(sym.st_info) == STB_LOCAL;
        s.writable = (sectionFlags & SHF_WRITE) && !(sectionFlags & SHF_TLS);
        visit(s);
    });
}

ModuleInfo inspectModule(void* handle, const void* anySymbol, const QString& path)
{
    ModuleInfo m;
    Dl_info where {};
    if (!dladdr(anySymbol, &where))
        return m;
    Search s;
    s.base = reinterpret_cast<uintptr_t>(where.dli_fbase);
    dl_iterate_phdr(&findModule, &s);
    m.base = s.base;
    m.end = s.end;
    m.codeBegin = s.codeBegin;
    m.codeEnd = s.codeEnd;
    m.tlsSize = s.tlsSize;
    size_t moduleId = 0;
    if (s.tlsSize > 0 && dlinfo(handle, RTLD_DI_TLS_MODID, &moduleId) == 0 && moduleId != 0) {
        TlsIndex index { moduleId, 0 }; // allocates this thread's block if it has none yet
        m.tlsBlock = reinterpret_cast<uintptr_t>(__tls_get_addr(&index));
        m.shared = tlsSymbols(path);
    }
    return m;
}

} // namespace cvz
