#pragma once
// MoE routing over a sequence of decoded tokens, and the GPU expert cache it feeds. This sits above
// the per-token graph: it decides, per token and MoE layer, how many of the routed experts are
// already on the GPU (hits) and how many must be fetched from their home (misses); the token graph
// builder then reads the hits as GPU-resident weights and fetches the misses
// (TokenOptions::expert_hits).
//
// Routing, per MoE layer with E experts and top-k (shared experts are always active and not
// routed):
//   uniform   each token's k experts are k distinct experts drawn uniformly;
//   zipf      expert of popularity rank r (0-based; the ranking is a seeded permutation per layer,
//             so layers have different hot experts) is drawn with weight 1 / (r + 1)^s, k distinct
//             experts by successive weighted draws without replacement;
//   trace     the experts of a routing trace (CSV: token,layer,experts; see load_routing_trace).
// reuse p (uniform and zipf): each of the previous token's experts is kept with probability p, the
//   other slots are drawn as above from the experts not yet chosen.
// Group-limited routing (FfnSpec::group_limited(): DeepSeek-V2/V3's n_group, topk_group; uniform
//   and zipf): the E experts form G groups of E/G consecutive ids, and a token routes to its k
//   experts inside group_top_k groups only, as DeepSeek's router first masks every expert outside
//   the topk_group best groups and then takes its top-k (DeepSeek-V3 technical report,
//   arXiv:2412.19437, section 2.1.2; transformers' modeling_deepseek_v3.py,
//   DeepseekV3MoE.get_topk_indices; DeepSeek-V2's MoEGate, group_limited_greedy). The draw mirrors
//   it with the popularity weights standing for the router's scores: a group's weight is the sum
//   of its two largest expert weights (top2_sum, V3) or its largest (max, V2) (group_weights);
//   the groups of the experts kept by reuse are chosen first, the others by successive weighted
//   draws without replacement up to group_top_k, then the remaining experts by weighted draws
//   among the chosen groups' experts. Fewer groups per token concentrate a token window on fewer
//   experts, which an LRU or LFU cache turns into hits. Without a group limit no draw is added:
//   the routes are those of the plain distribution, draw for draw. A trace is taken as recorded
//   (it already carries the router's group choice).
// All draws use SplitMix64 from the job's seed, so the same job gives the same routes at any -j.
//
// Expert cache (per MoE layer, `capacity` experts, one entry = every matrix of one expert):
//   lru     a miss inserts the expert, evicting the least recently used one when full;
//   lfu     a miss inserts the expert, evicting the resident one looked up least often so far
//           (ties: the least recently used);
//   static  a fixed hot set, resident from the start, never changed: the `capacity` most probable
//           experts of the distribution (zipf/uniform: ranks 0..capacity-1, which successive
//           weighted draws select most often; with a group limit the experts of largest exact
//           marginal selection probability of the grouped draw, group_limited_marginals, ties in
//           rank order; reuse is not modelled in the hot set's choice), or for a trace the most
//           frequent ones in it (ties: lower expert id);
//   none    no cache: every routed expert is fetched (capacity is 0).
// Per token, every routed expert is first counted and refreshed (hits and misses alike), then each
// miss is inserted, evicting a resident expert that this token does not use (lru: the least
// recently used; lfu: the least often looked up, then the least recently used; ties: the earliest
// inserted). A fetched miss is the copy that lands in the cache: it costs no second transfer.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

enum class RoutingKind { uniform, zipf, trace };
enum class CachePolicy { none, lru, lfu, fixed };  // fixed: the static hot set

// One row of a routing trace, with the line it was read from (for errors).
struct TraceRow {
  std::int64_t token = 0;
  std::int64_t layer = 0;  // the model's block index
  std::vector<std::int64_t> experts;
  int line = 0;
};

struct RoutingTrace {
  std::string file;  // as given, for messages
  std::vector<TraceRow> rows;
  std::int64_t tokens = 0;  // 1 + the largest token index
};

// Reads `path` (relative paths against the directory of `at`'s file). Format: an optional header
// line `token,layer,experts`, then one line per (token, layer): two integers and the experts as
// integers separated by spaces or semicolons, e.g. `0,3,17 42`. Blank lines and lines starting
// with '#' are skipped. Throws io::InputError naming file:line:column for a malformed line, a
// duplicate (token, layer), or a missing file (then at `at`).
RoutingTrace load_routing_trace(const io::Node& at);

struct ExpertsSpec {
  RoutingKind routing = RoutingKind::uniform;
  double zipf_s = 1.0;
  double reuse = 0.0;
  CachePolicy policy = CachePolicy::lru;
  std::optional<std::int64_t> capacity;  // experts per MoE layer; unset = from GPU memory left
  std::optional<RoutingTrace> trace;
  std::optional<io::Node> node, trace_node, capacity_node;  // where written, for errors
};

// Each group's weight for group-limited routing: `expert_weights` split into `groups` groups of
// consecutive entries, each scored by the sum of its two largest weights (top2_sum; a group of
// one expert: its weight) or its largest (max).
std::vector<double> group_weights(const std::vector<double>& expert_weights, std::int64_t groups,
                                  model::GroupScore score);

// The probability that each expert is among a token's top_k under group-limited routing (no reuse):
// groups by successive weighted draws of group_weights(weights, groups, score) up to group_top_k,
// then top_k experts by successive weighted draws among the chosen groups' experts (the draw of
// the class comment). With groups = group_top_k it is the plain draw's inclusion probability.
// Method: successive weighted draws without replacement are an exponential race (expert j done
// at T_j ~ Exp(w_j), the first k done are chosen; the same for groups), so
//   P(e) = sum over group sets S containing e's group of P(S) x
//          integral_0^inf w_e exp(-w_e t) P(fewer than k of S's other experts done by t) dt,
// P(S) exactly by a sum over the order of its draws (a DP over the 2^G subsets), the count of
// done experts by products of truncated generating polynomials, and the integral by 8-point
// Gauss-Legendre on panels [0, 1 / (64 w_max)], then growing by sqrt(2) up to 42 / w_min (where
// every race is decided). Deterministic; the marginals sum to top_k, and match a brute-force
// enumeration of every draw to 1e-9 on small cases (tests/decode). Cost: about
// (panels x 8) x (E k^2 + C(G, topk_group) topk_group^2 k^2) operations. Throws
// std::invalid_argument unless 1 <= group_top_k <= groups <= 20, E is a multiple of groups,
// 1 <= top_k <= group_top_k x E / groups and every weight is > 0.
std::vector<double> group_limited_marginals(const std::vector<double>& weights, std::int64_t groups,
                                            std::int64_t group_top_k, std::int64_t top_k,
                                            model::GroupScore score);

// Routes of one token for one MoE layer, and what the cache made of them.
struct LayerRoute {
  std::vector<std::int64_t> experts;  // a batch's union
  std::int64_t hits = 0;
};

// The outcome of routing `tokens` tokens through the cache: per token, per model layer (empty
// routes for layers without MoE).
struct RoutingRun {
  std::vector<std::vector<LayerRoute>> tokens;
  std::vector<std::int64_t> lookups_per_layer;  // over the measured tokens only
  std::vector<std::int64_t> hits_per_layer;     // over the measured tokens only
  // The first token index at which every MoE layer's cache holds min(capacity, E) experts (lru,
  // lfu); 0 for none and static; `tokens.size()` when some cache never fills.
  std::int64_t fill_token = 0;
};

// Routes `tokens` tokens (the first `warmup` of them are left out of the per-layer counts).
// `capacity` is the cache's experts per MoE layer (capped at each layer's E). With `batch` > 1
// (uniform or zipf routing) each sequence routes on its own (sequence 0 as at batch 1, the others
// from their own streams, all with the layer's ranking) and a token's route is the union of the
// batch's experts, looked up in the cache once each.
RoutingRun route_tokens(const ExpertsSpec& spec, const model::ModelSpec& model, std::size_t layers,
                        std::int64_t tokens, std::int64_t warmup, std::int64_t capacity,
                        std::uint64_t seed, int batch = 1);

// The cache's fill token alone (route_tokens' fill_token), for choosing the warm-up.
std::int64_t cache_fill_token(const ExpertsSpec& spec, const model::ModelSpec& model,
                              std::size_t layers, std::int64_t max_tokens, std::int64_t capacity,
                              std::uint64_t seed, int batch = 1);

// Throws io::InputError at the first trace row that does not fit the model: a layer that is no
// MoE block (or beyond the `layers` simulated layers), an expert id out of [0, E), a repeated
// expert, or a count other than top_k. Needs no token count, so it runs before anything routes
// through the rows (the warm-up's choice reads them).
void check_trace_rows(const ExpertsSpec& spec, const model::ModelSpec& model, std::size_t layers);

// Throws io::InputError at the trace key when one of the first `tokens` tokens (warm-up +
// measured) has no row for an MoE layer of the first `layers`. Runs once the warm-up is known.
void check_trace_coverage(const ExpertsSpec& spec, const model::ModelSpec& model,
                          std::size_t layers, std::int64_t tokens);

}  // namespace hwsim::decode
