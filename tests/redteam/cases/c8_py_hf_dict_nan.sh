# An hf_config dict with NaN.
python3 - <<'EOF'
import hwsim
import sys
try:
    hwsim.check({'hardware': 'shared/hw.yaml', 'model': {'hf_config': {'model_type': 'gpt2', 'n_embd': float('nan'), 'n_head': 12, 'n_layer': 2, 'vocab_size': 100, 'n_positions': 64}}, 'job': {'kind': 'train', 'seq_len': 16}})
    sys.stderr.write('accepted\n')
except hwsim.InputError as e:
    sys.stderr.write(f'InputError {e.file}:{e.line}:{e.column} [{e.key_path}] {e.message}\n')
except Exception as e:
    sys.stderr.write(f'{type(e).__name__}: {e}\n')
EOF
