"$HWSIM" check c1_size_staging_huge.yaml --set "job.flash_staging=1e300 B" || exit $?
"$HWSIM" run c1_size_staging_huge.yaml --set "job.flash_staging=1e300 B" -q --out out/c1_size_staging_huge >/dev/null
