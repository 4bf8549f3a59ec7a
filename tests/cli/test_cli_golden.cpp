// Golden files: the exact output of `map` for small launches and the structure of a chart,
// compared with tests/golden/ (see golden.h).
#include "../golden/golden.h"
#include "clirunner.h"

#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

using namespace cvz;

namespace {
struct GoldenCase
{
    const char* file;
    QStringList args;
};

class Golden : public testing::TestWithParam<GoldenCase>
{
};

void PrintTo(const GoldenCase& c, std::ostream* os)
{
    *os << c.file;
}
} // namespace

TEST_P(Golden, OutputMatchesTheFixture)
{
    const GoldenCase& c = GetParam();
    const CliResult r = runCudaviz(c.args);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    expectMatchesGolden(r.out.toUtf8(), QString::fromUtf8(c.file));
}

INSTANTIATE_TEST_SUITE_P(Map, Golden,
    testing::Values(GoldenCase { "map-vecadd-n10-block4.json", args({ "map", "-n", "10", "--block", "4", "--json" }) },
        GoldenCase {
            "map-vecadd-n10-noguard.json", args({ "map", "-n", "10", "--block", "4", "--no-guard", "--json" }) },
        GoldenCase { "map-matadd-5x3-block2x2.json",
            args({ "map", "--kernel", "matadd", "--rows", "5", "--cols", "3", "--block", "2,2", "--json" }) },
        GoldenCase { "map-gridstride-n11-grid2-block2.json",
            args({ "map", "--kernel", "grid-stride", "-n", "11", "--grid", "2", "--block", "2", "--json" }) },
        GoldenCase { "map-3d-3x2x2-block2x2x1.json",
            args({ "map", "--kernel", "3d", "--nx", "3", "--ny", "2", "--nz", "2", "--block", "2,2,1", "--json" }) },
        GoldenCase { "map-vecadd-text.txt", args({ "map", "-n", "70", "--block", "32" }) }),
    [](const testing::TestParamInfo<GoldenCase>& each) {
        std::string name = each.param.file;
        for (char& ch : name)
            if (!isalnum(static_cast<unsigned char>(ch)))
                ch = '_';
        return name;
    });

// The chart's SVG structure (title, every text in order, how many shapes of each kind) for
// the fixed result set: coordinates may move with fonts, what the slide says may not.
TEST(GoldenChart, SvgStructureOfTheFixedResults)
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("c.svg"));
    const CliResult r = runCudaviz({ QStringLiteral("chart"), QStringLiteral(CUDAVIZ_GOLDEN_DIR "/results-fixed.json"),
        QStringLiteral("-o"), svg, QStringLiteral("--size"), QStringLiteral("800x600") });
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QMap<QString, int> counts;
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = xml.name().toString();
        if (name == QLatin1String("title") || name == QLatin1String("text"))
            texts << name + QStringLiteral(": ") + xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else
            ++counts[name];
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    // Sorted: Qt Charts paints some value labels in an order that changes from run to run (two
    // of them swapped places in most runs, with or without address randomisation), while the
    // picture stays the same. What is compared is which texts are there, and how many elements.
    texts.sort();
    QString structure = texts.join(QLatin1Char('\n')) + QLatin1Char('\n');
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        structure += QStringLiteral("%1 elements: %2\n").arg(it.key()).arg(it.value());
    expectMatchesGolden(structure.toUtf8(), QStringLiteral("chart-fixed-structure.txt"));
}
