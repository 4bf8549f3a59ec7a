// Where in the source a ctx.load / ctx.store / ctx.syncthreads() call is: the emulator's
// access sites. Used as a defaulted last argument, `CallSite at = CallSite::current()` is the
// caller's line and column, as std::source_location::current() is.
#pragma once

#if defined(__clang__) && defined(__has_builtin)
#if !__has_builtin(__builtin_source_location)
#define CVZ_CALLSITE_BUILTINS 1 // Clang before 15 cannot build libstdc++'s std::source_location
#endif
#endif

#if !defined(CVZ_CALLSITE_BUILTINS)
#include <source_location>
#endif

namespace cvz {

struct CallSite
{
    unsigned line = 0;
    unsigned column = 0;

#if defined(CVZ_CALLSITE_BUILTINS)
    static constexpr CallSite current(unsigned line = __builtin_LINE(), unsigned column = __builtin_COLUMN())
    {
        return { line, column };
    }
#else
    static constexpr CallSite current(std::source_location at = std::source_location::current())
    {
        return { static_cast<unsigned>(at.line()), static_cast<unsigned>(at.column()) };
    }
#endif
};

} // namespace cvz
