"""A user's own training loop, profiled as it is: run it under opprof with a ``command:`` workload
entry (config/config.yaml), or on its own (``python examples/train_loop.py``).

The only opprof line is ``opprof.steps``: it marks each step, and under an opprof capture it runs
the capture the phase needs around the measured ones and ends the loop after them.
"""

import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

import opprof


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--batch", type=int, default=128)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch.manual_seed(0)
    features, labels = torch.randn(4096, 256), torch.randint(0, 16, (4096,))
    loader = DataLoader(TensorDataset(features, labels), batch_size=args.batch, shuffle=False)
    model = nn.Sequential(nn.Linear(256, 1024), nn.GELU(), nn.LayerNorm(1024), nn.Linear(1024, 16)).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)

    for epoch in range(args.epochs):
        for x, y in opprof.steps(loader, warmup=2, measured=2, module=model):
            x, y = x.to(device, non_blocking=True), y.to(device, non_blocking=True)
            loss = F.cross_entropy(model(x), y)
            loss.backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
        print(f"epoch {epoch}: loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
