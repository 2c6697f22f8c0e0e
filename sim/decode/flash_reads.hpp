#pragma once
// Which columns a token selects and which flash reads fetch them.
//
// Selection model: the columns a token selects are a uniformly random subset (activation ranks are
// treated as a random permutation of the columns), sampled with a FIXED seed per (layer, group,
// instance) by a portable generator (splitmix64 + Fisher-Yates), so every run gives the same bytes.
// The top tier takes the first k_top of the permutation, the middle tier the next k_mid.
//
// Flash layout: each tier of each matrix-group instance is one region starting on a page boundary,
// holding column bundles back to back (bundle j at offset j * bundle_bytes). Reading a run of
// consecutive selected bundles [j, j+len) reads the pages covering [j*B, (j+len)*B): start rounded
// down and end rounded up to page_size. Runs whose page ranges touch or overlap are read as one
// range (a shared page is read once). Each range is cut into requests of at most max_request_size
// bytes (a multiple of page_size). So moved bytes >= needed bytes, and scattered selections turn
// into many small requests.
#include <cstdint>
#include <vector>

#include "sim/decode/tiers.hpp"

namespace hwsim::decode {

// Deterministic splitmix64 stream.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform integer in [0, bound), bound > 0 (portable, deterministic).
  std::uint64_t below(std::uint64_t bound);

 private:
  std::uint64_t state_;
};

// Seed for one (layer, group, instance); `base` is the job's seed.
std::uint64_t selection_seed(std::uint64_t base, std::size_t layer, std::size_t group,
                             std::int64_t instance);

struct TierSelection {
  std::vector<std::int64_t> top;  // sorted column indices
  std::vector<std::int64_t> mid;  // sorted column indices
};

// First k_top + k_mid entries of a random permutation of [0, n): k_top -> top, k_mid -> mid.
// k_top == n gives all columns without drawing.
TierSelection sample_selection(std::int64_t n, std::int64_t k_top, std::int64_t k_mid,
                               std::uint64_t seed);

struct ReadRequest {
  double offset = 0.0;  // bytes from the region start (page aligned)
  double bytes = 0.0;   // multiple of the page size
};

struct ReadPlan {
  std::vector<ReadRequest> requests;
  double needed_bytes = 0.0;  // selected bundles * bundle_bytes
  double moved_bytes = 0.0;   // sum of request bytes
  std::int64_t runs = 0;      // runs of consecutive selected bundles
};

// Requests that read `selected` (sorted, distinct) bundles of `bundle_bytes` each. page_size and
// max_request_size in bytes; max_request_size is rounded down to a page multiple (at least one
// page).
ReadPlan plan_reads(const std::vector<std::int64_t>& selected, double bundle_bytes,
                    double page_size, double max_request_size);

// The same as plan_reads of every bundle [0, columns), without listing them (a dense group).
ReadPlan plan_contiguous_reads(std::int64_t columns, double bundle_bytes, double page_size,
                               double max_request_size);

// Appends to `out` the requests of one instance of a group planned as `plan`: a plan of every
// column by plan_contiguous_reads (nothing drawn), else the selection drawn with `seed`, its top
// tier then its middle one, each by plan_reads. What the token graph builder reads and the work
// estimate counts, so that the two agree.
void append_instance_reads(const TierPlan& plan, std::uint64_t seed, double page_size,
                           double max_request_size, std::vector<ReadRequest>& out);

// Number of runs of consecutive indices in a sorted, distinct list.
std::int64_t count_runs(const std::vector<std::int64_t>& selected);

}  // namespace hwsim::decode
