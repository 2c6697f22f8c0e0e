#include "validate/e2e/read_replay.hpp"

#include <filesystem>

#include "catch.hpp"

using namespace hwsim::validate;

TEST_CASE("compacted replay keeps sizes, order and staging places, half of a region read") {
  // Three reads of 1, 3 and 2 pages from scattered places. Compacted at base 10 pages: each read
  // is followed by a gap of its own size, so they start at 10, 10 + 2*1 = 12 and 12 + 2*3 = 18
  // pages; the region ends with the last read: 18 + 2 = 20 pages, 10 pages long (= 2 * 6 - 2).
  const std::vector<Extent> reads{{900 * kPage, 4 * kPage, kPage},
                                  {40 * kPage, 5 * kPage, 3 * kPage},
                                  {7 * kPage, 0, 2 * kPage}};
  const std::vector<Extent> out = compact_extents(reads, 10 * kPage);
  REQUIRE(out.size() == 3);
  CHECK(out[0].src == 10 * kPage);
  CHECK(out[1].src == 12 * kPage);
  CHECK(out[2].src == 18 * kPage);
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(out[i].bytes == reads[i].bytes);
    CHECK(out[i].dst == reads[i].dst);
  }
  CHECK(compact_region_bytes(reads) == 10 * kPage);
  CHECK(compact_region_bytes({}) == 0);
  CHECK(compact_extents({}, kPage).empty());
}

TEST_CASE("uniform replay: every request of the most frequent size, staged one after another") {
  // Sizes 2, 1, 1, 3 pages: one page is the most frequent (twice). Staging from the first read's
  // place (5 pages): 5, 6, 7, 8.
  const std::vector<Extent> reads{{0, 5 * kPage, 2 * kPage},
                                  {10 * kPage, 7 * kPage, kPage},
                                  {20 * kPage, 8 * kPage, kPage},
                                  {30 * kPage, 9 * kPage, 3 * kPage}};
  const std::vector<Extent> out = uniform_extents(reads);
  REQUIRE(out.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(out[i].bytes == kPage);
    CHECK(out[i].dst == (5 + i) * kPage);
    CHECK(out[i].src == reads[i].src);
  }
  // A tie (one read each of 2 and 1 pages) goes to the smaller size.
  CHECK(uniform_extents({{0, 0, 2 * kPage}, {0, 0, kPage}})[0].bytes == kPage);
  CHECK(uniform_extents({}).empty());
}

TEST_CASE("slotted replay: distinct ascending slots of a region twice the batch") {
  std::vector<Extent> uniform;
  for (std::uint64_t i = 0; i < 50; ++i) uniform.push_back({0, i * 2 * kPage, 2 * kPage});
  std::mt19937_64 rng(9);
  const std::uint64_t base = 6 * kPage;  // a multiple of the 2-page size
  const std::vector<Extent> out = slotted_extents(uniform, base, rng);
  REQUIRE(out.size() == 50);
  CHECK(slotted_region_bytes(uniform) == 200 * kPage);  // 100 slots of 2 pages
  CHECK(slotted_region_bytes({}) == 0);
  for (std::size_t i = 0; i < out.size(); ++i) {
    CHECK(out[i].bytes == 2 * kPage);
    CHECK(out[i].dst == uniform[i].dst);
    CHECK((out[i].src - base) % (2 * kPage) == 0);  // on a slot
    CHECK(out[i].src < base + 100 * 2 * kPage);     // inside the 100-slot region
    if (i > 0) CHECK(out[i].src > out[i - 1].src);  // ascending, so distinct
  }
}

TEST_CASE("a replay reads every recorded batch and reports it per group") {
  const auto dir = std::filesystem::current_path() / "read_replay_test";
  std::filesystem::create_directories(dir);
  const auto path = (dir / "weights.bin").string();
  try {
    ensure_random_file(path, 64 * kPage, 3);
  } catch (const std::runtime_error& e) {
    std::filesystem::remove_all(dir);
    WARN("O_DIRECT not supported here, skipped: " << e.what());
    return;
  }
  {
    const DirectFile file(path);
    WorkerPool pool(2);
    AlignedBuffer staging(16 * kPage);
    ReadReplay replay({"qkv", "o"}, file, pool, staging.data(), 16 * kPage, 5);
    // One token: qkv read twice (two layers: 1 + 2 pages, then 1 page), o never.
    replay.begin_token();
    replay.record(0, {{0, 0, kPage}, {8 * kPage, kPage, 2 * kPage}}, 1.5);
    replay.record(0, {{20 * kPage, 0, kPage}}, 0.5);
    CHECK_THROWS_AS(replay.record(2, {}, 0.0), std::out_of_range);
    replay.replay("flash/teal-50", 3);
    CHECK(replay.case_json("flash/none").is_null());
    const nlohmann::json j = replay.case_json("flash/teal-50");
    REQUIRE(j["groups"].size() == 1);  // o had no reads
    const nlohmann::json& g = j["groups"][0];
    CHECK(g["group"] == "qkv");
    CHECK(g["tokens"] == 1);
    CHECK(g["replays"] == 3);
    CHECK(g["harness_ms_mean"].get<double>() == Approx(2.0));  // 1.5 + 0.5 over both layers
    CHECK(g["requests_per_token"].get<double>() == Approx(3.0));
    // Two one-page reads and one of two pages per token.
    CHECK(g["request_bytes"] == nlohmann::json::parse("[[4096, 2.0], [8192, 1.0]]"));
    CHECK(g["exact_ms_mean"].get<double>() > 0.0);
    CHECK(g["compact_ms_mean"].get<double>() > 0.0);
    CHECK(g["uniform_ms_mean"].get<double>() > 0.0);
    CHECK(g["slots_ms_mean"].get<double>() > 0.0);
    CHECK(g["uniform_bytes_per_token"].get<double>() == Approx(3.0 * kPage));  // 3 one-page reads
    // A batch whose staging places run past the buffer, or whose compacted region would not fit
    // in the 64-page file, is refused when recorded, before anything is read; so is a replay of
    // no times.
    replay.begin_token();
    CHECK_THROWS_AS(replay.record(1, {{0, 16 * kPage, kPage}}, 0.1), std::length_error);
    // (A staging size the buffer does not have: the refusal comes before any read.)
    ReadReplay wide({"qkv"}, file, pool, staging.data(), 1000 * kPage, 5);
    wide.begin_token();
    CHECK_THROWS_AS(wide.record(0, {{0, 0, 40 * kPage}, {0, 40 * kPage, 40 * kPage}}, 0.1),
                    std::length_error);  // compacted: 2 * 80 - 40 = 120 pages
    CHECK_THROWS_AS(replay.replay("flash/teal-25", 0), std::invalid_argument);
  }
  std::filesystem::remove_all(dir);
}
