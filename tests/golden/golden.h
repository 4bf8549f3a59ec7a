#pragma once

#include <QFile>
#include <QString>
#include <gtest/gtest.h>

namespace cvz {

// Compares `got` with tests/golden/<name> byte for byte. CUDAVIZ_UPDATE_GOLDEN=1 rewrites
// the fixture instead (then review the diff).
inline void expectMatchesGolden(const QByteArray& got, const QString& name)
{
    const QString path = QStringLiteral(CUDAVIZ_GOLDEN_DIR "/") + name;
    if (qEnvironmentVariableIsSet("CUDAVIZ_UPDATE_GOLDEN")) {
        QFile out(path);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly)) << path.toStdString();
        out.write(got);
        return;
    }
    QFile golden(path);
    ASSERT_TRUE(golden.open(QIODevice::ReadOnly)) << path.toStdString() << " (CUDAVIZ_UPDATE_GOLDEN=1 writes it)";
    EXPECT_EQ(got, golden.readAll()) << name.toStdString();
}

} // namespace cvz
