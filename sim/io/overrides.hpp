#pragma once
// Command-line overrides: `--set a.b.c=value` edits a loaded document before it is read.

#include <string>

#include "sim/io/node.hpp"

namespace hwsim::io {

// Sets key a.b.c in root to value, creating maps on the way as needed (an empty value along the way
// becomes a map). Path segments may index an existing list: "layers[2].heads=8". value is parsed
// as YAML ("8", "25 GB/s", "[1, 2]", "{value: 1 GB, source: x}"; empty = null). Later reads of what
// this set report the location "<--set a.b.c=value>:1:<col>". Throws InputError (at that location)
// for a malformed assignment, a YAML error in the value, or a path through a scalar or a list.
void apply_override(Node& root, const std::string& assignment);

// Throws InputError for a --set text that is not key.path=value (no '=', no key before it, a
// malformed key path), at "<--set text>:1:<col>" under the key text before '=' (none when it is
// empty), naming the 1-based `index` of the --set among the command's.
void check_override_text(const std::string& assignment, std::size_t index);

// As above, for an assignment that comes from a file (a sweep value): errors, and later reads of
// what it set, point at `origin` (the value's place in that file) instead of a "<--set ...>"
// pseudo-file.
void apply_override(Node& root, const std::string& assignment, const Location& origin);

}  // namespace hwsim::io
