#include "sim/decode/routing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

// One MoE block of E experts, top-k.
model::ModelSpec moe_model(std::int64_t experts, std::int64_t top_k) {
  model::ModelSpec m;
  m.name = "tiny-moe";
  m.hidden = 64;
  m.layers.resize(1);
  m.layers[0].attention.heads = 2;
  m.layers[0].attention.kv_heads = 1;
  m.layers[0].attention.head_dim = 32;
  m.layers[0].ffn.experts = experts;
  m.layers[0].ffn.top_k = top_k;
  m.layers[0].ffn.expert_inner = 128;
  return m;
}

ExpertsSpec trace_spec(CachePolicy policy, const std::vector<std::vector<std::int64_t>>& tokens) {
  ExpertsSpec spec;
  spec.routing = RoutingKind::trace;
  spec.policy = policy;
  RoutingTrace trace;
  for (std::size_t t = 0; t < tokens.size(); ++t)
    trace.rows.push_back({static_cast<std::int64_t>(t), 0, tokens[t], static_cast<int>(t + 2)});
  trace.tokens = static_cast<std::int64_t>(tokens.size());
  spec.trace = trace;
  return spec;
}

std::int64_t hits(const RoutingRun& run) { return run.hits_per_layer.at(0); }

}  // namespace

TEST_CASE("LRU over a tiny two-expert trace: hits derived by hand") {
  // E = 4, k = 2, capacity 2. Cache after each token (eviction spares the token's own experts,
  // ties go to the earliest inserted):
  //   t0 {0,1}: 2 misses           -> [0,1]  hits 0
  //   t1 {0,2}: 0 hits; 2 evicts 1 -> [0,2]  hits 1
  //   t2 {1,0}: 0 hits; 1 evicts 2 -> [0,1]  hits 1
  //   t3 {2,3}: 2 evicts 0 (0 and 1 last used at t2: 0 inserted first), 3 evicts 1 -> [2,3]
  //   t4 {2,0}: 2 hits; 0 evicts 3 -> [2,0]  hits 1
  // 3 hits of 10 lookups.
  const auto spec = trace_spec(CachePolicy::lru, {{0, 1}, {0, 2}, {1, 0}, {2, 3}, {2, 0}});
  const RoutingRun run = route_tokens(spec, moe_model(4, 2), 1, 5, 0, 2, 1);
  CHECK(run.lookups_per_layer.at(0) == 10);
  CHECK(hits(run) == 3);
  CHECK(run.tokens[3][0].hits == 0);
  CHECK(run.tokens[4][0].hits == 1);
  CHECK(run.fill_token == 1);  // full (2 experts) after token 0
}

TEST_CASE("LRU, LFU and a static hot set differ on one trace as derived by hand") {
  // E = 3, k = 1, capacity 2, experts 0 0 0 1 2 0.
  //   LRU: t0 miss [0], t1 t2 hit, t3 miss [0,1], t4 2 evicts 0 (used t2 < t3) [1,2], t5 0 miss:
  //        2 hits of 6.
  //   LFU: t4 2 evicts 1 (1 lookup against 0's 3) [0,2], t5 0 hits: 3 of 6.
  //   static: the trace's two most frequent experts, 0 (4 times) and 1 (once; ties with 2, the
  //        lower id): every token but t4 hits, 5 of 6.
  const std::vector<std::vector<std::int64_t>> tokens = {{0}, {0}, {0}, {1}, {2}, {0}};
  const auto model = moe_model(3, 1);
  CHECK(hits(route_tokens(trace_spec(CachePolicy::lru, tokens), model, 1, 6, 0, 2, 1)) == 2);
  CHECK(hits(route_tokens(trace_spec(CachePolicy::lfu, tokens), model, 1, 6, 0, 2, 1)) == 3);
  CHECK(hits(route_tokens(trace_spec(CachePolicy::fixed, tokens), model, 1, 6, 0, 2, 1)) == 5);
  CHECK(hits(route_tokens(trace_spec(CachePolicy::none, tokens), model, 1, 6, 0, 2, 1)) == 0);
  // The cache holds 2 experts after t3 (the 4th token); the warm-up (4 tokens) leaves t4 and t5
  // in the counts: LRU misses both.
  const RoutingRun lru = route_tokens(trace_spec(CachePolicy::lru, tokens), model, 1, 6, 4, 2, 1);
  CHECK(lru.fill_token == 4);
  CHECK(lru.lookups_per_layer.at(0) == 2);
  CHECK(hits(lru) == 0);
}

TEST_CASE("zipf routing draws the hot expert with probability 1 / (1 + 2^-s)") {
  // E = 2, k = 1, s = 1: weights 1 and 1/2, so the hot expert is drawn with p = 2/3; with a
  // static hot set of one expert that is the hit rate. Over 30000 tokens the standard error is
  // sqrt(p (1 - p) / n) = 0.0027: 0.01 is more than 3.5 of them.
  ExpertsSpec spec;
  spec.routing = RoutingKind::zipf;
  spec.zipf_s = 1.0;
  spec.policy = CachePolicy::fixed;
  const RoutingRun run = route_tokens(spec, moe_model(2, 1), 1, 30000, 0, 1, 7);
  CHECK(static_cast<double>(hits(run)) / 30000.0 == Approx(2.0 / 3.0).margin(0.01));
  // Uniform (s = 0): 1/2.
  spec.routing = RoutingKind::uniform;
  const RoutingRun flat = route_tokens(spec, moe_model(2, 1), 1, 30000, 0, 1, 7);
  CHECK(static_cast<double>(hits(flat)) / 30000.0 == Approx(0.5).margin(0.01));
}

TEST_CASE("routing with reuse 100% repeats the first token's experts; draws are distinct") {
  ExpertsSpec spec;
  spec.routing = RoutingKind::uniform;
  spec.reuse = 1.0;
  const RoutingRun run = route_tokens(spec, moe_model(16, 4), 1, 20, 0, 4, 3);
  // Only token 0 misses (4 lookups): 76 of 80 hit.
  CHECK(hits(run) == 76);
  for (const auto& token : run.tokens) CHECK(token[0].experts == run.tokens[0][0].experts);
  std::vector<std::int64_t> first = run.tokens[0][0].experts;
  std::sort(first.begin(), first.end());
  CHECK(std::adjacent_find(first.begin(), first.end()) == first.end());
  // Same seed, same routes.
  CHECK(route_tokens(spec, moe_model(16, 4), 1, 20, 0, 4, 3).tokens[5][0].experts ==
        run.tokens[5][0].experts);
}

TEST_CASE("a routing trace file is read, and its errors name file, line and column") {
  const std::string path = "routing_test_trace.csv";
  {
    std::ofstream out(path);
    out << "token,layer,experts\n# a comment\n0,0,1 3\n1,0,2;0\n";
  }
  const io::Node node = io::Node::parse_string("trace: " + path + "\n", "job.yaml");
  const RoutingTrace trace = load_routing_trace(node.at("trace"));
  REQUIRE(trace.rows.size() == 2);
  CHECK(trace.tokens == 2);
  CHECK(trace.rows[1].experts == std::vector<std::int64_t>{2, 0});
  CHECK(trace.rows[1].line == 4);
  {
    std::ofstream out(path);
    out << "0,0,1 3\n0,0,2 1\n";
  }
  try {
    load_routing_trace(node.at("trace"));
    FAIL("no error");
  } catch (const io::InputError& e) {
    CHECK(std::string(e.what()) ==
          path + ":2:1: trace: token 0 layer 0 is routed twice (first on line 1)");
  }
  std::remove(path.c_str());
}

TEST_CASE("a batch routes to the union of its sequences' experts: E (1 - (1 - k/E)^B) of them") {
  // Uniform routing, E = 16, k = 4, B = 4 independent sequences: an expert is in the union with
  // probability 1 - (1 - 4/16)^4 = 0.68359375, so the union holds 10.9375 experts on average
  // (its standard deviation is below 1.5: over 20000 tokens the mean is within 0.011 at 1 sigma).
  ExpertsSpec spec;
  spec.policy = CachePolicy::none;
  const RoutingRun run = route_tokens(spec, moe_model(16, 4), 1, 20000, 0, 0, 5, 4);
  double sum = 0.0;
  for (const auto& token : run.tokens) sum += static_cast<double>(token[0].experts.size());
  CHECK(sum / 20000.0 == Approx(10.9375).margin(0.05));
  // Sequence 0 of the batch routes as a batch of one: the union starts with its experts.
  const RoutingRun one = route_tokens(spec, moe_model(16, 4), 1, 5, 0, 0, 5);
  for (std::size_t t = 0; t < 5; ++t) {
    const auto& batch = run.tokens[t][0].experts;
    CHECK(std::vector<std::int64_t>(batch.begin(), batch.begin() + 4) == one.tokens[t][0].experts);
  }
}

namespace {

// One MoE block of E experts, top-k, in `groups` groups of which a token may use `group_top_k`.
model::ModelSpec grouped_model(std::int64_t experts, std::int64_t top_k, std::int64_t groups,
                               std::int64_t group_top_k) {
  model::ModelSpec m = moe_model(experts, top_k);
  m.layers[0].ffn.expert_groups = groups;
  m.layers[0].ffn.group_top_k = group_top_k;
  return m;
}

}  // namespace

TEST_CASE("group scores: the two best expert weights summed (V3) or the best one (V2)") {
  // Weights 1, 1/2 | 1/3, 1/4 | 1/5, 1 in three groups of two.
  const std::vector<double> w = {1.0, 0.5, 1.0 / 3, 0.25, 0.2, 1.0};
  const auto v3 = group_weights(w, 3, model::GroupScore::top2_sum);
  REQUIRE(v3.size() == 3);
  CHECK(v3[0] == Approx(1.5));
  CHECK(v3[1] == Approx(7.0 / 12));
  CHECK(v3[2] == Approx(1.2));
  CHECK(group_weights(w, 3, model::GroupScore::max) == std::vector<double>{1.0, 1.0 / 3, 1.0});
  // Groups of four: the two best of {1, 1/2, 1/3, 1/4} and of {1/5, 1, ...}.
  CHECK(group_weights({1.0, 0.5, 1.0 / 3, 0.25, 0.2, 1.0, 0.1, 0.1}, 2,
                      model::GroupScore::top2_sum)[1] == Approx(1.2));
}

TEST_CASE("group-limited routing keeps every token inside group_top_k groups") {
  // E = 16 in 4 groups of 4 ids (0-3, 4-7, ...), top-4 inside at most 2 groups, for zipf with
  // reuse and for uniform: every token has 4 distinct experts spanning 1 or 2 groups.
  for (const RoutingKind kind : {RoutingKind::zipf, RoutingKind::uniform}) {
    ExpertsSpec spec;
    spec.routing = kind;
    spec.zipf_s = 1.2;
    spec.reuse = kind == RoutingKind::zipf ? 0.3 : 0.0;
    const RoutingRun run = route_tokens(spec, grouped_model(16, 4, 4, 2), 1, 2000, 0, 6, 11);
    std::int64_t spanning_two = 0;
    for (const auto& token : run.tokens) {
      std::vector<std::int64_t> e = token[0].experts;
      REQUIRE(e.size() == 4);
      std::sort(e.begin(), e.end());
      CHECK(std::adjacent_find(e.begin(), e.end()) == e.end());
      std::vector<std::int64_t> groups;
      for (const std::int64_t x : e) groups.push_back(x / 4);
      groups.erase(std::unique(groups.begin(), groups.end()), groups.end());
      CHECK(groups.size() <= 2);
      spanning_two += groups.size() == 2 ? 1 : 0;
    }
    // The limit is not "one group": most tokens use both of their groups.
    CHECK(spanning_two > 1000);
  }
}

TEST_CASE("group-limited routing: LRU hits derived by hand, higher than without groups") {
  // E = 4 in 2 groups {0,1} {2,3}, top-2 inside 1 group, uniform, reuse p = 1/2, LRU of 2.
  // Every token's route is one whole group, and after token 0 the cache holds the previous
  // token's two experts, so a token hits 2 (same group) or 0. Same group: if either previous
  // expert is kept (1 - (1-p)^2 = 3/4) the group is forced; if neither, the group is drawn
  // uniformly (1/2). Hit rate 3/4 + 1/4 * 1/2 = 0.875. Given the previous group each token is
  // the same draw, so over 20000 tokens the standard error is sqrt(0.875 * 0.125 / 20000) =
  // 0.0023.
  ExpertsSpec spec;
  spec.routing = RoutingKind::uniform;
  spec.reuse = 0.5;
  const std::int64_t n = 20000;
  const RoutingRun grouped = route_tokens(spec, grouped_model(4, 2, 2, 1), 1, n + 1, 1, 2, 9);
  for (const auto& token : grouped.tokens) {
    std::vector<std::int64_t> e = token[0].experts;
    std::sort(e.begin(), e.end());
    CHECK((e == std::vector<std::int64_t>{0, 1} || e == std::vector<std::int64_t>{2, 3}));
    CHECK((token[0].hits == 0 || token[0].hits == 2));
  }
  CHECK(grouped.lookups_per_layer.at(0) == 2 * n);
  const double grouped_rate = static_cast<double>(hits(grouped)) / (2.0 * n);
  CHECK(grouped_rate == Approx(0.875).margin(0.01));
  // Without groups the same job touches more distinct experts per window: kept K ~ Bin(2, 1/2);
  // K = 2: 2 hits; K = 1: 1 + the free slot drawn from the 3 others hits the other previous
  // expert with 1/3; K = 0: two fresh draws overlap the previous pair by 2 * 2/4 = 1. Mean hits
  // 1/4 * 2 + 1/2 * 4/3 + 1/4 * 1 = 17/12 of 2 lookups: 17/24 = 0.7083 (per-token hits in 0..2,
  // standard error below sqrt(1 / 20000) / 2 = 0.0035).
  const RoutingRun plain = route_tokens(spec, moe_model(4, 2), 1, n + 1, 1, 2, 9);
  const double plain_rate = static_cast<double>(hits(plain)) / (2.0 * n);
  CHECK(plain_rate == Approx(17.0 / 24).margin(0.015));
  CHECK(grouped_rate > plain_rate + 0.1);
}

TEST_CASE("no group limit (groups = group_top_k) routes draw for draw as without groups") {
  ExpertsSpec spec;
  spec.routing = RoutingKind::zipf;
  spec.reuse = 0.2;
  const RoutingRun plain = route_tokens(spec, moe_model(16, 4), 1, 50, 0, 4, 3);
  const RoutingRun all = route_tokens(spec, grouped_model(16, 4, 4, 4), 1, 50, 0, 4, 3);
  for (std::size_t t = 0; t < 50; ++t)
    CHECK(all.tokens[t][0].experts == plain.tokens[t][0].experts);
}

namespace {

// Brute force: every sequence of draws, groups first (each with probability W_g / the remaining
// groups' weight) up to group_top_k, then top_k experts among the chosen groups' experts (each
// w_e / the remaining allowed weight); out[e] += the probability of every sequence that takes e.
void draw_experts(const std::vector<double>& w, const std::vector<bool>& allowed,
                  std::vector<bool>& taken, std::int64_t left, double p, std::vector<double>& out) {
  if (left == 0) {
    for (std::size_t e = 0; e < w.size(); ++e) out[e] += taken[e] ? p : 0.0;
    return;
  }
  double total = 0.0;
  for (std::size_t e = 0; e < w.size(); ++e) total += allowed[e] && !taken[e] ? w[e] : 0.0;
  for (std::size_t e = 0; e < w.size(); ++e) {
    if (!allowed[e] || taken[e]) continue;
    taken[e] = true;
    draw_experts(w, allowed, taken, left - 1, p * w[e] / total, out);
    taken[e] = false;
  }
}

void draw_groups(const std::vector<double>& w, const std::vector<double>& gw, std::size_t size,
                 std::vector<bool>& chosen, std::int64_t left, std::int64_t k, double p,
                 std::vector<double>& out) {
  if (left == 0) {
    std::vector<bool> allowed(w.size()), taken(w.size(), false);
    for (std::size_t e = 0; e < w.size(); ++e) allowed[e] = chosen[e / size];
    draw_experts(w, allowed, taken, k, p, out);
    return;
  }
  double total = 0.0;
  for (std::size_t g = 0; g < gw.size(); ++g) total += chosen[g] ? 0.0 : gw[g];
  for (std::size_t g = 0; g < gw.size(); ++g) {
    if (chosen[g]) continue;
    chosen[g] = true;
    draw_groups(w, gw, size, chosen, left - 1, k, p * gw[g] / total, out);
    chosen[g] = false;
  }
}

std::vector<double> enumerated_marginals(const std::vector<double>& w, std::int64_t groups,
                                         std::int64_t group_top_k, std::int64_t k) {
  const auto gw = group_weights(w, groups, model::GroupScore::top2_sum);
  std::vector<bool> chosen(static_cast<std::size_t>(groups), false);
  std::vector<double> out(w.size(), 0.0);
  draw_groups(w, gw, w.size() / static_cast<std::size_t>(groups), chosen, group_top_k, k, 1.0, out);
  return out;
}

std::vector<double> zipf_weights(const std::vector<int>& rank_of, double s) {
  std::vector<double> w;
  for (const int r : rank_of) w.push_back(1.0 / std::pow(r + 1.0, s));
  return w;
}

}  // namespace

TEST_CASE("group-limited marginals by hand: a strong expert in a weak group is not hot") {
  // E = 4 in groups {0, 1} and {2, 3}, weights 1, 0.01 | 0.95, 0.95, one group per token, top-2:
  // a token takes the whole group it draws. Group scores (top2_sum) 1.01 and 1.9, so
  // P(e0) = P(e1) = 1.01 / 2.91 = 0.347079 and P(e2) = P(e3) = 1.9 / 2.91 = 0.652921. The expert
  // of largest weight (e0) is not the most probable: a static hot set of one is e2 (or e3).
  const auto m =
      group_limited_marginals({1.0, 0.01, 0.95, 0.95}, 2, 1, 2, model::GroupScore::top2_sum);
  REQUIRE(m.size() == 4);
  CHECK(m[0] == Approx(1.01 / 2.91).margin(1e-9));
  CHECK(m[1] == Approx(1.01 / 2.91).margin(1e-9));
  CHECK(m[2] == Approx(1.9 / 2.91).margin(1e-9));
  CHECK(m[3] == Approx(1.9 / 2.91).margin(1e-9));
  CHECK_THROWS_AS(
      group_limited_marginals({1.0, 0.0, 1.0, 1.0}, 2, 1, 2, model::GroupScore::top2_sum),
      std::invalid_argument);
  CHECK_THROWS_AS(group_limited_marginals({1.0, 1.0, 1.0}, 2, 1, 1, model::GroupScore::top2_sum),
                  std::invalid_argument);
}

TEST_CASE("group-limited marginals match a brute-force enumeration of every draw to 1e-9") {
  // E = 8 in 4 groups of 2, 2 groups per token, top-3, Zipf s = 1.2 over a shuffled ranking
  // (4 x 3 group orders x 4 x 3 x 2 expert orders = 288 sequences); and no group limit (one
  // group): E = 6, top-2, every order of two draws.
  const auto w = zipf_weights({3, 0, 6, 1, 7, 2, 5, 4}, 1.2);
  const auto exact = enumerated_marginals(w, 4, 2, 3);
  const auto m = group_limited_marginals(w, 4, 2, 3, model::GroupScore::top2_sum);
  double sum = 0.0;
  for (std::size_t e = 0; e < w.size(); ++e) {
    CHECK(std::abs(m[e] - exact[e]) <= 1e-9);
    sum += m[e];
  }
  CHECK(std::abs(sum - 3.0) <= 1e-9);
  const auto w6 = zipf_weights({2, 5, 0, 4, 1, 3}, 0.8);
  const auto plain = group_limited_marginals(w6, 1, 1, 2, model::GroupScore::top2_sum);
  const auto plain_exact = enumerated_marginals(w6, 1, 1, 2);
  for (std::size_t e = 0; e < w6.size(); ++e) CHECK(std::abs(plain[e] - plain_exact[e]) <= 1e-9);
  // A skew as wide as DeepSeek-V3's (E = 256 in 8 groups, 4 per token, top-8, s = 1.2: weights
  // from 1 to 256^-1.2): the marginals still sum to top_k.
  std::vector<int> ranks(256);
  for (int i = 0; i < 256; ++i) ranks[static_cast<std::size_t>(i)] = (i * 97) % 256;
  const auto big =
      group_limited_marginals(zipf_weights(ranks, 1.2), 8, 4, 8, model::GroupScore::top2_sum);
  double big_sum = 0.0;
  for (const double p : big) big_sum += p;
  CHECK(std::abs(big_sum - 8.0) <= 1e-9);
}
