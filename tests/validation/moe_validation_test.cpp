// The MoE validation path without a GPU: the trace generator (sim/validation/moe_cases.hpp), the
// harness's slot cache against the simulator's (validate/e2e/moe_cache.hpp vs
// decode::route_tokens), and `hwsim validate --moe-results` on a SYNTHETIC fixture of the moe.json
// format built here (its times are multiples of the simulator's own predictions, chosen so the
// errors are known by hand; it is not a measurement).
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "catch.hpp"
#include "h200_local.hpp"
#include "sim/calibrate/storage_tables.hpp"
#include "sim/cli/app.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/validation/moe_cases.hpp"
#include "sim/validation/moe_compare.hpp"
#include "temp_dir.hpp"
#include "validate/e2e/moe_cache.hpp"

using namespace hwsim;
using Catch::Matchers::WithinAbs;
using nlohmann::json;
using test::h200;

namespace {

validation::MoeCase small_case(std::string set, std::string placement, std::string policy,
                               std::uint64_t seed) {
  // name, set, placement, routing, s, reuse, policy, capacity, seed, warm-up, tokens
  return {set + "/" + placement + "/" + policy,
          set,
          placement,
          "zipf",
          1.0,
          0.2,
          policy,
          16,
          seed,
          4,
          8};
}

validation::MoeShape small_shape() {
  validation::MoeShape s;
  s.layers = 2;
  return s;
}

// Hits per layer over the measured tokens, as the harness's slot cache counts them.
std::vector<double> slot_cache_rates(const validation::MoeCase& c,
                                     const validation::MoeRoutes& routes, int layers) {
  std::vector<double> rates;
  for (int l = 0; l < layers; ++l) {
    validate::SlotCache cache(validate::moe_policy(c.policy), static_cast<int>(c.capacity), 128);
    std::int64_t hits = 0, lookups = 0;
    for (std::size_t t = 0; t < routes.size(); ++t) {
      for (const auto& s :
           cache.lookup(routes[t][static_cast<std::size_t>(l)], static_cast<std::int64_t>(t)))
        if (static_cast<int>(t) >= c.warmup) {
          hits += s.hit ? 1 : 0;
          ++lookups;
        }
    }
    rates.push_back(static_cast<double>(hits) / static_cast<double>(lookups));
  }
  return rates;
}

// Hits per layer of the measured tokens of `rounds` rounds, each from an empty cache over its
// window (warm-up, then its slice), as the harness's rounds count them.
std::vector<double> round_rates(const validation::MoeCase& c, const validation::MoeRoutes& routes,
                                int layers, int rounds) {
  std::vector<double> sum(static_cast<std::size_t>(layers), 0.0);
  for (int r = 0; r < rounds; ++r) {
    const auto w = validation::moe_round_window(c.warmup, c.tokens, rounds, r);
    validation::MoeCase one = c;
    one.tokens = static_cast<int>(w.slice);
    const validation::MoeRoutes window(routes.begin() + w.first,
                                       routes.begin() + w.first + c.warmup + w.slice);
    const auto rates = slot_cache_rates(one, window, layers);
    for (int l = 0; l < layers; ++l) sum[static_cast<std::size_t>(l)] += rates[l] / rounds;
  }
  return sum;
}

// A SYNTHETIC moe document (the harness's format) with every token of case i taking ms[i]; with
// `rounds` > 1 each case's token times are round-major and token t of round r takes
// ms[i] x round_factor[r].
json synthetic_doc(const std::vector<validation::MoeCase>& cases, const std::vector<double>& ms,
                   int rounds = 1, const std::vector<double>& round_factor = {}) {
  const validation::MoeShape shape = small_shape();
  json doc{{"note", "SYNTHETIC fixture of the moe.json format, not a measurement"},
           {"model",
            {{"name", "Qwen3-30B-A3B-shaped"},
             {"hidden", shape.hidden},
             {"heads", shape.heads},
             {"kv_heads", shape.kv_heads},
             {"head_dim", shape.head_dim},
             {"experts", shape.experts},
             {"top_k", shape.top_k},
             {"expert_inner", shape.expert_inner},
             {"layers", shape.layers},
             {"config", "CA"}}},
           {"queue_depth", 32},
           {"request_bytes", 1 << 20},
           {"cases", json::array()}};
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto& c = cases[i];
    const auto routes = validation::generate_routes(c, shape);
    std::vector<double> token_ms;
    for (int r = 0; r < rounds; ++r)
      for (int t = 0; t < c.tokens / rounds; ++t)
        token_ms.push_back(ms[i] * (round_factor.empty() ? 1.0 : round_factor[r]));
    json row = validation::case_header_json(c, rounds);
    row["token_ms"] = token_ms;
    row["hit_rate_per_layer"] = round_rates(c, routes, shape.layers, rounds);
    row["trace_csv"] = validation::routes_csv(routes);
    doc["cases"].push_back(std::move(row));
  }
  return doc;
}

// The document in mode "block" (the whole decoder block timed, attention over `context` tokens).
json block_mode(json doc, int context) {
  doc["mode"] = "block";
  doc["context_tokens"] = context;
  return doc;
}

// A storage probe whose points are `profile`'s own read-latency tables scaled by `factor`.
json probe_of(const hw::HardwareProfile& profile, double factor) {
  json points = json::array();
  const auto point = [&](const char* pattern, const auto& r) {
    // The keys a fitted point carries (sim/calibrate/storage_tables.hpp): no pause, the fitted
    // density, alignment and slot choice.
    points.push_back({{"pattern", pattern},
                      {"request_bytes", r.request_bytes},
                      {"queue_depth", r.queue_depth},
                      {"pause_us", 0.0},
                      {"density", calibrate::kFittedSparseDensity},
                      {"alignment", calibrate::kFittedSparseAlignment},
                      {"slot_choice", calibrate::kFittedSlotChoice},
                      {"little_latency_us", factor * r.latency * 1e6}});
  };
  for (const auto& r : profile.storage->read_latencies) point("sparse", r);
  for (const auto& r : profile.storage->seq_read_latencies) point("contiguous", r);
  return {{"points", points}};
}

}  // namespace

TEST_CASE("moe cases: the dev and held-out sets are disjoint in seeds and cache sizes") {
  std::set<std::uint64_t> dev_seeds;
  std::set<std::int64_t> dev_caps, held_caps;
  std::set<std::string> names;
  int held_flash = 0, held = 0;
  for (const auto& c : validation::moe_cases()) {
    CHECK(names.insert(c.name).second);
    if (c.set == "dev") {
      dev_seeds.insert(c.seed);
      dev_caps.insert(c.capacity);
    } else {
      REQUIRE(c.set == "heldout");
      CHECK(dev_seeds.count(c.seed) == 0);
      held_caps.insert(c.capacity);
      ++held;
      held_flash += c.placement == "flash" ? 1 : 0;
    }
  }
  for (const auto cap : held_caps) CHECK(dev_caps.count(cap) == 0);
  CHECK(held == 4);
  CHECK(held_flash == 2);
}

TEST_CASE("moe routes: deterministic in the seed, top-k distinct experts per row") {
  const auto shape = small_shape();
  const auto c = small_case("dev", "cpu", "lru", 11);
  const auto a = validation::generate_routes(c, shape), b = validation::generate_routes(c, shape);
  CHECK(validation::routes_csv(a) == validation::routes_csv(b));
  auto other = c;
  other.seed = 12;
  CHECK(validation::routes_csv(validation::generate_routes(other, shape)) !=
        validation::routes_csv(a));
  REQUIRE(a.size() == 12);  // 4 warm-up + 8 measured
  for (const auto& token : a) {
    REQUIRE(token.size() == 2);
    for (const auto& row : token) {
      const std::set<std::int64_t> distinct(row.begin(), row.end());
      CHECK(distinct.size() == 8);
      CHECK(*distinct.begin() >= 0);
      CHECK(*distinct.rbegin() < 128);
    }
  }
  // reuse 1: every previous expert is kept (u < 1 always), so every token routes as token 0.
  auto sticky = c;
  sticky.reuse = 1.0;
  const auto s = validation::generate_routes(sticky, shape);
  for (const auto& token : s) CHECK(token == s.front());
  // The CSV reads back as a trace of 12 tokens x 2 layers.
  const auto trace = validation::parse_routes_csv(validation::routes_csv(a), "a.csv");
  CHECK(trace.tokens == 12);
  CHECK(trace.rows.size() == 24);
  CHECK_THROWS_AS(validation::parse_routes_csv("token,layer,experts\n0,0,1 2\n0,x,3\n", "b.csv"),
                  std::invalid_argument);
}

TEST_CASE("moe slot cache: lru and lfu by hand") {
  // Capacity 2, one expert per token. LRU on 0,1,0,2,1: 0 miss, 1 miss, 0 hit, 2 evicts 1 (last
  // used at token 1, 0 at token 2) and takes its slot 1, then 1 misses.
  validate::SlotCache lru(validate::MoePolicy::lru, 2, 4);
  std::vector<int> hits, slots;
  for (const std::int64_t e : {0, 1, 0, 2, 1}) {
    const auto r = lru.lookup({e}, static_cast<std::int64_t>(hits.size()));
    hits.push_back(r[0].hit ? 1 : 0);
    slots.push_back(r[0].slot);
  }
  CHECK(hits == std::vector<int>{0, 0, 1, 0, 0});
  CHECK(slots == std::vector<int>{0, 1, 0, 1, 0});  // 1 then evicts 0 (last used at token 2 < 3)
  // LFU on 0,0,1,2,0: at token 3 expert 1 (looked up once) goes, not 0 (twice), so 0 hits at 4;
  // LRU would evict 0 (last used at token 1) and miss it.
  for (const auto& [policy, last_hit] :
       {std::pair{validate::MoePolicy::lfu, true}, std::pair{validate::MoePolicy::lru, false}}) {
    validate::SlotCache cache(policy, 2, 4);
    std::vector<validate::SlotLookup> r;
    std::int64_t t = 0;
    for (const std::int64_t e : {0, 0, 1, 2, 0}) r = cache.lookup({e}, t++);
    CHECK(r[0].hit == last_hit);
  }
}

TEST_CASE("moe slot cache: the simulator's hits on the same routes") {
  const auto shape = small_shape();
  for (const char* policy : {"lru", "lfu"}) {
    auto c = small_case("dev", "cpu", policy, 21);
    c.tokens = 60;
    const auto routes = validation::generate_routes(c, shape);
    const auto rates = slot_cache_rates(c, routes, shape.layers);
    decode::ExpertsSpec spec = validation::moe_experts(c);
    spec.trace = validation::parse_routes_csv(validation::routes_csv(routes), "t.csv");
    const auto run =
        decode::route_tokens(spec, validation::moe_model(shape), 2,
                             static_cast<std::int64_t>(routes.size()), c.warmup, c.capacity, 1);
    for (std::size_t l = 0; l < 2; ++l) {
      CHECK(run.lookups_per_layer[l] == 60 * 8);
      CHECK(static_cast<double>(run.hits_per_layer[l]) / (60.0 * 8.0) == rates[l]);
    }
  }
}

TEST_CASE("moe comparison: errors and verdict on a synthetic fixture") {
  const hw::HardwareProfile profile = h200();
  const std::vector<validation::MoeCase> cases = {small_case("dev", "cpu", "lru", 31),
                                                  small_case("heldout", "flash", "lfu", 9101),
                                                  small_case("heldout", "cpu", "lru", 9102)};
  // First pass: the simulator's replay means (the measured times are placeholders).
  const auto first = validation::compare_moe(synthetic_doc(cases, {1.0, 1.0, 1.0}), profile);
  REQUIRE(first.cases.size() == 3);
  // The harness's slot cache and the simulator's replay agree exactly on the hit rate.
  for (const auto& c : first.cases) CHECK(c.replay.hit_rate == c.measured.hit_rate);
  // Measured = 1.03 x, 0.95 x and 1.03 x the predicted means: replay mean errors 1/1.03 - 1 =
  // -2.9126% and 1/0.95 - 1 = +5.2632%, each alone in its (set, placement) summary.
  const std::vector<double> factor = {1.03, 0.95, 1.03};
  std::vector<double> ms;
  for (std::size_t i = 0; i < 3; ++i) ms.push_back(factor[i] * first.cases[i].replay.mean_ms);
  const auto cmp = validation::compare_moe(synthetic_doc(cases, ms), profile);
  CHECK_THAT(validation::error_pct(cmp.cases[0].replay.mean_ms, cmp.cases[0].measured.mean_ms),
             WithinAbs(-2.9126, 1e-3));
  // Summaries split by placement: held-out cpu (replay, distribution), held-out flash (both),
  // dev cpu (both).
  REQUIRE(cmp.summaries.size() == 6);
  CHECK(cmp.summaries[0].set == "heldout");
  CHECK(cmp.summaries[0].placement == "cpu");
  CHECK(cmp.summaries[0].mode == "replay");
  CHECK(cmp.summaries[0].cases == 1);
  CHECK_THAT(cmp.summaries[0].mean_mape_pct, WithinAbs(2.9126, 1e-3));
  CHECK(cmp.summaries[2].placement == "flash");
  CHECK_THAT(cmp.summaries[2].mean_mape_pct, WithinAbs(5.2632, 1e-3));
  CHECK(cmp.summaries[0].max_hit_pp == 0.0);
  CHECK(cmp.summaries[0].max_spread_pct == 0.0);  // one round: no spread
  CHECK(cmp.summary_table.rows.size() == 6);
  CHECK(cmp.layer_table.rows.size() == 6);  // 3 cases x 2 layers
}

TEST_CASE("hwsim validate --moe-results: tables, exit status 3 on a missed target, bad input") {
  const hw::HardwareProfile profile = h200();
  const std::vector<validation::MoeCase> cases = {small_case("heldout", "cpu", "lru", 9201)};
  const auto first = validation::compare_moe(synthetic_doc(cases, {1.0}), profile);
  const auto dir = test::fresh_temp_dir("moe_validate");
  const auto write = [&](const json& doc) {
    std::ofstream(dir / "moe.json") << doc.dump();
    std::ostringstream out, err;
    const int rc =
        cli::run_cli({"validate", "--profile", HWSIM_SOURCE_DIR "/hw_profiles/h200-local.yaml",
                      "--moe-results", (dir / "moe.json").string(), "--out", (dir / "o").string()},
                     out, err);
    return std::make_pair(rc, out.str());
  };
  // Measured 1.5 x predicted: mean error 1/1.5 - 1 = -33%, beyond 5%: exit 3.
  const auto [rc, text] = write(synthetic_doc(cases, {1.5 * first.cases[0].replay.mean_ms}));
  CHECK(rc == 3);
  CHECK(text.find("MoE decode, from calibration alone") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "o" / "moe_validation_summary.csv"));
  CHECK(std::filesystem::exists(dir / "o" / "moe_validation_layers.csv"));
  // A model other than the harness's is refused.
  json bad = synthetic_doc(cases, {1.0});
  bad["model"]["experts"] = 64;
  CHECK_THROWS_AS(validation::compare_moe(bad, profile), std::invalid_argument);
  // A trace shorter than warm-up + tokens is refused.
  json shorter = synthetic_doc(cases, {1.0});
  shorter["cases"][0]["tokens"] = 9;
  shorter["cases"][0]["token_ms"].push_back(1.0);
  CHECK_THROWS_AS(validation::compare_moe(shorter, profile), std::invalid_argument);
  std::filesystem::remove_all(dir);
}

TEST_CASE("moe rounds: windows, per-round medians and spread by hand") {
  // warm-up 4, 8 tokens, 4 rounds: slice ceil(8 / 4) = 2; round r runs tokens 2r .. 2r + 5.
  const auto w = validation::moe_round_window(4, 8, 4, 3);
  CHECK(w.first == 6);
  CHECK(w.slice == 2);
  // 10 tokens in 4 rounds: slice ceil(10 / 4) = 3 (12 timed tokens in all).
  CHECK(validation::moe_round_window(4, 10, 4, 1).slice == 3);
  CHECK(validation::moe_round_window(48, 384, 1, 0).first == 0);
  CHECK_THROWS_AS(validation::moe_round_window(4, 8, 0, 0), std::invalid_argument);
  CHECK_THROWS_AS(validation::moe_round_window(4, 8, 2, 2), std::invalid_argument);
  // Rounds of 3 tokens: {1, 5, 2} -> median 2; {4, 4, 9} -> 4; {3, 0, 3} -> 3 (nearest rank:
  // the 2nd of 3 sorted). Spread: medians {2, 4, 3}, median 3: 100 x (4 - 2) / 3 = 66.667%.
  const auto medians = validation::moe_round_medians({1, 5, 2, 4, 4, 9, 3, 0, 3}, 3);
  CHECK(medians == std::vector<double>{2, 4, 3});
  CHECK_THAT(validation::moe_spread_pct(medians), WithinAbs(66.6667, 1e-3));
  CHECK(validation::moe_spread_pct({5.0}) == 0.0);
  CHECK_THROWS_AS(validation::moe_round_medians({1, 2, 3, 4}, 3), std::invalid_argument);
  // The window of a trace renumbers its tokens from 0.
  const auto trace =
      validation::parse_routes_csv("token,layer,experts\n0,0,1\n1,0,2\n2,0,3\n", "t");
  const auto win = validation::trace_window(trace, 1, 2);
  REQUIRE(win.rows.size() == 2);
  CHECK(win.rows[0].token == 0);
  CHECK(win.rows[0].experts == std::vector<std::int64_t>{2});
  CHECK(win.tokens == 2);
  CHECK_THROWS_AS(validation::trace_window(trace, 2, 2), std::invalid_argument);
}

TEST_CASE("moe comparison in rounds on a SYNTHETIC fixture: same protocol, spread per case") {
  const hw::HardwareProfile profile = h200();
  // 8 tokens in 2 rounds of 4, each round re-warmed over 4 tokens.
  const std::vector<validation::MoeCase> cases = {small_case("heldout", "flash", "lru", 9301),
                                                  small_case("heldout", "cpu", "lfu", 9302)};
  const auto first = validation::compare_moe(synthetic_doc(cases, {1.0, 1.0}, 2), profile);
  REQUIRE(first.cases.size() == 2);
  for (const auto& c : first.cases) {
    CHECK(c.rounds == 2);
    // The harness's rounds (fresh slot cache per round) and the prediction's agree on the hits.
    CHECK_THAT(c.replay.hit_rate, WithinAbs(c.measured.hit_rate, 1e-12));
    CHECK(c.replay.round_medians_ms.size() == 2);
    CHECK(c.distribution.round_medians_ms.size() == 2);
  }
  // Round factors 0.9 and 1.1 of 1.0 x the predicted mean: per-round medians 0.9 m and 1.1 m,
  // median of two by nearest rank = the lower, 0.9 m: spread 100 x 0.2 / 0.9 = 22.222%. The mean
  // is m, so the replay mean error is 0.
  std::vector<double> ms;
  for (const auto& c : first.cases) ms.push_back(c.replay.mean_ms);
  const auto cmp = validation::compare_moe(synthetic_doc(cases, ms, 2, {0.9, 1.1}), profile);
  for (const auto& c : cmp.cases) {
    CHECK_THAT(c.measured.spread_pct, WithinAbs(22.2222, 1e-3));
    CHECK_THAT(validation::error_pct(c.replay.mean_ms, c.measured.mean_ms), WithinAbs(0.0, 1e-9));
  }
  REQUIRE(cmp.summaries.size() == 4);
  CHECK(cmp.summaries[2].placement == "flash");
  CHECK_THAT(cmp.summaries[2].max_spread_pct, WithinAbs(22.2222, 1e-3));
  // A case whose tokens are not a multiple of its rounds is refused.
  json bad = synthetic_doc(cases, {1.0, 1.0}, 2);
  bad["cases"][0]["rounds"] = 3;
  CHECK_THROWS_AS(validation::compare_moe(bad, profile), std::invalid_argument);
}

TEST_CASE("moe comparison in mode block on a SYNTHETIC fixture: attention and small ops on") {
  const hw::HardwareProfile profile = h200();
  const std::vector<validation::MoeCase> cases = {small_case("heldout", "cpu", "lru", 9401)};
  const json gemvs = synthetic_doc(cases, {1.0});
  const auto off = validation::compare_moe(gemvs, profile);
  const auto on = validation::compare_moe(block_mode(gemvs, 512), profile);
  CHECK(off.mode == "gemvs");
  CHECK(on.mode == "block");
  // Per layer of this model (qk_norm, rotary, two norms, MoE without shared experts) the simulator
  // adds 13 kernels on the serial stream (sim/decode/overheads.cpp): norm; q_norm, k_norm,
  // rotary_q, rotary_k, kv_append; attention; residual, norm, router_topk; the SiLU product;
  // combine, residual. Each costs one launch overhead plus its bytes at the profile's HBM rate:
  // the KV cache read dominates them, 2 (K, V) x 512 x 2 B x about 520 tokens = 1.07 MB a layer,
  // the rest under 0.15 MB, so 2 layers add 26 launches and under 2.5 MB / 4.8 TB/s / the GEMV
  // efficiency, well under 5 us (this profile has no framework overhead per op).
  const double launch_ms = 1e3 * profile.gpu.kernel_launch_overhead;
  const double added = on.cases[0].replay.mean_ms - off.cases[0].replay.mean_ms;
  CHECK(added >= 26 * launch_ms);
  CHECK(added <= 26 * launch_ms + 0.005);
  // The hit rate does not depend on the mode.
  CHECK(on.cases[0].replay.hit_rate == off.cases[0].replay.hit_rate);
  CHECK(on.summary_table.notes.back().find("mode block") == 0);
  json bad = gemvs;
  bad["mode"] = "fused";
  CHECK_THROWS_AS(validation::compare_moe(bad, profile), std::invalid_argument);
  json no_context = gemvs;
  no_context["mode"] = "block";
  CHECK_THROWS(validation::compare_moe(no_context, profile));
}

TEST_CASE("moe comparison with a storage probe on a SYNTHETIC fixture: beside, not instead") {
  // A profile with read-latency tables (a calibration on the H200 of 2026-11-29).
  const hw::HardwareProfile profile = hw::load_hardware(
      io::Node::load_file(HWSIM_SOURCE_DIR "/validate/results/2026-11-29-h200-probe/run-3/"
                                           "profile-a.yaml"),
      nullptr);
  REQUIRE(!profile.storage->seq_read_latencies.empty());
  const std::vector<validation::MoeCase> cases = {small_case("heldout", "flash", "lru", 9501),
                                                  small_case("heldout", "cpu", "lru", 9502)};
  json doc = block_mode(synthetic_doc(cases, {30.0, 2.0}), 512);
  doc["storage_probe"] = probe_of(profile, 1.0);
  const auto same = validation::compare_moe(doc, profile);
  CHECK(same.storage_probed);
  REQUIRE(same.cases.size() == 2);
  // The probe equal to the profile's own tables predicts what the profile does (through
  // microseconds and back: a few ulps, then the simulator's clock).
  CHECK(same.cases[0].probed);
  CHECK_THAT(same.cases[0].probe_replay.mean_ms,
             Catch::Matchers::WithinRel(same.cases[0].replay.mean_ms, 1e-6));
  CHECK_THAT(same.cases[0].probe_distribution.mean_ms,
             Catch::Matchers::WithinRel(same.cases[0].distribution.mean_ms, 1e-6));
  CHECK_FALSE(same.cases[1].probed);  // a CPU-memory case reads no file
  // A probe twice as slow: every flash read takes longer, the calibration-only figure does not
  // move, and the verdict stays on it.
  doc["storage_probe"] = probe_of(profile, 2.0);
  const auto slow = validation::compare_moe(doc, profile);
  CHECK(slow.cases[0].probe_replay.mean_ms > 1.2 * slow.cases[0].replay.mean_ms);
  CHECK(slow.cases[0].replay.mean_ms == same.cases[0].replay.mean_ms);
  // Summary rows: heldout cpu (replay, distribution), then heldout flash; the probe cells are
  // empty on the cpu rows and hold the flash rows' probe MAPE.
  REQUIRE(slow.summaries.size() == 4);
  CHECK_FALSE(slow.summaries[0].probed);
  REQUIRE(slow.summaries[2].placement == "flash");
  CHECK(slow.summaries[2].probed);
  CHECK_THAT(
      slow.summaries[2].probe_mean_mape_pct,
      WithinAbs(std::abs(validation::error_pct(slow.cases[0].probe_replay.mean_ms, 30.0)), 1e-9));
  CHECK(std::holds_alternative<std::monostate>(slow.summary_table.rows[0][9]));
  CHECK(std::holds_alternative<double>(slow.summary_table.rows[2][9]));
  // The headline columns and the verdict are those of the same document without a probe.
  const auto unprobed =
      validation::compare_moe(block_mode(synthetic_doc(cases, {30.0, 2.0}), 512), profile);
  CHECK_FALSE(unprobed.storage_probed);
  CHECK(slow.summaries[2].mean_mape_pct == unprobed.summaries[2].mean_mape_pct);
  CHECK(slow.summaries[2].within == unprobed.summaries[2].within);
}
