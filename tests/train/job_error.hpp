#pragma once
// What the train tests share: the message the job loader throws for a job file's text (errors
// name the file job.yaml), or "no error" when the text loads.
#include <string>

#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/train/job_loader.hpp"

inline std::string job_error(const std::string& text) {
  try {
    hwsim::train::load_train_job(hwsim::io::Node::parse_string(text, "job.yaml"), nullptr);
  } catch (const hwsim::io::InputError& e) {
    return e.what();
  }
  return "no error";
}
