# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_pageable_alias.yaml || exit $?
"$HWSIM" run c7_pageable_alias.yaml -q --out out/c7_pageable_alias >/dev/null
