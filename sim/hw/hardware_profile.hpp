#pragma once
// A machine as the simulator sees it: every figure in SI base units (bytes, seconds, bytes/s,
// FLOP/s, ratios as fractions), loaded from hw_profiles/*.yaml by profile_loader.hpp.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sim/io/location.hpp"

namespace hwsim::hw {

// A measured kernel: time = fixed_time + bytes / bandwidth, where bytes are the weight bytes the
// kernel reads and fixed_time covers launch gaps, partial-sum reduction and the tail (seconds and
// bytes/s; fitted by `hwsim calibrate` over the kernel microbenchmarks of one kind).
struct KernelFit {
  double fixed_time = 0;
  double bandwidth = 0;
  double time(double bytes) const { return fixed_time + bytes / bandwidth; }
};

// A measured batched BF16 GEMM (every weight loaded once for all `batch` sequences, each with its
// own input): its KernelFit at that batch size, over the shapes `hwsim calibrate` times.
struct BatchKernelFit {
  int batch = 2;
  KernelFit fit;
};

// GEMV kernel kinds a profile may carry a KernelFit for (keys of GpuSpec::gemv_kernels):
//   dense           all columns of a BF16/FP16 matrix group (column bundles)
//   sparse          k selected BF16 column bundles (TEAL)
//   quantised       all columns in a block-quantised format (Q4_K and the like)
//   tiered_scalar   SpAx: k_top BF16 bundles + k_mid scalar-coded bundles + reduction
//   tiered_trellis  SpAx: k_top BF16 bundles + k_mid trellis-coded bundles + reduction
const std::vector<std::string>& gemv_kernel_kinds();
// The kinds that take GpuSpec::gemm_kernels at batch > 1: the BF16 column kernels, dense and
// sparse (the same kernel over selected bundles). `hwsim calibrate` times the dense one at batch
// 2-8; a sparse group's rows are those, with its own GEMV fit as batch 1.
bool has_gemm_kernels(const std::string& kind);

// Measured rate at which a GEMV kernel dequantises compressed weights, in weights per second, per
// code kind, as `hwsim calibrate` writes it; 0 = not measured: the rate is derived from the GPU's
// datasheet rates and the format's work per weight (sim/decode/kernel_cost.hpp). A kernel takes at
// least decoded weights / rate.
struct DecodeRates {
  double scalar = 0;     // scalar-coded middle tier (SpAx scalar)
  double trellis = 0;    // trellis-coded middle tier (SpAx trellis)
  double quantised = 0;  // dense block formats (q8_0, q6_k, q4_k, q4_k_m)
};

struct GpuSpec {
  std::string name;
  double memory = 0;         // bytes of device memory
  double hbm_bandwidth = 0;  // bytes/s, peak device-memory bandwidth
  // FLOP/s, dense 16-bit tensor-core peak (no sparsity), used for BF16 and FP16 GEMMs alike: the
  // Ada and Hopper datasheets give FP16 and BF16 (FP32 accumulate) the same tensor rate (RTX 4090
  // 165.2 TFLOP/s, H100/H200 SXM 989), and batch-1 decode GEMVs are memory-bound, far below it.
  double flops_bf16 = 0;
  double flops_fp32 = 0;  // FLOP/s, FP32 peak (an FMA is 2 FLOP)
  // INT32 thread instructions per second: SMs x INT32 lanes per SM x boost clock; bounds the
  // integer work of decoding coded weights (sim/decode/kernel_cost.hpp). 0 = not given.
  double int32_ops = 0;
  double kernel_launch_overhead = 0;  // seconds from launch to kernel start, per kernel
  double sync_overhead = 0;           // seconds for the host to learn that a stream has drained
  double gemv_efficiency = 0.85;      // fraction of hbm_bandwidth that a memory-bound GEMV reaches
  // bytes/s a memory-bound GEMV (and any kernel that streams its bytes once) reaches.
  double gemv_rate() const { return hbm_bandwidth * gemv_efficiency; }
  // DMA copy engines (CUDA asyncEngineCount; GeForce boards have 2: one host-to-device and one
  // device-to-host). With 1 engine, copies in both directions share it; with n >= 2, one serves
  // device-to-host copies and n - 1 serve host-to-device copies concurrently (their bytes still
  // share the link). See h2d_copy_engines() / d2h_has_own_engine().
  int copy_engines = 2;
  int h2d_copy_engines() const { return copy_engines > 1 ? copy_engines - 1 : 1; }
  bool d2h_has_own_engine() const { return copy_engines > 1; }
  // Measured GEMV speed per kernel kind (see gemv_kernel_kinds()); a kind without an entry uses
  // hbm_bandwidth * gemv_efficiency and kernel_launch_overhead.
  std::map<std::string, KernelFit> gemv_kernels;
  // Top-k tier selection over n inputs: topk_fixed_time + n * topk_time_per_element (kernel body,
  // launch not included); both 0 = selection costs only its launch.
  double topk_fixed_time = 0;
  double topk_time_per_element = 0;
  // Seconds a small kernel (norm, rotary, residual add, activation) adds to a token when it is
  // launched on an idle stream, as a decoder that waits for each GEMV launches it: launch to start
  // and the kernel's ramp, apart from its bytes at the GEMV rate. `hwsim calibrate` measures it
  // on the local GPU's own block kernels; 0 = kernel_launch_overhead (the back-to-back launch
  // rate, which leaves the launch latency out).
  double small_kernel_time = 0;
  // Softmax attention of one decoded token over its KV cache: attention_fixed_time + KV bytes /
  // attention_bandwidth, a line `hwsim calibrate` fits to the local attention kernel over context
  // lengths (its head layout in the source). Both 0 = a small kernel reading the KV bytes at the
  // GEMV rate.
  double attention_fixed_time = 0;
  double attention_bandwidth = 0;  // bytes/s; 0 = hbm_bandwidth * gemv_efficiency
  DecodeRates decode_rates;        // weights/s; all 0 = every GEMV is memory-bound
  // Measured batched GEMMs of the BF16 column kernels (kinds dense and sparse), ascending in batch
  // (>= 2); empty = a batch's GEMM takes its GEMV's time, or the FLOP roofline when higher.
  std::vector<BatchKernelFit> gemm_kernels;
  // The GEMM fit at `batch` sequences per weight read (fractional for routed experts): linear in
  // the batch between the neighbouring rows (fixed_time and seconds per byte alike), with
  // `batch_one` (the GEMV's fit) as the row of batch 1 when given, the nearest row outside them;
  // a batch that a row measures takes that row alone.
  // nullopt when gemm_kernels is empty or batch <= 1.
  std::optional<KernelFit> gemm_kernel_at(double batch,
                                          std::optional<KernelFit> batch_one = std::nullopt) const;
  // The rows of gemm_kernels (non-empty) that gemm_kernel_at blends at `batch`, as [first, last]:
  // the row measured at it alone, else the two around it; the nearest row alone outside them (the
  // first row below the table, which gemm_kernel_at blends with `batch_one` when given).
  std::pair<std::size_t, std::size_t> gemm_rows_at(double batch) const;
};

// Aggregate rate of `threads` CPU threads gathering scattered bundles into pinned memory (bytes/s),
// measured with `call_bytes` gathered per call into the same staging buffer (0 = one rate for every
// call size), in copies of `copy_bytes` each (0 = one rate for every copy size). Both sizes matter:
// on the H200 host, 32 MiB calls ran 1.4-1.7x faster than 256 MiB ones (most likely while the
// staging buffer stays in the last-level cache), and 2 KiB copies ran at a quarter of the rate of
// 56 KiB ones (a copy from a random place pays a TLB and DRAM miss before it streams). A rate
// measured per copy size includes that per-copy cost.
struct GatherPoint {
  int threads = 1;
  double call_bytes = 0;
  double bandwidth = 0;
  double copy_bytes = 0;
};

// A transfer rate measured at one transfer size (bytes, bytes/s).
struct SizedRate {
  double bytes = 0;
  double bandwidth = 0;
};

// A post-gather host-to-device rate measured at one copy size (`bytes`), after a gather in copies
// of `gathered_copy_bytes` (0 = after any gather).
struct StagedCopyRate {
  double bytes = 0;
  double bandwidth = 0;
  double gathered_copy_bytes = 0;
};

// Empty when `rows` ascend strictly in batch from 2 (GpuSpec::gemm_kernels), else what is wrong.
std::string gemm_rows_order_error(const std::vector<BatchKernelFit>& rows);

// Empty when `rows` are ordered as HostSpec::gather_bandwidth must be (the lookup relies on it),
// else what is wrong.
std::string gather_rows_order_error(const std::vector<GatherPoint>& rows);
// The same for LinkSpec::h2d_after_gather_sizes.
std::string staged_copy_rows_order_error(const std::vector<StagedCopyRate>& rows);

// Interpolates a rate table linearly in log(bytes), clamped to the first and last rows; `rows`
// ascending in bytes, non-empty.
double rate_at_size(const std::vector<SizedRate>& rows, double bytes);

struct HostSpec {
  std::string name;
  double memory = 0;                      // bytes of DRAM
  double dram_bandwidth = 0;              // bytes/s, achievable DRAM bandwidth (all threads)
  double copy_bandwidth_per_thread = 0;   // bytes/s one thread memcpy-ing into pinned memory
  int threads = 1;                        // CPU threads available for copying
  double gather_overhead_per_column = 0;  // seconds per scattered column one thread copies
  // Measured gather rates, ascending in (threads, call_bytes, copy_bytes); when present, a gather
  // of B bytes in copies of C bytes by T threads runs at gather_bandwidth_at(T, B, C) in total
  // instead of min(T * copy_bandwidth_per_thread, DRAM). gather_overhead_per_column is added on
  // top either way: a profile with rates per copy size (which include each copy's fixed cost) sets
  // it to 0, as `hwsim calibrate` does.
  std::vector<GatherPoint> gather_bandwidth;
  // Host planning of a sparse group's transfers (selected indices -> copy/read extents and the
  // column-offset table): plan_fixed_time + columns * plan_time_per_column seconds, columns =
  // k_top + k_mid. The *_paged pair applies to plans of page-aligned O_DIRECT reads (flash); when
  // both paged values are 0 the byte-copy pair is used there too. All 0 = no plan task.
  double plan_time_per_column = 0;  // CPU seconds per selected bundle, byte-exact gather plans
  double plan_fixed_time = 0;       // CPU seconds per group, byte-exact gather plans
  double plan_time_per_column_paged = 0;  // CPU seconds per selected bundle, page-aligned plans
  double plan_fixed_time_paged = 0;       // CPU seconds per group, page-aligned plans
  double dispatch_overhead = 0;           // seconds to wake a worker pool and join it, per batch
  // (The inference framework's own host time is the software stack's: sim/stack/stack.hpp.)

  // Seconds to plan `columns` selected bundles (paged: page-aligned O_DIRECT reads).
  double plan_time(double columns, bool paged) const;

  // Aggregate bytes/s of a gather of `call_bytes` in copies of `copy_bytes` by `thread_count`
  // threads: per measured thread count and call size, rate_at_size over its copy sizes (rows with
  // copy_bytes 0 apply to any copy size); per thread count, rate_at_size of those over the call
  // sizes (call_bytes 0: any size); then linear interpolation in threads between the neighbouring
  // thread counts (clamped at the ends). 0 when gather_bandwidth is empty.
  double gather_bandwidth_at(int thread_count, double call_bytes, double copy_bytes) const;
};

// PCIe bandwidth per lane and direction in bytes/s, after line coding, before protocol overhead
// (TLP headers, flow control), which LinkSpec::efficiency covers:
//   gen3:  8 GT/s, 128b/130b:  8e9 * 128/130 / 8 = 0.985 GB/s
//   gen4: 16 GT/s, 128b/130b: 16e9 * 128/130 / 8 = 1.969 GB/s
//   gen5: 32 GT/s, 128b/130b: 32e9 * 128/130 / 8 = 3.938 GB/s
//   gen6: 64 GT/s PAM4, FLIT mode (242 of 256 bytes carry data): 64e9 * 242/256 / 8 = 7.563 GB/s
// Throws std::invalid_argument for other generations.
double pcie_lane_bandwidth(int generation);
// pcie_lane_bandwidth(generation) * lanes: e.g. gen5 x16 = 63.0 GB/s per direction.
double pcie_raw_bandwidth(int generation, int lanes);

// generation, lanes and efficiency derive a pinned rate that is not measured; a profile that
// measures both h2d_pinned and d2h_pinned does not give them (profile_loader.hpp).
struct LinkSpec {
  int generation = 4;                // PCIe generation: 3, 4, 5 or 6
  int lanes = 16;                    // 1, 2, 4, 8 or 16
  double efficiency = 0.85;          // fraction of the raw rate that large pinned copies reach
  std::optional<double> h2d_pinned;  // bytes/s measured host->device from pinned memory
  std::optional<double> d2h_pinned;  // bytes/s measured device->host into pinned memory
  double h2d_pageable = 0;  // bytes/s host->device from pageable memory (staged by the driver)
  double latency = 0;       // seconds of fixed cost per transfer
  // Host time that a host-to-device copy of B bytes followed by a stream synchronisation costs
  // beyond the copy's own span on the GPU (the driver's submission, the wait for completion):
  // h2d_sync_overhead + B / h2d_sync_bandwidth seconds, as `hwsim calibrate` measures it with
  // host-timed copies (on the H200 machine 6.9 us at 1 MiB, 16.8 us at 256 MiB). Read only in the
  // validation harness's host-synchronised decode (TokenOptions::host_syncs). Both 0 = not
  // measured: gpu.sync_overhead; h2d_sync_bandwidth 0 = no term in the bytes.
  double h2d_sync_overhead = 0;
  double h2d_sync_bandwidth = 0;
  // The host time above for a copy of `bytes`; 0 when not measured.
  double h2d_sync_time(double bytes) const {
    return h2d_sync_overhead + (h2d_sync_bandwidth > 0.0 ? bytes / h2d_sync_bandwidth : 0.0);
  }
  // bytes/s of a host->device copy of a pinned staging buffer that CPU threads have just written
  // (a gather); 0 = not measured, such copies run at effective_h2d(true).
  double h2d_after_gather = 0;
  // The same rate measured per copy size and per size of the gather's copies, ascending in
  // (gathered_copy_bytes, bytes); when present it replaces h2d_after_gather: the copy engine pulls
  // the freshly written lines out of the CPU caches, which costs most, relative to the bytes, when
  // the whole buffer is still cached (small copies), and on the H200 host more after a gather of
  // 56 KiB bundles than of 8 KiB ones (17-36 against 24-41 GB/s from 2 to 16 MiB).
  std::vector<StagedCopyRate> h2d_after_gather_sizes;

  // pcie_raw_bandwidth(generation, lanes).
  double raw_bandwidth() const;
  // bytes/s of a large host->device copy: pinned uses h2d_pinned when measured, otherwise
  // raw_bandwidth() * efficiency; pageable is h2d_pageable.
  double effective_h2d(bool pinned) const;
  // bytes/s of a large device->host copy into pinned memory: d2h_pinned, or raw * efficiency.
  double effective_d2h() const;
  // bytes/s of a copy of `bytes` just gathered into pinned staging in copies of
  // `gathered_copy_bytes` on average: when h2d_after_gather_sizes is given, per measured gathered
  // copy size rate_at_size over its copy sizes, then rate_at_size of those over the gathered copy
  // sizes (rows with 0 apply to any); else h2d_after_gather (0 = not measured).
  double h2d_after_gather_at(double bytes, double gathered_copy_bytes) const;
};

// Measured mean time of one read of `request_bytes` while `queue_depth` reads are in flight
// (Little's law: queue_depth * request_bytes / latency is the throughput at that point).
struct ReadLatencyPoint {
  double request_bytes = 0;
  int queue_depth = 1;
  double latency = 0;  // seconds
};

// NVMe flash; all rates are per SSD.
struct StorageSpec {
  int ssd_count = 1;
  double seq_read_bandwidth = 0;  // bytes/s, large sequential reads
  // Random reads per second at full queue depth (datasheets quote 4 KiB reads): the controller's
  // request-rate limit. Every read occupies the SSD for at least 1 / read_iops, so small scattered
  // reads run at read_iops x request size at most (a random-read bandwidth is that product). A
  // loaded profile gives it (> 0); 0 in a profile built in code = no request-rate limit.
  double read_iops = 0;
  double page_size = 4096;      // bytes, the smallest read
  double max_request_size = 0;  // bytes, the largest single request
  int queue_depth = 1;          // outstanding requests per SSD
  double read_latency = 0;      // seconds per request at queue depth 1
  double submit_cost = 0;       // CPU seconds to submit one request
  double capacity = 0;          // bytes one SSD holds; 0 = not given (not checked)
  // Measured read latency by request size and queue depth; when present, a read's time is
  // read_latency_at(bytes, depth in flight) and replaces read_latency + bytes over the SSD link
  // and the read_iops limit (the grid measures the device's completion rate itself).
  std::vector<ReadLatencyPoint> read_latencies;
  // Measured read latency of sequential passes (consecutive requests over a file re-read every
  // pass, as dense weights are streamed); same grid rules. When present, the reads of dense
  // (unselected) groups use it instead of read_latencies.
  std::vector<ReadLatencyPoint> seq_read_latencies;

  // Bilinear in request_bytes and queue depth over the measured grid (a read's time is a fixed part
  // plus its bytes at a rate, so linear in size between measured sizes); beyond the largest size
  // or depth it grows in proportion. Throws std::logic_error when the table is not a full grid.
  double read_latency_at(double request_bytes, int in_flight) const;
  // The same over seq_read_latencies.
  double seq_read_latency_at(double request_bytes, int in_flight) const;
};

// The bilinear grid lookup behind read_latency_at, over any table of points.
double latency_from_grid(const std::vector<ReadLatencyPoint>& grid, double request_bytes,
                         int in_flight);

struct HardwareProfile {
  std::string name;
  std::string description;
  GpuSpec gpu;
  HostSpec host;
  LinkSpec pcie;
  std::optional<StorageSpec> storage;  // absent: no flash
  // Where each number comes from, for values written {value, source}: key path within the profile
  // ("gpu.hbm_bandwidth") -> source text ("datasheet: H200 SXM").
  std::map<std::string, std::string> sources;
  // Where each scalar parameter written in the profile sits, by the same key paths ("gpu.memory"),
  // with the key path a message names ("hardware.gpu.memory"), so that a check made later (a rate
  // too small for a job) can point at the key.
  struct Written {
    io::Location where;
    std::string key_path;
  };
  std::map<std::string, Written> written;
};

}  // namespace hwsim::hw
