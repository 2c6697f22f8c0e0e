#!/usr/bin/env python3
"""Measures the GPU memory of training steps of real Hugging Face transformers models.

Each case builds a transformers model from a published config.json of the repository
(workloads/models/hf/*/config.json) with its decoder cut to a few layers, random weights, on one
GPU, and trains two optimizer steps with a common recipe, the loss from the model itself
(`model(input_ids=..., labels=...)`) unless the case says otherwise. Per step it records the peak
allocated memory of every phase (forward + loss and backward of each micro-batch, the optimizer
step), the allocated memory between phases, and which attention and loss paths ran. Step 1 is the
first step (optimizer states created inside it, cuBLAS workspaces created at their first matmul);
step 2 is the steady state. README.md documents the cases and the JSON.

Two case sets, fixed before hwsim's model of them was written: `dev` (the model may be developed
against it) and `heldout` (compared, never tuned to; its models are not in dev).

No hwsim code runs on the measured side; no downloads (configs are read from the repository).
Usage: python3 hf_train_memory.py --out FILE [--set dev|heldout ...] [--case SUBSTRING ...]
       python3 hf_train_memory.py --list-cases [--set ...]          (no PyTorch needed)
       python3 hf_train_memory.py --write-configs DIR               (the cut configs; no PyTorch)
       python3 hf_train_memory.py ... --hwsim BUILD/hwsim           (also hwsim's count of each)
       python3 hf_train_memory.py --check-hwsim BUILD/hwsim         (hwsim's counts = the pinned)
"""
import argparse
import contextlib
import copy
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback

try:
    import torch
    import torch.nn.functional as F
except ModuleNotFoundError:  # --list-cases and --write-configs need no torch
    torch = None

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SCHEMA = "hwsim.hf_train_memory.v1"
STEPS = 2  # step 1: first step; step 2: steady state

# The models: a published config (repository-relative), the decoder layers kept, and the
# parameter count of the cut model as hwsim's import counts it (`hwsim import-model` of the config
# written by --write-configs; the CTest hf_train_configs checks hwsim against these numbers).
# Before a case runs, transformers' own count must equal it (a mismatch is recorded, the case
# still runs).
MODELS = {
    # dev
    "llama3.1-8b": dict(config="workloads/models/hf/Meta-Llama-3.1-8B/config.json", layers=2,
                        expected_parameters=1_486_901_248),
    "qwen3-8b": dict(config="workloads/models/hf/Qwen3-8B/config.json", layers=2,
                     expected_parameters=1_630_556_672),
    "gpt2": dict(config="workloads/models/hf/gpt2/config.json", layers=12,
                 expected_parameters=124_439_808),
    "gemma2-2b": dict(config="workloads/models/hf/gemma-2-2b-it/config.json", layers=4,
                      expected_parameters=901_290_240),
    "qwen3-30b-a3b": dict(config="workloads/models/hf/Qwen3-30B-A3B/config.json", layers=2,
                          expected_parameters=1_868_573_184),
    # held-out: none of these models is in dev
    "mistral-7b": dict(config="workloads/models/hf/Mistral-7B-v0.1/config.json", layers=2,
                       expected_parameters=698_372_096),
    "qwen2.5-7b": dict(config="workloads/models/hf/Qwen2.5-7B/config.json", layers=2,
                       expected_parameters=1_556_113_920),
    "phi3-mini": dict(config="workloads/models/hf/Phi-3-mini-4k-instruct/config.json", layers=4,
                      expected_parameters=650_013_696),
    "olmo2-7b": dict(config="workloads/models/hf/OLMo-2-1124-7B-Instruct/config.json", layers=2,
                     expected_parameters=1_226_870_784),
    "gemma3-1b": dict(config="workloads/models/hf/gemma-3-1b-it/config.json", layers=6,
                      expected_parameters=463_043_712),
    "mixtral-8x7b": dict(config="workloads/models/hf/Mixtral-8x7B-v0.1/config.json", layers=2,
                         expected_parameters=3_164_688_384),
}

# Recipes (the case's keys):
#   precision   autocast: fp32 model and AdamW states, forward + loss under
#                 torch.autocast("cuda", bfloat16) (fp32 master weights);
#               bf16: the model in bf16, AdamW states bf16 (pure bf16);
#               fp32: no autocast.
#   attention   sdpa | eager (attn_implementation given to from_config).
#   ckpt        model.gradient_checkpointing_enable() with its default kwargs (recorded).
#   opt         AdamW foreach | fused (lr 1e-5, the default weight decay).
#   ga          micro-batches per optimizer step (each micro-batch's loss divided by ga).
#   loss        model: model(input_ids=ids, labels=ids) and its own loss (transformers' loss
#                 function, which shifts the labels);
#               logits_ce: model(input_ids=ids).logits and F.cross_entropy(logits.view(-1, V),
#                 targets) on them as they come out, no .float() (under autocast: bf16 logits).
#   loop        plain: torch.autocast around the model call (autocast cases);
#               accelerate: Accelerator(mixed_precision="bf16").prepare(model, optimizer), as
#                 the Trainer runs it (forward under autocast, outputs converted to fp32),
#                 accelerator.backward(loss).
# Every case: use_cache=False, no attention_mask (every token attends causally), model.train().
# (set, model, precision, attention, b, s, options)
DEV = [
    ("dev", "llama3.1-8b", "autocast", "sdpa", 4, 2048, {}),
    ("dev", "llama3.1-8b", "bf16", "sdpa", 4, 2048, dict(opt="fused")),
    ("dev", "llama3.1-8b", "bf16", "eager", 2, 2048, {}),
    ("dev", "llama3.1-8b", "bf16", "sdpa", 8, 2048, dict(ckpt=True)),
    ("dev", "llama3.1-8b", "autocast", "sdpa", 4, 1024, dict(loss="logits_ce")),
    ("dev", "llama3.1-8b", "bf16", "sdpa", 4, 1024, dict(loss="logits_ce")),
    ("dev", "llama3.1-8b", "autocast", "sdpa", 2, 2048, dict(loop="accelerate")),
    ("dev", "qwen3-8b", "autocast", "sdpa", 2, 2048, dict(opt="fused", ga=2)),
    ("dev", "qwen3-8b", "autocast", "eager", 2, 2048, {}),
    ("dev", "qwen3-8b", "bf16", "eager", 4, 2048, dict(ckpt=True)),
    ("dev", "gpt2", "autocast", "sdpa", 8, 1024, {}),
    ("dev", "gpt2", "bf16", "eager", 8, 1024, {}),
    ("dev", "gpt2", "fp32", "eager", 4, 1024, {}),
    ("dev", "gpt2", "autocast", "sdpa", 16, 1024, dict(ckpt=True)),
    ("dev", "gemma2-2b", "autocast", "eager", 2, 2048, {}),
    ("dev", "gemma2-2b", "bf16", "eager", 2, 2048, dict(ckpt=True)),
    ("dev", "qwen3-30b-a3b", "bf16", "sdpa", 4, 2048, {}),
    ("dev", "qwen3-30b-a3b", "autocast", "sdpa", 2, 2048, dict(opt="fused")),
    ("dev", "qwen3-30b-a3b", "bf16", "sdpa", 4, 1024, dict(ckpt=True, ga=2)),
]
HELDOUT = [
    ("heldout", "mistral-7b", "autocast", "sdpa", 8, 2048, {}),
    ("heldout", "mistral-7b", "bf16", "eager", 2, 2048, {}),
    ("heldout", "mistral-7b", "bf16", "sdpa", 1, 8192, {}),  # past its 4096-token window
    ("heldout", "mistral-7b", "autocast", "sdpa", 8, 2048, dict(ckpt=True, opt="fused")),
    ("heldout", "qwen2.5-7b", "autocast", "sdpa", 4, 2048, dict(opt="fused")),
    ("heldout", "qwen2.5-7b", "bf16", "sdpa", 4, 2048, dict(ckpt=True, ga=2)),
    ("heldout", "qwen2.5-7b", "autocast", "sdpa", 2, 2048, dict(loss="logits_ce")),
    ("heldout", "qwen2.5-7b", "bf16", "eager", 2, 1024, {}),
    ("heldout", "qwen2.5-7b", "autocast", "sdpa", 2, 2048, dict(loop="accelerate")),
    ("heldout", "phi3-mini", "autocast", "sdpa", 4, 2048, {}),  # past its 2047-token window
    ("heldout", "phi3-mini", "bf16", "eager", 4, 2048, dict(ckpt=True)),
    ("heldout", "phi3-mini", "bf16", "sdpa", 8, 1024, dict(opt="fused")),
    ("heldout", "olmo2-7b", "autocast", "sdpa", 4, 2048, {}),
    ("heldout", "olmo2-7b", "bf16", "eager", 2, 2048, dict(ga=2)),
    ("heldout", "gemma3-1b", "autocast", "sdpa", 4, 2048, {}),
    ("heldout", "gemma3-1b", "bf16", "eager", 4, 1024, {}),
    ("heldout", "gemma3-1b", "bf16", "sdpa", 2, 4096, dict(ckpt=True, opt="fused")),
    ("heldout", "mixtral-8x7b", "bf16", "sdpa", 4, 2048, {}),
    ("heldout", "mixtral-8x7b", "autocast", "sdpa", 1, 2048, dict(opt="fused")),
    ("heldout", "mixtral-8x7b", "bf16", "sdpa", 8, 2048, dict(ckpt=True)),
]
SETS = ("dev", "heldout")


def case_name(c):
    parts = [c["model"], "L%d" % c["num_hidden_layers"], c["precision"], c["attention"]]
    if c["gradient_checkpointing"]:
        parts.append("ckpt")
    parts.append("adamw" if c["optimizer_impl"] == "foreach" else "adamw_" + c["optimizer_impl"])
    parts += ["b%d" % c["micro_batch"], "s%d" % c["seq_len"]]
    if c["grad_accum_steps"] > 1:
        parts.append("ga%d" % c["grad_accum_steps"])
    if c["loss"] != "model":
        parts.append(c["loss"])
    if c["loop"] != "plain":
        parts.append(c["loop"])
    return ".".join(parts)


def make_case(row):
    case_set, model, precision, attention, b, s, opt = row
    m = MODELS[model]
    c = dict(set=case_set, model=model, hf_config=m["config"], num_hidden_layers=m["layers"],
             precision=precision, attention=attention,
             gradient_checkpointing=bool(opt.get("ckpt", False)), optimizer="adamw",
             optimizer_impl=opt.get("opt", "foreach"), grad_accum_steps=opt.get("ga", 1),
             loss=opt.get("loss", "model"), loop=opt.get("loop", "plain"), micro_batch=b,
             seq_len=s, use_cache=False, expected_parameter_count=m["expected_parameters"])
    c["config_overrides"] = cut_config(read_config(m["config"]), m["layers"])[1]
    c["name"] = case_name(c)
    return c


def make_cases(sets, only=None):
    rows = [r for r in DEV + HELDOUT if r[0] in sets]
    cases = [make_case(r) for r in rows]
    names = [c["name"] for c in cases]
    if len(set(names)) != len(names):
        raise SystemExit("hf_train_memory.py: duplicate case names")
    if only:
        cases = [c for c in cases if any(o in c["name"] for o in only)]
    return cases


# ----------------------------------------------------------------------------------------------
# The configs: the published file with its decoder cut to `layers` layers.
def read_config(path):
    with open(os.path.join(ROOT, path)) as f:
        return json.load(f)


def cut_config(raw, layers):
    """(the cut config, the keys changed with their new values). The layer count key is the
    architecture's (gpt2: n_layer); per-layer lists (layer_types) keep their first `layers`
    entries; mlp_only_layers keeps the indices below `layers`."""
    cfg = copy.deepcopy(raw)
    key = "n_layer" if cfg.get("model_type") == "gpt2" else "num_hidden_layers"
    if key not in cfg:
        raise SystemExit("hf_train_memory.py: config has no %s" % key)
    changed = {key: layers}
    if isinstance(cfg.get("layer_types"), list):
        changed["layer_types"] = cfg["layer_types"][:layers]
    if isinstance(cfg.get("mlp_only_layers"), list):
        changed["mlp_only_layers"] = [i for i in cfg["mlp_only_layers"] if i < layers]
    cfg.update(changed)
    return cfg, changed


def write_configs(folder):
    os.makedirs(folder, exist_ok=True)
    for name, m in MODELS.items():
        cfg, _ = cut_config(read_config(m["config"]), m["layers"])
        with open(os.path.join(folder, name + ".json"), "w") as f:
            json.dump(cfg, f, indent=2)
            f.write("\n")


def hwsim_counts(hwsim):
    """hwsim's parameter count of each model's cut config (`hwsim import-model`), or the error."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        write_configs(tmp)
        for name in MODELS:
            path = os.path.join(tmp, name + ".json")
            p = subprocess.run([hwsim, "import-model", path], capture_output=True, text=True)
            words = p.stderr.split(" parameters")[0].split()
            if p.returncode == 0 and words and words[-1].isdigit():
                out[name] = dict(parameter_count=int(words[-1]))
            else:
                out[name] = dict(error=p.stderr.strip().replace(tmp + os.sep, ""))
    return out


def check_hwsim(hwsim):
    """Exit status 0 when hwsim imports every model's cut config with the pinned count."""
    bad = 0
    for name, got in hwsim_counts(hwsim).items():
        want = MODELS[name]["expected_parameters"]
        ok = got.get("parameter_count") == want
        bad += not ok
        print("%-14s %-5s hwsim %s, pinned %s" % (name, "ok" if ok else "FAIL",
                                                got.get("parameter_count", got.get("error")), want))
    return 1 if bad else 0


def list_cases(sets):
    print("%-8s %-66s %14s  %s" % ("set", "case", "parameters", "config (layers)"))
    for c in make_cases(sets):
        print("%-8s %-66s %14s  %s (%d)" % (c["set"], c["name"], c["expected_parameter_count"],
                                          c["hf_config"], c["num_hidden_layers"]))


# ----------------------------------------------------------------------------------------------
# Observing which paths ran (metadata only: no tensor is kept).
class PathLog:
    """Wraps torch.nn.functional.scaled_dot_product_attention and cross_entropy, and the
    modeling modules' repeat_kv, recording each distinct call signature once with a count.
    transformers looks these up as module attributes at call time, so the wrappers see its calls."""

    def __init__(self):
        self.active = False
        self.calls = {}

    def record(self, kind, sig):
        if self.active:
            key = (kind, json.dumps(sig, sort_keys=True))
            self.calls[key] = self.calls.get(key, 0) + 1

    def take(self):
        out = {}
        for (kind, sig), n in sorted(self.calls.items()):
            out.setdefault(kind, []).append(dict(json.loads(sig), calls=n))
        self.calls = {}
        return out


def tensor_sig(t):
    if t is None or not torch.is_tensor(t):
        return None
    return dict(shape=list(t.shape), dtype=str(t.dtype).replace("torch.", ""),
                contiguous=t.is_contiguous())


def autocast_on():
    try:
        return torch.is_autocast_enabled("cuda")
    except TypeError:
        return torch.is_autocast_enabled()


def install_path_log(log):
    sdpa, ce = F.scaled_dot_product_attention, F.cross_entropy

    def sdpa_logged(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
                    scale=None, **kw):
        log.record("sdpa", dict(query=tensor_sig(query), key=tensor_sig(key),
                                value=tensor_sig(value), attn_mask=tensor_sig(attn_mask),
                                dropout_p=dropout_p, is_causal=bool(is_causal),
                                enable_gqa=bool(kw.get("enable_gqa", False)),
                                autocast=autocast_on()))
        return sdpa(query, key, value, attn_mask=attn_mask, dropout_p=dropout_p,
                    is_causal=is_causal, scale=scale, **kw)

    def ce_logged(input, target, *args, **kw):
        log.record("cross_entropy", dict(input=tensor_sig(input), autocast=autocast_on(),
                                         reduction=kw.get("reduction", "mean")))
        return ce(input, target, *args, **kw)

    F.scaled_dot_product_attention = sdpa_logged
    F.cross_entropy = ce_logged


def wrap_repeat_kv(log, module):
    """Wraps `repeat_kv` of a module (a modeling file, or transformers' sdpa integration)."""
    fn = getattr(module, "repeat_kv", None)
    if fn is None or getattr(fn, "_hwsim_logged", False):
        return

    def logged(hidden_states, n_rep):
        log.record("repeat_kv", dict(input=tensor_sig(hidden_states), n_rep=int(n_rep)))
        return fn(hidden_states, n_rep)

    logged._hwsim_logged = True
    module.repeat_kv = logged


# ----------------------------------------------------------------------------------------------
def dtype_of(precision):
    return torch.bfloat16 if precision == "bf16" else torch.float32


def build_model(case, device, log):
    import transformers

    raw = read_config(case["hf_config"])
    cfg_dict, _ = cut_config(raw, case["num_hidden_layers"])
    model_type = cfg_dict.pop("model_type")
    for k in ("auto_map", "_name_or_path", "transformers_version", "architectures"):
        cfg_dict.pop(k, None)  # remote code and provenance: not read by the native classes
    config = transformers.AutoConfig.for_model(model_type, **cfg_dict)
    dtype = dtype_of(case["precision"])
    torch.manual_seed(0)
    kw = dict(attn_implementation=case["attention"])
    with torch.device(device):
        try:
            model = transformers.AutoModelForCausalLM.from_config(config, dtype=dtype, **kw)
        except TypeError:  # transformers before `dtype` was the keyword
            model = transformers.AutoModelForCausalLM.from_config(config, torch_dtype=dtype, **kw)
    if any(p.device.type != "cuda" for p in model.parameters()):
        model = model.to(device)
    # transformers may keep a few modules in fp32 (_keep_in_fp32_modules): only a model whose
    # parameters are mostly not of the dtype asked for (a keyword not honoured) is converted.
    total = sum(p.numel() for p in model.parameters())
    if sum(p.numel() for p in model.parameters() if p.dtype == dtype) * 2 < total:
        model = model.to(dtype)
    model.config.use_cache = False
    if case["gradient_checkpointing"]:
        model.gradient_checkpointing_enable()
    model.train()
    wrap_repeat_kv(log, sys.modules[type(model).__module__])
    for name in ("transformers.integrations.sdpa_attention",):
        if name in sys.modules:
            wrap_repeat_kv(log, sys.modules[name])
    return model


def plain(value):
    """A JSON scalar: the value, or its text."""
    return value if isinstance(value, (str, int, float, bool, type(None))) else str(value)


def model_facts(model):
    params = list(model.parameters())
    dtypes = {}
    for p in params:
        k = str(p.dtype).replace("torch.", "")
        dtypes[k] = dtypes.get(k, 0) + p.numel()
    first = []
    for n, p in model.named_parameters():
        if ".0." in n or not any(s in n for s in (".layers.", ".h.")):
            first.append(dict(name=n, shape=list(p.shape),
                              dtype=str(p.dtype).replace("torch.", "")))
    cfg = model.config
    ckpt_kwargs = None
    fn = getattr(model, "_gradient_checkpointing_func", None)
    for m in model.modules():  # transformers sets it on the checkpointed layers
        fn = fn or getattr(m, "_gradient_checkpointing_func", None)
    if fn is not None and hasattr(fn, "keywords"):
        ckpt_kwargs = {k: v for k, v in fn.keywords.items() if isinstance(v, (bool, int, str))}
    return dict(
        parameter_count=sum(p.numel() for p in params),
        parameter_bytes=tensor_bytes(params),
        parameter_dtypes=dtypes,
        buffer_bytes=tensor_bytes(list(model.buffers())),
        model_class=type(model).__name__,
        attn_implementation=plain(getattr(cfg, "_attn_implementation", None)),
        experts_implementation=plain(getattr(cfg, "_experts_implementation", None)),
        gradient_checkpointing_kwargs=ckpt_kwargs,
        tie_word_embeddings=bool(getattr(cfg, "tie_word_embeddings", False)),
        outer_parameters=first)


def tensor_bytes(ts):
    seen, total = set(), 0
    for t in ts:
        if t is None or not torch.is_tensor(t) or t.device.type != "cuda":
            continue
        st = t.untyped_storage()
        if st.data_ptr() in seen:
            continue
        seen.add(st.data_ptr())
        total += st.nbytes()
    return total


def make_optimizer(case, params):
    kw = dict(fused=True) if case["optimizer_impl"] == "fused" else dict(foreach=True)
    return torch.optim.AdamW(params, lr=1e-5, **kw)


class Accel:
    """One Accelerator for the process (accelerate keeps one state per process)."""
    acc = None

    @classmethod
    def get(cls):
        if cls.acc is None:
            from accelerate import Accelerator
            cls.acc = Accelerator(mixed_precision="bf16")
        return cls.acc


def forward_loss(model, case, ids, tgt, vocab):
    """The micro-batch's loss; every other output of the model is dropped on return, as the
    Trainer's compute_loss does."""
    if case["loss"] == "model":
        call = lambda: model(input_ids=ids, labels=ids, use_cache=False).loss  # noqa: E731
    else:
        def call():
            logits = model(input_ids=ids, use_cache=False).logits
            return F.cross_entropy(logits.view(-1, vocab), tgt.view(-1))
    if case["precision"] == "autocast" and case["loop"] == "plain":
        with torch.autocast("cuda", dtype=torch.bfloat16):
            return call()
    return call()  # bf16, fp32, or accelerate's prepared forward (its own autocast)


def phase_peaks():
    st = torch.cuda.memory_stats()
    return (st.get("allocated_bytes.all.peak", 0), st.get("requested_bytes.all.peak", 0),
            st.get("reserved_bytes.all.peak", 0))


def run_step(model, opt, case, batches, vocab, backward):
    """One optimizer step over the micro-batches. reset_peak_memory_stats before every phase, so
    each phase's peaks are its own."""
    k = len(batches)
    mem = dict(baseline_bytes=torch.cuda.memory_allocated(), micro_batches=[])
    reserved = 0
    t0 = time.perf_counter()
    for ids, tgt in batches:
        mb = {}
        torch.cuda.reset_peak_memory_stats()
        loss = forward_loss(model, case, ids, tgt, vocab)
        if k > 1:
            loss = loss / k
        torch.cuda.synchronize()
        mb["peak_forward_bytes"], mb["peak_forward_requested_bytes"], r = phase_peaks()
        reserved = max(reserved, r)
        mb["after_forward_bytes"] = torch.cuda.memory_allocated()
        value = float(loss.detach())
        mb["loss"] = value if value == value and abs(value) != float("inf") else None  # strict JSON
        torch.cuda.reset_peak_memory_stats()
        backward(loss)
        del loss
        torch.cuda.synchronize()
        mb["peak_backward_bytes"], mb["peak_backward_requested_bytes"], r = phase_peaks()
        reserved = max(reserved, r)
        mb["after_backward_bytes"] = torch.cuda.memory_allocated()
        mem["micro_batches"].append(mb)
    mem["gradient_bytes"] = tensor_bytes([p.grad for p in model.parameters()])
    torch.cuda.reset_peak_memory_stats()
    opt.step()
    torch.cuda.synchronize()
    mem["peak_optimizer_bytes"], mem["peak_optimizer_requested_bytes"], r = phase_peaks()
    mem["peak_reserved_bytes"] = max(reserved, r)
    mem["after_optimizer_bytes"] = torch.cuda.memory_allocated()
    opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    mem["step_ms"] = (time.perf_counter() - t0) * 1e3
    mem["after_zero_grad_bytes"] = torch.cuda.memory_allocated()
    inner = getattr(opt, "optimizer", opt)  # accelerate wraps the optimizer
    mem["optimizer_state_bytes"] = tensor_bytes(
        [t for s in inner.state.values() for t in s.values() if torch.is_tensor(t)])
    mbs = mem["micro_batches"]
    cands = [(mb["peak_forward_bytes"], "forward", j) for j, mb in enumerate(mbs)]
    cands += [(mb["peak_backward_bytes"], "backward", j) for j, mb in enumerate(mbs)]
    cands.append((mem["peak_optimizer_bytes"], "optimizer", k - 1))
    best = max(cands, key=lambda c: c[0])  # the first of equal peaks
    mem["peak_step_bytes"], mem["peak_phase"], mem["peak_micro_batch"] = best
    return mem


def clear_process_state():
    """Frees everything a previous case left and the cuBLAS workspaces PyTorch caches per
    (handle, stream), so that each case's first step creates them as a fresh process would."""
    gc.collect()
    torch.cuda.synchronize()
    clear = getattr(torch._C, "_cuda_clearCublasWorkspaces", None)
    if clear is not None:
        clear()
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    return clear is not None


def moe_routing(model, batch):
    """Tokens per expert of each MoE block's router in one no-grad forward after the measured steps
    (the routing of the measured steps is not taken apart, so their peaks are untouched)."""
    counts, hooks = [], []

    def hook(mod, _inp, out):
        t = out[0] if isinstance(out, tuple) else out
        ints = [o for o in (out if isinstance(out, tuple) else ()) if torch.is_tensor(o)
                and not o.is_floating_point()]
        experts = getattr(model.config, "num_local_experts",
                          getattr(model.config, "num_experts", None))
        top_k = getattr(model.config, "num_experts_per_tok", None)
        if ints:
            idx = ints[0]
        elif torch.is_tensor(t) and t.is_floating_point() and top_k and t.shape[-1] == experts:
            idx = t.float().topk(top_k, dim=-1).indices
        else:
            return
        counts.append(torch.bincount(idx.reshape(-1), minlength=experts).tolist())

    for name, mod in model.named_modules():
        if name.endswith("mlp.gate") or name.endswith("block_sparse_moe.gate"):
            hooks.append(mod.register_forward_hook(hook))
    if not hooks:
        return None
    with torch.no_grad():
        model(input_ids=batch, use_cache=False)
    for h in hooks:
        h.remove()
    return counts


def run_case(case, device, log):
    fresh = clear_process_state()
    pre = torch.cuda.memory_allocated()
    model = build_model(case, device, log)
    facts = model_facts(model)
    opt = make_optimizer(case, list(model.parameters()))
    backward = lambda loss: loss.backward()  # noqa: E731
    if case["loop"] == "accelerate":
        acc = Accel.get()
        model, opt = acc.prepare(model, opt)
        backward = acc.backward
    vocab = model.config.get_text_config().vocab_size
    g = torch.Generator(device=device).manual_seed(1)
    shape = (case["micro_batch"], case["seq_len"])
    batches = [(torch.randint(0, vocab, shape, device=device, generator=g),
                torch.randint(0, vocab, shape, device=device, generator=g))
               for _ in range(case["grad_accum_steps"])]
    gc.collect()
    torch.cuda.synchronize()
    after_build = torch.cuda.memory_allocated()
    steps = []
    for i in range(STEPS):
        gc.collect()
        torch.cuda.synchronize()
        log.active = i == 0
        steps.append(run_step(model, opt, case, batches, vocab, backward))
        log.active = False
    mem = dict(facts, pre_case_bytes=pre, cublas_workspaces_cleared=fresh,
               after_build_bytes=after_build, input_bytes=tensor_bytes(
                   [t for pair in batches for t in pair]), steps=steps, paths=log.take())
    try:
        mem["moe_tokens_per_expert"] = moe_routing(model, batches[0][0])
    except Exception as e:  # observational only: never loses the case
        mem["moe_tokens_per_expert"] = "not observed: %s: %s" % (type(e).__name__, e)
    if case["loop"] == "accelerate":
        Accel.get().free_memory()
    del model, opt, batches
    return mem


def measure(case, device, log):
    rec = dict(case)
    t0 = time.perf_counter()
    try:
        mem = run_case(case, device, log)
        rec["measured"] = mem
        exp = case["expected_parameter_count"]
        rec["parameter_count_matches"] = exp is not None and exp == mem["parameter_count"]
        first, last = mem["steps"][0], mem["steps"][-1]
        print("%-66s first %9.1f MiB (%s)  steady %9.1f MiB (%s)  %.1f s%s" % (
            case["name"], first["peak_step_bytes"] / 2**20, first["peak_phase"],
            last["peak_step_bytes"] / 2**20, last["peak_phase"], time.perf_counter() - t0,
            "" if rec["parameter_count_matches"] else "  PARAMETER COUNT %d != %s" % (
                mem["parameter_count"], exp)), flush=True)
    except Exception as e:  # one failing case must not lose the others
        rec["error"] = "%s: %s" % (type(e).__name__, str(e).split("\n")[0][:400])
        rec["oom"] = isinstance(e, torch.cuda.OutOfMemoryError)
        traceback.print_exc()
        e.__traceback__ = None  # drop the frames' tensors before the next case
        del e
        log.active = False
        log.take()
        if Accel.acc is not None:
            Accel.acc.free_memory()
    rec["wall_s"] = time.perf_counter() - t0
    return rec


def versions():
    import transformers
    try:
        import accelerate
        acc = accelerate.__version__
    except ModuleNotFoundError:
        acc = None
    props = torch.cuda.get_device_properties(0)
    env = {k: os.environ[k] for k in ("CUBLAS_WORKSPACE_CONFIG", "CUBLASLT_WORKSPACE_SIZE",
                                      "PYTORCH_CUDA_ALLOC_CONF", "PYTORCH_ALLOC_CONF",
                                      "TORCH_CUBLASLT_UNIFIED_WORKSPACE") if k in os.environ}
    return dict(name=torch.cuda.get_device_name(0), total_memory_bytes=props.total_memory,
                capability="%d.%d" % (props.major, props.minor), torch=torch.__version__,
                cuda=torch.version.cuda, transformers=transformers.__version__, accelerate=acc,
                python=sys.version.split()[0], env=env)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", help="JSON file, written after every case")
    ap.add_argument("--set", action="append", choices=SETS,
                    help="case set (repeatable; default: both)")
    ap.add_argument("--case", action="append", help="only cases whose name contains this")
    ap.add_argument("--list-cases", action="store_true", help="print the cases (no torch)")
    ap.add_argument("--write-configs", metavar="DIR", help="write each model's cut config.json")
    ap.add_argument("--hwsim", help="an hwsim binary: record its parameter count of each model")
    ap.add_argument("--check-hwsim", metavar="HWSIM",
                    help="check hwsim's import of each cut config against the pinned counts")
    args = ap.parse_args()
    sets = args.set or list(SETS)
    if args.list_cases:
        list_cases(sets)
        return
    if args.check_hwsim:
        sys.exit(check_hwsim(args.check_hwsim))
    if args.write_configs:
        write_configs(args.write_configs)
        return
    if args.out is None:
        ap.error("--out is required unless --list-cases or --write-configs")
    if torch is None or not torch.cuda.is_available():
        sys.exit("hf_train_memory.py: measuring needs PyTorch with CUDA")
    t_start = time.perf_counter()
    device = torch.device("cuda")
    log = PathLog()
    install_path_log(log)
    import transformers.integrations.sdpa_attention  # noqa: F401  (its repeat_kv is wrapped)
    out = dict(schema=SCHEMA, sets=sets, steps=STEPS, device=versions(), cases=[])
    if args.hwsim:
        out["hwsim_parameter_counts"] = hwsim_counts(args.hwsim)
    for case in make_cases(sets, args.case):
        rec = measure(case, device, log)
        hw = out.get("hwsim_parameter_counts", {}).get(case["model"])
        if hw is not None:
            rec["hwsim_parameter_count"] = hw.get("parameter_count")
        out["cases"].append(rec)
        with open(args.out, "w") as f:
            json.dump(out, f, indent=1)
    out["wall_s"] = time.perf_counter() - t_start
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)
    failed = sum(1 for c in out["cases"] if "error" in c)
    print("done: %d cases (%d failed) in %.1f s" % (len(out["cases"]), failed, out["wall_s"]))


if __name__ == "__main__":
    main()
