#pragma once
// Output files that are either complete or absent, and output folders used by one run at a time.
#include <filesystem>
#include <string>

namespace hwsim::io {

// Writes text to `path` through a temporary file in the same folder, renamed over `path` once
// every byte is written and the file is closed, so a reader (or a crash) never sees half a file.
// Throws std::runtime_error ("cannot write PATH: <reason>") on any write, close or rename error;
// the temporary is removed then. A path that is a device or FIFO (/dev/stdout, a pipe) is written
// in place, with the same errors: there is no file to replace, and a rename would replace the
// device node.
void write_file_atomically(const std::filesystem::path& path, const std::string& text);

// An exclusive advisory lock (flock) on the folder itself, held while the object lives: two runs
// writing one output folder would interleave and lose rows. Throws std::runtime_error naming the
// folder when another run holds it ("output folder out/x is in use by another hwsim run; ..."), or
// when it cannot be opened.
class FolderLock {
 public:
  explicit FolderLock(const std::filesystem::path& folder);
  ~FolderLock();
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace hwsim::io
