// Textures in a whole program (resources/playground/include/cvz_texture.h): texture objects over
// pitched memory, a CUDA array and linear memory, sampled by the sampler's rules; and the texture
// references CUDA 12 removed, run as CUDA 11 ran them, each call named by a finding.
#include "programfile.h"

using namespace cvz;

namespace {
int lineOf(const QString& file, const QString& text)
{
    return int(testProgramSource(file).split(u'\n').indexOf(text)) + 1;
}
} // namespace

// Point and linear filtering, clamped, bordered and wrapped coordinates, a normalised read of uchar4
// texels and a fetch by index: each value is the one the sampler's rules give (derived in the
// program's comments), and the texels read are loads of their buffers at the fetch's line.
TEST(Textures, ObjectsSampleAsTheSamplersRulesSay)
{
    const ProgramRan r = runProgramFile(QStringLiteral("textures.cu"));
    ASSERT_PROGRAM_RAN(r);
    EXPECT_TRUE(r.kinds().isEmpty()) << r.messages().toStdString();
    EXPECT_EQ(r.program().output, QStringLiteral("21 20 5.5 2.25 -1 11 1 0 0.2 1 8 0 21\nno error\n"));
    ASSERT_EQ(r.program().launches.size(), size_t(1));
    const AccessTrace& trace = *r.program().launches[0].run.trace;
    QStringList read;
    for (const MemoryAccess& a : trace.all())
        if (!a.write && !read.contains(trace.arrays[a.array].name))
            read << trace.arrays[a.array].name;
    read.sort();
    EXPECT_EQ(read, QStringList({ QStringLiteral("array"), QStringLiteral("d_numbers"), QStringLiteral("grid") }));
}

// A 1D reference fetched by index and a 2D one sampled at a thread's neighbours, clamped at the edges,
// as CUDA by Example's heat transfer does; each texture-reference call is one finding at its first
// line, said once for the program (not again for each launch).
TEST(Textures, ReferencesRunAsInCuda11AndEachCallIsNamed)
{
    const QString file = QStringLiteral("texture_reference.cu");
    const ProgramRan r = runProgramFile(file);
    ASSERT_PROGRAM_RAN(r);
    // (0,0): 0 + 0 + 0; (3,0): 3 above (clamped) + 2 + 3; (0,5): 32 + 40 (clamped) + 40; (7,7): 55 + 62 + 63.
    EXPECT_EQ(r.program().output, QStringLiteral("(0,0) 0 (3,0) 8 (0,5) 112 (7,7) 180\n"));
    QStringList calls;
    for (const Finding& f : r.program().findings) {
        EXPECT_EQ(f.kind, QStringLiteral("legacy_texture"));
        calls << QStringLiteral("%1:%2").arg(f.details.value(QStringLiteral("texture_call")).toString()).arg(f.line);
    }
    calls.sort();
    const QStringList expected {
        QStringLiteral("cudaBindTexture2D:%1")
            .arg(lineOf(file,
                QStringLiteral("    cudaBindTexture2D(NULL, texGrid, d_in, desc, DIM, DIM, sizeof(float) * DIM);"))),
        QStringLiteral("cudaBindTexture:%1")
            .arg(lineOf(file, QStringLiteral("    cudaBindTexture(NULL, texLine, d_in, sizeof h);"))),
        QStringLiteral("cudaUnbindTexture:%1").arg(lineOf(file, QStringLiteral("    cudaUnbindTexture(texLine);"))),
        QStringLiteral("tex1Dfetch:%1")
            .arg(lineOf(file, QStringLiteral("    float self = tex1Dfetch(texLine, offset);"))),
        QStringLiteral("tex2D:%1")
            .arg(lineOf(file, QStringLiteral("    float up = tex2D(texGrid, x, y - 1); // clamped at the top row"))),
    };
    EXPECT_EQ(calls, expected);
    ASSERT_EQ(r.program().launches.size(), size_t(1));
    EXPECT_TRUE(r.program().launches[0].run.findings.isEmpty());
}
