// A program's module is loaded lazily: a function that nothing defines (a library the playground
// does not emulate, OpenGL's glutInit) would end the helper at its first call, in the loader
// ("symbol lookup error"), before the helper writes the program's result, so the calls and launches
// made before it would be lost. Before main runs, each such function's slot in the module's
// procedure linkage table is pointed at a stub that ends the run through the helper instead,
// naming the function.
#pragma once

namespace cvz {

using UnresolvedCallHandler = void (*)(const char* symbol); // must not return

// The module of `handle`: its unresolved, non-weak functions' slots pointed at stubs that call
// `onCall` with the symbol's name. Returns how many; past kMaxUnresolvedStubs the rest are left to
// the loader, as before.
int stubUnresolvedCalls(void* handle, UnresolvedCallHandler onCall);
constexpr int kMaxUnresolvedStubs = 64;

} // namespace cvz
