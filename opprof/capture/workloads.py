"""The published workloads: model and inputs, FP32, random init from a fixed seed; forward
passes in eval mode, and training steps (``*_train``: forward, loss, backward, AdamW step).

Each is registered as ``<name>`` (eager) and ``<name>_compiled`` (``torch.compile`` with
Inductor). Shapes are fixed: the recorded bundles and the kernel counts config/config.yaml quotes
were measured with them; nothing is downloaded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from itertools import pairwise
from typing import Any

import torch
import torch.nn.functional as F
from torch import nn

from opprof.errors import OpprofError

SEED = 0
COMPILED_SUFFIX = "_compiled"
# TF32 would make fp32 matmuls and convolutions run on Tensor Cores at reduced precision.
ALLOW_TF32 = False
NUMERICS = {"dtype": "float32", "allow_tf32_matmul": ALLOW_TF32, "allow_tf32_cudnn": ALLOW_TF32}

Inputs = tuple[torch.Tensor, ...]


@dataclass(frozen=True)
class Training:
    """What a training step adds to the forward: the loss of its output and the optimizer."""

    loss: Callable[[Any], torch.Tensor]
    optimizer: torch.optim.Optimizer


@dataclass(frozen=True)
class Workload:
    name: str
    variant: str  # eager or compiled
    description: str
    model: nn.Module  # the module whose submodules carry hooks (never the compiled wrapper)
    forward: Callable[..., object]  # what one iteration calls: the model or its compiled form
    inputs: Inputs
    seed: int
    training: Training | None = None  # None: each iteration is a forward pass under no_grad

    @property
    def mode(self) -> str:
        return "inference" if self.training is None else "train"


@dataclass(frozen=True)
class Spec:
    description: str
    build: Callable[[torch.device], tuple[nn.Module, Inputs]]
    # Training steps: the loss of the model's output given the inputs (None: a forward pass).
    loss: Callable[[Any, Inputs], torch.Tensor] | None = None


class SdpaAttention(nn.Module):
    """Pre-LayerNorm, separate q/k/v/out projections, SDPA, residual, post-LayerNorm."""

    def __init__(self, width: int = 512, heads: int = 8) -> None:
        super().__init__()
        self.heads = heads
        self.pre_norm = nn.LayerNorm(width)
        self.q = nn.Linear(width, width, bias=False)
        self.k = nn.Linear(width, width, bias=False)
        self.v = nn.Linear(width, width, bias=False)
        self.out = nn.Linear(width, width, bias=False)
        self.post_norm = nn.LayerNorm(width)

    def _split(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, width = x.shape
        return x.view(batch, length, self.heads, width // self.heads).transpose(1, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre_norm(x)
        attended = F.scaled_dot_product_attention(
            self._split(self.q(h)), self._split(self.k(h)), self._split(self.v(h))
        )
        merged = attended.transpose(1, 2).reshape(x.shape)
        return self.post_norm(x + self.out(merged))


class LstmSequenceEncoder(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lstm = nn.LSTM(256, 512, num_layers=2, batch_first=True)
        self.head = nn.Linear(512, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        states, _ = self.lstm(x)
        return self.head(states.mean(dim=1))


def _conv_bn(inputs: int, outputs: int, kernel: int, groups: int, activation: nn.Module) -> list[nn.Module]:
    padding = kernel // 2
    conv = nn.Conv2d(inputs, outputs, kernel, padding=padding, groups=groups, bias=False)
    return [conv, nn.BatchNorm2d(outputs), activation]


def conv_block() -> nn.Module:
    return nn.Sequential(
        *_conv_bn(3, 64, 3, 1, nn.ReLU()),
        *_conv_bn(64, 128, 3, 1, nn.ReLU()),
        nn.MaxPool2d(2),
        *_conv_bn(128, 256, 3, 1, nn.ReLU()),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(256, 10),
    )


def depthwise_separable_conv() -> nn.Module:
    widths = [32, 64, 128, 256]
    blocks = [
        nn.Sequential(*_conv_bn(c, c, 3, c, nn.ReLU6()), *_conv_bn(c, out, 1, 1, nn.ReLU6()))
        for c, out in pairwise(widths)
    ]
    return nn.Sequential(*blocks)


def mlp_activations() -> nn.Module:
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


def embedding_projection() -> nn.Module:
    return nn.Sequential(
        nn.Embedding(32000, 512),
        nn.LayerNorm(512),
        nn.Linear(512, 2048),
        nn.GELU(),
        nn.Linear(2048, 512),
        nn.Linear(512, 32000, bias=False),
    )


def gpt2() -> nn.Module:
    from transformers import GPT2Config, GPT2Model

    return GPT2Model(GPT2Config())


def gpt2_lm() -> nn.Module:
    from transformers import GPT2Config, GPT2LMHeadModel

    return GPT2LMHeadModel(GPT2Config())


def next_token_loss(output: Any, inputs: Inputs) -> torch.Tensor:
    """Cross-entropy of each position's logits against the next input token (the LM objective)."""
    logits = output.logits[:, :-1].flatten(0, 1)
    return F.cross_entropy(logits, inputs[0][:, 1:].flatten())


def _tokens(vocabulary: int, shape: tuple[int, ...]) -> Callable[[torch.device], torch.Tensor]:
    return lambda device: torch.randint(0, vocabulary, shape, device=device)


def _normal(*shape: int) -> Callable[[torch.device], torch.Tensor]:
    return lambda device: torch.randn(*shape, device=device)


def _on_device(model: Callable[[], nn.Module], device: torch.device) -> nn.Module:
    # Initialising on the device: GPT-2's random init took 2.3 s on the test machine's CPU, paid
    # again by every capture process, every ncu run included.
    with device:
        return model()


def _spec(description: str, model: Callable[[], nn.Module], make_input: Callable[[torch.device], torch.Tensor]) -> Spec:
    return Spec(description, lambda device: (_on_device(model, device), (make_input(device),)))


EAGER: dict[str, Spec] = {
    "gpt2": _spec(
        "transformers GPT2Model(GPT2Config()): 12 layers, d 768, 12 heads; input randint(0, 50257, (4, 128))",
        gpt2,
        _tokens(50257, (4, 128)),
    ),
    "gpt2_train": Spec(
        "training step of transformers GPT2LMHeadModel(GPT2Config()) (GPT-2 small, dropout 0.1): forward, "
        "next-token cross-entropy, backward, AdamW(lr 1e-4, foreach); input randint(0, 50257, (4, 128))",
        lambda device: (_on_device(gpt2_lm, device), (_tokens(50257, (4, 128))(device),)),
        next_token_loss,
    ),
    "sdpa_attention": _spec(
        "pre-LayerNorm(512), q/k/v/out Linear(512, 512, no bias), 8 heads x 64, scaled_dot_product_attention, "
        "residual + post-LayerNorm; input randn(8, 512, 512)",
        SdpaAttention,
        _normal(8, 512, 512),
    ),
    "lstm_sequence_encoder": _spec(
        "LSTM(256 -> 512, 2 layers, batch_first), mean over time, Linear(512 -> 10); input randn(32, 128, 256)",
        LstmSequenceEncoder,
        _normal(32, 128, 256),
    ),
    "conv_block": _spec(
        "3 x [Conv2d k3 pad1 no bias + BatchNorm + ReLU]: 3->64, 64->128 + MaxPool 2, 128->256 + AdaptiveAvgPool 1, "
        "flatten, Linear(256 -> 10); input randn(16, 3, 64, 64)",
        conv_block,
        _normal(16, 3, 64, 64),
    ),
    "depthwise_separable_conv": _spec(
        "3 blocks 32->64->128->256 of depthwise 3x3 + BN + ReLU6, pointwise 1x1 + BN + ReLU6; "
        "input randn(16, 32, 56, 56)",
        depthwise_separable_conv,
        _normal(16, 32, 56, 56),
    ),
    "mlp_activations": _spec(
        "Linear 512->2048 ReLU, 2048->2048 GELU, 2048->2048 SiLU, 2048->512 Tanh; input randn(256, 512)",
        mlp_activations,
        _normal(256, 512),
    ),
    "embedding_projection": _spec(
        "Embedding(32000, 512), LayerNorm, Linear(512->2048) + GELU, Linear(2048->512), "
        "Linear(512->32000, no bias); input randint(0, 32000, (64, 128))",
        embedding_projection,
        _tokens(32000, (64, 128)),
    ),
}


def configure_numerics() -> None:
    """Full FP32: no TF32 on matmuls or cuDNN (recorded in capture.json as ``NUMERICS``)."""
    torch.backends.cuda.matmul.allow_tf32 = ALLOW_TF32
    torch.backends.cudnn.allow_tf32 = ALLOW_TF32


def _build(base: str, compiled: bool, device: str | torch.device, seed: int = SEED) -> Workload:
    configure_numerics()
    torch.manual_seed(seed)
    spec = EAGER[base]
    model, inputs = spec.build(torch.device(device))
    training = None
    if spec.loss is None:
        model.eval()
    else:
        model.train()
        loss = spec.loss
        training = Training(lambda output: loss(output, inputs), torch.optim.AdamW(model.parameters(), lr=1e-4))
    forward = torch.compile(model, backend="inductor") if compiled else model
    name, variant = (base + COMPILED_SUFFIX, "compiled") if compiled else (base, "eager")
    return Workload(name, variant, spec.description, model, forward, inputs, seed, training)


# Workload name -> builder(device, seed): every eager workload and its compiled variant.
REGISTRY: dict[str, Callable[..., Workload]] = {
    name: partial(_build, base, compiled)
    for base in EAGER
    for name, compiled in ((base, False), (base + COMPILED_SUFFIX, True))
}


def build(name: str, device: str | torch.device, seed: int = SEED) -> Workload:
    """Model and inputs of workload ``name`` on ``device``, initialised from ``seed``."""
    if name not in REGISTRY:
        raise OpprofError(None, f"unknown workload {name!r}; known: {', '.join(REGISTRY)}")
    return REGISTRY[name](device, seed)
