#pragma once

#include "emulator/accesstrace.h"

#include <cstdint>
#include <vector>

namespace cvz {

// Per address: the earliest read and write, and the earliest of each by another thread
// than those; and which hazard kinds this address already reported in this interval.
struct AddressState
{
    const MemoryAccess *read = nullptr, *otherRead = nullptr, *write = nullptr, *otherWrite = nullptr;
    uint8_t found = 0;
    uint8_t across = 0; // the kinds already found between two warps here
};

// The states of the addresses one barrier interval touches, in an open-addressing table kept
// from interval to interval: clearing it is one counter, and a new address costs no allocation
// (a node map cost a malloc and a free for each, a sixth of a traced matmul's analysis). The
// table doubles while more than half full; its size follows the most addresses one interval
// touched.
class AddressTable
{
public:
    void clear()
    {
        m_size = 0;
        if (++m_generation == 0) { // after 2^32 intervals: every slot empty again, for real
            for (Slot& s : m_slots)
                s.generation = 0;
            m_generation = 1;
        }
    }
    AddressState& operator[](uint64_t key)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        return find(m_slots, key, m_generation, m_size);
    }
    size_t size() const { return m_size; }

private:
    struct Slot
    {
        uint64_t key = 0;
        uint32_t generation = 0; // the slot is in use in this interval when it is the table's
        AddressState state;
    };
    static size_t hash(uint64_t k)
    {
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdull;
        k ^= k >> 33;
        return size_t(k);
    }
    static AddressState& find(std::vector<Slot>& slots, uint64_t key, uint32_t generation, size_t& size)
    {
        const size_t mask = slots.size() - 1;
        for (size_t i = hash(key) & mask;; i = (i + 1) & mask) {
            Slot& s = slots[i];
            if (s.generation != generation) {
                s = { key, generation, {} };
                ++size;
                return s.state;
            }
            if (s.key == key)
                return s.state;
        }
    }
    void grow()
    {
        std::vector<Slot> bigger(std::max<size_t>(1024, m_slots.size() * 2));
        size_t moved = 0;
        for (const Slot& s : m_slots)
            if (s.generation == m_generation)
                find(bigger, s.key, m_generation, moved) = s.state;
        m_slots.swap(bigger);
    }

    std::vector<Slot> m_slots;
    size_t m_size = 0;
    uint32_t m_generation = 1;
};

} // namespace cvz
