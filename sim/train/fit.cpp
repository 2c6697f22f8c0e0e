#include "sim/train/fit.hpp"

#include <algorithm>
#include <functional>
#include <numeric>

#include "sim/train/memory_plan.hpp"
#include "sim/train/parallel.hpp"

namespace hwsim::train {

namespace {

// Largest k in [1, limit] with ok(k), assuming ok is monotone (true then false); 0 if !ok(1).
std::int64_t largest(const std::function<bool(std::int64_t)>& ok, std::int64_t limit) {
  if (!ok(1)) return 0;
  std::int64_t good = 1;
  std::int64_t bad = 0;
  while (bad == 0) {
    const std::int64_t next = good * 2;
    if (next > limit) {
      if (ok(limit)) return limit;
      bad = limit;
    } else if (ok(next)) {
      good = next;
    } else {
      bad = next;
    }
  }
  while (bad - good > 1) {
    const std::int64_t mid = good + (bad - good) / 2;
    (ok(mid) ? good : bad) = mid;
  }
  return good;
}

}  // namespace

TimelineResult simulate_job(const model::ModelSpec& model, const TrainJob& job,
                            const TimelineOptions& options) {
  return simulate_step(plan_most_loaded_stage(model, job), options);
}

bool fits(const model::ModelSpec& model, const TrainJob& job, const TimelineOptions& options) {
  return simulate_job(model, job, options).peak_reserved() <= options.capacity;
}

std::int64_t largest_micro_batch(const model::ModelSpec& model, const TrainJob& job,
                                 const TimelineOptions& options, std::int64_t limit) {
  return largest(
      [&](std::int64_t b) {
        TrainJob j = job;
        j.micro_batch = b;
        return fits(model, j, options);
      },
      limit);
}

namespace {

// Only lengths the job's checks accept: a multiple of every rank count that splits the sequence
// (cp x ulysses, and cp x tp under sequence parallelism).
std::int64_t seq_len_step(const TrainJob& job) {
  const std::int64_t split = share(job, Share::tokens);
  return job.parallel.sp ? std::lcm(split, job.parallel.cp * job.parallel.tp) : split;
}

}  // namespace

std::int64_t seq_len_ceiling(const model::ModelSpec& model, const TrainJob& job,
                             std::int64_t limit) {
  if (model.max_positions > 0) limit = std::min(limit, model.max_positions);
  const std::int64_t step = seq_len_step(job);
  return limit / step * step;
}

std::int64_t largest_seq_len(const model::ModelSpec& model, const TrainJob& job,
                             const TimelineOptions& options, std::int64_t limit) {
  const std::int64_t step = seq_len_step(job);
  limit = seq_len_ceiling(model, job, limit);
  if (limit < step) return 0;
  return step * largest(
                    [&](std::int64_t k) {
                      TrainJob j = job;
                      j.seq_len = k * step;
                      return fits(model, j, options);
                    },
                    limit / step);
}

}  // namespace hwsim::train
