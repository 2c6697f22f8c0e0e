// O_DIRECT file access: reads and writes that bypass the page cache, so that repeated reads measure
// the device, not memory. O_DIRECT needs the buffer address, the file offset and the length to be
// multiples of the logical block size; everything here uses 4 KiB (kPage).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace hwsim::validate {

inline constexpr std::uint64_t kPage = 4096;

inline std::uint64_t round_up(std::uint64_t v, std::uint64_t a) { return (v + a - 1) / a * a; }

// Heap buffer aligned to `align` bytes (default one page), zero-filled.
class AlignedBuffer {
 public:
  AlignedBuffer() = default;
  explicit AlignedBuffer(std::size_t bytes, std::size_t align = kPage);
  ~AlignedBuffer();
  AlignedBuffer(AlignedBuffer&& o) noexcept;
  AlignedBuffer& operator=(AlignedBuffer&& o) noexcept;
  AlignedBuffer(const AlignedBuffer&) = delete;
  AlignedBuffer& operator=(const AlignedBuffer&) = delete;
  std::uint8_t* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
};

// A file opened read-only with O_DIRECT. Throws if the file system refuses O_DIRECT.
class DirectFile {
 public:
  explicit DirectFile(const std::string& path);
  ~DirectFile();
  DirectFile(const DirectFile&) = delete;
  DirectFile& operator=(const DirectFile&) = delete;
  int fd() const { return fd_; }
  std::uint64_t size() const { return size_; }
  const std::string& path() const { return path_; }

 private:
  int fd_ = -1;
  std::uint64_t size_ = 0;
  std::string path_;
};

// Reads exactly `bytes` at `offset` (retrying short reads); throws on error or end of file.
void pread_exact(int fd, void* dst, std::uint64_t bytes, std::uint64_t offset);

// Writes `bytes` (a multiple of kPage) from page-aligned `data` to a new file with O_DIRECT, then
// fsyncs. Replaces any existing file.
void write_file_direct(const std::string& path, const void* data, std::uint64_t bytes);

// Creates `path` with `bytes` (rounded up to kPage) of pseudo-random data using O_DIRECT writes,
// unless it already exists with at least that size. Returns true if it was (re)written.
bool ensure_random_file(const std::string& path, std::uint64_t bytes, std::uint64_t seed);

}  // namespace hwsim::validate
