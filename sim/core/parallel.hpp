#pragma once
// Runs independent jobs on a few threads; results land where each job writes them, so the order
// of execution never reaches an output.
//
// Contract
// - job(i) runs exactly once for every i in [0, count) unless an earlier-started job threw; jobs
//   may run concurrently and must not share mutable state.
// - threads <= 1 (or count <= 1) runs the jobs in order on the calling thread.
// - If jobs throw, the exception of the lowest index that threw is rethrown on the calling thread
//   after every started job has ended (jobs not yet started are skipped).
#include <cstddef>
#include <functional>

namespace hwsim {

void parallel_for(std::size_t count, int threads, const std::function<void(std::size_t)>& job);

}  // namespace hwsim
