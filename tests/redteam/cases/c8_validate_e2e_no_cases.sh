# hwsim validate --e2e-results on a document with an empty case list: an error naming 'cases'.
root=$(cd "$(dirname "$HWSIM")/.." && pwd)
run=$root/validate/results/2026-12-01-h200-session-5
echo '{"e2e": {"cases": []}}' > e2e.json
"$HWSIM" validate --profile "$run/profile.yaml" --e2e-results e2e.json >/dev/null
