#!/usr/bin/env python3
"""Measures the GPU memory of real PyTorch training steps for hwsim's training-memory model.

Two small models match hwsim model files (dimensions repeated here; hwsim checks the parameter
count against the file):
  gpt   workloads/models/validation-gpt-block.yaml   the source's plain GPT block, eager attention
  llama workloads/models/validation-llama-block.yaml Llama-style block, eager or flash attention

For every case: one warm-up step (optimizer states and library workspaces exist afterwards), then
one measured step with the peak allocated memory of each phase (forward + loss, backward,
optimizer step) and the allocated memory between phases. The JSON schema is in README.md.

Pure PyTorch, no downloads.  Usage: python3 train_memory.py --out FILE [--quick]
"""
import argparse
import contextlib
import gc
import json
import math
import sys
import time
import traceback

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt

MODELS = {
    "gpt": dict(file="workloads/models/validation-gpt-block.yaml", vocab=32000, hidden=1024,
                layers=4, heads=16, kv_heads=16, head_dim=64, inner=4096),
    "llama": dict(file="workloads/models/validation-llama-block.yaml", vocab=32000, hidden=1024,
                  layers=4, heads=16, kv_heads=4, head_dim=64, inner=2816),
}
GPT_DROPOUT = 0.1


# ----------------------------------------------------------------------------------------------
# The source's GPT block: exactly the ops the source's activation formula counts.
class GPTBlock(nn.Module):
    def __init__(self, m, p):
        super().__init__()
        h = m["hidden"]
        self.heads, self.d, self.p = m["heads"], m["head_dim"], p
        self.ln1 = nn.LayerNorm(h)
        self.qkv = nn.Linear(h, 3 * h)  # fused Q/K/V (same parameters as three h x h + biases)
        self.o = nn.Linear(h, h)
        self.ln2 = nn.LayerNorm(h)
        self.up = nn.Linear(h, m["inner"])
        self.down = nn.Linear(m["inner"], h)

    def forward(self, x, mask):
        b, s, h = x.shape
        a, d = self.heads, self.d
        q, k, v = self.qkv(self.ln1(x)).split(h, dim=-1)
        q = q.view(b, s, a, d).transpose(1, 2)
        k = k.view(b, s, a, d).transpose(1, 2)
        v = v.view(b, s, a, d).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(d))  # saves q, k
        att = att.masked_fill(mask, float("-inf"))  # saves the shared mask only
        att = F.softmax(att, dim=-1)  # saves its output
        att = F.dropout(att, self.p, self.training)  # saves a 1-byte mask
        z = (att @ v).transpose(1, 2).reshape(b, s, h)  # saves dropout output and v
        x = x + F.dropout(self.o(z), self.p, self.training)  # o saves z; 1-byte mask
        y = self.up(self.ln2(x))
        return x + F.dropout(self.down(F.gelu(y)), self.p, self.training)


class GPT(nn.Module):
    def __init__(self, m, p):
        super().__init__()
        self.emb = nn.Embedding(m["vocab"], m["hidden"])
        self.blocks = nn.ModuleList([GPTBlock(m, p) for _ in range(m["layers"])])
        self.ln_f = nn.LayerNorm(m["hidden"])
        self.recompute = False
        self.mask = None

    def setup(self, s, device):
        self.mask = torch.triu(torch.ones(s, s, dtype=torch.bool, device=device), diagonal=1)

    def forward(self, idx):
        x = self.emb(idx)
        for blk in self.blocks:
            if self.recompute:
                x = ckpt.checkpoint(blk, x, self.mask, use_reentrant=False)
            else:
                x = blk(x, self.mask)
        return F.linear(self.ln_f(x), self.emb.weight)  # tied head


# ----------------------------------------------------------------------------------------------
# Llama-style block: RMSNorm, GQA, rotary, SwiGLU (fused: saves gate and up only), no biases.
class SwiGLU(torch.autograd.Function):
    """silu(gate) * up saving only gate and up (what fused SwiGLU kernels keep)."""

    @staticmethod
    def forward(ctx, gate, up):
        ctx.save_for_backward(gate, up)
        return F.silu(gate) * up

    @staticmethod
    def backward(ctx, g):
        gate, up = ctx.saved_tensors
        sig = torch.sigmoid(gate)
        d_up = g * gate * sig
        d_gate = g * up * sig * (1 + gate * (1 - sig))
        return d_gate, d_up


def rope(x, cos, sin):  # x [b, s, heads, d]; cos, sin [s, 1, d]
    x1, x2 = x.chunk(2, dim=-1)
    return x * cos + torch.cat((-x2, x1), dim=-1) * sin  # mul by a constant saves the constant


class LlamaBlock(nn.Module):
    def __init__(self, m):
        super().__init__()
        h, H, G, d, inner = m["hidden"], m["heads"], m["kv_heads"], m["head_dim"], m["inner"]
        self.H, self.G, self.d, self.inner = H, G, d, inner
        self.n1 = nn.RMSNorm(h, eps=1e-5)
        self.qkv = nn.Linear(h, (H + 2 * G) * d, bias=False)
        self.o = nn.Linear(H * d, h, bias=False)
        self.n2 = nn.RMSNorm(h, eps=1e-5)
        self.gate_up = nn.Linear(h, 2 * inner, bias=False)
        self.down = nn.Linear(inner, h, bias=False)
        self.attention = "flash"

    def forward(self, x, cos, sin, gmask):
        b, s, h = x.shape
        H, G, d = self.H, self.G, self.d
        qkv = self.qkv(self.n1(x))
        q = rope(qkv[..., : H * d].view(b, s, H, d), cos, sin)
        k = rope(qkv[..., H * d: (H + G) * d].view(b, s, G, d), cos, sin)
        v = qkv[..., (H + G) * d:].view(b, s, G, d)
        if self.attention == "flash":
            v = v.contiguous()  # so the saved v does not keep the whole qkv output alive
            from torch.nn.attention import SDPBackend, sdpa_kernel
            with sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
                z = F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2),
                                                   v.transpose(1, 2), is_causal=True,
                                                   enable_gqa=True)
            z = z.transpose(1, 2).reshape(b, s, H * d)
        else:
            # Grouped eager attention without repeating K/V: the r = H/G query heads of a group
            # are stacked along the query axis, so K and V are kept at G heads.
            r = H // G
            qg = q.view(b, s, G, r, d).permute(0, 2, 3, 1, 4).reshape(b, G, r * s, d)
            att = (qg @ k.permute(0, 2, 3, 1)) * (1.0 / math.sqrt(d))
            att = F.softmax(att.masked_fill(gmask, float("-inf")), dim=-1)
            zg = att @ v.permute(0, 2, 1, 3)
            z = zg.view(b, G, r, s, d).permute(0, 3, 1, 2, 4).reshape(b, s, H * d)
        x = x + self.o(z)
        gate, up = self.gate_up(self.n2(x)).chunk(2, dim=-1)
        return x + self.down(SwiGLU.apply(gate, up))


class Llama(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m
        self.emb = nn.Embedding(m["vocab"], m["hidden"])
        self.blocks = nn.ModuleList([LlamaBlock(m) for _ in range(m["layers"])])
        self.norm = nn.RMSNorm(m["hidden"], eps=1e-5)
        self.head = nn.Linear(m["hidden"], m["vocab"], bias=False)
        self.recompute = False
        self.cos = self.sin = self.gmask = None

    def setup(self, s, device, dtype, attention):
        d = self.m["head_dim"]
        inv = 1.0 / (10000 ** (torch.arange(0, d, 2, device=device, dtype=torch.float32) / d))
        ang = torch.outer(torch.arange(s, device=device, dtype=torch.float32), inv)
        ang = torch.cat((ang, ang), dim=-1)[:, None, :]
        self.cos, self.sin = ang.cos().to(dtype), ang.sin().to(dtype)
        for blk in self.blocks:
            blk.attention = attention
        if attention == "eager":
            r = self.m["heads"] // self.m["kv_heads"]
            pos = torch.arange(s, device=device)
            self.gmask = (pos.repeat(r)[:, None] < pos[None, :])
        else:
            self.gmask = None

    def forward(self, idx):
        x = self.emb(idx)
        for blk in self.blocks:
            if self.recompute:
                x = ckpt.checkpoint(blk, x, self.cos, self.sin, self.gmask, use_reentrant=False)
            else:
                x = blk(x, self.cos, self.sin, self.gmask)
        return self.head(self.norm(x))


# ----------------------------------------------------------------------------------------------
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


def build(case, device):
    m = MODELS[case["model"]]
    torch.manual_seed(0)
    if case["model"] == "gpt":
        model = GPT(m, case["dropout"])
    else:
        model = Llama(m)
    dtype = torch.bfloat16 if case["precision"] == "bf16_pure" else torch.float32
    model = model.to(device=device, dtype=dtype)
    model.recompute = case["recompute"] == "full"
    act_dtype = torch.float32 if case["precision"] == "fp32" else torch.bfloat16
    if case["model"] == "gpt":
        model.setup(case["seq_len"], device)
    else:
        model.setup(case["seq_len"], device, act_dtype, case["attention"])
    model.train()
    params = list(model.parameters())
    if case["optimizer"] == "adamw":
        opt = torch.optim.AdamW(params, lr=1e-4, foreach=True)
    else:
        opt = torch.optim.SGD(params, lr=1e-3, foreach=True)
    return model, opt


def autocast_ctx(case):
    if case["precision"] == "bf16_autocast":
        return torch.autocast("cuda", dtype=torch.bfloat16)
    return contextlib.nullcontext()


def forward_loss(model, case, idx, tgt):
    with autocast_ctx(case):
        logits = model(idx)
        return F.cross_entropy(logits.float().view(-1, logits.shape[-1]), tgt.view(-1))


def run_case(case, device):
    gc.collect()
    torch.cuda.empty_cache()
    torch.cuda.synchronize()
    pre_model = torch.cuda.memory_allocated()
    model, opt = build(case, device)
    g = torch.Generator(device=device).manual_seed(1)
    v = MODELS[case["model"]]["vocab"]
    idx = torch.randint(0, v, (case["micro_batch"], case["seq_len"]), device=device, generator=g)
    tgt = torch.randint(0, v, (case["micro_batch"], case["seq_len"]), device=device, generator=g)

    # Warm-up step: optimizer states, library workspaces and kernels exist afterwards.
    forward_loss(model, case, idx, tgt).backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    gc.collect()
    torch.cuda.synchronize()

    params = list(model.parameters())
    param_bytes = tensor_bytes(params)
    state_bytes = tensor_bytes([t for st in opt.state.values() for t in st.values()])
    baseline = torch.cuda.memory_allocated()

    # Per-block allocated memory after each block's forward (differences = what a block keeps).
    after_block = []
    hooks = [b.register_forward_hook(lambda *_: after_block.append(torch.cuda.memory_allocated()))
             for b in model.blocks]

    mem = {}
    t0 = time.perf_counter()
    torch.cuda.reset_peak_memory_stats()
    loss = forward_loss(model, case, idx, tgt)
    torch.cuda.synchronize()
    mem["peak_forward_bytes"] = torch.cuda.max_memory_allocated()
    mem["after_forward_bytes"] = torch.cuda.memory_allocated()
    for hk in hooks:
        hk.remove()
    torch.cuda.reset_peak_memory_stats()
    loss.backward()
    del loss
    torch.cuda.synchronize()
    mem["peak_backward_bytes"] = torch.cuda.max_memory_allocated()
    mem["after_backward_bytes"] = torch.cuda.memory_allocated()
    grad_bytes = tensor_bytes([p.grad for p in params])
    torch.cuda.reset_peak_memory_stats()
    opt.step()
    torch.cuda.synchronize()
    mem["peak_optimizer_bytes"] = torch.cuda.max_memory_allocated()
    mem["after_optimizer_bytes"] = torch.cuda.memory_allocated()
    opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    step_ms = (time.perf_counter() - t0) * 1e3
    mem["after_zero_grad_bytes"] = torch.cuda.memory_allocated()
    phases = ["forward", "backward", "optimizer"]
    peaks = [mem["peak_%s_bytes" % p] for p in phases]
    mem["peak_step_bytes"] = max(peaks)
    mem["peak_phase"] = phases[peaks.index(max(peaks))]
    mem["baseline_bytes"] = baseline
    mem["pre_model_bytes"] = pre_model
    mem["parameter_bytes"] = param_bytes
    mem["optimizer_state_bytes"] = state_bytes
    mem["gradient_bytes"] = grad_bytes
    mem["inputs_and_buffers_bytes"] = baseline - pre_model - param_bytes - state_bytes
    mem["parameter_count"] = sum(p.numel() for p in params)
    prev = None
    deltas = []
    for i, a in enumerate(after_block):
        if i > 0:
            deltas.append(a - prev)
        prev = a
    mem["block_forward_delta_bytes"] = deltas  # blocks 1..L-1 (block 0 also holds the embedding out)
    mem["step_ms"] = step_ms
    return model, opt, idx, tgt, mem


def probe_saved(model, case, idx, tgt):
    """Saved tensors of block 1's forward (deduplicated by storage; parameters excluded)."""
    param_ptrs = {p.untyped_storage().data_ptr() for p in model.parameters()}
    param_shapes = {tuple(p.shape) for p in model.parameters()}
    shared = set()
    for name in ("mask", "cos", "sin", "gmask"):
        t = getattr(model, name, None)
        if torch.is_tensor(t):
            shared.add(t.untyped_storage().data_ptr())
    records, seen, active = [], set(), [False]

    def pack(t):
        if active[0] and torch.is_tensor(t) and t.device.type == "cuda":
            st = t.untyped_storage()
            ptr = st.data_ptr()
            if ptr not in seen:
                seen.add(ptr)
                kind = "activation"
                if ptr in param_ptrs:
                    kind = "parameter"
                elif ptr in shared:
                    kind = "shared_constant"
                elif tuple(t.shape) in param_shapes and t.dtype == torch.bfloat16:
                    kind = "weight_cast"
                records.append(dict(shape=list(t.shape), dtype=str(t.dtype).replace("torch.", ""),
                                    storage_bytes=st.nbytes(), kind=kind))
        return t

    blk = model.blocks[1]
    h1 = blk.register_forward_pre_hook(lambda *_: active.__setitem__(0, True))
    h2 = blk.register_forward_hook(lambda *_: active.__setitem__(0, False))
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        loss = forward_loss(model, case, idx, tgt)
    h1.remove()
    h2.remove()
    loss.backward()
    model.zero_grad(set_to_none=True)
    acts = sum(r["storage_bytes"] for r in records if r["kind"] == "activation")
    return dict(case=case["name"], block=1, activation_bytes=acts, tensors=records)


def case_name(c):
    return "%s.%s.%s.%s.%s.b%d.s%d" % (c["model"], c["precision"], c["attention"], c["recompute"],
                                        c["optimizer"], c["micro_batch"], c["seq_len"])


def make_cases(quick):
    cases = []

    def add(model, precision, attention, recompute, optimizer, shapes):
        for b, s in shapes:
            c = dict(model=model, model_file=MODELS[model]["file"], micro_batch=b, seq_len=s,
                     precision=precision, attention=attention, recompute=recompute,
                     optimizer=optimizer, dropout=GPT_DROPOUT if model == "gpt" else 0.0)
            c["name"] = case_name(c)
            cases.append(c)

    five = [(1, 512), (1, 2048), (4, 1024), (8, 512), (8, 2048)]
    three = [(1, 512), (4, 1024), (8, 2048)]
    two = [(4, 1024), (8, 2048)]
    if quick:
        five = three = two = [(1, 512)]
    add("gpt", "fp32", "eager", "none", "adamw", five)
    add("gpt", "bf16_pure", "eager", "none", "adamw", five)
    add("gpt", "bf16_autocast", "eager", "none", "adamw", three)
    add("gpt", "fp32", "eager", "full", "adamw", two)
    add("gpt", "bf16_pure", "eager", "full", "adamw", two)
    add("gpt", "fp32", "eager", "none", "sgd", [(4, 1024)])
    add("gpt", "bf16_pure", "eager", "none", "sgd", [(4, 1024)])
    add("llama", "fp32", "eager", "none", "adamw", three)
    add("llama", "bf16_pure", "eager", "none", "adamw", three)
    add("llama", "bf16_pure", "flash", "none", "adamw", five)
    add("llama", "bf16_autocast", "flash", "none", "adamw", three)
    add("llama", "bf16_pure", "flash", "full", "adamw", two)
    add("llama", "bf16_pure", "eager", "full", "adamw", [(8, 2048)])
    add("llama", "bf16_pure", "flash", "none", "sgd", [(4, 1024)])
    return cases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true", help="one shape per configuration")
    args = ap.parse_args()
    device = torch.device("cuda")
    torch.backends.cuda.matmul.allow_tf32 = False

    # Create the library workspaces (cuBLAS, cuBLASLt) before any case, so every case's
    # pre_model_bytes holds them and nothing else.
    before = torch.cuda.memory_allocated()
    for dt in (torch.float32, torch.bfloat16):
        a = torch.randn(256, 256, device=device, dtype=dt, requires_grad=True)
        (a @ a).sum().backward()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            (a.float() @ a.float()).sum().backward()
        del a
    gc.collect()
    torch.cuda.synchronize()
    workspace = torch.cuda.memory_allocated() - before

    props = torch.cuda.get_device_properties(0)
    out = dict(schema="hwsim.train_memory.v1",
               device=dict(name=torch.cuda.get_device_name(0), total_memory_bytes=props.total_memory,
                           torch=torch.__version__, cuda=torch.version.cuda,
                           python=sys.version.split()[0]),
               framework=dict(library_workspace_bytes=workspace),
               cases=[], saved_tensor_probes=[])
    t_start = time.perf_counter()
    probed = set()
    for case in make_cases(args.quick):
        rec = dict(case)
        try:
            model, opt, idx, tgt, mem = run_case(case, device)
            rec["measured"] = mem
            key = (case["model"], case["precision"], case["attention"])
            if case["recompute"] == "none" and case["micro_batch"] == 1 and key not in probed:
                probed.add(key)
                out["saved_tensor_probes"].append(probe_saved(model, case, idx, tgt))
            del model, opt, idx, tgt
            print("%-48s peak %9.1f MiB (%s)  after fwd %9.1f MiB  %.0f ms" % (
                case["name"], mem["peak_step_bytes"] / 2**20, mem["peak_phase"],
                mem["after_forward_bytes"] / 2**20, mem["step_ms"]))
        except Exception as e:  # keep going: one failing case must not lose the others
            rec["error"] = "%s: %s" % (type(e).__name__, e)
            traceback.print_exc()
        out["cases"].append(rec)
        with open(args.out, "w") as f:
            json.dump(out, f, indent=1)
    out["wall_s"] = time.perf_counter() - t_start
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)
    print("done: %d cases in %.1f s" % (len(out["cases"]), out["wall_s"]))


if __name__ == "__main__":
    main()
