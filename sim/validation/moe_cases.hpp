#pragma once
// The MoE validation cases (validate/e2e/moe_e2e.cpp measures them, sim/validation/moe_compare.hpp
// predicts them) and the routing traces they replay.
//
// The stack is Qwen3-30B-A3B-shaped (hidden 2048, 32 query heads and 4 KV heads of 128, 128
// experts of inner width 768, top-8, no shared expert), cut to a few layers so that every case
// fits the harness's time. Placement is config CA: qkv, o and the router resident in GPU memory,
// the routed experts offloaded to pinned CPU memory or to a file read with O_DIRECT, a GPU expert
// cache of `capacity` experts per layer in front of them.
//
// Every case's routes come from the simulator's own distributions (decode::route_tokens with
// cache none: uniform, or Zipf with exponent s over a seeded per-layer ranking, each previous
// expert kept with probability `reuse`), drawn with the case's seed. The cases, their seeds and
// the split into the dev and the held-out set are fixed here, in code, before any measurement:
// the held-out set differs in seeds, skews, cache sizes (16 and 48, the dev set uses 32 and 64)
// and mostly in placement (flash), and nothing in the model may be adjusted to it.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sim/decode/routing.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::validation {

struct MoeShape {
  std::int64_t hidden = 2048;
  std::int64_t heads = 32, kv_heads = 4, head_dim = 128;
  std::int64_t experts = 128, top_k = 8, expert_inner = 768;
  int layers = 3;
};

// The model of `shape`: `layers` identical MoE blocks (gated SiLU experts, fused gate_up).
model::ModelSpec moe_model(const MoeShape& shape);

struct MoeCase {
  std::string name;           // unique, e.g. "heldout/flash/zipf1.2-lru-c48"
  std::string set;            // "dev" or "heldout"
  std::string placement;      // "cpu" or "flash"
  std::string routing;        // "uniform" or "zipf"
  double zipf_s = 0.0;        // zipf only
  double reuse = 0.0;         // probability of keeping each of the previous token's experts
  std::string policy;         // "lru" or "lfu"
  std::int64_t capacity = 0;  // cached experts per layer
  std::uint64_t seed = 0;     // the routing trace's seed
  int warmup = 0;             // warm-up tokens (not timed into the statistics)
  int tokens = 0;             // measured tokens
};

// The cases in harness order: the dev set, then the held-out set.
std::vector<MoeCase> moe_cases();

// The case's header in the harness's document (validate/README.md): name, set, placement, routing,
// zipf_s, reuse, policy, capacity, seed, warmup, tokens and `rounds`, as moe_compare reads them.
nlohmann::json case_header_json(const MoeCase& c, int rounds = 1);

// The routing (and cache policy and capacity) of a case as the simulator's job reads it.
decode::ExpertsSpec moe_experts(const MoeCase& c);

// Per token (warm-up first), per layer, the routed experts of case `c` drawn with the case's seed
// from its distribution (decode::route_tokens, cache none): deterministic in (c, shape).
using MoeRoutes = std::vector<std::vector<std::vector<std::int64_t>>>;
MoeRoutes generate_routes(const MoeCase& c, const MoeShape& shape);

// The routes as the simulator's routing-trace CSV (decode::load_routing_trace): a header line
// `token,layer,experts`, then one line per token and layer, experts separated by spaces.
std::string routes_csv(const MoeRoutes& routes);

// Rounds (the harness's interleaved passes, validate/rounds.hpp): a case measured in R rounds
// records R x slice measured tokens, slice = ceil(tokens / R), routed by one sequence of
// warmup + R x slice tokens. Round r starts from an empty cache and runs the tokens
// [r x slice, r x slice + warmup + slice) of that sequence: the first `warmup` of them re-warm the
// cache (untimed), the next `slice` are timed. With R = 1 this is the whole sequence, warm-up
// first. The per-round window of a route sequence (the harness and the prediction use the same):
struct MoeRoundWindow {
  std::int64_t first = 0;  // first token of the window in the case's sequence
  std::int64_t slice = 0;  // timed tokens of the window (after `warmup` warm-up tokens)
};
// Throws std::invalid_argument for rounds < 1, warmup < 0 or tokens < 1.
MoeRoundWindow moe_round_window(int warmup, int tokens, int rounds, int round);

// Per-round medians (nearest rank) of `token_ms`, round-major (slice = size / rounds tokens per
// round), and their spread in percent: 100 x (max - min) / median of those medians (nearest rank;
// 0 for one round). Throws std::invalid_argument when the size is not a positive multiple of
// rounds.
std::vector<double> moe_round_medians(const std::vector<double>& token_ms, int rounds);
double moe_spread_pct(const std::vector<double>& round_medians);

// Reads routes_csv's text back as a routing trace (the harness's JSON carries each case's trace as
// that text); `file` names it in messages. Throws std::invalid_argument naming the line of a
// malformed row, and for a trace that does not route every token of every layer.
decode::RoutingTrace parse_routes_csv(const std::string& text, const std::string& file);

// The rows of `trace` for tokens [first, first + count), renumbered from 0. Throws
// std::invalid_argument when the trace does not reach first + count tokens.
decode::RoutingTrace trace_window(const decode::RoutingTrace& trace, std::int64_t first,
                                  std::int64_t count);

}  // namespace hwsim::validation
