// Public API of the GPU validation suite (library hwsim_validate_cuda). Plain C++: no CUDA types,
// so the hwsim CLI and the hwsim-gpubench tool can call it. Every function throws
// std::runtime_error with the failing CUDA call or system call named when something goes wrong.
// JSON schemas: validate/README.md.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "validate/e2e/decode_plan.hpp"
#include "validate/micro/ssd_batch_grid.hpp"

namespace hwsim::validate {

// The O_DIRECT grid of the batch-read benchmark, shared by calibration (MicrobenchOptions) and by
// the end-to-end harness's storage probe (DecodeE2EOptions), so that a probe replaces a profile's
// latency tables point for point.
inline const std::vector<int> kSsdRequestKib{4, 16, 64, 256, 1024, 4096};
inline const std::vector<int> kSsdSeqRequestKib{1024, 4096};
inline const std::vector<int> kSsdQueueDepths{1, 2, 4, 8, 16, 32};

// The gather benchmarks' idle time before every call (MicrobenchOptions::gather_pause_us), shared
// with the harness's host probe so that the probe repeats the calibration's points.
inline constexpr double kGatherPauseUs = 0;

// Bytes per gather call (MiB) and per bundle (KiB) of the gather benchmark and of the host probe,
// which repeats the calibration's points. One call is one matrix group of a decode (the harness's
// groups gather 7-176 MB a call); a staging buffer that the last-level cache holds is written
// faster than one it does not, so the rate falls with the call size, and hwsim interpolates it
// in log size between these points. With none between 32 and 256 MiB, where most of the
// harness's groups lie, the dev set's gate_up gathers were predicted 8% fast at 47 MB, 5% at
// 94 MB and 2% slow at 176 MB (means over twelve sessions, calibration only). Measured finer on
// an H100 host, the rate peaks at 16 MiB calls and falls to about 96 MiB
// (validate/results/2026-12-07-h100-gather-grid). Bundles: a decode merges adjacent selected
// columns into one copy, so copies reach twice the largest column (gate_up's 56 KiB) and beyond.
inline const std::vector<int> kGatherCallMib{2, 8, 16, 32, 48, 64, 96, 128, 256};
inline const std::vector<int> kGatherBundleKib{2, 4, 8, 12, 16, 32, 56, 64, 128};

struct MicrobenchOptions {
  bool copies = true;   // H2D/D2H pinned and pageable, D2D, read-only kernel, launch overhead
  bool gather = true;   // CPU multithreaded bundle gather into pinned memory
  bool ssd = true;      // O_DIRECT reads through a pool of pread workers
  bool kernels = true;  // GEMV and top-k kernel throughput
  std::uint64_t max_copy_bytes = 1ull << 30;  // largest copy size (>= 1 GiB for the full sweep)
  // Host-synchronised H2D copies (sync_copy_bench.cpp): copy sizes, from the harness's sparse
  // staging copies (1-30 MiB) to its dense groups (33-235 MB), and the pinned source they walk,
  // as large as the harness's weight image (13.0 GB for 8 layers of each model set: 8 GiB holds
  // the layers of one set).
  std::vector<int> sync_copy_mib{1, 4, 16, 64, 256};
  std::uint64_t sync_copy_source_bytes = 8ull << 30;
  std::vector<int> gather_threads{1, 2, 4, 8, 16};
  // Bytes per bundle (kGatherBundleKib); 2 and 4 KiB: the size regime of the SpAx middle-tier
  // bundles (1.5-10.7 KiB at b = 3).
  std::vector<int> gather_bundle_kib = kGatherBundleKib;
  // Pinned host array the bundles come from, as large as the weights a decode gathers from:
  // 16 GiB holds Llama-3.1-8B's bf16 weights (16.1 GB) and the end-to-end harness's image (8
  // layers of each model set: 13.0 GB). A gather pays a page walk per bundle (pinned memory has
  // 4 KiB pages), so a source within the caches' reach gathers faster (NOTES.md: 78 vs 47 GB/s
  // for 512 MiB vs 2 GiB); from 6 GiB on the size moved the rates by under 3% on the H200 machine
  // (validate/results/2026-12-01-h200-session-3). The staged-copy benchmark gathers from a
  // pinned source of this size too.
  std::uint64_t gather_source_bytes = 16ull << 30;
  // Bytes gathered per call (kGatherCallMib); each call writes the same staging buffer from its
  // start, as the harness does. Small calls are repeated until at least gather_bytes have moved.
  std::vector<int> gather_call_mib = kGatherCallMib;
  std::uint64_t gather_bytes = 256ull << 20;  // least bytes gathered per point
  // How long the gather threads wait before every call, the caller busy meanwhile. A decoder
  // gathers a matrix group between GPU phases of its own (the previous group's copy and kernels,
  // this group's selection: 0.1-5 ms in the harness), so its threads start each gather from idle;
  // 0 times calls back to back.
  double gather_pause_us = kGatherPauseUs;
  std::string ssd_file = "hwsim_ssd_bench.dat";  // created with O_DIRECT writes if absent/small
  std::uint64_t ssd_file_bytes = 2ull << 30;
  std::vector<int> ssd_request_kib = kSsdRequestKib;
  std::vector<int> ssd_queue_depths = kSsdQueueDepths;
  double ssd_seconds_per_point = 0.25;  // wall time spent reading at each (size, depth, pattern)
  // Sequential passes over a freshly written file of the end-to-end flash file's size regime (2
  // layers of the Llama-3.1-8B-shaped image: 1.45 GB).
  bool ssd_seq = true;
  std::string ssd_seq_file = "hwsim_ssd_seq_bench.dat";
  std::uint64_t ssd_seq_file_bytes = 1536ull << 20;
  std::vector<int> ssd_seq_request_kib = kSsdSeqRequestKib;
  std::vector<int> ssd_seq_queue_depths{1, 2, 4, 8, 16, 32};
  // Batches of reads into pinned staging over the same file, the harness's flash patterns: sparse
  // (sorted random slots, none adjacent by default) at every (ssd_request_kib, ssd_queue_depths)
  // point, contiguous at every (ssd_seq_request_kib, ssd_queue_depths) point; each point measured
  // for ssd_batch_seconds_per_point in all, in ssd_batch_rounds slices (one per pass over the
  // points).
  bool ssd_batch = true;
  // Fractions of its region's slots a sparse batch reads; the profile is fitted from the points
  // at 1/2 (other densities are measured for comparison).
  std::vector<double> ssd_batch_densities{kDefaultSparseDensity};
  // Where a sparse batch's region starts: "request" (a multiple of the request size; the profile
  // is fitted from these) and/or "page" (any page, as the harness's weight regions).
  std::vector<std::string> ssd_batch_alignments{kDefaultSparseAlignment};
  std::vector<double> ssd_batch_pauses_us{0};  // idle after every batch; 0 is fitted
  // How a sparse batch picks its slots: "separated" (no two reads adjacent, as the harness's
  // merged requests; fitted) and/or "any" (adjacent reads allowed; ssd_batch_grid.hpp).
  std::vector<std::string> ssd_batch_slot_choices{kDefaultSlotChoice};
  double ssd_batch_seconds_per_point = 0.5;
  int ssd_batch_rounds = 4;
  // Host planning of sparse transfers (the harness's plan_bundle_transfers).
  bool plan = true;
  std::uint64_t plan_max_extent_bytes = 1ull << 20;  // the harness's max_request_bytes
  // H2D of pinned staging right after a CPU gather into it.
  bool staged_copy = true;
  int staged_copy_threads = 8;  // the harness's gather_threads
  std::vector<int> staged_copy_bundle_kib{8, 56};
  std::vector<int> staged_copy_mib{2, 4, 8, 16, 32, 64, 192};
  // Passes over the points, 3 copies of each per pass. Copies of 2-16 MiB right after a gather
  // vary from copy to copy: on an H100 machine, three runs with 4 passes gave medians up to 1.7x
  // apart; on a second one, three with 16 passes up to 1.15x but for 2 MiB of 8 KiB bundles (1.6x)
  // (validate/results/2026-12-07-h100-session-3 and -4); 16 passes take about 10 s more.
  int staged_copy_rounds = 16;
  bool quick = false;  // fewer repetitions and sizes: a smoke test
  std::uint64_t seed = 1;
};

// One model shape of the end-to-end harness and its cases. `set` labels the cases: "dev" (the
// shape the harness and the model were developed on) or "heldout" (a shape used for nothing but
// validation). `preset`: "all" (every matrix group offloaded) or "ca" (attention projections qkv
// and o resident in GPU memory, the FFN groups offloaded: the SpAx paper's CA configuration).
struct E2EModelSet {
  std::string set = "dev";
  std::string name = "Llama-3.1-8B-shaped";
  ModelShape shape;
  std::string preset = "all";
  std::vector<std::string> placements{"cpu", "flash"};
  std::vector<std::string> methods{"dense_bf16", "teal", "spax_scalar", "spax_trellis", "q4k"};
  std::vector<double> teal_budgets{0.25, 0.50, 0.75};
  std::vector<double> spax_budgets{0.20, 0.30, 0.40};
};

// The held-out set: a Mistral-NeMo-12B-shaped block (hidden 5120, 32 query and 8 KV heads of 128,
// so q = 4096 != hidden; FFN 14336; workloads/models/mistral-nemo-12b.yaml), CA placement, one
// budget per sparse method.
inline E2EModelSet heldout_model_set() {
  E2EModelSet m;
  m.set = "heldout";
  m.name = "Mistral-NeMo-12B-shaped";
  m.shape = ModelShape{5120, 32, 8, 128, 14336};
  m.preset = "ca";
  m.teal_budgets = {0.50};
  m.spax_budgets = {0.30};
  return m;
}

struct DecodeE2EOptions {
  // In the order measured within a round (cases of all sets interleave in every round).
  std::vector<E2EModelSet> models{E2EModelSet{}, heldout_model_set()};
  // Every timed token also runs attention over a KV cache of context_tokens tokens and the block's
  // small ops (RMSNorm, rotary embedding with the cache append, residual adds, SiLU-gated product),
  // as a decoder runs them (decode_e2e.cpp).
  int context_tokens = 512;       // the decode scenarios' default (job.context_tokens)
  int mid_bits = 3;               // b of the SpAx middle tier
  double mid_to_top_ratio = 2.0;  // k_mid = ratio * k_top (the split rule, README.md)
  int layers_cpu = 8;
  int layers_flash = 2;
  // Passes over the whole case list; each pass runs every case's warm-up tokens, then
  // ceil(tokens / rounds) timed tokens, so drift of the machine's speed hits every case alike.
  int rounds = 6;
  int tokens = 32;        // timed tokens per CPU-memory case, over all rounds
  int warmup_tokens = 2;  // per round
  int tokens_flash = 24;
  int warmup_tokens_flash = 1;
  int gather_threads = 8;
  int queue_depth = 32;
  std::uint64_t max_request_bytes = 1ull << 20;    // longest merged sparse read / gather extent
  std::uint64_t dense_request_bytes = 4ull << 20;  // request size of dense sequential reads
  std::string flash_file = "hwsim_e2e_weights.dat";
  // Storage probe: the disk's speed drifts over minutes, so the batch reads of the calibration
  // (ssd_batch, the same grid) are measured again on the weights file itself, in slices between
  // the flash cases of every round, storage_probe_seconds_per_point per point over all rounds
  // (0: no probe). `hwsim validate` predicts the flash cases with latency tables fitted from it.
  double storage_probe_seconds_per_point = 1.0;
  std::vector<int> probe_sparse_request_kib = kSsdRequestKib;
  std::vector<int> probe_contiguous_request_kib = kSsdSeqRequestKib;
  std::vector<int> probe_queue_depths = kSsdQueueDepths;
  std::vector<std::string> probe_sparse_alignments{kDefaultSparseAlignment};  // see above
  std::vector<std::string> probe_sparse_slot_choices{kDefaultSlotChoice};     // see above
  // Host probe (host_probe.hpp): the gather and staged-copy microbenchmarks on the pinned weights,
  // one slice before every sparse CPU-memory case of every round, each gather point timed
  // host_probe_calls times per slice (0: no probe); `hwsim validate` predicts the CPU cases'
  // gathers and post-gather copies from it.
  int host_probe_calls = 1;
  std::vector<int> host_probe_call_mib = kGatherCallMib;
  std::vector<int> host_probe_bundle_kib = kGatherBundleKib;
  std::vector<int> host_probe_staged_mib{2, 4, 8, 16, 32, 64, 192};
  std::vector<int> host_probe_staged_bundle_kib{8, 56};
  double host_probe_pause_us = kGatherPauseUs;  // as MicrobenchOptions::gather_pause_us
  // Read replay (read_replay.hpp, a diagnostic): after every round of a sparse flash case, the
  // reads of its last token are replayed this many times as bare batches (0: off).
  int read_replays = 0;
  std::uint64_t seed = 7;
};

// The grid of the ssd_batch microbenchmark, and of the harness's storage probe (default density,
// no pause), from their options.
inline SsdBatchGrid ssd_batch_grid(const MicrobenchOptions& o) {
  return {o.ssd_request_kib,       o.ssd_seq_request_kib,  o.ssd_queue_depths,
          o.ssd_batch_densities,   o.ssd_batch_alignments, o.ssd_batch_pauses_us,
          o.ssd_batch_slot_choices};
}
inline SsdBatchGrid storage_probe_grid(const DecodeE2EOptions& o) {
  return {o.probe_sparse_request_kib, o.probe_contiguous_request_kib, o.probe_queue_depths,
          {kDefaultSparseDensity},    o.probe_sparse_alignments,      {0.0},
          o.probe_sparse_slot_choices};
}

// Microbenchmarks of the local machine (results usable to calibrate a hardware profile).
nlohmann::json run_microbenchmarks(const MicrobenchOptions& options);

// Every decode kernel against a CPU reference on fresh random data; "all_passed" at the top level.
nlohmann::json run_kernel_checks(std::uint64_t seed);

// End-to-end offloaded decode on real kernels, one stack per model set.
nlohmann::json run_decode_e2e(const DecodeE2EOptions& options);

}  // namespace hwsim::validate
