# describe of the parallel section (its rows from the registry) on a full disk.
"$HWSIM" describe job.parallel >/dev/full
