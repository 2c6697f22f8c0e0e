"$HWSIM" check c1_rate_pageable.yaml --set "hardware.pcie.h2d_pageable=1e-300 B/s" || exit $?
"$HWSIM" run c1_rate_pageable.yaml --set "hardware.pcie.h2d_pageable=1e-300 B/s" -q --out out/c1_rate_pageable >/dev/null
