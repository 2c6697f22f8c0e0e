#include "validate/e2e/read_replay.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <stdexcept>

#include "validate/micro/ssd_batch_grid.hpp"

namespace hwsim::validate {

std::vector<Extent> compact_extents(const std::vector<Extent>& extents, std::uint64_t base) {
  std::vector<Extent> out = extents;
  std::uint64_t cursor = base;
  for (Extent& e : out) {
    e.src = cursor;
    cursor += 2 * e.bytes;
  }
  return out;
}

std::uint64_t compact_region_bytes(const std::vector<Extent>& extents) {
  if (extents.empty()) return 0;
  std::uint64_t sum = 0;
  for (const Extent& e : extents) sum += e.bytes;
  return 2 * sum - extents.back().bytes;
}

std::uint64_t slotted_region_bytes(const std::vector<Extent>& uniform) {
  return uniform.empty() ? 0 : 2 * uniform.size() * uniform.front().bytes;
}

std::vector<Extent> slotted_extents(const std::vector<Extent>& uniform, std::uint64_t base,
                                    std::mt19937_64& rng) {
  std::vector<std::uint64_t> slots;
  choose_slots(uniform.size(), 2 * uniform.size(), false, rng, slots);
  std::vector<Extent> out = uniform;
  for (std::size_t i = 0; i < out.size(); ++i) out[i].src = base + slots[i] * out[i].bytes;
  return out;
}

std::vector<Extent> uniform_extents(const std::vector<Extent>& extents) {
  std::map<std::uint64_t, std::uint64_t> count;
  for (const Extent& e : extents) ++count[e.bytes];
  std::uint64_t size = 0, best = 0;
  for (const auto& [bytes, n] : count)
    if (n > best) {
      best = n;
      size = bytes;
    }
  std::vector<Extent> out = extents;
  std::uint64_t dst = extents.empty() ? 0 : extents.front().dst;
  for (Extent& e : out) {
    e.bytes = size;
    e.dst = dst;
    dst += size;
  }
  return out;
}

ReadReplay::ReadReplay(std::vector<std::string> groups, const DirectFile& file, WorkerPool& pool,
                       std::uint8_t* staging, std::uint64_t staging_bytes, std::uint64_t seed)
    : groups_(std::move(groups)),
      file_(file),
      pool_(pool),
      staging_(staging),
      staging_bytes_(staging_bytes),
      rng_(seed) {}

void ReadReplay::begin_token() { token_.clear(); }

void ReadReplay::record(std::size_t group, const std::vector<Extent>& extents, double harness_ms) {
  if (group >= groups_.size()) throw std::out_of_range("read replay: no such group");
  Batch batch{group, extents, uniform_extents(extents), harness_ms};
  // Every form must fit, checked before any of them is read.
  for (const auto* form : {&batch.extents, &batch.uniform})
    for (const Extent& e : *form)
      if (e.dst + e.bytes > staging_bytes_)
        throw std::length_error("read replay: batch larger than the staging buffer");
  if (compact_region_bytes(batch.extents) > file_.size() ||
      slotted_region_bytes(batch.uniform) > file_.size())
    throw std::length_error("read replay: batch larger than the file");
  token_.push_back(std::move(batch));
}

std::uint64_t ReadReplay::random_start(std::uint64_t region_bytes, std::uint64_t unit) {
  std::uniform_int_distribution<std::uint64_t> start(0, (file_.size() - region_bytes) / unit);
  return start(rng_) * unit;
}

double ReadReplay::read_batch(const std::vector<Extent>& extents) {
  const auto t0 = std::chrono::steady_clock::now();
  pool_.parallel_for(extents.size(), 1, [&](std::size_t i, int) {
    const Extent& e = extents[i];
    pread_exact(file_.fd(), staging_ + e.dst, e.bytes, e.src);
  });
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

double ReadReplay::read_compacted(const std::vector<Extent>& extents) {
  return read_batch(compact_extents(extents, random_start(compact_region_bytes(extents), kPage)));
}

const std::vector<ReadReplay::GroupSums>* ReadReplay::find_case(const std::string& name) const {
  for (const auto& [case_name, sums] : cases_)
    if (case_name == name) return &sums;
  return nullptr;
}

std::vector<ReadReplay::GroupSums>& ReadReplay::sums_for(const std::string& name) {
  for (auto& [case_name, sums] : cases_)
    if (case_name == name) return sums;
  return cases_.emplace_back(name, std::vector<GroupSums>(groups_.size())).second;
}

void ReadReplay::replay(const std::string& name, int times) {
  if (times < 1) throw std::invalid_argument("read replay: at least one replay");
  std::vector<GroupSums>& sums = sums_for(name);
  std::vector<bool> seen(groups_.size(), false);
  for (const Batch& b : token_) {
    GroupSums& g = sums[b.group];
    g.harness_ms += b.harness_ms;
    g.requests += b.extents.size();
    for (const Extent& e : b.extents) ++g.sizes[e.bytes];
    for (const Extent& e : b.uniform) g.uniform_bytes += static_cast<double>(e.bytes);
    seen[b.group] = true;
  }
  for (std::size_t gi = 0; gi < groups_.size(); ++gi)
    if (seen[gi]) sums[gi].tokens += 1;
  for (int r = 0; r < times; ++r) {
    for (const Batch& b : token_) {
      GroupSums& g = sums[b.group];
      g.exact_ms += read_batch(b.extents);
      g.compact_ms += read_compacted(b.extents);
      g.uniform_ms += read_compacted(b.uniform);
      if (!b.uniform.empty()) {
        const std::uint64_t base =
            random_start(slotted_region_bytes(b.uniform), b.uniform.front().bytes);
        g.slots_ms += read_batch(slotted_extents(b.uniform, base, rng_));
      }
    }
    for (std::size_t gi = 0; gi < groups_.size(); ++gi)
      if (seen[gi]) sums[gi].replays += 1;
  }
}

nlohmann::json ReadReplay::case_json(const std::string& name) const {
  const std::vector<GroupSums>* sums = find_case(name);
  if (!sums) return nullptr;
  nlohmann::json groups = nlohmann::json::array();
  for (std::size_t gi = 0; gi < groups_.size(); ++gi) {
    const GroupSums& g = (*sums)[gi];
    if (g.tokens == 0) continue;
    const auto tokens = static_cast<double>(g.tokens);
    const double replays = g.replays > 0 ? static_cast<double>(g.replays) : 1.0;
    nlohmann::json sizes = nlohmann::json::array();
    for (const auto& [bytes, count] : g.sizes)
      sizes.push_back({bytes, static_cast<double>(count) / tokens});
    groups.push_back({{"group", groups_[gi]},
                      {"tokens", g.tokens},
                      {"replays", g.replays},
                      {"harness_ms_mean", g.harness_ms / tokens},
                      {"exact_ms_mean", g.exact_ms / replays},
                      {"compact_ms_mean", g.compact_ms / replays},
                      {"uniform_ms_mean", g.uniform_ms / replays},
                      {"slots_ms_mean", g.slots_ms / replays},
                      {"uniform_bytes_per_token", g.uniform_bytes / tokens},
                      {"requests_per_token", static_cast<double>(g.requests) / tokens},
                      {"request_bytes", sizes}});
  }
  return {{"groups", groups}};
}

}  // namespace hwsim::validate
