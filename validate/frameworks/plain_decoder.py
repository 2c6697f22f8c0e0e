"""A plain PyTorch offloaded decoder of the Llama family (llama, mistral, qwen2, qwen3), as a user
writes one: the model's published config.json, the seven projection matrices of every layer kept
in host memory and fetched for each use, everything else (embedding, norms, biases, the output
head, the KV cache) resident on the GPU. Greedy decode with a KV cache after a prompt's prefill.

Fetch modes (how each layer's projections reach the GPU):
  gpu        resident (no offload): the baseline
  pinned     per tensor, dst.copy_(pinned, non_blocking=True) into a GPU buffer on the compute
             stream, then F.linear (copy and compute alternate on one stream)
  prefetch   as pinned, but the next layer's copies run on a second stream into a second buffer
             set while this layer computes (one layer ahead, double-buffered)
  pageable   per tensor, w = pageable.to(DEVICE) (a synchronous, driver-staged copy), then F.linear
  teal       TEAL with index_select: per group of matrices sharing an input (qkv, o, gate_up, down)
             the columns of its input's k = budget x n largest |x| are selected on the GPU
             (torch.topk), the indices sent to the host (idx.cpu()), the selected rows of the
             group's transposed bundle matrix gathered with torch.index_select into a pinned
             staging buffer, copied to the GPU and multiplied (x[idx] @ rows). Prefill is dense.
Rotary embedding uses the config's rope_theta without long-context scaling (timing only).
"""
import math

from common import torch

DEVICE = "cuda"  # the dry run on a machine without a GPU sets "cpu"
PROJ = ("q", "k", "v", "o", "gate", "up", "down")
HF_NAMES = {"q": "self_attn.q_proj", "k": "self_attn.k_proj", "v": "self_attn.v_proj",
            "o": "self_attn.o_proj", "gate": "mlp.gate_proj", "up": "mlp.up_proj",
            "down": "mlp.down_proj"}
SUPPORTED = ("llama", "mistral", "qwen2", "qwen3")


class Shape:
    def __init__(self, cfg):
        if cfg.model_type not in SUPPORTED:
            raise ValueError(f"plain decoder: model_type {cfg.model_type} not in {SUPPORTED}")
        self.h = cfg.hidden_size
        self.heads = cfg.num_attention_heads
        self.kv_heads = cfg.num_key_value_heads
        self.d = getattr(cfg, "head_dim", None) or self.h // self.heads
        self.inner = cfg.intermediate_size
        self.layers = cfg.num_hidden_layers
        self.vocab = cfg.vocab_size
        self.eps = cfg.rms_norm_eps
        rope = getattr(cfg, "rope_theta", None)
        if rope is None:
            rope = (getattr(cfg, "rope_parameters", None) or {}).get("rope_theta", 10000.0)
        self.theta = float(rope)
        self.qk_norm = cfg.model_type == "qwen3"
        self.qkv_bias = cfg.model_type == "qwen2" or bool(getattr(cfg, "attention_bias", False))
        self.tied = bool(getattr(cfg, "tie_word_embeddings", False))


def rms(x, w, eps):
    v = x.float().pow(2).mean(-1, keepdim=True)
    return (x.float() * torch.rsqrt(v + eps)).to(x.dtype) * w


def rope(x, cos, sin):
    half = x.shape[-1] // 2
    rot = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos + rot * sin


class PlainDecoder:
    """Weights from a transformers state dict (CPU tensors, shared, never modified)."""

    def __init__(self, cfg, state, mode, budget=1.0, max_tokens=2048):
        import torch.nn.functional as F  # noqa: F401
        self.s = s = Shape(cfg)
        self.mode, self.budget = mode, budget
        dev = DEVICE
        pre = "model.layers."
        g = lambda name: state[name]  # noqa: E731
        self.embed = g("model.embed_tokens.weight").to(dev)
        self.norm = g("model.norm.weight").to(dev)
        self.head = self.embed if s.tied else g("lm_head.weight").to(dev)
        self.small = []  # per layer: resident norms and biases
        self.mats = []   # per layer: the projections in their home form
        for i in range(s.layers):
            p = f"{pre}{i}."
            small = {"in": g(p + "input_layernorm.weight").to(dev),
                     "post": g(p + "post_attention_layernorm.weight").to(dev)}
            if s.qk_norm:
                small["qn"] = g(p + "self_attn.q_norm.weight").to(dev)
                small["kn"] = g(p + "self_attn.k_norm.weight").to(dev)
            if s.qkv_bias:
                for n in ("q", "k", "v"):
                    small["b" + n] = g(p + HF_NAMES[n] + ".bias").to(dev)
            self.small.append(small)
            w = {n: g(p + HF_NAMES[n] + ".weight") for n in PROJ}
            self.mats.append(self._home(w))
        self.q_out, self.kv_out = s.heads * s.d, s.kv_heads * s.d
        self.cache_k = [torch.zeros(1, s.kv_heads, max_tokens, s.d, device=dev,
                                    dtype=torch.bfloat16) for _ in range(s.layers)]
        self.cache_v = [torch.zeros_like(c) for c in self.cache_k]
        inv = 1.0 / (s.theta ** (torch.arange(0, s.d, 2, dtype=torch.float32) / s.d))
        t = torch.arange(max_tokens, dtype=torch.float32)
        f = torch.outer(t, inv)
        emb = torch.cat((f, f), dim=-1)
        self.cos = emb.cos().to(dev, torch.bfloat16)
        self.sin = emb.sin().to(dev, torch.bfloat16)
        self._buffers()

    # How the projections live on the host for this mode.
    def _home(self, w):
        m = self.mode
        if m == "gpu":
            return {n: t.to(DEVICE) for n, t in w.items()}
        if m in ("pinned", "prefetch"):
            return {n: t.pin_memory() for n, t in w.items()}
        if m == "pageable":
            return dict(w)  # the state dict's own (pageable) tensors
        if m == "teal":
            # Row j of a bundle matrix is input column j of every matrix sharing that input.
            b = {"qkv": torch.cat([w["q"].t(), w["k"].t(), w["v"].t()], dim=1),
                 "o": w["o"].t(), "gate_up": torch.cat([w["gate"].t(), w["up"].t()], dim=1),
                 "down": w["down"].t()}
            return {n: t.contiguous().pin_memory() for n, t in b.items()}
        raise ValueError(f"unknown mode {m}")

    def _buffers(self):
        s, m = self.s, self.mode
        shapes = {n: tuple(t.shape) for n, t in self.mats[0].items()}
        if m in ("pinned", "prefetch"):
            sets = 2 if m == "prefetch" else 1
            self.gpu_sets = [{n: torch.empty(sh, device=DEVICE, dtype=torch.bfloat16)
                              for n, sh in shapes.items()} for _ in range(sets)]
            if m == "prefetch":
                self.copy_stream = torch.cuda.Stream()
                self.ready = [torch.cuda.Event() for _ in range(sets)]
                self.free = [torch.cuda.Event() for _ in range(sets)]
        if m == "teal":
            self.staging = {n: torch.empty(sh, dtype=torch.bfloat16, pin_memory=True)
                            for n, sh in shapes.items()}
            self.gpu_rows = {n: torch.empty(sh, device=DEVICE, dtype=torch.bfloat16)
                             for n, sh in shapes.items()}

    # ------------------------------------------------------------------ fetch + multiply
    def _fetch_all(self, layer, dst, stream=None):
        src = self.mats[layer]
        if stream is None:
            for n in PROJ:
                dst[n].copy_(src[n], non_blocking=True)
        else:
            with torch.cuda.stream(stream):
                for n in PROJ:
                    dst[n].copy_(src[n], non_blocking=True)

    def _weights(self, layer):
        """The seven projections of `layer` on the GPU (dense modes)."""
        m = self.mode
        if m == "gpu":
            return self.mats[layer]
        if m == "pageable":
            return {n: t.to(DEVICE) for n, t in self.mats[layer].items()}
        if m == "pinned":
            w = self.gpu_sets[0]
            self._fetch_all(layer, w)
            return w
        # prefetch: this layer's copies were issued one layer ahead (or now for layer 0)
        cur = layer % 2
        if layer == 0:
            self._issue(0)
        torch.cuda.current_stream().wait_event(self.ready[cur])
        if layer + 1 < self.s.layers:
            self._issue(layer + 1)
        return self.gpu_sets[cur]

    def _issue(self, layer):
        k = layer % 2
        self.copy_stream.wait_event(self.free[k])
        self._fetch_all(layer, self.gpu_sets[k], self.copy_stream)
        self.ready[k].record(self.copy_stream)

    def _release(self, layer):
        if self.mode == "prefetch":
            self.free[layer % 2].record(torch.cuda.current_stream())

    def _teal(self, layer, group, x):
        """y = x @ W_group^T over the budget's largest |x| columns (x: [1, 1, n])."""
        rows = self.mats[layer][group]
        n = rows.shape[0]
        k = max(1, int(round(self.budget * n)))
        idx = torch.topk(x.view(-1).abs(), k).indices
        idx_host = idx.cpu()
        stage = self.staging[group][:k]
        torch.index_select(rows, 0, idx_host, out=stage)
        buf = self.gpu_rows[group][:k]
        buf.copy_(stage, non_blocking=True)
        return (x.view(-1)[idx].view(1, k) @ buf).view(1, 1, -1)

    def _dense_bundle(self, layer, group, x):
        """Prefill in teal mode: the whole bundle matrix copied, x @ rows."""
        rows = self.mats[layer][group]
        buf = self.gpu_rows[group]
        buf.copy_(rows, non_blocking=True)
        return x @ buf

    # ------------------------------------------------------------------ the block
    def _attention(self, layer, q, k, v, pos, t):
        import torch.nn.functional as F
        s = self.s
        q = q.view(1, t, s.heads, s.d).transpose(1, 2)
        k = k.view(1, t, s.kv_heads, s.d).transpose(1, 2)
        v = v.view(1, t, s.kv_heads, s.d).transpose(1, 2)
        sm = self.small[layer]
        if s.qk_norm:
            q = rms(q, sm["qn"], s.eps)
            k = rms(k, sm["kn"], s.eps)
        cos, sin = self.cos[pos:pos + t], self.sin[pos:pos + t]
        q, k = rope(q, cos, sin), rope(k, cos, sin)
        self.cache_k[layer][:, :, pos:pos + t] = k
        self.cache_v[layer][:, :, pos:pos + t] = v
        kk = self.cache_k[layer][:, :, :pos + t]
        vv = self.cache_v[layer][:, :, :pos + t]
        o = F.scaled_dot_product_attention(q, kk, vv, is_causal=t > 1, enable_gqa=True)
        return o.transpose(1, 2).reshape(1, t, s.heads * s.d)

    def _layer(self, i, x, pos, t):
        import torch.nn.functional as F
        s, sm = self.s, self.small[i]
        h = rms(x, sm["in"], s.eps)
        sparse = self.mode == "teal"
        if sparse and t == 1:
            qkv = self._teal(i, "qkv", h)
        elif sparse:
            qkv = self._dense_bundle(i, "qkv", h)
        else:
            w = self._weights(i)
            qkv = torch.cat([F.linear(h, w["q"]), F.linear(h, w["k"]), F.linear(h, w["v"])], -1)
        q, k, v = qkv.split([self.q_out, self.kv_out, self.kv_out], dim=-1)
        if s.qkv_bias:
            q, k, v = q + sm["bq"], k + sm["bk"], v + sm["bv"]
        a = self._attention(i, q, k, v, pos, t)
        if sparse:
            o = self._teal(i, "o", a) if t == 1 else self._dense_bundle(i, "o", a)
        else:
            o = F.linear(a, w["o"])
        x = x + o
        h = rms(x, sm["post"], s.eps)
        if sparse:
            gu = self._teal(i, "gate_up", h) if t == 1 else self._dense_bundle(i, "gate_up", h)
            g, u = gu.split([s.inner, s.inner], dim=-1)
            act = F.silu(g) * u
            d = self._teal(i, "down", act) if t == 1 else self._dense_bundle(i, "down", act)
        else:
            act = F.silu(F.linear(h, w["gate"])) * F.linear(h, w["up"])
            d = F.linear(act, w["down"])
            self._release(i)
        return x + d

    @torch.no_grad()
    def forward(self, ids, pos):
        """Logits of the last position after running ids (shape [1, t]) at positions pos.."""
        import torch.nn.functional as F
        t = ids.shape[1]
        x = self.embed[ids]
        for i in range(self.s.layers):
            x = self._layer(i, x, pos, t)
        x = rms(x[:, -1:], self.norm, self.s.eps)
        return F.linear(x, self.head)

    def generate(self, prompt_ids, new_tokens, clock):
        """Greedy decode; clock() is called after the prefill's token and after every further
        token (each after a device sync). Returns the generated ids."""
        logits = self.forward(prompt_ids, 0)
        tok = logits.argmax(-1).view(1, 1)
        torch.cuda.synchronize()
        clock()
        out = [tok]
        pos = prompt_ids.shape[1]
        for _ in range(new_tokens - 1):
            logits = self.forward(tok, pos)
            tok = logits.argmax(-1).view(1, 1)
            torch.cuda.synchronize()
            clock()
            out.append(tok)
            pos += 1
        return torch.cat(out, dim=1)


def bytes_offloaded(cfg):
    """Bytes of the seven projections over all layers (bf16), which every dense offloaded token
    moves."""
    s = Shape(cfg)
    per_layer = (s.h * (s.heads * s.d) * 2 + s.h * (s.kv_heads * s.d) * 2 + 3 * s.h * s.inner)
    return 2 * per_layer * s.layers


def selected_rows(n, budget):
    return max(1, int(round(budget * n)))


__all__ = ["PlainDecoder", "bytes_offloaded", "selected_rows", "SUPPORTED", "math"]
