#include "sim/io/input_error.hpp"

#include <utility>

namespace hwsim::io {
namespace {

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
    : std::runtime_error(compose(where, key_path, message)),
      where_(std::move(where)),
      key_path_(std::move(key_path)),
      message_(std::move(message)) {}

}  // namespace hwsim::io
