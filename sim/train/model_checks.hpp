#pragma once
// The checks of a training job that need the model: parallel degrees that must divide the model's
// dimensions, and a sequence within its positions.
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

// Throws io::InputError at the offending key of job_node (the scenario's `job` map): each
// parallelism scheme's check_model in registry order (parallel.cpp: tp divides the heads, KV heads
// and FFN widths of every block and, with sp, seq_len; pp, and pp x virtual_stages, at most the
// model's blocks; cp divides seq_len; ulysses divides seq_len and each tp rank's heads and KV
// heads; ep > 1 needs MoE blocks whose expert count it divides); then
// seq_len at most model.max_positions when the model has a learned position table (rotary models
// carry no limit in their description, so none is checked for them).
void check_against_model(const io::Node& job_node, const TrainJob& job,
                         const model::ModelSpec& model);

}  // namespace hwsim::train
