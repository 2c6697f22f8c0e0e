// `hwsim-gpubench batch`: the batch decode cases (batch_bench.hpp) into one JSON document.
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "validate/common/flags.hpp"
#include "validate/e2e/batch_bench.hpp"

namespace hwsim::validate {
namespace {

namespace po = boost::program_options;

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

void write_json(const std::string& path, const nlohmann::json& j) {
  std::ofstream f(path);
  if (!f) throw std::runtime_error("cannot write " + path);
  f << j.dump(1) << "\n";
}

void print_cases(const nlohmann::json& b) {
  std::printf("\n== batch decode (%d layers, pinned CPU memory)\n",
              b["options"]["layers"].get<int>());
  std::printf("%-28s %6s %10s %10s %10s\n", "case", "batch", "token ms", "tok/s", "union");
  for (const auto& c : b["cases"]) {
    double u = 0;
    for (const auto& g : c["groups"]) u += g["union_fraction_mean"].get<double>();
    std::printf("%-28s %6d %10.3f %10.1f %10.3f\n", c["name"].get<std::string>().c_str(),
                c["batch"].get<int>(), c["token_ms"]["median"].get<double>(),
                c["tokens_per_s"].get<double>(), u / static_cast<double>(c["groups"].size()));
  }
}

}  // namespace

int run_batch_subcommand(const std::vector<std::string>& args, const std::string& command_line) {
  BatchOptions o;
  o.seed = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  std::string out = "hwsim_batch.json", sets = "dev,heldout";
  po::options_description desc("Options of batch");
  desc.add_options()("help,h", "this help")("out", po::value<std::string>(&out),
                                            "output JSON (default hwsim_batch.json)")(
      "seed", po::value<std::uint64_t>(&o.seed), "seed of weights and inputs")(
      "sets", po::value<std::string>(&sets), "case sets: dev,heldout (default both)")(
      "layers", po::value<int>(&o.layers), "decoder layers (default 4)")(
      "rounds", po::value<int>(&o.rounds), "passes over the case list (default 6)")(
      "tokens", po::value<int>(&o.tokens), "timed tokens per case over all rounds (default 48)")(
      "context-tokens", po::value<int>(&o.context_tokens),
      "KV-cache tokens per sequence (default 512)");
  const po::variables_map vm = parse_flags_exact(args, desc, " (hwsim-gpubench batch --help)");
  if (vm.count("help")) {
    std::printf("usage: hwsim-gpubench batch [options]\n");
    std::ostringstream ss;
    ss << desc;
    std::printf("%s", ss.str().c_str());
    return 0;
  }
  o.sets = split(sets);
  nlohmann::json doc{{"tool", "hwsim-gpubench"},
                     {"subcommand", "batch"},
                     {"command_line", command_line},
                     {"started_utc", utc_now()},
                     {"seed", o.seed}};
  const auto t0 = std::chrono::steady_clock::now();
  doc["batch"] = run_batch_e2e(o);
  doc["stage_seconds"]["batch"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  doc["finished_utc"] = utc_now();
  write_json(out, doc);
  print_cases(doc["batch"]);
  std::printf("\nwrote %s\n", out.c_str());
  return 0;
}

}  // namespace hwsim::validate
