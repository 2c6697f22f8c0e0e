# hwsim.import_model of a folder: named as the config file, not read.
python3 - <<'EOF'
import hwsim
import sys
import os; os.makedirs('d', exist_ok=True)
try:
    hwsim.import_model('d')
    sys.stderr.write('accepted\n')
except hwsim.InputError as e:
    sys.stderr.write(f'InputError {e.file}:{e.line}:{e.column} [{e.key_path}] {e.message}\n')
except Exception as e:
    sys.stderr.write(f'{type(e).__name__}: {e}\n')
EOF
