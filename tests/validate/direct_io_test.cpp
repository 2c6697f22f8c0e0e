#include "validate/common/direct_io.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "catch.hpp"

using namespace hwsim::validate;

namespace {
std::vector<char> slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
}  // namespace

TEST_CASE("O_DIRECT writers produce exactly the bytes asked for") {
  // The test folder sits on a real filesystem; tmpfs would refuse O_DIRECT.
  const auto dir = std::filesystem::current_path() / "direct_io_test";
  std::filesystem::create_directories(dir);
  AlignedBuffer data(3 * kPage);
  for (std::size_t i = 0; i < 3 * kPage; ++i) data.data()[i] = static_cast<std::uint8_t>(i * 7);
  try {
    write_file_direct((dir / "copy.bin").string(), data.data(), 3 * kPage);
  } catch (const std::runtime_error& e) {
    WARN("O_DIRECT not supported here, skipped: " << e.what());
    return;
  }
  const std::vector<char> back = slurp(dir / "copy.bin");
  REQUIRE(back.size() == 3 * kPage);
  CHECK(std::equal(back.begin(), back.end(), reinterpret_cast<const char*>(data.data())));

  // 5000 bytes round up to two pages; a second call finds the file large enough and keeps it.
  const auto random = (dir / "random.bin").string();
  std::filesystem::remove(random);
  CHECK(ensure_random_file(random, 5000, 1));
  CHECK(std::filesystem::file_size(random) == 2 * kPage);
  CHECK_FALSE(ensure_random_file(random, 5000, 2));
  std::filesystem::remove_all(dir);
}
