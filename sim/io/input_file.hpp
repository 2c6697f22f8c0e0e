#pragma once
// Reading an input file whole, for every reader of user files (YAML, Hugging Face configs, the
// JSON documents of calibrate and validate), and strict JSON with located syntax errors.
//
// Contract: read_input_file returns the file's bytes, or throws InputError at `path` under
// `key_path`, before opening it, for a folder ("is a directory, not <kind>") and for a pipe,
// device or socket (which would block or never end); after opening, for a file above
// limits.max_input_bytes (at line 1, column 1) or one that cannot be opened (`cannot_open`: the
// system's reason) or read.
#include <nlohmann/json.hpp>
#include <string>

#include "sim/io/limits.hpp"

namespace hwsim::io {

std::string read_input_file(const std::string& path, const std::string& key_path,
                            const std::string& kind, const std::string& cannot_open,
                            const Limits& limits = {});

// `text` parsed as strict JSON; a syntax error is an InputError at `display_name`, the line and
// column of the offending byte, under the key path that encloses it (io::kTopLevel outside any).
nlohmann::json parse_json_text(const std::string& text, const std::string& display_name);

// "file is larger than the limit of N bytes": the message of a file above limits.max_input_bytes.
std::string too_big_message(const Limits& limits);

}  // namespace hwsim::io
