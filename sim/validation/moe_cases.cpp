#include "sim/validation/moe_cases.hpp"

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>

#include "sim/decode/token_sequence.hpp"

namespace hwsim::validation {

model::ModelSpec moe_model(const MoeShape& shape) {
  model::ModelSpec m;
  m.name = "Qwen3-30B-A3B-shaped MoE stack";
  m.hidden = shape.hidden;
  m.vocab = 151936;
  model::LayerSpec layer;
  layer.type_name = "moe";
  layer.attention.heads = shape.heads;
  layer.attention.kv_heads = shape.kv_heads;
  layer.attention.head_dim = shape.head_dim;
  layer.attention.qk_norm = true;
  layer.ffn.kind = model::FfnKind::gated;
  layer.ffn.experts = shape.experts;
  layer.ffn.top_k = shape.top_k;
  layer.ffn.expert_inner = shape.expert_inner;
  m.layers.assign(static_cast<std::size_t>(shape.layers), layer);
  return m;
}

std::vector<MoeCase> moe_cases() {
  // name, set, placement, routing, s, reuse, policy, capacity, seed, warm-up, tokens. Declared
  // before any measurement; the held-out rows are never used to change the model.
  const auto make = [](std::string set, std::string placement, std::string routing, double s,
                       double reuse, std::string policy, std::int64_t capacity,
                       std::uint64_t seed) {
    // Warm-up 48 tokens (every cache of these capacities holds its capacity by then); measured
    // tokens 384 in CPU memory (about 2 ms each) and 128 on flash (tens of ms each), so that a
    // case's hit rate rests on 3 x 8 x tokens lookups.
    MoeCase c{"",
              set,
              placement,
              routing,
              s,
              reuse,
              policy,
              capacity,
              seed,
              48,
              placement == "flash" ? 128 : 384};
    char label[96];
    if (routing == "zipf")
      std::snprintf(label, sizeof label, "zipf%.2g", s);
    else
      std::snprintf(label, sizeof label, "uniform");
    std::string name = (set == "dev" ? std::string() : set + "/") + placement + "/" + label;
    if (reuse > 0.0) name += "-reuse" + std::to_string(static_cast<int>(reuse * 100 + 0.5));
    c.name = name + "-" + policy + "-c" + std::to_string(capacity);
    return c;
  };
  return {
      make("dev", "cpu", "zipf", 1.0, 0.0, "lru", 32, 101),
      make("dev", "cpu", "zipf", 1.0, 0.0, "lru", 64, 102),
      make("dev", "cpu", "uniform", 0.0, 0.0, "lru", 32, 103),
      make("dev", "cpu", "zipf", 0.8, 0.3, "lfu", 32, 104),
      make("dev", "flash", "zipf", 1.0, 0.0, "lru", 32, 105),
      make("heldout", "flash", "zipf", 1.2, 0.0, "lru", 48, 9001),
      make("heldout", "flash", "zipf", 0.6, 0.2, "lfu", 16, 9002),
      make("heldout", "cpu", "zipf", 1.2, 0.0, "lfu", 16, 9003),
      make("heldout", "cpu", "zipf", 0.6, 0.2, "lru", 48, 9004),
  };
}

nlohmann::json case_header_json(const MoeCase& c, int rounds) {
  return {{"name", c.name},       {"set", c.set},           {"placement", c.placement},
          {"routing", c.routing}, {"zipf_s", c.zipf_s},     {"reuse", c.reuse},
          {"policy", c.policy},   {"capacity", c.capacity}, {"seed", c.seed},
          {"warmup", c.warmup},   {"tokens", c.tokens},     {"rounds", rounds}};
}

decode::ExpertsSpec moe_experts(const MoeCase& c) {
  decode::ExpertsSpec e;
  if (c.routing == "zipf") {
    e.routing = decode::RoutingKind::zipf;
  } else if (c.routing == "uniform") {
    e.routing = decode::RoutingKind::uniform;
  } else {
    throw std::invalid_argument("MoE case " + c.name + ": unknown routing '" + c.routing + "'");
  }
  e.zipf_s = c.zipf_s;
  e.reuse = c.reuse;
  if (c.policy == "lru") {
    e.policy = decode::CachePolicy::lru;
  } else if (c.policy == "lfu") {
    e.policy = decode::CachePolicy::lfu;
  } else {
    throw std::invalid_argument("MoE case " + c.name + ": unknown cache policy '" + c.policy + "'");
  }
  e.capacity = c.capacity;
  return e;
}

MoeRoutes generate_routes(const MoeCase& c, const MoeShape& shape) {
  decode::ExpertsSpec spec = moe_experts(c);
  spec.policy = decode::CachePolicy::none;  // the routes alone
  const model::ModelSpec model = moe_model(shape);
  const std::int64_t total = c.warmup + c.tokens;
  const decode::RoutingRun run = decode::route_tokens(
      spec, model, static_cast<std::size_t>(shape.layers), total, 0, 0, c.seed);
  MoeRoutes out(static_cast<std::size_t>(total));
  for (std::size_t t = 0; t < out.size(); ++t)
    for (const decode::LayerRoute& route : run.tokens[t]) out[t].push_back(route.experts);
  return out;
}

std::string routes_csv(const MoeRoutes& routes) {
  std::ostringstream out;
  out << "token,layer,experts\n";
  for (std::size_t t = 0; t < routes.size(); ++t) {
    for (std::size_t l = 0; l < routes[t].size(); ++l) {
      out << t << ',' << l << ',';
      for (std::size_t i = 0; i < routes[t][l].size(); ++i)
        out << (i ? " " : "") << routes[t][l][i];
      out << '\n';
    }
  }
  return out.str();
}

decode::RoutingTrace parse_routes_csv(const std::string& text, const std::string& file) {
  decode::RoutingTrace trace;
  trace.file = file;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  std::map<std::pair<std::int64_t, std::int64_t>, int> seen;
  std::int64_t layers = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || (number == 1 && line.rfind("token", 0) == 0)) continue;
    const auto fail = [&](const std::string& why) {
      throw std::invalid_argument(file + ":" + std::to_string(number) + ": " + why);
    };
    decode::TraceRow row;
    row.line = number;
    char comma1 = 0, comma2 = 0;
    std::istringstream fields(line);
    if (!(fields >> row.token >> comma1 >> row.layer >> comma2) || comma1 != ',' || comma2 != ',')
      fail("expected `token,layer,experts`");
    std::int64_t e = 0;
    while (fields >> e) row.experts.push_back(e);
    if (!fields.eof() || row.experts.empty() || row.token < 0 || row.layer < 0)
      fail("expected non-negative integers `token,layer,e1 e2 ...`");
    if (!seen.emplace(std::make_pair(row.token, row.layer), number).second)
      fail("token " + std::to_string(row.token) + " layer " + std::to_string(row.layer) +
           " is routed twice");
    trace.tokens = std::max(trace.tokens, row.token + 1);
    layers = std::max(layers, row.layer + 1);
    trace.rows.push_back(std::move(row));
  }
  if (trace.rows.empty() || static_cast<std::int64_t>(trace.rows.size()) != trace.tokens * layers)
    throw std::invalid_argument(file + ": the trace does not route every token of every layer");
  return trace;
}

MoeRoundWindow moe_round_window(int warmup, int tokens, int rounds, int round) {
  if (rounds < 1 || warmup < 0 || tokens < 1 || round < 0 || round >= rounds)
    throw std::invalid_argument(
        "MoE rounds: needs rounds >= 1, warmup >= 0, tokens >= 1 and 0 <= round < rounds");
  const std::int64_t slice = (tokens + rounds - 1) / rounds;
  return {static_cast<std::int64_t>(round) * slice, slice};
}

std::vector<double> moe_round_medians(const std::vector<double>& token_ms, int rounds) {
  if (rounds < 1 || token_ms.empty() || token_ms.size() % static_cast<std::size_t>(rounds) != 0)
    throw std::invalid_argument("MoE rounds: " + std::to_string(token_ms.size()) +
                                " token times are not a positive multiple of " +
                                std::to_string(rounds) + " rounds");
  const std::size_t slice = token_ms.size() / static_cast<std::size_t>(rounds);
  std::vector<double> out;
  for (std::size_t r = 0; r < static_cast<std::size_t>(rounds); ++r)
    out.push_back(decode::nearest_rank(
        std::vector<double>(token_ms.begin() + static_cast<std::ptrdiff_t>(r * slice),
                            token_ms.begin() + static_cast<std::ptrdiff_t>((r + 1) * slice)),
        0.5));
  return out;
}

double moe_spread_pct(const std::vector<double>& round_medians) {
  if (round_medians.size() < 2) return 0.0;
  const auto [lo, hi] = std::minmax_element(round_medians.begin(), round_medians.end());
  const double median = decode::nearest_rank(round_medians, 0.5);
  return median > 0 ? 100.0 * (*hi - *lo) / median : 0.0;
}

decode::RoutingTrace trace_window(const decode::RoutingTrace& trace, std::int64_t first,
                                  std::int64_t count) {
  if (first < 0 || count < 1 || first + count > trace.tokens)
    throw std::invalid_argument(trace.file + ": the trace has " + std::to_string(trace.tokens) +
                                " tokens, a round needs tokens " + std::to_string(first) + ".." +
                                std::to_string(first + count - 1));
  decode::RoutingTrace out;
  out.file = trace.file;
  out.tokens = count;
  for (const decode::TraceRow& row : trace.rows) {
    if (row.token < first || row.token >= first + count) continue;
    out.rows.push_back(row);
    out.rows.back().token -= first;
  }
  return out;
}

}  // namespace hwsim::validation
