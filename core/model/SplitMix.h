#pragma once

#include <cstdint>

namespace accel {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast and, unlike the standard
// library's distributions, gives the same numbers on every platform, which
// makes a seeded confidence figure reproducible everywhere.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27U)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31U);
    }

private:
    std::uint64_t m_state;
};

} // namespace accel
