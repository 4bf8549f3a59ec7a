#include "playground/source/kernelsbyaddress.h"

#include "playground/source/usersource.h"

#include <QMap>
#include <QRegularExpression>

namespace cvz {

namespace {

// The position just after the `}` that closes the `{` at `open` in blanked text, or -1.
qsizetype bodyEnd(const QString& text, qsizetype open)
{
    int depth = 0;
    for (qsizetype k = open; k < text.size(); ++k) {
        if (text[k] == u'{')
            ++depth;
        else if (text[k] == u'}' && --depth == 0)
            return k + 1;
    }
    return -1;
}

// Where the body of the kernel named at `nameAt` ends, or -1 when this is a declaration, or its body
// holds a preprocessor line.
qsizetype definitionEnd(const QString& text, qsizetype nameAt)
{
    const qsizetype paren = text.indexOf(u'(', nameAt);
    if (paren < 0)
        return -1;
    int depth = 0;
    qsizetype k = paren;
    for (; k < text.size(); ++k) {
        if (text[k] == u'(')
            ++depth;
        else if (text[k] == u')' && --depth == 0)
            break;
    }
    ++k;
    while (k < text.size() && text[k].isSpace())
        ++k;
    if (k >= text.size() || text[k] != u'{')
        return -1;
    const qsizetype end = bodyEnd(text, k);
    static const QRegularExpression directive(QStringLiteral("\\n\\s*#"));
    if (end < 0 || directive.match(QStringView(text).mid(k, end - k)).hasMatch())
        return -1;
    return end;
}

// The position of the name of the kernel declared on `line` (1-based).
qsizetype nameOnLine(const QString& text, int line, const QString& name)
{
    qsizetype at = 0;
    for (int l = 1; l < line && at >= 0; ++l) {
        at = text.indexOf(u'\n', at);
        if (at >= 0)
            ++at;
    }
    if (at < 0)
        return -1;
    const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)));
    const auto m = word.match(text, at);
    return m.hasMatch() ? m.capturedStart() : -1;
}

} // namespace

QString registerKernelsByAddress(const QString& source)
{
    const QString text = blankCommentsAndLiterals(source);
    // Only a file that launches by address needs it: any other compiles as it did without it.
    static const QRegularExpression byAddress(QStringLiteral("\\bcudaLaunchKernel\\b|KernelNode"));
    if (!byAddress.match(text).hasMatch())
        return source;
    const QList<KernelDecl> kernels = findKernels(source);
    QMap<qsizetype, QString> insertions;
    for (const KernelDecl& k : kernels) {
        if (k.isTemplate())
            continue;
        const qsizetype at = nameOnLine(text, k.line, k.name);
        const qsizetype end = at < 0 ? -1 : definitionEnd(text, at);
        if (end < 0)
            continue;
        // A name declared before it is defined is one kernel; overloads of several arities would make
        // &name ambiguous, so they are left out.
        bool overloaded = false;
        for (const KernelDecl& other : kernels)
            overloaded = overloaded || (other.name == k.name && other.params.size() != k.params.size());
        if (overloaded)
            continue;
        insertions.insert(end,
            QStringLiteral(" static const bool cvz_pg_by_address_%1_%2 = cvz_pg::registerKernel<&%1>(\"%1\");")
                .arg(k.name)
                .arg(k.line));
    }
    QString out = source;
    for (auto it = insertions.constEnd(); it != insertions.constBegin();) {
        --it;
        out.insert(it.key(), it.value());
    }
    return out;
}

} // namespace cvz
