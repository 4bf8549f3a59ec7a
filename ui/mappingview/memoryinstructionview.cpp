#include "memoryinstructionview.h"

#include <QPainter>
#include <algorithm>
#include <map>
#include <set>

namespace cvz {

MemoryInstructionView::MemoryInstructionView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("memoryInstructionView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void MemoryInstructionView::setInstruction(std::optional<WarpInstruction> instruction, const MemoryLayout& layout)
{
    m_instruction = std::move(instruction);
    m_layout = layout;
    // Tall enough that every wavefront row (or sector row) stays visible: the panel scrolls.
    const int rows = !m_instruction ? 1
        : m_instruction->shared     ? std::max(1, m_instruction->wavefronts)
                                    : std::max(1, (m_instruction->sectors + 3) / 4);
    const int rowHeight = m_instruction && m_instruction->shared ? 9 : 2 * fontMetrics().height();
    setMinimumHeight(std::clamp(fontMetrics().height() + rows * rowHeight + 12, 140, 460));
    update();
}

void MemoryInstructionView::setPalette(const MappingPalette& palette)
{
    m_palette = palette;
    update();
}

void MemoryInstructionView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), m_palette.background);
    if (!m_instruction || !m_instruction->counts()) {
        p.setPen(m_palette.text);
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
            tr("No memory instruction at this step."));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing, false);
    const QRect area = rect().adjusted(6, 6, -6, -6);
    if (m_instruction->shared)
        paintShared(p, area);
    else
        paintGlobal(p, area);
}

// The sector's address with its unit ("byte 256", "… byte 1152" after a gap), or as much of it
// as fits `width`: the number alone, which the first label's unit explains.
QString MemoryInstructionView::sectorLabel(int64_t sector, bool afterGap, int width) const
{
    const QString number = QString::number(sector * kSectorBytes);
    const QString gap = afterGap ? QStringLiteral("… ") : QString();
    const QString full = gap + tr("byte %1").arg(number);
    if (fontMetrics().horizontalAdvance(full) <= width)
        return full;
    return fontMetrics().horizontalAdvance(gap + number) <= width ? gap + number : number;
}

// The sectors the instruction touches, in address order; each is 8 words wide. Sectors of
// one 128-byte line sit together, lines are set apart; a gap in addresses shows as "…".
void MemoryInstructionView::paintGlobal(QPainter& p, const QRect& area) const
{
    const WarpInstruction& ins = *m_instruction;
    std::map<int64_t, std::vector<int>> lanesOfWord; // word address -> lanes
    for (int lane = 0; lane < kWarpSize; ++lane)
        if (ins.laneMask & (1u << lane))
            for (int w = 0; w < ins.width; ++w) // a float4 lane asks for 4 words
                lanesOfWord[m_layout.address(ins.array, ins.element[size_t(lane)]) / kBankBytes + w].push_back(lane);
    std::set<int64_t> sectors;
    for (const auto& [word, lanes] : lanesOfWord)
        sectors.insert(word * kBankBytes / kSectorBytes);
    const int wordsPerSector = kSectorBytes / kBankBytes;
    // Layout: the fewest sectors per row (the largest cells) whose rows fit the height.
    const int count = int(sectors.size());
    const int gap = 8;
    const int labelHeight = fontMetrics().height();
    int perRow = 1, cell = 4;
    for (perRow = 1; perRow <= count; ++perRow) {
        cell = std::min(28, (area.width() - (perRow - 1) * gap) / (perRow * wordsPerSector));
        const int rows = (count + perRow - 1) / perRow;
        if (rows * (labelHeight + cell) <= area.height() || cell <= 6)
            break;
    }
    perRow = std::min(perRow, count);
    cell = std::max(3, cell);
    const int rowHeight = cell;
    QFont small = font();
    small.setPixelSize(std::max(7, std::min(cell * 2 / 3, rowHeight / 2)));
    const QColor fill = ins.write ? m_palette.elementWritten : m_palette.read;
    int index = 0;
    int64_t previous = -2;
    for (const int64_t sector : sectors) {
        const int row = index / perRow, col = index % perRow;
        const int x = area.left() + col * (wordsPerSector * cell + gap);
        const int y = area.top() + row * (rowHeight + labelHeight);
        p.setPen(m_palette.text);
        p.setFont(font());
        p.drawText(QRect(x, y, wordsPerSector * cell, labelHeight), Qt::AlignLeft | Qt::AlignVCenter,
            sectorLabel(sector, sector != previous + 1 && previous >= 0, wordsPerSector * cell));
        for (int w = 0; w < wordsPerSector; ++w) {
            const QRect r(x + w * cell, y + labelHeight, cell, rowHeight);
            const auto it = lanesOfWord.find(sector * wordsPerSector + w);
            const bool outside = it != lanesOfWord.end() && (ins.outOfBoundsMask & (1u << it->second.front()));
            p.fillRect(r,
                it == lanesOfWord.end() ? m_palette.elementUntouched
                    : outside           ? m_palette.outOfRangeDone
                                        : fill);
            p.setPen(m_palette.cellBorder);
            p.drawRect(r.adjusted(0, 0, -1, -1));
            if (it != lanesOfWord.end() && cell >= 14) {
                p.setPen(m_palette.text);
                p.setFont(small);
                p.drawText(r, Qt::AlignCenter, QString::number(it->second.front()));
            }
        }
        // A 128-byte line is four sectors: its start gets a heavy mark.
        if (sector % (kLineBytes / kSectorBytes) == 0) {
            p.setPen(QPen(m_palette.blockFrame, 2));
            p.drawLine(x, y + labelHeight, x, y + labelHeight + rowHeight);
        }
        previous = sector;
        ++index;
    }
}

// 32 bank columns; row r holds each bank's r-th distinct word. The rows are the wavefronts.
void MemoryInstructionView::paintShared(QPainter& p, QRect area) const
{
    const WarpInstruction& ins = *m_instruction;
    std::map<int64_t, std::vector<int>> lanesOfWord;
    for (int lane = 0; lane < kWarpSize; ++lane)
        if (ins.laneMask & (1u << lane))
            for (int w = 0; w < ins.width; ++w) // a float4 lane asks for 4 words
                lanesOfWord[m_layout.address(ins.array, ins.element[size_t(lane)]) / kBankBytes + w].push_back(lane);
    std::vector<std::vector<std::pair<int64_t, int>>> banks(kBanks); // (word, first lane)
    for (const auto& [word, lanes] : lanesOfWord)
        banks[size_t(word % kBanks)].push_back({ word, lanes.front() });
    const int wavefronts = ins.wavefronts;
    // What the axes are: a column per bank, a row per pass (wavefront).
    const QString axes
        = tr("Columns: banks 0 to 31. Rows: the %n pass(es) (wavefronts) this request takes.", nullptr, wavefronts);
    const int axesHeight
        = fontMetrics().boundingRect(QRect(0, 0, area.width(), 1000), Qt::TextWordWrap, axes).height() + 4;
    p.setPen(m_palette.text);
    p.drawText(QRect(area.left(), area.top(), area.width(), axesHeight), Qt::TextWordWrap | Qt::AlignLeft, axes);
    area.setTop(area.top() + axesHeight);
    const int labelHeight = fontMetrics().height();
    const int cell = std::max(4, area.width() / kBanks);
    const int rowHeight
        = std::max(3, std::min(std::max(cell, 22), (area.height() - labelHeight) / std::max(1, wavefronts)));
    QFont small = font();
    small.setPixelSize(std::max(7, std::min(cell * 2 / 3, rowHeight - 2)));
    // Bank numbers in the panel's own font (large in presentation mode): all 32 where two
    // digits fit a column, else every fourth.
    const bool everyBank = cell >= fontMetrics().horizontalAdvance(QStringLiteral("00")) + 2;
    for (int b = 0; b < kBanks; ++b) {
        const int x = area.left() + b * cell;
        p.setPen(m_palette.text);
        p.setFont(font());
        if (b % 4 == 0 || everyBank)
            p.drawText(
                QRect(x, area.top(), cell * 4, labelHeight), Qt::AlignLeft | Qt::AlignVCenter, QString::number(b));
        p.setFont(small);
        for (int r = 0; r < wavefronts; ++r) {
            const QRect cellRect(x, area.top() + labelHeight + r * rowHeight, cell, rowHeight);
            const bool used = r < int(banks[size_t(b)].size());
            const bool outside = used && (ins.outOfBoundsMask & (1u << banks[size_t(b)][size_t(r)].second));
            p.fillRect(cellRect,
                !used         ? m_palette.elementUntouched
                    : outside ? m_palette.outOfRangeDone
                              : (ins.write ? m_palette.elementWritten : m_palette.read));
            if (rowHeight >= 6) {
                p.setPen(m_palette.cellBorder);
                p.drawRect(cellRect.adjusted(0, 0, -1, -1));
            }
            if (used && cell >= 14 && rowHeight >= 12) {
                p.setPen(m_palette.text);
                p.drawText(cellRect, Qt::AlignCenter, QString::number(banks[size_t(b)][size_t(r)].second));
            }
        }
    }
}

} // namespace cvz
