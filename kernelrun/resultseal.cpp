#include "resultseal.h"

#include "playground/protocol/runprotocol.h"

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <vector>

#if defined(__x86_64__)
// The two instructions the filter lets through, with hidden labels just after them (where the
// instruction pointer is when the kernel sees the call). Not exported: the module cannot name them.
asm(R"(
    .text
    .p2align 4
    .hidden cvz_sealed_write
    .globl cvz_sealed_write
    .type cvz_sealed_write, @function
cvz_sealed_write:
    movl $1, %eax
    syscall
    .hidden cvz_sealed_write_end
    .globl cvz_sealed_write_end
cvz_sealed_write_end:
    ret
    .size cvz_sealed_write, .-cvz_sealed_write

    .p2align 4
    .hidden cvz_sealed_exit
    .globl cvz_sealed_exit
    .type cvz_sealed_exit, @function
cvz_sealed_exit:
    movl $231, %eax
    syscall
    .hidden cvz_sealed_exit_end
    .globl cvz_sealed_exit_end
cvz_sealed_exit_end:
    hlt
    .size cvz_sealed_exit, .-cvz_sealed_exit
)");
extern "C" long cvz_sealed_write(long fd, const void* data, long bytes);
extern "C" [[noreturn]] void cvz_sealed_exit(long status);
extern "C" const char cvz_sealed_write_end[];
extern "C" const char cvz_sealed_exit_end[];
#endif

namespace cvz {

namespace {
bool g_sealed = false;

#if defined(__x86_64__)
constexpr uint32_t kNr = offsetof(seccomp_data, nr);
constexpr uint32_t kArch = offsetof(seccomp_data, arch);
constexpr uint32_t kIp = offsetof(seccomp_data, instruction_pointer);
constexpr uint32_t kArg0 = offsetof(seccomp_data, args);

// A BPF program with named jump targets, resolved when it is finished.
class Program
{
public:
    enum Label
    {
        Next,
        Allow,
        Trap,
        Descriptor,
        Write,
        Exit,
        ExitIp,
        Labels
    };
    void load(uint32_t offset) { m_code.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offset)); }
    void lowByte() { m_code.push_back(BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xff)); }
    void ifEqual(uint32_t value, Label yes, Label no = Next)
    {
        m_jumps.push_back({ m_code.size(), yes, no });
        m_code.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, value, 0, 0));
    }
    void ret(uint32_t action) { m_code.push_back(BPF_STMT(BPF_RET | BPF_K, action)); }
    void here(Label label) { m_at[label] = m_code.size(); }
    // The 64-bit value at `offset` (two words, low first) is `value`: on to Next, else `no`.
    void ifEqual64(uint32_t offset, uint64_t value, Label yes, Label no)
    {
        load(offset);
        ifEqual(uint32_t(value), Next, no);
        load(offset + 4);
        ifEqual(uint32_t(value >> 32), yes, no);
    }
    bool finish(sock_fprog& out)
    {
        for (const auto& [at, yes, no] : m_jumps) {
            const auto offset = [&](Label l) { return l == Next ? 0 : long(m_at[l]) - long(at) - 1; };
            if (offset(yes) < 0 || offset(yes) > 255 || offset(no) < 0 || offset(no) > 255)
                return false;
            m_code[at].jt = uint8_t(offset(yes));
            m_code[at].jf = uint8_t(offset(no));
        }
        out.len = static_cast<unsigned short>(m_code.size());
        out.filter = m_code.data();
        return true;
    }

private:
    struct Jump
    {
        size_t at;
        Label yes, no;
    };
    std::vector<sock_filter> m_code;
    std::vector<Jump> m_jumps;
    size_t m_at[Labels] = {};
};

void buildSeal(Program& p, int fd)
{
    using L = Program;
    p.load(kArch);
    p.ifEqual(AUDIT_ARCH_X86_64, L::Next, L::Allow); // other architectures: the sandbox's own filter
    p.load(kNr);
    p.ifEqual(__NR_write, L::Write);
    p.ifEqual(__NR_exit_group, L::Exit);
    p.ifEqual(__NR_exit, L::Exit);
    for (const uint32_t call : { __NR_writev, __NR_pwrite64, __NR_pwritev, __NR_pwritev2, __NR_dup, __NR_fcntl,
             __NR_close, __NR_sendmsg, __NR_sendto, __NR_splice, __NR_tee, __NR_sendfile, __NR_copy_file_range })
        p.ifEqual(call, L::Descriptor);
    p.ret(SECCOMP_RET_ALLOW);
    p.here(L::Descriptor); // any other use of the result's descriptor
    p.ifEqual64(kArg0, uint64_t(fd), L::Trap, L::Allow);
    p.here(L::Write); // write(2) on it from the sealed instruction only
    p.ifEqual64(kArg0, uint64_t(fd), L::Next, L::Allow);
    p.ifEqual64(kIp, reinterpret_cast<uint64_t>(cvz_sealed_write_end), L::Allow, L::Trap);
    p.here(L::Exit); // the statuses of a crash report from the sealed instruction only
    p.load(kArg0);
    p.lowByte();
    p.ifEqual(uint32_t(kHelperExitTimeout), L::ExitIp);
    p.ifEqual(uint32_t(kHelperExitCrash), L::ExitIp, L::Allow);
    p.here(L::ExitIp);
    p.ifEqual64(kIp, reinterpret_cast<uint64_t>(cvz_sealed_exit_end), L::Allow, L::Trap);
    p.here(L::Allow);
    p.ret(SECCOMP_RET_ALLOW);
    p.here(L::Trap);
    p.ret(SECCOMP_RET_TRAP);
}
#endif
} // namespace

bool sealResult(int fd)
{
#if defined(__x86_64__)
    Program p;
    buildSeal(p, fd);
    sock_fprog program {};
    if (!p.finish(program) || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0
        || syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program) != 0)
        return false;
    g_sealed = true;
    return true;
#else
    (void)fd;
    return false;
#endif
}

bool resultSealed()
{
    return g_sealed;
}

bool sealedWriteAll(int fd, const char* data, size_t n)
{
    while (n > 0) {
#if defined(__x86_64__)
        const long written = g_sealed ? cvz_sealed_write(fd, data, long(n)) : long(::write(fd, data, n));
        if (written == -EINTR || (written < 0 && !g_sealed && errno == EINTR))
            continue;
#else
        const long written = long(::write(fd, data, n));
        if (written < 0 && errno == EINTR)
            continue;
#endif
        if (written <= 0)
            return false;
        data += written;
        n -= size_t(written);
    }
    return true;
}

[[noreturn]] void sealedExit(int status)
{
#if defined(__x86_64__)
    if (g_sealed)
        cvz_sealed_exit(status);
#endif
    _exit(status);
}

} // namespace cvz
