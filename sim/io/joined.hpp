#pragma once
// Words joined for a message: "a, b, c" (or with another separator), each optionally quoted
// ("'a', 'b'"). Empty input gives "".
#include <string>
#include <vector>

namespace hwsim::io {

inline std::string joined(const std::vector<std::string>& words,
                          const std::string& separator = ", ", const std::string& quote = "") {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : separator) + quote + w + quote;
  return out;
}

}  // namespace hwsim::io
