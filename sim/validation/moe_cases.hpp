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

// The routing (and cache policy and capacity) of a case as the simulator's job reads it.
decode::ExpertsSpec moe_experts(const MoeCase& c);

// Per token (warm-up first), per layer, the routed experts of case `c` drawn with the case's seed
// from its distribution (decode::route_tokens, cache none): deterministic in (c, shape).
using MoeRoutes = std::vector<std::vector<std::vector<std::int64_t>>>;
MoeRoutes generate_routes(const MoeCase& c, const MoeShape& shape);

// The routes as the simulator's routing-trace CSV (decode::load_routing_trace): a header line
// `token,layer,experts`, then one line per token and layer, experts separated by spaces.
std::string routes_csv(const MoeRoutes& routes);

// Reads routes_csv's text back as a routing trace (the harness's JSON carries each case's trace as
// that text); `file` names it in messages. Throws std::invalid_argument naming the line of a
// malformed row, and for a trace that does not route every token of every layer.
decode::RoutingTrace parse_routes_csv(const std::string& text, const std::string& file);

}  // namespace hwsim::validation
