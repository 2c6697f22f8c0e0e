#pragma once
// Where a piece of input came from, for error messages.

#include <string>

namespace hwsim::io {

// A position in an input. line and column are 1-based; line 0 means the position inside the file is
// unknown (the error is about the file as a whole). file is the name shown to the user: a path as
// given, or a display name such as "<--set job.batch=8>".
struct Location {
  std::string file;
  int line = 0;
  int column = 0;
};

}  // namespace hwsim::io
