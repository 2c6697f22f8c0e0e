#pragma once
// Chrome trace-event JSON (opens in Perfetto and chrome://tracing) of an executed task graph: one
// track per resource (slot pools get one track per slot, so concurrent users never overlap on a
// track), complete ("X") events per task occupancy, and a counter track per memory pool.
// Timestamps are microseconds, as the format requires, printed with picosecond precision.
#include <string>

#include "sim/report/outcome.hpp"

namespace hwsim::report {

std::string to_chrome_trace(const TracedRun& run);

}  // namespace hwsim::report
