#include "threadlimit.h"

#include "playground/protocol/budgets.h"

#include <atomic>
#include <dlfcn.h>
#include <pthread.h>

namespace {
using Create = int (*)(pthread_t*, const pthread_attr_t*, void* (*)(void*), void*);

// The C library's own, looked up before the sandbox (the lookup reads no file, but early is sure).
Create realCreate()
{
    static const auto real = reinterpret_cast<Create>(dlsym(RTLD_NEXT, "pthread_create"));
    return real;
}
const Create g_resolved = realCreate();

std::atomic<void (*)()> g_onLimit { nullptr };
std::atomic<int> g_started { 0 };
} // namespace

namespace cvz {

void armThreadLimit(void (*onLimit)())
{
    g_started.store(0);
    g_onLimit.store(onLimit);
}

int startUncountedThread(pthread_t* thread, void* (*start)(void*), void* argument)
{
    return (g_resolved ? g_resolved : realCreate())(thread, nullptr, start, argument);
}

} // namespace cvz

extern "C" __attribute__((visibility("default"))) int pthread_create(
    pthread_t* thread, const pthread_attr_t* attr, void* (*start)(void*), void* argument)
{
    if (void (*onLimit)() = g_onLimit.load(); onLimit && g_started.fetch_add(1) >= cvz::kMaxHostThreads)
        onLimit();
    return (g_resolved ? g_resolved : realCreate())(thread, attr, start, argument);
}
