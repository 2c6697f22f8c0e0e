#include "sim/io/resolved.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "catch.hpp"

using hwsim::io::Resolved;

TEST_CASE("resolved output nests paths in first-recorded order") {
  Resolved r;
  r.record("job.batch", "8");
  r.record("hardware.gpu.memory", "141 GB");
  r.record("layers[1].heads", "32");
  r.record("job.kind", "train");
  r.record("hardware.name", "needs: quoting");
  r.record("job.batch", "16");  // replaced in place
  CHECK(r.to_yaml() ==
        "job:\n"
        "  batch: 16\n"
        "  kind: train\n"
        "hardware:\n"
        "  gpu:\n"
        "    memory: 141 GB\n"
        "  name: \"needs: quoting\"\n"
        "layers:\n"
        "  - ~\n"
        "  - heads: 32\n");
  CHECK(Resolved().to_yaml() == "{}\n");
  Resolved clash;
  clash.record("a", "1");
  clash.record("a.b", "2");
  CHECK_THROWS_AS(clash.to_yaml(), std::logic_error);
}

TEST_CASE("the block writer gives yaml-cpp's emitter's bytes on any nesting and any scalar") {
  // 2,000 random record sets: paths of up to four segments, map keys and list indices mixed (a
  // list index past the recorded ones leaves nulls; a path used as both value and map, in about a
  // third of the sets, must throw), values and keys drawn from scalars yaml-cpp quotes, escapes or
  // writes plain, and a key too long for one line (yaml-cpp writes it as "? key"; the writer then
  // hands the document to yaml-cpp).
  const std::vector<std::string> scalars = {"8",
                                            "141 GB",
                                            "needs: quoting",
                                            "-",
                                            "",
                                            " lead",
                                            "trail ",
                                            "a#b",
                                            "a #b",
                                            "#x",
                                            "~",
                                            "null",
                                            "true",
                                            "yes",
                                            "[1, 2]",
                                            "{a: 1}",
                                            "'q'",
                                            "\"dq\"",
                                            "multi\nline",
                                            "tab\there",
                                            "caf\xc3\xa9",
                                            "*alias",
                                            "&anchor",
                                            "!tag",
                                            "%dir",
                                            "@at",
                                            "`tick",
                                            "? q",
                                            "- dash",
                                            "1e3",
                                            "0x1F",
                                            "12:30",
                                            "a,b",
                                            "a: ",
                                            std::string(120, 'x'),
                                            "back\\slash",
                                            "\x01"
                                            "ctl"};
  std::uint64_t state = 7;
  const auto next = [&](std::uint64_t n) {  // a fixed LCG (Knuth's MMIX constants)
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % n;
  };
  const std::vector<std::string> keys = {
      "a", "b", "job", "needs: q", "-", "x y", "~", "1", std::string(1100, 'k')};
  int compared = 0;
  for (int set = 0; set < 2000; ++set) {
    Resolved r;
    const std::uint64_t records = 1 + next(12);
    for (std::uint64_t i = 0; i < records; ++i) {
      std::string path = keys[next(keys.size())];
      const std::uint64_t depth = next(4);
      for (std::uint64_t d = 0; d < depth; ++d) {
        path += next(3) == 0 ? "[" + std::to_string(next(3)) + "]" : "." + keys[next(keys.size())];
      }
      r.record(path, scalars[next(scalars.size())]);
    }
    std::string expected;
    try {
      expected = r.to_yaml_through_emitter();
    } catch (const std::logic_error&) {
      CHECK_THROWS_AS(r.to_yaml(), std::logic_error);
      continue;
    }
    CHECK(r.to_yaml() == expected);
    ++compared;
  }
  CHECK(compared > 500);
}

TEST_CASE("the block writer matches the emitter past its memo's bound and on long values") {
  // 5,000 distinct values (past the 4,096 scalars a thread keeps, so the memo is cleared on the
  // way), a value of 1,500 characters (kept) and one of 300,000 (beyond a quarter of the memo's
  // 1 MiB, not kept), both of which yaml-cpp writes on one line; the document twice, the second
  // time from the memo.
  Resolved r;
  for (int i = 0; i < 5000; ++i)
    r.record("points[" + std::to_string(i) + "]", "v" + std::to_string(i));
  r.record("long", std::string(1500, 'y'));
  r.record("longer", std::string(300'000, 'z'));
  const std::string expected = r.to_yaml_through_emitter();
  CHECK(r.to_yaml() == expected);
  CHECK(r.to_yaml() == expected);
  CHECK(r.to_yaml().find("  - v4999\n") != std::string::npos);
}
