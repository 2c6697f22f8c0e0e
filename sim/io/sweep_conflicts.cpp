#include <string>

#include "sim/io/input_error.hpp"
#include "sim/io/sweep.hpp"

namespace hwsim::io {
namespace {

// The text before '=' of a --set assignment (the whole text when it has none).
std::string override_key(const std::string& assignment) {
  return assignment.substr(0, assignment.find('='));
}

// Where a --set's own errors point, as apply_override reports them.
Location override_location(const std::string& assignment) {
  return {"<--set " + assignment + ">", 1, 1};
}

}  // namespace

bool key_paths_overlap(const std::string& a, const std::string& b) {
  const std::string& shorter = a.size() <= b.size() ? a : b;
  const std::string& longer = a.size() <= b.size() ? b : a;
  if (longer.compare(0, shorter.size(), shorter) != 0) return false;
  return longer.size() == shorter.size() || longer[shorter.size()] == '.' ||
         longer[shorter.size()] == '[';
}

// --sets apply in order, so a later one may set a key inside an earlier one (a profile, then one
// of its values), but not the same key again or a map or list around an earlier key: that would
// drop the earlier value without a word.
void check_set_order(const std::vector<std::string>& overrides) {
  for (std::size_t i = 0; i < overrides.size(); ++i) {
    const std::string key = override_key(overrides[i]);
    for (std::size_t j = 0; j < i; ++j) {
      const std::string earlier = override_key(overrides[j]);
      if (!key_paths_overlap(key, earlier) || key.size() > earlier.size()) continue;
      throw InputError(override_location(overrides[i]), key,
                       "--set " + key +
                           (key == earlier ? " is given twice" : " replaces --set " + earlier) +
                           ": the earlier value would be dropped; give it once");
    }
  }
}

void check_sweep_conflicts(const Node* sweep_node, const std::vector<std::string>& overrides) {
  for (const std::string& o : overrides) {
    const std::string key = override_key(o);
    if (key_paths_overlap(key, "sweep")) {
      throw InputError(override_location(o), key,
                       "--set cannot change the sweep: the points are planned from the file; edit "
                       "its `sweep:` map instead");
    }
  }
  check_set_order(overrides);
  if (!sweep_node || !sweep_node->is_map()) return;
  const auto entries = sweep_node->entries();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& [key, list] = entries[i];
    const Location where = sweep_node->key_location(key);
    for (std::size_t j = 0; j < i; ++j) {
      if (!key_paths_overlap(key, entries[j].first)) continue;
      const Location other = sweep_node->key_location(entries[j].first);
      throw InputError(where, list.key_path(),
                       "swept key '" + key + "' overlaps swept key '" + entries[j].first +
                           "' (line " + std::to_string(other.line) +
                           "): each point would set it twice and label its rows with a value "
                           "that was not simulated; sweep one of them");
    }
    for (const std::string& o : overrides) {
      const std::string okey = override_key(o);
      if (!key_paths_overlap(okey, key)) continue;
      throw InputError(override_location(o), okey,
                       "--set " + okey + " overlaps swept key '" + key + "' (" + where.file + ":" +
                           std::to_string(where.line) + ":" + std::to_string(where.column) +
                           "): the rows would be labelled with the sweep's values but computed "
                           "with this one; remove the --set or the sweep key");
    }
  }
}

}  // namespace hwsim::io
