#pragma once
// Does a job fit in GPU memory, and how far can micro-batch or sequence length grow?
// "Fits" means the step timeline's peak plus fragmentation (TimelineResult::peak_reserved) is at
// most the capacity: the same number the report shows. Memory grows monotonically with both
// micro_batch and seq_len, so each search doubles until it fails and then bisects.
#include <cstdint>

#include "sim/model/architecture.hpp"
#include "sim/train/step_timeline.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

// The timeline of the job's most loaded GPU.
TimelineResult simulate_job(const model::ModelSpec& model, const TrainJob& job,
                            const TimelineOptions& options);

bool fits(const model::ModelSpec& model, const TrainJob& job, const TimelineOptions& options);

// How far the searches below go by default.
inline constexpr std::int64_t kMicroBatchSearchLimit = std::int64_t{1} << 20;
inline constexpr std::int64_t kSeqLenSearchLimit = std::int64_t{1} << 24;

// Largest micro-batch (other settings unchanged) that fits; 0 if even 1 does not. Searched up to
// `limit`.
std::int64_t largest_micro_batch(const model::ModelSpec& model, const TrainJob& job,
                                 const TimelineOptions& options,
                                 std::int64_t limit = kMicroBatchSearchLimit);

// Largest seq_len that fits and that the job's checks accept (a multiple of cp x ulysses, and of
// cp x tp under sequence parallelism; at most the model's learned positions); 0 if none. Searched
// up to `limit`.
std::int64_t largest_seq_len(const model::ModelSpec& model, const TrainJob& job,
                             const TimelineOptions& options,
                             std::int64_t limit = kSeqLenSearchLimit);

// The longest seq_len largest_seq_len tries: a result equal to it means "at least this long".
std::int64_t seq_len_ceiling(const model::ModelSpec& model, const TrainJob& job,
                             std::int64_t limit = kSeqLenSearchLimit);

}  // namespace hwsim::train
