// The parallelism registry (sim/train/parallel.hpp): every row's name, keys, hooks and divisions,
// in order, and share() as the product over the rows. The expected divisors follow from the rules
// stated in parallel.hpp for the job below.
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/train/job_loader.hpp"
#include "sim/train/parallel.hpp"

using namespace hwsim;
using namespace hwsim::train;

namespace {

// dp 4 with ZeRO-2, tp 8 with sp, pp 4 (2 virtual stages), cp 2, ep 4.
TrainJob job() {
  TrainJob j;
  j.parallel.dp = 4;
  j.parallel.zero = 2;
  j.parallel.tp = 8;
  j.parallel.sp = true;
  j.parallel.pp = 4;
  j.parallel.virtual_stages = 2;
  j.parallel.cp = 2;
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
  REQUIRE(rows.size() == 5);
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

  CHECK(std::string(rows[4].name) == "expert");
  CHECK(key_names(rows[4]) == std::vector<std::string>{"ep"});
  CHECK(rows[4].check_step == nullptr);
  CHECK(rows[4].check_model != nullptr);
  CHECK(divisions(rows[4], j) == Divs{{Share::experts, 4}});

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
  // Megatron's distributed optimizer is at least ZeRO-1: master and states over dp, gradients
  // and weights whole.
  j.parallel.zero = 0;
  j.optimizer_impl = OptimizerImpl::megatron_distributed;
  CHECK(divisions(data, j) == Divs{{Share::batch, 4},
                                   {Share::master, 4},
                                   {Share::optimizer_states, 4},
                                   {Share::gradients, 1},
                                   {Share::weights, 1}});
}

TEST_CASE("share: the product of every row's divisor, 1 where no row divides") {
  const TrainJob j = job();
  CHECK(share(j, Share::batch) == 4);
  CHECK(share(j, Share::tokens) == 2);
  CHECK(share(j, Share::columns) == 8);
  CHECK(share(j, Share::sequence) == 8);
  CHECK(share(j, Share::experts) == 4);
  CHECK(share(j, Share::weights) == 1);
  CHECK(share(j, Share::gradients) == 4);
  CHECK(share(j, Share::master) == 4);
  CHECK(share(j, Share::optimizer_states) == 4);
  CHECK(share(j, Share::stages) == 4);
  CHECK(share(TrainJob{}, Share::columns) == 1);  // every degree at its default of 1
}

TEST_CASE("job.parallel is the rows' keys in registry order, then micro_batches") {
  const io::SectionSpec parallel = train_sections()[1];
  REQUIRE(parallel.path == "job.parallel");
  std::vector<std::string> names;
  for (const io::ParamSpec& p : parallel.params) names.push_back(p.name);
  CHECK(names == std::vector<std::string>{"dp", "zero", "tp", "sp", "pp", "virtual_stages", "cp",
                                          "ep", "micro_batches"});
}

TEST_CASE("each row reads its keys and checks them when the job is loaded") {
  const auto load = [](const std::string& parallel) {
    return load_train_job(
        io::Node::parse_string("seq_len: 64\ngrad_accum_steps: 4\nparallel: " + parallel, "j.yaml"),
        nullptr);
  };
  const TrainJob j =
      load("{dp: 2, zero: 1, tp: 2, sp: true, pp: 2, virtual_stages: 2, cp: 4, ep: 2}");
  CHECK(j.parallel.dp == 2);
  CHECK(j.parallel.zero == 1);
  CHECK(j.parallel.tp == 2);
  CHECK(j.parallel.sp);
  CHECK(j.parallel.pp == 2);
  CHECK(j.parallel.virtual_stages == 2);
  CHECK(j.parallel.cp == 4);
  CHECK(j.parallel.ep == 2);
  // read: sp without tp (tensor row); check_step: 4 micro-batches are not a multiple of pp 3.
  CHECK_THROWS_AS(load("{sp: true}"), io::InputError);
  CHECK_THROWS_AS(load("{pp: 3, virtual_stages: 2}"), io::InputError);
}
