#pragma once
// A sweep point's result as bytes, for sending it between processes (hwsim run under mpirun):
// the point, its resolved input, its tables and plot requests. The traced task graph is not
// carried (only the last point's trace is written, and that point runs where the output is
// written). Doubles travel as their bits, so a decoded result prints the same bytes.
#include <string>

#include "sim/scenario/scenario.hpp"

namespace hwsim::cli {

std::string encode_point(const scenario::PointResult& point);
// Throws std::runtime_error on bytes that encode_point did not write.
scenario::PointResult decode_point(const std::string& bytes);

}  // namespace hwsim::cli
