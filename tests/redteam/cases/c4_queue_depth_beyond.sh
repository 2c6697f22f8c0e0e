# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_queue_depth_beyond.yaml || exit $?
"$HWSIM" run c4_queue_depth_beyond.yaml -q --out out/c4_queue_depth_beyond >/dev/null
