#include "wholenumber.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace cvz {

namespace {
// lupdate reads the context from here, so the .ts and the lookup always agree.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::WholeNumber)
};
} // namespace

std::optional<int64_t> parseWholeNumber(const QString& text, QString* error)
{
    const QString t = text.trimmed();
    bool ok = false;
    const qlonglong value = t.toLongLong(&ok);
    if (ok)
        return int64_t(value);
    if (!isWholeNumberText(t))
        *error = Tr::tr("'%1' is not a whole number").arg(t);
    else if (t.startsWith(QLatin1Char('-')))
        *error = Tr::tr("'%1' is too small (at least %2)").arg(t).arg(std::numeric_limits<int64_t>::min());
    else
        *error = Tr::tr("'%1' is too large (at most %2)").arg(t).arg(std::numeric_limits<int64_t>::max());
    return std::nullopt;
}

bool isWholeNumberText(const QString& text)
{
    const QString t = text.trimmed();
    const qsizetype sign = (t.startsWith(QLatin1Char('-')) || t.startsWith(QLatin1Char('+'))) ? 1 : 0;
    return sign < t.size() && std::all_of(t.begin() + sign, t.end(), [](QChar c) {
        return c >= QLatin1Char('0') && c <= QLatin1Char('9');
    });
}

} // namespace cvz
