// hwsim-gpubench: runs the GPU validation suite and writes one JSON document.
//   hwsim-gpubench checks|micro|e2e|all [--out FILE] [options]
// The JSON is rewritten after each stage, so a run cut short keeps what it finished.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "validate/gpu_bench.hpp"

namespace {

using hwsim::validate::DecodeE2EOptions;
using hwsim::validate::MicrobenchOptions;
using nlohmann::json;

constexpr const char* kUsage = R"(usage: hwsim-gpubench <checks|micro|e2e|all> [options]
  --out FILE               JSON output (default hwsim_gpubench.json)
  --seed N                 random seed (default: from the clock; recorded in the JSON)
  --quick                  microbenchmarks: fewer sizes and repetitions (smoke test)
  --max-copy-bytes N       largest copy size (default 1073741824)
  --ssd-file PATH          O_DIRECT microbenchmark file (default hwsim_ssd_bench.dat)
  --ssd-file-bytes N       its size (default 2147483648)
  --gather-source-mib N    the gather benchmark's pinned source (default 16384)
  --skip LIST              micro parts to skip: copies,kernels,gather,ssd,
                           ssd_seq,ssd_batch,plan,staged_copy
  --ssd-batch-densities L  sparse batch densities, fractions of the region read
                           (default 0.5, the one the profile is fitted from)
  --ssd-batch-alignments L where sparse batch regions start: request (a multiple of
                           the request size; default, fitted), page (any page)
  --ssd-batch-slots L      how sparse batches pick their slots: separated (no two
                           reads adjacent, as a reader that merges adjacent bundles
                           issues them; default, fitted), any (adjacent allowed)
  --ssd-batch-pauses-us L  idle times after every batch (default 0, fitted)
  --ssd-request-kib L      sparse request sizes of the ssd and ssd_batch parts
                           (default 4,16,64,256,1024,4096)
  --ssd-queue-depths L     their queue depths (default 1,2,4,8,16,32)
  --flash-file PATH        e2e weight file (default hwsim_e2e_weights.dat)
  --sets LIST              e2e model sets: dev (Llama-3.1-8B shape, all groups
                           offloaded), heldout (Mistral-NeMo-12B shape, attention
                           projections resident: CA); default dev,heldout
  --placements LIST        e2e placements of the dev set: cpu,flash
  --methods LIST           its methods: dense_bf16,teal,spax_scalar,spax_trellis,q4k
  --teal-budgets LIST      its TEAL budgets (default 0.25,0.5,0.75)
  --spax-budgets LIST      its SpAx budgets (default 0.2,0.3,0.4)
  --context-tokens N       KV-cache tokens each token attends over (default 512)
  --mid-bits N             SpAx middle-tier bits (2, 3, 4; default 3)
  --layers-cpu N           layers, CPU-memory cases (default 8)
  --layers-flash N         layers, flash cases (default 2)
  --rounds N               e2e passes over the case list (default 6); each runs every
                           case's warm-up tokens, then ceil(tokens / N) timed tokens
  --tokens N / --warmup N  timed tokens over all rounds / warm-up tokens per round,
                           CPU-memory cases (default 32 / 2)
  --tokens-flash N / --warmup-flash N   same for flash cases (default 24 / 1)
  --threads N              CPU gather threads (default 8)
  --queue-depth N          pread workers = O_DIRECT queue depth (default 32)
  --probe-seconds S        storage probe: batch-read time per point over all rounds,
                           on the e2e weight file between the flash cases
                           (default 1; 0: no probe)
  --probe-request-kib L    its sparse request sizes (default 4,16,64,256,1024,4096)
  --probe-queue-depths L   its queue depths (default 1,2,4,8,16,32)
  --probe-alignments L     its sparse alignments (default request; see
                           --ssd-batch-alignments)
  --probe-slots L          its sparse slot choices (default separated; see
                           --ssd-batch-slots)
  --host-probe-calls N     host probe: timed calls of every gather point per slice, one
                           slice before every sparse CPU-memory case (default 1; 0: no
                           probe)
  --read-replays N         diagnostic: after every round of a sparse flash case, read
                           its last token's batches again N times in four forms (exact,
                           compact, uniform, slots; validate/README.md; default 0: off)
  --ssd-batch-seconds S    ssd_batch: read time per point over all rounds (default 0.5)
  --ssd-batch-rounds N     ssd_batch: passes over the points (default 4)
)";

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string item; std::getline(ss, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

// A comma-separated list of at least one number, each parsed whole by `parse` (std::stod or
// std::stoi: "1000us" is refused, not read as 1000) and accepted by `ok`; `what` names what a
// value must be in the error.
template <class T, class Parse, class Accept>
std::vector<T> split_numbers(const std::string& s, const std::string& flag, Parse parse, Accept ok,
                             const char* what) {
  std::vector<T> out;
  for (const auto& e : split(s)) {
    std::size_t used = 0;
    T v{};
    try {
      v = parse(e, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != e.size() || !ok(v))
      throw std::invalid_argument("flag " + flag + ": '" + e + "' is not " + what);
    out.push_back(v);
  }
  if (out.empty()) throw std::invalid_argument("flag " + flag + " needs at least one value");
  return out;
}

std::vector<double> split_doubles(const std::string& s, const std::string& flag) {
  return split_numbers<double>(
      s, flag, [](const std::string& e, std::size_t* used) { return std::stod(e, used); },
      [](double) { return true; }, "a number");
}

std::vector<int> split_positive_ints(const std::string& s, const std::string& flag) {
  return split_numbers<int>(
      s, flag, [](const std::string& e, std::size_t* used) { return std::stoi(e, used); },
      [](int v) { return v >= 1; }, "a positive integer");
}

// The model sets named in --sets, in that order.
std::vector<hwsim::validate::E2EModelSet> model_sets(const std::vector<std::string>& names) {
  std::vector<hwsim::validate::E2EModelSet> out;
  for (const auto& n : names) {
    if (n == "dev")
      out.emplace_back();
    else if (n == "heldout")
      out.push_back(hwsim::validate::heldout_model_set());
    else
      throw std::invalid_argument("--sets: unknown set '" + n + "' (dev, heldout)");
  }
  if (out.empty()) throw std::invalid_argument("--sets needs at least one set");
  return out;
}

// The dev set, which the case-list flags shape; an error when --sets left it out.
hwsim::validate::E2EModelSet& dev_set(DecodeE2EOptions& o, const std::string& flag) {
  for (auto& m : o.models)
    if (m.set == "dev") return m;
  throw std::invalid_argument(flag + " shapes the dev set, which --sets leaves out");
}

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

void write_json(const std::string& path, const json& j) {
  std::ofstream f(path);
  if (!f) throw std::runtime_error("cannot write " + path);
  f << j.dump(1) << "\n";
}

void print_checks(const json& c) {
  std::printf("\n== kernel checks (seed %llu): %s\n", c["seed"].get<unsigned long long>(),
              c["all_passed"].get<bool>() ? "ALL PASSED" : "FAILURES");
  for (const auto& k : c["checks"]) {
    std::string what = k["kernel"].get<std::string>();
    for (const char* f : {"rows", "cols", "n", "k", "k_top", "k_mid", "bits"})
      if (k.contains(f)) what += std::string(" ") + f + "=" + k[f].dump();
    std::string err;
    if (k.contains("rel_l2_error")) err = "err=" + std::to_string(k["rel_l2_error"].get<double>());
    if (k.contains("decode_bit_mismatches"))
      err += " bitmismatch=" + k["decode_bit_mismatches"].dump();
    if (k.contains("trellis_rel_mse"))
      err = "mse trellis=" + std::to_string(k["trellis_rel_mse"].get<double>()) +
            " scalar=" + std::to_string(k["scalar_rel_mse"].get<double>());
    std::printf("  %-4s %-60s %s\n", k["passed"].get<bool>() ? "ok" : "FAIL", what.c_str(),
                err.c_str());
  }
}

void print_micro(const json& m) {
  std::printf("\n== microbenchmarks\n");
  if (m.contains("copies")) {
    const auto& c = m["copies"];
    for (const char* k : {"h2d_pinned", "d2h_pinned", "h2d_pageable", "d2h_pageable"})
      std::printf("  %-14s peak %7.2f GB/s\n", k, c[k]["peak_gbs"].get<double>());
    std::printf("  %-14s peak %7.1f GB/s (read+write)\n  %-14s      %7.1f GB/s\n", "d2d",
                c["d2d"]["peak_gbs"].get<double>(), "read kernel",
                c["read_kernel"]["gbs"].get<double>());
    std::printf("  launch+sync median %.2f us\n",
                m["launch"]["launch_and_sync_us"]["median"].get<double>());
  }
  if (m.contains("kernels")) {
    std::printf("  %-18s %-8s %5s %9s %8s %6s\n", "kernel", "shape", "bits", "us", "GB/s", "%d2d");
    for (const auto& k : m["kernels"]["results"]) {
      std::printf("  %-18s %-8s %5s %9.1f %8.1f %6.1f\n", k["kernel"].get<std::string>().c_str(),
                  k.value("shape", std::string("-")).c_str(),
                  k.contains("bits") ? k["bits"].dump().c_str() : "-", k["median_us"].get<double>(),
                  k["gbs"].get<double>(), 100 * k["eff_vs_d2d"].get<double>());
    }
  }
  if (m.contains("gather")) {
    std::map<int, double> best;
    for (const auto& p : m["gather"]["points"]) {
      const int t = p["threads"].get<int>();
      best[t] = std::max(best[t], p["gbs"].get<double>());
    }
    for (const auto& [t, g] : best) std::printf("  gather %2d threads: best %6.2f GB/s\n", t, g);
  }
  if (m.contains("ssd")) {
    for (const auto& p : m["ssd"]["points"]) {
      const int qd = p["queue_depth"].get<int>();
      if (qd != 1 && qd != 32) continue;
      std::printf("  ssd %-10s %8llu B qd%-2d %7.3f GB/s %9.0f IOPS\n",
                  p["pattern"].get<std::string>().c_str(),
                  p["request_bytes"].get<unsigned long long>(), qd, p["gbs"].get<double>(),
                  p["iops"].get<double>());
    }
  }
}

void print_e2e(const json& e) {
  std::printf("\n== end-to-end decode (ms per token; phases are means)\n");
  std::printf("  %-22s %3s %8s %8s %7s %7s %7s %7s %7s %7s %7s %7s\n", "case", "L", "median",
              "mean", "select", "plan", "gather", "copy", "compute", "other", "needGB", "movedGB");
  for (const auto& c : e["cases"]) {
    const auto& p = c["phases_ms_mean"];
    std::printf("  %-22s %3d %8.2f %8.2f %7.2f %7.2f %7.2f %7.2f %7.2f %7.2f %7.3f %7.3f\n",
                c["name"].get<std::string>().c_str(), c["layers"].get<int>(),
                c["token_ms"]["median"].get<double>(), c["token_ms"]["mean"].get<double>(),
                p["select"].get<double>(), p["plan"].get<double>(), p["gather"].get<double>(),
                p["copy"].get<double>(), p["compute"].get<double>(), p["other"].get<double>(),
                c["per_token"]["bytes_needed"].get<double>() / 1e9,
                c["per_token"]["bytes_moved"].get<double>() / 1e9);
  }
}

int run(int argc, char** argv) {
  if (argc < 2) throw std::invalid_argument(std::string("missing subcommand\n") + kUsage);
  const std::string cmd = argv[1];
  if (cmd == "-h" || cmd == "--help") {
    std::fputs(kUsage, stdout);
    return 0;
  }
  if (cmd != "checks" && cmd != "micro" && cmd != "e2e" && cmd != "all")
    throw std::invalid_argument("unknown subcommand '" + cmd + "'\n" + kUsage);
  std::string out_path = "hwsim_gpubench.json";
  auto seed =
      static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  MicrobenchOptions mo;
  DecodeE2EOptions eo;
  std::string command_line = argv[0];
  for (int i = 1; i < argc; ++i) command_line += std::string(" ") + argv[i];
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument("flag " + a + " needs a value");
      return argv[++i];
    };
    auto integer = [&] { return std::stoll(value()); };
    // One number, parsed whole.
    auto number = [&] {
      const std::vector<double> v = split_doubles(value(), a);
      if (v.size() != 1) throw std::invalid_argument("flag " + a + " takes one number");
      return v.front();
    };
    auto at_least_one = [&] {
      const long long v = integer();
      if (v < 1) throw std::invalid_argument("flag " + a + " must be at least 1");
      return static_cast<int>(v);
    };
    if (a == "--out")
      out_path = value();
    else if (a == "--seed")
      seed = static_cast<std::uint64_t>(integer());
    else if (a == "--quick")
      mo.quick = true;
    else if (a == "--max-copy-bytes")
      mo.max_copy_bytes = static_cast<std::uint64_t>(integer());
    else if (a == "--ssd-file")
      mo.ssd_file = value();
    else if (a == "--ssd-file-bytes")
      mo.ssd_file_bytes = static_cast<std::uint64_t>(integer());
    else if (a == "--gather-source-mib")
      mo.gather_source_bytes = static_cast<std::uint64_t>(at_least_one()) << 20;
    else if (a == "--skip") {
      for (const auto& p : split(value())) {
        if (p == "copies")
          mo.copies = false;
        else if (p == "kernels")
          mo.kernels = false;
        else if (p == "gather")
          mo.gather = false;
        else if (p == "ssd")
          mo.ssd = false;
        else if (p == "ssd_seq")
          mo.ssd_seq = false;
        else if (p == "ssd_batch")
          mo.ssd_batch = false;
        else if (p == "plan")
          mo.plan = false;
        else if (p == "staged_copy")
          mo.staged_copy = false;
        else
          throw std::invalid_argument("--skip: unknown part '" + p + "'");
      }
    } else if (a == "--ssd-batch-densities")
      mo.ssd_batch_densities = split_doubles(value(), a);
    else if (a == "--ssd-batch-alignments")
      mo.ssd_batch_alignments = split(value());
    else if (a == "--ssd-batch-slots")
      mo.ssd_batch_slot_choices = split(value());
    else if (a == "--ssd-batch-pauses-us")
      mo.ssd_batch_pauses_us = split_doubles(value(), a);
    else if (a == "--ssd-request-kib")
      mo.ssd_request_kib = split_positive_ints(value(), a);
    else if (a == "--ssd-queue-depths")
      mo.ssd_queue_depths = split_positive_ints(value(), a);
    else if (a == "--flash-file")
      eo.flash_file = value();
    else if (a == "--sets")
      eo.models = model_sets(split(value()));
    else if (a == "--placements")
      dev_set(eo, a).placements = split(value());
    else if (a == "--methods")
      dev_set(eo, a).methods = split(value());
    else if (a == "--teal-budgets")
      dev_set(eo, a).teal_budgets = split_doubles(value(), a);
    else if (a == "--spax-budgets")
      dev_set(eo, a).spax_budgets = split_doubles(value(), a);
    else if (a == "--context-tokens")
      eo.context_tokens = at_least_one();
    else if (a == "--mid-bits")
      eo.mid_bits = static_cast<int>(integer());
    else if (a == "--layers-cpu")
      eo.layers_cpu = static_cast<int>(integer());
    else if (a == "--layers-flash")
      eo.layers_flash = static_cast<int>(integer());
    else if (a == "--rounds")
      eo.rounds = at_least_one();
    else if (a == "--tokens")
      eo.tokens = static_cast<int>(integer());
    else if (a == "--warmup")
      eo.warmup_tokens = static_cast<int>(integer());
    else if (a == "--tokens-flash")
      eo.tokens_flash = static_cast<int>(integer());
    else if (a == "--warmup-flash")
      eo.warmup_tokens_flash = static_cast<int>(integer());
    else if (a == "--threads")
      eo.gather_threads = static_cast<int>(integer());
    else if (a == "--queue-depth")
      eo.queue_depth = static_cast<int>(integer());
    else if (a == "--probe-request-kib")
      eo.probe_sparse_request_kib = split_positive_ints(value(), a);
    else if (a == "--probe-queue-depths")
      eo.probe_queue_depths = split_positive_ints(value(), a);
    else if (a == "--probe-alignments")
      eo.probe_sparse_alignments = split(value());
    else if (a == "--probe-slots")
      eo.probe_sparse_slot_choices = split(value());
    else if (a == "--ssd-batch-seconds")
      mo.ssd_batch_seconds_per_point = number();
    else if (a == "--ssd-batch-rounds")
      mo.ssd_batch_rounds = at_least_one();
    else if (a == "--probe-seconds")
      eo.storage_probe_seconds_per_point = number();
    else if (a == "--host-probe-calls")
      eo.host_probe_calls = static_cast<int>(integer());
    else if (a == "--read-replays")
      eo.read_replays = static_cast<int>(integer());
    else
      throw std::invalid_argument("unknown flag '" + a + "'\n" + kUsage);
  }
  mo.seed = seed;
  eo.seed = seed;
  // Refuse a batch-read grid now, not after the parts that run before it.
  if ((cmd == "micro" || cmd == "all") && mo.ssd_batch)
    hwsim::validate::check_batch_grid(hwsim::validate::ssd_batch_grid(mo));
  if (cmd == "e2e" || cmd == "all")
    hwsim::validate::check_batch_grid(hwsim::validate::storage_probe_grid(eo));
  json doc{{"tool", "hwsim-gpubench"},
           {"subcommand", cmd},
           {"command_line", command_line},
           {"started_utc", utc_now()},
           {"seed", seed}};
  bool ok = true;
  auto stage = [&](const char* name, auto&& fn, auto&& print) {
    const auto t0 = std::chrono::steady_clock::now();
    doc[name] = fn();
    doc["stage_seconds"][name] =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    write_json(out_path, doc);
    print(doc[name]);
    std::fflush(stdout);
  };
  if (cmd == "checks" || cmd == "all") {
    stage(
        "checks", [&] { return hwsim::validate::run_kernel_checks(seed); }, print_checks);
    ok = doc["checks"]["all_passed"].get<bool>();
  }
  if (cmd == "micro" || cmd == "all")
    stage(
        "micro", [&] { return hwsim::validate::run_microbenchmarks(mo); }, print_micro);
  if (cmd == "e2e" || cmd == "all")
    stage(
        "e2e", [&] { return hwsim::validate::run_decode_e2e(eo); }, print_e2e);
  doc["finished_utc"] = utc_now();
  write_json(out_path, doc);
  std::printf("\nwrote %s\n", out_path.c_str());
  return ok ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "hwsim-gpubench: %s\n", e.what());
    return 1;
  }
}
