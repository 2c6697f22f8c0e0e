// The points of the batch-read benchmark (ssd_batch.hpp), their batch shapes, where a batch's
// region may start in the file, and the order the points run in. Host-only (library
// hwsim_validate), so these rules are unit-tested without a GPU.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace hwsim::validate {

// The density and region alignment a sparse batch has unless told otherwise (the ones a profile is
// fitted from).
inline constexpr double kDefaultSparseDensity = 0.5;
inline constexpr const char* kDefaultSparseAlignment = "request";
// How a sparse batch picks its slots: "separated" (no two reads adjacent, as a reader that merges
// adjacent selected bundles into one request issues them, bar the cuts of runs longer than its
// largest request) or "any" (distinct random slots, adjacent ones allowed: at density 1/2 about
// three quarters of the reads then have a neighbour; the pattern of documents without a
// slot_choice field). At density 1/2, separated slots are nearly every other slot: n reads in 2n
// slots leave one free slot after every read but one, which falls at a random place.
inline constexpr const char* kDefaultSlotChoice = "separated";

struct SsdBatchGrid {
  std::vector<int> sparse_request_kib;
  std::vector<int> contiguous_request_kib;
  std::vector<int> queue_depths;
  std::vector<double> sparse_densities{kDefaultSparseDensity};          // each in (0, 1]
  std::vector<std::string> sparse_alignments{kDefaultSparseAlignment};  // "request" or "page"
  // Idle time after every batch, not counted in the batch's time (the harness selects, copies
  // and computes between the reads of two matrix groups). Each in [0, 1e6).
  std::vector<double> pauses_us{0};
  std::vector<std::string> sparse_slot_choices{kDefaultSlotChoice};  // "separated" or "any"
};

struct BatchPoint {
  bool contiguous = false;
  double density = 1.0;       // fraction of the region's slots read (1 for contiguous)
  bool page_aligned = false;  // region start: any page (true) or a multiple of the request size
  bool separated = false;     // no two reads of a batch in adjacent slots (sparse only)
  double pause_us = 0.0;      // idle after every batch
  std::uint64_t request = 0;  // bytes per read
  int queue_depth = 1;        // pread workers
};

// Requests per batch: 64 MiB worth, at most 1024, at least one per worker.
std::uint64_t batch_requests(std::uint64_t request, int queue_depth);
// Slots (of `request` bytes) a batch draws from: its requests / density, rounded up.
std::uint64_t region_slots(double density, std::uint64_t request, int queue_depth);

// Every point of `grid` over a file of `file_bytes`: sparse points by queue depth, request size,
// then the variants of one (size, depth) next to each other (density, alignment, slot choice,
// pause), then the contiguous points likewise (with each pause). A request size whose region does
// not fit in the file at some depth is left out at every depth, so the points of one pattern and
// variant stay a full grid of sizes x depths. Throws std::invalid_argument for an empty list of
// depths, densities, alignments, slot choices or pauses, a list that repeats a value, a density
// outside (0, 1] (outside (0, 1/2] when any slot choice is separated: there is no room for the
// gaps), an unknown alignment or slot choice, a pause outside [0, 1 s), a request size that is not
// a multiple of 4 KiB or a queue depth below 1. (check_batch_grid makes the same checks before
// anything is measured.)
std::vector<BatchPoint> batch_points(const SsdBatchGrid& grid, std::uint64_t file_bytes);

// Throws as batch_points does for a grid it refuses, whatever the file.
void check_batch_grid(const SsdBatchGrid& grid);

// Where point `p`'s region may start in a file of `file_bytes`: at start * unit_bytes for start in
// [0, last_start] (unit = the request size, or a page for page-aligned points); the region of
// region_slots(...) slots then ends inside the file. Throws std::invalid_argument when the region
// does not fit at all.
struct RegionStarts {
  std::uint64_t unit_bytes = 0;
  std::uint64_t last_start = 0;
};
RegionStarts region_starts(const BatchPoint& p, std::uint64_t file_bytes);

// Picks the slots of one sparse batch: `n` distinct slots of [0, region), uniformly at random among
// the allowed sets (no two adjacent when `separated`), ascending, in slots[0, n) (slots is resized
// to `region`; the entries past n are scratch). Throws std::invalid_argument when n > region, or
// when separated and region < 2n - 1.
void choose_slots(std::uint64_t n, std::uint64_t region, bool separated, std::mt19937_64& rng,
                  std::vector<std::uint64_t>& slots);

// The point that runs `i`-th in pass `pass` over `count` points: in order on even passes,
// backwards on odd ones, so a drift linear in time adds the same to every point over two passes.
std::size_t point_in_pass(std::uint64_t pass, std::size_t i, std::size_t count);

}  // namespace hwsim::validate
