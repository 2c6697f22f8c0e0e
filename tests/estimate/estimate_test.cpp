// `hwsim estimate` as a library: the tables from one published config.json, override routing, and
// the refusal rows (sim/estimate/estimate.hpp).
#include "sim/estimate/estimate.hpp"

#include <algorithm>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/report/writers.hpp"

using namespace hwsim;

namespace {

std::string config(const std::string& name) {
  return std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/" + name + "/config.json";
}

estimate::EstimateResult run(const std::string& name, std::vector<std::string> overrides = {}) {
  estimate::EstimateOptions o;
  o.config = config(name);
  o.hardware = std::string(HWSIM_SOURCE_DIR) + "/hw_profiles/h200-local.yaml";
  o.overrides = std::move(overrides);
  return estimate::run_estimate(o);
}

const report::Table& table(const estimate::EstimateResult& r, const std::string& name) {
  for (const report::Table& t : r.tables) {
    if (t.name == name) return t;
  }
  FAIL("no table " << name);
  throw;
}

report::Cell at(const report::Table& t, std::size_t row, const std::string& column) {
  return t.rows.at(row).at(t.column_index(column));
}

std::int64_t integer(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<std::int64_t>(at(t, row, column));
}

std::string text(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<std::string>(at(t, row, column));
}

// The InputError's what() of estimating with these overrides ("" if none).
std::string error_of(const std::vector<std::string>& overrides) {
  try {
    run("gemma-3-270m-it", overrides);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("estimate: model, train and decode tables from gemma-3-270m-it's config.json") {
  const estimate::EstimateResult r = run("gemma-3-270m-it");
  REQUIRE(r.tables.size() == 3);
  CHECK(r.tables[0].name == "model");
  CHECK(r.tables[1].name == "train");
  CHECK(r.tables[2].name == "decode");

  const report::Table& m = table(r, "model");
  CHECK(text(m, 0, "model_type") == "gemma3_text");
  CHECK(integer(m, 0, "layers") == 18);
  // Published: 268,098,176 (keras-hub preset and llama.cpp n_params;
  // workloads/models/hf/README.md).
  CHECK(integer(m, 0, "parameters") == 268098176);
  // One token in all 18 layers: K and V of 1 KV head x head_dim 256 = 512 elements x 2 bytes
  // (BF16) = 1024 B per layer; 18 x 1024 = 18432 B. (The window, 512, does not bind at 1 token.)
  CHECK(integer(m, 0, "kv_cache_bytes_per_token") == 18432);
  CHECK(integer(m, 0, "recurrent_state_bytes") == 0);  // no linear-attention layer

  const report::Table& t = table(r, "train");
  CHECK(integer(t, 0, "seq_len") == 4096);  // the recipe's sequence (estimate.cpp kTrainJob)
  CHECK(integer(t, 0, "micro_batch") == 1);
  // 268M parameters x 16 B (bf16 mixed + AdamW) = 4.3 GB: far below the H200's 141 GB.
  CHECK(text(t, 0, "fits") == "yes");
  CHECK(integer(t, 0, "largest_micro_batch") > 1);
  CHECK(integer(t, 0, "largest_seq_len") > 4096);

  const report::Table& d = table(r, "decode");
  // 4 methods x 2 placements (cpu first, then flash), every one placed.
  REQUIRE(d.rows.size() == 8);
  CHECK(text(d, 0, "method") == "BF16");
  CHECK(text(d, 0, "placement") == "cpu");
  CHECK(text(d, 4, "placement") == "flash");
  for (std::size_t i = 0; i < d.rows.size(); ++i) CHECK(text(d, i, "status") == "ok");
}

TEST_CASE("estimate: the same input gives the same bytes") {
  const auto a = run("gemma-3-270m-it");
  const auto b = run("gemma-3-270m-it");
  CHECK(report::to_json(a.tables) == report::to_json(b.tables));
  CHECK(a.decode_resolved == b.decode_resolved);
}

TEST_CASE("estimate: overrides reach their job only") {
  const auto r = run("gemma-3-270m-it", {"train.seq_len=1024", "decode.context_tokens=128"});
  CHECK(integer(table(r, "train"), 0, "seq_len") == 1024);
  CHECK(r.decode_resolved.find("context_tokens: 128") != std::string::npos);
  CHECK(r.train_resolved.find("seq_len: 1024") != std::string::npos);
}

TEST_CASE("estimate: the user's decode methods replace the usual ones, at every placement") {
  // One method, dense BF16 (so no baseline row is added), at the two placements: two rows.
  const auto r = run("gemma-3-270m-it", {"decode.methods=[{label: mine, name: dense}]"});
  const report::Table& d = table(r, "decode");
  REQUIRE(d.rows.size() == 2);
  CHECK(text(d, 0, "method") == "mine");
  CHECK(text(d, 0, "placement") == "cpu");
  CHECK(text(d, 1, "placement") == "flash");
}

TEST_CASE("estimate: an override outside train., decode. and hardware. is an error naming it") {
  CHECK(error_of({"model.hidden=64"}) ==
        "<--set model.hidden=64>:1:1: model: estimate takes train.KEY=VALUE, decode.KEY=VALUE or "
        "hardware.KEY=VALUE (a changed model: `hwsim import-model`, then a scenario)");
  CHECK(error_of({"job.seq_len=8"}) ==
        "<--set job.seq_len=8>:1:1: job: estimate takes train.KEY=VALUE, decode.KEY=VALUE or "
        "hardware.KEY=VALUE (job keys go to train. or decode.)");
  // A job key the job does not read is the job's own error, named as the user wrote it: column 16
  // of "train.seq_lenn=8" is the value (the job saw "job.seq_lenn=8", column 14).
  CHECK(error_of({"train.seq_lenn=8"}) ==
        "<--set train.seq_lenn=8>:1:16: train.seq_lenn: unknown key 'seq_lenn' (did you mean "
        "'seq_len'?)");
  CHECK(error_of({"decode.contxt_tokens=8"}) ==
        "<--set decode.contxt_tokens=8>:1:22: decode.contxt_tokens: unknown key 'contxt_tokens' "
        "(did you mean 'context_tokens'?)");
  // The same key twice would drop the first value, as `run` refuses too.
  CHECK(error_of({"train.seq_len=1024", "train.seq_len=512"}) ==
        "<--set train.seq_len=512>:1:1: train.seq_len: --set train.seq_len is given twice: the "
        "earlier value would be dropped; give it once");
}

TEST_CASE("estimate: a learned position table caps the sequence and the decode context") {
  // GPT-2: n_positions 1024, so training at 1024 tokens and decoding with 1023 in the cache.
  const auto r = run("gpt2");
  const report::Table& t = table(r, "train");
  CHECK(integer(t, 0, "seq_len") == 1024);
  CHECK(integer(t, 0, "largest_seq_len") == 1024);
  // The search stops at the positions: it says so, rather than calling 1024 the memory's limit.
  CHECK(std::find(t.notes.begin(), t.notes.end(),
                  "largest_seq_len: the search stops at 1024 tokens (the model's 1024 positions), "
                  "which fits: memory allows at least that") != t.notes.end());
  CHECK(r.decode_resolved.find("context_tokens: 1023") != std::string::npos);
}

TEST_CASE("estimate: a case whose weights do not fit where it places them is a row") {
  // Qwen3-Next-80B-A3B in BF16: 79.67e9 parameters x 2 B = 159 GB, of which the offloaded
  // projections are 158.1 GB: more than the h200-local host's 128 GiB (137.4 GB); Q4_K_M (4.5
  // bits per weight) and flash (nothing held in host memory) fit.
  const auto r = run("Qwen3-Next-80B-A3B-Thinking");
  const report::Table& d = table(r, "decode");
  REQUIRE(d.rows.size() == 8);
  CHECK(text(d, 0, "status").rfind("no: method BF16 with placement cpu keeps 158.101 GB", 0) == 0);
  CHECK(text(d, 1, "status") == "ok");                                      // Q4_K_M in CPU memory
  for (std::size_t i = 4; i < 8; ++i) CHECK(text(d, i, "status") == "ok");  // flash
  CHECK(text(table(r, "train"), 0, "fits") == "no");
}

TEST_CASE("estimate: a missing config is an error naming it") {
  estimate::EstimateOptions o;
  o.config = std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/none/config.json";
  CHECK_THROWS_AS(estimate::run_estimate(o), io::InputError);
}
