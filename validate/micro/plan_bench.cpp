// Host planning cost: the harness's own planning code (plan_bundle_transfers for the top and the
// middle tier, then the column-offset table copied into staging) on random selections at the
// end-to-end group shapes and budgets, for byte-exact gather plans (CPU memory) and page-aligned
// O_DIRECT read plans (flash). Each repetition draws a fresh selection (uniform k of cols, as top-k
// of i.i.d. inputs) and then evicts the caches with a large write, as the gathers or reads between
// two plans of the end-to-end loop do, so the plan starts from cold data structures.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <vector>

#include "validate/common/direct_io.hpp"
#include "validate/common/stats.hpp"
#include "validate/e2e/decode_plan.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {

nlohmann::json bench_plan(const MicrobenchOptions& o) {
  const ModelShape model;
  const auto groups = decoder_groups(model);
  const LayerImage image = make_layer_image(groups, 3);
  const int reps = o.quick ? 3 : 15;
  const std::uint64_t evict_bytes = o.quick ? (16ull << 20) : (128ull << 20);
  AlignedBuffer evict(evict_bytes);
  std::uint64_t max_bytes = 0;
  for (const auto& g : groups)
    max_bytes = std::max<std::uint64_t>(max_bytes, static_cast<std::uint64_t>(g.rows) * g.cols * 2);
  AlignedBuffer staging(round_up(max_bytes / 8, kPage));  // receives the offset tables only
  std::mt19937_64 rng(o.seed * 31337u + 5);
  struct MethodBudget {
    Method method;
    double budget;
  };
  const std::vector<MethodBudget> cases{{Method::kTeal, 0.25},       {Method::kTeal, 0.50},
                                        {Method::kTeal, 0.75},       {Method::kSpaxScalar, 0.20},
                                        {Method::kSpaxScalar, 0.30}, {Method::kSpaxScalar, 0.40}};
  nlohmann::json pts = nlohmann::json::array();
  for (const std::uint64_t page : {std::uint64_t{0}, kPage}) {
    for (const auto& mb : cases) {
      for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const GroupShape& shape = groups[gi];
        const GroupRegions& r = image.groups[gi];
        const GroupCase gc = plan_group(shape, mb.method, mb.budget, 3, 2.0);
        const bool tiered = gc.k_mid > 0;
        const MidLayout layout = tiered ? mid_layout_for(shape, MidCodec::kScalar, 3) : MidLayout{};
        std::vector<int> order(static_cast<std::size_t>(shape.cols));
        std::vector<double> us;
        std::uint64_t extents = 0;
        for (int rep = 0; rep < reps + 1; ++rep) {
          std::iota(order.begin(), order.end(), 0);
          std::shuffle(order.begin(), order.end(), rng);
          std::vector<int> top(order.begin(), order.begin() + gc.k_top);
          std::vector<int> mid(order.begin() + gc.k_top, order.begin() + gc.k_top + gc.k_mid);
          std::sort(top.begin(), top.end());
          std::sort(mid.begin(), mid.end());
          std::memset(evict.data(), rep & 0xff, evict_bytes);
          const auto t0 = std::chrono::steady_clock::now();
          TransferPlan plan;
          plan.staging_end = round_up(static_cast<std::uint64_t>(gc.k_top + gc.k_mid) * 4, kPage);
          plan_bundle_transfers(top.data(), gc.k_top, r.bf16, r.bf16_stride, gc.top_bundle_bytes,
                                page, o.plan_max_extent_bytes, plan);
          if (tiered)
            plan_bundle_transfers(mid.data(), gc.k_mid, r.scalar, r.scalar_stride,
                                  layout.bundle_bytes(), page, o.plan_max_extent_bytes, plan);
          std::memcpy(staging.data(), plan.column_offsets.data(), plan.column_offsets.size() * 4);
          const double dt =
              std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0)
                  .count();
          if (rep > 0) us.push_back(dt);  // the first repetition warms the allocator
          extents = plan.extents.size();
        }
        const Summary s = summarize(us);
        pts.push_back({{"page_bytes", page},
                       {"method", to_string(mb.method)},
                       {"budget", mb.budget},
                       {"group", shape.name},
                       {"cols", shape.cols},
                       {"k_top", gc.k_top},
                       {"k_mid", gc.k_mid},
                       {"columns", gc.k_top + gc.k_mid},
                       {"extents", extents},
                       {"reps", s.count},
                       {"median_us", s.median},
                       {"p10_us", s.p10},
                       {"p90_us", s.p90}});
      }
    }
  }
  return {
      {"max_extent_bytes", o.plan_max_extent_bytes}, {"evict_bytes", evict_bytes}, {"points", pts}};
}

}  // namespace hwsim::validate
