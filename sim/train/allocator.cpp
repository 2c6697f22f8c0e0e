#include "sim/train/allocator.hpp"

#include <cmath>

namespace hwsim::train {

namespace {

Bytes round_up(Bytes bytes, Bytes multiple) { return std::ceil(bytes / multiple) * multiple; }

}  // namespace

Bytes allocator_block_bytes(Bytes request) {
  if (request <= 0) return 0;
  const Bytes rounded = round_up(request, kAllocatorMinBlock);  // round_size
  if (rounded < kAllocatorMinLargeAlloc) return rounded;        // split from a 2 or 20 MiB segment
  const Bytes segment = round_up(rounded, kAllocatorRoundLarge);
  return segment - rounded > kAllocatorSmallSize ? rounded : segment;  // should_split
}

}  // namespace hwsim::train
