// `hwsim-gpubench moe [--out moe.json] [--seed N] [--flash-file F] [--queue-depth Q]
// [--request-kib K] [--tokens N] [--rounds R] [--only TEXT] [--context-tokens N]
// [--storage-probe-seconds S]`: the MoE harness (moe_bench.hpp), one
// JSON document with a "moe" member (validate/README.md).
#include <boost/program_options.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "validate/common/flags.hpp"
#include "validate/e2e/moe_bench.hpp"

namespace hwsim::validate {

namespace po = boost::program_options;

namespace {

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char b[32];
  std::strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return b;
}

}  // namespace

int moe_command(const std::vector<std::string>& args, const std::string& command_line) {
  MoeE2EOptions o;
  std::string out = "moe.json";
  long long request_kib = 1024;
  po::options_description desc("hwsim-gpubench moe options");
  desc.add_options()("help,h", "this help")("out", po::value(&out),
                                            "JSON output (default moe.json)")(
      "seed", po::value(&o.seed), "expert weight values (default 1; routes use each case's seed)")(
      "flash-file", po::value(&o.flash_file),
      "O_DIRECT weights file (default hwsim_moe_weights.dat)")(
      "queue-depth", po::value(&o.queue_depth), "pread workers (default 32)")(
      "request-kib", po::value(&request_kib), "O_DIRECT request size, KiB (default 1024)")(
      "tokens", po::value(&o.tokens),
      "measured tokens per case (default: each case's own: 384 cpu, 128 flash)")(
      "rounds", po::value(&o.rounds),
      "interleaved passes over the cases, each re-warming every case's cache (default 4)")(
      "only", po::value(&o.only), "run only the cases whose name contains this text")(
      "context-tokens", po::value(&o.context_tokens),
      "KV-cache tokens each token's attention reads at its first warm-up token (default 512)")(
      "storage-probe-seconds", po::value(&o.storage_probe_seconds_per_point),
      "storage probe seconds per point over all rounds, flash cases only (default 0.5; 0: off)");
  const po::variables_map vm = parse_flags_exact(args, desc, " (hwsim-gpubench moe --help)");
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }
  if (o.queue_depth < 1 || request_kib < 4 || request_kib % 4 != 0 || o.tokens < 0 ||
      o.rounds < 1 || o.context_tokens < 1 || !(o.storage_probe_seconds_per_point >= 0) ||
      !std::isfinite(o.storage_probe_seconds_per_point))
    throw std::invalid_argument(
        "moe: --queue-depth >= 1, --request-kib a multiple of 4, --tokens >= 0, --rounds >= 1, "
        "--context-tokens >= 1, --storage-probe-seconds finite and >= 0");
  o.request_bytes = static_cast<std::uint64_t>(request_kib) * 1024;
  nlohmann::json doc{{"tool", "hwsim-gpubench"},
                     {"subcommand", "moe"},
                     {"command_line", command_line},
                     {"started_utc", utc_now()},
                     {"seed", o.seed}};
  const auto t0 = std::chrono::steady_clock::now();
  o.after_case = [&](const nlohmann::json& partial) {
    nlohmann::json so_far = doc;
    so_far["moe"] = partial;
    std::ofstream(out) << so_far.dump(1) << "\n";
  };
  doc["moe"] = run_moe_e2e(o);
  doc["stage_seconds"]["moe"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  doc["finished_utc"] = utc_now();
  std::ofstream(out) << doc.dump(1) << "\n";
  std::printf("\n== MoE decode (ms per token)\n  %-38s %8s %8s %8s %8s %8s\n", "case", "mean",
              "p50", "p90", "hit", "spread");
  for (const auto& c : doc["moe"]["cases"]) {
    double hit = 0;
    for (const auto& r : c["hit_rate_per_layer"]) hit += r.get<double>();
    hit /= static_cast<double>(c["hit_rate_per_layer"].size());
    const auto& s = c["token_ms_summary"];
    std::printf("  %-38s %8.3f %8.3f %8.3f %7.1f%% %7.1f%%\n", c["name"].get<std::string>().c_str(),
                s["mean"].get<double>(), s["median"].get<double>(), s["p90"].get<double>(),
                100 * hit, c["spread_pct"].get<double>());
  }
  const auto& kc = doc["moe"]["kernel_check"];
  for (const auto& c : kc["checks"])
    std::printf("kernel check %-16s %s\n", c["kernel"].get<std::string>().c_str(),
                c["passed"].get<bool>() ? "passed" : "FAILED");
  const bool ok = kc["passed"].get<bool>();
  std::printf("kernel checks: %s\nwrote %s\n", ok ? "passed" : "FAILED", out.c_str());
  return ok ? 0 : 2;
}

}  // namespace hwsim::validate
