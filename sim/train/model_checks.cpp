#include "sim/train/model_checks.hpp"

#include <string>

#include "sim/io/input_error.hpp"
#include "sim/train/parallel.hpp"

namespace hwsim::train {

void check_against_model(const io::Node& job_node, const TrainJob& job,
                         const model::ModelSpec& model) {
  for (const SchemeTraits& row : parallel_registry()) {
    if (row.check_model) row.check_model(job_node, job, model);
  }
  if (model.max_positions > 0 && job.seq_len > model.max_positions) {
    written(job_node, nullptr, "seq_len")
        .fail("seq_len " + std::to_string(job.seq_len) + " is beyond the model's " +
              std::to_string(model.max_positions) + " positions (model.max_positions)");
  }
}

}  // namespace hwsim::train
