// libFuzzer: the launch and size parsers and the launch arithmetic. The first bytes are
// nine 64-bit numbers (grid, block, problem), the rest is text for the size parsers.
#include "bench/benchrequest.h"
#include "mapping/gridlayout.h"
#include "mapping/mappingsetup.h"
#include "mapping/threadmapping.h"
#include "util/wholenumber.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace {
int64_t take(const uint8_t*& data, size_t& size)
{
    int64_t v = 1;
    if (size >= sizeof v) {
        std::memcpy(&v, data, sizeof v);
        data += sizeof v;
        size -= sizeof v;
    }
    return v;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cvz;
    MappingSetup setup;
    const uint8_t kernelByte = size > 0 ? data[0] : 0;
    if (size > 0)
        ++data, --size;
    setup.kernel = kernelAt((kernelByte & 0x7f) % kTeachingKernelCount).id;
    setup.guard = (kernelByte & 0x80) != 0;
    setup.launch.grid = { take(data, size), take(data, size), take(data, size) };
    setup.launch.block = { take(data, size), take(data, size), take(data, size) };
    setup.shape[0] = take(data, size);
    setup.shape[1] = take(data, size);
    setup.shape[2] = 3;
    if (!validateSetup(setup) && !isTraced(setup.kernel)) {
        // A launch the picture accepts must be drawable: every thread inside the layout.
        const ThreadMapping mapping(mappingKindOf(setup.kernel), setup.problem(), setup.launch, setup.guard);
        const ThreadLayout layout(setup.launch);
        for (int64_t t : { int64_t(0), mapping.threadCount() / 2, mapping.threadCount() - 1 }) {
            const Cell c = layout.cellOf(t);
            if (c.x < 0 || c.y < 0 || c.x >= layout.width() || c.y >= layout.height())
                std::abort();
            mapping.record(t, 4);
            mapping.explain(t);
        }
    }
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    if (!parseSizes(text, &error) && error.isEmpty())
        std::abort();
    parseShape(text, &error);
    parseBackends(text, &error);
    parseWholeNumber(text, &error);
    return 0;
}
