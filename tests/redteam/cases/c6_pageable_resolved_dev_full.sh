"$HWSIM" check c6_pageable_resolved_dev_full.yaml --resolved >/dev/full
