#include "sim/decode/routing.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <sstream>
#include <stdexcept>

#include "sim/decode/flash_reads.hpp"
#include "sim/io/input_error.hpp"

namespace hwsim::decode {

namespace {

// Parses a non-negative integer at text[pos..]; advances pos. False when none is there.
bool read_integer(const std::string& text, std::size_t& pos, std::int64_t& out) {
  const std::size_t start = pos;
  out = 0;
  while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
    if (out > (INT64_MAX - 9) / 10) return false;
    out = out * 10 + (text[pos] - '0');
    ++pos;
  }
  return pos > start;
}

void skip_blanks(const std::string& text, std::size_t& pos) {
  while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\r')) ++pos;
}

[[noreturn]] void fail_at(const std::string& file, int line, std::size_t column,
                          const std::string& key, const std::string& message) {
  throw io::InputError(io::Location{file, line, static_cast<int>(column) + 1}, key, message);
}

TraceRow parse_row(const std::string& text, const std::string& file, int line,
                   const std::string& key) {
  TraceRow row;
  row.line = line;
  std::size_t pos = 0;
  for (std::int64_t* field : {&row.token, &row.layer}) {
    skip_blanks(text, pos);
    if (!read_integer(text, pos, *field))
      fail_at(file, line, pos, key, "expected `token,layer,experts` with integer token and layer");
    skip_blanks(text, pos);
    if (pos >= text.size() || text[pos] != ',')
      fail_at(file, line, pos, key, "expected ',' after the token and the layer");
    ++pos;
  }
  while (true) {
    while (pos < text.size() &&
           (text[pos] == ' ' || text[pos] == ';' || text[pos] == '\t' || text[pos] == '\r'))
      ++pos;
    if (pos >= text.size()) break;
    std::int64_t expert = 0;
    if (!read_integer(text, pos, expert))
      fail_at(file, line, pos, key, "expected expert ids (integers separated by spaces or ';')");
    row.experts.push_back(expert);
  }
  if (row.experts.empty()) fail_at(file, line, pos, key, "no experts on this line");
  return row;
}

constexpr std::uintmax_t kMaxTraceBytes = std::uintmax_t{32} << 20;

}  // namespace

RoutingTrace load_routing_trace(const io::Node& at) {
  std::filesystem::path path(at.as_string());
  if (path.is_relative() && !at.file().empty() && at.file().front() != '<')
    path = (std::filesystem::path(at.file()).parent_path() / path).lexically_normal();
  // A regular file of bounded size: a FIFO would block the read, and a trace is held whole (about
  // 5x its text in memory), so its size bounds the memory and the time of reading it.
  std::error_code error;
  if (std::filesystem::exists(path, error) && !std::filesystem::is_regular_file(path, error))
    at.fail("the routing trace '" + path.string() + "' is not a regular file");
  const auto bytes = std::filesystem::file_size(path, error);
  if (!error && bytes > kMaxTraceBytes)
    at.fail("the routing trace '" + path.string() + "' has " + std::to_string(bytes) +
            " bytes, more than the limit of " + std::to_string(kMaxTraceBytes) +
            " (32 MiB, about 800,000 rows of 8 experts): keep the tokens the job simulates");
  std::ifstream in(path);
  if (!in) at.fail("cannot read the routing trace '" + path.string() + "'");
  RoutingTrace trace;
  trace.file = path.string();
  std::map<std::pair<std::int64_t, std::int64_t>, int> seen;
  std::string text;
  int line = 0;
  while (std::getline(in, text)) {
    ++line;
    std::size_t first = 0;
    skip_blanks(text, first);
    if (first >= text.size() || text[first] == '#') continue;
    if (line == 1 && text.compare(first, 5, "token") == 0) continue;  // the header
    TraceRow row = parse_row(text, trace.file, line, at.key_path());
    const auto [it, fresh] = seen.emplace(std::make_pair(row.token, row.layer), line);
    if (!fresh)
      fail_at(trace.file, line, 0, at.key_path(),
              "token " + std::to_string(row.token) + " layer " + std::to_string(row.layer) +
                  " is routed twice (first on line " + std::to_string(it->second) + ")");
    trace.tokens = std::max(trace.tokens, row.token + 1);
    trace.rows.push_back(std::move(row));
  }
  if (trace.rows.empty()) at.fail("the routing trace '" + trace.file + "' has no rows");
  return trace;
}

void check_trace_rows(const ExpertsSpec& spec, const model::ModelSpec& model, std::size_t layers) {
  if (!spec.trace) return;
  const RoutingTrace& trace = *spec.trace;
  const std::string key = spec.trace_node ? spec.trace_node->key_path() : "experts.trace";
  for (const TraceRow& row : trace.rows) {
    const auto where = [&](const std::string& message) {
      fail_at(trace.file, row.line, 0, key, message);
    };
    if (row.layer < 0 || static_cast<std::size_t>(row.layer) >= layers)
      where("layer " + std::to_string(row.layer) + " is beyond the " + std::to_string(layers) +
            " simulated layers");
    const model::FfnSpec& ffn = model.layers[static_cast<std::size_t>(row.layer)].ffn;
    if (!ffn.is_moe()) where("layer " + std::to_string(row.layer) + " is not an MoE block");
    if (static_cast<std::int64_t>(row.experts.size()) != ffn.top_k)
      where(std::to_string(row.experts.size()) +
            " experts, but the layer routes to top_k = " + std::to_string(ffn.top_k));
    std::vector<std::int64_t> sorted = row.experts;
    std::sort(sorted.begin(), sorted.end());
    if (sorted.front() < 0)
      where("expert " + std::to_string(sorted.front()) + " is out of range: ids start at 0");
    if (sorted.back() >= ffn.experts)
      where("expert " + std::to_string(sorted.back()) + " is out of range: the layer has " +
            std::to_string(ffn.experts) + " experts (ids 0.." + std::to_string(ffn.experts - 1) +
            ")");
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
      where("an expert is listed twice");
  }
}

void check_trace_coverage(const ExpertsSpec& spec, const model::ModelSpec& model,
                          std::size_t layers, std::int64_t tokens) {
  if (!spec.trace) return;
  const RoutingTrace& trace = *spec.trace;
  std::set<std::pair<std::int64_t, std::int64_t>> present;
  for (const TraceRow& row : trace.rows) present.insert({row.token, row.layer});
  for (std::int64_t t = 0; t < tokens; ++t) {
    for (std::size_t l = 0; l < layers; ++l) {
      if (!model.layers[l].ffn.is_moe() || present.count({t, static_cast<std::int64_t>(l)}))
        continue;
      spec.trace_node->fail("the routing trace '" + trace.file + "' has no row for token " +
                            std::to_string(t) + " layer " + std::to_string(l) +
                            " (the job simulates " + std::to_string(tokens) +
                            " tokens: warm-up + tokens; lower `tokens` or extend the trace)");
    }
  }
}

std::vector<double> group_weights(const std::vector<double>& expert_weights, std::int64_t groups,
                                  model::GroupScore score) {
  const std::size_t size = expert_weights.size() / static_cast<std::size_t>(groups);
  std::vector<double> out;
  for (std::size_t first = 0; first + size <= expert_weights.size(); first += size) {
    std::vector<double> w(expert_weights.begin() + static_cast<std::ptrdiff_t>(first),
                          expert_weights.begin() + static_cast<std::ptrdiff_t>(first + size));
    std::sort(w.begin(), w.end(), std::greater<>());
    out.push_back(score == model::GroupScore::max || size < 2 ? w[0] : w[0] + w[1]);
  }
  return out;
}

namespace {

// P(the first |T| groups drawn are the set T) for every subset T of the G groups (bit g of T:
// group g), by successive weighted draws without replacement: P(T) = sum over the last-drawn g
// in T of P(T \ g) x W_g / (W - W(T \ g)).
std::vector<double> group_set_probabilities(const std::vector<double>& group_weight) {
  const std::size_t g_count = group_weight.size();
  const double total = std::accumulate(group_weight.begin(), group_weight.end(), 0.0);
  std::vector<double> p(std::size_t{1} << g_count, 0.0), drawn(p.size(), 0.0);
  p[0] = 1.0;
  for (std::size_t t = 1; t < p.size(); ++t) {
    for (std::size_t g = 0; g < g_count; ++g) {
      if (!(t >> g & 1)) continue;
      const std::size_t before = t & ~(std::size_t{1} << g);
      drawn[t] = drawn[before] + group_weight[g];
      const double rest = total - drawn[before];
      if (p[before] > 0.0 && rest > 0.0) p[t] += p[before] * group_weight[g] / rest;
    }
  }
  return p;
}

// Gauss-Legendre, 8 points on [-1, 1]: the positive nodes and their weights (Abramowitz & Stegun,
// table 25.4).
constexpr std::array<double, 4> kGlNode{0.1834346424956498, 0.5255324099163290, 0.7966664774136267,
                                        0.9602898564975363};
constexpr std::array<double, 4> kGlWeight{0.3626837833783620, 0.3137066458778873,
                                          0.2223810344533745, 0.1012285362903763};

// Count distributions truncated to [0, k): k coefficients at `a`.
// out = a x b (truncated); out must not alias a or b.
void times(const double* a, const double* b, std::size_t k, double* out) {
  std::fill(out, out + k, 0.0);
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; i + j < k; ++j) out[i + j] += a[i] * b[j];
}
// out = a x (1 - p + p z).
void times_one(const double* a, double p, std::size_t k, double* out) {
  out[0] = a[0] * (1.0 - p);
  for (std::size_t c = 1; c < k; ++c) out[c] = a[c] * (1.0 - p) + a[c - 1] * p;
}

// One time t of the race integral (see group_limited_marginals): adds node_weight x
// w_e exp(-w_e t) x sum_S P(S) P(fewer than k others of S before t) to out[e].
class RaceNode {
 public:
  RaceNode(const std::vector<double>& w, std::size_t groups, std::size_t k,
           std::vector<std::size_t> sets, std::vector<double> p_set)
      : w_(w),
        groups_(groups),
        size_(w.size() / groups),
        k_(k),
        sets_(std::move(sets)),
        p_set_(std::move(p_set)),
        pre_((size_ + 1) * k),
        suf_((size_ + 1) * k),
        group_(groups * k),
        without_(w.size() * k),
        c_(groups * k),
        others_(k),
        scratch_(k) {}

  void add(double t, double node_weight, std::vector<double>& out) {
    const std::size_t k = k_;
    for (std::size_t g = 0; g < groups_; ++g) {  // each group's count, and without each expert
      std::fill(pre_.begin(), pre_.begin() + k, 0.0);
      pre_[0] = 1.0;
      std::fill(suf_.begin() + size_ * k, suf_.end(), 0.0);
      suf_[size_ * k] = 1.0;
      for (std::size_t i = 0; i < size_; ++i)
        times_one(&pre_[i * k], -std::expm1(-w_[g * size_ + i] * t), k, &pre_[(i + 1) * k]);
      for (std::size_t i = size_; i-- > 0;)
        times_one(&suf_[(i + 1) * k], -std::expm1(-w_[g * size_ + i] * t), k, &suf_[i * k]);
      std::copy(&pre_[size_ * k], &pre_[size_ * k] + k, &group_[g * k]);
      for (std::size_t i = 0; i < size_; ++i)
        times(&pre_[i * k], &suf_[(i + 1) * k], k, &without_[(g * size_ + i) * k]);
    }
    // c[g][b] = sum over S containing g of P(S) x P(fewer than k - b of S's other groups).
    std::fill(c_.begin(), c_.end(), 0.0);
    for (std::size_t si = 0; si < sets_.size(); ++si) {
      for (std::size_t g = 0; g < groups_; ++g) {
        if (!(sets_[si] >> g & 1)) continue;
        std::fill(others_.begin(), others_.end(), 0.0);
        others_[0] = 1.0;
        for (std::size_t h = 0; h < groups_; ++h) {
          if (h == g || !(sets_[si] >> h & 1)) continue;
          times(others_.data(), &group_[h * k], k, scratch_.data());
          others_.swap(scratch_);
        }
        double cdf = 0.0;
        for (std::size_t b = k; b-- > 0;) {
          cdf += others_[k - 1 - b];
          c_[g * k + b] += p_set_[si] * cdf;
        }
      }
    }
    for (std::size_t e = 0; e < w_.size(); ++e) {
      double q = 0.0;
      for (std::size_t b = 0; b < k; ++b) q += without_[e * k + b] * c_[(e / size_) * k + b];
      out[e] += node_weight * w_[e] * std::exp(-w_[e] * t) * q;
    }
  }

 private:
  const std::vector<double>& w_;
  std::size_t groups_, size_, k_;
  std::vector<std::size_t> sets_;  // the group sets of topk_group groups with P(S) > 0
  std::vector<double> p_set_;
  std::vector<double> pre_, suf_, group_, without_, c_, others_, scratch_;
};

}  // namespace

std::vector<double> group_limited_marginals(const std::vector<double>& weights, std::int64_t groups,
                                            std::int64_t group_top_k, std::int64_t top_k,
                                            model::GroupScore score) {
  const std::size_t g_count = static_cast<std::size_t>(groups);
  if (groups < 1 || groups > 20 || weights.empty() || weights.size() % g_count != 0 ||
      group_top_k < 1 || group_top_k > groups || top_k < 1 ||
      top_k > group_top_k * static_cast<std::int64_t>(weights.size() / g_count))
    throw std::invalid_argument(
        "group-limited marginals: needs 1 <= topk_group <= n_group <= 20, E a multiple of "
        "n_group and 1 <= top_k <= topk_group x E / n_group");
  const auto [lo, hi] = std::minmax_element(weights.begin(), weights.end());
  if (!(*lo > 0.0)) throw std::invalid_argument("group-limited marginals: weights must be > 0");
  const std::vector<double> all = group_set_probabilities(group_weights(weights, groups, score));
  std::vector<std::size_t> sets;
  std::vector<double> p_set;
  for (std::size_t s = 0; s < all.size(); ++s) {
    if (std::popcount(s) != group_top_k || all[s] <= 0.0) continue;
    sets.push_back(s);
    p_set.push_back(all[s]);
  }
  RaceNode node(weights, g_count, static_cast<std::size_t>(top_k), std::move(sets),
                std::move(p_set));
  // Panels of the time axis: [0, t0], then each sqrt(2) times the last, up to t_end, where
  // exp(-w_min t) < 1e-18 has decided every race (nothing is left to the tail).
  const double t0 = 1.0 / (64.0 * *hi), t_end = 42.0 / *lo;
  std::vector<double> out(weights.size(), 0.0);
  for (double a = 0.0, b = t0; a < t_end; a = b, b *= std::sqrt(2.0)) {
    const double mid = 0.5 * (a + b), half = 0.5 * (b - a);
    for (std::size_t i = 0; i < kGlNode.size(); ++i) {
      node.add(mid - half * kGlNode[i], half * kGlWeight[i], out);
      node.add(mid + half * kGlNode[i], half * kGlWeight[i], out);
    }
  }
  return out;
}

namespace {

// Per-layer routing state: the popularity weights of each expert, the previous token's experts.
class LayerRouter {
 public:
  // Every sequence of a batch shares the layer's popularity ranking; sequence s > 0 draws from
  // its own stream.
  LayerRouter(const ExpertsSpec& spec, const model::FfnSpec& ffn, std::uint64_t seed,
              std::uint64_t sequence = 0)
      : spec_(spec),
        k_(ffn.top_k),
        group_size_(ffn.group_size()),
        group_top_k_(ffn.group_limited() ? ffn.group_top_k : 0),
        weight_(static_cast<std::size_t>(ffn.experts)),
        rng_(seed) {
    std::vector<std::int64_t> rank_of(weight_.size());
    std::iota(rank_of.begin(), rank_of.end(), std::int64_t{0});
    for (std::size_t i = 0; i + 1 < rank_of.size(); ++i)  // seeded Fisher-Yates: the ranking
      std::swap(rank_of[i], rank_of[i + rng_.below(rank_of.size() - i)]);
    const double s = spec.routing == RoutingKind::zipf ? spec.zipf_s : 0.0;
    for (std::size_t e = 0; e < weight_.size(); ++e)
      weight_[e] = 1.0 / std::pow(static_cast<double>(rank_of[e] + 1), s);
    hot_.resize(weight_.size());
    for (std::size_t e = 0; e < weight_.size(); ++e)
      hot_[static_cast<std::size_t>(rank_of[e])] = static_cast<std::int64_t>(e);
    if (group_top_k_ > 0)
      group_weight_ = group_weights(weight_, ffn.expert_groups, ffn.group_score);
    if (sequence > 0) rng_ = SplitMix64(SplitMix64(seed ^ (sequence << 48)).next());
  }

  // Group-limited: the kept experts' groups, then further groups drawn by group weight up to
  // group_top_k, then the remaining experts drawn inside the chosen groups only.
  std::vector<std::int64_t> next() {
    std::vector<std::int64_t> chosen;
    for (const std::int64_t e : previous_) {
      const double u = static_cast<double>(rng_.next() >> 11) * 0x1.0p-53;
      if (u < spec_.reuse) chosen.push_back(e);
    }
    std::vector<std::int64_t> groups;  // empty: every expert allowed
    if (group_top_k_ > 0) {
      for (const std::int64_t e : chosen)
        if (std::find(groups.begin(), groups.end(), e / group_size_) == groups.end())
          groups.push_back(e / group_size_);
      while (static_cast<std::int64_t>(groups.size()) < group_top_k_)
        groups.push_back(pick(group_weight_, [&](std::int64_t g) { return !contains(groups, g); }));
    }
    while (static_cast<std::int64_t>(chosen.size()) < k_) chosen.push_back(draw(chosen, groups));
    previous_ = chosen;
    return chosen;
  }

  // Experts by decreasing selection probability (the static hot set is a prefix): without a
  // group limit the popularity ranking (successive weighted draws select a larger weight more
  // often); with one, by the exact marginals (group_limited_marginals), rounded to 1e-9 so that
  // equal ones keep the ranking's order.
  std::vector<std::int64_t> hot_set(const model::FfnSpec& ffn) const {
    if (group_top_k_ == 0) return hot_;
    const std::vector<double> m =
        group_limited_marginals(weight_, ffn.expert_groups, group_top_k_, k_, ffn.group_score);
    std::vector<std::int64_t> out = hot_;
    std::stable_sort(out.begin(), out.end(), [&](std::int64_t a, std::int64_t b) {
      return std::llround(m[static_cast<std::size_t>(a)] * 1e9) >
             std::llround(m[static_cast<std::size_t>(b)] * 1e9);
    });
    return out;
  }

 private:
  // One expert not in `taken`, by weight, among the experts of `groups` (empty: all experts).
  std::int64_t draw(const std::vector<std::int64_t>& taken,
                    const std::vector<std::int64_t>& groups) {
    return pick(weight_, [&](std::int64_t e) {
      return !contains(taken, e) && (groups.empty() || contains(groups, e / group_size_));
    });
  }

  // One index among the eligible ones with probability weight / (the eligible weights' sum),
  // from one draw.
  template <typename Eligible>
  std::int64_t pick(const std::vector<double>& weight, const Eligible& eligible) {
    double total = 0.0;
    for (std::size_t e = 0; e < weight.size(); ++e)
      if (eligible(static_cast<std::int64_t>(e))) total += weight[e];
    double u = static_cast<double>(rng_.next() >> 11) * 0x1.0p-53 * total;
    std::int64_t last = -1;
    for (std::size_t e = 0; e < weight.size(); ++e) {
      if (!eligible(static_cast<std::int64_t>(e))) continue;
      last = static_cast<std::int64_t>(e);
      if (u < weight[e]) return last;
      u -= weight[e];
    }
    return last;  // rounding left u at the very end
  }

  static bool contains(const std::vector<std::int64_t>& list, std::int64_t x) {
    return std::find(list.begin(), list.end(), x) != list.end();
  }

  const ExpertsSpec& spec_;
  std::int64_t k_;
  std::int64_t group_size_;
  std::int64_t group_top_k_;  // 0: no group limit
  std::vector<double> weight_;
  std::vector<double> group_weight_;
  std::vector<std::int64_t> hot_;
  std::vector<std::int64_t> previous_;
  SplitMix64 rng_;
};

// One layer's cache: resident experts with their last use and lookup counts.
class ExpertCache {
 public:
  ExpertCache(CachePolicy policy, std::int64_t capacity, std::int64_t experts,
              const std::vector<std::int64_t>& hot)
      : policy_(policy),
        capacity_(policy == CachePolicy::none ? 0 : capacity),
        count_(static_cast<std::size_t>(experts), 0) {
    if (policy_ == CachePolicy::fixed)
      resident_.assign(hot.begin(), hot.begin() + static_cast<std::ptrdiff_t>(capacity_));
    last_use_.assign(static_cast<std::size_t>(experts), -1);
  }

  // Looks up one token's experts; returns the hits. Every expert of the token is counted and
  // refreshed first, then each miss is inserted, evicting a resident expert the token does not
  // use (the router's output is known before any fetch starts).
  std::int64_t lookup(const std::vector<std::int64_t>& experts, std::int64_t token) {
    std::int64_t hits = 0;
    for (const std::int64_t e : experts) {
      ++count_[static_cast<std::size_t>(e)];
      last_use_[static_cast<std::size_t>(e)] = token;
      hits += resident(e) ? 1 : 0;
    }
    if (policy_ == CachePolicy::fixed || capacity_ == 0) return hits;
    for (const std::int64_t e : experts) {
      if (resident(e)) continue;
      if (static_cast<std::int64_t>(resident_.size()) >= capacity_) evict(experts);
      resident_.push_back(e);
    }
    return hits;
  }

  bool full() const {
    return static_cast<std::int64_t>(resident_.size()) >=
           std::min<std::int64_t>(capacity_, static_cast<std::int64_t>(count_.size()));
  }

 private:
  bool resident(std::int64_t e) const {
    return std::find(resident_.begin(), resident_.end(), e) != resident_.end();
  }

  // The victim: least recently used (lru) or least often looked up, then least recently (lfu);
  // ties go to the earliest inserted. Experts of the current token are kept when another can go.
  void evict(const std::vector<std::int64_t>& current) {
    auto victim = resident_.end();
    for (const bool spare_current : {true, false}) {
      for (auto it = resident_.begin(); it != resident_.end(); ++it) {
        if (spare_current && std::find(current.begin(), current.end(), *it) != current.end())
          continue;
        if (victim == resident_.end() || worse(*it, *victim)) victim = it;
      }
      if (victim != resident_.end()) break;
    }
    resident_.erase(victim);
  }

  bool worse(std::int64_t a, std::int64_t b) const {
    const auto i = static_cast<std::size_t>(a), j = static_cast<std::size_t>(b);
    if (policy_ == CachePolicy::lfu && count_[i] != count_[j]) return count_[i] < count_[j];
    return last_use_[i] < last_use_[j];
  }

  CachePolicy policy_;
  std::int64_t capacity_;
  std::vector<std::int64_t> count_;
  std::vector<std::int64_t> last_use_;
  std::vector<std::int64_t> resident_;
};

// The trace's experts by decreasing frequency over the simulated tokens (ties: lower id).
std::vector<std::int64_t> trace_popularity(const RoutingTrace& trace, std::int64_t layer,
                                           std::int64_t experts) {
  std::vector<std::int64_t> count(static_cast<std::size_t>(experts), 0);
  for (const TraceRow& row : trace.rows)
    if (row.layer == layer)
      for (const std::int64_t e : row.experts) ++count[static_cast<std::size_t>(e)];
  std::vector<std::int64_t> order(count.size());
  std::iota(order.begin(), order.end(), std::int64_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) {
    return count[static_cast<std::size_t>(a)] > count[static_cast<std::size_t>(b)];
  });
  return order;
}

}  // namespace

RoutingRun route_tokens(const ExpertsSpec& spec, const model::ModelSpec& model, std::size_t layers,
                        std::int64_t tokens, std::int64_t warmup, std::int64_t capacity,
                        std::uint64_t seed, int batch) {
  RoutingRun run;
  run.tokens.assign(static_cast<std::size_t>(tokens), std::vector<LayerRoute>(layers));
  run.lookups_per_layer.assign(layers, 0);
  run.hits_per_layer.assign(layers, 0);
  std::map<std::pair<std::int64_t, std::int64_t>, const TraceRow*> rows;
  if (spec.trace)
    for (const TraceRow& row : spec.trace->rows) rows[{row.token, row.layer}] = &row;
  std::vector<bool> filled(layers, true);
  std::int64_t fill = 0;
  for (std::size_t l = 0; l < layers; ++l) {
    const model::FfnSpec& ffn = model.layers[l].ffn;
    if (!ffn.is_moe()) continue;
    const std::uint64_t layer_seed = SplitMix64(seed ^ (0xE0E0ULL << 32) ^ l).next();
    LayerRouter router(spec, ffn, layer_seed);
    std::vector<LayerRouter> others;  // the batch's other sequences
    for (int b = 1; b < batch; ++b)
      others.emplace_back(spec, ffn, layer_seed, static_cast<std::uint64_t>(b));
    const std::int64_t cap = std::min(capacity, ffn.experts);
    const auto hot = spec.policy != CachePolicy::fixed ? std::vector<std::int64_t>{}
                     : spec.trace
                         ? trace_popularity(*spec.trace, static_cast<std::int64_t>(l), ffn.experts)
                         : router.hot_set(ffn);
    ExpertCache cache(spec.policy, cap, ffn.experts, hot);
    std::int64_t layer_fill =
        spec.policy == CachePolicy::lru || spec.policy == CachePolicy::lfu ? tokens : 0;
    for (std::int64_t t = 0; t < tokens; ++t) {
      LayerRoute& route = run.tokens[static_cast<std::size_t>(t)][l];
      route.experts =
          spec.trace ? rows.at({t, static_cast<std::int64_t>(l)})->experts : router.next();
      for (LayerRouter& other : others) {  // the union, in order of first appearance
        for (const std::int64_t e : other.next())
          if (std::find(route.experts.begin(), route.experts.end(), e) == route.experts.end())
            route.experts.push_back(e);
      }
      route.hits = cache.lookup(route.experts, t);
      if (t >= warmup) {
        run.lookups_per_layer[l] += static_cast<std::int64_t>(route.experts.size());
        run.hits_per_layer[l] += route.hits;
      }
      if (layer_fill == tokens && cache.full() && cap > 0) layer_fill = t + 1;
    }
    if (cap == 0) layer_fill = 0;
    fill = std::max(fill, layer_fill);
  }
  run.fill_token = fill;
  return run;
}

std::int64_t cache_fill_token(const ExpertsSpec& spec, const model::ModelSpec& model,
                              std::size_t layers, std::int64_t max_tokens, std::int64_t capacity,
                              std::uint64_t seed, int batch) {
  return route_tokens(spec, model, layers, max_tokens, 0, capacity, seed, batch).fill_token;
}

}  // namespace hwsim::decode
