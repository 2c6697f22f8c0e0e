#pragma once
// The key path that encloses a position of YAML or JSON text, read from the text before it alone,
// so that it also names a place in text that does not parse (a syntax or encoding error).

#include <cstddef>
#include <string>

namespace hwsim::io {

// The key path of the innermost value that contains byte `offset` of `text` (block or flow YAML,
// or JSON), such as `job.methods[1].budget`: a block mapping key encloses the lines indented
// deeper than it (tabs count as indentation); a flow map's key encloses its value up to the next
// ',' or the map's end; a list item adds its [index]. "" when no key encloses the position (the
// top level). Heuristic by design: only the text before `offset` is read.
std::string enclosing_key_path(const std::string& text, std::size_t offset);

// The byte offset of 1-based `line` and `column` (in characters, UTF-8 sequences counting one) in
// text, clamped to its size.
std::size_t byte_offset(const std::string& text, int line, int column);

// The key path given to errors at a place that no key encloses.
inline constexpr const char* kTopLevel = "at top level";

}  // namespace hwsim::io
