#pragma once
// Calls the hwsim command line in-process and captures what it prints, and makes scratch folders
// that are removed when the test ends.
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "sim/cli/app.hpp"

namespace hwsim::cli_test {

struct CliResult {
  int status = -1;
  std::string out;
  std::string err;
};

inline CliResult run_hwsim(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  CliResult result;
  result.status = hwsim::cli::run_cli(args, out, err);
  result.out = out.str();
  result.err = err.str();
  return result;
}

// A checked-in file, by its path from the repository root.
inline std::string source_path(const std::string& relative) {
  return std::string(HWSIM_SOURCE_DIR) + "/" + relative;
}

// A fresh, empty folder under the system temp folder; removed with everything in it on destruction.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& tag) {
    static std::atomic<int> counter{0};
    path_ =
        std::filesystem::temp_directory_path() / ("hwsim_cli_test_" + std::to_string(::getpid()) +
                                                  "_" + tag + "_" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace hwsim::cli_test
