#pragma once
// Chrome trace-event JSON (opens in Perfetto and chrome://tracing) of an executed task graph: one
// track per resource (slot pools get one track per slot, so concurrent users never overlap on a
// track), complete ("X") events per task occupancy, and a counter track per memory pool.
// Timestamps are microseconds, as the format requires, printed with picosecond precision.
//
// The writer streams: each event is printed as it is visited, so writing a trace of 10^6 events
// needs no memory beyond the executed run itself. The text is a compact JSON dump: numbers in their
// shortest round-trip form, strings escaped as nlohmann::json escapes them.
#include <ostream>
#include <string>

#include "sim/report/outcome.hpp"

namespace hwsim::report {

void write_chrome_trace(const TracedRun& run, std::ostream& out);
std::string to_chrome_trace(const TracedRun& run);

}  // namespace hwsim::report
