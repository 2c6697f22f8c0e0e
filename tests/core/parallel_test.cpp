#include "sim/core/parallel.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "catch.hpp"

using hwsim::parallel_for;

TEST_CASE("parallel_for runs every job once and the results land by index") {
  for (int threads : {1, 2, 7}) {
    std::vector<int> out(100, -1);
    parallel_for(out.size(), threads, [&](std::size_t i) { out[i] = static_cast<int>(i * i); });
    for (std::size_t i = 0; i < out.size(); ++i) CHECK(out[i] == static_cast<int>(i * i));
  }
}

TEST_CASE("parallel_for rethrows the error of the lowest failing index") {
  // Jobs 3 and 5 fail; whatever the interleaving, job 3 was taken before job 5, and a serial run
  // would stop at 3 as well.
  for (int threads : {1, 4}) {
    try {
      parallel_for(10, threads, [](std::size_t i) {
        if (i == 3 || i == 5) throw std::runtime_error("job " + std::to_string(i));
      });
      FAIL("no exception");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "job 3");
    }
  }
}
