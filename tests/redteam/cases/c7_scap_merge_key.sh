# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_scap_merge_key.yaml || exit $?
"$HWSIM" run c7_scap_merge_key.yaml -q --out out/c7_scap_merge_key >/dev/null
