#pragma once
// Bandwidth-sharing resources: links with a capacity in bytes per second, and flows that cross a
// path of links. Rates are max-min fair (progressive filling) and re-solved whenever a flow starts
// or ends, so a flow that joins mid-transfer slows the others exactly as max-min fairness predicts.
//
// Contract
// - A flow moves `bytes` over `path` (one or more links; an empty path means the flow is limited
//   only by its own rate cap, which must then be finite). Its rate is the max-min fair share over
//   its links, never above `rate_cap`.
// - on_done runs (from the event queue) when the last byte has arrived; completion times are
//   rounded up to whole picoseconds.
// - Per-link statistics: bytes carried, busy time (at least one flow active) and the time integral
//   of utilisation (rate / capacity), from which the average utilisation over any window follows.
// Cost: a start or finish re-solves only the flows that share a link with the changed flow,
// directly or through other flows (its connected component, as SimGrid's LMM does): O(iterations x
// sum of the component's path lengths). A link whose flows all cross only it, uncapped (a link of
// its own, such as an SSD's), is solved in O(n) arithmetic on one contiguous array: its flows share
// one rate, so it keeps them in order of bytes left (a flow joins from the back, where it usually
// belongs; k that join at once are sorted and merged), the first is the next completion and leaves
// in O(1), and no flow of it is visited when another link changes or until it ends.
// Flows elsewhere keep their rates, which that change cannot alter under max-min
// fairness. Flows that start at the same instant are solved once, together, from an event after
// that instant's other work (priority 2); rate() and stats() solve them on demand. A flow that
// starts alone on a one-link queue is solved at its start instead, which ends in the same state at
// O(n) cost and saves that event. The rates are those of a re-solve after each start: they depend
// only on the set of flows.
#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "sim/core/event_queue.hpp"

namespace hwsim {

using LinkId = std::uint32_t;
using FlowId = std::uint32_t;

struct LinkStats {
  double bytes_carried = 0.0;
  SimTime busy_time = 0;             // time with at least one active flow
  double utilisation_seconds = 0.0;  // integral of (sum of rates / capacity) dt, in seconds
};

class FlowNetwork {
 public:
  explicit FlowNetwork(EventQueue& queue);
  ~FlowNetwork();  // disarms its timers: the queue may outlive it
  FlowNetwork(const FlowNetwork&) = delete;
  FlowNetwork& operator=(const FlowNetwork&) = delete;

  // capacity in bytes per second; must be positive and finite.
  LinkId add_link(std::string name, double bytes_per_second);
  const std::string& link_name(LinkId link) const { return links_[link].name; }
  double link_capacity(LinkId link) const { return links_[link].capacity; }
  std::size_t link_count() const { return links_.size(); }

  FlowId start_flow(std::vector<LinkId> path, double bytes, std::function<void()> on_done,
                    double rate_cap = std::numeric_limits<double>::infinity());
  // The same; `path` is copied into storage a finished flow left, so a start allocates nothing.
  FlowId start_flow_along(std::span<const LinkId> path, double bytes, std::function<void()> on_done,
                          double rate_cap = std::numeric_limits<double>::infinity());
  // Current rate of an active flow in bytes per second (0 for a finished flow).
  double rate(FlowId flow) const;
  std::size_t active_flows() const { return active_count_; }

  // Statistics up to now() (call after the run for whole-run figures).
  LinkStats stats(LinkId link) const;

 private:
  static constexpr LinkId kNoLazyLink = UINT32_MAX;
  // A flow joining a one-link queue: its bytes left at the solve, start stamp and id.
  struct Joiner {
    double left;
    std::uint64_t stamp;
    FlowId flow;
  };
  // The flows of a one-link queue, one cell each: bytes left at the link's solved_at, start stamp
  // and flow, in arrays (so that a solve updates every bytes left in one vectorisable pass). The
  // live cells are [head, size), ordered by fewest bytes left, ties in start order: every flow of
  // the link moves the same bytes, so the order holds, and the first is the next to finish.
  struct LazyCells {
    std::vector<double> left;
    std::vector<std::uint64_t> stamp;
    std::vector<FlowId> flow;
    std::size_t head = 0;
    void clear();
    bool empty() const { return head == left.size(); }
    std::size_t top() const { return head; }
    void pop();  // removes the top
    // Places one flow in order; merge places several, sorting them first.
    void insert(double bytes_left, std::uint64_t start_stamp, FlowId id);
    void merge(std::vector<Joiner>& joiners);

   private:
    void compact();  // drops the popped cells before head
    // Whether a flow with these bytes left and stamp comes before cell `cell`.
    bool before(double bytes_left, std::uint64_t start_stamp, std::size_t cell) const;
  };
  struct Link {
    std::string name;
    double capacity = 0.0;
    std::vector<FlowId> active;  // flows currently crossing this link
    // Of those, the flows that cross another link too or have a rate cap (a flow crossing it twice
    // counts twice): at 0 the link is its own component of uncapped flows.
    int not_alone = 0;
    LinkStats stats;
    double current_load = 0.0;  // sum of rates of its flows
    // One link of uncapped flows (`lazy`): since `solved_at` each of its flows has run at
    // `level`. `cells` holds its solved flows in order of bytes left then; `joined_most`, the
    // most bytes a flow had when it joined it (a bound on any flow's bytes left); `joining`, flows
    // started since; `earliest_finish`, the top's completion at `level`.
    bool lazy = false;
    SimTime solved_at = 0;
    double level = 0.0;
    double joined_most = 0.0;
    LazyCells cells;
    std::vector<FlowId> joining;
    SimTime earliest_finish = kTimeNever;
    std::vector<double> load_of_n;  // load_of's memo: entry n is the load of n flows
  };
  struct Flow {
    std::vector<LinkId> path;
    // Bytes left, for a flow solved by progressive filling (`general`) or not yet solved; a flow
    // on a lazy link has its cell's instead.
    double remaining;
    double rate = 0.0;  // a general flow's rate (a lazy flow runs at its link's level)
    double rate_cap;
    // A general flow: when the last byte arrives at the current rate, set when the rate is
    // (re)solved, so finding the next completion is a comparison per flow, not a division.
    SimTime finish_at = kTimeNever;
    LinkId lazy_link = kNoLazyLink;  // the one-link queue that holds it, if any
    bool general = false;            // in general_
    std::uint64_t stamp = 0;         // start order: completions at one instant run in it
    std::function<void()> on_done;
    bool active = false;
  };

  void advance_to_now();
  // Re-solves the component of the flows crossing `seeds`.
  void solve_rates(const std::vector<LinkId>& seeds);
  void collect_component(const std::vector<LinkId>& seeds);
  // Whether every flow on `link` crosses only it, uncapped: the link is then its own component.
  bool one_link_of_uncapped(LinkId link) const;
  void solve_one_link(LinkId link);          // such a link's flows
  static double load_of(Link& link, int n);  // the current_load of n flows at capacity / n
  // Hands a lazy link's flows, and those joining it, to progressive filling (general_).
  void make_general(LinkId link);
  // The bytes each flow of lazy `link` has moved since its solved_at.
  double served_since_solve(const Link& link) const;
  // A flow that starts alone on a link of its own (one_link_of_uncapped) is placed at once, with
  // no settle event, unless a completion falls due at this instant; true when it was.
  bool solved_alone_now(LinkId link);
  SimTime next_completion() const;  // the earliest completion time of any flow (kTimeNever: none)
  void schedule_next_completion();
  void reschedule_completion(SimTime earliest);
  // Whether a flow of lazy `link` with `left` bytes at its solved_at completes by `time`.
  bool lazy_finishes_by(const Link& link, double left, SimTime time) const;
  void settle();  // solves the flows started this instant and schedules the next completion
  void on_completion_event();
  void finish_flow(FlowId flow);

  EventQueue& queue_;
  std::vector<Link> links_;
  std::vector<Flow> flows_;
  std::vector<FlowId> free_flows_;
  std::vector<FlowId> general_;  // active flows solved by progressive filling, in no order
  std::size_t active_count_ = 0;
  std::uint64_t next_stamp_ = 0;
  SimTime last_update_ = 0;
  // The next completion (priority -1) and the settle of an instant's starts (priority 2): timers,
  // since both move on almost every start and finish.
  EventQueue::TimerId completion_timer_;
  EventQueue::TimerId settle_timer_;
  // Scratch of solve_rates, kept between calls so a solve allocates nothing.
  std::uint64_t epoch_ = 0;
  std::vector<std::uint64_t> link_epoch_, flow_epoch_;
  std::vector<LinkId> comp_links_, other_seeds_;
  std::vector<FlowId> comp_flows_, unfixed_, fixed_now_, still_unfixed_;
  std::vector<double> spare_, share_;
  std::vector<int> unfixed_on_link_;
  std::vector<Joiner> joiners_;  // scratch of solve_one_link
  // Links of flows started at this instant and not yet solved (see start_flow_along).
  std::vector<LinkId> unsolved_;
  // Scratch of on_completion_event.
  std::vector<FlowId> done_;
  std::vector<std::function<void()>> callbacks_;
  std::vector<LinkId> freed_;
};

}  // namespace hwsim
