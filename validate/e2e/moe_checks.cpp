// The MoE harness's kernels against double-precision CPU references on small random inputs
// (moe_bench.hpp's moe_kernel_checks): the grouped GEMV, the router's softmax and top-k, and the
// weighted combine of the experts' outputs.
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/numeric.hpp"
#include "validate/e2e/moe_bench.hpp"
#include "validate/kernels/kernels_moe.hpp"

namespace hwsim::validate {
namespace {

using nlohmann::json;

template <class T>
std::vector<T> download(const DeviceBuffer& d, std::size_t n, cudaStream_t s) {
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  return to_host<T>(d, n);
}

// Expert e's weights at pointer slot e are matrix count - 1 - e of the buffer (reversed, so the
// pointer table is really used).
json check_grouped_gemv(cudaStream_t s, std::mt19937& rng) {
  constexpr int count = 3, rows = 64, cols = 256;
  std::normal_distribution<float> dist(0.0f, 1.0f);
  std::vector<std::uint16_t> w(static_cast<std::size_t>(count) * rows * cols), x(count * cols);
  for (auto& v : w) v = float_to_bf16(dist(rng));
  for (auto& v : x) v = float_to_bf16(dist(rng));
  const DeviceBuffer dw = to_device(w), dx = to_device(x);
  DeviceBuffer dy(count * rows * 4);
  ExpertPointers p;
  for (int e = 0; e < count; ++e)
    p.ptr[e] = dw.get<std::uint16_t>() + static_cast<std::size_t>(count - 1 - e) * rows * cols;
  launch_gemv_experts(p, count, rows, cols, dx.get<std::uint16_t>(), cols, dy.get<float>(), s);
  const auto y = download<float>(dy, count * rows, s);
  double worst = 0.0;
  for (int e = 0; e < count; ++e) {
    const std::size_t we = static_cast<std::size_t>(count - 1 - e) * rows * cols;
    for (int r = 0; r < rows; ++r) {
      double ref = 0.0, scale = 0.0;
      for (int j = 0; j < cols; ++j) {
        const double a = bf16_to_float(w[we + static_cast<std::size_t>(r) * cols + j]);
        const double b = bf16_to_float(x[static_cast<std::size_t>(e) * cols + j]);
        ref += a * b;
        scale += std::abs(a * b);
      }
      worst = std::max(worst, std::abs(y[static_cast<std::size_t>(e) * rows + r] - ref) / scale);
    }
  }
  return {{"kernel", "gemv_experts"}, {"max_error_over_abs_sum", worst}, {"passed", worst < 1e-4}};
}

// Distinct logits (a shuffled ramp), so the top-k has no ties and the ids must match exactly.
json check_router_topk(cudaStream_t s, std::mt19937& rng) {
  constexpr int experts = 128, k = 8;
  std::vector<float> logits(experts);
  std::iota(logits.begin(), logits.end(), 0.0f);
  for (auto& v : logits) v = v / 16.0f - 4.0f;
  std::shuffle(logits.begin(), logits.end(), rng);
  const DeviceBuffer dl = to_device(logits);
  DeviceBuffer di(k * 4), dw(k * 4);
  launch_router_topk(dl.get<float>(), experts, k, di.get<int>(), dw.get<float>(), s);
  const auto ids = download<int>(di, k, s);
  const auto w = download<float>(dw, k, s);
  std::vector<int> order(experts);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return logits[a] > logits[b]; });
  double chosen = 0.0;
  for (int i = 0; i < k; ++i) chosen += std::exp(static_cast<double>(logits[order[i]]));
  bool ids_match = true;
  double worst = 0.0;
  for (int i = 0; i < k; ++i) {
    ids_match = ids_match && ids[i] == order[i];
    const double ref = std::exp(static_cast<double>(logits[order[i]])) / chosen;
    worst = std::max(worst, std::abs(w[i] - ref) / ref);
  }
  return {{"kernel", "router_topk"},
          {"ids_match", ids_match},
          {"max_relative_weight_error", worst},
          {"passed", ids_match && worst < 1e-5}};
}

json check_combine(cudaStream_t s, std::mt19937& rng) {
  constexpr int count = 9, n = 2048;  // 8 routed experts and one shared (weight 1)
  std::normal_distribution<float> dist(0.0f, 1.0f);
  std::uniform_real_distribution<float> gate(0.0f, 0.25f);
  std::vector<float> y(static_cast<std::size_t>(count) * n), w(count, 1.0f);
  for (auto& v : y) v = dist(rng);
  for (int e = 0; e + 1 < count; ++e) w[e] = gate(rng);
  const DeviceBuffer dy = to_device(y), dw = to_device(w);
  DeviceBuffer dout(n * 4);
  launch_combine_experts(dy.get<float>(), dw.get<float>(), count, n, dout.get<float>(), s);
  const auto out = download<float>(dout, n, s);
  double worst = 0.0;
  for (int i = 0; i < n; ++i) {
    double ref = 0.0, scale = 0.0;
    for (int e = 0; e < count; ++e) {
      ref += static_cast<double>(w[e]) * y[static_cast<std::size_t>(e) * n + i];
      scale += std::abs(static_cast<double>(w[e]) * y[static_cast<std::size_t>(e) * n + i]);
    }
    worst = std::max(worst, std::abs(out[i] - ref) / scale);
  }
  return {
      {"kernel", "combine_experts"}, {"max_error_over_abs_sum", worst}, {"passed", worst < 1e-5}};
}

}  // namespace

json moe_kernel_checks() {
  CudaStream stream;
  const cudaStream_t s = stream.get();
  std::mt19937 rng(7);
  json checks =
      json::array({check_grouped_gemv(s, rng), check_router_topk(s, rng), check_combine(s, rng)});
  bool passed = true;
  for (const auto& c : checks) passed = passed && c.at("passed").get<bool>();
  return {{"checks", checks}, {"passed", passed}};
}

}  // namespace hwsim::validate
