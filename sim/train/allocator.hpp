#pragma once
// PyTorch's CUDA caching allocator as it counts one allocation (c10/cuda/CUDACachingAllocator.cpp,
// PyTorch 2.x; constants in c10/core/AllocatorConfig.h): `memory_allocated` and
// `max_memory_allocated` add each block's size, not the size asked for.
//
//   round_size          requests are rounded up to kMinBlockSize = 512 bytes;
//   get_allocation_size a request of at most kSmallSize = 1 MiB comes from a 2 MiB segment (small
//                       pool), one below kMinLargeAlloc = 10 MiB from a 20 MiB segment, a larger
//                       one from a segment rounded up to kRoundLarge = 2 MiB;
//   should_split        a block from the large pool is split only when more than kSmallSize
//                       remains (small pool: at least 512 bytes); otherwise the caller gets the
//                       whole block.
// So in a fresh segment a request of r >= 10 MiB (512-rounded) is charged r when its 2 MiB segment
// leaves more than 1 MiB over, else the whole segment (up to 1 MiB more); smaller requests are
// charged r. A block reused from the cache obeys the same split rule against the cached block's
// size, which depends on the history of frees: the fresh-segment rule is what hwsim counts.
// Default configuration (no max_split_size_mb, no expandable_segments).
#include "sim/train/train_job.hpp"

namespace hwsim::train {

inline constexpr Bytes kAllocatorMinBlock = 512;
inline constexpr Bytes kAllocatorSmallSize = 1048576;       // 1 MiB
inline constexpr Bytes kAllocatorMinLargeAlloc = 10485760;  // 10 MiB
inline constexpr Bytes kAllocatorRoundLarge = 2097152;      // 2 MiB

// Bytes the caching allocator charges for one allocation of `request` bytes (0 for 0).
Bytes allocator_block_bytes(Bytes request);

}  // namespace hwsim::train
