# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_label_dup_space.yaml || exit $?
"$HWSIM" run c3_label_dup_space.yaml -q --out out/c3_label_dup_space >/dev/null
