#include "sim/resources/flow_network.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace hwsim {
namespace {
// A flow whose remaining bytes fall below this after an update is complete: it absorbs the rounding
// of completion times to whole picoseconds (at 1 TB/s one picosecond moves one byte).
bool is_drained(double remaining, double rate) { return remaining <= std::max(1e-9, rate * 1e-12); }
}  // namespace

FlowNetwork::FlowNetwork(EventQueue& queue) : queue_(queue) {
  // Priority -1: a flow completing at time t is reported before other work scheduled for t, so a
  // dependent task sees the link free at once.
  completion_timer_ = queue_.add_timer([this] { on_completion_event(); }, /*priority=*/-1);
  settle_timer_ = queue_.add_timer([this] { settle(); }, /*priority=*/2);
}

FlowNetwork::~FlowNetwork() {
  queue_.clear_timer(completion_timer_);
  queue_.clear_timer(settle_timer_);
}

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
  flow.general = false;
  flow.stamp = next_stamp_++;
  flow.rate_cap = rate_cap;
  flow.on_done = std::move(on_done);
  flow.active = true;
  ++active_count_;
  const bool shared_alone = flow.path.size() == 1 && !std::isfinite(rate_cap);
  for (LinkId link : flow.path) {
    links_[link].active.push_back(id);
    if (!shared_alone) ++links_[link].not_alone;
  }
  if (shared_alone) {
    links_[flow.path.front()].joining.push_back(id);  // its link's next solve places it
  } else {
    flow.general = true;
    general_.push_back(id);
  }
  if (flow.path.empty()) {
    flow.rate = rate_cap;  // shares nothing: its own cap is its max-min rate
    flow.finish_at = queue_.now() + transfer_time(bytes, rate_cap);
  } else if (shared_alone && !queue_.timer_armed(settle_timer_) &&
             solved_alone_now(flow.path.front())) {
    return id;
  } else {
    unsolved_.insert(unsolved_.end(), flow.path.begin(), flow.path.end());
  }
  // Flows that start at one instant are solved together once, after the instant's other work:
  // max-min rates depend only on the set of flows (and no time passes within an instant), so this
  // gives the rates and completion times of a re-solve after each start, at a fraction of the cost
  // when many requests start together.
  if (!queue_.timer_armed(settle_timer_)) queue_.set_timer(settle_timer_, queue_.now());
  return id;
}

bool FlowNetwork::solved_alone_now(LinkId l) {
  if (!one_link_of_uncapped(l)) return false;
  // No time passes within an instant, so solving the link now and again at each later start of
  // this instant ends where one solve after the last start would: its flows' bytes left are
  // unchanged and its level is capacity / n.
  solve_one_link(l);
  const SimTime next = next_completion();
  if (next > queue_.now()) {
    reschedule_completion(next);
    return true;
  }
  // A completion at this very instant is reported after the instant's other work, as the settle
  // event orders it.
  unsolved_.push_back(l);
  return false;
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
  if (flow >= flows_.size() || !flows_[flow].active) return 0.0;
  const Flow& f = flows_[flow];
  return f.lazy_link != kNoLazyLink ? links_[f.lazy_link].level : f.rate;
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
  // A lazy link's flows need nothing: their bytes left follow from the link's level.
  for (FlowId id : general_) {
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

double FlowNetwork::served_since_solve(const Link& link) const {
  const SimTime elapsed = queue_.now() - link.solved_at;
  return elapsed > 0 ? link.level * time_to_seconds(elapsed) : 0.0;
}

namespace {
// Every entry of [first, last) becomes std::max(0.0, entry - served), four at a time. The vector
// form computes (x > 0 ? x : +0.0) per lane, which is std::max(0.0, x) bit for bit, NaN and -0.0
// included, on every instruction set: a clone for AVX2 takes the four in one instruction, the
// default in two.
__attribute__((target_clones("avx2", "default"))) void subtract_served(double* first, double* last,
                                                                       double served) {
  using Lanes = double __attribute__((vector_size(32)));
  const Lanes by = {served, served, served, served}, zero = {0.0, 0.0, 0.0, 0.0};
  double* const data = first;
  const auto n = static_cast<std::size_t>(last - first);
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    Lanes x;
    std::memcpy(&x, data + i, sizeof x);
    x -= by;
    x = x > zero ? x : zero;
    std::memcpy(data + i, &x, sizeof x);
  }
  for (; i < n; ++i) data[i] = std::max(0.0, data[i] - served);
}
}  // namespace

void FlowNetwork::LazyCells::clear() {
  left.clear();
  stamp.clear();
  flow.clear();
  head = 0;
}

void FlowNetwork::LazyCells::compact() {
  left.erase(left.begin(), left.begin() + static_cast<std::ptrdiff_t>(head));
  stamp.erase(stamp.begin(), stamp.begin() + static_cast<std::ptrdiff_t>(head));
  flow.erase(flow.begin(), flow.begin() + static_cast<std::ptrdiff_t>(head));
  head = 0;
}

void FlowNetwork::LazyCells::pop() {
  // The popped prefix is dropped once it outweighs the live cells: O(1) a pop, amortised.
  if (++head >= 64 && 2 * head >= left.size()) compact();
}

bool FlowNetwork::LazyCells::before(double bytes_left, std::uint64_t start_stamp,
                                    std::size_t cell) const {
  return bytes_left != left[cell] ? bytes_left < left[cell] : start_stamp < stamp[cell];
}

void FlowNetwork::LazyCells::insert(double bytes_left, std::uint64_t start_stamp, FlowId id) {
  // A flow that joins usually has the most bytes left (or ties, and started last): it goes at the
  // back; else after the last cell it does not come before, found by bisection.
  std::size_t at = left.size();
  if (at > head && before(bytes_left, start_stamp, at - 1)) {
    std::size_t low = head, high = at - 1;  // the answer is in [low, high]
    while (low < high) {
      const std::size_t mid = low + (high - low) / 2;
      if (before(bytes_left, start_stamp, mid)) {
        high = mid;
      } else {
        low = mid + 1;
      }
    }
    at = low;
  }
  const auto offset = static_cast<std::ptrdiff_t>(at);
  left.insert(left.begin() + offset, bytes_left);
  stamp.insert(stamp.begin() + offset, start_stamp);
  flow.insert(flow.begin() + offset, id);
}

void FlowNetwork::LazyCells::merge(std::vector<Joiner>& joiners) {
  // Many at once (flows that start together): sorted, then merged in one pass, O(n + k log k).
  std::sort(joiners.begin(), joiners.end(), [](const Joiner& a, const Joiner& b) {
    return a.left != b.left ? a.left < b.left : a.stamp < b.stamp;
  });
  compact();
  const std::size_t n = left.size(), total = n + joiners.size();
  std::vector<double> merged_left(total);
  std::vector<std::uint64_t> merged_stamp(total);
  std::vector<FlowId> merged_flow(total);
  std::size_t i = 0, j = 0;
  for (std::size_t out = 0; out < total; ++out) {
    if (j < joiners.size() && (i == n || before(joiners[j].left, joiners[j].stamp, i))) {
      merged_left[out] = joiners[j].left;
      merged_stamp[out] = joiners[j].stamp;
      merged_flow[out] = joiners[j].flow;
      ++j;
    } else {
      merged_left[out] = left[i];
      merged_stamp[out] = stamp[i];
      merged_flow[out] = flow[i];
      ++i;
    }
  }
  left.swap(merged_left);
  stamp.swap(merged_stamp);
  flow.swap(merged_flow);
}

void FlowNetwork::solve_one_link(LinkId l) {
  // One link, flows crossing only it, none capped: progressive filling ends in its first round
  // with every flow at capacity / n. Every flow has moved the same bytes since the last solve, so
  // the cells' order holds, and the first is the next to finish.
  Link& link = links_[l];
  const double served = link.lazy ? served_since_solve(link) : 0.0;
  if (!link.lazy) {  // from progressive filling (or empty): its flows join with their bytes left
    link.lazy = true;
    link.cells.clear();
    for (FlowId id : link.active) {
      Flow& flow = flows_[id];
      if (!flow.general) continue;
      flow.general = false;
      general_.erase(std::find(general_.begin(), general_.end(), id));
      link.joining.push_back(id);
    }
  }
  // Bytes left as of now (the arithmetic of advance_to_now for a flow of its own), on a
  // contiguous array.
  LazyCells& cells = link.cells;
  if (served != 0.0) {
    subtract_served(cells.left.data() + cells.head, cells.left.data() + cells.left.size(), served);
  }
  link.solved_at = queue_.now();
  joiners_.clear();
  for (FlowId id : link.joining) {
    Flow& flow = flows_[id];
    flow.lazy_link = l;
    link.joined_most = std::max(link.joined_most, flow.remaining);
    joiners_.push_back({flow.remaining, flow.stamp, id});
  }
  if (joiners_.size() == 1) {
    cells.insert(joiners_[0].left, joiners_[0].stamp, joiners_[0].flow);
  } else if (!joiners_.empty()) {
    cells.merge(joiners_);
  }
  link.joining.clear();
  const int n = static_cast<int>(link.active.size());
  link.level = n > 0 ? link.capacity / n : 0.0;
  link.earliest_finish = kTimeNever;
  if (n > 0) {
    link.earliest_finish = queue_.now() + transfer_time(cells.left[cells.top()], link.level);
    // Fails here, as a time per flow would, when one is out of range; no flow has more bytes
    // left than the most any brought, so below 10^6 s of those (10^18 ps) none can be.
    if (!(link.joined_most <= link.level * 1e6)) {
      double most_left = 0.0;
      for (std::size_t cell = cells.head; cell < cells.left.size(); ++cell)
        most_left = std::max(most_left, cells.left[cell]);
      transfer_time(most_left, link.level);
    }
  }
  link.current_load = load_of(link, n);
  if (n == 0) {  // empty: progressive filling's view until a flow comes
    link.lazy = false;
    link.joined_most = 0.0;
  }
}

double FlowNetwork::load_of(Link& link, int n) {
  // The sum of n rates of capacity / n, added one by one as progressive filling adds them: it
  // depends on n alone, so each link computes it once per n.
  auto& loads = link.load_of_n;
  while (static_cast<int>(loads.size()) <= n) {
    const int count = static_cast<int>(loads.size());
    const double level = count > 0 ? link.capacity / count : 0.0;
    double load = 0.0;
    for (int i = 0; i < count; ++i) load += level;
    loads.push_back(load);
  }
  return loads[static_cast<std::size_t>(n)];
}

void FlowNetwork::make_general(LinkId l) {
  Link& link = links_[l];
  if (link.lazy) {
    const double served = served_since_solve(link);
    const LazyCells& cells = link.cells;
    for (std::size_t cell = cells.head; cell < cells.left.size(); ++cell) {
      const FlowId id = cells.flow[cell];
      Flow& flow = flows_[id];
      flow.remaining = std::max(0.0, cells.left[cell] - served);
      flow.lazy_link = kNoLazyLink;
      flow.rate = link.level;
      flow.general = true;
      general_.push_back(id);
    }
    link.cells.clear();
    link.lazy = false;
    link.joined_most = 0.0;
    link.earliest_finish = kTimeNever;
  }
  for (FlowId id : link.joining) {
    flows_[id].general = true;
    general_.push_back(id);
  }
  link.joining.clear();
}

void FlowNetwork::solve_rates(const std::vector<LinkId>& seeds) {
  // A seed link whose flows cross only it, uncapped, is a component of its own: solved alone.
  ++epoch_;
  other_seeds_.clear();
  for (LinkId link : seeds) {
    if (link_epoch_[link] == epoch_) continue;
    link_epoch_[link] = epoch_;
    if (one_link_of_uncapped(link)) {
      solve_one_link(link);
    } else {
      other_seeds_.push_back(link);
    }
  }
  if (other_seeds_.empty()) return;
  collect_component(other_seeds_);
  for (LinkId l : comp_links_) make_general(l);
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

bool FlowNetwork::lazy_finishes_by(const Link& link, double left, SimTime time) const {
  if (link.earliest_finish > time) return false;  // no flow of the link finishes sooner
  // A cheap test first: with more than (wait + 1) ps x rate (+ 1e-9 for the roundings of
  // transfer_time, which are a few 1e-16) bytes left, its ceiling exceeds the wait, so
  // transfer_time would end after `time`; below 2^50 ps a picosecond is still far above ulp.
  const SimTime wait = time - link.solved_at;
  if (wait < (SimTime{1} << 50) &&
      left > (static_cast<double>(wait) + 1.0) * link.level * 1e-12 * (1.0 + 1e-9)) {
    return false;
  }
  return link.solved_at + transfer_time(left, link.level) <= time;
}

SimTime FlowNetwork::next_completion() const {
  SimTime earliest = kTimeNever;
  for (FlowId id : general_) earliest = std::min(earliest, flows_[id].finish_at);
  for (const Link& link : links_) {
    if (link.lazy) earliest = std::min(earliest, link.earliest_finish);
  }
  return earliest;
}

void FlowNetwork::schedule_next_completion() { reschedule_completion(next_completion()); }

void FlowNetwork::reschedule_completion(SimTime earliest) {
  if (earliest == kTimeNever) {
    queue_.clear_timer(completion_timer_);
  } else {
    queue_.set_timer(completion_timer_, earliest);
  }
}

void FlowNetwork::on_completion_event() {
  advance_to_now();
  // Scratch kept between calls (no allocation per completion); a callback may start flows but
  // never re-enters this function, which only the event queue calls.
  done_.clear();
  for (FlowId id : general_) {
    const Flow& flow = flows_[id];
    if (flow.finish_at <= queue_.now() || is_drained(flow.remaining, flow.rate))
      done_.push_back(id);
  }
  // A lazy link's done flows are a prefix of its cells: both tests grow with the bytes left.
  for (Link& link : links_) {
    if (!link.lazy) continue;
    const double served = served_since_solve(link);
    LazyCells& cells = link.cells;
    while (!cells.empty()) {
      const std::size_t top = cells.top();
      const double left = cells.left[top];
      if (!lazy_finishes_by(link, left, queue_.now()) &&
          !is_drained(std::max(0.0, left - served), link.level))
        break;
      done_.push_back(cells.flow[top]);
      cells.pop();
    }
  }
  // In start order, as the flows started: the order their callbacks run in.
  std::sort(done_.begin(), done_.end(),
            [&](FlowId a, FlowId b) { return flows_[a].stamp < flows_[b].stamp; });
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
  if (flow.general) general_.erase(std::find(general_.begin(), general_.end(), id));
  --active_count_;
  flow.general = false;
  flow.lazy_link = kNoLazyLink;
  flow.active = false;
  flow.rate = 0.0;
  flow.path.clear();
  flow.on_done = nullptr;
  free_flows_.push_back(id);
}

}  // namespace hwsim
