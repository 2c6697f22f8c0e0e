// Speed of the discrete-event core.
//  - BM_HoldModel: the classic "hold" benchmark: a fixed number of pending events; each executed
//    event schedules one more at now + a pseudo-random delay. Reports events per second.
//  - BM_SharedLinkFlows: flows that start and finish on a few shared links, so every event
//  re-solves
//    max-min fair rates. Reports flow completions per second.
//  - BM_TaskGraphChain: an executor run of a layered task graph (one decode-like token).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "sim/core/event_queue.hpp"
#include "sim/graph/executor.hpp"
#include "sim/resources/flow_network.hpp"

namespace {

// xorshift64: a fixed, portable sequence so every run schedules the same events.
struct Rng {
  std::uint64_t state = 0x9E3779B97F4A7C15ull;
  std::uint64_t next() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  }
};

void BM_HoldModel(benchmark::State& state) {
  const auto pending = static_cast<int>(state.range(0));
  for (auto _ : state) {
    state.PauseTiming();
    hwsim::EventQueue queue;
    Rng rng;
    std::uint64_t remaining = 1'000'000;
    std::function<void()> hold;
    hold = [&] {
      if (--remaining == 0) return;
      queue.schedule_after(static_cast<hwsim::SimTime>(rng.next() % 1000), [&] { hold(); });
    };
    for (int i = 0; i < pending; ++i) {
      queue.schedule_after(static_cast<hwsim::SimTime>(rng.next() % 1000), [&] { hold(); });
    }
    state.ResumeTiming();
    while (remaining > 0 && queue.step()) {
    }
    benchmark::DoNotOptimize(queue.now());
    state.SetItemsProcessed(state.items_processed() +
                            static_cast<std::int64_t>(queue.events_executed()));
  }
}
BENCHMARK(BM_HoldModel)->Arg(16)->Arg(256)->Arg(4096)->Unit(benchmark::kMillisecond);

void BM_SharedLinkFlows(benchmark::State& state) {
  const auto concurrent = static_cast<int>(state.range(0));
  constexpr int kLinks = 4;
  constexpr int kFlowsPerRun = 20'000;
  for (auto _ : state) {
    hwsim::EventQueue queue;
    hwsim::FlowNetwork net(queue);
    hwsim::LinkId links[kLinks];
    for (int l = 0; l < kLinks; ++l)
      links[l] = net.add_link("link" + std::to_string(l), 1e9 * (l + 1));
    Rng rng;
    int started = 0;
    std::function<void()> launch = [&] {
      if (started >= kFlowsPerRun) return;
      ++started;
      const auto a = static_cast<hwsim::LinkId>(rng.next() % kLinks);
      const auto b = static_cast<hwsim::LinkId>(rng.next() % kLinks);
      std::vector<hwsim::LinkId> path{links[a]};
      if (b != a) path.push_back(links[b]);
      net.start_flow(std::move(path), static_cast<double>(1 + rng.next() % 1'000'000), launch);
    };
    for (int i = 0; i < concurrent; ++i) launch();
    queue.run();
    state.SetItemsProcessed(state.items_processed() + kFlowsPerRun);
  }
}
BENCHMARK(BM_SharedLinkFlows)->Arg(4)->Arg(32)->Arg(128)->Unit(benchmark::kMillisecond);

void BM_TaskGraphChain(benchmark::State& state) {
  using namespace hwsim::graph;
  Machine machine;
  const ResourceId pcie = machine.add_link("pcie", 25e9);
  const ResourceId stream = machine.add_slots("stream", 1);
  const ResourceId copy = machine.add_slots("copy", 1);
  TaskGraph graph;
  TaskId previous = 0;
  for (int i = 0; i < static_cast<int>(state.range(0)); ++i) {
    Task h2d;
    h2d.name = "h2d";
    h2d.slots = copy;
    h2d.bytes = 1e6;
    h2d.path = {pcie};
    Task gemv;
    gemv.name = "gemv";
    gemv.slots = stream;
    gemv.delay = 10 * hwsim::kMicrosecond;
    const TaskId c = graph.add(h2d);
    const TaskId k = graph.add(gemv);
    graph.depend(c, k);
    if (i > 0) graph.depend(previous, k);
    previous = k;
  }
  std::uint64_t events = 0;
  for (auto _ : state) {
    const RunResult result = execute(machine, graph);
    events += result.events;
    benchmark::DoNotOptimize(result.makespan);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(events));
}
BENCHMARK(BM_TaskGraphChain)->Arg(128)->Arg(4096)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
