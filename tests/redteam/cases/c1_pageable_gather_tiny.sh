# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_pageable_gather_tiny.yaml || exit $?
"$HWSIM" run c1_pageable_gather_tiny.yaml -q --out out/c1_pageable_gather_tiny >/dev/null
