#include "sim/io/resolved.hpp"

#include <stdexcept>

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
