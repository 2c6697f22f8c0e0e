# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_doc_then_end.yaml || exit $?
"$HWSIM" run c7_doc_then_end.yaml -q --out out/c7_doc_then_end >/dev/null
