#pragma once
// hwsim run under mpirun: the sweep points are sharded over the ranks, rank 0 writes every output.
//
// Sharding (deterministic): point i < N-1 runs on rank i mod R; the last point runs on rank 0, so
// the trace (that of the last point) is made where it is written. Each rank runs its points with
// its own -j threads. Rank 0 receives the other ranks' results (tables, plot requests, resolved
// input; see point_codec.hpp) and hands them to `deliver` in point order, so every output is the
// bytes a single process writes.
// A point that fails on any rank ends the run: rank 0 delivers the points before it, then
// `on_error(message, status)` prints the error as a single process would, and the run is aborted
// with that status (MPI_Abort), after the caller has written what it holds.
// Built only when MPI was found (HWSIM_HAVE_MPI); mpi_world_size() is 1 otherwise.
#include <cstddef>
#include <functional>
#include <string>

#include "sim/cli/point_runner.hpp"

namespace hwsim::cli {

// The number of ranks when this process was started by mpirun (from its environment), else 1.
int mpi_world_size();

struct MpiOutcome {
  bool writer = false;  // this is rank 0: it writes the outputs
  std::size_t delivered = 0;
  int error_status = 0;    // non-zero: a point failed with this exit status
  std::string error_text;  // the message, as the command line prints it
};

// MPI_Init; returns this process's rank.
int start_mpi();

// Runs the points (after start_mpi); on rank 0 `deliver` gets them in order. Never throws for a
// failing point: the error is returned (rank 0) or sent to rank 0 (other ranks). `stop` is polled
// on rank 0 between points and while it waits for one (an interrupt: mpirun turns Ctrl-C into a
// SIGTERM to every rank): once it returns true, rank 0 delivers nothing more and returns what it
// delivered, for the caller to write and abort the other ranks. finish_mpi() ends the session.
MpiOutcome run_points_mpi(
    std::size_t count, const PointRunnerOptions& options,
    const std::function<scenario::PointResult(std::size_t)>& run,
    const std::function<void(std::size_t, scenario::PointResult&&)>& deliver,
    const std::function<bool()>& stop = [] { return false; });

// Ends the MPI session: MPI_Abort(status) when status != 0 (other ranks may still be running),
// else MPI_Finalize.
void finish_mpi(int status);

}  // namespace hwsim::cli
