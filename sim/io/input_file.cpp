#include "sim/io/input_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/io/enclosing_key.hpp"
#include "sim/io/input_error.hpp"

namespace hwsim::io {

std::string too_big_message(const Limits& limits) {
  return "file is larger than the limit of " + std::to_string(limits.max_input_bytes) + " bytes";
}

std::string read_input_file(const std::string& path, const std::string& key_path,
                            const std::string& kind, const std::string& cannot_open,
                            const Limits& limits) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (std::filesystem::is_directory(status))
    throw InputError({path, 0, 0}, key_path, "is a directory, not " + kind);
  // A FIFO would block forever and a device such as /dev/zero never ends: refuse before opening.
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
    throw InputError({path, 0, 0}, key_path, "is not a regular file (a pipe, device or socket)");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError({path, 0, 0}, key_path, cannot_open + ": " + std::strerror(errno));
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > limits.max_input_bytes)
    throw InputError({path, 1, 1}, key_path, too_big_message(limits));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw InputError({path, 0, 0}, key_path, "cannot read file");
  return std::move(text).str();
}

nlohmann::json parse_json_text(const std::string& text, const std::string& display_name) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < at; ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    // nlohmann's text: "[json.exception.parse_error.101] parse error at line L, column C: why".
    std::string what = e.what();
    if (const auto p = what.find(": ", what.find("parse error")); p != std::string::npos) {
      what = what.substr(p + 2);
    }
    const std::string key = enclosing_key_path(text, at);
    throw InputError({display_name, line, column}, key.empty() ? kTopLevel : key,
                     "not valid JSON: " + what);
  }
}

}  // namespace hwsim::io
