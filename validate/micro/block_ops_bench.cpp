// Block-op kernels as a decoder runs them: the end-to-end harness's own small-op kernels (RMSNorm,
// rotary with the KV-cache append, residual add, SiLU-and-multiply) at the dev model's widths, and
// its decode attention over 128 to 8192 cached tokens. A decoder that waits for each GEMV launches
// these kernels on an idle stream, so each is timed that way: the stream drained, an event, the
// launch, an event; the span is what the kernel adds to the token (launch-to-start latency and a
// short kernel's ramp, which the back-to-back launch rate leaves out), not its throughput in a
// queue. `hwsim calibrate` fits gpu.small_kernel_time and the attention line from it.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/stats.hpp"
#include "validate/e2e/decode_plan.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {

namespace {

// Microseconds of `launch` on the drained stream `s`, one sample per repetition after one untimed.
template <class Launch>
Summary idle_stream_us(cudaStream_t s, int reps, Launch&& launch) {
  CudaEvent a, b;
  std::vector<double> us;
  for (int r = -1; r < reps; ++r) {
    HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
    a.record(s);
    launch();
    b.record(s);
    const double ms = elapsed_ms(a, b);
    if (r >= 0) us.push_back(ms * 1e3);
  }
  return summarize(us);
}

nlohmann::json point(const std::string& op, double bytes, const Summary& s) {
  return {{"op", op},        {"bytes", bytes}, {"reps", s.count}, {"median_us", s.median},
          {"p10_us", s.p10}, {"p90_us", s.p90}};
}

}  // namespace

nlohmann::json bench_block_ops(const MicrobenchOptions& o) {
  const ModelShape m;
  const int reps = o.quick ? 20 : 200;
  const int capacity = kAttentionMaxTokens;
  const AttentionShape shape{m.heads, m.kv_heads, m.head_dim, capacity};
  const std::uint64_t qw = static_cast<std::uint64_t>(m.heads) * m.head_dim;
  const std::uint64_t kvw = static_cast<std::uint64_t>(m.kv_heads) * m.head_dim;
  const std::uint64_t cache = kvw * capacity;  // elements of one of K and V
  CudaStream stream;
  const cudaStream_t s = stream.get();
  DeviceBuffer h(m.hidden * 2ull), w(m.hidden * 2ull), hn(m.hidden * 2ull), y(m.hidden * 4ull);
  DeviceBuffer qkv((qw + 2 * kvw) * 2), kv(2 * cache * 2), attn_out(qw * 4);
  DeviceBuffer gate_up(2ull * m.ffn * 4), act(m.ffn * 2ull);
  launch_fill_normal_bf16(h.get<std::uint16_t>(), m.hidden, 1.0f, o.seed + 1, s);
  launch_fill_normal_bf16(w.get<std::uint16_t>(), m.hidden, 1.0f, o.seed + 2, s);
  launch_fill_normal_bf16(qkv.get<std::uint16_t>(), qw + 2 * kvw, 1.0f, o.seed + 3, s);
  launch_fill_normal_bf16(kv.get<std::uint16_t>(), 2 * cache, 1.0f, o.seed + 4, s);
  HWSIM_CUDA_CHECK(cudaMemsetAsync(y.get(), 0, m.hidden * 4ull, s));
  HWSIM_CUDA_CHECK(cudaMemsetAsync(gate_up.get(), 0, 2ull * m.ffn * 4, s));
  auto* q = qkv.get<std::uint16_t>();
  auto* k_cache = kv.get<std::uint16_t>();
  auto* v_cache = k_cache + cache;
  const double hid = m.hidden;
  nlohmann::json ops = nlohmann::json::array();
  // Bytes each kernel reads and writes: RMSNorm x, weight and out (2 B each); rotary q read and
  // written, k and v read and appended; residual h read and written (2 B), y read (4 B); SiLU-mul
  // gate and up read (4 B), out written (2 B).
  ops.push_back(point("rmsnorm", 6.0 * hid, idle_stream_us(s, reps, [&] {
                        launch_rmsnorm_bf16(h.get<std::uint16_t>(), w.get<std::uint16_t>(),
                                            m.hidden, hn.get<std::uint16_t>(), s);
                      })));
  ops.push_back(point("rope_append", 4.0 * static_cast<double>(qw) + 8.0 * static_cast<double>(kvw),
                      idle_stream_us(s, reps, [&] {
                        launch_rope_append(q, q + qw, q + qw + kvw, shape, 511, k_cache, v_cache,
                                           s);
                      })));
  ops.push_back(point("residual_add", 8.0 * hid, idle_stream_us(s, reps, [&] {
                        launch_residual_add(h.get<std::uint16_t>(), y.get<float>(), m.hidden, s);
                      })));
  ops.push_back(point("silu_mul", 10.0 * m.ffn, idle_stream_us(s, reps, [&] {
                        launch_silu_mul(gate_up.get<float>(), m.ffn, act.get<std::uint16_t>(), s);
                      })));
  // Attention reads the K and V of every cached token (2 x kv width x 2 B per token).
  nlohmann::json attention = nlohmann::json::array();
  for (int tokens = 128; tokens <= capacity; tokens *= 2) {
    attention.push_back(point(
        "attention", 4.0 * static_cast<double>(kvw) * tokens, idle_stream_us(s, reps, [&] {
          launch_decode_attention(q, k_cache, v_cache, shape, tokens, attn_out.get<float>(), s);
        })));
    attention.back()["tokens"] = tokens;
  }
  stream.sync();
  return {{"timing", "event span of one kernel launched on a drained stream, median of reps"},
          {"shape",
           {{"hidden", m.hidden},
            {"ffn", m.ffn},
            {"heads", m.heads},
            {"kv_heads", m.kv_heads},
            {"head_dim", m.head_dim}}},
          {"small_ops", ops},
          {"attention", attention}};
}

}  // namespace hwsim::validate
