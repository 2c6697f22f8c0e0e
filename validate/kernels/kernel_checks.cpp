// run_kernel_checks: every decode kernel against a CPU reference in double precision, on fresh
// random data, with outputs poisoned (NaN bytes) before each launch so unwritten elements fail.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/numeric.hpp"
#include "validate/e2e/batch_bench.hpp"
#include "validate/gpu_bench.hpp"
#include "validate/kernels/cpu_reference.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/mid_codec.hpp"
#include "validate/kernels/q4k.hpp"

namespace hwsim::validate {
namespace {

// GEMV outputs are fp32 sums of exactly representable products, so only accumulation order differs
// from the double reference: 1e-3 is strict for that and far above the ~1e-6 expected.
constexpr double kGemvTolerance = 1e-3;

using Rng = std::mt19937_64;

std::vector<std::uint16_t> random_bf16(Rng& rng, std::size_t n, double sigma) {
  std::normal_distribution<float> dist(0.0f, static_cast<float>(sigma));
  std::vector<std::uint16_t> v(n);
  for (auto& e : v) e = float_to_bf16(dist(rng));
  return v;
}

// Laplace activations (heavy-tailed like real ones), bf16.
std::vector<std::uint16_t> random_activations(Rng& rng, std::size_t n) {
  std::uniform_real_distribution<double> u(-0.5, 0.5);
  std::vector<std::uint16_t> v(n);
  for (auto& e : v) {
    const double r = u(rng);
    e = float_to_bf16(static_cast<float>(-std::copysign(std::log(1.0 - 2.0 * std::fabs(r)), r)));
  }
  return v;
}

std::vector<float> to_float(const std::vector<std::uint16_t>& v) {
  std::vector<float> f(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) f[i] = bf16_to_float(v[i]);
  return f;
}

template <class T>
DeviceBuffer upload(const std::vector<T>& v) {
  DeviceBuffer d(v.size() * sizeof(T));
  HWSIM_CUDA_CHECK(cudaMemcpy(d.get(), v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <class T>
std::vector<T> download(const DeviceBuffer& d, std::size_t n) {
  std::vector<T> v(n);
  HWSIM_CUDA_CHECK(cudaMemcpy(v.data(), d.get(), n * sizeof(T), cudaMemcpyDeviceToHost));
  return v;
}

nlohmann::json verdict(nlohmann::json j, const std::vector<float>& y,
                       const std::vector<double>& ref, double tol) {
  const bool all_written =
      std::all_of(y.begin(), y.end(), [](float v) { return std::isfinite(v); });
  const double err = rel_l2_error(y.data(), ref);
  j["all_written"] = all_written;
  j["rel_l2_error"] = std::isfinite(err) ? err : -1.0;
  j["tolerance"] = tol;
  j["passed"] = all_written && err < tol;
  return j;
}

// Column-major BF16 GEMV, dense (stride) or sparse (selected indices + scattered offsets).
nlohmann::json check_bf16_cols(Rng& rng, int rows, int cols, int k, cudaStream_t s) {
  const bool sparse = k < cols;
  const auto x = random_activations(rng, static_cast<std::size_t>(cols));
  const std::vector<int> idx = check_columns(rng, cols, k);
  // Staging: bundle t at a 16-byte aligned offset with random gaps (exercises the offset table).
  const std::size_t bundle = static_cast<std::size_t>(rows) * 2;
  std::vector<std::uint32_t> offsets;
  std::size_t end = 0;
  std::uniform_int_distribution<int> gap(0, 3);
  for (int t = 0; t < k; ++t) {
    end += sparse ? 16 * static_cast<std::size_t>(gap(rng)) : 0;
    offsets.push_back(static_cast<std::uint32_t>(end));
    end += bundle;
  }
  const auto staging = random_bf16(rng, end / 2, 0.02);
  std::vector<const float*> colptr;
  const auto wf = to_float(staging);
  for (int t = 0; t < k; ++t)
    colptr.push_back(wf.data() + offsets[static_cast<std::size_t>(t)] / 2);
  const auto xf = to_float(x);
  std::vector<float> xs;
  for (int t = 0; t < k; ++t)
    xs.push_back(xf[static_cast<std::size_t>(idx[static_cast<std::size_t>(t)])]);
  const auto ref = gemv_columns_ref(rows, colptr, xs);

  auto d_w = upload(staging);
  auto d_x = upload(x);
  auto d_idx = upload(idx);
  auto d_off = upload(offsets);
  ColumnSet set{k, sparse ? d_idx.get<int>() : nullptr,
                sparse ? d_off.get<std::uint32_t>() : nullptr, bundle};
  const int splits = column_splits(rows, k);
  DeviceBuffer partial(static_cast<std::size_t>(splits) * rows * 4),
      y(static_cast<std::size_t>(rows) * 4);
  poison(partial.get(), partial.bytes(), s);
  poison(y.get(), y.bytes(), s);
  launch_gemv_bf16_cols(d_w.get(), set, rows, d_x.get<std::uint16_t>(), partial.get<float>(),
                        splits, s);
  launch_reduce_partials(partial.get<float>(), splits, rows, y.get<float>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return verdict({{"kernel", sparse ? "sparse_bf16_cols" : "dense_bf16_cols"},
                  {"rows", rows},
                  {"cols", cols},
                  {"k", k},
                  {"splits", splits}},
                 download<float>(y, static_cast<std::size_t>(rows)), ref, kGemvTolerance);
}

nlohmann::json check_bf16_rows(Rng& rng, int rows, int cols, cudaStream_t s) {
  const auto w = random_bf16(rng, static_cast<std::size_t>(rows) * cols, 0.02);
  const auto x = random_activations(rng, static_cast<std::size_t>(cols));
  const auto wf = to_float(w), xf = to_float(x);
  const auto ref = gemv_rows_ref(wf.data(), rows, cols, xf.data());
  auto d_w = upload(w);
  auto d_x = upload(x);
  DeviceBuffer y(static_cast<std::size_t>(rows) * 4);
  poison(y.get(), y.bytes(), s);
  launch_gemv_bf16_rows(d_w.get<std::uint16_t>(), rows, cols, d_x.get<std::uint16_t>(),
                        y.get<float>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return verdict({{"kernel", "dense_bf16_rows"}, {"rows", rows}, {"cols", cols}},
                 download<float>(y, static_cast<std::size_t>(rows)), ref, kGemvTolerance);
}

nlohmann::json check_q4k(Rng& rng, int rows, int cols, cudaStream_t s) {
  const auto w = to_float(random_bf16(rng, static_cast<std::size_t>(rows) * cols, 0.02));
  const std::size_t row_bytes = q4k_row_bytes(cols);
  std::vector<std::uint8_t> q(static_cast<std::size_t>(rows) * row_bytes);
  std::vector<float> deq(w.size());
  for (int r = 0; r < rows; ++r) {
    q4k_quantize_row(w.data() + static_cast<std::size_t>(r) * cols, cols, q.data() + r * row_bytes);
    q4k_dequantize_row(q.data() + r * row_bytes, cols,
                       deq.data() + static_cast<std::size_t>(r) * cols);
  }
  double qerr = 0, qden = 0;
  for (std::size_t i = 0; i < w.size(); ++i) {
    qerr += (deq[i] - w[i]) * static_cast<double>(deq[i] - w[i]);
    qden += w[i] * static_cast<double>(w[i]);
  }
  const auto x = random_activations(rng, static_cast<std::size_t>(cols));
  const auto xf = to_float(x);
  const auto ref = gemv_rows_ref(deq.data(), rows, cols, xf.data());
  auto d_q = upload(q);
  auto d_x = upload(x);
  DeviceBuffer y(static_cast<std::size_t>(rows) * 4);
  poison(y.get(), y.bytes(), s);
  launch_gemv_q4k_rows(d_q.get<std::uint8_t>(), rows, cols, d_x.get<std::uint16_t>(),
                       y.get<float>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return verdict({{"kernel", "q4k_rows"},
                  {"rows", rows},
                  {"cols", cols},
                  {"quantisation_rel_rms_error", std::sqrt(qerr / qden)}},
                 download<float>(y, static_cast<std::size_t>(rows)), ref, kGemvTolerance);
}

nlohmann::json check_select(Rng& rng, int n, int k_top, int k_mid, bool ties, cudaStream_t s) {
  auto x = random_activations(rng, static_cast<std::size_t>(n));
  if (ties) {
    // Coarse values (few distinct magnitudes, both signs) force many ties at the thresholds.
    std::uniform_int_distribution<int> level(-6, 6);
    for (auto& e : x) e = float_to_bf16(0.25f * static_cast<float>(level(rng)));
  }
  const auto ref = select_tiers_ref(to_float(x), k_top, k_mid);
  auto d_x = upload(x);
  DeviceBuffer top(static_cast<std::size_t>(std::max(k_top, 1)) * 4),
      mid(static_cast<std::size_t>(std::max(k_mid, 1)) * 4);
  poison(top.get(), top.bytes(), s);
  poison(mid.get(), mid.bytes(), s);
  launch_select_tiers(d_x.get<std::uint16_t>(), n, k_top, k_mid, top.get<int>(), mid.get<int>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  const auto gt = download<int>(top, static_cast<std::size_t>(k_top));
  const auto gm = download<int>(mid, static_cast<std::size_t>(k_mid));
  const bool ok = gt == ref.top && gm == ref.mid;
  return {{"kernel", "select_tiers"},
          {"n", n},
          {"k_top", k_top},
          {"k_mid", k_mid},
          {"forced_ties", ties},
          {"exact_match", ok},
          {"passed", ok}};
}

// Builds k random middle-tier bundles: scalar ones encoded from random weights, trellis ones with
// random streams (decode is content-independent) and realistic fp16 scale/offset headers.
std::vector<std::uint8_t> make_mid_bundles(Rng& rng, const MidLayout& layout, int k) {
  const std::size_t bytes = layout.bundle_bytes();
  std::vector<std::uint8_t> out(bytes * static_cast<std::size_t>(k));
  std::normal_distribution<float> w(0.0f, 0.02f);
  std::uniform_real_distribution<float> sd(0.01f, 0.03f), mean(-0.002f, 0.002f);
  std::vector<float> col(static_cast<std::size_t>(layout.rows));
  for (int t = 0; t < k; ++t) {
    std::uint8_t* b = out.data() + bytes * static_cast<std::size_t>(t);
    if (layout.codec == MidCodec::kScalar) {
      for (auto& v : col) v = w(rng);
      encode_mid_column(layout, col.data(), b);
    } else {
      for (std::size_t i = 0; i < bytes / 8; ++i) {
        const std::uint64_t r = rng();
        std::memcpy(b + 8 * i, &r, 8);
      }
      std::memset(b, 0, layout.header_bytes());
      for (std::size_t sg = 0; sg < layout.segments.size(); ++sg) {
        const std::uint32_t word =
            std::uint32_t{float_to_half(sd(rng))} | (std::uint32_t{float_to_half(mean(rng))} << 16);
        std::memcpy(b + 4 * sg, &word, 4);
      }
    }
  }
  return out;
}

// The tiered GEMV as the harness launches it: the top columns (bf16) and the mid columns (coded)
// each into their own column-split partial sums, reduced into y (rows floats); the partial sums
// and y are poisoned first so that an unwritten value fails the check. Synchronises `s`.
DeviceBuffer tiered_gemv(const MidLayout& layout, const DeviceBuffer& d_top,
                         const ColumnSet& top_set, const DeviceBuffer& d_mid,
                         const ColumnSet& mid_set, const DeviceBuffer& d_x, int rows,
                         cudaStream_t s) {
  const int s1 = column_splits(rows, top_set.count), s2 = column_splits(rows, mid_set.count);
  DeviceBuffer partial(static_cast<std::size_t>(s1 + s2) * rows * 4),
      y(static_cast<std::size_t>(rows) * 4);
  poison(partial.get(), partial.bytes(), s);
  poison(y.get(), y.bytes(), s);
  launch_gemv_bf16_cols(d_top.get(), top_set, rows, d_x.get<std::uint16_t>(), partial.get<float>(),
                        s1, s);
  launch_gemv_mid_cols(layout, d_mid.get(), mid_set, d_x.get<std::uint16_t>(),
                       partial.get<float>() + static_cast<std::size_t>(s1) * rows, s2, s);
  launch_reduce_partials(partial.get<float>(), s1 + s2, rows, y.get<float>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return y;
}

// The device copies of a tiered check's inputs: the top tier's BF16 columns, the middle tier's
// bundles, the activations and each tier's selected column indices.
struct TieredInputs {
  DeviceBuffer top, mid, x, top_idx, mid_idx;
};
TieredInputs upload_tiered(const auto& top_w, const auto& mid, const auto& x, const auto& sel) {
  return {upload(top_w), upload(mid), upload(x), upload(sel.top), upload(sel.mid)};
}

// Middle-tier decode (bit-exact against the CPU decoder) and the full tiered GEMV (top BF16 columns
// + middle coded columns + reduction) against the double reference on the CPU-decoded weights.
nlohmann::json check_tiered(Rng& rng, MidCodec codec, int bits, int k_top, int k_mid,
                            cudaStream_t s) {
  const MidLayout layout{codec, 6144, bits, {4096, 1024, 1024}};
  const int rows = layout.rows, cols = 4096;
  const auto x = random_activations(rng, static_cast<std::size_t>(cols));
  const auto xf = to_float(x);
  const auto sel = select_tiers_ref(xf, k_top, k_mid);
  const auto top_w = random_bf16(rng, static_cast<std::size_t>(rows) * k_top, 0.02);
  const auto mid = make_mid_bundles(rng, layout, k_mid);
  const std::size_t mb = layout.bundle_bytes();

  std::vector<float> mid_dec(static_cast<std::size_t>(rows) * k_mid);
  for (int t = 0; t < k_mid; ++t)
    decode_mid_column(layout, mid.data() + mb * t,
                      mid_dec.data() + static_cast<std::size_t>(t) * rows);
  const auto top_f = to_float(top_w);
  std::vector<const float*> colptr;
  std::vector<float> xs;
  for (int t = 0; t < k_top; ++t) {
    colptr.push_back(top_f.data() + static_cast<std::size_t>(t) * rows);
    xs.push_back(xf[static_cast<std::size_t>(sel.top[static_cast<std::size_t>(t)])]);
  }
  for (int t = 0; t < k_mid; ++t) {
    colptr.push_back(mid_dec.data() + static_cast<std::size_t>(t) * rows);
    xs.push_back(xf[static_cast<std::size_t>(sel.mid[static_cast<std::size_t>(t)])]);
  }
  const auto ref = gemv_columns_ref(rows, colptr, xs);

  const TieredInputs d = upload_tiered(top_w, mid, x, sel);
  const ColumnSet top_set{k_top, d.top_idx.get<int>(), nullptr,
                          static_cast<std::uint64_t>(rows) * 2};
  const ColumnSet mid_set{k_mid, d.mid_idx.get<int>(), nullptr, mb};

  DeviceBuffer dec(mid_dec.size() * 4);
  poison(dec.get(), dec.bytes(), s);
  launch_decode_mid_cols(layout, d.mid.get(), mid_set, dec.get<float>(), s);
  const DeviceBuffer y = tiered_gemv(layout, d.top, top_set, d.mid, mid_set, d.x, rows, s);

  const auto gdec = download<float>(dec, mid_dec.size());
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < gdec.size(); ++i)
    mismatches += std::memcmp(&gdec[i], &mid_dec[i], 4) != 0 ? 1 : 0;
  auto j = verdict({{"kernel", std::string("tiered_") + to_string(codec)},
                    {"rows", rows},
                    {"cols", cols},
                    {"bits", bits},
                    {"k_top", k_top},
                    {"k_mid", k_mid},
                    {"decode_values", gdec.size()},
                    {"decode_bit_mismatches", mismatches}},
                   download<float>(y, static_cast<std::size_t>(rows)), ref, kGemvTolerance);
  j["passed"] = j["passed"].get<bool>() && mismatches == 0;
  return j;
}

// CPU-only: reconstruction error of the Viterbi trellis encoder vs the scalar codec at equal bits
// on Gaussian data (one column of 256 values).
nlohmann::json check_trellis_encoder(Rng& rng, int bits) {
  std::normal_distribution<float> w(0.0f, 0.02f);
  std::vector<float> col(256), dec(256);
  for (auto& v : col) v = w(rng);
  nlohmann::json j{{"kernel", "trellis_encoder_cpu"},
                   {"rows", 256},
                   {"bits", bits},
                   {"encoder", "viterbi (exact, all 2^16 states)"}};
  for (MidCodec c : {MidCodec::kScalar, MidCodec::kTrellis}) {
    const MidLayout layout{c, 256, bits, {256}};
    std::vector<std::uint8_t> b(layout.bundle_bytes());
    encode_mid_column(layout, col.data(), b.data());
    decode_mid_column(layout, b.data(), dec.data());
    double num = 0, den = 0;
    for (std::size_t i = 0; i < col.size(); ++i) {
      num += (dec[i] - col[i]) * static_cast<double>(dec[i] - col[i]);
      den += col[i] * static_cast<double>(col[i]);
    }
    j[std::string(to_string(c)) + "_rel_mse"] = num / den;
  }
  // Passes when the trellis beats scalar quantisation at the same rate, as it should.
  j["passed"] = j["trellis_rel_mse"].get<double>() < j["scalar_rel_mse"].get<double>();
  return j;
}

// A GPU-resident group read in place (ColumnSet::in_place): k selected columns of a full region of
// cols bf16 bundles and of cols middle-tier bundles, bundle j at j * stride.
nlohmann::json check_in_place(Rng& rng, MidCodec codec, int k_top, int k_mid, cudaStream_t s) {
  const MidLayout layout{codec, 4096, 3, {4096}};
  const int rows = layout.rows, cols = 4096;
  const std::size_t mb = layout.bundle_bytes(), bundle = static_cast<std::size_t>(rows) * 2;
  const auto x = random_activations(rng, static_cast<std::size_t>(cols));
  const auto xf = to_float(x);
  const auto sel = select_tiers_ref(xf, k_top, k_mid);
  const auto top_w = random_bf16(rng, static_cast<std::size_t>(rows) * cols, 0.02);
  const auto mid = make_mid_bundles(rng, layout, cols);
  const auto top_f = to_float(top_w);
  std::vector<float> mid_dec(static_cast<std::size_t>(rows) * k_mid);
  std::vector<const float*> colptr;
  std::vector<float> xs;
  for (int t = 0; t < k_top; ++t) {
    const int j = sel.top[static_cast<std::size_t>(t)];
    colptr.push_back(top_f.data() + static_cast<std::size_t>(j) * rows);
    xs.push_back(xf[static_cast<std::size_t>(j)]);
  }
  for (int t = 0; t < k_mid; ++t) {
    const int j = sel.mid[static_cast<std::size_t>(t)];
    float* dec = mid_dec.data() + static_cast<std::size_t>(t) * rows;
    decode_mid_column(layout, mid.data() + mb * static_cast<std::size_t>(j), dec);
    colptr.push_back(dec);
    xs.push_back(xf[static_cast<std::size_t>(j)]);
  }
  const auto ref = gemv_columns_ref(rows, colptr, xs);
  const TieredInputs d = upload_tiered(top_w, mid, x, sel);
  const ColumnSet top_set{k_top, d.top_idx.get<int>(), nullptr, bundle, true};
  const ColumnSet mid_set{k_mid, d.mid_idx.get<int>(), nullptr, mb, true};
  const DeviceBuffer y = tiered_gemv(layout, d.top, top_set, d.mid, mid_set, d.x, rows, s);
  return verdict({{"kernel", std::string("in_place_tiered_") + to_string(codec)},
                  {"rows", rows},
                  {"cols", cols},
                  {"bits", 3},
                  {"k_top", k_top},
                  {"k_mid", k_mid}},
                 download<float>(y, static_cast<std::size_t>(rows)), ref, kGemvTolerance);
}

// Attention of one query token over `tokens` cached tokens (GQA), against a double reference.
// Inputs are exact bf16 values, so only fp32 accumulation and __expf differ: 1e-3 is strict.
nlohmann::json check_attention(Rng& rng, int heads, int kv_heads, int tokens, cudaStream_t s) {
  const AttentionShape a{heads, kv_heads, 128, tokens + 3, 500000.0f};
  const std::size_t hd = 128, cap = static_cast<std::size_t>(a.capacity);
  const auto q = random_bf16(rng, static_cast<std::size_t>(heads) * hd, 1.0);
  const auto k = random_bf16(rng, static_cast<std::size_t>(kv_heads) * cap * hd, 1.0);
  const auto v = random_bf16(rng, static_cast<std::size_t>(kv_heads) * cap * hd, 1.0);
  const auto qf = to_float(q), kf = to_float(k), vf = to_float(v);
  std::vector<double> ref(static_cast<std::size_t>(heads) * hd, 0.0);
  for (int h = 0; h < heads; ++h) {
    const std::size_t kvh = static_cast<std::size_t>(h / (heads / kv_heads));
    std::vector<double> p(static_cast<std::size_t>(tokens));
    double top = -1e300, sum = 0;
    for (int t = 0; t < tokens; ++t) {
      double dot = 0;
      for (std::size_t d = 0; d < hd; ++d)
        dot += static_cast<double>(qf[h * hd + d]) * kf[(kvh * cap + t) * hd + d];
      p[static_cast<std::size_t>(t)] = dot / std::sqrt(128.0);
      top = std::max(top, p[static_cast<std::size_t>(t)]);
    }
    for (auto& e : p) sum += (e = std::exp(e - top));
    for (int t = 0; t < tokens; ++t)
      for (std::size_t d = 0; d < hd; ++d)
        ref[h * hd + d] += p[static_cast<std::size_t>(t)] / sum * vf[(kvh * cap + t) * hd + d];
  }
  auto d_q = upload(q);
  auto d_k = upload(k);
  auto d_v = upload(v);
  DeviceBuffer out(ref.size() * 4);
  poison(out.get(), out.bytes(), s);
  launch_decode_attention(d_q.get<std::uint16_t>(), d_k.get<std::uint16_t>(),
                          d_v.get<std::uint16_t>(), a, tokens, out.get<float>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return verdict(
      {{"kernel", "decode_attention"}, {"heads", heads}, {"kv_heads", kv_heads}, {"n", tokens}},
      download<float>(out, ref.size()), ref, kGemvTolerance);
}

}  // namespace

nlohmann::json run_kernel_checks(std::uint64_t seed) {
  Rng rng(seed);
  CudaStream stream;
  const cudaStream_t s = stream.get();
  nlohmann::json list = nlohmann::json::array();
  auto add = [&](nlohmann::json j) { list.push_back(std::move(j)); };

  add(check_bf16_cols(rng, 6144, 4096, 4096, s));
  add(check_bf16_cols(rng, 4096, 14336, 14336, s));
  add(check_bf16_cols(rng, 2080, 1000, 1000, s));
  add(check_bf16_cols(rng, 6144, 4096, 1229, s));
  add(check_bf16_cols(rng, 28672, 4096, 2048, s));
  add(check_bf16_cols(rng, 4096, 14336, 3, s));
  add(check_bf16_rows(rng, 4096, 4096, s));
  add(check_bf16_rows(rng, 1001, 1032, s));
  add(check_q4k(rng, 6144, 4096, s));
  add(check_q4k(rng, 333, 14336, s));
  for (bool ties : {false, true}) {
    add(check_select(rng, 4096, 1229, 0, ties, s));
    add(check_select(rng, 14336, 2000, 4000, ties, s));
    add(check_select(rng, 4096, 595, 1190, ties, s));
    add(check_select(rng, 1000, 0, 1000, ties, s));
    add(check_select(rng, 16384, 16384, 0, ties, s));
    add(check_select(rng, 77, 1, 5, ties, s));
  }
  for (MidCodec c : {MidCodec::kScalar, MidCodec::kTrellis})
    for (int bits : {2, 3, 4}) add(check_tiered(rng, c, bits, 597, 1194, s));
  add(check_tiered(rng, MidCodec::kTrellis, 3, 0, 4095, s));
  for (int bits : {2, 3}) add(check_trellis_encoder(rng, bits));
  for (MidCodec c : {MidCodec::kScalar, MidCodec::kTrellis})
    add(check_in_place(rng, c, 411, 822, s));
  add(check_attention(rng, 32, 8, 512, s));
  add(check_attention(rng, 28, 4, 1001, s));
  add(check_attention(rng, 8, 8, 1, s));
  for (auto& j : batch_kernel_checks(seed)) add(std::move(j));

  bool all = true;
  for (const auto& j : list) all = all && j.at("passed").get<bool>();
  return {{"seed", seed}, {"device", device_name()}, {"all_passed", all}, {"checks", list}};
}

}  // namespace hwsim::validate
