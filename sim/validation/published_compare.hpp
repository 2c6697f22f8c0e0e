#pragma once
// `hwsim validate --published CASES.yaml`: figures published by outside teams, each reproduced by a
// scenario (hardware from datasheets and the source's stated setup, the software as a stack) and
// compared with hwsim's prediction.
//
//   cases:
//     - name: flexgen-opt30b-deepspeed-b4
//       scenario: ../../workloads/published/flexgen-opt30b-deepspeed.yaml   # relative to this file
//       set: ["job.batch=4"]               # optional: overrides, as --set takes them (a
//                                          # hardware= or model= file relative to this file)
//       method: FP16                       # optional: the row's method label (default: the first)
//       placement: cpu                     # optional: and placement
//       metric: throughput                 # throughput | ttft_ms | tpot_ms (generation table) or
//                                          # total_ms (decode table)
//       value: 0.60
//       group: fit                         # fit | dev | held_out
//       source: "FlexGen benchmark/batch_size_table.md, DeepSpeed ZeRO-Inference, OPT-30B"
//
// A case in group fit had a value of its scenario fitted to it: it is shown and left out of every
// mean. The summary gives per group the mean and largest |error|, and whether the development
// target holds (issue 45: mean |error| <= 10%, every case within 20%, fit cases excluded).
#include <string>

#include "sim/report/outcome.hpp"

namespace hwsim::validation {

struct PublishedTargets {
  double mean_pct = 10.0;  // the mean |error| of a group's cases
  double case_pct = 20.0;  // every case
};

// Tables "published" (one row per case) and "published_summary" (per group); `met` receives
// whether every non-fit group meets the targets. Throws io::InputError at file:line:col and the
// key for a malformed case list (an unknown metric or group, a duplicate name, a value that is not
// positive, a scenario or row that does not exist).
report::JobOutcome compare_published(const std::string& cases_file, const PublishedTargets& targets,
                                     bool* met);

}  // namespace hwsim::validation
