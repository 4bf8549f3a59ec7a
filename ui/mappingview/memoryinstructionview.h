#pragma once

#include "mappingpalette.h"
#include "memory/warpinstruction.h"

#include <QWidget>
#include <optional>

namespace cvz {

// One warp instruction drawn over memory as the hardware sees it: global accesses over the
// 32-byte sectors they touch (grouped into 128-byte lines), shared accesses over the 32 banks
// (one row per wavefront). Cells a lane asked for carry the read or write colour of the picture.
class MemoryInstructionView : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryInstructionView(QWidget* parent = nullptr);

    void setInstruction(std::optional<WarpInstruction> instruction, const MemoryLayout& layout);
    void setPalette(const MappingPalette& palette);
    QSize sizeHint() const override { return { 420, 220 }; }
    QSize minimumSizeHint() const override { return { 240, 140 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString sectorLabel(int64_t sector, bool afterGap, int width) const;
    void paintGlobal(QPainter& p, const QRect& area) const;
    void paintShared(QPainter& p, QRect area) const;

    std::optional<WarpInstruction> m_instruction;
    MemoryLayout m_layout;
    MappingPalette m_palette;
};

} // namespace cvz
