#include "sim/graph/task_graph.hpp"

#include <stdexcept>

namespace hwsim::graph {

std::string request_name(const Task& task, std::uint32_t index) {
  if (task.requests <= 1) return task.name;
  return task.name + std::to_string(task.first_request + index);
}

TaskId TaskGraph::add(Task task) {
  if (chunks_.empty() || chunks_.back().size() == kChunk) {
    chunks_.emplace_back();
    chunks_.back().reserve(kChunk);
  }
  chunks_.back().push_back(std::move(task));
  indexed_ = false;
  return size_++;
}

void TaskGraph::depend(TaskId before, TaskId after) {
  if (before >= size() || after >= size()) throw std::out_of_range("dependency on an unknown task");
  if (before == after) {
    throw std::invalid_argument("task '" + task(before).name + "' cannot depend on itself");
  }
  edges_.push_back(Edge{before, after});
  indexed_ = false;
}

void TaskGraph::depend_all(const std::vector<TaskId>& befores, TaskId after) {
  for (TaskId before : befores) depend(before, after);
}

void TaskGraph::reserve(std::size_t tasks, std::size_t edges) {
  chunks_.reserve((tasks + kChunk - 1) / kChunk);
  edges_.reserve(edges);
}

BufferId TaskGraph::add_buffer(ResourceId pool, std::string name, double bytes) {
  if (!(bytes >= 0.0)) throw std::invalid_argument("buffer '" + name + "': negative size");
  buffers_.push_back(Buffer{pool, std::move(name), bytes});
  return static_cast<BufferId>(buffers_.size() - 1);
}

void TaskGraph::build_index() const {
  // Counting sort of the edge list by endpoint: stable, so each list keeps insertion order.
  const std::size_t n = size_;
  pred_start_.assign(n + 1, 0);
  succ_start_.assign(n + 1, 0);
  for (const Edge& e : edges_) {
    ++pred_start_[e.after + 1];
    ++succ_start_[e.before + 1];
  }
  for (std::size_t t = 0; t < n; ++t) {
    pred_start_[t + 1] += pred_start_[t];
    succ_start_[t + 1] += succ_start_[t];
  }
  pred_.resize(edges_.size());
  succ_.resize(edges_.size());
  std::vector<std::size_t> pred_fill(pred_start_.begin(), pred_start_.end() - 1);
  std::vector<std::size_t> succ_fill(succ_start_.begin(), succ_start_.end() - 1);
  for (const Edge& e : edges_) {
    pred_[pred_fill[e.after]++] = e.before;
    succ_[succ_fill[e.before]++] = e.after;
  }
  indexed_ = true;
}

std::span<const TaskId> TaskGraph::predecessors(TaskId id) const {
  if (!indexed_) build_index();
  return {pred_.data() + pred_start_[id], pred_start_[id + 1] - pred_start_[id]};
}

std::span<const TaskId> TaskGraph::successors(TaskId id) const {
  if (!indexed_) build_index();
  return {succ_.data() + succ_start_[id], succ_start_[id + 1] - succ_start_[id]};
}

}  // namespace hwsim::graph
