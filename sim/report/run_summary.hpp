#pragma once
// Tables that describe an executed task graph, whatever the job: each resource's busy time and
// utilisation, and where the critical path spends its time.
#include "sim/report/outcome.hpp"
#include "sim/report/table.hpp"

namespace hwsim::report {

// "resources": name, kind, busy_ms, utilisation_pct, moved_gb (links), peak_gib (pools).
Table resource_usage_table(const TracedRun& run);

// "critical_path": per task category on the critical path: tasks, time_ms, share_pct, and the time
// the path spent waiting for busy resources.
Table critical_path_table(const TracedRun& run);

}  // namespace hwsim::report
