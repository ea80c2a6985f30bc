"""A user's own model, profiled without editing opprof: the workload entry names this file's
``build`` (inference) or ``build_train`` (a training step) in config/config.yaml.

``build(device)`` returns ``(model, inputs)``; ``build_train(device)`` returns an ``opprof.Step``
whose ``run()`` is one whole training step, written as the user writes it: opprof tells its
forward, backward and optimizer kernels apart without markers (backward nodes, ``Optimizer.step``).
"""

import torch
import torch.nn.functional as F
from torch import nn

import opprof


class TinyResNet(nn.Module):
    """Two residual conv blocks and a classifier head, for 32 x 32 images."""

    def __init__(self, width: int = 64, classes: int = 10) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, width, 3, padding=1, bias=False)
        self.blocks = nn.ModuleList(
            nn.Sequential(
                nn.Conv2d(width, width, 3, padding=1, bias=False),
                nn.BatchNorm2d(width),
                nn.ReLU(),
                nn.Conv2d(width, width, 3, padding=1, bias=False),
                nn.BatchNorm2d(width),
            )
            for _ in range(2)
        )
        self.head = nn.Linear(width, classes)

    def forward(self, images: torch.Tensor) -> torch.Tensor:
        x = F.relu(self.stem(images))
        for block in self.blocks:
            x = F.relu(x + block(x))
        return self.head(x.mean(dim=(2, 3)))


def build(device: torch.device) -> tuple[nn.Module, tuple[torch.Tensor]]:
    """TinyResNet (2 residual blocks, width 64) on a batch of 64 random 32 x 32 images"""
    return TinyResNet().to(device), (torch.randn(64, 3, 32, 32, device=device),)


def build_train(device: torch.device) -> opprof.Step:
    """TinyResNet training step: cross-entropy, backward, SGD with momentum; batch of 64"""
    model = TinyResNet().to(device).train()
    images = torch.randn(64, 3, 32, 32, device=device)
    labels = torch.randint(0, 10, (64,), device=device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)

    def step() -> None:
        loss = F.cross_entropy(model(images), labels)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    return opprof.Step(step, model)
