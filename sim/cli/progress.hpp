#pragma once
// A one-line progress bar on stderr for sweeps, drawn only when stderr is a terminal (so logs and
// test outputs stay clean and byte-identical between runs).
#include <cstddef>

namespace hwsim::cli {

class Progress {
 public:
  explicit Progress(std::size_t total);
  ~Progress();
  void advance();

 private:
  void draw() const;
  std::size_t total_;
  std::size_t done_ = 0;
  bool enabled_;
};

}  // namespace hwsim::cli
