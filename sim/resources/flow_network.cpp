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
  Link& link = links_.emplace_back();
  link.name = std::move(name);
  link.capacity = bytes_per_second;
  link_epoch_.push_back(0);
  spare_.push_back(0.0);
  share_.push_back(0.0);
  unfixed_on_link_.push_back(0);
  return static_cast<LinkId>(links_.size() - 1);
}

FlowId FlowNetwork::start_flow(std::vector<LinkId> path, double bytes,
                               std::function<void()> on_done, double rate_cap) {
  return start_flow_along(path, bytes, std::move(on_done), rate_cap);
}

FlowId FlowNetwork::start_flow_along(std::span<const LinkId> path, double bytes,
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
    flow_epoch_.push_back(0);
  }
  Flow& flow = flows_[id];
  flow.path.assign(path.begin(), path.end());  // reuses a finished flow's storage
  flow.remaining = bytes;
  flow.rate = 0.0;
  flow.finish_at = kTimeNever;  // until solved
  flow.lazy_link = kNoLazyLink;
  flow.rate_cap = rate_cap;
  flow.on_done = std::move(on_done);
  flow.active = true;
  const bool shared_alone = flow.path.size() == 1 && !std::isfinite(rate_cap);
  for (LinkId link : flow.path) {
    links_[link].active.push_back(id);
    if (!shared_alone) ++links_[link].not_alone;
  }
  active_.push_back(id);
  if (flow.path.empty()) {
    flow.rate = rate_cap;  // shares nothing: its own cap is its max-min rate
    flow.finish_at = queue_.now() + transfer_time(bytes, rate_cap);
  } else {
    unsolved_.insert(unsolved_.end(), flow.path.begin(), flow.path.end());
  }
  // Flows that start at one instant are solved together once, after the instant's other work:
  // max-min rates depend only on the set of flows (and no time passes within an instant), so this
  // gives the rates and completion times of a re-solve after each start, at a fraction of the cost
  // when many requests start together.
  if (!settle_scheduled_) {
    settle_scheduled_ = true;
    queue_.schedule_after(
        0,
        [this] {
          settle_scheduled_ = false;
          settle();
        },
        /*priority=*/2);
  }
  return id;
}

void FlowNetwork::settle() {
  if (!unsolved_.empty()) {
    solve_rates(unsolved_);
    unsolved_.clear();
  }
  schedule_next_completion();
}

double FlowNetwork::rate(FlowId flow) const {
  if (!unsolved_.empty()) const_cast<FlowNetwork*>(this)->settle();  // rates of this instant
  return flow < flows_.size() && flows_[flow].active ? flows_[flow].rate : 0.0;
}

LinkStats FlowNetwork::stats(LinkId link) const {
  if (!unsolved_.empty()) const_cast<FlowNetwork*>(this)->settle();
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

void FlowNetwork::collect_component(const std::vector<LinkId>& seeds) {
  // Breadth-first over "flow crosses link": the flows whose max-min rates can change when a flow
  // on one of `seeds` starts or ends. Flows outside share no link with them, directly or through
  // other flows, so their progressive filling is untouched.
  ++epoch_;
  comp_links_.clear();
  comp_flows_.clear();
  for (LinkId link : seeds) {
    if (link_epoch_[link] != epoch_) {
      link_epoch_[link] = epoch_;
      comp_links_.push_back(link);
    }
  }
  for (std::size_t next = 0; next < comp_links_.size(); ++next) {
    for (FlowId id : links_[comp_links_[next]].active) {
      if (flow_epoch_[id] == epoch_) continue;
      flow_epoch_[id] = epoch_;
      comp_flows_.push_back(id);
      for (LinkId link : flows_[id].path) {
        if (link_epoch_[link] != epoch_) {
          link_epoch_[link] = epoch_;
          comp_links_.push_back(link);
        }
      }
    }
  }
}

bool FlowNetwork::one_link_of_uncapped(LinkId link) const { return links_[link].not_alone == 0; }

void FlowNetwork::solve_one_link(LinkId l) {
  // One link, flows crossing only it, none capped: progressive filling ends in its first round
  // with every flow at capacity / n; the same arithmetic as the general loop, in one pass.
  Link& link = links_[l];
  const std::vector<FlowId>& flows = link.active;  // the component's flows, in its order
  const double level = link.capacity / static_cast<int>(flows.size());
  // Completion times are left to finishes_by(): only the earliest is needed now, and it belongs to
  // the flow with the fewest bytes left (transfer_time is monotone in the bytes at a fixed rate).
  double fewest = std::numeric_limits<double>::infinity();
  double most = 0.0;
  for (FlowId id : flows) {
    Flow& flow = flows_[id];
    flow.rate = level;
    flow.lazy_link = l;
    flow.solved_remaining = flow.remaining;
    fewest = std::min(fewest, flow.remaining);
    most = std::max(most, flow.remaining);
  }
  link.solved_at = queue_.now();
  link.fewest_remaining = fewest;
  if (!flows.empty()) {
    link.earliest_finish = queue_.now() + transfer_time(fewest, level);
    transfer_time(most, level);  // fails here, as a time per flow would, when one is out of range
  }
  link.current_load = 0.0;
  for (FlowId id : link.active) link.current_load += flows_[id].rate;
}

void FlowNetwork::solve_rates(const std::vector<LinkId>& seeds) {
  // Seeds on one link whose flows cross only it: that link is the whole component (no search).
  if (!seeds.empty() &&
      std::all_of(seeds.begin(), seeds.end(), [&](LinkId link) { return link == seeds.front(); })) {
    if (one_link_of_uncapped(seeds.front())) {
      solve_one_link(seeds.front());
      return;
    }
  }
  collect_component(seeds);
  if (comp_links_.size() == 1 && one_link_of_uncapped(comp_links_.front())) {
    solve_one_link(comp_links_.front());
    return;
  }
  // Progressive filling: raise every unfixed flow's rate together; the first link to saturate (or
  // flow to reach its cap) fixes the flows it constrains; repeat with what capacity is left.
  for (LinkId l : comp_links_) {
    spare_[l] = links_[l].capacity;
    unfixed_on_link_[l] = 0;
  }
  unfixed_ = comp_flows_;
  for (FlowId id : unfixed_) {
    for (LinkId link : flows_[id].path) ++unfixed_on_link_[link];
  }
  while (!unfixed_.empty()) {
    double level = std::numeric_limits<double>::infinity();
    for (LinkId l : comp_links_) {
      if (unfixed_on_link_[l] > 0) {
        share_[l] = spare_[l] / unfixed_on_link_[l];
        level = std::min(level, share_[l]);
      }
    }
    for (FlowId id : unfixed_) level = std::min(level, flows_[id].rate_cap);
    const double tolerance = level * 1e-12;
    fixed_now_.clear();
    still_unfixed_.clear();
    for (FlowId id : unfixed_) {
      const Flow& flow = flows_[id];
      bool bottlenecked = flow.rate_cap <= level + tolerance;
      for (LinkId link : flow.path) {
        if (share_[link] <= level + tolerance) bottlenecked = true;
      }
      (bottlenecked ? fixed_now_ : still_unfixed_).push_back(id);
    }
    for (FlowId id : fixed_now_) {
      Flow& flow = flows_[id];
      flow.rate = level;
      flow.finish_at = queue_.now() + transfer_time(flow.remaining, level);
      flow.lazy_link = kNoLazyLink;
      for (LinkId link : flow.path) {
        spare_[link] = std::max(0.0, spare_[link] - level);
        --unfixed_on_link_[link];
      }
    }
    unfixed_.swap(still_unfixed_);
  }
  for (LinkId l : comp_links_) {
    Link& link = links_[l];
    link.current_load = 0.0;
    for (FlowId id : link.active) link.current_load += flows_[id].rate;
  }
}

bool FlowNetwork::finishes_by(const Flow& flow, SimTime time) const {
  if (flow.lazy_link == kNoLazyLink) return flow.finish_at <= time;
  const Link& link = links_[flow.lazy_link];
  if (link.earliest_finish > time) return false;  // no flow of the link finishes sooner
  if (flow.solved_remaining == link.fewest_remaining) return true;  // at earliest_finish
  // A cheap test first: with more than (wait + 1) ps x rate (+ 1e-9 for the roundings of
  // transfer_time, which are a few 1e-16) bytes left, its ceiling exceeds the wait, so
  // transfer_time would end after `time`; below 2^50 ps a picosecond is still far above ulp.
  const SimTime wait = time - link.solved_at;
  if (wait < (SimTime{1} << 50) && flow.solved_remaining > (static_cast<double>(wait) + 1.0) *
                                                               flow.rate * 1e-12 * (1.0 + 1e-9)) {
    return false;
  }
  return link.solved_at + transfer_time(flow.solved_remaining, flow.rate) <= time;
}

void FlowNetwork::schedule_next_completion() {
  queue_.cancel(completion_event_);
  completion_event_ = EventHandle{};
  SimTime earliest = kTimeNever;
  for (FlowId id : active_) {
    const Flow& flow = flows_[id];
    earliest =
        std::min(earliest, flow.lazy_link != kNoLazyLink ? links_[flow.lazy_link].earliest_finish
                                                         : flow.finish_at);
  }
  if (earliest == kTimeNever) return;
  earliest -= queue_.now();
  // Priority -1: a flow completing at time t is reported before other work scheduled for t, so a
  // dependent task sees the link free at once.
  completion_event_ = queue_.schedule_after(
      earliest, [this] { on_completion_event(); }, /*priority=*/-1);
}

void FlowNetwork::on_completion_event() {
  completion_event_ = EventHandle{};
  advance_to_now();
  // Scratch kept between calls (no allocation per completion); a callback may start flows but
  // never re-enters this function, which only the event queue calls.
  done_.clear();
  for (FlowId id : active_) {
    const Flow& flow = flows_[id];
    if (finishes_by(flow, queue_.now()) || is_drained(flow.remaining, flow.rate))
      done_.push_back(id);
  }
  callbacks_.clear();
  freed_.clear();
  for (FlowId id : done_) {
    callbacks_.push_back(std::move(flows_[id].on_done));
    freed_.insert(freed_.end(), flows_[id].path.begin(), flows_[id].path.end());
    finish_flow(id);
  }
  freed_.insert(freed_.end(), unsolved_.begin(), unsolved_.end());
  unsolved_.clear();
  solve_rates(freed_);
  schedule_next_completion();
  // Callbacks last: they may start new flows, which re-solve from a consistent state.
  for (auto& callback : callbacks_) {
    if (callback) callback();
  }
  callbacks_.clear();
}

void FlowNetwork::finish_flow(FlowId id) {
  Flow& flow = flows_[id];
  const bool shared_alone = flow.path.size() == 1 && !std::isfinite(flow.rate_cap);
  for (LinkId link : flow.path) {
    auto& active = links_[link].active;
    active.erase(std::find(active.begin(), active.end(), id));
    if (!shared_alone) --links_[link].not_alone;
  }
  active_.erase(std::find(active_.begin(), active_.end(), id));
  flow.active = false;
  flow.rate = 0.0;
  flow.path.clear();
  flow.on_done = nullptr;
  free_flows_.push_back(id);
}

}  // namespace hwsim
