#include "sim/graph/executor.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"

using namespace hwsim;
using namespace hwsim::graph;

namespace {
Task delay_task(std::string name, ResourceId slots, SimTime delay) {
  Task t;
  t.name = std::move(name);
  t.category = "compute";
  t.slots = slots;
  t.delay = delay;
  return t;
}

// A flow of `bytes` over `link`, with no slot and no delay.
Task flow_task(std::string name, double bytes, ResourceId link) {
  Task t;
  t.name = std::move(name);
  t.bytes = bytes;
  t.path = {link};
  return t;
}

// An SSD: a queue of depth 2 (resource 0) in front of a 1 GB/s link (resource 1).
struct Ssd {
  Machine machine;
  ResourceId queue = machine.add_slots("ssd_queue", 2);
  ResourceId link = machine.add_link("ssd", 1e9);
};

// `n` reads of 1 MB over the SSD's link, 10 us latency each, through its queue: one request batch
// named "read" when `batched`, else the tasks read0, read1, ...
std::vector<TaskId> add_reads(TaskGraph& g, const Ssd& ssd, int n, bool batched) {
  Task read;
  read.category = "ssd_read";
  read.slots = ssd.queue;
  read.delay = 10 * kMicrosecond;
  read.bytes = 1e6;
  read.path = {ssd.link};
  if (batched) {
    read.name = "read";
    read.requests = static_cast<std::uint32_t>(n);
    return {g.add(read)};
  }
  std::vector<TaskId> reads;
  for (int i = 0; i < n; ++i) {
    read.name = "read" + std::to_string(i);
    reads.push_back(g.add(read));
  }
  return reads;
}

struct ReadRun {
  TaskGraph graph;
  RunResult result;
};
}  // namespace

TEST_CASE("latency plus size over bandwidth") {
  // 2 us of latency, then 1 MB at 1 GB/s = 1 ms: finishes at 1.002 ms.
  Machine m;
  const ResourceId pcie = m.add_link("pcie", 1e9);
  TaskGraph g;
  Task t = flow_task("h2d", 1e6, pcie);
  t.delay = 2 * kMicrosecond;
  g.add(t);
  const RunResult r = execute(m, g);
  CHECK(r.makespan == kMillisecond + 2 * kMicrosecond);
  CHECK(r.tasks[0].flow_start == 2 * kMicrosecond);
  CHECK(r.resources[pcie].bytes == Approx(1e6));
}

TEST_CASE("a two-stage pipeline overlaps and beats the serial sum by the expected amount") {
  // 4 chunks; copy 1 ms each on the copy engine, compute 2 ms each on the stream; compute of chunk
  // i waits for its copy. Serial sum: 4 x (1 + 2) = 12 ms. Pipelined: the first copy (1 ms) then
  // four back-to-back computes (8 ms) = 9 ms; saving (4 - 1) x 1 ms = 3 ms.
  Machine m;
  const ResourceId copy = m.add_slots("copy_engine", 1);
  const ResourceId stream = m.add_slots("stream", 1);
  TaskGraph g;
  TaskId previous_compute = 0;
  for (int i = 0; i < 4; ++i) {
    const TaskId c = g.add(delay_task("copy" + std::to_string(i), copy, kMillisecond));
    const TaskId k = g.add(delay_task("gemv" + std::to_string(i), stream, 2 * kMillisecond));
    g.depend(c, k);
    if (i > 0) g.depend(previous_compute, k);
    previous_compute = k;
  }
  const RunResult r = execute(m, g);
  CHECK(r.makespan == 9 * kMillisecond);
  CHECK(r.resources[stream].busy_time == 8 * kMillisecond);
  CHECK(r.resources[stream].utilisation == Approx(8.0 / 9.0));
  // Critical path: copy0 then the four computes, each handed over by dependency.
  REQUIRE(r.critical_path.size() == 5);
  CHECK(g.task(r.critical_path.front().task).name == "copy0");
  CHECK(g.task(r.critical_path.back().task).name == "gemv3");
}

TEST_CASE("queue depth limits concurrency and the wait shows on the critical path") {
  // 3 requests of 1 ms on a queue of depth 2: the third waits for the first: makespan 2 ms.
  Machine m;
  const ResourceId ssd = m.add_slots("ssd_queue", 2);
  TaskGraph g;
  for (int i = 0; i < 3; ++i) g.add(delay_task("read" + std::to_string(i), ssd, kMillisecond));
  const RunResult r = execute(m, g);
  CHECK(r.makespan == 2 * kMillisecond);
  CHECK(r.tasks[2].ready == 0);
  CHECK(r.tasks[2].start == kMillisecond);
  REQUIRE(r.critical_path.size() == 2);
  CHECK(r.critical_path[0].task == 0);
  CHECK(r.critical_path[1].task == 2);
  CHECK(r.critical_path[1].reached_by == CriticalStepKind::resource_wait);
}

TEST_CASE("flows of concurrent tasks share a link") {
  // Two 1 GB transfers on a 1 GB/s link, both ready at 0: both end at 2 s.
  Machine m;
  const ResourceId link = m.add_link("pcie", 1e9);
  TaskGraph g;
  for (int i = 0; i < 2; ++i) g.add(flow_task("copy" + std::to_string(i), 1e9, link));
  const RunResult r = execute(m, g);
  CHECK(r.tasks[0].finish == 2 * kSecond);
  CHECK(r.tasks[1].finish == 2 * kSecond);
  CHECK(r.resources[link].utilisation == Approx(1.0));
}

TEST_CASE("buffers are allocated at admission and freed at completion") {
  // fwd (1 ms) allocates 10 B and 5 B; bwd (1 ms, after fwd) frees both: peak 15 B at t = 0.
  Machine m;
  const ResourceId hbm = m.add_pool("hbm", 100);
  const ResourceId stream = m.add_slots("stream", 1);
  TaskGraph g;
  const BufferId act = g.add_buffer(hbm, "act", 10);
  const BufferId ws = g.add_buffer(hbm, "ws", 5);
  Task fwd = delay_task("fwd", stream, kMillisecond);
  fwd.allocate = {act, ws};
  Task bwd = delay_task("bwd", stream, kMillisecond);
  bwd.release = {act, ws};
  const TaskId fwd_id = g.add(fwd);
  const TaskId bwd_id = g.add(bwd);
  g.depend(fwd_id, bwd_id);
  const RunResult r = execute(m, g);
  REQUIRE(r.pools.size() == 1);
  CHECK(r.pools[0].peak() == 15);
  CHECK(r.pools[0].in_use() == 0);
  CHECK(r.resources[hbm].peak_bytes == 15);
}

TEST_CASE("a dependency cycle is an error naming its tasks") {
  Machine m;
  TaskGraph g;
  const TaskId a = g.add(delay_task("select", kNoResource, 0));
  const TaskId b = g.add(delay_task("gather", kNoResource, 0));
  const TaskId c = g.add(delay_task("gemv", kNoResource, 0));
  g.add(delay_task("unrelated", kNoResource, 0));
  g.depend(a, b);
  g.depend(b, c);
  g.depend(c, a);
  try {
    execute(m, g);
    FAIL("expected a CycleError");
  } catch (const CycleError& e) {
    CHECK(std::string(e.what()) == "dependency cycle: 'select' -> 'gather' -> 'gemv' -> 'select'");
  }
  CHECK_THROWS_AS(g.depend(a, a), std::invalid_argument);
}

TEST_CASE("wrong resource kinds are rejected") {
  Machine m;
  const ResourceId pool = m.add_pool("hbm", 10);
  TaskGraph g;
  Task t = delay_task("k", pool, 1);
  g.add(t);
  CHECK_THROWS_WITH(execute(m, g), "task 'k': 'hbm' is not a slots resource");
}

TEST_CASE("the same graph run twice gives identical results") {
  Machine m;
  const ResourceId link = m.add_link("pcie", 3e9);
  const ResourceId stream = m.add_slots("stream", 1);
  TaskGraph g;
  for (int i = 0; i < 50; ++i) {
    Task t = flow_task("t" + std::to_string(i), 1e6 * (1 + i % 5), link);
    t.slots = (i % 3 == 0) ? stream : kNoResource;
    t.delay = (i % 7) * kMicrosecond;
    const TaskId id = g.add(t);
    if (i >= 4) g.depend(id - 4, id);
  }
  const RunResult r1 = execute(m, g);
  const RunResult r2 = execute(m, g);
  REQUIRE(r1.tasks.size() == r2.tasks.size());
  for (std::size_t i = 0; i < r1.tasks.size(); ++i) {
    CHECK(r1.tasks[i].start == r2.tasks[i].start);
    CHECK(r1.tasks[i].finish == r2.tasks[i].finish);
  }
  CHECK(r1.makespan == r2.makespan);
  CHECK(r1.events == r2.events);
}

namespace {
// Five reads of 1 MB over a 1 GB/s link, 10 us latency each, through a queue of depth 2, then a
// join; `batched`: the reads as one request batch, else as five tasks.
ReadRun five_reads(bool batched) {
  Ssd ssd;
  ReadRun run;
  const std::vector<TaskId> reads = add_reads(run.graph, ssd, 5, batched);
  Task join;
  join.name = "join";
  run.graph.depend_all(reads, run.graph.add(join));
  run.result = execute(ssd.machine, run.graph);
  return run;
}
}  // namespace

TEST_CASE("a request batch runs and reports exactly as its requests as separate tasks") {
  // Depth 2: reads 0 and 1 start at 0, share the link at 0.5 GB/s from 10 us: 1 MB takes 2 ms, so
  // both finish at 2.010 ms; 2 and 3 likewise at 4.020 ms; read 4 runs alone: 10 us + 1 ms, done at
  // 5.030 ms, and the join with it.
  const ReadRun tasks = five_reads(false);
  const ReadRun batch = five_reads(true);
  CHECK(tasks.result.makespan == 5 * kMillisecond + 30 * kMicrosecond);
  REQUIRE(batch.graph.size() == 2);
  const auto requests = batch.result.records(0);
  REQUIRE(requests.size() == 5);
  for (std::size_t i = 0; i < 5; ++i) {
    const TaskRecord& a = tasks.result.tasks[i];
    const TaskRecord& b = requests[i];
    CHECK(a.ready == b.ready);
    CHECK(a.start == b.start);
    CHECK(a.flow_start == b.flow_start);
    CHECK(a.finish == b.finish);
    CHECK(a.slot == b.slot);
    CHECK(graph::request_name(batch.graph.task(0), static_cast<std::uint32_t>(i)) ==
          tasks.graph.task(i).name);
  }
  CHECK(requests[4].finish == 5 * kMillisecond + 30 * kMicrosecond);
  CHECK(batch.result.tasks[0].start == 0);
  CHECK(batch.result.tasks[0].finish == requests[4].finish);
  CHECK(batch.result.makespan == tasks.result.makespan);
  CHECK(batch.result.events == tasks.result.events);
  for (std::size_t r = 0; r < 2; ++r) {
    CHECK(batch.result.resources[r].busy_time == tasks.result.resources[r].busy_time);
    CHECK(batch.result.resources[r].utilisation == tasks.result.resources[r].utilisation);
    CHECK(batch.result.resources[r].bytes == tasks.result.resources[r].bytes);
  }
  // Critical path: read 4 waited for the slot read 2 released, read 2 for read 0's. The zero-time
  // join ends at read 4's finish too; the walk starts from the first task to finish last, read 4.
  const auto name_of = [](const ReadRun& run, const CriticalStep& step) {
    return graph::request_name(run.graph.task(step.task), step.request);
  };
  REQUIRE(tasks.result.critical_path.size() == 3);
  REQUIRE(batch.result.critical_path.size() == 3);
  const char* expected[] = {"read0", "read2", "read4"};
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(name_of(tasks, tasks.result.critical_path[i]) == expected[i]);
    CHECK(name_of(batch, batch.result.critical_path[i]) == expected[i]);
    CHECK(batch.result.critical_path[i].reached_by == tasks.result.critical_path[i].reached_by);
    CHECK(batch.result.record(batch.result.critical_path[i]).finish ==
          tasks.result.record(tasks.result.critical_path[i]).finish);
  }
  CHECK(batch.result.critical_path[1].reached_by == CriticalStepKind::resource_wait);
}

TEST_CASE("a request batch with buffers is refused") {
  Machine m;
  const ResourceId pool = m.add_pool("hbm", 1e9);
  TaskGraph g;
  Task t;
  t.name = "batch";
  t.requests = 2;
  t.allocate = {g.add_buffer(pool, "b", 1.0)};
  g.add(t);
  CHECK_THROWS_AS(execute(m, g), std::invalid_argument);
}

namespace {
// Three reads of 1 MB over a 1 GB/s link, 10 us latency each, through a queue of depth 2, as one
// request batch (`batched`) or three tasks, with a 0.5 MB copy that starts at 0 on the same link:
// a flow that ends during the batch, the case a closed-form schedule of the batch (equal shares
// of a link whose rate is constant) must leave to per-request simulation.
ReadRun three_reads_and_a_copy(bool batched) {
  Ssd ssd;
  ReadRun run;
  Task copy = flow_task("copy", 5e5, ssd.link);
  copy.category = "h2d";
  run.graph.add(copy);
  add_reads(run.graph, ssd, 3, batched);
  run.result = execute(ssd.machine, run.graph);
  return run;
}
}  // namespace

TEST_CASE("a request batch whose link carries another flow: completion times by hand") {
  // 0-10 us: the copy alone at 1 GB/s moves 10 kB (490 kB left); reads 0 and 1 hold both slots.
  // From 10 us three flows share the link at 1/3 GB/s: the copy ends after 490 kB / (1/3 GB/s) =
  // 1.47 ms, at 1.48 ms, when reads 0 and 1 have 1 MB - 490 kB = 510 kB left. Two flows at 0.5
  // GB/s: 510 kB take 1.02 ms, so reads 0 and 1 finish at 2.50 ms. Read 2 takes the first slot
  // released then, waits its 10 us and reads 1 MB alone in 1 ms: it finishes at 3.51 ms. Times are
  // rounded up to whole picoseconds (FlowNetwork), so each may exceed its exact value by 1 ps.
  const ReadRun tasks = three_reads_and_a_copy(false);
  const ReadRun batch = three_reads_and_a_copy(true);
  REQUIRE(batch.graph.size() == 2);
  const auto near = [](SimTime got, SimTime want) { return got >= want && got <= want + 2; };
  const auto requests = batch.result.records(1);
  REQUIRE(requests.size() == 3);
  CHECK(near(batch.result.tasks[0].finish, 1480 * kMicrosecond));
  CHECK(requests[0].flow_start == 10 * kMicrosecond);
  CHECK(requests[1].flow_start == 10 * kMicrosecond);
  CHECK(near(requests[0].finish, 2500 * kMicrosecond));
  CHECK(near(requests[1].finish, 2500 * kMicrosecond));
  CHECK(requests[2].start == requests[0].finish);
  CHECK(requests[2].flow_start == requests[2].start + 10 * kMicrosecond);
  CHECK(near(requests[2].finish, 3510 * kMicrosecond));
  CHECK(requests[2].slot == requests[0].slot);
  for (std::size_t i = 0; i < 3; ++i) {
    const TaskRecord& a = tasks.result.tasks[i + 1];
    CHECK(a.start == requests[i].start);
    CHECK(a.flow_start == requests[i].flow_start);
    CHECK(a.finish == requests[i].finish);
  }
  CHECK(batch.result.makespan == tasks.result.makespan);
  CHECK(batch.result.resources[1].utilisation == tasks.result.resources[1].utilisation);
  CHECK(batch.result.resources[1].bytes == tasks.result.resources[1].bytes);
}

namespace {
// Four 1 MB reads on the SSD of `Ssd`, each after its own turn of 100 us on a one-slot controller:
// the turns cmd0..cmd3, then the reads read0..read3 (read i after cmd i), as separate tasks, or
// as a batch of turns and a batch of reads that follows it request by request (`batched`).
ReadRun turned_reads(bool batched) {
  Ssd ssd;
  const ResourceId controller = ssd.machine.add_slots("ssd_controller", 1);
  ReadRun run;
  Task turn = delay_task("cmd", controller, 100 * kMicrosecond);
  std::vector<TaskId> turns;
  if (batched) {
    turn.requests = 4;
    turns.push_back(run.graph.add(turn));
  } else {
    for (int i = 0; i < 4; ++i) {
      turn.name = "cmd" + std::to_string(i);
      turns.push_back(run.graph.add(turn));
    }
  }
  const std::vector<TaskId> reads = add_reads(run.graph, ssd, 4, batched);
  if (batched) {
    run.graph.task(reads[0]).follows = turns[0];
    run.graph.depend(turns[0], reads[0]);
  } else {
    for (int i = 0; i < 4; ++i) run.graph.depend(turns[i], reads[i]);
  }
  run.result = execute(ssd.machine, run.graph);
  return run;
}
}  // namespace

TEST_CASE("a batch that follows another request by request: times by hand, as separate tasks") {
  // Read i is ready when turn i ends, at 100 (i + 1) us. Read 0 flows from 110 us alone; read 1
  // from 210 us, when read 0 has 900 kB left: both at 0.5 GB/s, read 0 ends at 2010 us with read 1
  // 100 kB short. Read 2 (waiting since 300 us) takes read 0's slot at 2010 and flows from 2020;
  // read 1 alone for those 10 us is 90 kB short, which takes 180 us at 0.5 GB/s: it ends at 2200.
  // Read 3 takes its slot and flows from 2210, when read 2 has 900 kB left: read 2 ends at 4010,
  // read 3 (100 kB short) alone at 1 GB/s at 4110 us.
  const ReadRun tasks = turned_reads(false);
  const ReadRun batch = turned_reads(true);
  REQUIRE(batch.graph.size() == 2);
  const auto near = [](SimTime got, SimTime want) { return got >= want && got <= want + 2; };
  const auto reads = batch.result.records(1);
  const auto turns = batch.result.records(0);
  REQUIRE(reads.size() == 4);
  REQUIRE(turns.size() == 4);
  const SimTime ends[] = {2010, 2200, 4010, 4110};
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(turns[i].finish == static_cast<SimTime>(100 * (i + 1)) * kMicrosecond);
    CHECK(reads[i].ready == turns[i].finish);
    CHECK(near(reads[i].finish, ends[i] * kMicrosecond));
    for (const auto& [b, a] : {std::pair{turns[i], tasks.result.tasks[i]},
                               std::pair{reads[i], tasks.result.tasks[4 + i]}}) {
      CHECK(a.ready == b.ready);
      CHECK(a.start == b.start);
      CHECK(a.flow_start == b.flow_start);
      CHECK(a.finish == b.finish);
      CHECK(a.slot == b.slot);
    }
    CHECK(graph::request_name(batch.graph.task(1), static_cast<std::uint32_t>(i)) ==
          tasks.graph.task(4 + i).name);
  }
  CHECK(reads[2].start == reads[0].finish);
  CHECK(batch.result.tasks[1].ready == turns[0].finish);
  CHECK(batch.result.makespan == tasks.result.makespan);
  // The same events but three: turns 0-2 end alone at their instants (100, 200, 300 us), each
  // but the last, so their reads start from the turn's own event, not from a dispatch event.
  CHECK(batch.result.events + 3 == tasks.result.events);
  // Critical path: read 3 waited for read 1's slot; read 1 started when its turn ended; turn 1
  // waited for turn 0's slot.
  const auto name_of = [](const ReadRun& run, const CriticalStep& step) {
    return graph::request_name(run.graph.task(step.task), step.request);
  };
  const char* expected[] = {"cmd0", "cmd1", "read1", "read3"};
  REQUIRE(tasks.result.critical_path.size() == 4);
  REQUIRE(batch.result.critical_path.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(name_of(tasks, tasks.result.critical_path[i]) == expected[i]);
    CHECK(name_of(batch, batch.result.critical_path[i]) == expected[i]);
    CHECK(batch.result.critical_path[i].reached_by == tasks.result.critical_path[i].reached_by);
  }
  CHECK(batch.result.critical_path[2].reached_by == CriticalStepKind::dependency);
  CHECK(batch.result.critical_path[3].reached_by == CriticalStepKind::resource_wait);
}

TEST_CASE("a following batch must follow its one dependency, of as many requests") {
  Machine m;
  const ResourceId slots = m.add_slots("s", 1);
  const auto graph_with = [&](std::uint32_t leader_requests, bool edge) {
    TaskGraph g;
    Task leader = delay_task("leader", slots, kMicrosecond);
    leader.requests = leader_requests;
    const TaskId first = g.add(leader);
    Task follower = delay_task("follower", slots, kMicrosecond);
    follower.requests = 3;
    follower.follows = first;
    const TaskId second = g.add(follower);
    if (edge) g.depend(first, second);
    return g;
  };
  CHECK_NOTHROW(execute(m, graph_with(3, true)));
  CHECK_THROWS_AS(execute(m, graph_with(2, true)), std::invalid_argument);
  CHECK_THROWS_AS(execute(m, graph_with(3, false)), std::invalid_argument);
}

TEST_CASE("a request batch of different sizes: times by hand, as separate tasks") {
  // Reads of 1 MB, 0.5 MB and 2 MB through the depth-2 queue of `Ssd`. Reads 0 and 1 flow from
  // 10 us at 0.5 GB/s each: read 1 ends at 1010 us, read 0 then 0.5 MB short. Read 2 takes the
  // slot, flows from 1020 us; read 0 alone for 10 us moves 10 kB, then 490 kB at 0.5 GB/s: it ends
  // at 2000 us, when read 2 has moved 490 kB; its other 1510 kB alone take until 3510 us.
  const double sizes[] = {1e6, 0.5e6, 2e6};
  ReadRun tasks, batch;
  for (ReadRun* run : {&tasks, &batch}) {
    Ssd ssd;
    const bool batched = run == &batch;
    const std::vector<TaskId> reads = add_reads(run->graph, ssd, 3, batched);
    for (std::size_t i = 0; i < reads.size(); ++i) run->graph.task(reads[i]).bytes = sizes[i];
    if (batched) run->graph.task(reads[0]).request_bytes.assign(sizes, sizes + 3);
    run->result = execute(ssd.machine, run->graph);
  }
  const auto near = [](SimTime got, SimTime want) { return got >= want && got <= want + 2; };
  const auto requests = batch.result.records(0);
  REQUIRE(requests.size() == 3);
  const SimTime ends[] = {2000, 1010, 3510};
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(near(requests[i].finish, ends[i] * kMicrosecond));
    CHECK(requests[i].start == tasks.result.tasks[i].start);
    CHECK(requests[i].flow_start == tasks.result.tasks[i].flow_start);
    CHECK(requests[i].finish == tasks.result.tasks[i].finish);
  }
  CHECK(batch.result.resources[1].bytes == tasks.result.resources[1].bytes);
  CHECK(batch.result.events == tasks.result.events);
  // The sizes are one per request, or none.
  batch.graph.task(0).request_bytes.pop_back();
  CHECK_THROWS_AS(execute(Ssd{}.machine, batch.graph), std::invalid_argument);
}
