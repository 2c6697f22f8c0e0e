// The parallelism registry (sim/train/parallel.hpp): every row's name, keys, hooks and divisions,
// in order, and share() as the product over the rows. The expected divisors follow from the rules
// stated in parallel.hpp for the job below.
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/train/activations.hpp"
#include "sim/train/job_loader.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/model_checks.hpp"
#include "sim/train/parallel.hpp"

using namespace hwsim;
using namespace hwsim::train;

namespace {

// dp 4 with ZeRO-2, tp 8 with sp, pp 4 (2 virtual stages), cp 2, ulysses 2, ep 4.
TrainJob job() {
  TrainJob j;
  j.parallel.dp = 4;
  j.parallel.zero = 2;
  j.parallel.tp = 8;
  j.parallel.sp = true;
  j.parallel.pp = 4;
  j.parallel.virtual_stages = 2;
  j.parallel.cp = 2;
  j.parallel.ulysses = 2;
  j.parallel.ep = 4;
  return j;
}

std::vector<std::string> key_names(const SchemeTraits& row) {
  std::vector<std::string> names;
  for (const io::ParamSpec& p : row.keys) names.push_back(p.name);
  return names;
}

// (share, divisor for `j`) of each division of the row, in its order.
std::vector<std::pair<Share, std::int64_t>> divisions(const SchemeTraits& row, const TrainJob& j) {
  std::vector<std::pair<Share, std::int64_t>> out;
  for (const Division& d : row.divides) out.emplace_back(d.share, d.by(j));
  return out;
}

using Divs = std::vector<std::pair<Share, std::int64_t>>;

}  // namespace

TEST_CASE("parallel registry: one row per scheme, in the order of job.parallel's keys") {
  const std::vector<SchemeTraits>& rows = parallel_registry();
  REQUIRE(rows.size() == 6);
  const TrainJob j = job();

  // Data parallelism: the batch by dp; ZeRO-2 shards master, optimizer states and gradients
  // (stage >= 1, >= 1, >= 2) but not weights (stage 3 only).
  CHECK(std::string(rows[0].name) == "data");
  CHECK(key_names(rows[0]) == std::vector<std::string>{"dp", "zero"});
  CHECK(rows[0].check_step == nullptr);
  CHECK(rows[0].check_model == nullptr);
  CHECK(divisions(rows[0], j) == Divs{{Share::batch, 4},
                                      {Share::master, 4},
                                      {Share::optimizer_states, 4},
                                      {Share::gradients, 4},
                                      {Share::weights, 1}});

  // Tensor parallelism: columns by tp, and with sp the width-h activations too.
  CHECK(std::string(rows[1].name) == "tensor");
  CHECK(key_names(rows[1]) == std::vector<std::string>{"tp", "sp"});
  CHECK(rows[1].check_step == nullptr);
  CHECK(rows[1].check_model != nullptr);
  CHECK(divisions(rows[1], j) == Divs{{Share::columns, 8}, {Share::sequence, 8}});

  // Pipeline: the blocks over pp stages; interleaving needs the micro-batches once known.
  CHECK(std::string(rows[2].name) == "pipeline");
  CHECK(key_names(rows[2]) == std::vector<std::string>{"pp", "virtual_stages"});
  CHECK(rows[2].check_step != nullptr);
  CHECK(rows[2].check_model != nullptr);
  CHECK(divisions(rows[2], j) == Divs{{Share::stages, 4}});

  CHECK(std::string(rows[3].name) == "context");
  CHECK(key_names(rows[3]) == std::vector<std::string>{"cp"});
  CHECK(rows[3].check_step == nullptr);
  CHECK(rows[3].check_model != nullptr);
  CHECK(divisions(rows[3], j) == Divs{{Share::tokens, 2}});

  // DeepSpeed-Ulysses: the tokens by the degree (as cp); DeepSpeed's ZeRO-2 partitions over
  // dp x ulysses, so master, optimizer states and gradients by ulysses too, the weights whole.
  CHECK(std::string(rows[4].name) == "ulysses");
  CHECK(key_names(rows[4]) == std::vector<std::string>{"ulysses"});
  CHECK(rows[4].check_step == nullptr);
  CHECK(rows[4].check_model != nullptr);
  CHECK(divisions(rows[4], j) == Divs{{Share::tokens, 2},
                                      {Share::master, 2},
                                      {Share::optimizer_states, 2},
                                      {Share::gradients, 2},
                                      {Share::weights, 1}});

  CHECK(std::string(rows[5].name) == "expert");
  CHECK(key_names(rows[5]) == std::vector<std::string>{"ep"});
  CHECK(rows[5].check_step == nullptr);
  CHECK(rows[5].check_model != nullptr);
  CHECK(divisions(rows[5], j) == Divs{{Share::experts, 4}});

  for (const SchemeTraits& row : rows) CHECK(row.read != nullptr);
}

TEST_CASE("parallel registry: the settings that change a row's divisors") {
  TrainJob j = job();
  const SchemeTraits& data = parallel_registry()[0];
  const SchemeTraits& tensor = parallel_registry()[1];
  // Without sp the width-h activations stay whole on each tp rank.
  j.parallel.sp = false;
  CHECK(divisions(tensor, j) == Divs{{Share::columns, 8}, {Share::sequence, 1}});
  // ZeRO-3 also shards the weights.
  j.parallel.zero = 3;
  CHECK(divisions(data, j)[4] == std::pair{Share::weights, std::int64_t{4}});
  const SchemeTraits& ulysses = parallel_registry()[4];
  CHECK(divisions(ulysses, j)[4] == std::pair{Share::weights, std::int64_t{2}});
  // Megatron's distributed optimizer is at least ZeRO-1: master and states over dp, gradients
  // and weights whole. Ulysses follows the ZeRO stage written (DeepSpeed's ZeRO), here none: its
  // ranks replicate every state and divide only the tokens.
  j.parallel.zero = 0;
  j.optimizer_impl = OptimizerImpl::megatron_distributed;
  CHECK(divisions(data, j) == Divs{{Share::batch, 4},
                                   {Share::master, 4},
                                   {Share::optimizer_states, 4},
                                   {Share::gradients, 1},
                                   {Share::weights, 1}});
  CHECK(divisions(ulysses, j) == Divs{{Share::tokens, 2},
                                      {Share::master, 1},
                                      {Share::optimizer_states, 1},
                                      {Share::gradients, 1},
                                      {Share::weights, 1}});
}

TEST_CASE("share: the product of every row's divisor, 1 where no row divides") {
  const TrainJob j = job();
  // Ulysses 2 multiplies cp 2 on the tokens and dp 4 on the ZeRO-2 states (4 x 2 = 8).
  CHECK(share(j, Share::batch) == 4);
  CHECK(share(j, Share::tokens) == 4);
  CHECK(share(j, Share::columns) == 8);
  CHECK(share(j, Share::sequence) == 8);
  CHECK(share(j, Share::experts) == 4);
  CHECK(share(j, Share::weights) == 1);
  CHECK(share(j, Share::gradients) == 8);
  CHECK(share(j, Share::master) == 8);
  CHECK(share(j, Share::optimizer_states) == 8);
  CHECK(share(j, Share::stages) == 4);
  CHECK(share(TrainJob{}, Share::columns) == 1);  // every degree at its default of 1
}

TEST_CASE("job.parallel is the rows' keys in registry order, then micro_batches") {
  const io::SectionSpec parallel = train_sections()[1];
  REQUIRE(parallel.path == "job.parallel");
  std::vector<std::string> names;
  for (const io::ParamSpec& p : parallel.params) names.push_back(p.name);
  CHECK(names == std::vector<std::string>{"dp", "zero", "tp", "sp", "pp", "virtual_stages", "cp",
                                          "ulysses", "ep", "micro_batches"});
}

TEST_CASE("each row reads its keys and checks them when the job is loaded") {
  const auto load = [](const std::string& parallel) {
    return load_train_job(
        io::Node::parse_string("seq_len: 64\ngrad_accum_steps: 4\nparallel: " + parallel, "j.yaml"),
        nullptr);
  };
  const TrainJob j =
      load("{dp: 2, zero: 1, tp: 2, sp: true, pp: 2, virtual_stages: 2, cp: 4, ulysses: 2, ep: 2}");
  CHECK(j.parallel.dp == 2);
  CHECK(j.parallel.zero == 1);
  CHECK(j.parallel.tp == 2);
  CHECK(j.parallel.sp);
  CHECK(j.parallel.pp == 2);
  CHECK(j.parallel.virtual_stages == 2);
  CHECK(j.parallel.cp == 4);
  CHECK(j.parallel.ulysses == 2);
  CHECK(j.parallel.ep == 2);
  // read: sp without tp (tensor row); check_step: 4 micro-batches are not a multiple of pp 3.
  CHECK_THROWS_AS(load("{sp: true}"), io::InputError);
  CHECK_THROWS_AS(load("{pp: 3, virtual_stages: 2}"), io::InputError);
}

namespace {

// Llama-3.1-8B's shape (workloads/models/llama-3.1-8b.yaml): h 4096, 32 heads of 128, 8 KV heads,
// SwiGLU 14336, 32 blocks.
model::ModelSpec llama_8b() {
  return model::load_model(io::Node::parse_string(R"(
name: Llama-3.1-8B
vocab: 128256
hidden: 4096
norm: rmsnorm
tied_embeddings: false
layers: 32
block:
  attention: {kind: full, heads: 32, kv_heads: 8, head_dim: 128}
  ffn: {kind: swiglu, inner: 14336}
)",
                                                  "llama.yaml"),
                           nullptr);
}

// One sequence of 8192 tokens, bf16 mixed precision, per-op accounting, split over 2 ranks by
// context parallelism (cp) or by Ulysses.
TrainJob llama_job(AttentionImpl attention, std::int64_t cp, std::int64_t ulysses) {
  TrainJob j;
  j.seq_len = 8192;
  j.attention = attention;
  j.parallel.cp = cp;
  j.parallel.ulysses = ulysses;
  return j;
}

std::vector<std::pair<std::string, Bytes>> named_bytes(const std::vector<SavedTensor>& saved) {
  std::vector<std::pair<std::string, Bytes>> out;
  for (const SavedTensor& t : saved) out.emplace_back(t.name, t.bytes);
  return out;
}

Bytes bytes_of(const std::vector<SavedTensor>& saved, const std::string& name) {
  for (const SavedTensor& t : saved) {
    if (t.name == name) return t.bytes;
  }
  return -1;
}

}  // namespace

// Why Ulysses 2 saves what cp 2 saves (Jacobs et al. 2023): outside attention a Ulysses rank holds
// s/2 tokens of all 32 heads' width, as a cp rank does; inside, the all-to-all gives it all s
// tokens of 16 heads, whose q, k, v, output and logsumexp hold b*s*16 = b*(s/2)*32 values per
// head dimension, and whose scores b*16*s*s = b*32*(s/2)*s: every saved tensor has the same
// element count on either rank, and the model states are whole on both (no ZeRO).
TEST_CASE("ulysses 2 saves the activations of cp 2 on a Llama-3.1-8B-shaped job at seq 8192") {
  const model::ModelSpec m = llama_8b();
  for (const AttentionImpl attention : {AttentionImpl::eager, AttentionImpl::flash}) {
    const TrainJob u2 = llama_job(attention, 1, 2);
    const TrainJob cp2 = llama_job(attention, 2, 1);
    CHECK(named_bytes(per_op_block(m.layers[0], m.hidden, u2)) ==
          named_bytes(per_op_block(m.layers[0], m.hidden, cp2)));
    const StagePlan pu = plan_most_loaded_stage(m, u2);
    const StagePlan pc = plan_most_loaded_stage(m, cp2);
    CHECK(pu.activations() == pc.activations());
    CHECK(pu.logits_total() == pc.logits_total());
    CHECK(pu.largest_transient() == pc.largest_transient());
    CHECK(pu.state().total() == pc.state().total());
  }
  // By hand, bf16 (2 bytes) softmax of the eager core: b*H*(s/2)*s*2 = 32 * 4096 * 8192 * 2 =
  // 2,147,483,648 bytes; flash's fp32 logsumexp: b*H*(s/2)*4 = 32 * 4096 * 4 = 524,288 bytes.
  CHECK(bytes_of(per_op_block(m.layers[0], m.hidden, llama_job(AttentionImpl::eager, 1, 2)),
                 "attn.softmax") == 2147483648.0L);
  CHECK(bytes_of(per_op_block(m.layers[0], m.hidden, llama_job(AttentionImpl::flash, 1, 2)),
                 "attn.logsumexp") == 524288.0L);
  // Every saved tensor of a flash block is linear in the rank's tokens: ulysses 2 halves the block.
  CHECK(2 * sum_bytes(per_op_block(m.layers[0], m.hidden, llama_job(AttentionImpl::flash, 1, 2))) ==
        sum_bytes(per_op_block(m.layers[0], m.hidden, llama_job(AttentionImpl::flash, 1, 1))));
}

TEST_CASE("ulysses must divide the heads and KV heads, and seq_len") {
  const model::ModelSpec m = llama_8b();
  const auto error_of = [&](const std::string& text) -> std::string {
    const io::Node node = io::Node::parse_string(text, "job.yaml");
    try {
      check_against_model(node, load_train_job(node, nullptr), m);
    } catch (const io::InputError& e) {
      return e.what();
    }
    return "no error";
  };
  CHECK(error_of("seq_len: 8192\nparallel: {ulysses: 2}\n") == "no error");
  // 3 divides neither 32 nor 8 (nor 8192: the heads are named first).
  CHECK(error_of("seq_len: 8192\nparallel: {ulysses: 3}\n") ==
        "job.yaml:2:21: parallel.ulysses: ulysses 3 does not divide the 32 heads and 8 KV heads "
        "of block 0: each Ulysses rank attends over whole heads");
  // With tp 4 each tensor-parallel rank holds 8 heads and 2 KV heads: 4 divides 8 but not 2.
  CHECK(error_of("seq_len: 8192\nparallel: {tp: 4, ulysses: 4}\n") ==
        "job.yaml:2:28: parallel.ulysses: ulysses 4 does not divide the 8 heads and 2 KV heads "
        "per tensor-parallel rank (tp 4) of block 0: each Ulysses rank attends over whole heads");
  // 8 divides 32 and 8 heads but not seq_len 8188 = 4 * 2047.
  CHECK(error_of("seq_len: 8188\nparallel: {ulysses: 8}\n") ==
        "job.yaml:2:21: parallel.ulysses: ulysses 8 does not divide seq_len 8188: each Ulysses "
        "rank takes an equal part");
}
