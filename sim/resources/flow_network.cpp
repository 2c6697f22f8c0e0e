#include "sim/resources/flow_network.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace hwsim {
namespace {
// A flow whose remaining bytes fall below this after an update is complete: it absorbs the rounding
// of completion times to whole picoseconds (at 1 TB/s one picosecond moves one byte).
bool is_drained(double remaining, double rate) { return remaining <= std::max(1e-9, rate * 1e-12); }
}  // namespace

LinkId FlowNetwork::add_link(std::string name, double bytes_per_second) {
  if (!(bytes_per_second > 0.0) || !std::isfinite(bytes_per_second)) {
    throw std::invalid_argument("link '" + name + "': capacity must be positive and finite");
  }
  links_.push_back(Link{std::move(name), bytes_per_second, {}, {}, 0.0});
  return static_cast<LinkId>(links_.size() - 1);
}

FlowId FlowNetwork::start_flow(std::vector<LinkId> path, double bytes,
                               std::function<void()> on_done, double rate_cap) {
  if (!std::isfinite(bytes) || bytes < 0.0) {
    throw std::invalid_argument("flow size must be finite and non-negative");
  }
  if (!(rate_cap > 0.0)) throw std::invalid_argument("flow rate cap must be positive");
  if (path.empty() && !std::isfinite(rate_cap)) {
    throw std::invalid_argument("a flow with no links needs a finite rate cap");
  }
  for (LinkId link : path) {
    if (link >= links_.size()) throw std::out_of_range("flow crosses an unknown link");
  }
  advance_to_now();
  FlowId id;
  if (!free_flows_.empty()) {
    id = free_flows_.back();
    free_flows_.pop_back();
  } else {
    id = static_cast<FlowId>(flows_.size());
    flows_.emplace_back();
  }
  Flow& flow = flows_[id];
  flow.path = std::move(path);
  flow.remaining = bytes;
  flow.rate = 0.0;
  flow.rate_cap = rate_cap;
  flow.on_done = std::move(on_done);
  flow.active = true;
  for (LinkId link : flow.path) links_[link].active.push_back(id);
  active_.push_back(id);
  solve_rates();
  schedule_next_completion();
  return id;
}

double FlowNetwork::rate(FlowId flow) const {
  return flow < flows_.size() && flows_[flow].active ? flows_[flow].rate : 0.0;
}

LinkStats FlowNetwork::stats(LinkId link) const {
  // Statistics are brought up to date lazily; account for the interval since the last update here.
  LinkStats s = links_.at(link).stats;
  const SimTime elapsed = queue_.now() - last_update_;
  const Link& l = links_[link];
  if (elapsed > 0 && !l.active.empty()) {
    s.busy_time += elapsed;
    s.utilisation_seconds += time_to_seconds(elapsed) * l.current_load / l.capacity;
    s.bytes_carried += time_to_seconds(elapsed) * l.current_load;
  }
  return s;
}

void FlowNetwork::advance_to_now() {
  const SimTime now = queue_.now();
  const SimTime elapsed = now - last_update_;
  if (elapsed <= 0) return;
  const double seconds = time_to_seconds(elapsed);
  for (FlowId id : active_) {
    Flow& flow = flows_[id];
    flow.remaining = std::max(0.0, flow.remaining - flow.rate * seconds);
  }
  for (Link& link : links_) {
    if (link.active.empty()) continue;
    link.stats.busy_time += elapsed;
    link.stats.utilisation_seconds += seconds * link.current_load / link.capacity;
    link.stats.bytes_carried += seconds * link.current_load;
  }
  last_update_ = now;
}

void FlowNetwork::solve_rates() {
  // Progressive filling: raise every unfixed flow's rate together; the first link to saturate (or
  // flow to reach its cap) fixes the flows it constrains; repeat with what capacity is left.
  std::vector<double> spare(links_.size());
  std::vector<int> unfixed_on_link(links_.size(), 0);
  for (std::size_t l = 0; l < links_.size(); ++l) spare[l] = links_[l].capacity;
  std::vector<FlowId> unfixed = active_;
  for (FlowId id : unfixed) {
    for (LinkId link : flows_[id].path) ++unfixed_on_link[link];
  }
  while (!unfixed.empty()) {
    double level = std::numeric_limits<double>::infinity();
    for (std::size_t l = 0; l < links_.size(); ++l) {
      if (unfixed_on_link[l] > 0) level = std::min(level, spare[l] / unfixed_on_link[l]);
    }
    for (FlowId id : unfixed) level = std::min(level, flows_[id].rate_cap);
    const double tolerance = level * 1e-12;
    std::vector<FlowId> fixed_now;
    std::vector<FlowId> still_unfixed;
    for (FlowId id : unfixed) {
      const Flow& flow = flows_[id];
      bool bottlenecked = flow.rate_cap <= level + tolerance;
      for (LinkId link : flow.path) {
        if (spare[link] / unfixed_on_link[link] <= level + tolerance) bottlenecked = true;
      }
      (bottlenecked ? fixed_now : still_unfixed).push_back(id);
    }
    for (FlowId id : fixed_now) {
      Flow& flow = flows_[id];
      flow.rate = level;
      for (LinkId link : flow.path) {
        spare[link] = std::max(0.0, spare[link] - level);
        --unfixed_on_link[link];
      }
    }
    unfixed.swap(still_unfixed);
  }
  for (Link& link : links_) {
    link.current_load = 0.0;
    for (FlowId id : link.active) link.current_load += flows_[id].rate;
  }
}

void FlowNetwork::schedule_next_completion() {
  queue_.cancel(completion_event_);
  completion_event_ = EventHandle{};
  SimTime earliest = kTimeNever;
  for (FlowId id : active_) {
    const Flow& flow = flows_[id];
    earliest = std::min(earliest, transfer_time(flow.remaining, flow.rate));
  }
  if (earliest == kTimeNever) return;
  // Priority -1: a flow completing at time t is reported before other work scheduled for t, so a
  // dependent task sees the link free at once.
  completion_event_ = queue_.schedule_after(
      earliest, [this] { on_completion_event(); }, /*priority=*/-1);
}

void FlowNetwork::on_completion_event() {
  completion_event_ = EventHandle{};
  advance_to_now();
  std::vector<FlowId> done;
  for (FlowId id : active_) {
    if (is_drained(flows_[id].remaining, flows_[id].rate)) done.push_back(id);
  }
  std::vector<std::function<void()>> callbacks;
  for (FlowId id : done) {
    callbacks.push_back(std::move(flows_[id].on_done));
    finish_flow(id);
  }
  solve_rates();
  schedule_next_completion();
  // Callbacks last: they may start new flows, which re-solve from a consistent state.
  for (auto& callback : callbacks) {
    if (callback) callback();
  }
}

void FlowNetwork::finish_flow(FlowId id) {
  Flow& flow = flows_[id];
  for (LinkId link : flow.path) {
    auto& active = links_[link].active;
    active.erase(std::find(active.begin(), active.end(), id));
  }
  active_.erase(std::find(active_.begin(), active_.end(), id));
  flow.active = false;
  flow.rate = 0.0;
  flow.path.clear();
  flow.on_done = nullptr;
  free_flows_.push_back(id);
}

}  // namespace hwsim
