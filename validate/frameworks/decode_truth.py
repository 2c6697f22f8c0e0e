#!/usr/bin/env python3
"""Ground truth for hwsim's software stacks: time to first token and time per output token of
real frameworks decoding real architectures (published config.json files, random weights, no
download), with no hwsim code on the measured side.

  python3 decode_truth.py --out truth.json [--set dev --set heldout] [--case NAME ...] [--quick]
  python3 decode_truth.py --list-cases                     (no PyTorch needed)

Stacks measured:
  hf-transformers  transformers' own generate() of a model resident on the GPU
  hf-accelerate    transformers + accelerate's dispatch_model: decoder layers in CPU memory
                   (device_map "cpu"), split by accelerate's infer_auto_device_map under a
                   max_memory limit, or on disk (device_map "disk", an offload folder)
  pytorch          plain_decoder.py: a user's own loop with pinned copies, pinned copies prefetched
                   one layer ahead on a second stream, pageable .to() copies, or TEAL with
                   torch.index_select gathers
Greedy decode with a KV cache after a prompt of `prompt` random tokens; attention, norms and the
output head run in every token. Each case records the time to the first token (prefill + its
sampling), then the time of every further token; the first decode step is reported but left out
of the per-token median, which counts the steady steps.

The sets were fixed before any stack model was written: `dev` (Llama-3.1-8B and Gemma-2-2B) is
what the stack rows may be developed against; `heldout` (Qwen3-8B, Mistral-7B-v0.1,
Qwen2.5-7B, Phi-3-mini and Gemma-2-2B resident) is only predicted.
"""
import argparse
import gc
import os
import shutil
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import log, quantiles, torch  # noqa: E402

M = "workloads/models/hf/"
LLAMA8B = M + "Meta-Llama-3.1-8B/config.json"
GEMMA2B = M + "gemma-2-2b-it/config.json"
QWEN3_8B = M + "Qwen3-8B/config.json"
MISTRAL7B = M + "Mistral-7B-v0.1/config.json"
QWEN25_7B = M + "Qwen2.5-7B/config.json"
PHI3 = M + "Phi-3-mini-4k-instruct/config.json"


def case(name, set_, stack, model, fetch, new_tokens, budget=None, max_memory_gib=None,
         prompt=512):
    return dict(name=name, set=set_, stack=stack, model=model, fetch=fetch, budget=budget,
                max_memory_gib=max_memory_gib, prompt=prompt, new_tokens=new_tokens)


# fetch: resident | cpu | auto | disk (hf) ; gpu | pinned | prefetch | pageable | teal (pytorch)
CASES = [
    # --- dev: the stack rows may be developed against these
    case("dev-hf-gpu-llama8b", "dev", "hf-transformers", LLAMA8B, "resident", 48),
    case("dev-accel-cpu-llama8b", "dev", "hf-accelerate", LLAMA8B, "cpu", 5),
    case("dev-accel-auto-llama8b", "dev", "hf-accelerate", LLAMA8B, "auto", 6, max_memory_gib=8),
    case("dev-torch-gpu-llama8b", "dev", "pytorch", LLAMA8B, "gpu", 48),
    case("dev-torch-pinned-llama8b", "dev", "pytorch", LLAMA8B, "pinned", 8),
    case("dev-torch-prefetch-llama8b", "dev", "pytorch", LLAMA8B, "prefetch", 8),
    case("dev-torch-pageable-llama8b", "dev", "pytorch", LLAMA8B, "pageable", 5),
    case("dev-torch-teal50-llama8b", "dev", "pytorch", LLAMA8B, "teal", 8, budget=0.5),
    case("dev-torch-teal25-llama8b", "dev", "pytorch", LLAMA8B, "teal", 8, budget=0.25),
    case("dev-accel-disk-gemma2b", "dev", "hf-accelerate", GEMMA2B, "disk", 6),
    # --- heldout: predicted only; nothing in a stack row is changed while looking at them
    case("ho-hf-gpu-qwen3-8b", "heldout", "hf-transformers", QWEN3_8B, "resident", 48),
    case("ho-accel-cpu-qwen3-8b", "heldout", "hf-accelerate", QWEN3_8B, "cpu", 5),
    case("ho-torch-teal40-qwen3-8b", "heldout", "pytorch", QWEN3_8B, "teal", 8, budget=0.4),
    case("ho-accel-auto-mistral7b", "heldout", "hf-accelerate", MISTRAL7B, "auto", 6,
         max_memory_gib=10),
    case("ho-torch-pageable-mistral7b", "heldout", "pytorch", MISTRAL7B, "pageable", 5),
    case("ho-torch-teal60-mistral7b", "heldout", "pytorch", MISTRAL7B, "teal", 8, budget=0.6),
    case("ho-torch-pinned-qwen25-7b", "heldout", "pytorch", QWEN25_7B, "pinned", 8),
    case("ho-torch-prefetch-qwen25-7b", "heldout", "pytorch", QWEN25_7B, "prefetch", 8),
    case("ho-accel-disk-phi3mini", "heldout", "hf-accelerate", PHI3, "disk", 6),
    case("ho-hf-gpu-gemma2b", "heldout", "hf-transformers", GEMMA2B, "resident", 48),
]


# ------------------------------------------------------------------------------- models
def hf_from_state(rel_config, state, layers, attn="sdpa"):
    """A fresh transformers model whose parameters are the CPU tensors of `state` (shared)."""
    from accelerate import init_empty_weights
    from accelerate.utils import set_module_tensor_to_device
    from transformers import AutoModelForCausalLM
    cfg = common.load_config(rel_config, layers)
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.bfloat16)
    try:
        with init_empty_weights(include_buffers=False):
            try:
                model = AutoModelForCausalLM.from_config(cfg, attn_implementation=attn,
                                                         dtype=torch.bfloat16)
            except TypeError:
                model = AutoModelForCausalLM.from_config(cfg, attn_implementation=attn,
                                                         torch_dtype=torch.bfloat16)
    finally:
        torch.set_default_dtype(previous)
    for name, _ in list(model.named_parameters()):
        set_module_tensor_to_device(model, name, "cpu", value=state[name])
    common.tie_output_head(model)
    return model.eval()


def offload_map(model, where):
    """Every decoder layer at `where`, everything else on GPU 0."""
    layers = common.decoder_layers_name(model)
    parent = layers.rsplit(".", 1)[0] if "." in layers else ""
    dm = {}
    for n, _ in model.named_children():
        if n != parent.split(".")[0]:
            dm[n] = 0
    base = model.get_submodule(parent) if parent else model
    for n, _ in base.named_children():
        full = f"{parent}.{n}" if parent else n
        if full != layers:
            dm[full] = 0
    for i in range(model.config.num_hidden_layers):
        dm[f"{layers}.{i}"] = where
    return dm


def auto_map(model, gib):
    from accelerate import infer_auto_device_map
    return infer_auto_device_map(model, max_memory={0: f"{gib}GiB", "cpu": "120GiB"},
                                 no_split_module_classes=model._no_split_modules,
                                 dtype=torch.bfloat16)


class StepTimes:
    """A logits processor that stamps every generated token's time (after a device sync)."""

    def __init__(self):
        self.stamps = []

    def __call__(self, input_ids, scores):
        torch.cuda.synchronize()
        self.stamps.append(time.perf_counter())
        return scores


def hf_generate(model, prompt, new_tokens, vocab):
    from transformers import LogitsProcessorList
    g = torch.Generator().manual_seed(prompt)
    ids = torch.randint(0, vocab, (1, prompt), generator=g).to("cuda")
    st = StepTimes()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    with torch.no_grad():
        model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=new_tokens,
                       min_new_tokens=new_tokens, do_sample=False, pad_token_id=0,
                       logits_processor=LogitsProcessorList([st]))
    torch.cuda.synchronize()
    return t0, st.stamps, time.perf_counter()


def run_hf(c, state, layers, scratch):
    model = hf_from_state(c["model"], state, layers)
    vocab = model.config.vocab_size
    info = {}
    folder = None
    if c["fetch"] == "resident":
        model.to("cuda")
    else:
        from accelerate import dispatch_model
        if c["fetch"] == "auto":
            dm = auto_map(model, c["max_memory_gib"])
        else:
            dm = offload_map(model, c["fetch"])
        if c["fetch"] == "disk":
            folder = tempfile.mkdtemp(prefix="offload-", dir=scratch)
        t = time.perf_counter()
        dispatch_model(model, device_map=dm, offload_dir=folder)
        info["dispatch_s"] = time.perf_counter() - t
        info["device_map"] = {k: str(v) for k, v in dm.items()}
    info["gpu_allocated_bytes"] = torch.cuda.memory_allocated()
    hf_generate(model, 16, 1 if c["fetch"] != "resident" else 2, vocab)  # warm-up
    t0, stamps, t1 = hf_generate(model, c["prompt"], c["new_tokens"], vocab)
    del model
    if folder:
        shutil.rmtree(folder, ignore_errors=True)
    return t0, stamps, t1, info


def run_plain(c, state, layers):
    from plain_decoder import PlainDecoder, bytes_offloaded
    cfg = common.load_config(c["model"], layers)
    t = time.perf_counter()
    dec = PlainDecoder(cfg, state, c["fetch"], budget=c["budget"] or 1.0,
                       max_tokens=c["prompt"] + c["new_tokens"] + 32)
    info = {"setup_s": time.perf_counter() - t, "dense_offloaded_bytes": bytes_offloaded(cfg),
            "gpu_allocated_bytes": torch.cuda.memory_allocated()}
    stamps = []
    clock = lambda: stamps.append(time.perf_counter())  # noqa: E731
    g = torch.Generator().manual_seed(16)
    warm = torch.randint(0, cfg.vocab_size, (1, 16), generator=g).to("cuda")
    dec.generate(warm, 2 if c["fetch"] == "gpu" else 1, lambda: None)  # warm-up
    g = torch.Generator().manual_seed(c["prompt"])
    ids = torch.randint(0, cfg.vocab_size, (1, c["prompt"]), generator=g).to("cuda")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    dec.generate(ids, c["new_tokens"], clock)
    t1 = time.perf_counter()
    del dec
    return t0, stamps, t1, info


def summarise(c, t0, stamps, t1, info):
    steps = [b - a for a, b in zip(stamps, stamps[1:])]
    out = dict(c)
    out.update(info)
    out["ttft_s"] = stamps[0] - t0 if stamps else None
    out["step_s"] = steps
    out["tpot_s"] = quantiles(steps[1:] if len(steps) > 1 else steps)
    out["total_s"] = t1 - t0
    return out


def release_memory():
    """Frees what a case left: Python objects, the device cache and the pinned host cache (which
    PyTorch keeps after pinned tensors die)."""
    gc.collect()
    torch.cuda.empty_cache()
    empty_host = getattr(torch._C, "_host_emptyCache", None)
    if empty_host is not None:
        empty_host()


def state_of(rel_config, layers):
    model = common.build_hf_model(rel_config, layers=layers)
    state = {k: v for k, v in model.state_dict().items()}
    return state


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out")
    ap.add_argument("--set", action="append", choices=["dev", "heldout"])
    ap.add_argument("--case", action="append", help="only these cases (repeatable)")
    ap.add_argument("--quick", action="store_true",
                    help="smoke run: 2 layers, prompt 32, 3 new tokens (names say so)")
    ap.add_argument("--scratch", default=tempfile.gettempdir(),
                    help="folder for accelerate's disk offload files")
    ap.add_argument("--list-cases", action="store_true")
    args = ap.parse_args()
    sets = args.set or ["dev", "heldout"]
    cases = [c for c in CASES if c["set"] in sets and (not args.case or c["name"] in args.case)]
    if args.list_cases:
        for c in cases:
            extra = (f" budget={c['budget']}" if c["budget"] else "") + (
                f" max_memory={c['max_memory_gib']}GiB" if c["max_memory_gib"] else "")
            print(f"{c['name']:32s} {c['set']:8s} {c['stack']:16s} {c['fetch']:9s} "
                  f"prompt={c['prompt']} new={c['new_tokens']}{extra}  {c['model']}")
        return
    if not args.out:
        ap.error("--out is required")
    doc = {"schema": "hwsim-framework-decode/1", "command_line": " ".join(sys.argv),
           "versions": common.versions(), "quick": args.quick,
           "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "cases": []}
    torch.cuda.init()
    by_model = {}
    for c in cases:
        by_model.setdefault(c["model"], []).append(c)
    for model_path, group in by_model.items():
        layers = 2 if args.quick else None
        log(f"decode_truth: building {model_path}")
        t = time.perf_counter()
        try:
            state = state_of(model_path, layers)
        except Exception:  # noqa: BLE001
            for c in group:
                doc["cases"].append(dict(c, error=traceback.format_exc()))
            common.write_json(args.out, doc)
            continue
        log(f"decode_truth: built in {time.perf_counter() - t:.1f} s")
        for c in group:
            c = dict(c)
            if args.quick:
                c.update(name=c["name"] + "-quick", prompt=32, new_tokens=3)
            c["layers"] = layers
            log(f"decode_truth: {c['name']}")
            t = time.perf_counter()
            try:
                if c["stack"] == "pytorch":
                    r = summarise(c, *run_plain(c, state, layers))
                else:
                    r = summarise(c, *run_hf(c, state, layers, args.scratch))
            except Exception:  # noqa: BLE001 - one failed case must not lose the others
                r = dict(c, error=traceback.format_exc())
                log(r["error"])
            r["case_wall_s"] = time.perf_counter() - t
            doc["cases"].append(r)
            common.write_json(args.out, doc)
            release_memory()
            if "tpot_s" in r and r["tpot_s"]:
                log(f"  ttft {r['ttft_s'] * 1e3:.1f} ms, tpot median "
                    f"{r['tpot_s']['median'] * 1e3:.2f} ms ({r['case_wall_s']:.1f} s)")
        del state
        release_memory()
    doc["finished"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    common.write_json(args.out, doc)


if __name__ == "__main__":
    main()
