// batch_kernel_checks: the batched kernels of kernels_batch.hpp against the double-precision CPU
// reference, outputs poisoned (NaN bytes) before each launch so unwritten elements fail.
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/numeric.hpp"
#include "validate/e2e/batch_bench.hpp"
#include "validate/kernels/cpu_reference.hpp"
#include "validate/kernels/kernels_batch.hpp"

namespace hwsim::validate {
namespace {

using Rng = std::mt19937_64;
constexpr double kTolerance = 1e-3;  // as the GEMV checks: fp32 sums of exact bf16 products

template <class T>
DeviceBuffer upload(const std::vector<T>& v) {
  DeviceBuffer d(std::max<std::size_t>(1, v.size()) * sizeof(T));
  HWSIM_CUDA_CHECK(cudaMemcpy(d.get(), v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

std::vector<std::uint16_t> normal_bf16(Rng& rng, std::size_t n, float sigma) {
  std::normal_distribution<float> d(0.0f, sigma);
  std::vector<std::uint16_t> v(n);
  for (auto& e : v) e = float_to_bf16(d(rng));
  return v;
}

// `batch` inputs of `cols` (row stride ld_x = cols + 8, to exercise the stride) against k of the
// cols bundles (k = cols: dense, else a random sorted selection, read compacted), then the
// reduction into y[b * rows + i].
nlohmann::json check_gemm(Rng& rng, int rows, int cols, int k, int batch, cudaStream_t s) {
  const bool sparse = k < cols;
  const int ld = cols + 8;
  const auto x = normal_bf16(rng, static_cast<std::size_t>(ld) * batch, 1.0f);
  const std::vector<int> idx = check_columns(rng, cols, k);
  const auto w = normal_bf16(rng, static_cast<std::size_t>(rows) * k, 0.02f);
  std::vector<float> wf(w.size());
  for (std::size_t i = 0; i < w.size(); ++i) wf[i] = bf16_to_float(w[i]);
  std::vector<const float*> colptr;
  for (int t = 0; t < k; ++t) colptr.push_back(wf.data() + static_cast<std::size_t>(t) * rows);
  std::vector<double> ref;
  for (int b = 0; b < batch; ++b) {
    std::vector<float> xs;
    for (int t = 0; t < k; ++t)
      xs.push_back(bf16_to_float(x[static_cast<std::size_t>(b) * ld +
                                   static_cast<std::size_t>(idx[static_cast<std::size_t>(t)])]));
    const auto r = gemv_columns_ref(rows, colptr, xs);
    ref.insert(ref.end(), r.begin(), r.end());
  }
  auto d_w = upload(w);
  auto d_x = upload(x);
  auto d_idx = upload(idx);
  const ColumnSet set{k, sparse ? d_idx.get<int>() : nullptr, nullptr,
                      static_cast<std::uint64_t>(rows) * 2, false};
  const int splits = column_splits(rows, k);
  DeviceBuffer partial(static_cast<std::size_t>(splits) * batch * rows * 4),
      y(static_cast<std::size_t>(batch) * rows * 4);
  poison(partial.get(), partial.bytes(), s);
  poison(y.get(), y.bytes(), s);
  launch_gemm_bf16_cols(d_w.get(), set, rows, d_x.get<std::uint16_t>(), ld, batch,
                        partial.get<float>(), splits, s);
  launch_reduce_partials(partial.get<float>(), splits, batch * rows, y.get<float>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  std::vector<float> out(static_cast<std::size_t>(batch) * rows);
  HWSIM_CUDA_CHECK(cudaMemcpy(out.data(), y.get(), out.size() * 4, cudaMemcpyDeviceToHost));
  const bool written =
      std::all_of(out.begin(), out.end(), [](float v) { return std::isfinite(v); });
  const double err = rel_l2_error(out.data(), ref);
  return {{"kernel", sparse ? "sparse_bf16_gemm_cols" : "dense_bf16_gemm_cols"},
          {"rows", rows},
          {"cols", cols},
          {"k", k},
          {"batch", batch},
          {"splits", splits},
          {"all_written", written},
          {"rel_l2_error", std::isfinite(err) ? err : -1.0},
          {"tolerance", kTolerance},
          {"passed", written && err < kTolerance}};
}

// TEAL masking: every output element is the input where the sequence selected it, else 0
// (exact; the output is poisoned first, so the clear is checked too).
nlohmann::json check_mask(Rng& rng, int n, int k, int batch, cudaStream_t s) {
  const int ld = n + 16;
  const auto x = normal_bf16(rng, static_cast<std::size_t>(ld) * batch, 1.0f);
  std::vector<int> sel;
  std::vector<std::uint16_t> want(static_cast<std::size_t>(n) * batch, 0);
  for (int b = 0; b < batch; ++b) {
    std::vector<int> idx(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j) idx[static_cast<std::size_t>(j)] = j;
    std::shuffle(idx.begin(), idx.end(), rng);
    idx.resize(static_cast<std::size_t>(k));
    std::sort(idx.begin(), idx.end());
    for (int j : idx) {
      sel.push_back(j);
      want[static_cast<std::size_t>(b) * n + j] = x[static_cast<std::size_t>(b) * ld + j];
    }
  }
  auto d_x = upload(x);
  auto d_sel = upload(sel);
  DeviceBuffer xs(want.size() * 2);
  poison(xs.get(), xs.bytes(), s);
  launch_mask_selected(d_x.get<std::uint16_t>(), ld, n, batch, d_sel.get<int>(), k,
                       xs.get<std::uint16_t>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  std::vector<std::uint16_t> got(want.size());
  HWSIM_CUDA_CHECK(cudaMemcpy(got.data(), xs.get(), got.size() * 2, cudaMemcpyDeviceToHost));
  return {{"kernel", "mask_selected"},
          {"cols", n},
          {"k", k},
          {"batch", batch},
          {"exact_match", got == want},
          {"passed", got == want}};
}

// Batched top-k: every row's index set equals the CPU reference's (|x| descending, index
// ascending); `ties` draws the inputs from 16 values so that many tie at the threshold.
nlohmann::json check_select_batch(Rng& rng, int n, int k, int batch, bool ties, cudaStream_t s) {
  const int ld = n + 24;
  auto x = normal_bf16(rng, static_cast<std::size_t>(ld) * batch, 1.0f);
  if (ties) {
    std::uniform_int_distribution<int> v(-8, 7);
    for (auto& e : x) e = float_to_bf16(static_cast<float>(v(rng)));
  }
  std::vector<int> want;
  for (int b = 0; b < batch; ++b) {
    std::vector<float> row(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j)
      row[static_cast<std::size_t>(j)] = bf16_to_float(x[static_cast<std::size_t>(b) * ld + j]);
    const auto ref = select_tiers_ref(row, k, 0);
    want.insert(want.end(), ref.top.begin(), ref.top.end());
  }
  auto d_x = upload(x);
  DeviceBuffer top(std::max<std::size_t>(1, want.size()) * 4);
  poison(top.get(), top.bytes(), s);
  launch_select_topk_batch(d_x.get<std::uint16_t>(), ld, n, k, batch, top.get<int>(), s);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  std::vector<int> got(want.size());
  HWSIM_CUDA_CHECK(cudaMemcpy(got.data(), top.get(), got.size() * 4, cudaMemcpyDeviceToHost));
  return {{"kernel", "select_topk_batch"},
          {"n", n},
          {"k", k},
          {"batch", batch},
          {"forced_ties", ties},
          {"exact_match", got == want},
          {"passed", got == want}};
}

}  // namespace

nlohmann::json batch_kernel_checks(std::uint64_t seed) {
  Rng rng(seed * 31 + 5);
  CudaStream stream;
  const cudaStream_t s = stream.get();
  nlohmann::json list = nlohmann::json::array();
  for (int b : {1, 2, 3, 8}) list.push_back(check_gemm(rng, 6144, 4096, 4096, b, s));
  list.push_back(check_gemm(rng, 4096, 14336, 14336, 4, s));
  list.push_back(check_gemm(rng, 28672, 4096, 3584, 8, s));
  list.push_back(check_gemm(rng, 4096, 14336, 7, 6, s));
  list.push_back(check_gemm(rng, 2080, 1000, 999, 5, s));
  for (bool ties : {false, true}) {
    list.push_back(check_select_batch(rng, 4096, 2048, 8, ties, s));
    list.push_back(check_select_batch(rng, 14336, 4301, 3, ties, s));
  }
  list.push_back(check_mask(rng, 4096, 2048, 8, s));
  list.push_back(check_mask(rng, 14336, 1, 3, s));
  return list;
}

}  // namespace hwsim::validate
