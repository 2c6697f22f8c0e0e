"$HWSIM" check c6_stderr_full.yaml 2>/dev/full
echo "exit $?" >&2
