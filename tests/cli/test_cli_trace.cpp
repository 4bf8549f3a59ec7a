#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMultiMap>
#include <QRegularExpression>
#include <gtest/gtest.h>
#include <set>

using namespace cvz;

namespace {
QJsonObject traceJson(const QStringList& args)
{
    const CliResult r
        = runCudaviz(QStringList { QStringLiteral("trace") } + args + QStringList { QStringLiteral("--json") });
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError)
        << error.errorString().toStdString() << r.out.left(400).toStdString();
    return doc.object();
}
int field(const QJsonObject& o, const char* path1, const char* path2)
{
    return o.value(QLatin1String(path1)).toObject().value(QLatin1String(path2)).toInt(-1);
}
} // namespace

TEST(CliTrace, NaiveAndCoalescedMatmulAtSixteen)
{
    // 16 x 16 x 16: one block of 16 x 16 = 8 warps, K = 16. Naive: A 16 sectors + B 1 per k;
    // coalesced: 2 + 2 (the hand count of MemoryModel.NaiveMatmulScattersWhatCoalescedPacks).
    const QJsonObject naive = traceJson({ QStringLiteral("--kernel"), QStringLiteral("matmul-naive"),
        QStringLiteral("--shape"), QStringLiteral("16x16x16") });
    EXPECT_EQ(naive.value(QStringLiteral("grid")).toArray(), QJsonArray({ 1, 1, 1 }));
    EXPECT_EQ(naive.value(QStringLiteral("block")).toArray(), QJsonArray({ 16, 16, 1 }));
    EXPECT_EQ(field(naive, "global", "load_requests"), 8 * 2 * 16);
    EXPECT_EQ(field(naive, "global", "load_sectors"), 8 * 16 * 17);
    EXPECT_EQ(field(naive, "global", "store_sectors"), 8 * 16);
    const QJsonObject byA = naive.value(QStringLiteral("global"))
                                .toObject()
                                .value(QStringLiteral("by_buffer"))
                                .toObject()
                                .value(QStringLiteral("A"))
                                .toObject();
    EXPECT_EQ(byA.value(QStringLiteral("load_sectors")).toInt(), 8 * 16 * 16);
    const QJsonObject coalesced = traceJson({ QStringLiteral("--kernel"), QStringLiteral("matmul-coalesced"),
        QStringLiteral("--shape"), QStringLiteral("16x16x16") });
    EXPECT_EQ(field(coalesced, "global", "load_sectors"), 8 * 16 * 4);
    EXPECT_EQ(naive.value(QStringLiteral("races")).toArray().size(), 0);
    // The line numbers are those of the CUDA the page shows; the code is that line.
    const QJsonArray lines = naive.value(QStringLiteral("by_line")).toArray();
    ASSERT_FALSE(lines.isEmpty());
    EXPECT_GT(lines.at(0).toObject().value(QStringLiteral("line")).toInt(), 0);
    EXPECT_TRUE(
        lines.at(0).toObject().value(QStringLiteral("code")).toString().contains(QStringLiteral("A[row * K + k]")));
}

TEST(CliTrace, TiledSharedTrafficAndOccupancy)
{
    const QJsonObject r = traceJson({ QStringLiteral("--kernel"), QStringLiteral("matmul-tiled"),
        QStringLiteral("--shape"), QStringLiteral("32x32x32"), QStringLiteral("--registers"), QStringLiteral("64") });
    EXPECT_EQ(field(r, "shared", "load_requests"), 32 * 2 * 2 * 16);
    EXPECT_EQ(field(r, "shared", "load_wavefronts"), 32 * 2 * 2 * 16);
    const QJsonObject occ = r.value(QStringLiteral("occupancy")).toObject();
    EXPECT_EQ(occ.value(QStringLiteral("arch")).toString(), QStringLiteral("sm_90"));
    EXPECT_EQ(occ.value(QStringLiteral("registers")).toInt(), 64);
    EXPECT_EQ(occ.value(QStringLiteral("blocks_per_sm")).toInt(), 4);
    EXPECT_DOUBLE_EQ(occ.value(QStringLiteral("occupancy")).toDouble(), 0.5);
    EXPECT_EQ(occ.value(QStringLiteral("limit")).toString(), QStringLiteral("registers"));
}

TEST(CliTrace, UnguardedVecAddListsOutOfBoundsAndPerWarp)
{
    const QJsonObject r = traceJson({ QStringLiteral("--kernel"), QStringLiteral("vecadd"), QStringLiteral("-n"),
        QStringLiteral("40"), QStringLiteral("--block"), QStringLiteral("64"), QStringLiteral("--no-guard"),
        QStringLiteral("--per-warp") });
    EXPECT_EQ(r.value(QStringLiteral("out_of_bounds_count")).toInt(), 72);
    const QJsonObject first = r.value(QStringLiteral("out_of_bounds")).toArray().at(0).toObject();
    EXPECT_EQ(first.value(QStringLiteral("buffer")).toString(), QStringLiteral("a"));
    EXPECT_EQ(first.value(QStringLiteral("index")).toInt(), 40);
    EXPECT_EQ(first.value(QStringLiteral("thread")).toArray(), QJsonArray({ 40, 0, 0 }));
    const QJsonArray list = r.value(QStringLiteral("warp_instruction_list")).toArray();
    ASSERT_EQ(list.size(), 6); // 2 warps x (load a, load b, store c)
    const QJsonObject w1 = list.at(3).toObject();
    EXPECT_EQ(w1.value(QStringLiteral("warp")).toInt(), 1);
    // All 32 lanes of warp 1 issue the load, 24 of them past a's 40 floats: 128 bytes, 4 sectors.
    EXPECT_EQ(w1.value(QStringLiteral("active_lanes")).toInt(), 32);
    EXPECT_EQ(w1.value(QStringLiteral("out_of_bounds_lanes")).toInt(), 24);
    EXPECT_EQ(w1.value(QStringLiteral("sectors")).toInt(), 4);
    EXPECT_EQ(w1.value(QStringLiteral("addresses")).toArray().at(0).toInt(), 32 * 4);
    EXPECT_EQ(w1.value(QStringLiteral("addresses")).toArray().at(31).toInt(), 63 * 4);
}

// docs/memory-model.md's worked example: the sectors of every lane that issued an access, out of
// bounds or not, derived here from the launch and the layout (buffers 256-byte aligned, in
// order a, b, c), then compared with the command's JSON and with the docs' text.
TEST(CliTrace, OutOfBoundsLanesMoveTheirSectorsAsTheDocsWorkedExampleSays)
{
    const int64_t n = 1000, threads = 4 * 256, alignment = 256;
    const int64_t bytes = (n * 4 + alignment - 1) / alignment * alignment;
    const int64_t bases[3] = { 0, bytes, 2 * bytes };
    int64_t loadSectors = 0, storeSectors = 0, outside = 0;
    for (int64_t warp = 0; warp < threads / 32; ++warp)
        for (int array = 0; array < 3; ++array) {
            std::set<int64_t> sectors;
            for (int64_t i = warp * 32; i < warp * 32 + 32; ++i) {
                sectors.insert((bases[array] + i * 4) / 32);
                outside += array == 0 && i >= n;
            }
            (array < 2 ? loadSectors : storeSectors) += int64_t(sectors.size());
        }
    const QStringList launch = { QStringLiteral("--kernel"), QStringLiteral("vecadd"), QStringLiteral("-n"),
        QStringLiteral("1000"), QStringLiteral("--block"), QStringLiteral("256"), QStringLiteral("--grid"),
        QStringLiteral("4"), QStringLiteral("--no-guard") };
    const QJsonObject r = traceJson(launch);
    EXPECT_EQ(field(r, "global", "load_requests"), 2 * threads / 32);
    EXPECT_EQ(field(r, "global", "load_sectors"), loadSectors);
    EXPECT_EQ(field(r, "global", "store_sectors"), storeSectors);
    EXPECT_EQ(field(r, "global", "load_lanes"), 2 * threads);
    EXPECT_EQ(field(r, "global", "load_out_of_bounds_lanes"), 2 * outside);
    EXPECT_EQ(field(r, "global", "store_out_of_bounds_lanes"), outside);
    EXPECT_EQ(r.value(QStringLiteral("out_of_bounds_count")).toInt(), 3 * outside);

    const CliResult text = runCudaviz(QStringList { QStringLiteral("trace") } + launch);
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    QFile doc(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/memory-model.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString docs = QString::fromUtf8(doc.readAll());
    int lines = 0;
    for (const QString& line : text.out.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("  loads:")) || line.startsWith(QLatin1String("  stores:"))) {
            EXPECT_TRUE(docs.contains(line + QLatin1Char('\n'))) << line.toStdString();
            EXPECT_TRUE(line.contains(
                QStringLiteral(" %1 sectors").arg(line.contains(QLatin1String("loads")) ? loadSectors : storeSectors)));
            ++lines;
        }
    EXPECT_EQ(lines, 2);
}

TEST(CliTrace, BadInputIsExitTwoWithTheReason)
{
    const auto fails = [](const QStringList& args, const char* says) {
        const CliResult r = runCudaviz(QStringList { QStringLiteral("trace") } + args);
        EXPECT_EQ(r.exitCode, 2) << args.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(says))) << r.err.toStdString();
    };
    fails({ QStringLiteral("--kernel"), QStringLiteral("nope") }, "unknown kernel");
    fails({ QStringLiteral("--kernel"), QStringLiteral("matmul-naive"), QStringLiteral("--shape"),
              QStringLiteral("4096x4096x4096") },
        "million");
    fails({ QStringLiteral("--kernel"), QStringLiteral("matmul-naive"), QStringLiteral("--shape"),
              QStringLiteral("0x4x4") },
        "at least 1");
    fails({ QStringLiteral("--kernel"), QStringLiteral("vecadd"), QStringLiteral("-n"),
              QStringLiteral("99999999999999999999") },
        "too large");
    fails({ QStringLiteral("--kernel"), QStringLiteral("vecadd"), QStringLiteral("-n"), QStringLiteral("10"),
              QStringLiteral("--arch"), QStringLiteral("sm_42") },
        "unknown architecture");
    fails({ QStringLiteral("--kernel"), QStringLiteral("matmul-tiled"), QStringLiteral("--block"),
              QStringLiteral("8,8") },
        "16x16x1");
    fails({ QStringLiteral("--kernel"), QStringLiteral("vecadd"), QStringLiteral("-n"), QStringLiteral("10"),
              QStringLiteral("--per-warp") },
        "--json");
    // A zero block is refused before a grid is derived from it (it used to divide by zero).
    for (const char* kernel : { "histogram", "stencil1d" })
        fails({ QStringLiteral("--kernel"), QLatin1String(kernel), QStringLiteral("-n"), QStringLiteral("100"),
                  QStringLiteral("--block"), QStringLiteral("0") },
            "at least 1");
    fails({ QStringLiteral("--kernel"), QStringLiteral("matmul-naive"), QStringLiteral("--block"),
              QStringLiteral("0,4") },
        "at least 1");
    // The Vector kernels index with x only: a 2D launch is refused, not double-counted.
    fails({ QStringLiteral("--kernel"), QStringLiteral("histogram"), QStringLiteral("-n"), QStringLiteral("100"),
              QStringLiteral("--block"), QStringLiteral("32,2") },
        "1D block");
}

namespace {
// Every (key, number) pair anywhere in a JSON value.
void collectNumbers(const QJsonValue& v, const QString& key, QMultiMap<QString, double>& out)
{
    if (v.isDouble())
        out.insert(key, v.toDouble());
    else if (v.isObject()) {
        const QJsonObject object = v.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            collectNumbers(it.value(), it.key(), out);
    } else if (v.isArray()) {
        const QJsonArray array = v.toArray();
        for (const QJsonValue& item : array)
            collectNumbers(item, key, out);
    }
}
} // namespace

// The CLI reference's --json example is the command's real output, abbreviated: every number it shows
// (but the time) is one the command prints.
TEST(CliTrace, TheDocsJsonExampleIsTheRealOutput)
{
    QFile readme(QStringLiteral(CUDAVIZ_SOURCE_DIR "/docs/cli.md"));
    ASSERT_TRUE(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype at = text.indexOf(QStringLiteral("Text by default; `--json` prints"));
    ASSERT_GE(at, 0);
    const qsizetype begin = text.indexOf(QStringLiteral("```json\n"), at);
    const qsizetype end = text.indexOf(QStringLiteral("```\n"), begin + 8);
    ASSERT_GT(end, begin);
    const QString example = text.mid(begin, end - begin);
    const CliResult r = runCudaviz(args({ "trace", "--kernel", "matmul-tiled", "--shape", "32x32x32", "--json" }));
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QMultiMap<QString, double> actual;
    collectNumbers(QJsonDocument::fromJson(r.out.toUtf8()).object(), {}, actual);
    static const QRegularExpression pair(QStringLiteral("\"(\\w+)\":(-?\\d+(?:\\.\\d+)?)"));
    int checked = 0;
    for (auto it = pair.globalMatch(example); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) == QStringLiteral("seconds"))
            continue;
        EXPECT_TRUE(actual.values(m.captured(1)).contains(m.captured(2).toDouble()))
            << m.captured(0).toStdString() << " is not in the output";
        ++checked;
    }
    EXPECT_GT(checked, 30);
}

// The catalog's Vector kernels, traced: sectors counted by hand from each kernel's accesses.
TEST(CliTrace, StencilLoadsItsHaloOncePerBlockEdge)
{
    const QJsonObject r = traceJson(args({ "--kernel", "stencil1d", "-n", "1000" }));
    // 1000 floats in 125 sectors by 32 warps; a 3-element halo on the left of blocks 1..7 and
    // on the right of blocks 0..6, each within one sector: 7 + 7 more requests and sectors.
    EXPECT_EQ(field(r, "global", "load_requests"), 32 + 7 + 7);
    EXPECT_EQ(field(r, "global", "load_sectors"), 125 + 7 + 7);
    EXPECT_EQ(field(r, "global", "store_sectors"), 125);
    EXPECT_EQ(field(r, "shared", "load_wavefronts"), field(r, "shared", "load_requests")) << "no bank conflict";
    EXPECT_EQ(r.value(QStringLiteral("race_count")).toInt(-1), 0);
}

TEST(CliTrace, ReductionWritesOneSumPerBlockWithoutRaces)
{
    const QJsonObject r = traceJson(args({ "--kernel", "reduce", "-n", "1000" }));
    EXPECT_EQ(field(r, "global", "load_sectors"), 125);
    EXPECT_EQ(field(r, "global", "store_requests"), 8) << "thread 0 of each of the 8 blocks";
    EXPECT_EQ(field(r, "global", "store_sectors"), 8);
    // Per block: 4 warps store their element, then the steps s = 64 (2 warps), 32, 16, 8, 4,
    // 2, 1 (1 warp each) load twice and store once, then thread 0 loads partial[0].
    EXPECT_EQ(field(r, "shared", "store_requests"), 8 * (4 + 8));
    EXPECT_EQ(field(r, "shared", "load_requests"), 8 * (2 * 8 + 1));
    EXPECT_EQ(field(r, "shared", "load_wavefronts"), field(r, "shared", "load_requests")) << "no bank conflict";
    EXPECT_EQ(r.value(QStringLiteral("race_count")).toInt(-1), 0);
}

TEST(CliTrace, HistogramAtomicsAreNotRaces)
{
    const QJsonObject r = traceJson(args({ "--kernel", "histogram", "-n", "1000", "--block", "64" }));
    EXPECT_EQ(r.value(QStringLiteral("grid")).toArray().at(0).toInt(), 8) << "at most 8 blocks: the loop covers n";
    EXPECT_EQ(field(r, "global", "load_sectors"), 125);
    EXPECT_EQ(field(r, "global", "store_requests"), 8) << "each block adds its 16 bins once";
    EXPECT_EQ(field(r, "global", "store_sectors"), 8 * 2);
    EXPECT_EQ(r.value(QStringLiteral("race_count")).toInt(-1), 0) << "atomicAdd on one bin is no race";
}
