#include "validate/common/direct_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <stdexcept>
#include <utility>

namespace hwsim::validate {
namespace {

[[noreturn]] void throw_errno(const std::string& what, const std::string& path) {
  throw std::runtime_error(what + " '" + path + "': " + std::strerror(errno));
}

}  // namespace

AlignedBuffer::AlignedBuffer(std::size_t bytes, std::size_t align) : size_(bytes) {
  void* p = nullptr;
  if (posix_memalign(&p, align, std::max<std::size_t>(bytes, 1)) != 0)
    throw std::runtime_error("posix_memalign failed for " + std::to_string(bytes) + " bytes");
  data_ = static_cast<std::uint8_t*>(p);
  std::memset(data_, 0, bytes);
}

AlignedBuffer::~AlignedBuffer() { std::free(data_); }

AlignedBuffer::AlignedBuffer(AlignedBuffer&& o) noexcept
    : data_(std::exchange(o.data_, nullptr)), size_(std::exchange(o.size_, 0)) {}

AlignedBuffer& AlignedBuffer::operator=(AlignedBuffer&& o) noexcept {
  if (this != &o) {
    std::free(data_);
    data_ = std::exchange(o.data_, nullptr);
    size_ = std::exchange(o.size_, 0);
  }
  return *this;
}

DirectFile::DirectFile(const std::string& path) : path_(path) {
  fd_ = ::open(path.c_str(), O_RDONLY | O_DIRECT);
  if (fd_ < 0) throw_errno("cannot open with O_DIRECT", path);
  struct stat st {};
  if (::fstat(fd_, &st) != 0) throw_errno("fstat failed on", path);
  size_ = static_cast<std::uint64_t>(st.st_size);
}

DirectFile::~DirectFile() {
  if (fd_ >= 0) ::close(fd_);
}

void pread_exact(int fd, void* dst, std::uint64_t bytes, std::uint64_t offset) {
  auto* p = static_cast<std::uint8_t*>(dst);
  while (bytes > 0) {
    const ssize_t got = ::pread(fd, p, bytes, static_cast<off_t>(offset));
    if (got < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("pread of " + std::to_string(bytes) + " bytes at offset " +
                               std::to_string(offset) + " failed: " + std::strerror(errno));
    }
    if (got == 0) {
      throw std::runtime_error("pread hit end of file at offset " + std::to_string(offset));
    }
    p += got;
    bytes -= static_cast<std::uint64_t>(got);
    offset += static_cast<std::uint64_t>(got);
  }
}

namespace {

// Creates `path` with O_DIRECT and writes `bytes` of it in pieces of at most kPiece bytes: `piece`
// returns the page-aligned source of the piece at `offset`; then fsync. Closes the file on every
// path.
constexpr std::uint64_t kPiece = 8ull << 20;
void write_pieces(const std::string& path, std::uint64_t bytes,
                  const std::function<const void*(std::uint64_t offset)>& piece) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_DIRECT, 0644);
  if (fd < 0) throw_errno("cannot create with O_DIRECT", path);
  for (std::uint64_t off = 0; off < bytes;) {
    const std::uint64_t n = std::min(kPiece, bytes - off);
    const ssize_t put = ::pwrite(fd, piece(off), n, static_cast<off_t>(off));
    if (put < 0) {
      if (errno == EINTR) continue;
      const int saved = errno;
      ::close(fd);
      errno = saved;
      throw_errno("O_DIRECT write failed on", path);
    }
    off += static_cast<std::uint64_t>(put);
  }
  if (::fsync(fd) != 0) {
    ::close(fd);
    throw_errno("fsync failed on", path);
  }
  ::close(fd);
}

}  // namespace

void write_file_direct(const std::string& path, const void* data, std::uint64_t bytes) {
  if (bytes % kPage != 0 || reinterpret_cast<std::uintptr_t>(data) % kPage != 0)
    throw std::invalid_argument("write_file_direct: data and size must be page aligned");
  const auto* p = static_cast<const std::uint8_t*>(data);
  write_pieces(path, bytes, [p](std::uint64_t offset) { return p + offset; });
}

bool ensure_random_file(const std::string& path, std::uint64_t bytes, std::uint64_t seed) {
  bytes = round_up(bytes, kPage);
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && static_cast<std::uint64_t>(st.st_size) >= bytes)
    return false;
  AlignedBuffer buf(kPiece);
  std::mt19937_64 rng(seed);
  auto* words = reinterpret_cast<std::uint64_t*>(buf.data());
  // Each piece gets fresh random words (a retried piece after EINTR gets new ones: any random
  // content will do).
  write_pieces(path, bytes, [&](std::uint64_t) -> const void* {
    for (std::size_t i = 0; i < kPiece / 8; ++i) words[i] = rng();
    return buf.data();
  });
  return true;
}

}  // namespace hwsim::validate
