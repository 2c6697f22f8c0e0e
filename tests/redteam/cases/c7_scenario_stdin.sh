echo "job: {kind: decode}" | "$HWSIM" check /dev/stdin
