#pragma once
// Transformer architecture descriptions with exact per-tensor parameter counts.
//
// A ModelSpec is a general decoder-only transformer: token embedding, an optional learned position
// table, one LayerSpec per block (so heterogeneous stacks such as sliding/global or linear/full
// attention hybrids are counted exactly), an optional final norm and an output head that is either
// tied to the embedding (not counted again) or its own v x h matrix.
//
// All dimensions and counts are std::int64_t: 405B-class models and their products with tokens do
// not fit in 32 bits. Counts are numbers of parameters (elements), never bytes; callers multiply by
// the bytes per element of their precision.
//
// Parameter counting, per block (h = model hidden size, every "a x b" below is a weight with
// a*b elements, written [outputs x inputs] as in PyTorch's nn.Linear):
//
//   Softmax attention (kind full or sliding), with H = heads, G = kv_heads, d = head_dim:
//     q_proj      [H*d x h]   (+ H*d bias if qkv_bias)
//     k_proj      [G*d x h]   (+ G*d bias if qkv_bias)
//     v_proj      [G*d x h]   (+ G*d bias if qkv_bias); absent when shared_kv (one projection
//                             serves as both K and V, as in Gemma 4's global layers; the cache
//                             still holds two tensors, see kv_cache_elements)
//     gate_proj   [H*d x h]   only if output_gate (Qwen3-Next style gated attention output; in the
//                             Hugging Face code it is fused into q_proj, same count)
//     o_proj      [h x H*d]   (+ h bias if output_bias)
//     q_norm, k_norm: d each, only if qk_norm (one RMSNorm gain over head_dim shared by all heads);
//                 H*d and G*d when qk_norm_over_heads (OLMo-2 normalises the whole projection)
//     sinks       H           only if sinks (gpt-oss: one learned logit per head that joins each
//                             softmax's denominator, GptOssAttention.sinks in transformers)
//   reuses_kv (Gemma 4's KV-shared layers, num_kv_shared_layers): K and V are an earlier layer's,
//   so k_proj, v_proj (and their biases) and k_norm are absent and the layer keeps no KV cache.
//
//   Multi-head latent attention (kind mla, DeepSeek-V2/V3), with H = heads, r_q = q_lora_rank,
//   r_kv = kv_lora_rank, dn = qk_nope_head_dim, dr = qk_rope_head_dim, dv = v_head_dim:
//     q_a_proj           [r_q x h], q_a_layernorm r_q, q_b_proj [H*(dn+dr) x r_q]
//                        (r_q = 0: one q_proj [H*(dn+dr) x h] instead)
//     kv_a_proj_with_mqa [(r_kv + dr) x h]   the latent and the shared rotary key
//     kv_a_layernorm     r_kv
//     kv_b_proj          [H*(dn+dv) x r_kv]  per-head keys (dn) and values (dv) from the latent
//     o_proj             [h x H*dv]
//   For the rest of hwsim an MLA block reads as full attention with heads = kv_heads = H and
//   head_dim = dn + dr; its KV cache (kv_cache_elements) is the latent, r_kv + dr per token, as
//   DeepSeek's and vLLM's kernels store it.
//   With the sparse-attention indexer (DeepSeek-V3.2, GLM-5: index_heads Hi, index_head_dim di;
//   DeepSeek-V3.2's inference/model.py class Indexer, needs r_q > 0):
//     wq_b         [Hi*di x r_q]   the indexer's queries from the query latent
//     wk           [di x h]        one indexer key per token
//     k_norm       2*di            LayerNorm (gain and bias) over the key
//     weights_proj [Hi x h]        per-head weights of the index scores
//   and the cache keeps the indexer key too: r_kv + dr + di per token.
//
//   Linear attention (kind linear, Gated DeltaNet as in Qwen3-Next / Qwen3.5 hybrids), with
//   Hk = key_heads, Hv = value_heads, dk = key_head_dim, dv = value_head_dim, K = conv_kernel,
//   Kd = Hk*dk, Vd = Hv*dv:
//     in_proj_qkvz [(2*Kd + 2*Vd) x h]  q, k (Kd each), v and the output gate z (Vd each)
//     in_proj_ba   [2*Hv x h]           per-value-head beta (write strength) and alpha (decay)
//     conv1d       (2*Kd + Vd) * K      depthwise causal convolution over q,k,v channels, no bias
//     dt_bias      Hv                   decay time-step bias
//     A_log        Hv                   decay rate
//     norm         dv                   gated RMSNorm gain over value_head_dim, shared by heads
//     out_proj     [h x Vd]
//   Total: h*(2Kd + 2Vd + 2Hv) + (2Kd + Vd)*K + 2*Hv + dv + Vd*h.
//
//   Mamba-2 (kind mamba2, Nemotron-H; transformers' modeling_nemotron_h.py NemotronHMamba2Mixer,
//   the reference mamba_ssm Mamba2), with H = heads, P = head_dim, I = H*P, G = groups,
//   N = state_size, K = conv_kernel, C = I + 2*G*N (the convolved x, B and C channels):
//     in_proj   [(2I + 2GN + H) x h]  z (gate, I), x (I), B and C (G*N each), dt (H)
//                                     (+ 2I + 2GN + H bias if proj_bias)
//     conv1d    C * K                 depthwise causal convolution (+ C bias if conv_bias)
//     dt_bias, A_log, D   H each      time-step bias, decay, skip
//     norm      I                     gated RMSNorm gain
//     out_proj  [h x I]               (+ h bias if proj_bias)
//   Its decode state (recurrent_state_elements) is the SSM state H*P*N plus the convolution's last
//   K - 1 inputs, C*(K - 1).
//
//   No token mixer (kind none: Nemotron-H's MLP-only and MoE-only layers, DeciLM/nemotron-nas
//   blocks whose attention is a no-op): no parameters, no cache.
//
//   FFN, with I = inner (dense) or expert_inner (MoE):
//     mlp (relu | relu2 | gelu): up [I x h] (+I bias), down [h x I] (+h bias)
//     gated (swiglu | geglu): gate [I x h], up [I x h] (+I bias each), down [h x I] (+h bias)
//     MoE: router [E x h] (+E bias if router_bias), E experts of the FFN above at expert_inner,
//          plus `shared_experts` always-active experts at shared_inner (0 = expert_inner), each
//          with a [1 x h] gate if shared_expert_gate; router_scales (Gemma 4's router) adds a
//          gain of h on the router's input and one scale per expert (E).
//          Group-limited routing (expert_groups G > group_top_k; DeepSeek-V2/V3's n_group and
//          topk_group) counts no parameter: it only restricts which experts a token can pick
//          (sim/decode/routing.hpp models it).
//     none: no FFN (kind none: Nemotron-H's mixer-only layers, nemotron-nas no-op FFN blocks).
//
//   Per-layer input (per_layer_input w > 0, Gemma 4 E2B/E4B): per_layer_input_gate [w x h],
//   per_layer_projection [h x w], post_per_layer_input_norm h.
//
//   Norms: `norms` per block, each h (rmsnorm: gain) or 2h (layernorm: gain and bias).
//
// Whole model: embedding v*h, position table max_positions*h if any, with per-layer inputs
// (w = per_layer_input, L layers) embed_tokens_per_layer [per_layer_input_vocab x L*w],
// per_layer_model_projection [L*w x h] and per_layer_projection_norm w; blocks, final norm (h or
// 2h) if final_norm, output head v*h unless tied_embeddings.
//
// The source's plain GPT block (LayerNorm with bias, biased QKV/O and FFN, 4h GELU FFN, two norms)
// is 12h^2 + 13h per block and P = v*h + L*(12h^2 + 13h) + 2h with tied embeddings and no position
// table.
#include <cstdint>
#include <string>
#include <vector>

namespace hwsim::model {

enum class NormKind { layernorm, rmsnorm };
enum class AttentionKind { full, sliding, linear, mla, mamba2, none };
enum class FfnKind { mlp, gated, none };
// How group-limited routing scores a group of experts before picking group_top_k of them:
// top2_sum, the sum of the group's two highest expert scores (DeepSeek-V3, topk_method noaux_tc:
// DeepSeek-V3 technical report, arXiv:2412.19437, section 2.1.2, and transformers'
// modeling_deepseek_v3.py, `topk(2).sum`); max, the group's highest expert score (DeepSeek-V2,
// topk_method group_limited_greedy: DeepSeek-V2 report, arXiv:2405.04434, section 2.2.2, and its
// modeling_deepseek.py, `max(dim=-1)`).
enum class GroupScore { top2_sum, max };
// mlp: relu | relu2 (squared ReLU, Nemotron-H) | gelu; gated: silu (swiglu) | gelu (geglu).
enum class FfnActivation { relu, gelu, silu, relu2 };

const char* to_string(NormKind kind);
const char* to_string(AttentionKind kind);

// Gated DeltaNet style linear attention (see the counting above).
struct LinearAttentionSpec {
  std::int64_t key_heads = 0;
  std::int64_t value_heads = 0;
  std::int64_t key_head_dim = 0;
  std::int64_t value_head_dim = 0;
  std::int64_t conv_kernel = 0;

  std::int64_t key_dim() const { return key_heads * key_head_dim; }
  std::int64_t value_dim() const { return value_heads * value_head_dim; }
};

// Multi-head latent attention (see the counting above); kind mla only.
struct MlaSpec {
  std::int64_t q_lora_rank = 0;  // 0 = queries projected directly from the hidden state
  std::int64_t kv_lora_rank = 0;
  std::int64_t qk_nope_head_dim = 0;
  std::int64_t qk_rope_head_dim = 0;
  std::int64_t v_head_dim = 0;
  // The sparse-attention indexer (0 and 0: none; see the counting above).
  std::int64_t index_heads = 0;
  std::int64_t index_head_dim = 0;

  bool has_indexer() const { return index_heads > 0; }
};

// Mamba-2 mixer (see the counting above); kind mamba2 only.
struct Mamba2Spec {
  std::int64_t heads = 0;
  std::int64_t head_dim = 0;
  std::int64_t groups = 0;
  std::int64_t state_size = 0;
  std::int64_t conv_kernel = 0;
  bool conv_bias = true;
  bool proj_bias = false;

  std::int64_t inner() const { return heads * head_dim; }                      // I
  std::int64_t conv_dim() const { return inner() + 2 * groups * state_size; }  // C
  std::int64_t in_proj_rows() const { return 2 * inner() + 2 * groups * state_size + heads; }
};

struct AttentionSpec {
  AttentionKind kind = AttentionKind::full;
  std::int64_t window = 0;  // tokens; sliding only
  std::int64_t heads = 0;
  std::int64_t kv_heads = 0;
  std::int64_t head_dim = 0;
  bool qkv_bias = false;
  bool output_bias = false;
  bool shared_kv = false;    // one projection serves K and V (parameters only: K and V cached)
  bool output_gate = false;  // extra [heads*head_dim x h] gate on the attention output
  bool qk_norm = false;
  bool qk_norm_over_heads = false;  // q_norm/k_norm span all heads (H*d, G*d), not one head (d)
  bool sinks = false;               // one learned softmax sink logit per head (gpt-oss)
  // K and V come from an earlier layer (no k/v projections, no k_norm, no KV cache of its own).
  bool reuses_kv = false;
  // One matmul produces q, k and v (false: one per projection; under autocast each then saves
  // its own bf16 cast of the norm output, sim/train/activations.hpp).
  bool fused_qkv = true;
  LinearAttentionSpec linear;  // kind linear only
  MlaSpec mla;                 // kind mla only
  Mamba2Spec mamba2;           // kind mamba2 only

  // A recurrent mixer (linear, mamba2): a fixed state instead of a KV cache.
  bool recurrent() const { return kind == AttentionKind::linear || kind == AttentionKind::mamba2; }
  // Softmax attention over a KV cache (full, sliding, mla).
  bool softmax() const {
    return kind == AttentionKind::full || kind == AttentionKind::sliding ||
           kind == AttentionKind::mla;
  }

  std::int64_t q_width() const { return heads * head_dim; }
  std::int64_t kv_width() const { return kv_heads * head_dim; }
};

struct FfnSpec {
  FfnKind kind = FfnKind::gated;
  FfnActivation activation = FfnActivation::silu;
  std::int64_t inner = 0;  // dense FFN inner width (0 for MoE blocks)
  bool bias = false;
  // Gated FFN (and MoE experts): true = one activation kernel that saves only the gate and up
  // outputs; false = act(g) * u in plain autograd, which also saves act(g) (activations.hpp).
  bool fused = true;
  // Gated FFN: one matmul produces gate and up (false: two, each saving its own autocast cast of
  // the input). MoE experts always have separate gate and up matrices when not fused.
  bool fused_gate_up = true;
  // Mixture of experts: experts > 0 turns the block into MoE.
  std::int64_t experts = 0;
  std::int64_t top_k = 0;
  std::int64_t expert_inner = 0;
  std::int64_t shared_experts = 0;
  std::int64_t shared_inner = 0;  // 0 = expert_inner
  bool router_bias = false;
  bool shared_expert_gate = false;  // a [1 x h] sigmoid gate per shared expert (Qwen3-Next)
  bool router_scales = false;       // router input gain (h) and per-expert scale (E), Gemma 4
  // Group-limited routing: the experts split into expert_groups groups of experts / expert_groups
  // consecutive ids; a token first picks group_top_k groups (by group_score), then its top_k
  // experts inside them only. 1 and 1: no limit.
  std::int64_t expert_groups = 1;
  std::int64_t group_top_k = 1;
  GroupScore group_score = GroupScore::top2_sum;

  bool is_moe() const { return experts > 0; }
  bool present() const { return kind != FfnKind::none; }
  bool group_limited() const { return group_top_k < expert_groups; }
  std::int64_t group_size() const { return expert_groups > 0 ? experts / expert_groups : experts; }
  // Number of matrices per expert (or dense FFN): 2 for mlp, 3 for gated, 0 for none.
  int matrices() const { return kind == FfnKind::gated ? 3 : (kind == FfnKind::mlp ? 2 : 0); }
};

struct LayerSpec {
  std::string type_name;  // the block type's name in the model file (e.g. "sliding"), for reports
  AttentionSpec attention;
  FfnSpec ffn;
  std::int64_t norms = 2;  // norms per block (pre-attention, pre-FFN, and e.g. Gemma's post norms)
  NormKind norm_kind = NormKind::rmsnorm;
  // Width w of the per-layer input (0 = none); the model's per_layer_input, copied per block.
  std::int64_t per_layer_input = 0;
};

struct ModelSpec {
  std::string name;
  std::int64_t vocab = 0;
  std::int64_t hidden = 0;
  NormKind norm = NormKind::rmsnorm;  // final norm kind (and the default for blocks)
  bool tied_embeddings = false;
  std::int64_t max_positions = 0;  // learned position table rows; 0 = none (rotary etc.)
  bool final_norm = true;
  // Per-layer inputs (Gemma 4 E2B/E4B): width per layer (0 = none) and rows of their embedding.
  std::int64_t per_layer_input = 0;
  std::int64_t per_layer_input_vocab = 0;
  std::vector<LayerSpec> layers;
};

// One parameter tensor. Vectors (biases, norm gains) have rows = count, cols = 1.
struct TensorCount {
  std::string name;  // e.g. "layers.3.attn.q_proj.weight"
  std::int64_t rows = 0;
  std::int64_t cols = 0;
  std::int64_t count = 0;  // rows * cols
};

// Every parameter tensor of the model in order: embeddings, position table, blocks, final norm,
// head.
std::vector<TensorCount> tensors(const ModelSpec& model);
// Parameters of one block (layer_index only names the tensors).
std::vector<TensorCount> layer_tensors(const LayerSpec& layer, std::int64_t hidden,
                                       std::int64_t layer_index);

std::int64_t parameter_count(const ModelSpec& model);
std::int64_t layer_parameter_count(const LayerSpec& layer, std::int64_t hidden);
// Parameters touched by one token: MoE blocks count router + shared experts + top_k experts; dense
// models give parameter_count(). The tied or untied output head is counted (it is used per token).
std::int64_t active_parameter_count(const ModelSpec& model);
// Embedding + position table + per-layer input embedding and projection (the first pipeline
// stage's extra), and final norm + untied head (the last stage's extra).
std::int64_t input_parameter_count(const ModelSpec& model);
std::int64_t output_parameter_count(const ModelSpec& model);

// A group of weight matrices that read the same input vector. During decode, one input index j
// selects column j of every matrix in the group, so a group's columns can be stored side by side.
//
//   name "qkv":     input hidden; outputs q (H*d), k (G*d), v (G*d; omitted when shared_kv),
//                   gate (H*d, only if output_gate); k and v omitted when reuses_kv.
//   name "o":       input H*d (mla: H*dv); output hidden.
//   mla instead of "qkv": "qkv_a" (input hidden; outputs q_a (r_q) or q (H*(dn+dr)) when r_q = 0,
//                   and kv_a (r_kv + dr)), "q_b" (input r_q; output q; only when r_q > 0) and
//                   "kv_b" (input r_kv; output kv (H*(dn+dv))).
//   name "in_proj": (linear attention) input hidden; outputs qkvz (2Kd + 2Vd), ba (2Hv).
//   name "out_proj":(linear attention) input Vd; output hidden.
//   name "gate_up": input hidden; outputs gate (I) and up (I) for gated FFNs, or only up (I) for
//   mlp. name "down":    input I; output hidden. MoE blocks: "router" (input hidden, output
//   experts, plus shared_gate (shared_experts rows) if shared_expert_gate), then
//   "experts.gate_up"/"experts.down" with instances = experts and active_instances = top_k, then
//   "shared.gate_up"/"shared.down" with instances = active_instances = shared_experts.
//   mla with the indexer: qkv_a adds outputs index_k (di) and index_w (Hi), q_b adds index_q
//                   (Hi*di).
//   mamba2:         "in_proj" (input hidden; outputs zx (2I), bc (2GN), dt (H)) and "out_proj"
//                   (input I; output hidden). kind none: no attention groups; ffn none: no FFN
//                   groups.
// Roles (GroupRole): qkv, qkv_a, in_proj attention_in; q_b, kv_b attention_latent; o, out_proj
// attention_out; router router; *gate_up ffn_in and *down ffn_down, with part dense, routed
// (experts.) or shared (shared.).
// The per-layer input's gate and projection (per_layer_input) are not groups: the decode and
// training models do not stream or save them (2*h*w per layer, about 1% of Gemma 4 E2B).
// weights = input_dim * sum(outputs) * instances (biases, norms and the conv kernel are not part of
// any group: they are vectors, not matrices read column by column).
struct MatrixOutput {
  std::string name;
  std::int64_t rows = 0;
};

// What a group does in its block, set by matrix_groups with the group; code that treats groups
// differently (decode's placement presets, per-tensor format mixes, the small ops after a group)
// asks the role, never the name, so a new block kind only has to give its groups their roles.
enum class GroupRole {
  attention_in,      // reads the block's input for the token mixer: qkv, MLA's qkv_a, in_proj
  attention_latent,  // MLA's up-projections of a latent: q_b, kv_b
  attention_out,     // the token mixer's output back to the hidden state: o, out_proj
  router,            // the MoE router (and the shared experts' gate)
  ffn_in,            // the FFN's input projections: gate_up (gate and up, or up alone)
  ffn_down,          // the FFN's down projection
};
// Which FFN an ffn_in / ffn_down group belongs to: the block's dense FFN, its routed experts
// (instances = experts, active_instances = top_k) or its shared experts; none for the others.
enum class FfnPart { none, dense, routed, shared };

struct MatrixGroup {
  std::string name;
  GroupRole role = GroupRole::attention_in;
  FfnPart part = FfnPart::none;
  std::int64_t input_dim = 0;
  std::vector<MatrixOutput> outputs;
  std::int64_t weights = 0;           // all instances
  std::int64_t instances = 1;         // experts for MoE groups, else 1
  std::int64_t active_instances = 1;  // used per token (top_k for routed experts)
  // The token mixer (attention over the KV cache, or the recurrent update) runs right after this
  // group: set on "qkv", "in_proj" and MLA's "kv_b".
  bool attention_after = false;

  std::int64_t output_dim() const;  // sum of outputs' rows (one instance)
  // Part of the FFN (ffn_in or ffn_down), as opposed to attention and the router.
  bool is_ffn() const { return role == GroupRole::ffn_in || role == GroupRole::ffn_down; }
  bool is_routed() const { return part == FfnPart::routed; }  // the routed experts' groups
};

std::vector<MatrixGroup> matrix_groups(const LayerSpec& layer, std::int64_t hidden);

// Elements one layer keeps in its KV cache for a sequence of `tokens` tokens: full attention
// tokens * kv_width * 2 (K and V); sliding min(tokens, window) * the same; 0 when
// reuses_kv (the layer reads an earlier layer's cache); mla
// tokens * (kv_lora_rank + qk_rope_head_dim (+ index_head_dim with the indexer, whose key cache
// hwsim counts at the cache's element size like the latent)); linear and mamba2 0 (their state
// does not grow: see recurrent_state_elements); none 0. Callers multiply by the bytes per element
// of the cache. shared_kv saves a projection, not cache: in transformers'
// Gemma4TextAttention.forward V is the raw k_proj output put through v_norm while K gets k_norm and
// RoPE, and both go to past_key_values.update, so the cache stores two different tensors per token.
std::int64_t kv_cache_elements(const AttentionSpec& attention, std::int64_t tokens);
std::int64_t kv_cache_elements(const LayerSpec& layer, std::int64_t tokens);
std::int64_t kv_cache_elements(const ModelSpec& model, std::int64_t tokens);
// Elements of one recurrent layer's fixed decode state: linear attention's recurrent state
// value_heads * key_head_dim * value_head_dim plus the convolution's last conv_kernel - 1 inputs
// over its 2*Kd + Vd channels; Mamba-2's SSM state heads * head_dim * state_size plus the
// convolution's last conv_kernel - 1 inputs over its conv_dim channels; 0 for softmax, MLA and
// no mixer.
std::int64_t recurrent_state_elements(const LayerSpec& layer);
std::int64_t recurrent_state_elements(const ModelSpec& model);
// Elements of the matrix state a recurrent layer reads and writes per token (linear: Hv*dk*dv;
// mamba2: H*P*N); 0 for the other kinds. Decode's state update moves them twice.
std::int64_t recurrent_update_elements(const AttentionSpec& attention);

}  // namespace hwsim::model
