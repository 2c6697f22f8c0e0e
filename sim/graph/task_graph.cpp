#include "sim/graph/task_graph.hpp"

#include <stdexcept>

namespace hwsim::graph {

TaskId TaskGraph::add(Task task) { return boost::add_vertex(std::move(task), graph_); }

void TaskGraph::depend(TaskId before, TaskId after) {
  if (before >= size() || after >= size()) throw std::out_of_range("dependency on an unknown task");
  if (before == after) {
    throw std::invalid_argument("task '" + graph_[before].name + "' cannot depend on itself");
  }
  boost::add_edge(before, after, graph_);
}

void TaskGraph::depend_all(const std::vector<TaskId>& befores, TaskId after) {
  for (TaskId before : befores) depend(before, after);
}

BufferId TaskGraph::add_buffer(ResourceId pool, std::string name, double bytes) {
  if (!(bytes >= 0.0)) throw std::invalid_argument("buffer '" + name + "': negative size");
  buffers_.push_back(Buffer{pool, std::move(name), bytes});
  return static_cast<BufferId>(buffers_.size() - 1);
}

std::vector<TaskId> TaskGraph::predecessors(TaskId id) const {
  std::vector<TaskId> result;
  for (auto [it, end] = boost::in_edges(id, graph_); it != end; ++it) {
    result.push_back(boost::source(*it, graph_));
  }
  return result;
}

std::vector<TaskId> TaskGraph::successors(TaskId id) const {
  std::vector<TaskId> result;
  for (auto [it, end] = boost::out_edges(id, graph_); it != end; ++it) {
    result.push_back(boost::target(*it, graph_));
  }
  return result;
}

}  // namespace hwsim::graph
