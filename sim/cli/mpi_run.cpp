#include "sim/cli/mpi_run.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#if HWSIM_HAVE_MPI
#include <mpi.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "sim/cli/app.hpp"
#include "sim/cli/commands.hpp"
#include "sim/cli/point_codec.hpp"
#endif

namespace hwsim::cli {

int mpi_world_size() {
#if HWSIM_HAVE_MPI
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"}) {
    if (const char* value = std::getenv(name)) return std::max(1, std::atoi(value));
  }
#endif
  return 1;
}

#if HWSIM_HAVE_MPI
namespace {

constexpr int kTagResult = 1;

std::size_t owner(std::size_t point, std::size_t count, int ranks) {
  return point + 1 == count ? 0 : point % static_cast<std::size_t>(ranks);
}

// A message: status (0 = result follows, else the exit status) then the payload.
void send(int status, const std::string& payload) {
  std::string message(sizeof status, '\0');
  std::memcpy(message.data(), &status, sizeof status);
  message += payload;
  MPI_Send(message.data(), static_cast<int>(message.size()), MPI_BYTE, 0, kTagResult,
           MPI_COMM_WORLD);
}

// Waits (sleeping between probes, so a waiting rank does not spin a core) for the next message of
// `source`; nothing once `stop` returns true.
std::optional<std::pair<int, std::string>> receive(int source, const std::function<bool()>& stop) {
  MPI_Status status;
  int flag = 0;
  while (true) {
    MPI_Iprobe(source, kTagResult, MPI_COMM_WORLD, &flag, &status);
    if (flag) break;
    if (stop()) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  int size = 0;
  MPI_Get_count(&status, MPI_BYTE, &size);
  std::string message(static_cast<std::size_t>(size), '\0');
  MPI_Recv(message.data(), size, MPI_BYTE, source, kTagResult, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  int code = 0;
  std::memcpy(&code, message.data(), sizeof code);
  return std::pair{code, message.substr(sizeof code)};
}

// The points a rank owns, in order.
std::vector<std::size_t> owned(std::size_t count, int ranks, int rank) {
  std::vector<std::size_t> mine;
  for (std::size_t i = 0; i < count; ++i)
    if (owner(i, count, ranks) == static_cast<std::size_t>(rank)) mine.push_back(i);
  return mine;
}

// Runs `mine` on the rank's threads; `take` gets each result (or error) in order.
void run_owned(
    const std::vector<std::size_t>& mine, const PointRunnerOptions& options,
    const std::function<scenario::PointResult(std::size_t)>& run,
    const std::function<void(std::size_t, scenario::PointResult*, int, const std::string&)>& take,
    const std::function<bool()>& stop) {
  try {
    run_points_in_order(
        mine.size(), options, [&](std::size_t k) { return run(mine[k]); },
        [&](std::size_t k, scenario::PointResult&& r) { take(mine[k], &r, 0, ""); }, stop);
  } catch (...) {
    const auto [code, text] = error_status(std::current_exception());
    take(SIZE_MAX, nullptr, code, text);
  }
}

// Sends each result (or the error) of a rank other than 0 to rank 0, in point order. MPI from
// this (the main) thread only: results are sent as they are delivered in order.
void run_and_send(const std::vector<std::size_t>& mine, const PointRunnerOptions& options,
                  const std::function<scenario::PointResult(std::size_t)>& run,
                  const std::function<bool()>& stop) {
  run_owned(
      mine, options, run,
      [&](std::size_t, scenario::PointResult* r, int code, const std::string& text) {
        if (r) {
          send(0, encode_point(*r));
        } else {
          send(code, text);
        }
      },
      stop);
}

// Rank 0's own results, filled by its helper thread and taken in point order by the main one.
struct LocalResults {
  std::mutex mutex;
  std::condition_variable ready;
  std::map<std::size_t, scenario::PointResult> results;
  int code = 0;  // non-zero: a point failed with this exit status, `text` its message
  std::string text;
  bool done = false;  // the helper has run every point it will run
};

// Runs rank 0's points on a helper thread into `local`; the thread joins when the result ends.
std::jthread run_local(const std::vector<std::size_t>& mine, const PointRunnerOptions& options,
                       const std::function<scenario::PointResult(std::size_t)>& run,
                       LocalResults& local, std::function<bool()> stop) {
  return std::jthread([&mine, &options, &run, &local, stop = std::move(stop)] {
    run_owned(
        mine, options, run,
        [&](std::size_t i, scenario::PointResult* r, int code, const std::string& text) {
          std::lock_guard lock(local.mutex);
          if (r) {
            local.results.emplace(i, std::move(*r));
          } else {
            local.code = code;
            local.text = text;
          }
          local.ready.notify_all();
        },
        stop);
    std::lock_guard lock(local.mutex);
    local.done = true;
    local.ready.notify_all();
  });
}

// Delivers rank 0's own point i once the helper has it. False when the run ends there: stopped,
// or a local point failed (then `outcome` holds the error).
bool deliver_local(LocalResults& local, std::size_t i,
                   const std::function<void(std::size_t, scenario::PointResult&&)>& deliver,
                   const std::function<bool()>& stop_requested, MpiOutcome& outcome) {
  std::unique_lock lock(local.mutex);
  // Woken at least every 10 ms to poll stop_requested.
  while (!local.ready.wait_for(lock, std::chrono::milliseconds(10), [&] {
    return local.results.count(i) || local.code || local.done;
  })) {
    if (stop_requested()) break;
  }
  if (!local.results.count(i) && !local.code && !local.done) return false;  // stopped
  if (!local.results.count(i)) {
    outcome.error_status = local.code ? local.code : 4;
    outcome.error_text = local.code ? local.text : "hwsim: error: a sweep point did not run";
    return false;
  }
  scenario::PointResult r = std::move(local.results.at(i));
  local.results.erase(i);
  lock.unlock();
  deliver(i, std::move(r));
  return true;
}

// Delivers point i, which rank `source` ran. False when the run ends there: stopped, or the point
// failed (then `outcome` holds the error).
bool deliver_remote(int source, std::size_t i,
                    const std::function<void(std::size_t, scenario::PointResult&&)>& deliver,
                    const std::function<bool()>& stop_requested, MpiOutcome& outcome) {
  auto message = receive(source, stop_requested);
  if (!message) return false;  // stopped
  auto& [code, payload] = *message;
  if (code != 0) {
    outcome.error_status = code;
    outcome.error_text = payload;
    return false;
  }
  deliver(i, decode_point(payload));
  return true;
}

}  // namespace

int start_mpi() {
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

MpiOutcome run_points_mpi(std::size_t count, const PointRunnerOptions& options,
                          const std::function<scenario::PointResult(std::size_t)>& run,
                          const std::function<void(std::size_t, scenario::PointResult&&)>& deliver,
                          const std::function<bool()>& stop_requested) {
  int ranks = 1, rank = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MpiOutcome outcome;
  outcome.writer = rank == 0;
  const std::vector<std::size_t> mine = owned(count, ranks, rank);
  if (rank != 0) {
    run_and_send(mine, options, run, stop_requested);
    return outcome;
  }
  // Rank 0: its own points on a helper thread; MPI and delivery on this one.
  LocalResults local;
  std::atomic<bool> stop{false};
  const std::jthread helper =
      run_local(mine, options, run, local, [&] { return stop.load() || stop_requested(); });
  for (std::size_t i = 0; i < count && !stop_requested(); ++i) {
    const std::size_t from = owner(i, count, ranks);
    const bool delivered =
        from == 0 ? deliver_local(local, i, deliver, stop_requested, outcome)
                  : deliver_remote(static_cast<int>(from), i, deliver, stop_requested, outcome);
    if (!delivered) break;
    ++outcome.delivered;
  }
  stop = true;  // after a failure: no new local point; the running ones end before the join
  return outcome;
}

void finish_mpi(int status) {
  if (status != 0) MPI_Abort(MPI_COMM_WORLD, status);
  MPI_Finalize();
}

#else

int start_mpi() { throw std::logic_error("hwsim was built without MPI"); }

MpiOutcome run_points_mpi(std::size_t, const PointRunnerOptions&,
                          const std::function<scenario::PointResult(std::size_t)>&,
                          const std::function<void(std::size_t, scenario::PointResult&&)>&,
                          const std::function<bool()>&) {
  throw std::logic_error("hwsim was built without MPI");
}

void finish_mpi(int) {}

#endif

}  // namespace hwsim::cli
