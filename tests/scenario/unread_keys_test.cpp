// A sweep over a key that its job never reads is refused (sim/scenario/unread_keys.cpp). Each
// refusal is checked against the simulation itself: the same key set to another value with --set
// (which is not refused) must leave every output byte unchanged on the job that refuses the sweep,
// and must move some output on a job that reads it, whose sweep is accepted.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "scenario/fingerprint.hpp"

using hwsim::testing::fingerprint;

namespace {

const std::string kRoot = HWSIM_SOURCE_DIR;

struct Key {
  std::string path, value;  // a hardware key and a value other than the profile's
};

std::string head() {
  return "hardware: " + kRoot + "/hw_profiles/rtx4090-workstation.yaml\nmodel: " + kRoot +
         "/workloads/models/llama-3.1-8b.yaml\n";
}

// Weights in pinned CPU memory, copied directly, dense methods only: no flash, no pageable copy,
// no gather, no selection.
const std::string kPlainDecode =
    "job:\n  kind: decode\n  placement: [cpu]\n  layers: 2\n  cpu_fetch: direct\n"
    "  methods:\n    - {name: dense, format: bf16}\n    - {name: dense, format: q4_k_m}\n";
// Every way of fetching: flash reads, a direct copy from pageable memory (dense), CPU gathers and
// a top-k selection (teal under gather_sparse).
const std::string kEveryFetch =
    "job:\n  kind: decode\n  placement: [cpu, flash, pageable]\n  layers: 2\n"
    "  cpu_fetch: gather_sparse\n"
    "  methods:\n    - {name: dense, format: bf16}\n    - {name: teal, budget: 50%}\n";
const std::string kTrain =
    "job:\n  kind: train\n  micro_batch: 1\n  global_batch: 4\n  seq_len: 2048\n";

const std::vector<Key> kDecodeKeys = {
    {"hardware.storage.ssd_count", "2"},
    {"hardware.storage.read_latency", "10 us"},
    {"hardware.pcie.h2d_pageable", "5 GB/s"},
    {"hardware.host.copy_bandwidth_per_thread", "0.3 GB/s"},
    {"hardware.host.gather_overhead_per_column", "500 ns"},
    {"hardware.host.threads", "2"},
    {"hardware.host.dram_bandwidth", "5 GB/s"},
    {"hardware.gpu.topk_fixed_time", "200 us"},
    {"hardware.gpu.topk_time_per_element", "5 ns"},
};
const std::vector<Key> kTrainUnread = {
    {"hardware.pcie.latency", "10 us"},  {"hardware.host.memory", "32 GiB"},
    {"hardware.storage.ssd_count", "2"}, {"hardware.gpu.kernel_launch_overhead", "8 us"},
    {"hardware.gpu.copy_engines", "3"},  {"hardware.gpu.flops_fp32", "40 TFLOP/s"},
};
// A key the step's tables show (the time of its peak moves with the FLOP rate).
const std::vector<Key> kTrainRead = {
    {"hardware.gpu.flops_bf16", "80 TFLOP/s"},
};

std::filesystem::path write(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / "hwsim-unread-keys-test";
  std::filesystem::create_directories(dir);
  const auto file = dir / name;
  std::ofstream(file) << text;
  return file;
}

std::filesystem::path sweep_of(const std::string& job, const Key& key,
                               const std::string& top = head()) {
  return write("sweep.yaml", top + job + "sweep:\n  " + key.path + ": [" + key.value + "]\n");
}

// The key is unread by `job` (under `top`'s hardware and model): another value changes no byte,
// and a sweep over it is refused.
void check_unread(const std::string& job, const Key& key, const std::string& reason,
                  const std::string& top = head()) {
  INFO(job << key.path);
  const auto plain = write("plain.yaml", top + job);
  const std::string base = fingerprint(plain);
  REQUIRE(base.rfind("refused", 0) != 0);
  CHECK(fingerprint(plain, key.path + "=" + key.value) == base);
  const std::string swept = fingerprint(sweep_of(job, key, top));
  CHECK(swept.find("refused: ") == 0);
  CHECK(swept.find("sweep." + key.path + ": swept key '" + key.path + "' " + reason) !=
        std::string::npos);
  CHECK(swept.find("every point's rows would be labelled with a value that was not simulated") !=
        std::string::npos);
}

// The key is read by `job`: another value moves some output, and a sweep over it runs.
void check_read(const std::string& job, const Key& key) {
  INFO(job << key.path);
  const auto plain = write("plain.yaml", head() + job);
  const std::string base = fingerprint(plain);
  REQUIRE(base.rfind("refused", 0) != 0);
  CHECK(fingerprint(plain, key.path + "=" + key.value) != base);
  CHECK(fingerprint(sweep_of(job, key)).rfind("refused", 0) != 0);
}

}  // namespace

TEST_CASE("a decode job's sweep over a key of a fetch it does not use is refused") {
  const std::vector<std::string> reasons = {
      "applies to flash reads, and no case of this job reads flash",
      "applies to flash reads",
      "applies to copies from pageable host memory, and this job has none (staging pinned, no "
      "placement pageable)",
      "applies to CPU gathers, and no case of this job gathers",
      "applies to CPU gathers",
      "applies to CPU gathers",
      "applies to CPU gathers",
      "applies to the column selection of teal and spax methods, and this job has dense methods "
      "only",
      "applies to the column selection"};
  REQUIRE(reasons.size() == kDecodeKeys.size());
  for (std::size_t i = 0; i < kDecodeKeys.size(); ++i)
    check_unread(kPlainDecode, kDecodeKeys[i], reasons[i]);
}

TEST_CASE("the same keys are read, and swept, when some case uses their fetch") {
  for (const Key& key : kDecodeKeys) check_read(kEveryFetch, key);
}

TEST_CASE("the costs of the harness's host-synchronised token are unread by every decode job") {
  // kEveryFetch copies, gathers and reads flash, and still syncs after no copy: only hwsim validate
  // builds the host-synchronised token (sim/validation, TokenOptions::host_syncs).
  for (const Key& key : {Key{"hardware.pcie.h2d_sync_overhead", "20 us"},
                         Key{"hardware.host.dispatch_overhead", "30 us"}}) {
    for (const std::string& job : {kPlainDecode, kEveryFetch})
      check_unread(job, key,
                   "applies to the host-synchronised decode that hwsim validate predicts");
  }
}

namespace {

// For each batch and row of the sixth H200 session's profile (gemm_kernels at batch 2, 3, 4, 6 and
// 8) under `top`: the sweep of the row is refused exactly when another value of it changes no
// output byte, and `read(batch, row)` says which rows are read.
void check_gemm_rows(const std::string& top, const std::string& job_head,
                     const std::vector<int>& batches, bool (*read)(int batch, int row)) {
  for (const int batch : batches) {
    const std::string job = job_head + "  batch: " + std::to_string(batch) + "\n";
    const auto plain = write("plain.yaml", top + job);
    const std::string base = fingerprint(plain);
    REQUIRE(base.rfind("refused", 0) != 0);
    for (int row = 0; row < 5; ++row) {
      const Key key{"hardware.gpu.gemm_kernels[" + std::to_string(row) + "].bandwidth", "0.1 TB/s"};
      INFO("batch " << batch << ", " << key.path);
      CHECK((fingerprint(plain, key.path + "=" + key.value) == base) == !read(batch, row));
      const std::string swept = fingerprint(sweep_of(job, key, top));
      CHECK((swept.rfind("refused: ", 0) == 0) == !read(batch, row));
    }
  }
}

std::string session_6_top(const std::string& model) {
  return "hardware: " + kRoot +
         "/validate/results/2026-12-02-h200-session-6/profile.yaml\nmodel: " + kRoot +
         "/workloads/models/" + model + "\n";
}

}  // namespace

TEST_CASE("a row of gpu.gemm_kernels is swept only by a job whose batch reads it") {
  // A dense model: batch 4 reads row 2 alone, batch 5 rows 2 and 3 (between 4 and 6), batch 16
  // the last row; batch 1 reads none. A q4_k_m job reads them through its dense bf16 baseline.
  const auto dense_rows = [](int batch, int row) {
    return (batch == 4 && row == 2) || (batch == 5 && (row == 2 || row == 3)) ||
           (batch == 16 && row == 4);
  };
  for (const char* format : {"bf16", "q4_k_m"}) {
    check_gemm_rows(session_6_top("llama-3.1-8b.yaml"),
                    "job:\n  kind: decode\n  placement: [cpu]\n  layers: 2\n  methods:\n    - "
                    "{name: dense, format: " +
                        std::string(format) + "}\n",
                    {1, 4, 5, 16}, dense_rows);
  }
  // Routed experts (heldout-moe: 8 experts, top-2): at batch 16 the 32 (sequence, expert) pairs
  // spread over at most 8 experts, so an expert's GEMM sees 4 to 16 sequences: rows 2 to 4.
  check_gemm_rows(session_6_top("heldout-moe.yaml"),
                  "job:\n  kind: decode\n  placement: [cpu]\n  experts: {routing: uniform}\n"
                  "  methods:\n    - {name: dense, format: bf16}\n",
                  {16}, [](int, int row) { return row >= 2; });
}

TEST_CASE("a measured read-latency grid replaces the datasheet's read rates") {
  // A calibrated profile: every flash read takes its time from the grid, with no controller turn
  // (read_iops) and no flow over the SSD link (seq_read_bandwidth).
  const std::string top =
      "hardware: " + kRoot +
      "/validate/results/2026-12-01-h200-session-2/profile.yaml\nmodel: " + kRoot +
      "/workloads/models/llama-3.1-8b.yaml\n";
  const std::string job =
      "job:\n  kind: decode\n  placement: [flash]\n  layers: 1\n"
      "  methods:\n    - {name: dense, format: bf16}\n    - {name: teal, budget: 50%}\n";
  for (const Key& key : {Key{"hardware.storage.read_iops", "1000"},
                         Key{"hardware.storage.seq_read_bandwidth", "0.5 GB/s"}})
    check_unread(job, key, "is replaced by the measured hardware.storage.read_latencies grid", top);
  // Without the grid the same keys move the flash times (the shipped profile of head()).
  check_read(job, {"hardware.storage.read_iops", "1000"});
  check_read(job, {"hardware.storage.seq_read_bandwidth", "0.5 GB/s"});
}

TEST_CASE("staging: pageable reads pcie.h2d_pageable for every copy") {
  check_read(kPlainDecode + "  staging: pageable\n", {"hardware.pcie.h2d_pageable", "5 GB/s"});
}

TEST_CASE("a training job's sweep over a hardware key outside its reads is refused") {
  for (const Key& key : kTrainUnread) {
    check_unread(kTrain, key,
                 key.path == "hardware.gpu.flops_fp32"
                     ? "is not read by this training job, whose activations are not fp32"
                     : "is not read by a training job, which reads hardware.gpu.memory, "
                       "hbm_bandwidth and the FLOP rate of its activation dtype");
  }
  for (const Key& key : kTrainRead) check_read(kTrain, key);
  // The HBM rate times the optimizer step, after the peak: no table moves, the sweep still runs.
  CHECK(fingerprint(sweep_of(kTrain, {"hardware.gpu.hbm_bandwidth", "500 GB/s"}))
            .rfind("refused", 0) != 0);
  check_read(kTrain + "  precision: fp32\n", {"hardware.gpu.flops_fp32", "40 TFLOP/s"});
}

TEST_CASE("a resident budget is unread under config ALL, which keeps no group on the GPU") {
  check_unread(kEveryFetch, {"job.resident_budget", "false"},
               "applies to GPU-resident groups, and config ALL offloads every group");
  // Under CA the attention projections stay on the GPU, and the budget thins them.
  const std::string ca =
      "job:\n  kind: decode\n  config: CA\n  placement: [cpu]\n  layers: 2\n"
      "  methods:\n    - {name: teal, budget: 50%}\n";
  check_read(ca, {"job.resident_budget", "false"});
}

TEST_CASE("gather_sparse with dense methods only gathers nothing: its gather keys are unread") {
  const std::string dense_sparse_fetch =
      "job:\n  kind: decode\n  placement: [cpu]\n  layers: 2\n  cpu_fetch: gather_sparse\n"
      "  methods:\n    - {name: dense, format: bf16}\n    - {name: dense, format: q4_k_m}\n";
  check_unread(dense_sparse_fetch, {"hardware.host.threads", "2"},
               "applies to CPU gathers, and no case of this job gathers");
  check_unread(dense_sparse_fetch, {"hardware.host.gather_overhead_per_column", "500 ns"},
               "applies to CPU gathers, and no case of this job gathers");
  check_unread(dense_sparse_fetch, {"job.threads", "2"},
               "sets the gathering threads, and no case of this job gathers");
}

TEST_CASE("the seed is unread by dense methods without experts, and read by a selection") {
  check_unread(
      kPlainDecode, {"job.seed", "7"},
      "draws the sparse selections and the experts' routes, and this job has dense methods "
      "only and no experts");
  check_read(kEveryFetch, {"job.seed", "7"});  // teal's flash selection and sparse gathers
}
