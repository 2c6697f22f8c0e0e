#pragma once
// The what() of the exception that f throws, so that tests can assert exact error messages.

#include <exception>
#include <string>

template <typename F>
std::string error_text(F&& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "<no exception>";
}
