# hwsim.import_model of a missing file.
python3 - <<'EOF'
import hwsim
import sys

try:
    hwsim.import_model('missing.json')
    sys.stderr.write('accepted\n')
except hwsim.InputError as e:
    sys.stderr.write(f'InputError {e.file}:{e.line}:{e.column} [{e.key_path}] {e.message}\n')
except Exception as e:
    sys.stderr.write(f'{type(e).__name__}: {e}\n')
EOF
