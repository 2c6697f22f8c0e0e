// Summary statistics of repeated measurements.
#pragma once

#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace hwsim::validate {

struct Summary {
  std::size_t count = 0;
  double median = 0, mean = 0, min = 0, max = 0, p10 = 0, p90 = 0;
};

Summary summarize(std::vector<double> samples);  // all zero when empty
nlohmann::json to_json(const Summary& s);

}  // namespace hwsim::validate
