#include "sim/graph/task_graph.hpp"

#include <vector>

#include "catch.hpp"

using namespace hwsim::graph;

namespace {
std::vector<TaskId> ids(std::span<const TaskId> view) { return {view.begin(), view.end()}; }
Task named(const char* name) {
  Task t;
  t.name = name;
  return t;
}
}  // namespace

TEST_CASE("predecessors and successors keep the order their edges were added") {
  // Edges added c->a, b->a, a->d, c->d: a's predecessors are c then b (not sorted by id), c's
  // successors a then d. The executor starts same-time tasks by id, but scans these lists in this
  // order, so the order is part of the contract.
  TaskGraph g;
  const TaskId a = g.add(named("a")), b = g.add(named("b")), c = g.add(named("c"));
  const TaskId d = g.add(named("d"));
  g.depend(c, a);
  g.depend(b, a);
  g.depend(a, d);
  g.depend(c, d);
  CHECK(ids(g.predecessors(a)) == std::vector<TaskId>{c, b});
  CHECK(ids(g.predecessors(d)) == std::vector<TaskId>{a, c});
  CHECK(ids(g.successors(c)) == std::vector<TaskId>{a, d});
  CHECK(g.predecessors(b).empty());
  CHECK(g.edge_count() == 4);
}

TEST_CASE("the index follows tasks and edges added after a query, duplicate edges included") {
  TaskGraph g;
  const TaskId a = g.add(named("a")), b = g.add(named("b"));
  g.depend(a, b);
  CHECK(g.successors(a).size() == 1);
  const TaskId c = g.add(named("c"));
  g.depend(a, c);
  g.depend(a, b);  // a second edge a->b counts twice, as the executor's countdown expects
  CHECK(ids(g.successors(a)) == std::vector<TaskId>{b, c, b});
  CHECK(ids(g.predecessors(b)) == std::vector<TaskId>{a, a});
  CHECK(g.predecessors(c).size() == 1);
}

TEST_CASE("a moved graph keeps its tasks and edges") {
  TaskGraph g;
  const TaskId a = g.add(named("a")), b = g.add(named("b"));
  g.depend(a, b);
  const TaskGraph moved = std::move(g);
  REQUIRE(moved.size() == 2);
  CHECK(moved.task(b).name == "b");
  CHECK(ids(moved.predecessors(b)) == std::vector<TaskId>{a});
}
