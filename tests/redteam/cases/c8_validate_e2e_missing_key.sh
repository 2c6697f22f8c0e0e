# hwsim validate --e2e-results on a session document whose first case lost token_ms: an error
# naming the case and the key, not a crash.
root=$(cd "$(dirname "$HWSIM")/.." && pwd)
run=$root/validate/results/2026-12-01-h200-session-5
python3 - "$run/e2e.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
del d['e2e']['cases'][0]['token_ms']
json.dump(d, open('e2e.json', 'w'))
EOF
"$HWSIM" validate --profile "$run/profile.yaml" --e2e-results e2e.json >/dev/null
