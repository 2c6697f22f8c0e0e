// `hwsim describe` lists the parameters hwsim reads; `hwsim check` accepts the checked-in examples.
#include <string>

#include "catch.hpp"
#include "cli_harness.hpp"

using hwsim::cli_test::run_hwsim;
using hwsim::cli_test::source_path;

TEST_CASE("describe job lists the job parameters with type, default and help") {
  const auto r = run_hwsim({"describe", "job"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  // Every section whose path starts with "job": the kind selector, train, parallel, overheads and
  // the decode sections.
  for (const char* section :
       {"\njob: A training step", "\njob.parallel: ", "\njob.overheads: ", "\njob.methods[]: "}) {
    CHECK(r.out.find(section) != std::string::npos);
  }
  CHECK(r.out.find("  seq_len: an integer, required, >= 1, <= 1e+15\n") != std::string::npos);
  CHECK(r.out.find("  micro_batch: an integer, default 1, >= 1, <= 1e+15\n") != std::string::npos);
  CHECK(r.out.find("  recompute: one of 'none', 'selective', 'full', default none\n") !=
        std::string::npos);
  // No hardware or model section.
  CHECK(r.out.find("\nhardware") == std::string::npos);
  CHECK(r.out.find("\nmodel") == std::string::npos);
}

TEST_CASE("describe of an unknown section suggests the closest one") {
  const auto r = run_hwsim({"describe", "hardwre"});
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err == "hwsim: error: no section 'hardwre' (did you mean 'hardware'?)\n");
}

TEST_CASE("check accepts the example scenarios and counts their runs") {
  const std::string train = source_path("workloads/scenarios/train-llama3-8b.yaml");
  const auto one = run_hwsim({"check", train});
  CHECK(one.status == 0);
  CHECK(one.out.empty());
  CHECK(one.err == train + ": ok (1 run)\n");

  // 3 models x 5 sequence lengths.
  const std::string figure = source_path("workloads/scenarios/train-source-figure.yaml");
  const auto swept = run_hwsim({"check", figure});
  CHECK(swept.status == 0);
  CHECK(swept.err == figure + ": ok (15 runs)\n");

  const std::string decode = source_path("workloads/scenarios/decode-paper-table3.yaml");
  CHECK(run_hwsim({"check", decode}).status == 0);
}

// Table 3's 10 cases build about 1.5e6 tasks a token (mostly flash reads and their controller
// turns: sim/scenario/work_limit.cpp); 100 tokens are 1.5e8, at the engine's 0.8 M flash-read tasks
// a second about 190 s. One token (the default) takes a few seconds, and check says nothing more.
TEST_CASE("check foresees a run of more than a minute and says how long it takes") {
  const std::string decode = source_path("workloads/scenarios/decode-paper-table3.yaml");
  CHECK(run_hwsim({"check", decode}).err == decode + ": ok (1 run)\n");
  const auto r = run_hwsim({"check", decode, "--set", "job.tokens=100"});
  CHECK(r.status == 0);
  CHECK(r.err == decode + ": ok (1 run)\n" + decode +
                     ": note: the run simulates at least 1.5e+08 tasks, about 3 minutes on one "
                     "core (-j runs sweep points and a point's cases on more cores; fewer tokens, "
                     "layers or points shorten it)\n");
}

TEST_CASE("check --resolved prints every value, defaults included, and --set reaches it") {
  const std::string train = source_path("workloads/scenarios/train-llama3-8b.yaml");
  const auto r = run_hwsim({"check", train, "--resolved", "--set", "job.seq_len=8192"});
  CHECK(r.status == 0);
  CHECK(r.out.rfind("---\n", 0) == 0);
  CHECK(r.out.find("seq_len: 8192") != std::string::npos);
  CHECK(r.out.find("seq_len: 4096") == std::string::npos);
}
