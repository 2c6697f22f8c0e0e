#pragma once
// Words joined for a message: "a, b, c" (or with another separator), each optionally quoted
// ("'a', 'b'"). The separator goes between every two words, empty ones too; no words give "".
#include <string>
#include <vector>

namespace hwsim::io {

inline std::string joined(const std::vector<std::string>& words,
                          const std::string& separator = ", ", const std::string& quote = "") {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i)
    out += (i > 0 ? separator : "") + quote + words[i] + quote;
  return out;
}

}  // namespace hwsim::io
