#pragma once
// Parameter sweeps: one scenario file, many runs.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "sim/io/node.hpp"

namespace hwsim::io {

// One run of a sweep: (key path, value text) pairs to apply with apply_override(root, key + "=" +
// value), and a label naming the point ("job.batch=2,job.seq_len=1024").
struct SweepPoint {
  std::vector<std::pair<std::string, std::string>> assignments;
  std::vector<Location> origins;  // where each assignment's value is written in the scenario
  std::string label;
};

// Expands a scenario's `sweep:` map (key path -> non-empty list of values) into the cartesian
// product, keys in file order, the last key varying fastest. Values keep their YAML form (flow
// style for lists and maps). A null node gives one point with no assignments. Throws InputError for
// a value that is not a non-empty list, or when the product exceeds max_points ("sweep expands to
// 1000000 points, more than the limit of 100000").
std::vector<SweepPoint> expand_sweep(const Node& sweep_node, std::size_t max_points);

}  // namespace hwsim::io

namespace hwsim::io {

// True when one key path is the other or lies inside it: "job" and "job.seq_len",
// "job.methods" and "job.methods[0].budget"; not "job.seq" and "job.seq_len".
bool key_paths_overlap(const std::string& a, const std::string& b);

// A row is labelled with its point's swept values, so nothing else may set them. Throws InputError
// for a --set of `sweep` (the points are planned from the file), two swept keys that overlap, or a
// --set ("key=value" texts) that overlaps a swept key (the same key, one inside it, or a list index
// into it); also a --set of a key that an earlier --set gave, or of a map or list around it (a key
// inside an earlier one is allowed: they apply in order). sweep_node may be null (no sweep).
void check_sweep_conflicts(const Node* sweep_node, const std::vector<std::string>& overrides);

// The --set part of check_sweep_conflicts alone: a --set of a key that an earlier one gave, or of a
// map or list around it, throws InputError at the later --set.
void check_set_order(const std::vector<std::string>& overrides);

}  // namespace hwsim::io
