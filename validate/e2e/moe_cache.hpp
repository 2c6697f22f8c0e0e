// The GPU expert cache of the MoE harness (validate/e2e/moe_e2e.cpp), host side: which of a layer's
// `capacity` slots holds which expert. The policy is the simulator's (sim/decode/routing.hpp),
// step for step, so that replaying a trace gives the simulator's hits: every routed expert of a
// token is first counted and refreshed, then each miss is inserted, evicting a resident expert
// this token does not use (lru: the least recently used; lfu: the least often looked up, then the
// least recently used; ties: the earliest inserted). A miss takes its victim's slot (or a free one
// while the cache fills): the fetched copy lands there and is the cached one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace hwsim::validate {

enum class MoePolicy { lru, lfu };

inline MoePolicy moe_policy(const std::string& name) {
  if (name == "lru") return MoePolicy::lru;
  if (name == "lfu") return MoePolicy::lfu;
  throw std::invalid_argument("moe: unknown cache policy '" + name + "' (lru, lfu)");
}

// One routed expert of a token: its slot and whether it was already there.
struct SlotLookup {
  std::int64_t expert = 0;
  int slot = 0;
  bool hit = false;
};

class SlotCache {
 public:
  SlotCache(MoePolicy policy, int capacity, std::int64_t experts)
      : policy_(policy),
        capacity_(capacity),
        count_(static_cast<std::size_t>(experts), 0),
        last_use_(static_cast<std::size_t>(experts), -1) {
    if (capacity <= 0) throw std::invalid_argument("moe: a cache needs at least one slot");
  }

  // Looks up one token's experts (distinct ids in [0, experts), at most `capacity` of them).
  std::vector<SlotLookup> lookup(const std::vector<std::int64_t>& experts, std::int64_t token) {
    if (static_cast<int>(experts.size()) > capacity_)
      throw std::invalid_argument("moe: more routed experts than cache slots");
    std::vector<SlotLookup> out;
    for (const std::int64_t e : experts) {
      ++count_.at(static_cast<std::size_t>(e));
      last_use_[static_cast<std::size_t>(e)] = token;
      const auto it = find(e);
      out.push_back({e, it == resident_.end() ? -1 : it->slot, it != resident_.end()});
    }
    for (SlotLookup& s : out) {
      if (s.hit) continue;
      int slot = static_cast<int>(resident_.size());
      if (slot >= capacity_) slot = evict(experts);
      resident_.push_back({s.expert, slot});
      s.slot = slot;
    }
    return out;
  }

 private:
  struct Entry {
    std::int64_t expert;
    int slot;
  };

  std::vector<Entry>::iterator find(std::int64_t e) {
    return std::find_if(resident_.begin(), resident_.end(),
                        [&](const Entry& r) { return r.expert == e; });
  }

  // Removes the victim (resident_ is in insertion order) and returns its slot.
  int evict(const std::vector<std::int64_t>& current) {
    auto victim = resident_.end();
    for (const bool spare_current : {true, false}) {
      for (auto it = resident_.begin(); it != resident_.end(); ++it) {
        if (spare_current && std::find(current.begin(), current.end(), it->expert) != current.end())
          continue;
        if (victim == resident_.end() || worse(it->expert, victim->expert)) victim = it;
      }
      if (victim != resident_.end()) break;
    }
    const int slot = victim->slot;
    resident_.erase(victim);
    return slot;
  }

  bool worse(std::int64_t a, std::int64_t b) const {
    const auto i = static_cast<std::size_t>(a), j = static_cast<std::size_t>(b);
    if (policy_ == MoePolicy::lfu && count_[i] != count_[j]) return count_[i] < count_[j];
    return last_use_[i] < last_use_[j];
  }

  MoePolicy policy_;
  int capacity_;
  std::vector<std::int64_t> count_, last_use_;
  std::vector<Entry> resident_;
};

}  // namespace hwsim::validate
