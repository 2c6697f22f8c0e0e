#pragma once
// The fully resolved input: every value a run actually used, defaults filled in and units
// normalised, written beside each result so that the run can be repeated.

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace hwsim::io {

class Resolved {
 public:
  // Records value (canonical text, e.g. "25 GB/s") at key_path ("hardware.gpu.memory",
  // "layers[3].heads"). Recording a path again replaces its value but keeps its first position.
  void record(const std::string& key_path, const std::string& value);

  // Nested YAML in first-recorded order; the same records give the same bytes. List indices that
  // were never recorded are written as null. Throws std::logic_error when one path is used both as
  // a value and as a map or list ("a" and "a.b").
  // Written by hwsim's own block writer, with each scalar's text as yaml-cpp writes it (memoized);
  // to_yaml_through_emitter gives the same bytes through yaml-cpp's emitter alone, several times
  // slower (a test compares the two).
  std::string to_yaml() const;
  std::string to_yaml_through_emitter() const;

  const std::vector<std::pair<std::string, std::string>>& entries() const { return entries_; }

 private:
  std::vector<std::pair<std::string, std::string>> entries_;
  std::unordered_map<std::string, std::size_t> index_;
};

}  // namespace hwsim::io
