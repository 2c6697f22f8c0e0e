"$HWSIM" check c1_size_page.yaml --set "hardware.storage.page_size=1 EB" || exit $?
"$HWSIM" run c1_size_page.yaml --set "hardware.storage.page_size=1 EB" -q --out out/c1_size_page >/dev/null
