// Fuzzes the scenario readers on arbitrary YAML text: the loader, the hardware, model and job
// readers and sweep expansion. Bad input must end in io::InputError; any other exception, crash,
// sanitizer report or hang is a bug.
#include <cstdint>
#include <string>

#include "sim/decode/decode_job.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/sweep.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/train/job_loader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  hwsim::io::Limits limits;
  limits.max_input_bytes = 64 * 1024;
  limits.max_nodes = 20'000;
  try {
    const hwsim::io::Node root = hwsim::io::Node::parse_string(text, "fuzz.yaml", limits);
    hwsim::io::Resolved resolved;
    // A scalar hardware/model entry would name a file; the fuzzer only exercises inline maps.
    if (auto hw = root.find("hardware"); hw && !hw->is_scalar()) {
      hwsim::hw::load_hardware(*hw, &resolved);
    }
    if (auto model = root.find("model"); model && !model->is_scalar()) {
      hwsim::model::load_model(*model, &resolved);
    }
    if (auto job = root.find("job")) {
      if (auto kind = job->find("kind");
          kind && kind->is_scalar() && kind->as_string() == "train") {
        hwsim::train::load_train_job(*job, &resolved);
      } else {
        hwsim::decode::load_decode_job(*job, &resolved);
      }
    }
    if (auto sweep = root.find("sweep")) hwsim::io::expand_sweep(*sweep, 1000);
    (void)resolved.to_yaml();
  } catch (const hwsim::io::InputError&) {
  }
  return 0;
}
