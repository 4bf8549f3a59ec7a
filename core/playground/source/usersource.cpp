#include "playground/source/usersource.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

bool isIdentChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// The index just past the bracket that closes the one at `open` ('(' or '<'), or -1.
qsizetype matching(const QString& text, qsizetype open)
{
    const QChar o = text[open];
    const QChar c = o == u'(' ? u')' : o == u'<' ? u'>' : o == u'[' ? u']' : u'}';
    int depth = 0;
    for (qsizetype k = open; k < text.size(); ++k) {
        if (text[k] == o)
            ++depth;
        else if (text[k] == c && --depth == 0)
            return k + 1;
    }
    return -1;
}

// A launch's arguments with each argument that is a bare NULL or 0 replaced by cvz_pg::Zero(), which
// converts to whatever the kernel's parameter is: the generic lambda a launch becomes would
// otherwise pass an int (or NULL's long) where a pointer is wanted. `blanked`: the same text with
// comments and literals blanked.
QString nullArguments(const QString& args, const QString& blanked)
{
    QString out;
    int depth = 0;
    qsizetype start = 0;
    const auto part = [&](qsizetype end) {
        const QString piece = blanked.mid(start, end - start).trimmed();
        if (piece == QStringLiteral("NULL") || piece == QStringLiteral("0")) {
            const qsizetype at = blanked.indexOf(piece, start);
            out += args.mid(start, at - start) + QStringLiteral("cvz_pg::Zero()")
                + args.mid(at + piece.size(), end - at - piece.size());
        } else
            out += args.mid(start, end - start);
    };
    for (qsizetype k = 0; k < blanked.size(); ++k) {
        const QChar ch = blanked[k];
        if (ch == u'(' || ch == u'[' || ch == u'{')
            ++depth;
        else if (ch == u')' || ch == u']' || ch == u'}')
            --depth;
        else if (ch == u',' && depth == 0) {
            part(k);
            out += u',';
            start = k + 1;
        }
    }
    part(blanked.size());
    return out;
}

// Splits at commas outside (), <>, [] and {}.
QStringList splitTopLevel(const QString& text)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype k = 0; k < text.size(); ++k) {
        const QChar ch = text[k];
        if (ch == u'(' || ch == u'<' || ch == u'[' || ch == u'{')
            ++depth;
        else if (ch == u')' || ch == u'>' || ch == u']' || ch == u'}')
            --depth;
        else if (ch == u',' && depth == 0) {
            parts << text.mid(start, k - start).trimmed();
            start = k + 1;
        }
    }
    const QString last = text.mid(start).trimmed();
    if (!last.isEmpty() || !parts.isEmpty())
        parts << last;
    return parts;
}

QString lastIdentifier(const QString& declaration)
{
    QString d = declaration;
    if (const qsizetype eq = d.indexOf(u'='); eq >= 0) // a default argument
        d.truncate(eq);
    d = d.trimmed();
    while (d.endsWith(u']')) // "float a[]"
        d.truncate(d.lastIndexOf(u'['));
    qsizetype end = d.size();
    while (end > 0 && !isIdentChar(d[end - 1]))
        --end;
    qsizetype begin = end;
    while (begin > 0 && isIdentChar(d[begin - 1]))
        --begin;
    return d.mid(begin, end - begin);
}

int lineAt(const QString& text, qsizetype pos)
{
    return int(QStringView(text).left(pos).count(u'\n')) + 1;
}

// lineAt for positions that only grow: each character is counted once.
struct LineCounter
{
    const QString& text;
    qsizetype pos = 0;
    int line = 1;
    int at(qsizetype to)
    {
        line += int(QStringView(text).mid(pos, to - pos).count(u'\n'));
        pos = to;
        return line;
    }
};
} // namespace

QString studentFileName(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    return name.isEmpty() ? QStringLiteral("kernel.cu") : name;
}

QString blankCommentsAndLiterals(const QString& source)
{
    QString out = source;
    enum
    {
        Code,
        Line,
        Block,
        String,
        Char
    } state
        = Code;
    for (qsizetype k = 0; k < out.size(); ++k) {
        const QChar ch = source[k];
        const QChar next = k + 1 < source.size() ? source[k + 1] : QChar();
        switch (state) {
        case Code:
            if (ch == u'/' && next == u'/') {
                state = Line;
                out[k] = u' ';
            } else if (ch == u'/' && next == u'*') { // next is not null: k + 1 is in the text
                state = Block;
                out[k] = out[k + 1] = u' ';
                ++k;
            } else if (ch == u'"') {
                state = String;
            } else if (ch == u'\'') {
                state = Char;
            }
            break;
        case Line:
            if (ch == u'\n')
                state = Code;
            else
                out[k] = u' ';
            break;
        case Block:
            if (ch == u'*' && next == u'/') {
                out[k] = out[k + 1] = u' ';
                ++k;
                state = Code;
            } else if (ch != u'\n') {
                out[k] = u' ';
            }
            break;
        case String:
        case Char:
            if (ch == u'\\' && next != u'\n' && k + 1 < out.size()) {
                out[k] = out[k + 1] = u' ';
                ++k;
            } else if ((state == String && ch == u'"') || (state == Char && ch == u'\'') || ch == u'\n') {
                state = Code;
            } else {
                out[k] = u' ';
            }
            break;
        }
    }
    return out;
}

namespace {
// How far around __global__ its declaration is looked for (the return type and a template <...>
// before it, the attributes and the name after it): each kernel's regular expressions read only
// this much, so a file of many kernels is read in linear time.
constexpr qsizetype kDeclarationReach = 4096;

// Where a kernel's declaration around one `__global__` lies in `text`.
struct KernelHead
{
    QString name;
    qsizetype nameStart = 0, open = 0; // the name, and its parameters' `(`
    qsizetype declStart = 0; // where a template <...> before it would end
};

std::optional<KernelHead> kernelHead(const QString& text, qsizetype globalStart, qsizetype after)
{
    // Words before `void` and attributes after it, with arguments nested two deep:
    // __launch_bounds__((BM * BN) / (TM * TN), 1).
    static const QString args = QStringLiteral("\\((?:[^()]|\\((?:[^()]|\\([^()]*\\))*\\))*\\)");
    static const QRegularExpression head(QStringLiteral("^\\s*(?:[A-Za-z_]\\w*(?:\\s*%1)?\\s+)*?void\\s+"
                                                        "(?:__[A-Za-z_]+__(?:\\s*%1\\s*|\\s+))*([A-Za-z_]\\w*)\\s*\\(")
                                             .arg(args));
    // ... or the qualifier after the return type, as nvcc also takes it (樊哲勇's book writes
    // `void __global__ add(...)`): `void`, perhaps attributes, then __global__, then the name.
    static const QRegularExpression voidBefore(
        QStringLiteral("\\bvoid\\s+(?:__[A-Za-z_]+__(?:\\s*%1)?\\s+)*$").arg(args));
    static const QRegularExpression nameAfter(
        QStringLiteral("^\\s*(?:__[A-Za-z_]+__(?:\\s*%1\\s*|\\s+))*([A-Za-z_]\\w*)\\s*\\(").arg(args));
    const QStringView forward = QStringView(text).mid(after, kDeclarationReach);
    KernelHead k;
    k.declStart = globalStart;
    auto h = head.match(forward);
    if (!h.hasMatch()) {
        const qsizetype from = std::max<qsizetype>(0, globalStart - kDeclarationReach);
        const auto v = voidBefore.match(QStringView(text).mid(from, globalStart - from));
        if (!v.hasMatch())
            return std::nullopt;
        h = nameAfter.match(forward);
        if (!h.hasMatch())
            return std::nullopt;
        k.declStart = from + v.capturedStart();
    }
    k.name = h.captured(1);
    k.nameStart = after + h.capturedStart(1);
    k.open = after + h.capturedEnd() - 1;
    return k;
}
} // namespace

QList<KernelDecl> findKernels(const QString& source)
{
    const QString text = blankCommentsAndLiterals(source);
    QList<KernelDecl> kernels;
    static const QRegularExpression global(QStringLiteral("\\b__global__\\b"));
    // "template <int BLOCK_SIZE>" just before __global__ (perhaps on the line above).
    static const QRegularExpression templ(QStringLiteral("template\\s*<([^<>]*(?:<[^<>]*>[^<>]*)*)>\\s*$"));
    LineCounter lines { text };
    for (auto it = global.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const auto h = kernelHead(text, m.capturedStart(), m.capturedEnd());
        if (!h)
            continue;
        KernelDecl k;
        k.name = h->name;
        k.line = lines.at(h->nameStart);
        const qsizetype close = matching(text, h->open);
        if (close < 0)
            continue;
        for (const QString& p : splitTopLevel(text.mid(h->open + 1, close - h->open - 2))) {
            if (p.isEmpty() || p == QStringLiteral("void"))
                continue;
            k.params.push_back({ p.simplified(), lastIdentifier(p) });
        }
        const qsizetype from = std::max<qsizetype>(0, h->declStart - kDeclarationReach);
        const auto t = templ.match(QStringView(text).mid(from, h->declStart - from));
        if (t.hasMatch())
            k.templateParams = t.captured(1).simplified();
        kernels.push_back(k);
    }
    return kernels;
}

namespace {
// The position of the `{` that opens the definition of `name` (struct/class NAME ... { or
// typedef struct ... { ... } NAME;), or -1.
qsizetype definitionBody(const QString& text, const QString& name, bool* isClass)
{
    const QRegularExpression named(QStringLiteral("\\b(?:struct|class)\\s+(?:__align__\\s*\\([^()]*\\)\\s*)?%1\\s*"
                                                  "(?:final\\s*)?(?::[^{;]*)?\\{")
                                       .arg(QRegularExpression::escape(name)));
    if (const auto m = named.match(text); m.hasMatch()) {
        *isClass = m.captured().startsWith(QStringLiteral("class"));
        // A base class's fields would be left unset: such a struct is not described at all.
        static const QRegularExpression base(QStringLiteral("^\\s*(?:final\\s*)?:[^:]"));
        if (base.match(m.captured().section(name, 1)).hasMatch())
            return -1;
        return m.capturedEnd() - 1;
    }
    static const QRegularExpression typedefd(
        QStringLiteral("\\btypedef\\s+(?:struct|class)\\s*(?:[A-Za-z_]\\w*\\s*)?\\{"));
    for (auto it = typedefd.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const qsizetype open = m.capturedEnd() - 1;
        const qsizetype close = matching(text, open);
        if (close < 0)
            continue;
        static const QRegularExpression alias(QStringLiteral("\\s*([A-Za-z_]\\w*)\\s*;"));
        const auto a
            = alias.match(text, close, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (a.hasMatch() && a.captured(1) == name) {
            *isClass = m.captured().contains(QStringLiteral("class"));
            return open;
        }
    }
    return -1;
}
} // namespace

std::optional<QList<KernelParam>> structFields(
    const QString& source, const QString& typeName, QStringList* privateFields)
{
    const QString text = blankCommentsAndLiterals(source);
    bool isClass = false;
    const qsizetype open = definitionBody(text, typeName, &isClass);
    const qsizetype close = open < 0 ? -1 : matching(text, open);
    if (close < 0)
        return std::nullopt;
    // The body's declarations at depth 0: a member function's body ends its declaration (no `;`).
    QStringList declarations;
    QString current;
    for (qsizetype k = open + 1; k < close - 1; ++k) {
        const QChar ch = text[k];
        if (ch == u'{') {
            const qsizetype end = matching(text, k);
            if (end < 0 || end > close - 1)
                return std::nullopt;
            if (current.contains(u'(')) { // a function's body: a declaration (with its access)
                declarations << current.simplified();
                current.clear();
            } else { // a nested type or a brace initialiser: keep what follows it
                current += QStringLiteral("{}");
            }
            k = end - 1;
        } else if (ch == u';') {
            declarations << current.simplified();
            current.clear();
        } else {
            current += ch;
        }
    }
    static const QRegularExpression access(QStringLiteral("^(?:(?:public|private|protected)\\s*:\\s*)+"));
    static const QRegularExpression skipped(QStringLiteral("^(?:static|using|typedef|friend|template)\\b"));
    static const QRegularExpression nestedType(QStringLiteral("^(?:struct|class|union|enum)\\b[^{]*\\{\\}\\s*(.*)$"));
    static const QRegularExpression attribute(QStringLiteral("\\b(?:alignas|__align__)\\s*\\([^()]*\\)"));
    static const QRegularExpression bitField(QStringLiteral("[^:]:[^:]"));
    QList<KernelParam> fields;
    bool isPublic = !isClass;
    for (QString d : std::as_const(declarations)) {
        if (const auto a = access.match(d); a.hasMatch()) {
            static const QRegularExpression last(QStringLiteral("(public|private|protected)\\s*:\\s*$"));
            isPublic = last.match(a.captured()).captured(1) == QStringLiteral("public");
            d.remove(0, a.capturedLength());
        }
        d = d.remove(attribute).simplified();
        if (d.isEmpty() || skipped.match(d).hasMatch())
            continue;
        if (const auto nested = nestedType.match(d); nested.hasMatch()) {
            if (!nested.captured(1).trimmed().isEmpty())
                return std::nullopt; // struct { ... } inner;: fields the launch could not reach
            continue; // a nested type, no field
        }
        if (d.section(u'=', 0, 0).contains(u'(')) { // not in a default value: int n = f(3);
            static const QRegularExpression functionPointer(QStringLiteral("\\(\\s*\\*"));
            if (functionPointer.match(d).hasMatch())
                return std::nullopt; // a function pointer field cannot be set from a launch
            continue; // a member function
        }
        d.remove(QStringLiteral("{}")); // int n{0}
        if (bitField.match(u' ' + d.section(u'=', 0, 0) + u' ').hasMatch())
            return std::nullopt;
        // float *a, *b: the type the first declarator starts with is each one's.
        const QStringList declarators = splitTopLevel(d);
        const QString first = declarators.value(0);
        const QString firstName = lastIdentifier(first);
        QString type = first.left(first.lastIndexOf(firstName));
        while (!type.isEmpty() && (type.back() == u'*' || type.back() == u'&' || type.back().isSpace()))
            type.chop(1);
        for (qsizetype k = 0; k < declarators.size(); ++k) {
            const QString field = lastIdentifier(declarators[k]);
            if (field.isEmpty())
                continue;
            fields.push_back({ (k == 0 ? declarators[k] : type + u' ' + declarators[k]).simplified(), field });
            if (!isPublic && privateFields)
                *privateFields << field;
        }
    }
    return fields;
}

QList<KernelParam> bindableParams(const QString& source, const KernelDecl& kernel)
{
    QList<KernelParam> out;
    for (const KernelParam& p : kernel.params) {
        const QString type = byValueTypeName(p);
        const auto fields = type.isEmpty() ? std::nullopt : structFields(source, type);
        if (!fields || fields->isEmpty()) {
            out.push_back(p);
            continue;
        }
        for (const KernelParam& f : *fields) {
            const QString name = p.name + u'.' + f.name;
            QString declaration = f.declaration;
            declaration.replace(declaration.lastIndexOf(f.name), f.name.size(), name);
            out.push_back({ declaration, name });
        }
    }
    return out;
}

QString byValueTypeName(const KernelParam& param)
{
    QString type = param.declaration;
    if (const qsizetype eq = type.indexOf(u'='); eq >= 0)
        type.truncate(eq);
    if (type.contains(u'*') || type.contains(u'&') || type.contains(u'['))
        return {};
    type = type.trimmed();
    if (type.endsWith(param.name))
        type.chop(param.name.size());
    type = type.section(u'<', 0, 0);
    static const QRegularExpression words(
        QStringLiteral("\\b(?:const|volatile|struct|class|__restrict__|__restrict|__grid_constant__)\\b"));
    type.remove(words);
    type = type.section(QStringLiteral("::"), -1).trimmed();
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_]\\w*$"));
    return ident.match(type).hasMatch() ? type : QString();
}

SharedRewrite rewriteDynamicShared(const QString& source)
{
    // extern __shared__ [__align__(16)] float s[];  (attributes either side of the type)
    // ... and __align__(sizeof(T)), as the CUDA samples write it.
    static const QString align = QStringLiteral("(?:__align__\\s*\\((?:[^()]|\\([^()]*\\))*\\)\\s*)?");
    // The type may also stand before __shared__: extern float __shared__ s[];
    static const QRegularExpression decl(QStringLiteral(
        "\\bextern\\s+(?:%1__shared__\\s+%1([A-Za-z_][\\w\\s:]*?)|([A-Za-z_][\\w\\s:]*?)\\s+__shared__)\\s*%1"
        "\\b([A-Za-z_]\\w*)\\s*\\[\\s*\\]\\s*;")
                                             .arg(align));
    const QString text = blankCommentsAndLiterals(source);
    SharedRewrite out;
    out.source = source;
    qsizetype shift = 0;
    for (auto it = decl.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString type = (m.hasCaptured(1) ? m.captured(1) : m.captured(2)).simplified();
        const QString name = m.captured(3);
        if (out.firstName.isEmpty())
            out.firstName = name;
        // The header's macro: a pointer to the launch's dynamic shared memory (in the fast engine's
        // build, one per OS thread: each core's blocks have their own).
        const QString replacement = QStringLiteral("CVZ_PG_DYNAMIC_SHARED(%2, %1);").arg(type, name);
        out.source.replace(m.capturedStart() + shift, m.capturedLength(), replacement);
        shift += replacement.size() - m.capturedLength();
    }
    return out;
}

namespace {
// The position just past the `)` that closes the `(` at `open` in `text` (comments and literals
// blanked), or -1.
qsizetype closingParen(const QString& text, qsizetype open)
{
    int depth = 0;
    for (qsizetype k = open; k < text.size(); ++k) {
        depth += text[k] == u'(' ? 1 : text[k] == u')' ? -1 : 0;
        if (depth == 0)
            return k + 1;
    }
    return -1;
}
QString newlinesOf(const QString& text)
{
    return QString(text.count(u'\n'), u'\n');
}
} // namespace

bool hasMain(const QString& source)
{
    static const QRegularExpression definition(QStringLiteral("\\bint\\s+main\\s*\\([^)]*\\)\\s*\\{"));
    return definition.match(blankCommentsAndLiterals(source)).hasMatch();
}

QString rewriteLaunches(const QString& source)
{
    const QString text = blankCommentsAndLiterals(source);
    // nvcc also reads `<< <` and `>> >` (as an editor's formatter leaves them: CUDA_Freshman's
    // "kernel << <grid, block >> > (args)"); `<< <` is no other C++.
    static const QRegularExpression opening(QStringLiteral("<<\\s*<")), closing(QStringLiteral(">>\\s*>"));
    QList<QRegularExpressionMatch> opens;
    for (auto it = opening.globalMatch(text); it.hasNext();)
        opens.push_back(it.next());
    QString out = source;
    // From the last launch back, so that earlier positions stay where they are.
    for (qsizetype n = opens.size(); n-- > 0;) {
        const qsizetype open = opens[n].capturedStart(), openEnd = opens[n].capturedEnd();
        const auto closed = closing.match(text, openEnd);
        const qsizetype close = closed.hasMatch() ? closed.capturedStart() : -1, closeEnd = closed.capturedEnd();
        if (close < 0 || (n + 1 < opens.size() && close > opens[n + 1].capturedStart()))
            continue; // not a launch the compiler could read either: it reports it
        // The kernel: a name, perhaps qualified, perhaps with template arguments.
        qsizetype start = open;
        while (start > 0 && text[start - 1].isSpace()) // the kernel may end the line before
            --start;
        if (start > 0 && text[start - 1] == u'>') {
            int depth = 0;
            qsizetype k = start - 1;
            for (; k >= 0; --k) {
                depth += text[k] == u'>' ? 1 : text[k] == u'<' ? -1 : 0;
                if (depth == 0)
                    break;
            }
            if (k < 0)
                continue;
            start = k;
            while (start > 0 && text[start - 1].isSpace()) // "reduce <256><<<": a space before the arguments
                --start;
        }
        const qsizetype nameEnd = start;
        while (start > 0
            && (text[start - 1].isLetterOrNumber() || text[start - 1] == u'_'
                || (text[start - 1] == u':' && start > 1 && text[start - 2] == u':')))
            start -= text[start - 1] == u':' ? 2 : 1;
        if (start == nameEnd) // no name before <<< (a function pointer in parentheses): the compiler says
            continue;
        // Its arguments: the parenthesised list after >>>.
        qsizetype paren = closeEnd;
        while (paren < text.size() && text[paren].isSpace())
            ++paren;
        const qsizetype end = paren < text.size() && text[paren] == u'(' ? closingParen(text, paren) : -1;
        if (end < 0)
            continue;
        const QString kernel = out.mid(start, open - start);
        // From the blanked text (a comment before <<< is not code), on one line: "reduce<unsigned int, 256>".
        const QString name = text.mid(start, open - start).simplified();
        // The kernel becomes the body of a generic lambda, called by the emulator for every
        // thread with copies of the arguments, which are evaluated once, here: the compiler checks
        // the call (and deduces a template's arguments) as nvcc does.
        out = out.left(start)
            + QStringLiteral("cvz_pg::launch(\"%1\", CVZ_PG_SITE_LINE(__LINE__), cvz_pg::config(").arg(name)
            + out.mid(openEnd, close - openEnd) + QStringLiteral("), [](auto... cvz_pg_a) { ") + name
            + QStringLiteral("(cvz_pg_a...); }")
            + (text.mid(paren + 1, end - paren - 2).trimmed().isEmpty() ? QString() : QStringLiteral(", "))
            + nullArguments(out.mid(paren + 1, end - paren - 2), text.mid(paren + 1, end - paren - 2)) + u')'
            + newlinesOf(kernel) + newlinesOf(out.mid(closeEnd, paren - closeEnd))
            + newlinesOf(out.mid(open, openEnd - open) + out.mid(close, closeEnd - close)) + out.mid(end);
    }
    return out;
}

std::optional<BraceProblem> braceProblem(const QString& source)
{
    const QString text = blankCommentsAndLiterals(source);
    QList<qsizetype> open;
    for (qsizetype k = 0; k < text.size(); ++k) {
        if (text[k] == u'{') {
            open.push_back(k);
        } else if (text[k] == u'}') {
            if (open.isEmpty())
                return BraceProblem { lineAt(text, k), false };
            open.pop_back();
        }
    }
    if (!open.isEmpty())
        return BraceProblem { lineAt(text, open.last()), true };
    return std::nullopt;
}

bool templateArgumentsValid(const QString& text)
{
    if (text.isEmpty())
        return true;
    if (!text.startsWith(u'<') || !text.endsWith(u'>') || text.size() > 500)
        return false;
    // Comments (a /* on one generated line closed on the next) and digraphs (<% %> <: :> %:) would
    // let text end the expression it is pasted into.
    for (const char* token : { "//", "/*", "*/", "<%", "%>", "<:", ":>", "%:" })
        if (text.contains(QLatin1String(token)))
            return false;
    static const QString allowed = QStringLiteral("_ ,:+-*/%()<>.&|!~^?=");
    int parens = 0, angles = 0;
    for (qsizetype k = 0; k < text.size(); ++k) {
        const QChar c = text[k];
        if (!c.isLetterOrNumber() && !allowed.contains(c))
            return false;
        if (c.isLetterOrNumber() && c.unicode() > 127)
            return false;
        parens += c == u'(' ? 1 : c == u')' ? -1 : 0;
        if (parens < 0)
            return false;
        if (parens == 0 && (c == u'<' || c == u'>'))
            angles += c == u'<' ? 1 : -1;
        // The brackets after the name close at the very end, not before.
        if (angles == 0 && k + 1 < text.size())
            return false;
    }
    return parens == 0 && angles == 0;
}

std::optional<KernelChoice> chooseKernel(const QList<KernelDecl>& kernels, const QString& choice, QString* error)
{
    QStringList names;
    for (const KernelDecl& k : kernels)
        if (!names.contains(k.name))
            names << k.name;
    if (kernels.isEmpty()) {
        *error = Tr::tr("The source has no __global__ kernel.");
        return std::nullopt;
    }
    const QString wanted = choice.trimmed();
    const QString base = wanted.section(u'<', 0, 0).trimmed();
    if (wanted.isEmpty() && names.size() > 1) {
        *error
            = Tr::tr("The source has %1 kernels (%2): name the one to run.").arg(names.size()).arg(names.join(u", "));
        return std::nullopt;
    }
    const QString name = wanted.isEmpty() ? names.first() : base;
    const KernelDecl* found = nullptr;
    for (const KernelDecl& k : kernels)
        if (k.name == name)
            found = &k;
    if (!found) {
        *error = Tr::tr("The source has no kernel named %1; it has %2.").arg(name, names.join(u", "));
        return std::nullopt;
    }
    if (!wanted.isEmpty() && !templateArgumentsValid(wanted.mid(base.size()).trimmed())) {
        *error = Tr::tr("%1 is not a kernel name with template arguments (such as %2<16> or %2<BM, BN>): only "
                        "names, numbers, operators and balanced brackets may follow the name.")
                     .arg(wanted.left(200), name);
        return std::nullopt;
    }
    KernelChoice c { *found, wanted.isEmpty() ? name : wanted };
    if (found->isTemplate() && !c.expression.contains(u'<')) {
        *error = Tr::tr("%1 is a template (template <%2>): name its arguments too, for example %1<16>.")
                     .arg(name, found->templateParams);
        return std::nullopt;
    }
    return c;
}

} // namespace cvz
