// The C library's memory functions, as the student's module calls them: the module is linked
// with --wrap for each, so a call (a direct one, or through a function pointer the module takes)
// reaches the helper's __wrap_NAME, which records the bytes it reads and writes as the accesses
// they are, as ThreadSanitizer's interceptors do. The helper defines one __wrap_ for each name
// (kernelrun/runtime.cpp).
#pragma once

#include <QString>
#include <QStringList>

namespace cvz {

inline const QStringList& wrappedMemoryCalls()
{
    static const QStringList names { QStringLiteral("memcpy"), QStringLiteral("memmove"), QStringLiteral("memset"),
        QStringLiteral("mempcpy"), QStringLiteral("bzero"), QStringLiteral("explicit_bzero"),
        QStringLiteral("__memcpy_chk"), QStringLiteral("__memmove_chk"), QStringLiteral("__memset_chk"),
        QStringLiteral("__mempcpy_chk"), QStringLiteral("strcpy"), QStringLiteral("strncpy"), QStringLiteral("strcat"),
        QStringLiteral("memcmp") };
    return names;
}

// The linker's flag: -Wl,--wrap=memcpy,--wrap=memmove,...
inline QString wrappedMemoryCallsFlag()
{
    QStringList parts;
    for (const QString& name : wrappedMemoryCalls())
        parts << QStringLiteral("--wrap=") + name;
    return QStringLiteral("-Wl,") + parts.join(u',');
}

} // namespace cvz
