#pragma once
// `hwsim validate`: predicts every end-to-end decode case of validate/ (run_decode_e2e's JSON,
// schema in validate/README.md) with sim/decode on a hardware profile and compares per-token times.
//
// Headline: the calibration-only figure, every case predicted from the profile's own tables with
// no probe measured in the same run, per set (dev: the shape the harness was developed on;
// heldout: a shape used for validation only) and placement. CPU-memory cases have a target
// (Thresholds::cpu_mape_pct and cpu_case_pct); flash cases are reported beside the disk's own
// spread between rounds (the H200 machine's virtual disk drifts 10-30% over minutes), with no
// target. The figure with the probes is reported beside it.
//
// Each case is rebuilt in sim/decode as the harness ran it: its model (the case's "model" name,
// read from workloads/models: Llama-3.1-8B for the dev set, Mistral-NeMo-12B for the held-out set;
// checked against the case's shape) cut to the case's layers; its placement preset (all, or ca: qkv
// and o resident in GPU memory); the method (dense_bf16 -> dense bf16, teal -> teal, spax_* -> spax
// with that codec, q4k -> dense q4_k) with every group's k_top, k_mid and bundle bytes taken from
// the case's `groups` (they define the case; no measurement is used); placement cpu (selected
// bundles gathered by the case's threads into pinned staging, dense groups copied straight from
// pinned memory) or flash (the case's queue depth, page size, request sizes); serial,
// host-synchronised phases; attention over the case's context_tokens and the small ops when the
// harness ran them (block_ops). Column selections are uniformly random (top-k of i.i.d. Laplace
// inputs), sampled with a fixed seed. Only the measured median token time, the phases and (flash)
// each matrix group's reads are compared: nothing measured in the end-to-end cases feeds the model
// (the storage probe below is a microbenchmark that the harness runs beside them).
//
// Phases (predicted from the executed graph, as the harness times them, phase_spans.hpp): select
// (top-k kernel, index copy, sync), plan (host planning), gather (CPU gather or flash reads), copy
// (H2D + sync), compute (GEMV + sync); for flash cases also the reads of each matrix group. Each
// phase is predicted twice, as the token time is: from the calibration alone and with the probes,
// because errors of opposite sign in two phases can cancel in the token time.
//
// Storage tables of the flash cases: documents with flash cases and a "storage_probe" (batch reads
// of the weights file measured between the flash cases, storage_probe.hpp) are predicted with
// read-latency tables from that probe in place of the profile's, unless StorageTables::profile is
// asked for; the comparison then also reports the MAPE and verdict with the profile's own tables.
// Otherwise a note says that the flash cases used the profile's tables, and why.
//
// Host tables of the sparse CPU-memory cases: documents with such cases and a "host_probe" (gather
// and staged-copy points measured on the harness's pinned weights before those cases,
// host_probe.hpp) are predicted with the gather and post-gather copy rates of that probe, unless
// HostTables::profile is asked for; the comparison then reports the MAPE and verdict with the
// profile's own tables (host, and storage when probed too) beside.
//
// Measurement spread: each case's spread_pct (max - min of its
// per-round median token times, over their median). It is shown next to the error as information
// about the measurement; the thresholds and the verdict do not use it.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"
#include "sim/report/table.hpp"

namespace hwsim::validation {

inline constexpr const char* kPhaseNames[] = {"select", "plan", "gather", "copy", "compute"};
inline constexpr int kPhaseCount = 5;

// One matrix group's gather in one case, per token over all layers (its gather_ms_median and
// transfers_per_token): the O_DIRECT reads of a flash case or the CPU gather of a sparse
// CPU-memory case.
struct GroupComparison {
  std::string group;
  double measured_ms = 0.0;          // median over tokens of the group's gather phase
  double predicted_ms = 0.0;         // span of the group's gather tasks (read and submit: flash)
  double measured_transfers = 0.0;   // memcpy calls or O_DIRECT requests per token (mean)
  double predicted_transfers = 0.0;  // TokenGraph::transfers_by_group
};

struct CaseComparison {
  std::string name, placement, method;
  std::string set = "dev";  // the case's model set
  double budget = 1.0;
  double measured_ms = 0.0;
  double predicted_ms = 0.0;
  double error_pct = 0.0;  // 100 * (predicted - measured) / measured
  // The calibration-only prediction: the profile's own tables (= predicted_ms when no probe
  // predicted this case).
  double calibration_ms = 0.0;
  double calibration_error_pct = 0.0;
  std::optional<double> spread_pct;  // the case's "spread_pct" (always set by predict_case)
  double measured_phase_ms[kPhaseCount] = {};
  double predicted_phase_ms[kPhaseCount] = {};    // with the probes, as predicted_ms
  double calibration_phase_ms[kPhaseCount] = {};  // the profile's own tables, as calibration_ms
  std::vector<GroupComparison> groups;  // flash and sparse CPU-memory cases with per-group
                                        // measurements; else empty
  // Bytes copied host to device per token: the harness's mean (per_token.h2d_bytes) and the
  // predicted token's H2D tasks. The same plan gives the same bytes; a difference says the two
  // ran different work, whatever the times say.
  double measured_h2d_bytes = 0.0;
  double predicted_h2d_bytes = 0.0;
};

struct Thresholds {
  // The figure with the probes, over all cases.
  double case_pct = 10.0;  // every |error| must be at most this
  double mape_pct = 5.0;   // the mean |error| must be at most this
  // The headline: CPU-memory cases of each set, calibration only.
  double cpu_case_pct = 5.0;
  double cpu_mape_pct = 2.0;
};

// The cases of one set and placement.
struct SetSummary {
  std::string set, placement;
  int cases = 0;
  double mape_pct = 0.0, max_abs_error_pct = 0.0;  // calibration only
  std::string largest_case;
  double probe_mape_pct = 0.0, probe_max_abs_error_pct = 0.0;  // with the probes
  std::optional<double> mean_spread_pct;  // mean of the cases' spread_pct, where they have one
  int within_spread = 0;                  // cases whose |calibration error| <= their own spread
  std::optional<bool> within;             // cpu: the calibration-only target; flash: none
};

enum class HostTables {
  probe_when_measured,  // the document's host probe when it has one, else the profile's
  profile,              // always the profile's
};

enum class StorageTables {
  probe_when_measured,  // the document's storage probe when it has one, else the profile's
  profile,              // always the profile's
};

// The same cases predicted with the profile's own tables (only when a probe was used).
struct ProfileTablesSummary {
  double mape_pct = 0.0;
  double max_abs_error_pct = 0.0;
  std::string largest_case;
  bool within = false;
};

struct E2EComparison {
  std::vector<CaseComparison> cases;
  // The headline: one summary per set and placement, in the order of the cases; the verdict is
  // every CPU-memory summary within its target (documents without CPU-memory cases: `within`).
  std::vector<SetSummary> summaries;
  bool headline_within = false;
  report::Table summary_table;  // the summaries, with the verdict in a note
  double mape_pct = 0.0;
  double max_abs_error_pct = 0.0;
  bool within = false;          // mape_pct <= mape threshold and every |error| <= case threshold
  bool storage_probed = false;  // flash cases predicted with the storage probe's tables
  bool host_probed = false;     // sparse cpu cases predicted with the host probe's tables
  std::optional<ProfileTablesSummary> with_profile_tables;  // set when a probe was used
  // One row per case (the spread cell empty where the case has none), then the notes: the MAPE and
  // the verdict; with flash cases, which storage tables predicted them; with sparse cpu cases,
  // which host tables (the host probe's, or the profile's as asked or for want of a probe); after
  // the last probe note, the MAPE and verdict with the profile's own tables; the mean and largest
  // spread (only when a case has one); the definitions.
  report::Table table;
  // Gathers and flash reads per case and matrix group (where the document has per-group times):
  // where within a token the predictions miss.
  std::optional<report::Table> group_table;
};

// A model the harness's cases are shaped after: for the harness's model name
// ("Llama-3.1-8B-shaped", "Mistral-NeMo-12B-shaped") its file under `repo_root`/workloads/models;
// `file` names it in messages. Throws std::invalid_argument for another name.
struct E2EModel {
  model::ModelSpec spec;
  std::string file;
};
E2EModel load_e2e_model(const std::filesystem::path& repo_root,
                        const std::string& harness_model = "Llama-3.1-8B-shaped");

// Predicts one case (an element of e2e.cases) of `model`'s shape. Every key the harness writes for
// a case and its groups is read (validate/README.md); throws std::invalid_argument naming the case
// and the key for one that is missing or of the wrong type.
CaseComparison predict_case(const hw::HardwareProfile& profile, const nlohmann::json& e2e_case,
                            const E2EModel& model);

// `e2e_doc`: a hwsim-gpubench document with an `e2e` member, or the `e2e` object itself.
// Throws std::invalid_argument for a document without cases or with a case it cannot rebuild
// (naming the case and the key of one that lacks a key), for flash cases with a profile that has
// no storage section, and for a probe with a point that lacks a key or a storage probe that is not
// a full grid of both patterns (nlohmann::json::exception for a point without its numbers).
E2EComparison compare_e2e(const nlohmann::json& e2e_doc, const hw::HardwareProfile& profile,
                          const std::filesystem::path& repo_root, const Thresholds& thresholds = {},
                          StorageTables storage = StorageTables::probe_when_measured,
                          HostTables host = HostTables::probe_when_measured);

// The verdict alone, for a list of errors in percent.
bool within_thresholds(const std::vector<double>& errors_pct, const Thresholds& thresholds,
                       double* mape_pct = nullptr);

}  // namespace hwsim::validation
