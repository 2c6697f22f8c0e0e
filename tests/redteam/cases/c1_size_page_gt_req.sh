"$HWSIM" check c1_size_page_gt_req.yaml --set "hardware.storage.page_size=4 MiB" || exit $?
"$HWSIM" run c1_size_page_gt_req.yaml --set "hardware.storage.page_size=4 MiB" -q --out out/c1_size_page_gt_req >/dev/null
