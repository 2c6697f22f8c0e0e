# hwsim validate --e2e-results on a session document whose first case has a layer count of 1.5 (was cut to 1): an error naming the case and the key.
root=$(cd "$(dirname "$HWSIM")/.." && pwd)
run=$root/validate/results/2026-12-01-h200-session-5
python3 - "$run/e2e.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
d['e2e']['cases'][0]['layers'] = 1.5
json.dump(d, open('e2e.json', 'w'))
EOF
"$HWSIM" validate --profile "$run/profile.yaml" --e2e-results e2e.json >/dev/null
