# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_train_fit_search.yaml || exit $?
"$HWSIM" run c5_train_fit_search.yaml -q --out out/c5_train_fit_search >/dev/null
