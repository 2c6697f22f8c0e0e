#pragma once
// The one exception type for bad input. Parsers throw it; only main() turns it into an exit status.

#include <stdexcept>
#include <string>

#include "sim/io/location.hpp"

namespace hwsim::io {

// what() is exactly "<file>:<line>:<col>: <key.path>: <message>". The key path part is left out
// when key_path is empty, and ":<line>:<col>" when line is 0. Invisible characters in the key path
// and message (controls, the byte-order mark, zero-width marks) are written as \u{XXXX}.
class InputError : public std::runtime_error {
 public:
  InputError(Location where, std::string key_path, std::string message);

  const Location& where() const { return where_; }
  const std::string& key_path() const { return key_path_; }
  // The message alone, without location and key path.
  const std::string& message() const { return message_; }

 private:
  Location where_;
  std::string key_path_;
  std::string message_;
};

}  // namespace hwsim::io
