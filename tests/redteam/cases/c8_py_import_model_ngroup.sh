# hwsim.import_model of a DeepSeek-V3 config file whose n_group does not divide the experts:
# located at the config's key, as the command line does.
python3 - <<'EOF'
import hwsim
import sys
try:
    hwsim.import_model('c8_hf_ngroup_not_dividing/config.json')
    sys.stderr.write('accepted\n')
except hwsim.InputError as e:
    sys.stderr.write(f'InputError {e.file}:{e.line}:{e.column} [{e.key_path}] {e.message}\n')
except Exception as e:
    sys.stderr.write(f'{type(e).__name__}: {e}\n')
EOF
