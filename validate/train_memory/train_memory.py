#!/usr/bin/env python3
"""Measures the GPU memory of real PyTorch training steps for hwsim's training-memory model.

Three case sets (--set, repeatable; README.md lists them and the JSON schema):
  dev      the 37 cases the model was developed on: two models, `gpt` (the source's plain GPT
           block, workloads/models/validation-gpt-block.yaml) and `llama` (a Llama-style block,
           validation-llama-block.yaml)
  dev2     further cases of the held-out kinds at other shapes (workloads/models/dev2-*.yaml),
           which the model may be developed against
  heldout  cases nothing is tuned to (workloads/models/heldout-*.yaml)
Dimensions are repeated here (MODELS); before a case runs, the PyTorch model's parameter count
must equal hwsim's count of its model file (expected_parameter_count, checked again by hwsim).

For every case: three optimizer steps, each with the peak allocated memory of each phase
(forward + loss and backward per micro-batch, optimizer step) and the allocated memory between
phases. Step 1 creates the optimizer states (recorded as `first_step`); step 3 is the steady state.

Pure PyTorch, no downloads.
Usage: python3 train_memory.py --out FILE [--set dev|dev2|heldout ...] [--quick]
       python3 train_memory.py --list-cases [--set ...]      (no PyTorch needed)
"""
import argparse
import contextlib
import gc
import json
import math
import sys
import time
import traceback

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    import torch.utils.checkpoint as ckpt

    _Module, _Function = nn.Module, torch.autograd.Function
except ModuleNotFoundError:  # --list-cases needs no torch
    torch = None
    _Module = _Function = object

MODELS = {
    "gpt": dict(file="workloads/models/validation-gpt-block.yaml", vocab=32000, hidden=1024,
                layers=4, heads=16, kv_heads=16, head_dim=64, inner=4096, norm="layernorm",
                bias=True, positions="none", tied=True, qkv="fused", ffn="gelu", dropout=0.1,
                ffn_impl="plain"),
    "llama": dict(file="workloads/models/validation-llama-block.yaml", vocab=32000, hidden=1024,
                  layers=4, heads=16, kv_heads=4, head_dim=64, inner=2816, norm="rmsnorm",
                  bias=False, positions="rotary", tied=False, qkv="fused", ffn="swiglu",
                  gate_up="fused", dropout=0.0, ffn_impl="saves_gate_up_only"),
}
# The configurable Decoder's models (dev2 and held-out). Keys: norm layernorm | rmsnorm; bias on
# every projection and FFN matrix; positions learned (max_positions rows) | rotary; tied head;
# qkv fused | separate projections; ffn gelu_tanh | relu | swiglu_unfused (F.silu(g) * u in plain
# autograd; gate_up fused | separate) | moe (experts x plain SwiGLU experts, top_k routing);
# dropout on attention probabilities, both residual branches and the embedding output.
GPT2_LIKE = dict(norm="layernorm", bias=True, positions="learned", tied=True, qkv="fused",
                 ffn="gelu_tanh", dropout=0.1)
OPT_LIKE = dict(norm="layernorm", bias=True, positions="learned", tied=True, qkv="separate",
                ffn="relu", dropout=0.0)
LLAMA_SEPARATE = dict(norm="rmsnorm", bias=False, positions="rotary", tied=False, qkv="separate",
                      ffn="swiglu_unfused", gate_up="separate", dropout=0.0)
MOE_LIKE = dict(norm="rmsnorm", bias=False, positions="rotary", tied=False, qkv="fused",
                ffn="moe", dropout=0.0)
BIG_VOCAB = dict(norm="rmsnorm", bias=False, positions="rotary", tied=True, qkv="fused",
                 ffn="swiglu_unfused", gate_up="fused", dropout=0.0)
MODELS.update({
    "heldout-gpt2": dict(GPT2_LIKE, vocab=50257, hidden=768, layers=6, heads=12, kv_heads=12,
                         head_dim=64, inner=3072, max_positions=1024),
    "heldout-gqa": dict(LLAMA_SEPARATE, vocab=64000, hidden=1536, layers=3, heads=12, kv_heads=4,
                        head_dim=128, inner=4096),
    "heldout-opt-relu": dict(OPT_LIKE, vocab=50272, hidden=1280, layers=4, heads=20,
                             kv_heads=20, head_dim=64, inner=5120, max_positions=2048),
    "heldout-moe": dict(MOE_LIKE, vocab=32768, hidden=768, layers=3, heads=12, kv_heads=4,
                        head_dim=64, experts=8, top_k=2, expert_inner=1536),
    "heldout-bigvocab": dict(BIG_VOCAB, vocab=262144, hidden=640, layers=2, heads=10, kv_heads=2,
                             head_dim=64, inner=1792),
    "dev2-gpt2": dict(GPT2_LIKE, vocab=50257, hidden=512, layers=8, heads=8, kv_heads=8,
                      head_dim=64, inner=2048, max_positions=2048),
    "dev2-gqa": dict(LLAMA_SEPARATE, vocab=32000, hidden=2048, layers=2, heads=16, kv_heads=8,
                     head_dim=128, inner=5632),
    "dev2-relu": dict(OPT_LIKE, vocab=50272, hidden=896, layers=3, heads=14, kv_heads=14,
                      head_dim=64, inner=3584, max_positions=2048),
    "dev2-moe": dict(MOE_LIKE, vocab=32000, hidden=512, layers=4, heads=8, kv_heads=2,
                     head_dim=64, experts=4, top_k=1, expert_inner=2048),
    "dev2-vocab128k": dict(BIG_VOCAB, vocab=128256, hidden=512, layers=2, heads=8, kv_heads=8,
                           head_dim=64, inner=1536, tied=False),
})
for _name, _m in MODELS.items():
    _m.setdefault("file", "workloads/models/%s.yaml" % _name)
    _m.setdefault("max_positions", 0)
IMPL_KEYS = ("norm", "bias", "positions", "max_positions", "tied", "qkv", "ffn", "gate_up",
             "ffn_impl", "experts", "top_k", "expert_inner", "dropout")


def expected_parameter_count(m):
    """Parameters as hwsim counts them (sim/model/architecture.hpp), from the MODELS entry."""
    h, H, G, d, b = m["hidden"], m["heads"], m["kv_heads"], m["head_dim"], int(m["bias"])
    norm = 2 * h if m["norm"] == "layernorm" else h
    attn = (H + 2 * G) * d * h + b * (H + 2 * G) * d + h * H * d + b * h
    if m["ffn"] == "moe":  # router without bias, plain SwiGLU experts without biases
        ffn = m["experts"] * h + m["experts"] * 3 * m["expert_inner"] * h
    elif m["ffn"] in ("swiglu", "swiglu_unfused"):
        ffn = 3 * m["inner"] * h + b * (2 * m["inner"] + h)
    else:
        ffn = 2 * m["inner"] * h + b * (m["inner"] + h)
    block = attn + ffn + 2 * norm
    total = m["vocab"] * h + m["max_positions"] * h + m["layers"] * block + norm
    return total + (0 if m["tied"] else m["vocab"] * h)




# ----------------------------------------------------------------------------------------------
# The source's GPT block: exactly the ops the source's activation formula counts.
class GPTBlock(_Module):
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


class GPT(_Module):
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
class SwiGLU(_Function):
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


class LlamaBlock(_Module):
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


class Llama(_Module):
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
# A configurable decoder for the dev2 and held-out sets: each implementation choice is a key of
# its MODELS entry (see IMPL_KEYS) and is copied into every case's `impl` field, so a predictor
# can read what ran. Plain autograd throughout (no custom Functions).
def drop(x, p, training):
    """Dropout, or nothing at all at p = 0 (so a model without dropout runs no dropout op)."""
    return F.dropout(x, p, training) if p > 0 else x


def causal_group_mask(s, r, device):
    """[r*s, s] mask for r query heads stacked on the query axis (r = 1: the plain causal mask)."""
    pos = torch.arange(s, device=device)
    return pos.repeat(r)[:, None] < pos[None, :]


def eager_core(q, k, v, gmask, p, training):
    """Grouped eager attention; q [b, s, H, d], k and v [b, s, G, d] -> z [b, s, H*d]."""
    b, s, H, d = q.shape
    G = k.shape[2]
    r = H // G
    qg = q.view(b, s, G, r, d).permute(0, 2, 3, 1, 4).reshape(b, G, r * s, d)
    att = (qg @ k.permute(0, 2, 3, 1)) * (1.0 / math.sqrt(d))
    att = F.softmax(att.masked_fill(gmask, float("-inf")), dim=-1)
    att = drop(att, p, training)
    zg = att @ v.permute(0, 2, 1, 3)
    return zg.view(b, G, r, s, d).permute(0, 3, 1, 2, 4).reshape(b, s, H * d)


def flash_core(q, k, v, p, training):
    from torch.nn.attention import SDPBackend, sdpa_kernel
    b, s, H, d = q.shape
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
        z = F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2),
                                           dropout_p=p if training else 0.0, is_causal=True,
                                           enable_gqa=k.shape[2] != H)
    return z.transpose(1, 2).reshape(b, s, H * d)


def make_norm(m):
    h = m["hidden"]
    if m["norm"] == "layernorm":
        return nn.LayerNorm(h)
    return nn.RMSNorm(h, eps=1e-5)


class Expert(_Module):
    """One SwiGLU expert, written plainly (Mixtral-style w1/w3/w2): down(silu(gate(x)) * up(x))."""

    def __init__(self, h, inner):
        super().__init__()
        self.gate = nn.Linear(h, inner, bias=False)
        self.up = nn.Linear(h, inner, bias=False)
        self.down = nn.Linear(inner, h, bias=False)

    def forward(self, x):
        return self.down(F.silu(self.gate(x)) * self.up(x))


class MoE(_Module):
    """Top-k routed experts: fp32 softmax over router logits, top-k, renormalised weights; each
    expert gathers its tokens (index), runs, and scatters back with index_add_ (as Hugging Face's
    Mixtral block). The tokens each expert received in the last forward are kept for the JSON."""

    def __init__(self, m):
        super().__init__()
        h = m["hidden"]
        self.k = m["top_k"]
        self.router = nn.Linear(h, m["experts"], bias=False)
        self.experts = nn.ModuleList([Expert(h, m["expert_inner"]) for _ in range(m["experts"])])
        self.last_counts = []

    def forward(self, x):
        b, s, h = x.shape
        x2 = x.reshape(b * s, h)
        probs = F.softmax(self.router(x2), dim=-1, dtype=torch.float32)
        w, sel = torch.topk(probs, self.k, dim=-1)
        w = (w / w.sum(dim=-1, keepdim=True)).to(x2.dtype)
        out = torch.zeros_like(x2)
        counts = []
        for e, expert in enumerate(self.experts):
            tok, slot = torch.where(sel == e)
            counts.append(int(tok.numel()))
            if tok.numel() == 0:
                continue
            y = expert(x2[tok]) * w[tok, slot, None]
            out.index_add_(0, tok, y.to(out.dtype))
        self.last_counts = counts
        return out.view(b, s, h)


class DecoderBlock(_Module):
    def __init__(self, m):
        super().__init__()
        h, H, G, d = m["hidden"], m["heads"], m["kv_heads"], m["head_dim"]
        self.m, self.H, self.G, self.d, self.p = m, H, G, d, m["dropout"]
        bias = m["bias"]
        self.n1, self.n2 = make_norm(m), make_norm(m)
        if m["qkv"] == "fused":
            self.qkv = nn.Linear(h, (H + 2 * G) * d, bias=bias)
        else:
            self.q = nn.Linear(h, H * d, bias=bias)
            self.k = nn.Linear(h, G * d, bias=bias)
            self.v = nn.Linear(h, G * d, bias=bias)
        self.o = nn.Linear(H * d, h, bias=bias)
        ffn, inner = m["ffn"], m.get("inner", 0)
        if ffn == "moe":
            self.moe = MoE(m)
        elif ffn == "swiglu_unfused":
            if m["gate_up"] == "fused":
                self.gate_up = nn.Linear(h, 2 * inner, bias=bias)
            else:
                self.gate = nn.Linear(h, inner, bias=bias)
                self.up = nn.Linear(h, inner, bias=bias)
            self.down = nn.Linear(inner, h, bias=bias)
        else:  # gelu_tanh | relu: two matrices
            self.up = nn.Linear(h, inner, bias=bias)
            self.down = nn.Linear(inner, h, bias=bias)
        self.attention, self.selective = "flash", False

    def qkv_heads(self, x):
        b, s, _ = x.shape
        H, G, d = self.H, self.G, self.d
        if self.m["qkv"] == "fused":
            q, k, v = self.qkv(x).split([H * d, G * d, G * d], dim=-1)
        else:
            q, k, v = self.q(x), self.k(x), self.v(x)
        return q.view(b, s, H, d), k.view(b, s, G, d), v.reshape(b, s, G, d)

    def core(self, q, k, v, gmask):
        if self.attention == "flash":
            return flash_core(q, k, v.contiguous(), self.p, self.training)
        return eager_core(q, k, v, gmask, self.p, self.training)

    def ffn(self, x):
        ffn = self.m["ffn"]
        if ffn == "moe":
            return self.moe(x)
        if ffn == "swiglu_unfused":
            if self.m["gate_up"] == "fused":
                g, u = self.gate_up(x).chunk(2, dim=-1)
            else:
                g, u = self.gate(x), self.up(x)
            return self.down(F.silu(g) * u)
        y = self.up(x)
        y = F.relu(y) if ffn == "relu" else F.gelu(y, approximate="tanh")
        return self.down(y)

    def forward(self, x, cos, sin, gmask):
        q, k, v = self.qkv_heads(self.n1(x))
        if self.m["positions"] == "rotary":
            q, k = rope(q, cos, sin), rope(k, cos, sin)
        if self.selective:  # Megatron-style selective recomputation: the attention core only
            z = ckpt.checkpoint(self.core, q, k, v, gmask, use_reentrant=False)
        else:
            z = self.core(q, k, v, gmask)
        x = x + drop(self.o(z), self.p, self.training)
        return x + drop(self.ffn(self.n2(x)), self.p, self.training)


class Decoder(_Module):
    def __init__(self, m):
        super().__init__()
        self.m = m
        self.emb = nn.Embedding(m["vocab"], m["hidden"])
        if m["positions"] == "learned":
            self.pos = nn.Embedding(m["max_positions"], m["hidden"])
        self.blocks = nn.ModuleList([DecoderBlock(m) for _ in range(m["layers"])])
        self.norm = make_norm(m)
        if not m["tied"]:
            self.head = nn.Linear(m["hidden"], m["vocab"], bias=False)
        self.recompute = False
        self.cos = self.sin = self.gmask = None

    def setup(self, s, device, dtype, attention, recompute):
        d = self.m["head_dim"]
        if self.m["positions"] == "rotary":
            inv = 1.0 / (10000 ** (torch.arange(0, d, 2, device=device, dtype=torch.float32) / d))
            ang = torch.outer(torch.arange(s, device=device, dtype=torch.float32), inv)
            ang = torch.cat((ang, ang), dim=-1)[:, None, :]
            self.cos, self.sin = ang.cos().to(dtype), ang.sin().to(dtype)
        for blk in self.blocks:
            blk.attention = attention
            blk.selective = recompute == "selective"
        self.recompute = recompute == "full"
        r = self.m["heads"] // self.m["kv_heads"]
        self.gmask = causal_group_mask(s, r, device) if attention == "eager" else None

    def forward(self, idx):
        x = self.emb(idx)
        if self.m["positions"] == "learned":
            x = x + self.pos(torch.arange(idx.shape[1], device=idx.device))
        x = drop(x, self.m["dropout"], self.training)
        for blk in self.blocks:
            if self.recompute:
                x = ckpt.checkpoint(blk, x, self.cos, self.sin, self.gmask, use_reentrant=False)
            else:
                x = blk(x, self.cos, self.sin, self.gmask)
        x = self.norm(x)
        return F.linear(x, self.emb.weight) if self.m["tied"] else self.head(x)


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


def make_optimizer(case, params):
    impl = case["optimizer_impl"]
    kw = dict(foreach=impl == "foreach")
    if impl == "fused":
        kw = dict(fused=True)
    elif impl == "for_loop":
        kw = dict(foreach=False, fused=False)
    if case["optimizer"] == "adamw":
        return torch.optim.AdamW(params, lr=1e-4, **kw)
    return torch.optim.SGD(params, lr=1e-3, momentum=case["momentum"], **kw)


def build(case, device):
    m = MODELS[case["model"]]
    torch.manual_seed(0)
    if case["model"] == "gpt":
        model = GPT(m, case["dropout"])
    elif case["model"] == "llama":
        model = Llama(m)
    else:
        with torch.device(device):  # initialised on the GPU: seconds less per case
            model = Decoder(m)
    count = sum(p.numel() for p in model.parameters())
    if count != expected_parameter_count(m):
        raise RuntimeError("%s: PyTorch has %d parameters, hwsim's count of %s is %d" % (
            case["model"], count, m["file"], expected_parameter_count(m)))
    dtype = torch.bfloat16 if case["precision"] == "bf16_pure" else torch.float32
    model = model.to(device=device, dtype=dtype)
    act_dtype = torch.float32 if case["precision"] == "fp32" else torch.bfloat16
    if case["model"] == "gpt":
        model.recompute = case["recompute"] == "full"
        model.setup(case["seq_len"], device)
    elif case["model"] == "llama":
        model.recompute = case["recompute"] == "full"
        model.setup(case["seq_len"], device, act_dtype, case["attention"])
    else:
        model.setup(case["seq_len"], device, act_dtype, case["attention"], case["recompute"])
    model.train()
    return model, make_optimizer(case, list(model.parameters()))


def autocast_ctx(case):
    if case["precision"] == "bf16_autocast":
        return torch.autocast("cuda", dtype=torch.bfloat16)
    return contextlib.nullcontext()


def forward_loss(model, case, idx, tgt):
    with autocast_ctx(case):
        logits = model(idx)
        return F.cross_entropy(logits.float().view(-1, logits.shape[-1]), tgt.view(-1))


def moe_counts(model):
    return [blk.moe.last_counts for blk in model.blocks if hasattr(blk, "moe")]


def run_step(model, opt, case, batches, after_block=None):
    """One optimizer step over len(batches) micro-batches (loss / k each, gradients accumulated);
    reset_peak_memory_stats before every phase, so each phase's max_memory_allocated is its own
    peak. after_block (a list) collects allocated memory after each block of micro-batch 0."""
    k = len(batches)
    mem = dict(baseline_bytes=torch.cuda.memory_allocated(), micro_batches=[])
    hooks = []
    if after_block is not None:
        record = lambda *_: after_block.append(torch.cuda.memory_allocated())  # noqa: E731
        hooks = [b.register_forward_hook(record) for b in model.blocks]
    t0 = time.perf_counter()
    for j, (idx, tgt) in enumerate(batches):
        mb = {}
        torch.cuda.reset_peak_memory_stats()
        loss = forward_loss(model, case, idx, tgt)
        if k > 1:
            loss = loss / k
        torch.cuda.synchronize()
        mb["peak_forward_bytes"] = torch.cuda.max_memory_allocated()
        mb["after_forward_bytes"] = torch.cuda.memory_allocated()
        for hk in hooks:
            hk.remove()
        hooks = []
        torch.cuda.reset_peak_memory_stats()
        loss.backward()
        del loss
        torch.cuda.synchronize()
        mb["peak_backward_bytes"] = torch.cuda.max_memory_allocated()
        mb["after_backward_bytes"] = torch.cuda.memory_allocated()
        mem["micro_batches"].append(mb)
    mem["gradient_bytes"] = tensor_bytes([p.grad for p in model.parameters()])
    torch.cuda.reset_peak_memory_stats()
    opt.step()
    torch.cuda.synchronize()
    mem["peak_optimizer_bytes"] = torch.cuda.max_memory_allocated()
    mem["after_optimizer_bytes"] = torch.cuda.memory_allocated()
    opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    mem["step_ms"] = (time.perf_counter() - t0) * 1e3
    mem["after_zero_grad_bytes"] = torch.cuda.memory_allocated()
    mbs = mem["micro_batches"]
    for key in ("peak_forward_bytes", "peak_backward_bytes"):
        mem[key] = max(mb[key] for mb in mbs)
    for key in ("after_forward_bytes", "after_backward_bytes"):
        mem[key] = mbs[-1][key]
    cands = [(mb["peak_forward_bytes"], "forward", j) for j, mb in enumerate(mbs)]
    cands += [(mb["peak_backward_bytes"], "backward", j) for j, mb in enumerate(mbs)]
    cands.append((mem["peak_optimizer_bytes"], "optimizer", k - 1))
    best = max(cands, key=lambda c: c[0])  # the first of equal peaks (max keeps the first)
    mem["peak_step_bytes"], mem["peak_phase"], mem["peak_micro_batch"] = best
    mem["optimizer_state_bytes"] = tensor_bytes(
        [t for st in opt.state.values() for t in st.values() if torch.is_tensor(t)])
    return mem


STEPS = 3  # step 1: optimizer states created; steps 2 and 3: steady state (recorded: step 3)


def run_case(case, device):
    gc.collect()
    torch.cuda.empty_cache()
    torch.cuda.synchronize()
    pre_model = torch.cuda.memory_allocated()
    model, opt = build(case, device)
    g = torch.Generator(device=device).manual_seed(1)
    v = MODELS[case["model"]]["vocab"]
    shape = (case["micro_batch"], case["seq_len"])
    batches = [(torch.randint(0, v, shape, device=device, generator=g),
                torch.randint(0, v, shape, device=device, generator=g))
               for _ in range(case["grad_accum_steps"])]
    gc.collect()
    torch.cuda.synchronize()
    params = list(model.parameters())
    param_bytes = tensor_bytes(params)

    steps = []
    after_block = []
    for i in range(STEPS):
        gc.collect()
        torch.cuda.synchronize()
        steps.append(run_step(model, opt, case, batches, after_block if i == STEPS - 1 else None))
    first, mem = steps[0], steps[-1]
    for st in steps[1:-1]:
        del st["micro_batches"]  # kept for the first and the recorded step only
    mem["first_step"] = first
    mem["step_peaks_bytes"] = [st["peak_step_bytes"] for st in steps]
    mem["pre_model_bytes"] = pre_model
    mem["parameter_bytes"] = param_bytes
    mem["inputs_and_buffers_bytes"] = (mem["baseline_bytes"] - pre_model - param_bytes -
                                       mem["optimizer_state_bytes"])
    mem["parameter_count"] = sum(p.numel() for p in params)
    mem["block_forward_delta_bytes"] = [b - a for a, b in zip(after_block, after_block[1:])]
    if moe_counts(model):
        mem["moe_tokens_per_expert"] = moe_counts(model)  # per block: last micro-batch's routing
    return model, opt, batches[0][0], batches[0][1], mem


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


def optimizer_label(c):
    if c["optimizer"] == "sgd" and c["momentum"] > 0:
        label = "sgd_m%g" % c["momentum"]
    else:
        label = c["optimizer"]
    return label if c["optimizer_impl"] == "foreach" else label + "_" + c["optimizer_impl"]


def case_name(c):
    name = "%s.%s.%s.%s.%s.b%d.s%d" % (c["model"], c["precision"], c["attention"], c["recompute"],
                                       optimizer_label(c), c["micro_batch"], c["seq_len"])
    return name + (".ga%d" % c["grad_accum_steps"] if c["grad_accum_steps"] > 1 else "")


def new_case(case_set, model, precision, attention, recompute, optimizer, b, s, impl="foreach",
             momentum=0.0, ga=1):
    m = MODELS[model]
    c = dict(set=case_set, model=model, model_file=m["file"], micro_batch=b, seq_len=s,
             grad_accum_steps=ga, precision=precision, attention=attention, recompute=recompute,
             optimizer=optimizer, optimizer_impl=impl, momentum=momentum, dropout=m["dropout"],
             impl={k: m[k] for k in IMPL_KEYS if k in m})
    c["name"] = case_name(c)
    return c


# (model, precision, attention, recompute, optimizer, shapes): the shapes are the (b, s) pairs of
# DEV_SHAPES named here, or a list of their own.
DEV = [
    ("gpt", "fp32", "eager", "none", "adamw", "five"),
    ("gpt", "bf16_pure", "eager", "none", "adamw", "five"),
    ("gpt", "bf16_autocast", "eager", "none", "adamw", "three"),
    ("gpt", "fp32", "eager", "full", "adamw", "two"),
    ("gpt", "bf16_pure", "eager", "full", "adamw", "two"),
    ("gpt", "fp32", "eager", "none", "sgd", [(4, 1024)]),
    ("gpt", "bf16_pure", "eager", "none", "sgd", [(4, 1024)]),
    ("llama", "fp32", "eager", "none", "adamw", "three"),
    ("llama", "bf16_pure", "eager", "none", "adamw", "three"),
    ("llama", "bf16_pure", "flash", "none", "adamw", "five"),
    ("llama", "bf16_autocast", "flash", "none", "adamw", "three"),
    ("llama", "bf16_pure", "flash", "full", "adamw", "two"),
    ("llama", "bf16_pure", "eager", "full", "adamw", [(8, 2048)]),
    ("llama", "bf16_pure", "flash", "none", "sgd", [(4, 1024)]),
]
DEV_SHAPES = dict(five=[(1, 512), (1, 2048), (4, 1024), (8, 512), (8, 2048)],
                  three=[(1, 512), (4, 1024), (8, 2048)], two=[(4, 1024), (8, 2048)])


def dev_cases(quick):
    """The set the model was developed on (schema v1's 37 cases, unchanged); `quick`: the named
    shape lists shrink to (1, 512)."""
    cases = []
    for model, precision, attention, recompute, optimizer, shapes in DEV:
        if isinstance(shapes, str):
            shapes = [(1, 512)] if quick else DEV_SHAPES[shapes]
        for b, s in shapes:
            cases.append(new_case("dev", model, precision, attention, recompute, optimizer, b, s))
    return cases


# (model, precision, attention, recompute, optimizer, b, s, options). SDPA's flash kernel takes
# bf16 only, so fp32 cases use the eager core.
DEV2 = [
    ("dev2-gpt2", "fp32", "eager", "none", "adamw", 4, 1024, {}),
    ("dev2-gpt2", "bf16_autocast", "eager", "none", "adamw", 4, 1024, dict(impl="fused")),
    ("dev2-gpt2", "bf16_pure", "eager", "selective", "sgd", 4, 1024, dict(momentum=0.9)),
    ("dev2-gqa", "bf16_autocast", "flash", "none", "adamw", 2, 2048, {}),
    ("dev2-gqa", "bf16_pure", "flash", "none", "adamw", 1, 8192, {}),
    ("dev2-gqa", "bf16_pure", "flash", "full", "adamw", 2, 4096, dict(impl="fused", ga=2)),
    ("dev2-relu", "bf16_autocast", "flash", "none", "adamw", 4, 1024, dict(impl="for_loop")),
    ("dev2-moe", "bf16_pure", "flash", "none", "adamw", 4, 1024, {}),
    ("dev2-moe", "bf16_autocast", "flash", "none", "adamw", 2, 2048, dict(ga=2)),
    ("dev2-vocab128k", "bf16_pure", "flash", "none", "adamw", 2, 2048, {}),
]
HELDOUT = [
    ("heldout-gpt2", "fp32", "eager", "none", "adamw", 4, 1024, {}),
    ("heldout-gpt2", "fp32", "eager", "none", "adamw", 4, 1024, dict(impl="fused")),
    ("heldout-gpt2", "bf16_autocast", "eager", "none", "adamw", 8, 512, {}),
    ("heldout-gpt2", "bf16_pure", "eager", "none", "sgd", 4, 1024, dict(momentum=0.9)),
    ("heldout-gpt2", "fp32", "eager", "full", "adamw", 8, 1024, {}),
    ("heldout-gpt2", "bf16_pure", "eager", "selective", "adamw", 8, 1024, {}),
    ("heldout-gqa", "bf16_autocast", "flash", "none", "adamw", 4, 2048, {}),
    ("heldout-gqa", "bf16_autocast", "flash", "none", "adamw", 4, 2048, dict(impl="fused")),
    ("heldout-gqa", "bf16_pure", "flash", "none", "adamw", 1, 16384, {}),
    ("heldout-gqa", "bf16_pure", "flash", "none", "adamw", 2, 8192, {}),
    ("heldout-gqa", "fp32", "eager", "none", "adamw", 2, 1024, {}),
    ("heldout-gqa", "bf16_pure", "flash", "none", "adamw", 2, 2048, dict(ga=4)),
    ("heldout-gqa", "bf16_pure", "flash", "full", "adamw", 4, 4096, {}),
    ("heldout-gqa", "bf16_autocast", "flash", "full", "adamw", 1, 16384, dict(impl="fused")),
    ("heldout-opt-relu", "fp32", "eager", "none", "adamw", 2, 2048, dict(impl="for_loop")),
    ("heldout-opt-relu", "bf16_autocast", "flash", "none", "adamw", 4, 2048, {}),
    ("heldout-opt-relu", "bf16_pure", "flash", "none", "sgd", 8, 1024, dict(momentum=0.9)),
    ("heldout-opt-relu", "bf16_autocast", "flash", "none", "adamw", 4, 1024, dict(ga=2)),
    ("heldout-moe", "bf16_pure", "flash", "none", "adamw", 4, 2048, {}),
    ("heldout-moe", "bf16_autocast", "flash", "none", "adamw", 4, 2048, dict(impl="fused")),
    ("heldout-moe", "fp32", "eager", "none", "adamw", 2, 1024, {}),
    ("heldout-moe", "bf16_pure", "flash", "full", "adamw", 8, 2048, {}),
    ("heldout-moe", "bf16_pure", "flash", "none", "adamw", 2, 2048, dict(ga=3)),
    ("heldout-bigvocab", "bf16_pure", "flash", "none", "adamw", 4, 2048, {}),
    ("heldout-bigvocab", "bf16_autocast", "flash", "none", "adamw", 2, 2048, dict(impl="fused")),
    ("heldout-bigvocab", "fp32", "eager", "none", "adamw", 1, 2048, {}),
    ("heldout-bigvocab", "bf16_pure", "flash", "full", "sgd", 2, 4096, dict(momentum=0.9)),
]


def table_cases(case_set, rows, quick):
    cases = [new_case(case_set, m, p, a, r, o, b, s, **opt) for m, p, a, r, o, b, s, opt in rows]
    if quick:  # the same configurations at one short shape (names say so)
        for c in cases:
            c["micro_batch"], c["seq_len"] = 1, 512
            c["name"] = case_name(c)
    return cases


def make_cases(case_set, quick):
    if case_set == "dev":
        return dev_cases(quick)
    return table_cases(case_set, DEV2 if case_set == "dev2" else HELDOUT, quick)


def list_cases(sets, quick):
    print("%-8s %-62s %12s  %s" % ("set", "case", "parameters", "model file"))
    for case_set in sets:
        for c in make_cases(case_set, quick):
            m = MODELS[c["model"]]
            print("%-8s %-62s %12d  %s" % (case_set, c["name"], expected_parameter_count(m),
                                           m["file"]))


def init_workspaces(device):
    """Create the library workspaces (cuBLAS, cuBLASLt) before any case, so every case's
    pre_model_bytes holds them and nothing else; returns their bytes."""
    before = torch.cuda.memory_allocated()
    for dt in (torch.float32, torch.bfloat16):
        a = torch.randn(256, 256, device=device, dtype=dt, requires_grad=True)
        (a @ a).sum().backward()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            (a.float() @ a.float()).sum().backward()
        del a
    gc.collect()
    torch.cuda.synchronize()
    return torch.cuda.memory_allocated() - before


def measure(case, device, out, probed):
    rec = dict(case)
    try:
        model, opt, idx, tgt, mem = run_case(case, device)
        rec["measured"] = mem
        # Saved-tensor probes for the development sets only: the held-out cases are compared,
        # never taken apart to tune the model.
        key = (case["model"], case["precision"], case["attention"])
        if (case["set"] != "heldout" and case["recompute"] == "none" and key not in probed
                and (case["micro_batch"] == 1 or case["set"] == "dev2")):
            probed.add(key)
            out["saved_tensor_probes"].append(probe_saved(model, case, idx, tgt))
        del model, opt, idx, tgt
        first = mem["first_step"]
        print("%-62s peak %9.1f MiB (%s)  first step %9.1f MiB (%s)  %.0f ms" % (
            case["name"], mem["peak_step_bytes"] / 2**20, mem["peak_phase"],
            first["peak_step_bytes"] / 2**20, first["peak_phase"], mem["step_ms"]))
    except Exception as e:  # keep going: one failing case must not lose the others
        rec["error"] = "%s: %s" % (type(e).__name__, e)
        traceback.print_exc()
    return rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", help="JSON file written after every case")
    ap.add_argument("--set", action="append", choices=["dev", "dev2", "heldout"],
                    help="case set (repeatable; default dev)")
    ap.add_argument("--quick", action="store_true", help="one short shape per configuration")
    ap.add_argument("--list-cases", action="store_true", help="print the cases and exit (no torch)")
    args = ap.parse_args()
    sets = args.set or ["dev"]
    if args.list_cases:
        list_cases(sets, args.quick)
        return
    if args.out is None:
        ap.error("--out is required unless --list-cases")
    if torch is None:
        sys.exit("train_memory.py: measuring needs PyTorch with CUDA (--list-cases does not)")
    device = torch.device("cuda")
    torch.backends.cuda.matmul.allow_tf32 = False
    workspace = init_workspaces(device)
    props = torch.cuda.get_device_properties(0)
    out = dict(schema="hwsim.train_memory.v2", sets=sets,
               device=dict(name=torch.cuda.get_device_name(0),
                           total_memory_bytes=props.total_memory, torch=torch.__version__,
                           cuda=torch.version.cuda, python=sys.version.split()[0]),
               framework=dict(library_workspace_bytes=workspace), steps=STEPS,
               cases=[], saved_tensor_probes=[])
    t_start = time.perf_counter()
    probed = set()
    for case_set in sets:
        for case in make_cases(case_set, args.quick):
            out["cases"].append(measure(case, device, out, probed))
            with open(args.out, "w") as f:
                json.dump(out, f, indent=1)
    out["wall_s"] = time.perf_counter() - t_start
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)
    print("done: %d cases in %.1f s" % (len(out["cases"]), out["wall_s"]))


if __name__ == "__main__":
    main()
