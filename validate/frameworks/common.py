"""Shared pieces of the framework measurements: the environment record, models built from
published config.json files with random weights (nothing is downloaded), and statistics.

Nothing here imports hwsim: the measured side is PyTorch, transformers and accelerate alone.
"""
import json
import os
import platform
import statistics
import sys
import time

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

try:
    import torch
except ModuleNotFoundError:  # --list-cases needs no torch
    torch = None


def repo_path(rel):
    return os.path.join(REPO, rel)


def versions():
    """Versions of the measured software and the GPU, as one dict."""
    out = {"python": platform.python_version(), "host": platform.node(),
           "cpu_count": os.cpu_count()}
    for name in ("torch", "transformers", "accelerate", "numpy"):
        try:
            out[name] = __import__(name).__version__
        except Exception:  # noqa: BLE001 - absent packages are recorded as such
            out[name] = None
    if torch is not None and torch.cuda.is_available():
        p = torch.cuda.get_device_properties(0)
        out["gpu"] = p.name
        out["gpu_memory_bytes"] = p.total_memory
        out["gpu_sms"] = p.multi_processor_count
        out["cuda"] = torch.version.cuda
    out["torch_threads"] = torch.get_num_threads() if torch is not None else None
    return out


def quantiles(samples):
    """median, p10, p90, min, max and the count of a list of numbers (seconds or rates)."""
    s = sorted(samples)
    if not s:
        return None

    def q(f):
        if len(s) == 1:
            return s[0]
        x = f * (len(s) - 1)
        lo = int(x)
        hi = min(lo + 1, len(s) - 1)
        return s[lo] + (s[hi] - s[lo]) * (x - lo)

    return {"median": statistics.median(s), "p10": q(0.1), "p90": q(0.9), "min": s[0],
            "max": s[-1], "n": len(s)}


def sync():
    torch.cuda.synchronize()


def host_time(fn, repeats, warmup=2):
    """Wall-clock seconds of fn() with the device drained before and after, per repeat."""
    for _ in range(warmup):
        fn()
    sync()
    out = []
    for _ in range(repeats):
        sync()
        t0 = time.perf_counter()
        fn()
        sync()
        out.append(time.perf_counter() - t0)
    return out


def device_time(fn, repeats, warmup=2):
    """Device seconds of fn() between two CUDA events on the current stream, per repeat."""
    for _ in range(warmup):
        fn()
    sync()
    out = []
    for _ in range(repeats):
        a = torch.cuda.Event(enable_timing=True)
        b = torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        out.append(a.elapsed_time(b) / 1e3)
    return out


# ---------------------------------------------------------------------------------------------
# Random weights without an initialiser: a fixed random block is tiled over every tensor (the
# values move no timing; an initialiser over 8e9 weights would take minutes on one core).
_BLOCK = {}


def _block(dtype):
    if dtype not in _BLOCK:
        g = torch.Generator().manual_seed(1234)
        _BLOCK[dtype] = (torch.randn(1 << 22, generator=g) * 0.02).to(dtype)
    return _BLOCK[dtype]


def fill_random_(t, salt=0):
    """Fills t (CPU, floating) with N(0, 0.02)-like values, tiling one random block from an
    offset given by salt."""
    block = _block(t.dtype)
    flat = t.view(-1)
    n, m = flat.numel(), block.numel()
    start = salt % m
    i = 0
    while i < n:
        k = min(m - start, n - i)
        flat[i:i + k].copy_(block[start:start + k])
        i += k
        start = 0
    return t


def config_dir(rel_config):
    """The folder of a repo-relative config.json (transformers reads config.json from a folder)."""
    path = repo_path(rel_config)
    if os.path.basename(path) != "config.json":
        raise ValueError(f"{rel_config}: expected a config.json")
    return os.path.dirname(path)


def load_config(rel_config, layers=None):
    from transformers import AutoConfig
    cfg = AutoConfig.from_pretrained(config_dir(rel_config))
    if layers is not None:
        cfg.num_hidden_layers = layers
        for key in ("layer_types", "mlp_only_layers"):
            v = getattr(cfg, key, None)
            if isinstance(v, list) and len(v) > layers:
                setattr(cfg, key, v[:layers])
    return cfg


def build_hf_model(rel_config, attn="sdpa", layers=None, dtype=None):
    """A transformers causal LM from a published config.json with random weights on the CPU,
    in bf16 (or `dtype`), built on the meta device and then materialised tensor by tensor."""
    from accelerate import init_empty_weights
    from accelerate.utils import set_module_tensor_to_device
    from transformers import AutoModelForCausalLM
    dtype = dtype or torch.bfloat16
    cfg = load_config(rel_config, layers)
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with init_empty_weights(include_buffers=False):
            try:
                model = AutoModelForCausalLM.from_config(cfg, attn_implementation=attn, dtype=dtype)
            except TypeError:
                model = AutoModelForCausalLM.from_config(cfg, attn_implementation=attn,
                                                         torch_dtype=dtype)
    finally:
        torch.set_default_dtype(previous)
    for i, (name, p) in enumerate(list(model.named_parameters())):
        t = torch.empty(tuple(p.shape), dtype=dtype)
        if p.dim() == 1 and "norm" in name:
            t.fill_(1.0)
        elif p.dim() == 1:
            t.zero_()
        else:
            fill_random_(t, salt=7919 * i)
        set_module_tensor_to_device(model, name, "cpu", value=t)
    tie_output_head(model)
    model.eval()
    return model


def tie_output_head(model):
    """Ties the output head to the input embedding where the config says so (transformers'
    tie_weights), and fails loudly if any parameter is still on the meta device."""
    if getattr(model.config, "tie_word_embeddings", False) and hasattr(model, "tie_weights"):
        model.tie_weights()
    head = model.get_output_embeddings() if hasattr(model, "get_output_embeddings") else None
    if head is not None and head.weight.is_meta and getattr(model.config, "tie_word_embeddings",
                                                            False):
        head.weight = model.get_input_embeddings().weight
    meta = [n for n, p in model.named_parameters(remove_duplicate=False) if p.is_meta]
    if meta:
        raise RuntimeError(f"parameters left on the meta device: {meta[:5]}")


def decoder_layers_name(model):
    """The qualified name of the ModuleList of decoder layers ("model.layers")."""
    n = model.config.num_hidden_layers
    for name, m in model.named_modules():
        if isinstance(m, torch.nn.ModuleList) and len(m) == n:
            return name
    raise RuntimeError("no ModuleList of decoder layers found")


def parameter_bytes(module):
    return sum(p.numel() * p.element_size() for p in module.parameters())


def write_json(path, doc):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1, sort_keys=False)
        f.write("\n")
    os.replace(tmp, path)


def log(*args):
    print(*args, file=sys.stderr, flush=True)
