# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_pageable_gather_staging.yaml || exit $?
"$HWSIM" run c5_pageable_gather_staging.yaml -q --out out/c5_pageable_gather_staging >/dev/null
