#include "sim/train/fit.hpp"

#include <functional>

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

std::int64_t largest_seq_len(const model::ModelSpec& model, const TrainJob& job,
                             const TimelineOptions& options, std::int64_t limit) {
  const std::int64_t step = share(job, Share::tokens);
  return step * largest(
                    [&](std::int64_t k) {
                      TrainJob j = job;
                      j.seq_len = k * step;
                      return fits(model, j, options);
                    },
                    limit / step);
}

}  // namespace hwsim::train
