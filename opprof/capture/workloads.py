"""The published workloads, each a ``build(device)`` function of the same contract as a user's
workload file (docs/workloads.md): model and inputs (a forward pass per iteration, in eval mode
under no_grad), or an ``opprof.Step`` (``gpt2_train``: forward, loss, backward, AdamW, its parts
marked with ``opprof.phase``). Its docstring is its description.

The workflow registers each as ``<name>`` (eager) and ``<name>_compiled`` (``torch.compile`` with
Inductor; opprof/capture/spec.py). Shapes are fixed: the recorded bundles and the kernel counts
config/config.yaml quotes were measured with them; nothing is downloaded.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import torch
import torch.nn.functional as F
from torch import nn

from opprof.capture import api
from opprof.capture.entry import adamw, data_parallel

Inputs = tuple[torch.Tensor, ...]
Built = tuple[nn.Module, Inputs]


class _Attention(nn.Module):
    """Pre-LayerNorm, q/k/v projections (``_project``), SDPA, out projection, residual, post-LayerNorm."""

    def __init__(self, width: int, heads: int) -> None:
        super().__init__()
        self.heads = heads
        self.pre_norm = nn.LayerNorm(width)
        self.out = nn.Linear(width, width, bias=False)
        self.post_norm = nn.LayerNorm(width)

    def _project(self, h: torch.Tensor) -> Inputs:
        raise NotImplementedError

    def _split(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, width = x.shape
        return x.view(batch, length, self.heads, width // self.heads).transpose(1, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = (self._split(p) for p in self._project(self.pre_norm(x)))
        merged = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(x.shape)
        return self.post_norm(x + self.out(merged))


class SdpaAttention(_Attention):
    """Separate q, k and v Linear(width, width) projections: three GEMMs, one after another."""

    def __init__(self, width: int = 512, heads: int = 8) -> None:
        super().__init__(width, heads)
        self.q = nn.Linear(width, width, bias=False)
        self.k = nn.Linear(width, width, bias=False)
        self.v = nn.Linear(width, width, bias=False)

    def _project(self, h: torch.Tensor) -> Inputs:
        return self.q(h), self.k(h), self.v(h)


class SdpaAttentionFusedQkv(_Attention):
    """The three projections read the same LayerNorm output, so they are one Linear(width, 3 width)
    (its weight is q's, k's and v's stacked): one GEMM, split into q, k and v views."""

    def __init__(self, width: int = 512, heads: int = 8) -> None:
        super().__init__(width, heads)
        self.qkv = nn.Linear(width, 3 * width, bias=False)

    def _project(self, h: torch.Tensor) -> Inputs:
        return tuple(self.qkv(h).chunk(3, dim=-1))


def _encode(rnn: nn.RNNBase, head: nn.Module, x: torch.Tensor) -> torch.Tensor:
    """A sequence encoder's forward: the RNN's states averaged over time, then the head."""
    states, _ = rnn(x)
    return head(states.mean(dim=1))


class LstmSequenceEncoder(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lstm = nn.LSTM(256, 512, num_layers=2, batch_first=True)
        self.head = nn.Linear(512, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return _encode(self.lstm, self.head, x)


class GruSequenceEncoder(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.gru, self.head = nn.GRU(192, 384, num_layers=3, batch_first=True), nn.Linear(384, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return _encode(self.gru, self.head, x)


class LstmBatchedInput(LstmSequenceEncoder):
    """The same LSTM (its parameters are ``self.lstm``'s) written out in the graph: each layer's
    input-to-hidden projection of the whole sequence is one GEMM (M = batch x steps), and each step
    computes only its hidden-to-hidden GEMM (M = batch) and the cell."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        states = x
        for layer in range(self.lstm.num_layers):
            states = self._layer(states, layer)
        return self.head(states.mean(dim=1))

    def _layer(self, x: torch.Tensor, layer: int) -> torch.Tensor:
        w_ih, w_hh, b_ih, b_hh = (
            getattr(self.lstm, f"{name}_l{layer}") for name in ("weight_ih", "weight_hh", "bias_ih", "bias_hh")
        )
        projected = F.linear(x, w_ih, b_ih + b_hh)
        h = x.new_zeros(x.shape[0], self.lstm.hidden_size)
        c = torch.zeros_like(h)
        outputs = []
        for step in range(x.shape[1]):
            gates = torch.addmm(projected[:, step], h, w_hh.t())
            i, f, g, o = gates.chunk(4, dim=1)
            c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
            h = torch.sigmoid(o) * torch.tanh(c)
            outputs.append(h)
        return torch.stack(outputs, dim=1)


def _conv_bn(inputs: int, outputs: int, kernel: int, groups: int, activation: nn.Module) -> list[nn.Module]:
    padding = kernel // 2
    conv = nn.Conv2d(inputs, outputs, kernel, padding=padding, groups=groups, bias=False)
    return [conv, nn.BatchNorm2d(outputs), activation]


def conv_block_model() -> nn.Module:
    return nn.Sequential(
        *_conv_bn(3, 64, 3, 1, nn.ReLU()),
        *_conv_bn(64, 128, 3, 1, nn.ReLU()),
        nn.MaxPool2d(2),
        *_conv_bn(128, 256, 3, 1, nn.ReLU()),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(256, 10),
    )


def depthwise_separable_conv_model() -> nn.Module:
    widths = [32, 64, 128, 256]
    blocks = [
        nn.Sequential(*_conv_bn(c, c, 3, c, nn.ReLU6()), *_conv_bn(c, out, 1, 1, nn.ReLU6()))
        for c, out in pairwise(widths)
    ]
    return nn.Sequential(*blocks)


def mlp_activations_model() -> nn.Module:
    return nn.Sequential(
        nn.Linear(512, 2048),
        nn.ReLU(),
        nn.Linear(2048, 2048),
        nn.GELU(),
        nn.Linear(2048, 2048),
        nn.SiLU(),
        nn.Linear(2048, 512),
        nn.Tanh(),
    )


def embedding_projection_model() -> nn.Module:
    return nn.Sequential(
        nn.Embedding(32000, 512),
        nn.LayerNorm(512),
        nn.Linear(512, 2048),
        nn.GELU(),
        nn.Linear(2048, 512),
        nn.Linear(512, 32000, bias=False),
    )


def _gpt2_model(layers: int = 12) -> nn.Module:
    from transformers import GPT2Config, GPT2Model

    return GPT2Model(GPT2Config(n_layer=layers))


def _gpt2_lm() -> nn.Module:
    from transformers import GPT2Config, GPT2LMHeadModel

    return GPT2LMHeadModel(GPT2Config())


def next_token_loss(logits: torch.Tensor, tokens: torch.Tensor) -> torch.Tensor:
    """Cross-entropy of each position's logits against the next input token (the LM objective)."""
    return F.cross_entropy(logits[:, :-1].flatten(0, 1), tokens[:, 1:].flatten())


def _on_device(model: Callable[[], nn.Module], device: torch.device) -> nn.Module:
    # Initialising on the device: GPT-2's random init took 2.3 s on the test machine's CPU, paid
    # again by every capture process, every ncu run included.
    with device:
        return model()


def _tokens(vocabulary: int, shape: tuple[int, ...], device: torch.device) -> torch.Tensor:
    return torch.randint(0, vocabulary, shape, device=device)


def gpt2(device: torch.device) -> Built:
    """transformers GPT2Model(GPT2Config()): 12 layers, d 768, 12 heads; input randint(0, 50257, (4, 128))"""
    return _on_device(_gpt2_model, device), (_tokens(50257, (4, 128), device),)


def gpt2_depth48(device: torch.device) -> Built:
    """gpt2 with 48 layers instead of 12 (GPT2Config(n_layer=48)), same input: four times the layers
    and kernels of gpt2, for measuring what depth costs a live capture"""
    return _on_device(lambda: _gpt2_model(48), device), (_tokens(50257, (4, 128), device),)


def gpt2_train(device: torch.device) -> api.Step:
    """training step of transformers GPT2LMHeadModel(GPT2Config()) (GPT-2 small, dropout 0.1): forward,
    next-token cross-entropy, backward, AdamW(lr 1e-4, foreach); input randint(0, 50257, (4, 128));
    in a rank of a process group (ranks: N), under DistributedDataParallel"""
    model = _on_device(_gpt2_lm, device).train()
    tokens = _tokens(50257, (4, 128), device)
    trained = data_parallel(model)
    optimizer = adamw(model.parameters())

    def step() -> None:
        with api.phase("forward"):
            loss = next_token_loss(trained(tokens).logits, tokens)
        with api.phase("backward"):
            loss.backward()
        with api.phase("optimizer"):
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

    return api.Step(step, model)


def gpt2_bf16(device: torch.device) -> Built:
    """gpt2 under torch.autocast(bfloat16): its GEMMs (and what autocast lists with them) run in bfloat16,
    the rest in float32, with the casts between them; the method's BF16 promotion of GPT-2's GEMMs"""
    return gpt2(device)


def sdpa_attention(device: torch.device) -> Built:
    """pre-LayerNorm(512), q/k/v/out Linear(512, 512, no bias), 8 heads x 64, scaled_dot_product_attention,
    residual + post-LayerNorm; input randn(8, 512, 512)"""
    return _on_device(SdpaAttention, device), (torch.randn(8, 512, 512, device=device),)


def sdpa_attention_fused_qkv(device: torch.device) -> Built:
    """sdpa_attention with q, k and v as one Linear(512, 1536, no bias) on the LayerNorm output, split into
    three: one [4096 x 512] x [512 x 1536] GEMM where sdpa_attention launches three [512 x 512] ones (the
    method's QKV fusion); input randn(8, 512, 512)"""
    return _on_device(SdpaAttentionFusedQkv, device), (torch.randn(8, 512, 512, device=device),)


def lstm_sequence_encoder(device: torch.device) -> Built:
    """LSTM(256 -> 512, 2 layers, batch_first), mean over time, Linear(512 -> 10); input randn(32, 128, 256)"""
    return _on_device(LstmSequenceEncoder, device), (torch.randn(32, 128, 256, device=device),)


def lstm_sequence_encoder_batched(device: torch.device) -> Built:
    """lstm_sequence_encoder's LSTM written out of cuDNN: per layer, the input-to-hidden projection of all
    128 steps as one GEMM (M = 32 x 128 = 4096), then per step the hidden GEMM (M = 32) and the cell's
    pointwise ops, all in the graph (the method's fix batched per-step input GEMMs; this torch's cuDNN path
    already batches them inside aten::_cudnn_rnn, so here the fix takes the work out of the opaque call);
    input randn(32, 128, 256)"""
    return _on_device(LstmBatchedInput, device), (torch.randn(32, 128, 256, device=device),)


def gru_sequence_encoder(device: torch.device) -> Built:
    """GRU(192 -> 384, 3 layers, batch_first), mean over time, Linear(384 -> 10); input randn(64, 96, 192):
    another cuDNN RNN, of other shapes, to check the plan's cuDNN predictions on a workload they were
    not made from"""
    return _on_device(GruSequenceEncoder, device), (torch.randn(64, 96, 192, device=device),)


def conv_block(device: torch.device) -> Built:
    """3 x [Conv2d k3 pad1 no bias + BatchNorm + ReLU]: 3->64, 64->128 + MaxPool 2, 128->256 + AdaptiveAvgPool 1,
    flatten, Linear(256 -> 10); input randn(16, 3, 64, 64)"""
    return _on_device(conv_block_model, device), (torch.randn(16, 3, 64, 64, device=device),)


def depthwise_separable_conv(device: torch.device) -> Built:
    """3 blocks 32->64->128->256 of depthwise 3x3 + BN + ReLU6, pointwise 1x1 + BN + ReLU6;
    input randn(16, 32, 56, 56)"""
    return _on_device(depthwise_separable_conv_model, device), (torch.randn(16, 32, 56, 56, device=device),)


def mlp_activations(device: torch.device) -> Built:
    """Linear 512->2048 ReLU, 2048->2048 GELU, 2048->2048 SiLU, 2048->512 Tanh; input randn(256, 512)"""
    return _on_device(mlp_activations_model, device), (torch.randn(256, 512, device=device),)


def embedding_projection(device: torch.device) -> Built:
    """Embedding(32000, 512), LayerNorm, Linear(512->2048) + GELU, Linear(2048->512),
    Linear(512->32000, no bias); input randint(0, 32000, (64, 128))"""
    return _on_device(embedding_projection_model, device), (_tokens(32000, (64, 128), device),)


class MatmulAdd(nn.Module):
    """``y = x @ w + b``, the workload of Hugging Face's torch.profiler guide. ``fold_bias`` (set by
    a what-if run) computes it as ``torch.addmm(b, x, w)``: the bias in the GEMM's epilogue."""

    fold_bias = False

    def __init__(self, size: int) -> None:
        super().__init__()
        self.w = nn.Parameter(torch.randn(size, size, dtype=torch.bfloat16))
        self.b = nn.Parameter(torch.randn(size, dtype=torch.bfloat16))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.fold_bias:
            return torch.addmm(self.b, x, self.w)
        return torch.matmul(x, self.w) + self.b


def _matmul_add(size: int, device: torch.device) -> Built:
    model = _on_device(lambda: MatmulAdd(size), device)
    return model, (torch.randn(size, size, dtype=torch.bfloat16, device=device),)


def matmul_add_64(device: torch.device) -> Built:
    """y = matmul(x, w) + b, all bfloat16 tensors, N = 64: x, w randn(64, 64), b randn(64)"""
    return _matmul_add(64, device)


def matmul_add_4096(device: torch.device) -> Built:
    """y = matmul(x, w) + b, all bfloat16 tensors, N = 4096: x, w randn(4096, 4096), b randn(4096)"""
    return _matmul_add(4096, device)
