// Read replay (a diagnostic of the end-to-end harness, off by default): the O_DIRECT reads that
// one flash token issued, read again as bare batches right after the case's round, so that a
// group's read time can be split into what its request pattern costs and what the token around
// it adds (select, plan, H2D and GEMV between two groups' reads).
//
// Each recorded batch (one matrix group of one layer) is replayed in four forms, one right after
// the other:
//   exact    the same requests at the same file offsets, in the same order, into the same staging
//            places;
//   compact  the same request sizes in the same order, each followed by a gap of its own size, in a
//            region at a random page of the file: the geometry of the storage probe's sparse
//            batches (half of a region read) with the harness's mix of sizes;
//   uniform  as many requests, all of the batch's most frequent size, compacted the same way;
//   slots    the uniform requests at distinct random slots (ascending, adjacent ones allowed) of a
//            region of twice as many slots that starts on a multiple of the size: the storage
//            probe's sparse batch at that size as it was before slot choices (ssd_batch_grid.hpp),
//            with the harness's request count.
// The replay times of a token's batches are summed per group over layers, as the harness sums its
// read phases, and reported beside the harness's own read time of that token.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "validate/common/direct_io.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/e2e/decode_plan.hpp"

namespace hwsim::validate {

// `extents` with the same sizes, order and staging places, read from a region that starts at
// `base`: request i at base + sum over j < i of 2 * bytes_j. Sizes and base are page multiples in
// the harness, so every read stays page-aligned.
std::vector<Extent> compact_extents(const std::vector<Extent>& extents, std::uint64_t base);

// Bytes of the region compact_extents reads: 2 * (sum of sizes) - the last request's gap.
std::uint64_t compact_region_bytes(const std::vector<Extent>& extents);

// `uniform` (requests of one size s) read from distinct random slots of s bytes, ascending, of the
// region of 2 * uniform.size() slots that starts at `base`; staging places unchanged.
std::vector<Extent> slotted_extents(const std::vector<Extent>& uniform, std::uint64_t base,
                                    std::mt19937_64& rng);

// Bytes of the region slotted_extents reads `uniform` from: twice its requests (0 for none).
std::uint64_t slotted_region_bytes(const std::vector<Extent>& uniform);

// `extents` with every size set to their most frequent size (the smallest of equally frequent
// ones) and the staging places consecutive from the first one's; sources unchanged.
std::vector<Extent> uniform_extents(const std::vector<Extent>& extents);

class ReadReplay {
 public:
  // `groups` names the matrix groups in the harness's order. `file` and `pool` must outlive the
  // replay; `staging` (page-aligned, `staging_bytes` long) receives the reads.
  ReadReplay(std::vector<std::string> groups, const DirectFile& file, WorkerPool& pool,
             std::uint8_t* staging, std::uint64_t staging_bytes, std::uint64_t seed);

  // Starts a token's record (the previous one is dropped), then adds one batch of group `group`.
  // record throws std::out_of_range for an unknown group, and std::length_error when a form of the
  // batch would not fit in the staging buffer or the file (before anything is read).
  void begin_token();
  void record(std::size_t group, const std::vector<Extent>& extents, double harness_ms);

  // Replays the recorded token `times` (>= 1, else std::invalid_argument) times, every batch in
  // the four forms in turn, and adds the results to the case `name` (created on first use).
  void replay(const std::string& name, int times);

  // {groups: [{group, tokens, replays, harness_ms_mean (per recorded token), exact_ms_mean,
  // compact_ms_mean, uniform_ms_mean and slots_ms_mean (per replay of a token), requests_per_token,
  // uniform_bytes_per_token, request_bytes: [[bytes, requests per token], ...]}]} of one case, or
  // null when it has none.
  nlohmann::json case_json(const std::string& name) const;

 private:
  struct Batch {
    std::size_t group = 0;
    std::vector<Extent> extents;
    std::vector<Extent> uniform;  // uniform_extents(extents)
    double harness_ms = 0;
  };
  struct GroupSums {
    double harness_ms = 0, exact_ms = 0, compact_ms = 0, uniform_ms = 0, slots_ms = 0,
           uniform_bytes = 0;
    std::uint64_t tokens = 0, replays = 0, requests = 0;
    std::map<std::uint64_t, std::uint64_t> sizes;  // request bytes -> count
  };
  double read_batch(const std::vector<Extent>& extents);
  double read_compacted(const std::vector<Extent>& extents);  // at a random page of the file
  // A random multiple of `unit` at which `region_bytes` (<= the file's size) still fits.
  std::uint64_t random_start(std::uint64_t region_bytes, std::uint64_t unit);
  const std::vector<GroupSums>* find_case(const std::string& name) const;  // null: none yet
  std::vector<GroupSums>& sums_for(const std::string& name);               // found or created

  std::vector<std::string> groups_;
  const DirectFile& file_;
  WorkerPool& pool_;
  std::uint8_t* staging_;
  std::uint64_t staging_bytes_;
  std::mt19937_64 rng_;
  std::vector<Batch> token_;
  std::vector<std::pair<std::string, std::vector<GroupSums>>> cases_;
};

}  // namespace hwsim::validate
