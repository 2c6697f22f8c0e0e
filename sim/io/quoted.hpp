#pragma once
// `s` in double quotes with `"` and `\` escaped by a backslash: the quoting that YAML's
// double-quoted scalars and gnuplot's strings both read back as `s`.
#include <string>

namespace hwsim::io {

inline std::string double_quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace hwsim::io
