// The command line's own behaviour: help, version, unknown commands and flags, exit statuses
// (sim/cli/app.hpp: 0 success, 1 bad input, 2 usage error).
#include <string>

#include "catch.hpp"
#include "cli_harness.hpp"

using hwsim::cli_test::run_hwsim;

TEST_CASE("--help prints the usage with every command on stdout and succeeds") {
  const auto r = run_hwsim({"--help"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out.rfind("Usage: hwsim <command> [options]\n", 0) == 0);
  for (const char* command : {"run", "check", "describe", "calibrate", "validate"}) {
    CHECK(r.out.find("\n  " + std::string(command) + " ") != std::string::npos);
  }
  CHECK(run_hwsim({"-h"}).out == r.out);
}

TEST_CASE("no arguments print the usage on stderr as a usage error") {
  const auto r = run_hwsim({});
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err == run_hwsim({"--help"}).out);
}

TEST_CASE("a command's --help lists its options") {
  const auto r = run_hwsim({"run", "--help"});
  CHECK(r.status == 0);
  CHECK(r.out.rfind("Usage: hwsim run [SCENARIO] [options]\n", 0) == 0);
  for (const char* flag : {"--format", "--out", "--trace", "--set", "--quiet"}) {
    CHECK(r.out.find(flag) != std::string::npos);
  }
}

TEST_CASE("--version prints the project version") {
  const auto r = run_hwsim({"--version"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  // The version is PROJECT_VERSION of the top-level CMakeLists.txt.
  CHECK((r.out == "hwsim 0.1.0\n" || r.out == "hwsim 0.1.0 (with CUDA validation)\n"));
}

TEST_CASE("an unknown command is a usage error with a did-you-mean and the list of commands") {
  const auto r = run_hwsim({"chek", "x.yaml"});
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "hwsim: error: unknown command 'chek' (did you mean 'check'?); commands: run, check, "
        "describe, calibrate, validate, import-model, estimate\n");
  // Nothing close: no suggestion, still the list.
  CHECK(run_hwsim({"frobnicate"}).err ==
        "hwsim: error: unknown command 'frobnicate'; commands: run, check, describe, calibrate, "
        "validate, import-model, estimate\n");
}

TEST_CASE("an unknown flag is a usage error with a did-you-mean") {
  const auto r = run_hwsim({"run", "--fromat", "json", "scenario.yaml"});
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err == "hwsim: error: unknown option '--fromat' (did you mean '--format'?)\n");
  CHECK(run_hwsim({"check", "--resolvd", "x.yaml"}).err ==
        "hwsim: error: unknown option '--resolvd' (did you mean '--resolved'?)\n");
}

TEST_CASE("bad flag values and argument counts are usage errors") {
  CHECK(run_hwsim({"run", "--format", "xml", "x.yaml"}).err ==
        "hwsim: error: --format must be table, csv or json, got 'xml'\n");
  const auto no_file = run_hwsim({"check"});
  CHECK(no_file.status == 2);
  CHECK(no_file.err == "hwsim: error: check needs a scenario file\n");
  const auto two_files = run_hwsim({"check", "a.yaml", "b.yaml"});
  CHECK(two_files.status == 2);
  CHECK(two_files.err == "hwsim: error: too many arguments\n");
}

TEST_CASE("a scenario file that does not exist is bad input, not a crash") {
  const auto r = run_hwsim({"check", "no-such-scenario.yaml"});
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "no-such-scenario.yaml: the scenario file: cannot open file: No such file or directory\n");
}
