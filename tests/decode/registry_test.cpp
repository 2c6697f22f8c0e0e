// The decode registries (methods, placements, presets, weight formats): every row is reachable by
// its enum value and by its YAML name, and each row's functions give the values the model defines.
#include <string>
#include <vector>

#include "catch.hpp"
#include "sim/decode/formats.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/decode/token_graph_builder.hpp"

using namespace hwsim;
using namespace hwsim::decode;

TEST_CASE("every method row is found by its kind and its name, in enum order") {
  const auto& rows = method_registry();
  REQUIRE(rows.size() == 4);  // dense, teal, spax, scap
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CHECK(static_cast<std::size_t>(rows[i].kind) == i);
    CHECK(&traits_of(rows[i].kind) == &rows[i]);
    CHECK(find_method(rows[i].name) == &rows[i]);
    CHECK(std::string(to_string(rows[i].kind)) == rows[i].name);
  }
  CHECK(find_method("Teal") == nullptr);  // names are exact
  CHECK(method_names() == std::vector<std::string>{"dense", "teal", "spax", "scap"});
  CHECK(traits_of(MethodKind::spax).tiered);  // only spax has a middle tier of codes
  CHECK_FALSE(traits_of(MethodKind::teal).tiered);
  CHECK_FALSE(traits_of(MethodKind::scap).tiered);
}

TEST_CASE("method rows: kernel kinds, labels and the keys each reads") {
  MethodSpec m;
  m.format = WeightFormat::q4_k;
  CHECK(traits_of(MethodKind::dense).kernel_kind(m) == "quantised");  // q4_k is dequantised
  m.format = WeightFormat::bf16;
  CHECK(traits_of(MethodKind::dense).kernel_kind(m) == "dense");
  CHECK(traits_of(MethodKind::teal).kernel_kind(m) == "sparse");
  m.kind = MethodKind::spax;
  m.codec = Codec::trellis;
  m.bits = 3;
  CHECK(traits_of(MethodKind::spax).kernel_kind(m) == "tiered_trellis");
  CHECK(default_label(m) == "spax-trellis-3b");
  m.kind = MethodKind::teal;
  CHECK(default_label(m) == "teal-bf16");
  CHECK(traits_of(MethodKind::dense).keys(SplitRule::fractions).empty());
  CHECK(traits_of(MethodKind::teal).keys(SplitRule::fractions) ==
        std::vector<std::string>{"budget", "budget_source"});
  CHECK(traits_of(MethodKind::scap).keys(SplitRule::fractions) ==
        std::vector<std::string>{"budget", "budget_source"});
  CHECK(traits_of(MethodKind::scap).kernel_kind(m) == "sparse");  // teal's top-k column GEMV
  m.kind = MethodKind::scap;
  CHECK(default_label(m) == "scap-bf16");
  CHECK(traits_of(MethodKind::spax).keys(SplitRule::fractions) ==
        std::vector<std::string>{"budget_source", "codec", "bits", "split", "k_top", "k_mid"});
}

TEST_CASE("method rows plan the tiers: a 1000-column group at a 40% budget") {
  model::MatrixGroup group;
  group.name = "down";
  group.role = model::GroupRole::ffn_down;
  group.part = model::FfnPart::dense;
  group.input_dim = 1000;
  group.outputs = {{"down", 10}};  // 10 rows of bf16: 20 B per column
  MethodSpec m;
  CHECK(plan_tiers(m, group, LayerOrdinals{}).k_top == 1000);  // dense: every column
  m.kind = MethodKind::teal;
  m.budget = 0.4;
  CHECK(plan_tiers(m, group, LayerOrdinals{}).k_top == 400);  // round(0.4 * 1000)
  // spax, fractions 10% / 30%: k_top = 100, k_mid = round(0.3 * 1000) = 300; the codes of one
  // column are 10 rows x 4 bits / 8 + 4 B (scalar scale + offset, one output) = 9 B.
  m.kind = MethodKind::spax;
  m.split = SplitRule::fractions;
  m.top_fraction = 0.1;
  m.mid_fraction = 0.3;
  const TierPlan spax = plan_tiers(m, group, LayerOrdinals{});
  CHECK(spax.k_top == 100);
  CHECK(spax.k_mid == 300);
  CHECK(spax.mid_column_bytes == 9.0);
}

TEST_CASE("scap row: the budget on the FFN's groups only, bytes of one block by hand") {
  // h = 64, 2 heads of 32 with 1 KV head, SwiGLU inner 128, bf16 (2 B per weight). Groups:
  //   qkv      64 columns x (64 + 32 + 32) rows x 2 B = 256 B per column -> 16,384 B
  //   o        64 columns x 64 rows x 2 B = 128 B per column             ->  8,192 B
  //   gate_up  64 columns x (128 + 128) rows x 2 B = 512 B per column    -> 32,768 B
  //   down    128 columns x 64 rows x 2 B = 128 B per column             -> 16,384 B
  // scap at 50%: qkv and o whole (24,576 B), gate_up round(32) x 512 = 16,384 B, down
  // round(64) x 128 = 8,192 B: 49,152 B, against teal's 36,864 (every group at 50%) and dense's
  // 73,728.
  model::LayerSpec layer;
  layer.attention.heads = 2;
  layer.attention.kv_heads = 1;
  layer.attention.head_dim = 32;
  layer.ffn.inner = 128;
  const auto bytes = [&](MethodKind kind) {
    MethodSpec m;
    m.kind = kind;
    m.budget = 0.5;
    double total = 0.0;
    for (const auto& group : model::matrix_groups(layer, 64))
      total += plan_tiers(m, group, LayerOrdinals{}).needed_bytes();
    return total;
  };
  CHECK(bytes(MethodKind::scap) == 49'152.0);
  CHECK(bytes(MethodKind::teal) == 36'864.0);
  CHECK(bytes(MethodKind::dense) == 73'728.0);
}

TEST_CASE("every placement and preset row is found by its value and its name") {
  const auto& places = placement_registry();
  REQUIRE(places.size() == 4);  // gpu, cpu, flash, pageable
  for (std::size_t i = 0; i < places.size(); ++i) {
    CHECK(static_cast<std::size_t>(places[i].placement) == i);
    CHECK(&traits_of(places[i].placement) == &places[i]);
    CHECK(find_placement(places[i].name) == &places[i]);
    CHECK(places[i].offloaded() == (places[i].placement != Placement::gpu));
  }
  const auto& presets = preset_registry();
  REQUIRE(presets.size() == 3);
  PlacementConfig config;
  config.offload = Placement::flash;
  config.groups = {{"down", Placement::cpu}};
  model::MatrixGroup gate_up, qkv, down;
  gate_up.name = "gate_up";
  gate_up.role = model::GroupRole::ffn_in;
  qkv.name = "qkv";
  qkv.role = model::GroupRole::attention_in;
  down.name = "down";
  down.role = model::GroupRole::ffn_down;
  for (std::size_t i = 0; i < presets.size(); ++i) {
    CHECK(static_cast<std::size_t>(presets[i].preset) == i);
    CHECK(find_preset(presets[i].name) == &presets[i]);
    config.preset = presets[i].preset;
    CHECK(config.placement_of(gate_up) == Placement::flash);  // no preset keeps it on the GPU
  }
  CHECK(traits_of(Placement::flash).fetch == Fetch::storage_reads);
  CHECK(traits_of(Placement::cpu).fetch == Fetch::host_copy);
  CHECK(traits_of(Placement::pageable).fetch == Fetch::host_copy);
  CHECK(traits_of(Placement::cpu).pinned);
  CHECK_FALSE(traits_of(Placement::pageable).pinned);
  config.preset = PlacementPreset::ca;
  CHECK(config.placement_of(qkv) == Placement::gpu);
  config.preset = PlacementPreset::custom;
  CHECK(config.placement_of(down) == Placement::cpu);
}

TEST_CASE("every weight format row: its name, and the block type of each output") {
  const auto& names = weight_format_names();
  // bf16, fp16, q8_0, q6_k, q4_k, q4_k_m, then one per further storage format (fp32 ...
  // hqq_3bit_g64_qmeta).
  REQUIRE(names.size() == 6 + model::storage_formats().size() - 5);
  CHECK(names[6] == "fp32");
  CHECK(names.back() == "hqq_3bit_g64_qmeta");
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto format = static_cast<WeightFormat>(i);
    CHECK(to_string(format) == names[i]);
    CHECK(weight_format_from_name(names[i]) == format);
  }
  CHECK_FALSE(is_quantised(WeightFormat::fp16));
  CHECK(is_quantised(WeightFormat::q8_0));
  // q4_k_m: ffn_down of block 0 of 32 is Q6_K (0 < 32/8), of block 4 Q4_K ((4 - 4) % 3 = 0).
  CHECK(block_type_for(WeightFormat::q4_k_m, model::GroupRole::ffn_down, "down", {0, 32}) ==
        BlockType::q6_k);
  CHECK(block_type_for(WeightFormat::q4_k_m, model::GroupRole::ffn_down, "down", {4, 32}) ==
        BlockType::q4_k);
  CHECK(block_type_for(WeightFormat::q4_k_m, model::GroupRole::attention_out, "o", {0, 32}) ==
        BlockType::q4_k);
  CHECK(block_type_for(WeightFormat::q8_0, model::GroupRole::ffn_down, "down", {0, 32}) ==
        BlockType::q8_0);
}
