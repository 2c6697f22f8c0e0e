#include "sim/core/memory_reuse.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace hwsim::core {

void keep_freed_memory() {
#if defined(__GLIBC__)
  // The trim threshold applies to the top of each heap; glibc keeps at most this much free there.
  mallopt(M_TRIM_THRESHOLD, static_cast<int>(2 * kMmapAbove));
  mallopt(M_MMAP_THRESHOLD, static_cast<int>(kMmapAbove));
#endif
}

}  // namespace hwsim::core
