#include "sim/decode/flash_reads.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <stdexcept>

namespace hwsim::decode {

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t bound) {
  // 53 random bits scaled onto [0, bound): exact IEEE arithmetic, so the result is the same on
  // every platform, unlike std::uniform_int_distribution. Bounds here are column counts (< 2^53).
  const double unit = static_cast<double>(next() >> 11) * 0x1.0p-53;
  return std::min(bound - 1, static_cast<std::uint64_t>(unit * static_cast<double>(bound)));
}

std::uint64_t selection_seed(std::uint64_t base, std::size_t layer, std::size_t group,
                             std::int64_t instance) {
  SplitMix64 mix(base ^ (static_cast<std::uint64_t>(layer) << 40) ^
                 (static_cast<std::uint64_t>(group) << 32) ^ static_cast<std::uint64_t>(instance));
  return mix.next();
}

namespace {
// The first k_top + k_mid entries of a Fisher-Yates shuffle of [0, n), as each column's tier (1
// top, 2 middle, 0 neither). `Index` holds a column: 4 bytes where they fit halve the
// permutation's memory traffic, with the same draws.
template <typename Index>
std::vector<std::uint8_t> draw_tiers(std::int64_t n, std::int64_t k_top, std::int64_t k_mid,
                                     std::uint64_t seed) {
  std::vector<Index> perm(static_cast<std::size_t>(n));
  std::iota(perm.begin(), perm.end(), Index{0});
  SplitMix64 rng(seed);
  const auto take = static_cast<std::size_t>(k_top + k_mid);
  for (std::size_t i = 0; i < take; ++i) {
    const std::size_t j = i + static_cast<std::size_t>(rng.below(perm.size() - i));
    std::swap(perm[i], perm[j]);
  }
  std::vector<std::uint8_t> tier_of(static_cast<std::size_t>(n), 0);
  for (std::size_t i = 0; i < take; ++i)
    tier_of[static_cast<std::size_t>(perm[i])] = i < static_cast<std::size_t>(k_top) ? 1 : 2;
  return tier_of;
}
}  // namespace

TierSelection sample_selection(std::int64_t n, std::int64_t k_top, std::int64_t k_mid,
                               std::uint64_t seed) {
  if (k_top < 0 || k_mid < 0 || k_top + k_mid > n) {
    throw std::invalid_argument("sample_selection: tier sizes exceed the column count");
  }
  TierSelection out;
  if (k_top == n) {
    out.top.resize(static_cast<std::size_t>(n));
    std::iota(out.top.begin(), out.top.end(), std::int64_t{0});
    return out;
  }
  // Each tier in ascending order by one pass over the columns (the same as sorting each tier's
  // draws, in O(n) rather than O(k log k)).
  const std::vector<std::uint8_t> tier_of = n <= std::int64_t{UINT32_MAX}
                                                ? draw_tiers<std::uint32_t>(n, k_top, k_mid, seed)
                                                : draw_tiers<std::uint64_t>(n, k_top, k_mid, seed);
  // Without a branch per column (the tiers are a random pattern, which no branch predicts): each
  // column is written to both lists, and only its own list's end moves past it. One spare entry
  // each takes the write past a full list.
  out.top.resize(static_cast<std::size_t>(k_top) + 1);
  out.mid.resize(static_cast<std::size_t>(k_mid) + 1);
  std::int64_t* top = out.top.data();
  std::int64_t* mid = out.mid.data();
  std::size_t tops = 0, mids = 0;
  for (std::int64_t c = 0; c < n; ++c) {
    const std::uint8_t t = tier_of[static_cast<std::size_t>(c)];
    top[tops] = c;
    mid[mids] = c;
    tops += t == 1;
    mids += t == 2;
  }
  out.top.resize(tops);
  out.mid.resize(mids);
  return out;
}

std::int64_t count_runs(const std::vector<std::int64_t>& selected) {
  if (selected.empty()) return 0;
  std::int64_t runs = 1;
  for (std::size_t i = 1; i < selected.size(); ++i) runs += selected[i] != selected[i - 1] + 1;
  return runs;
}

namespace {
// x / page_size. When page_size is a power of two its reciprocal is exact and so is x times it:
// the same double as the division, at a fraction of its cost (a run of columns needs two).
class PageDivide {
 public:
  explicit PageDivide(double page_size) : page_(page_size) {
    int exponent = 0;
    exact_ = std::frexp(page_size, &exponent) == 0.5;
    inverse_ = 1.0 / page_size;
  }
  double operator()(double x) const { return exact_ ? x * inverse_ : x / page_; }

 private:
  double page_;
  double inverse_ = 0.0;
  bool exact_ = false;
};

// Cuts the page range [begin, end) into requests of at most `max_request` bytes.
void cut_range(ReadPlan& plan, double begin, double end, double max_request) {
  for (double offset = begin; offset < end; offset += max_request) {
    const double bytes = std::min(max_request, end - offset);
    plan.requests.push_back({offset, bytes});
    plan.moved_bytes += bytes;
  }
}
}  // namespace

ReadPlan plan_reads(const std::vector<std::int64_t>& selected, double bundle_bytes,
                    double page_size, double max_request_size) {
  if (!(page_size > 0.0) || !(bundle_bytes > 0.0)) {
    throw std::invalid_argument("plan_reads: page and bundle sizes must be positive");
  }
  const double max_request =
      std::max(page_size, std::floor(max_request_size / page_size) * page_size);
  ReadPlan plan;
  plan.needed_bytes = static_cast<double>(selected.size()) * bundle_bytes;
  plan.runs = count_runs(selected);

  // Page ranges of runs, merged when they touch.
  const PageDivide in_pages(page_size);
  std::vector<std::pair<double, double>> ranges;
  std::size_t i = 0;
  while (i < selected.size()) {
    std::size_t j = i + 1;
    while (j < selected.size() && selected[j] == selected[j - 1] + 1) ++j;
    const double begin = static_cast<double>(selected[i]) * bundle_bytes;
    const double end = static_cast<double>(selected[j - 1] + 1) * bundle_bytes;
    const double page_begin = std::floor(in_pages(begin)) * page_size;
    const double page_end = std::ceil(in_pages(end)) * page_size;
    if (!ranges.empty() && page_begin <= ranges.back().second) {
      ranges.back().second = std::max(ranges.back().second, page_end);
    } else {
      ranges.emplace_back(page_begin, page_end);
    }
    i = j;
  }
  for (const auto& [begin, end] : ranges) cut_range(plan, begin, end, max_request);
  return plan;
}

ReadPlan plan_contiguous_reads(std::int64_t columns, double bundle_bytes, double page_size,
                               double max_request_size) {
  if (!(page_size > 0.0) || !(bundle_bytes > 0.0)) {
    throw std::invalid_argument("plan_reads: page and bundle sizes must be positive");
  }
  ReadPlan plan;
  if (columns <= 0) return plan;
  // plan_reads' one run [0, columns): its page range, by the same arithmetic.
  const double end = static_cast<double>(columns) * bundle_bytes;
  plan.needed_bytes = end;
  plan.runs = 1;
  cut_range(plan, 0.0, std::ceil(end / page_size) * page_size,
            std::max(page_size, std::floor(max_request_size / page_size) * page_size));
  return plan;
}

void append_instance_reads(const TierPlan& plan, std::uint64_t seed, double page_size,
                           double max_request_size, std::vector<ReadRequest>& out) {
  const auto append = [&out](const ReadPlan& reads) {
    out.insert(out.end(), reads.requests.begin(), reads.requests.end());
  };
  if (plan.k_top == plan.columns && plan.k_mid == 0) {
    if (plan.columns > 0)
      append(
          plan_contiguous_reads(plan.columns, plan.top_column_bytes, page_size, max_request_size));
    return;
  }
  const auto selection = sample_selection(plan.columns, plan.k_top, plan.k_mid, seed);
  if (!selection.top.empty())
    append(plan_reads(selection.top, plan.top_column_bytes, page_size, max_request_size));
  if (!selection.mid.empty())
    append(plan_reads(selection.mid, plan.mid_column_bytes, page_size, max_request_size));
}

}  // namespace hwsim::decode
