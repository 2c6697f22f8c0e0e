"$HWSIM" run c6_pageable_run_dev_full.yaml --out out/p >/dev/full
