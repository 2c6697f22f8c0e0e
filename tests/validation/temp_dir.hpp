// A scratch folder for the calibrate tests that write files: named after the test and this
// process's id, so two test runs on one machine never share it.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace hwsim::test {

// <system temp folder>/hwsim_<tag>_<pid>, removed and created empty; the caller removes it.
inline std::filesystem::path fresh_temp_dir(const std::string& tag) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("hwsim_" + tag + "_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace hwsim::test
