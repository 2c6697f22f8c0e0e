// hwsim-gpubench: runs the GPU validation suite and writes one JSON document.
//   hwsim-gpubench checks|micro|e2e|all [--out FILE] [options]
//   hwsim-gpubench moe [--out FILE] [options]   (the MoE harness, validate/e2e/moe_main.cpp)
// The JSON is rewritten after each stage, so a run cut short keeps what it finished.
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "validate/common/flags.hpp"
#include "validate/e2e/batch_bench.hpp"
#include "validate/e2e/moe_bench.hpp"
#include "validate/gpu_bench.hpp"

namespace {

using hwsim::validate::DecodeE2EOptions;
using hwsim::validate::MicrobenchOptions;
using hwsim::validate::split;
using nlohmann::json;
namespace po = boost::program_options;

constexpr const char* kUsage = "usage: hwsim-gpubench <checks|micro|e2e|all|batch|moe> [options]\n";

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
    for (const char* f : {"rows", "cols", "n", "k", "k_top", "k_mid", "bits", "batch"})
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

// The --skip parts, each the MicrobenchOptions switch it turns off.
bool MicrobenchOptions::*skip_part(const std::string& p) {
  static const std::map<std::string, bool MicrobenchOptions::*> parts{
      {"copies", &MicrobenchOptions::copies},   {"kernels", &MicrobenchOptions::kernels},
      {"gather", &MicrobenchOptions::gather},   {"ssd", &MicrobenchOptions::ssd},
      {"ssd_seq", &MicrobenchOptions::ssd_seq}, {"ssd_batch", &MicrobenchOptions::ssd_batch},
      {"plan", &MicrobenchOptions::plan},       {"staged_copy", &MicrobenchOptions::staged_copy}};
  const auto it = parts.find(p);
  if (it == parts.end()) throw std::invalid_argument("--skip: unknown part '" + p + "'");
  return it->second;
}

long long whole_integer(const std::string& flag, const std::string& v) {
  std::size_t used = 0;
  long long n = 0;
  try {
    n = std::stoll(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || v.empty())
    throw std::invalid_argument("flag " + flag + ": '" + v + "' is not an integer");
  return n;
}

std::uint64_t positive_bytes(const std::string& flag, const std::string& v) {
  const long long n = whole_integer(flag, v);
  if (n < 1) throw std::invalid_argument("flag " + flag + " must be at least 1");
  return static_cast<std::uint64_t>(n);
}

int at_least_one(const std::string& flag, const std::string& v) {
  const long long n = whole_integer(flag, v);
  if (n < 1) throw std::invalid_argument("flag " + flag + " must be at least 1");
  return static_cast<int>(n);
}

double one_number(const std::string& flag, const std::string& v) {
  const std::vector<double> d = split_doubles(v, flag);
  if (d.size() != 1) throw std::invalid_argument("flag " + flag + " takes one number");
  return d.front();
}

// One number of [0, 10^6]: a pause in microseconds (at most a second).
double pause_us(const std::string& flag, const std::string& v) {
  const double d = one_number(flag, v);
  if (!(d >= 0 && d <= 1e6))
    throw std::invalid_argument("flag " + flag + ": '" + v + "' is not a pause of 0 to 1000000 us");
  return d;
}

// Every flag: name, value name, help, and what its value sets. The table's order is the order
// the values are applied in (--sets before the flags that shape the dev set), whatever their
// order on the command line. With null targets the table only describes the flags (--help).
struct Flag {
  const char* name;
  const char* help;
  std::function<void(const std::string& flag, const std::string& value)> set;
};

std::vector<Flag> flag_table(std::string* out, std::uint64_t* seed, MicrobenchOptions* mo,
                             DecodeE2EOptions* eo) {
  using S = const std::string&;
  return {
      {"out", "JSON output (default hwsim_gpubench.json)", [=](S, S v) { *out = v; }},
      {"seed", "random seed (default: from the clock; recorded in the JSON)",
       [=](S f, S v) { *seed = static_cast<std::uint64_t>(whole_integer(f, v)); }},
      {"max-copy-bytes", "largest copy size (default 1073741824)",
       [=](S f, S v) { mo->max_copy_bytes = positive_bytes(f, v); }},
      {"ssd-file", "O_DIRECT microbenchmark file (default hwsim_ssd_bench.dat)",
       [=](S, S v) { mo->ssd_file = v; }},
      {"ssd-file-bytes", "its size (default 2147483648)",
       [=](S f, S v) { mo->ssd_file_bytes = positive_bytes(f, v); }},
      {"gather-source-mib",
       "the pinned source of the gather and staged-copy benchmarks (default 16384)",
       [=](S f, S v) {
         mo->gather_source_bytes = static_cast<std::uint64_t>(at_least_one(f, v)) << 20;
       }},
      {"gather-threads", "the gather benchmark's thread counts (default 1,2,4,8,16)",
       [=](S f, S v) { mo->gather_threads = split_positive_ints(v, f); }},
      {"gather-pause-us",
       "the gather threads' idle time before every call, the caller busy (default 0: back to "
       "back)",
       [=](S f, S v) { mo->gather_pause_us = pause_us(f, v); }},
      {"skip", "micro parts to skip: copies,kernels,gather,ssd,ssd_seq,ssd_batch,plan,staged_copy",
       [=](S, S v) {
         for (const auto& p : split(v)) mo->*skip_part(p) = false;
       }},
      {"ssd-batch-densities",
       "sparse batch densities, fractions of the region read (default 0.5, the one the profile is "
       "fitted from)",
       [=](S f, S v) { mo->ssd_batch_densities = split_doubles(v, f); }},
      {"ssd-batch-alignments",
       "where sparse batch regions start: request (a multiple of the request size; default, "
       "fitted), page (any page)",
       [=](S, S v) { mo->ssd_batch_alignments = split(v); }},
      {"ssd-batch-slots",
       "how sparse batches pick their slots: separated (no two reads adjacent, as a reader that "
       "merges adjacent bundles issues them; default, fitted), any (adjacent allowed)",
       [=](S, S v) { mo->ssd_batch_slot_choices = split(v); }},
      {"ssd-batch-pauses-us", "idle times after every batch (default 0, fitted)",
       [=](S f, S v) { mo->ssd_batch_pauses_us = split_doubles(v, f); }},
      {"ssd-request-kib",
       "sparse request sizes of the ssd and ssd_batch parts (default 4,16,64,256,1024,4096)",
       [=](S f, S v) { mo->ssd_request_kib = split_positive_ints(v, f); }},
      {"ssd-queue-depths", "their queue depths (default 1,2,4,8,16,32)",
       [=](S f, S v) { mo->ssd_queue_depths = split_positive_ints(v, f); }},
      {"ssd-batch-seconds", "ssd_batch: read time per point over all rounds (default 0.5)",
       [=](S f, S v) { mo->ssd_batch_seconds_per_point = one_number(f, v); }},
      {"ssd-batch-rounds", "ssd_batch: passes over the points (default 4)",
       [=](S f, S v) { mo->ssd_batch_rounds = at_least_one(f, v); }},
      {"staged-copy-rounds", "staged_copy: passes over the points, 3 copies each (default 16)",
       [=](S f, S v) { mo->staged_copy_rounds = at_least_one(f, v); }},
      {"flash-file", "e2e weight file (default hwsim_e2e_weights.dat)",
       [=](S, S v) { eo->flash_file = v; }},
      {"sets",
       "e2e model sets: dev (Llama-3.1-8B shape, all groups offloaded), heldout "
       "(Mistral-NeMo-12B shape, attention projections resident: CA); default dev,heldout",
       [=](S, S v) { eo->models = model_sets(split(v)); }},
      {"placements", "e2e placements of the dev set: cpu,flash",
       [=](S f, S v) { dev_set(*eo, f).placements = split(v); }},
      {"methods", "its methods: dense_bf16,teal,spax_scalar,spax_trellis,q4k",
       [=](S f, S v) { dev_set(*eo, f).methods = split(v); }},
      {"teal-budgets", "its TEAL budgets (default 0.25,0.5,0.75)",
       [=](S f, S v) { dev_set(*eo, f).teal_budgets = split_doubles(v, f); }},
      {"spax-budgets", "its SpAx budgets (default 0.2,0.3,0.4)",
       [=](S f, S v) { dev_set(*eo, f).spax_budgets = split_doubles(v, f); }},
      {"context-tokens", "KV-cache tokens each token attends over (default 512)",
       [=](S f, S v) { eo->context_tokens = at_least_one(f, v); }},
      {"mid-bits", "SpAx middle-tier bits (2, 3, 4; default 3)",
       [=](S f, S v) { eo->mid_bits = static_cast<int>(whole_integer(f, v)); }},
      {"layers-cpu", "layers, CPU-memory cases (default 8)",
       [=](S f, S v) { eo->layers_cpu = static_cast<int>(whole_integer(f, v)); }},
      {"layers-flash", "layers, flash cases (default 2)",
       [=](S f, S v) { eo->layers_flash = static_cast<int>(whole_integer(f, v)); }},
      {"rounds",
       "e2e passes over the case list (default 6); each runs every case's warm-up tokens, then "
       "ceil(tokens / N) timed tokens",
       [=](S f, S v) { eo->rounds = at_least_one(f, v); }},
      {"tokens", "timed tokens over all rounds, CPU-memory cases (default 32)",
       [=](S f, S v) { eo->tokens = static_cast<int>(whole_integer(f, v)); }},
      {"warmup", "warm-up tokens per round, CPU-memory cases (default 2)",
       [=](S f, S v) { eo->warmup_tokens = static_cast<int>(whole_integer(f, v)); }},
      {"tokens-flash", "the same for flash cases (default 24)",
       [=](S f, S v) { eo->tokens_flash = static_cast<int>(whole_integer(f, v)); }},
      {"warmup-flash", "the same for flash cases (default 1)",
       [=](S f, S v) { eo->warmup_tokens_flash = static_cast<int>(whole_integer(f, v)); }},
      {"threads", "CPU gather threads (default 8)",
       [=](S f, S v) { eo->gather_threads = static_cast<int>(whole_integer(f, v)); }},
      {"queue-depth", "pread workers = O_DIRECT queue depth (default 32)",
       [=](S f, S v) { eo->queue_depth = static_cast<int>(whole_integer(f, v)); }},
      {"probe-seconds",
       "storage probe: batch-read time per point over all rounds, on the e2e weight file between "
       "the flash cases (default 1; 0: no probe)",
       [=](S f, S v) { eo->storage_probe_seconds_per_point = one_number(f, v); }},
      {"probe-request-kib", "its sparse request sizes (default 4,16,64,256,1024,4096)",
       [=](S f, S v) { eo->probe_sparse_request_kib = split_positive_ints(v, f); }},
      {"probe-queue-depths", "its queue depths (default 1,2,4,8,16,32)",
       [=](S f, S v) { eo->probe_queue_depths = split_positive_ints(v, f); }},
      {"probe-alignments", "its sparse alignments (default request; see --ssd-batch-alignments)",
       [=](S, S v) { eo->probe_sparse_alignments = split(v); }},
      {"probe-slots", "its sparse slot choices (default separated; see --ssd-batch-slots)",
       [=](S, S v) { eo->probe_sparse_slot_choices = split(v); }},
      {"host-probe-calls",
       "host probe: timed calls of every gather point per slice, one slice before every sparse "
       "CPU-memory case (default 1; 0: no probe)",
       [=](S f, S v) { eo->host_probe_calls = static_cast<int>(whole_integer(f, v)); }},
      {"host-probe-pause-us",
       "host probe: the gather threads' idle time before every timed call (default as "
       "--gather-pause-us)",
       [=](S f, S v) { eo->host_probe_pause_us = pause_us(f, v); }},
      {"read-replays",
       "diagnostic: after every round of a sparse flash case, read its last token's batches again "
       "N times in four forms (exact, compact, uniform, slots; validate/README.md; default 0: off)",
       [=](S f, S v) { eo->read_replays = static_cast<int>(whole_integer(f, v)); }},
  };
}

// The options of flag_table (targets as there), with --quick, the one switch.
po::options_description flag_description(std::string* out, std::uint64_t* seed,
                                         MicrobenchOptions* mo, DecodeE2EOptions* eo) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")(
      "quick", "microbenchmarks: fewer sizes and repetitions (smoke test)");
  for (const Flag& f : flag_table(out, seed, mo, eo))
    desc.add_options()(f.name, po::value<std::string>(), f.help);
  return desc;
}

// Parses the flags after the subcommand into the options; false when --help was given (nothing
// set). Throws std::invalid_argument on an unknown flag, a flag given twice or without its value,
// or a value its flag refuses.
bool parse_flags(const std::vector<std::string>& args, std::string* out, std::uint64_t* seed,
                 MicrobenchOptions& mo, DecodeE2EOptions& eo) {
  const po::options_description desc = flag_description(out, seed, &mo, &eo);
  const po::variables_map vm = hwsim::validate::parse_flags_exact(
      args, desc, std::string("\n") + kUsage + "(--help lists the options)");
  if (vm.count("help")) return false;
  if (vm.count("quick")) mo.quick = true;
  for (const Flag& f : flag_table(out, seed, &mo, &eo))
    if (vm.count(f.name)) f.set(std::string("--") + f.name, vm[f.name].as<std::string>());
  return true;
}

int run(int argc, char** argv) {
  if (argc < 2)
    throw std::invalid_argument(std::string("missing subcommand\n") + kUsage +
                                "(--help lists the options)");
  const std::string cmd = argv[1];
  if (cmd == "-h" || cmd == "--help") {
    std::cout << kUsage << flag_description(nullptr, nullptr, nullptr, nullptr);
    return 0;
  }
  // Subcommands that parse their own flags: name, entry point (args after the name, whole line).
  using Entry = int (*)(const std::vector<std::string>&, const std::string&);
  static constexpr std::pair<const char*, Entry> kOwnFlags[] = {
      {"batch", hwsim::validate::run_batch_subcommand},  // validate/e2e/batch_main.cpp
      {"moe", hwsim::validate::moe_command},             // validate/e2e/moe_main.cpp
  };
  for (const auto& [name, entry] : kOwnFlags) {
    if (cmd != name) continue;
    std::string line = argv[0];
    for (int i = 1; i < argc; ++i) line += std::string(" ") + argv[i];
    return entry(std::vector<std::string>(argv + 2, argv + argc), line);
  }
  if (cmd != "checks" && cmd != "micro" && cmd != "e2e" && cmd != "all")
    throw std::invalid_argument("unknown subcommand '" + cmd + "'\n" + kUsage +
                                "(--help lists the options)");
  std::string out_path = "hwsim_gpubench.json";
  auto seed =
      static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  MicrobenchOptions mo;
  DecodeE2EOptions eo;
  std::string command_line = argv[0];
  for (int i = 1; i < argc; ++i) command_line += std::string(" ") + argv[i];
  if (!parse_flags(std::vector<std::string>(argv + 2, argv + argc), &out_path, &seed, mo, eo)) {
    std::cout << kUsage << flag_description(nullptr, nullptr, nullptr, nullptr);
    return 0;
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
