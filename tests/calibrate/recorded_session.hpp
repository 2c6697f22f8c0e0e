// The committed H200 measurement sessions under validate/results/ in the calibrate tests: a
// session's profile refitted here as `hwsim calibrate --base hw_profiles/h200-local.yaml` fitted it
// on the machine, and one recorded validation of it (a row of the session's COMMAND.md table).
#pragma once

#include <string>

#include "read_file.hpp"
#include "sim/calibrate/profile_fit.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"

namespace hwsim::test {

// Fits `run_dir`/micro-a.json (run_dir ends with '/').
inline calibrate::FittedProfile fit_session(const std::string& run_dir) {
  calibrate::FitOptions options;
  options.base = hw::load_hardware(
      io::Node::load_file(HWSIM_SOURCE_DIR "/hw_profiles/h200-local.yaml"), nullptr);
  options.base_label = "base profile h200-local.yaml";
  return calibrate::fit_profile(read_json(run_dir + "micro-a.json"), options);
}

struct RecordedValidation {
  const char* run;       // folder of the session, e.g. "run-1"
  int e2e;               // e2e-<e2e>.json
  double mape, largest;  // with the storage probe, percent
  bool within;
  double own_mape, own_largest;  // with the profile's own storage tables
  bool own_within;
};

}  // namespace hwsim::test
