#!/usr/bin/env python3
"""Measures a software stack's own operations on the local GPU, through the framework itself, for
`hwsim calibrate --stack NAME --from-json FILE`.

  python3 stack_bench.py --out stack.json [--stack pytorch --stack hf-accelerate ...] [--quick]

Stacks (--stack, repeatable; default all):
  pytorch         tensor copies host->device from pinned memory (copy_, non_blocking) and from
                  pageable memory (.to), per size; index_select gathers of bundles into a pinned
                  staging buffer per bundle size, call size and thread count; top-k of |x| with
                  the indices sent to the host; the host cost of one tiny op, of one F.linear and
                  of one nn.Module call; F.linear GEMV and GEMM (prefill) per shape; SDPA decode and
                  causal prefill attention per context
  hf-accelerate   accelerate's own onload of one tensor (set_module_tensor_to_device with its
                  default cache clearing) per size, the same without clearing, the AlignDevicesHook
                  dispatch of one module, and load_offloaded_weight from a memory-mapped file
  hf-transformers the host time of generate() per token of tiny 1- and 2-layer Llama models (the
                  per-token and per-layer framework cost), and the aten operations per module class
                  of one decode step (counted with a TorchDispatchMode)

Every point keeps its samples' median, p10, p90, min and max (`common.quantiles`).
"""
import argparse
import collections
import gc
import os
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import log, quantiles, torch  # noqa: E402

KIB, MIB = 1024, 1024 * 1024
COPY_SIZES = [64 * KIB, 256 * KIB, 1 * MIB, 4 * MIB, 16 * MIB, 32 * MIB, 64 * MIB, 128 * MIB,
              256 * MIB]
BUNDLE_BYTES = [2 * KIB, 8 * KIB, 12 * KIB, 28 * KIB, 56 * KIB]
GATHER_CALLS = [4 * MIB, 16 * MIB, 64 * MIB]
GATHER_THREADS = [1, 4, 8, 16]
GEMV_SHAPES = [(4096, 4096), (1024, 4096), (6144, 4096), (14336, 4096), (28672, 4096),
               (4096, 14336), (5120, 5120), (128256, 4096)]
GEMM_TOKENS = [16, 128, 512, 2048]
GEMM_SHAPES = [(4096, 4096), (14336, 4096), (4096, 14336)]
SDPA_CONTEXTS = [128, 512, 2048, 8192]
PREFILL_TOKENS = [128, 512, 2048]


def point(**kw):
    return kw


# --------------------------------------------------------------------------------- pytorch
def bench_copies(repeats, sizes):
    out = []
    for size in sizes:
        n = size // 2
        pinned = torch.empty(n, dtype=torch.bfloat16, pin_memory=True)
        pageable = torch.empty(n, dtype=torch.bfloat16)
        common.fill_random_(pinned)
        common.fill_random_(pageable)
        dst = torch.empty(n, dtype=torch.bfloat16, device="cuda")
        dev = common.device_time(lambda: dst.copy_(pinned, non_blocking=True), repeats)
        host = common.host_time(lambda: dst.copy_(pinned, non_blocking=True), repeats)
        out.append(point(kind="pinned_copy", bytes=size, device_s=quantiles(dev),
                         host_s=quantiles(host)))
        host = common.host_time(lambda: pageable.to("cuda"), repeats)
        out.append(point(kind="pageable_to", bytes=size, host_s=quantiles(host)))
        del pinned, pageable, dst
    return out


def bench_index_select(repeats, quick):
    """index_select of k bundles (rows) of a pinned [rows, bundle] source into pinned staging."""
    source_bytes = (512 if quick else 2048) * MIB
    out = []
    threads_before = torch.get_num_threads()
    for bundle in BUNDLE_BYTES:
        cols = bundle // 2
        rows = source_bytes // bundle
        src = torch.empty((rows, cols), dtype=torch.bfloat16, pin_memory=True)
        common.fill_random_(src)
        g = torch.Generator().manual_seed(bundle)
        for call in GATHER_CALLS:
            k = max(1, call // bundle)
            staging = torch.empty((k, cols), dtype=torch.bfloat16, pin_memory=True)
            for threads in GATHER_THREADS:
                torch.set_num_threads(threads)
                samples = []
                for r in range(repeats + 1):
                    idx = torch.randperm(rows, generator=g)[:k].sort().values
                    t0 = time.perf_counter()
                    torch.index_select(src, 0, idx, out=staging)
                    dt = time.perf_counter() - t0
                    if r > 0:
                        samples.append(dt)
                out.append(point(kind="index_select", bundle_bytes=bundle, call_bytes=k * bundle,
                                 threads=threads, host_s=quantiles(samples)))
            del staging
        del src
        gc.collect()
    torch.set_num_threads(threads_before)
    return out


def bench_select_to_host(repeats):
    """topk of |x| on the GPU and the indices copied to the host (the sync a gather waits for)."""
    out = []
    for n in (4096, 14336):
        x = torch.randn(n, device="cuda", dtype=torch.bfloat16)
        for frac in (0.25, 0.5, 0.75):
            k = int(n * frac)
            host = common.host_time(lambda: torch.topk(x.abs(), k).indices.cpu(), repeats)
            dev = common.device_time(lambda: torch.topk(x.abs(), k).indices, repeats)
            out.append(point(kind="topk_to_host", n=n, k=k, host_s=quantiles(host),
                             device_s=quantiles(dev)))
    return out


def bench_dispatch(repeats):
    """Host seconds per call of a tiny op, an F.linear GEMV and an nn.Module call (no sync
    inside the loop: what the host spends issuing, apart from the device's work)."""
    import torch.nn.functional as F
    calls = 2000
    x = torch.randn(4096, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(256, 4096, device="cuda", dtype=torch.bfloat16)
    xv = x.view(1, 1, 4096)

    class Identity(torch.nn.Module):
        def forward(self, v):
            return v

    ident = Identity()
    lin = torch.nn.Linear(4096, 256, bias=False, device="cuda", dtype=torch.bfloat16)

    def loop(fn):
        def run():
            for _ in range(calls):
                fn()
        return run

    out = []
    for name, fn in (("tiny_op", lambda: x.add(1.0)), ("linear", lambda: F.linear(xv, w)),
                     ("module_call", lambda: ident(xv)), ("linear_module", lambda: lin(xv))):
        host = common.host_time(loop(fn), max(3, repeats // 3), warmup=1)
        out.append(point(kind="dispatch", op=name, calls=calls,
                         host_s_per_call=quantiles([h / calls for h in host])))
    return out


def rotating(shape, copies):
    return [torch.randn(shape, device="cuda", dtype=torch.bfloat16) for _ in range(copies)]


def bench_gemv(repeats):
    import torch.nn.functional as F
    out = []
    for rows, cols in GEMV_SHAPES:
        nbytes = rows * cols * 2
        ws = rotating((rows, cols), max(2, (256 * MIB) // nbytes + 1))
        x = torch.randn(1, 1, cols, device="cuda", dtype=torch.bfloat16)
        state = {"i": 0}

        def run():
            state["i"] = (state["i"] + 1) % len(ws)
            F.linear(x, ws[state["i"]])

        dev = common.device_time(run, repeats * 2)
        out.append(point(kind="gemv", rows=rows, cols=cols, bytes=nbytes, device_s=quantiles(dev)))
        del ws
    for rows, cols in GEMM_SHAPES:
        w = torch.randn(rows, cols, device="cuda", dtype=torch.bfloat16)
        for tokens in GEMM_TOKENS:
            x = torch.randn(1, tokens, cols, device="cuda", dtype=torch.bfloat16)
            dev = common.device_time(lambda: F.linear(x, w), repeats)
            out.append(point(kind="gemm", rows=rows, cols=cols, tokens=tokens,
                             flop=2 * rows * cols * tokens, bytes=rows * cols * 2,
                             device_s=quantiles(dev)))
        del w
    return out


def bench_sdpa(repeats):
    import torch.nn.functional as F
    out = []
    heads, kv_heads, d = 32, 8, 128
    for ctx in SDPA_CONTEXTS:
        q = torch.randn(1, heads, 1, d, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(1, kv_heads, ctx, d, device="cuda", dtype=torch.bfloat16)
        v = torch.randn_like(k)
        dev = common.device_time(
            lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True), repeats)
        out.append(point(kind="sdpa_decode", heads=heads, kv_heads=kv_heads, head_dim=d,
                         context=ctx, kv_bytes=2 * kv_heads * ctx * d * 2,
                         device_s=quantiles(dev)))
    for t in PREFILL_TOKENS:
        q = torch.randn(1, heads, t, d, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(1, kv_heads, t, d, device="cuda", dtype=torch.bfloat16)
        v = torch.randn_like(k)
        dev = common.device_time(
            lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True),
            repeats)
        out.append(point(kind="sdpa_prefill", heads=heads, kv_heads=kv_heads, head_dim=d,
                         tokens=t, flop=4 * heads * d * t * t // 2, device_s=quantiles(dev)))
    return out


def bench_pytorch(args):
    r = args.repeats
    sizes = COPY_SIZES[:6] if args.quick else COPY_SIZES
    parts = {}
    for name, fn in (("copies", lambda: bench_copies(r, sizes)),
                     ("index_select", lambda: bench_index_select(max(3, r // 2), args.quick)),
                     ("select_to_host", lambda: bench_select_to_host(r)),
                     ("dispatch", lambda: bench_dispatch(r)),
                     ("gemv", lambda: bench_gemv(r)),
                     ("sdpa", lambda: bench_sdpa(r))):
        parts[name] = guarded(name, fn)
    return parts


# --------------------------------------------------------------------------------- accelerate
def bench_accelerate(args):
    from accelerate.hooks import AlignDevicesHook, add_hook_to_module, remove_hook_from_module
    from accelerate.utils import set_module_tensor_to_device
    from accelerate.utils.offload import load_offloaded_weight, offload_weight
    r = args.repeats
    parts = {}

    def onload(clear):
        out = []
        for size in ([8 * KIB, 16 * KIB] + (COPY_SIZES[:6] if args.quick else COPY_SIZES)):
            n = size // 2
            holder = torch.nn.Module()
            holder.weight = torch.nn.Parameter(torch.empty(n, dtype=torch.bfloat16, device="meta"),
                                               requires_grad=False)
            value = common.fill_random_(torch.empty(n, dtype=torch.bfloat16))

            def run():
                set_module_tensor_to_device(holder, "weight", 0, value=value, clear_cache=clear)
                set_module_tensor_to_device(holder, "weight", "meta")

            host = common.host_time(run, r)
            out.append(point(kind="onload_tensor", clear_cache=clear, bytes=size,
                             host_s=quantiles(host)))
        return out

    parts["onload"] = guarded("onload", lambda: onload(True))
    parts["onload_no_clear"] = guarded("onload_no_clear", lambda: onload(False))

    def hook():
        out = []
        lin = torch.nn.Linear(4096, 256, bias=False, device="cuda", dtype=torch.bfloat16)
        x = torch.randn(1, 1, 4096, device="cuda", dtype=torch.bfloat16)
        calls = 500

        def loop():
            for _ in range(calls):
                lin(x)

        bare = common.host_time(loop, max(3, r // 3), warmup=1)
        add_hook_to_module(lin, AlignDevicesHook(execution_device=0, io_same_device=True))
        hooked = common.host_time(loop, max(3, r // 3), warmup=1)
        remove_hook_from_module(lin)
        out.append(point(kind="hook_dispatch", calls=calls,
                         bare_s_per_call=quantiles([b / calls for b in bare]),
                         hooked_s_per_call=quantiles([h / calls for h in hooked])))
        return out

    parts["hook"] = guarded("hook", hook)

    def disk():
        out = []
        with tempfile.TemporaryDirectory(dir=args.scratch) as folder:
            for size in ([8 * KIB] + (COPY_SIZES[:6] if args.quick else COPY_SIZES)):
                t = common.fill_random_(torch.empty(size // 2, dtype=torch.bfloat16))
                index = offload_weight(t, f"w{size}", folder, index={})
                info = index[f"w{size}"]
                path = os.path.join(folder, f"w{size}.dat")
                load_offloaded_weight(path, info)  # the page cache holds it from here on
                host = common.host_time(lambda: load_offloaded_weight(path, info), r)
                out.append(point(kind="load_offloaded_weight", bytes=size,
                                 host_s=quantiles(host)))
        return out

    parts["disk"] = guarded("disk", disk)
    return parts


# --------------------------------------------------------------------------------- transformers
TINY = "workloads/models/hf/Meta-Llama-3.1-8B/config.json"


def tiny_llama(layers, hidden=256):
    """A Llama-3.1-8B config shrunk to `layers` layers of width `hidden` (same code path)."""
    from transformers import AutoModelForCausalLM
    cfg = common.load_config(TINY, layers)
    cfg.hidden_size, cfg.intermediate_size = hidden, 4 * hidden
    cfg.num_attention_heads, cfg.num_key_value_heads = 4, 1
    cfg.head_dim = hidden // 4
    cfg.vocab_size = 4096
    try:
        m = AutoModelForCausalLM.from_config(cfg, attn_implementation="sdpa", dtype=torch.bfloat16)
    except TypeError:
        m = AutoModelForCausalLM.from_config(cfg, attn_implementation="sdpa",
                                             torch_dtype=torch.bfloat16)
    return m.to("cuda").eval()


class StepTimes:
    """A logits processor that stamps the time of every generated token (after a sync)."""

    def __init__(self):
        self.stamps = []

    def __call__(self, input_ids, scores):
        torch.cuda.synchronize()
        self.stamps.append(time.perf_counter())
        return scores


def generate_per_token(model, tokens, prompt=16):
    from transformers import LogitsProcessorList
    ids = torch.randint(0, model.config.vocab_size, (1, prompt), device="cuda")
    st = StepTimes()
    with torch.no_grad():
        model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=tokens,
                       min_new_tokens=tokens, do_sample=False, pad_token_id=0,
                       logits_processor=LogitsProcessorList([st]))
    gaps = [b - a for a, b in zip(st.stamps[1:], st.stamps[2:])]  # steady decode steps
    return gaps


def count_ops(model):
    """aten operations of one decode step, attributed to the innermost module class running, and
    the calls of each module class (in all, and inside a decoder layer)."""
    from torch.utils._python_dispatch import TorchDispatchMode
    stack = []
    counts = collections.Counter()
    calls = collections.Counter()
    calls_in_layer = collections.Counter()
    counting = {"on": False}

    def pre(mod, *_):
        name = type(mod).__name__
        if counting["on"]:
            calls[name] += 1
            if any(s.endswith("DecoderLayer") for s in stack):
                calls_in_layer[name] += 1
        stack.append(name)

    def post(mod, *_):
        stack.pop()

    handles = []
    for m in model.modules():
        handles.append(m.register_forward_pre_hook(pre))
        handles.append(m.register_forward_hook(post))

    class Count(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            counts[(stack[-1] if stack else "<outside>", str(func.overloadpacket))] += 1
            return func(*args, **(kwargs or {}))

    ids = torch.randint(0, model.config.vocab_size, (1, 8), device="cuda")
    with torch.no_grad():
        out = model(ids, use_cache=True)
        nxt = out.logits[:, -1:].argmax(-1)
        counting["on"] = True
        with Count():
            model(nxt, past_key_values=out.past_key_values, use_cache=True)
        counting["on"] = False
    for h in handles:
        h.remove()
    per_class = collections.defaultdict(lambda: {"calls": 0, "calls_in_layer": 0, "ops": {}})
    for (cls, op), n in sorted(counts.items()):
        per_class[cls]["ops"][op] = n
    for cls, n in calls.items():
        per_class[cls]["calls"] = n
        per_class[cls]["calls_in_layer"] = calls_in_layer[cls]
    return dict(sorted(per_class.items()))


def bench_transformers(args):
    parts = {}

    def gen():
        out = []
        tokens = 24 if args.quick else 64
        for layers in (1, 2, 4):
            m = tiny_llama(layers)
            generate_per_token(m, 4)  # warm-up
            gaps = generate_per_token(m, tokens)
            out.append(point(kind="generate_step", model="tiny-llama", layers=layers,
                             tokens=tokens, host_s=quantiles(gaps)))
            del m
        return out

    parts["generate"] = guarded("generate", gen)
    parts["ops"] = guarded("ops", lambda: [point(kind="aten_ops", model="tiny-llama", layers=1,
                                                 per_module_class=count_ops(tiny_llama(1)))])
    return parts


# --------------------------------------------------------------------------------- main
def guarded(name, fn):
    log(f"stack_bench: {name}")
    t0 = time.perf_counter()
    try:
        points = fn()
        return {"points": points, "seconds": time.perf_counter() - t0}
    except Exception:  # noqa: BLE001 - one failed part must not lose the others
        log(traceback.format_exc())
        return {"error": traceback.format_exc(), "seconds": time.perf_counter() - t0}
    finally:
        gc.collect()
        torch.cuda.empty_cache()


STACKS = {"pytorch": bench_pytorch, "hf-accelerate": bench_accelerate,
          "hf-transformers": bench_transformers}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--stack", action="append", choices=sorted(STACKS))
    ap.add_argument("--repeats", type=int, default=9)
    ap.add_argument("--quick", action="store_true", help="fewer sizes and a smaller source")
    ap.add_argument("--scratch", default=None, help="folder for the memory-mapped files")
    args = ap.parse_args()
    stacks = args.stack or list(STACKS)
    doc = {"schema": "hwsim-stack-bench/1", "command_line": " ".join(sys.argv),
           "versions": common.versions(), "quick": args.quick, "repeats": args.repeats,
           "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "stacks": {}}
    torch.cuda.init()
    for s in stacks:
        doc["stacks"][s] = STACKS[s](args)
        common.write_json(args.out, doc)
    doc["finished"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    common.write_json(args.out, doc)
    log(f"stack_bench: wrote {args.out}")


if __name__ == "__main__":
    main()
