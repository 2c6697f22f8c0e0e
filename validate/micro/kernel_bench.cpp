// Throughput of each decode kernel at the Llama-3.1-8B group shapes (and one large matrix), with
// the weights rotated among enough copies to exceed the L2 cache several times, so every launch
// reads from HBM. Time = median over event-timed launches of the whole pipeline (GEMV + partial-sum
// reduction where there is one). Bytes = weight bytes the kernel must read (x, indices and partial
// sums excluded); efficiency = achieved GB/s over the D2D copy ceiling (and the read-only ceiling)
// measured in the same run.
#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/stats.hpp"
#include "validate/e2e/decode_plan.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/kernels_batch.hpp"
#include "validate/kernels/q4k.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {
namespace {

constexpr std::uint64_t kRotateBytes = 512ull << 20;  // > 8x the 60 MB L2 of an H200

struct Bench {
  cudaStream_t s;
  int reps;
  double d2d_gbs, read_gbs;
  nlohmann::json out = nlohmann::json::array();

  void run(nlohmann::json info, std::uint64_t bytes, int copies,
           const std::function<void(int)>& launch) {
    CudaEvent a, b;
    for (int i = 0; i < 3; ++i) launch(i % copies);
    std::vector<double> us;
    for (int r = 0; r < reps; ++r) {
      a.record(s);
      launch(r % copies);
      b.record(s);
      us.push_back(1e3 * elapsed_ms(a, b));
    }
    const Summary t = summarize(us);
    const double gbs = static_cast<double>(bytes) / (t.median * 1e3);
    info["bytes"] = bytes;
    info["copies"] = copies;
    info["median_us"] = t.median;
    info["p10_us"] = t.p10;
    info["p90_us"] = t.p90;
    info["gbs"] = gbs;
    info["eff_vs_d2d"] = gbs / d2d_gbs;
    info["eff_vs_read"] = gbs / read_gbs;
    out.push_back(std::move(info));
  }
};

int copies_for(std::uint64_t bytes) {
  return static_cast<int>(std::max<std::uint64_t>(2, (kRotateBytes + bytes - 1) / bytes));
}

// `copies` consecutive copies of `bytes` (16-byte aligned) of random words.
DeviceBuffer random_copies(std::uint64_t bytes, int copies, std::uint64_t seed, cudaStream_t s) {
  DeviceBuffer d(round_up(bytes, 16) * static_cast<std::uint64_t>(copies));
  launch_fill_words(d.get<std::uint32_t>(), d.bytes() / 4, seed, s);
  return d;
}

template <class T>
DeviceBuffer upload(const std::vector<T>& v) {
  DeviceBuffer d(std::max<std::size_t>(v.size(), 1) * sizeof(T));
  HWSIM_CUDA_CHECK(cudaMemcpy(d.get(), v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

// Sorted random selection of k of n indices.
std::vector<int> random_selection(std::mt19937_64& rng, int n, int k) {
  std::vector<int> all(static_cast<std::size_t>(n));
  std::iota(all.begin(), all.end(), 0);
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(static_cast<std::size_t>(k));
  std::sort(all.begin(), all.end());
  return all;
}

// Decode throughput of the coded kernels where decoding, not memory, bounds them: one 16384 x
// 16384 matrix (the largest input the harness's x holds), every column decoded (no selection), 4
// blocks per SM, weights in HBM (rotated among copies beyond the L2, as above). weights_per_s =
// rows * cols / median time; gbs beside the read ceiling shows how far from memory-bound each is
// (validate/NOTES.md: 10-32% of the ceiling at the group shapes). Middle tier at 3 bits, the
// end-to-end harness's width.
nlohmann::json bench_decode_rates(const MicrobenchOptions& o, double d2d_gbs, double read_gbs,
                                  const std::uint16_t* xp, float* pp, float* yp, cudaStream_t s) {
  constexpr int kRows = 16384, kCols = 16384, kBits = 3;
  Bench bench{s, o.quick ? 10 : 50, d2d_gbs, read_gbs};
  const double weights = static_cast<double>(kRows) * kCols;
  const GroupShape g{"large", kRows, kCols, {kRows}};
  for (MidCodec codec : {MidCodec::kScalar, MidCodec::kTrellis}) {
    const MidLayout layout = mid_layout_for(g, codec, kBits);
    const std::uint64_t mb = layout.bundle_bytes(), bytes = mb * kCols;
    const int copies = copies_for(bytes);
    DeviceBuffer m = random_copies(bytes, copies, o.seed + 6, s);
    launch_fill_headers(m.get<std::uint8_t>(), m.bytes() / mb, mb, 1, 0x00002400u, s);
    const int splits = column_splits(kRows, kCols);
    bench.run({{"codec", to_string(codec)},
               {"kernel", std::string("mid_") + to_string(codec)},
               {"bits", kBits},
               {"rows", kRows},
               {"cols", kCols},
               {"splits", splits}},
              bytes, copies, [&](int c) {
                launch_gemv_mid_cols(layout, m.get<std::uint8_t>() + c * round_up(bytes, 16),
                                     {kCols, nullptr, nullptr, mb}, xp, pp, splits, s);
                launch_reduce_partials(pp, splits, kRows, yp, s);
              });
  }
  const std::uint64_t q_bytes = static_cast<std::uint64_t>(kRows) * q4k_row_bytes(kCols);
  const int qcopies = copies_for(q_bytes);
  DeviceBuffer q = random_copies(q_bytes, qcopies, o.seed + 7, s);
  launch_fill_headers(q.get<std::uint8_t>(), q.bytes() / kQ4KBytes, kQ4KBytes, 1, 0x1C001C00u, s);
  bench.run({{"codec", "quantised"}, {"kernel", "q4k_rows"}, {"rows", kRows}, {"cols", kCols}},
            q_bytes, qcopies, [&](int c) {
              launch_gemv_q4k_rows(q.get<std::uint8_t>() + c * round_up(q_bytes, 16), kRows, kCols,
                                   xp, yp, s);
            });
  for (auto& r : bench.out) {
    r["weights"] = weights;
    r["weights_per_s"] = weights / (r.at("median_us").get<double>() * 1e-6);
  }
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return bench.out;
}

// What every kernel benchmark below shares: the timing harness, the stream, the BF16 input x,
// the partial-sum and output buffers, the selection generator and the options.
struct KernelRig {
  Bench& bench;
  cudaStream_t s;
  const std::uint16_t* xp;
  float* pp;
  float* yp;
  std::mt19937_64& rng;
  const MicrobenchOptions& o;
};

// Dense BF16 column-major (4 blocks per SM; 1, 2, 4 and 8 at the large shape) and row-major GEMVs
// over the whole matrix of one shape.
void bench_dense(KernelRig& k, const GroupShape& g, const std::uint8_t* wb,
                 std::uint64_t bf16_bytes, int copies) {
  std::vector<int> bps_list{4};
  if (g.name == "large" && !k.o.quick) bps_list = {1, 2, 4, 8};
  for (int bps : bps_list) {
    const int splits = column_splits(g.rows, g.cols, bps);
    const ColumnSet cols{g.cols, nullptr, nullptr, static_cast<std::uint64_t>(g.rows) * 2};
    k.bench.run({{"kernel", "dense_bf16_cols"},
                 {"shape", g.name},
                 {"rows", g.rows},
                 {"cols", g.cols},
                 {"splits", splits},
                 {"blocks_per_sm", bps}},
                bf16_bytes, copies, [&](int c) {
                  launch_gemv_bf16_cols(wb + c * bf16_bytes, cols, g.rows, k.xp, k.pp, splits, k.s);
                  launch_reduce_partials(k.pp, splits, g.rows, k.yp, k.s);
                });
  }
  k.bench.run(
      {{"kernel", "dense_bf16_rows"}, {"shape", g.name}, {"rows", g.rows}, {"cols", g.cols}},
      bf16_bytes, copies, [&](int c) {
        launch_gemv_bf16_rows(reinterpret_cast<const std::uint16_t*>(wb + c * bf16_bytes), g.rows,
                              g.cols, k.xp, k.yp, k.s);
      });
}

// The batched dense GEMM of the batch harness (every weight loaded once for all sequences) at
// batch 1-8, each sequence with its own input row: how its time grows with the batch, which the
// bytes it reads do not explain; `hwsim calibrate` fits gpu.gemm_kernels from batch 2 on.
void bench_dense_batch(KernelRig& k, const GroupShape& g, const std::uint8_t* wb,
                       std::uint64_t bf16_bytes, int copies) {
  constexpr int kLdX = 16384;
  DeviceBuffer xb(static_cast<std::size_t>(kMaxBatch) * kLdX * 2);
  launch_fill_laplace_bf16(xb.get<std::uint16_t>(), kMaxBatch * kLdX, 1.0f, k.o.seed + 9, k.s);
  const int splits = column_splits(g.rows, g.cols);
  DeviceBuffer partial(static_cast<std::size_t>(splits) * kMaxBatch * g.rows * 4);
  DeviceBuffer y(static_cast<std::size_t>(kMaxBatch) * g.rows * 4);
  const ColumnSet cols{g.cols, nullptr, nullptr, static_cast<std::uint64_t>(g.rows) * 2};
  for (int batch : {1, 2, 3, 4, 6, 8}) {
    k.bench.run({{"kernel", "dense_bf16_gemm"},
                 {"shape", g.name},
                 {"rows", g.rows},
                 {"cols", g.cols},
                 {"splits", splits},
                 {"batch", batch}},
                bf16_bytes, copies, [&](int c) {
                  launch_gemm_bf16_cols(wb + c * bf16_bytes, cols, g.rows, xb.get<std::uint16_t>(),
                                        kLdX, batch, partial.get<float>(), splits, k.s);
                  launch_reduce_partials(partial.get<float>(), splits, batch * g.rows,
                                         y.get<float>(), k.s);
                });
  }
}

// Sparse BF16 at 50%: k selected bundles, compacted, with the offset table the e2e uses.
void bench_sparse(KernelRig& k, const GroupShape& g, const std::uint8_t* wb,
                  std::uint64_t bf16_bytes, int copies) {
  const int n = g.cols / 2;
  const auto sel = upload(random_selection(k.rng, g.cols, n));
  std::vector<std::uint32_t> off(static_cast<std::size_t>(n));
  for (int t = 0; t < n; ++t)
    off[static_cast<std::size_t>(t)] = static_cast<std::uint32_t>(t) * g.rows * 2;
  const auto offs = upload(off);
  const std::uint64_t bytes = static_cast<std::uint64_t>(n) * g.rows * 2;
  const ColumnSet cols{n, sel.get<int>(), offs.get<std::uint32_t>(), 0};
  const int splits = column_splits(g.rows, n);
  k.bench.run({{"kernel", "sparse_bf16_cols"},
               {"shape", g.name},
               {"rows", g.rows},
               {"cols", g.cols},
               {"k", n},
               {"splits", splits}},
              bytes, copies, [&](int c) {
                launch_gemv_bf16_cols(wb + c * bf16_bytes, cols, g.rows, k.xp, k.pp, splits, k.s);
                launch_reduce_partials(k.pp, splits, g.rows, k.yp, k.s);
              });
}

// Q4_K, row-major.
void bench_q4k(KernelRig& k, const GroupShape& g) {
  const std::uint64_t q_bytes = static_cast<std::uint64_t>(g.rows) * q4k_row_bytes(g.cols);
  const int qcopies = copies_for(q_bytes);
  DeviceBuffer q = random_copies(q_bytes, qcopies, k.o.seed + 2, k.s);
  launch_fill_headers(q.get<std::uint8_t>(), q.bytes() / kQ4KBytes, kQ4KBytes, 1, 0x1C001C00u, k.s);
  k.bench.run({{"kernel", "q4k_rows"}, {"shape", g.name}, {"rows", g.rows}, {"cols", g.cols}},
              q_bytes, qcopies, [&](int c) {
                launch_gemv_q4k_rows(q.get<std::uint8_t>() + c * round_up(q_bytes, 16), g.rows,
                                     g.cols, k.xp, k.yp, k.s);
              });
}

// The middle tier alone: k = cols / 2 coded bundles, contiguous.
void bench_mid(KernelRig& k, const GroupShape& g, MidCodec codec, int bits,
               const MidLayout& layout) {
  const std::uint64_t mb = layout.bundle_bytes();
  const int n = g.cols / 2;
  const std::uint64_t bytes = static_cast<std::uint64_t>(n) * mb;
  const int copies = copies_for(bytes);
  DeviceBuffer m = random_copies(bytes, copies, k.o.seed + 3, k.s);
  launch_fill_headers(m.get<std::uint8_t>(), m.bytes() / mb, mb,
                      static_cast<int>(g.segments.size()), 0x00002400u, k.s);
  const auto sel = upload(random_selection(k.rng, g.cols, n));
  const ColumnSet cols{n, sel.get<int>(), nullptr, mb};
  const int splits = column_splits(g.rows, n);
  k.bench.run({{"kernel", std::string("mid_") + to_string(codec)},
               {"shape", g.name},
               {"rows", g.rows},
               {"cols", g.cols},
               {"bits", bits},
               {"k_mid", n},
               {"splits", splits}},
              bytes, copies, [&](int c) {
                launch_gemv_mid_cols(layout, m.get<std::uint8_t>() + c * round_up(bytes, 16), cols,
                                     k.xp, k.pp, splits, k.s);
                launch_reduce_partials(k.pp, splits, g.rows, k.yp, k.s);
              });
}

// The full SpAx tiered GEMV at plan_group's split of a 30% budget: both tiers of one copy
// adjacent, top BF16 bundles then coded middle bundles.
void bench_tiered(KernelRig& k, const GroupShape& g, MidCodec codec, int bits,
                  const MidLayout& layout) {
  const std::uint64_t mb = layout.bundle_bytes();
  const Method method = codec == MidCodec::kScalar ? Method::kSpaxScalar : Method::kSpaxTrellis;
  const GroupCase gc = plan_group(g, method, 0.30, bits, 2.0);
  const std::uint64_t top_bytes = static_cast<std::uint64_t>(gc.k_top) * gc.top_bundle_bytes;
  const std::uint64_t mid_bytes = static_cast<std::uint64_t>(gc.k_mid) * mb;
  const std::uint64_t both = round_up(top_bytes, 16) + mid_bytes;
  const int tc = copies_for(both);
  DeviceBuffer t = random_copies(both, tc, k.o.seed + 4, k.s);
  launch_fill_normal_bf16(t.get<std::uint16_t>(), t.bytes() / 2, 0.02f, k.o.seed + 5, k.s);
  for (int c = 0; c < tc; ++c)
    launch_fill_headers(t.get<std::uint8_t>() + c * round_up(both, 16) + round_up(top_bytes, 16),
                        static_cast<std::size_t>(gc.k_mid), mb, static_cast<int>(g.segments.size()),
                        0x00002400u, k.s);
  auto tsel = random_selection(k.rng, g.cols, gc.k_top + gc.k_mid);
  std::shuffle(tsel.begin(), tsel.end(), k.rng);
  std::vector<int> ti(tsel.begin(), tsel.begin() + gc.k_top),
      mi(tsel.begin() + gc.k_top, tsel.end());
  std::sort(ti.begin(), ti.end());
  std::sort(mi.begin(), mi.end());
  const auto dti = upload(ti), dmi = upload(mi);
  const ColumnSet top{gc.k_top, dti.get<int>(), nullptr, gc.top_bundle_bytes};
  const ColumnSet mid{gc.k_mid, dmi.get<int>(), nullptr, mb};
  const int s1 = column_splits(g.rows, gc.k_top), s2 = column_splits(g.rows, gc.k_mid);
  k.bench.run({{"kernel", std::string("tiered_") + to_string(codec)},
               {"shape", g.name},
               {"rows", g.rows},
               {"cols", g.cols},
               {"bits", bits},
               {"budget", 0.30},
               {"k_top", gc.k_top},
               {"k_mid", gc.k_mid}},
              top_bytes + mid_bytes, tc, [&](int c) {
                const std::uint8_t* base = t.get<std::uint8_t>() + c * round_up(both, 16);
                launch_gemv_bf16_cols(base, top, g.rows, k.xp, k.pp, s1, k.s);
                launch_gemv_mid_cols(layout, base + round_up(top_bytes, 16), mid, k.xp,
                                     k.pp + static_cast<std::size_t>(s1) * g.rows, s2, k.s);
                launch_reduce_partials(k.pp, s1 + s2, g.rows, k.yp, k.s);
              });
}

// Top-k selection (one block; latency-bound).
void bench_select(KernelRig& k) {
  DeviceBuffer ti(16384 * 4), mi(16384 * 4);
  for (int n : {4096, 14336}) {
    for (double frac : {0.25, 0.5}) {
      const int sel = static_cast<int>(frac * n);
      k.bench.run(
          {{"kernel", "select_tiers"}, {"n", n}, {"k_top", sel / 3}, {"k_mid", sel - sel / 3}},
          static_cast<std::uint64_t>(n) * 2, 1, [&](int) {
            launch_select_tiers(k.xp, n, sel / 3, sel - sel / 3, ti.get<int>(), mi.get<int>(), k.s);
          });
    }
  }
}

}  // namespace

nlohmann::json bench_kernels(const MicrobenchOptions& o, double d2d_gbs, double read_gbs) {
  CudaStream stream;
  const cudaStream_t s = stream.get();
  Bench bench{s, o.quick ? 10 : 50, d2d_gbs, read_gbs};
  std::mt19937_64 rng(o.seed);
  const auto groups = decoder_groups(ModelShape{});
  std::vector<GroupShape> shapes = groups;
  shapes.push_back({"large", 16384, 16384, {16384}});

  DeviceBuffer x(16384 * 2);
  launch_fill_laplace_bf16(x.get<std::uint16_t>(), 16384, 1.0f, o.seed, s);
  DeviceBuffer partial(64ull << 20), y(1ull << 20);
  KernelRig k{bench, s, x.get<std::uint16_t>(), partial.get<float>(), y.get<float>(), rng, o};

  for (const auto& g : shapes) {
    const std::uint64_t bf16_bytes = static_cast<std::uint64_t>(g.rows) * g.cols * 2;
    const int copies = copies_for(bf16_bytes);
    DeviceBuffer w = random_copies(bf16_bytes, copies, o.seed + 1, s);
    bench_dense(k, g, w.get<std::uint8_t>(), bf16_bytes, copies);
    if (g.name != "large") bench_dense_batch(k, g, w.get<std::uint8_t>(), bf16_bytes, copies);
    if (g.name != "large") bench_sparse(k, g, w.get<std::uint8_t>(), bf16_bytes, copies);
    w = DeviceBuffer();
    bench_q4k(k, g);
  }
  // Middle tier alone and the full SpAx tiered GEMV at a 30% budget, for each codec and bit width
  // (tiered: 3 bits), at the qkv, gate_up and down shapes.
  for (const auto& g : groups) {
    if (g.name == "o") continue;
    for (MidCodec codec : {MidCodec::kScalar, MidCodec::kTrellis}) {
      for (int bits : {2, 3, 4}) {
        const MidLayout layout = mid_layout_for(g, codec, bits);
        bench_mid(k, g, codec, bits, layout);
        if (bits == 3) bench_tiered(k, g, codec, bits, layout);
      }
    }
  }
  bench_select(k);
  stream.sync();
  return {{"d2d_ceiling_gbs", d2d_gbs},
          {"read_ceiling_gbs", read_gbs},
          {"results", bench.out},
          {"decode_rates", bench_decode_rates(o, d2d_gbs, read_gbs, k.xp, k.pp, k.yp, s)}};
}

}  // namespace hwsim::validate
