#include "sim/io/input_error.hpp"

#include <cstdint>
#include <cstdio>
#include <utility>

namespace hwsim::io {
namespace {

// Characters a terminal shows as nothing (controls other than tab and newline, C1 controls, the
// byte-order mark, zero-width and bidirectional marks, line and paragraph separators) written as
// \u{XXXX}, so that "got 'dense'" never hides a character that made the value wrong, and a NUL
// cannot cut the message short.
std::string visible(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::uint32_t code = c;
    std::size_t n = 1;
    if (c >= 0xc0 && c < 0xf8) {
      n = c < 0xe0 ? 2 : (c < 0xf0 ? 3 : 4);
      code = c & (0x7f >> n);
      for (std::size_t k = 1; k < n; ++k) {
        const auto next = i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
        if ((next & 0xc0) != 0x80) {  // not UTF-8: shown as it is (the reader reports it)
          n = 1;
          code = c;
          break;
        }
        code = (code << 6) | (next & 0x3f);
      }
    }
    const bool hidden = (code < 0x20 && code != '\t' && code != '\n') || code == 0x7f ||
                        (code >= 0x80 && code < 0xa0 && n > 1) || code == 0xad ||
                        (code >= 0x200b && code <= 0x200f) || (code >= 0x2028 && code <= 0x202e) ||
                        (code >= 0x2060 && code <= 0x2064) || code == 0xfeff;
    if (hidden) {
      char buffer[16];
      std::snprintf(buffer, sizeof buffer, "\\u{%04X}", static_cast<unsigned>(code));
      out += buffer;
    } else {
      out.append(text, i, n);
    }
    i += n;
  }
  return out;
}

std::string compose(const Location& where, const std::string& key_path,
                    const std::string& message) {
  std::string text = where.file;
  if (where.line > 0) {
    text += ':' + std::to_string(where.line) + ':' + std::to_string(where.column);
  }
  text += ": ";
  if (!key_path.empty()) text += key_path + ": ";
  return text + message;
}

}  // namespace

InputError::InputError(Location where, std::string key_path, std::string message)
    : std::runtime_error(compose(where, visible(key_path), visible(message))),
      where_(std::move(where)),
      key_path_(visible(key_path)),
      message_(visible(message)) {}

}  // namespace hwsim::io
