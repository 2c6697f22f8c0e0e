// Group-limited routing in the model format (expert_groups, group_top_k, group_score): read, and
// refused where it means nothing or cannot route top_k experts. It counts no parameter.
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/model/model_loader.hpp"

using hwsim::io::Node;
using namespace hwsim::model;

namespace {

ModelSpec parse(const std::string& ffn) {
  return load_model(Node::parse_string("name: t\nvocab: 10\nhidden: 8\nlayers: 1\n"
                                       "block: {attention: {heads: 2}, ffn: {" +
                                           ffn + "}}\n",
                                       "toy.yaml"),
                    nullptr);
}

std::string load_error(const std::string& ffn) {
  try {
    parse(ffn);
  } catch (const hwsim::io::InputError& e) {
    return e.what();
  }
  return "";
}

const std::string kMoe = "kind: swiglu, experts: 8, top_k: 2, expert_inner: 4";

}  // namespace

TEST_CASE("expert groups are read and count no parameter") {
  const ModelSpec plain = parse(kMoe);
  CHECK_FALSE(plain.layers[0].ffn.group_limited());
  const ModelSpec v3 = parse(kMoe + ", expert_groups: 4, group_top_k: 2");
  const FfnSpec& f = v3.layers[0].ffn;
  CHECK(f.expert_groups == 4);
  CHECK(f.group_top_k == 2);
  CHECK(f.group_size() == 2);
  CHECK(f.group_score == GroupScore::top2_sum);
  CHECK(f.group_limited());
  CHECK(parameter_count(v3) == parameter_count(plain));
  CHECK(parse(kMoe + ", expert_groups: 2, group_top_k: 1, group_score: max")
            .layers[0]
            .ffn.group_score == GroupScore::max);
  // Every group chosen: no limit.
  CHECK_FALSE(parse(kMoe + ", expert_groups: 4, group_top_k: 4").layers[0].ffn.group_limited());
}

TEST_CASE("expert groups that cannot route are errors at the key") {
  CHECK(load_error(kMoe + ", expert_groups: 3, group_top_k: 1")
            .find("expert_groups 3 does not divide experts 8") != std::string::npos);
  CHECK(load_error(kMoe + ", expert_groups: 4").find("expert_groups > 1 needs 'group_top_k'") !=
        std::string::npos);
  CHECK(load_error(kMoe + ", expert_groups: 4, group_top_k: 5")
            .find("group_top_k 5 exceeds expert_groups 4") != std::string::npos);
  // 1 group of 1 expert holds fewer than top_k = 2.
  CHECK(load_error(kMoe + ", expert_groups: 8, group_top_k: 1, group_score: max")
            .find("1 groups of 1 experts hold fewer than top_k = 2") != std::string::npos);
  CHECK(load_error(kMoe + ", expert_groups: 8, group_top_k: 2")
            .find("group_score top2_sum needs at least 2 experts per group") != std::string::npos);
  CHECK(load_error(kMoe + ", group_top_k: 2").find("'group_top_k' needs 'expert_groups' > 1") !=
        std::string::npos);
  const std::string dense = load_error("kind: swiglu, inner: 8, expert_groups: 2");
  CHECK(dense.find("'expert_groups' needs 'experts' > 0") != std::string::npos);
  CHECK(dense.rfind("toy.yaml:5:", 0) == 0);
}
