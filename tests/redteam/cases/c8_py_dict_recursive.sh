# A dict that contains itself.
python3 - <<'EOF'
import hwsim
import sys
try:
    d = {'kind': 'decode'}; d['self'] = d
    hwsim.check({'hardware': 'shared/hw.yaml', 'model': 'shared/tiny.yaml', 'job': d})
    sys.stderr.write('accepted\n')
except hwsim.InputError as e:
    sys.stderr.write(f'InputError {e.file}:{e.line}:{e.column} [{e.key_path}] {e.message}\n')
except Exception as e:
    sys.stderr.write(f'{type(e).__name__}: {e}\n')
EOF
