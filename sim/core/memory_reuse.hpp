#pragma once
// Keeping freed heap memory for reuse within the process.
//
// A sweep point builds and frees the same tens of megabytes (a token's task graph, its run records,
// the flows' state) point after point. glibc by default hands large freed blocks back to the
// operating system (memory above the trim threshold at the top of a heap, and blocks served by
// mmap), so every point faults the same pages in again: about a tenth of a flash point's time.
// keep_freed_memory() raises both thresholds so that those blocks stay in the process and the next
// point reuses them. The price is resident memory: each thread's heap keeps what it freed, so
// the peak can rise by up to a point's working set per thread beyond the largest point's own
// (bench/RESULTS.md records it). Blocks above `kMmapAbove` are still mapped and unmapped each
// time. Elsewhere than glibc it does nothing.
#include <cstddef>

namespace hwsim::core {

inline constexpr std::size_t kMmapAbove = std::size_t{256} << 20;  // bytes

// Call once, before the work starts (hwsim's main does).
void keep_freed_memory();

}  // namespace hwsim::core
