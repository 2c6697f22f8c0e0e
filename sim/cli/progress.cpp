#include "sim/cli/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace hwsim::cli {

Progress::Progress(std::size_t total) : total_(total), enabled_(total > 1 && isatty(2) == 1) {
  draw();
}

Progress::~Progress() {
  if (enabled_) std::fputs("\r\033[K", stderr);  // erase the bar line
}

void Progress::advance() {
  ++done_;
  draw();
}

void Progress::draw() const {
  if (!enabled_) return;
  constexpr std::size_t kWidth = 40;
  const std::size_t filled = total_ ? done_ * kWidth / total_ : kWidth;
  char bar[kWidth + 1];
  for (std::size_t i = 0; i < kWidth; ++i) bar[i] = i < filled ? '#' : '.';
  bar[kWidth] = '\0';
  std::fprintf(stderr, "\r[%s] %zu/%zu sweep points", bar, done_, total_);
  std::fflush(stderr);
}

}  // namespace hwsim::cli
