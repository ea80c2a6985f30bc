"""On the GPU machine, under ncu: a known launch sequence to read ncu's kernel filters off.

Two warmup rounds run with the profiler off, then range 1 (two rounds), one round off, range 2
(one round). A round launches, in order: add(n) add(n) mul(n) add(4n) add(n) mul(n): three launch
configurations, add(n) three times. Which of them a filter profiles says whether its counting
sees launches outside cudaProfilerStart/Stop and what "launch configuration" groups.
"""

import torch

small = torch.ones(1 << 20, device="cuda")
large = torch.ones(1 << 22, device="cuda")
cudart = torch.cuda.cudart()


def round_() -> None:
    small.add_(1)
    small.add_(1)
    small.mul_(2)
    large.add_(1)
    small.add_(1)
    small.mul_(2)


def profiled(rounds: int) -> None:
    torch.cuda.synchronize()
    cudart.cudaProfilerStart()
    for _ in range(rounds):
        round_()
    torch.cuda.synchronize()
    cudart.cudaProfilerStop()


for _ in range(2):
    round_()
profiled(2)
round_()
profiled(1)
torch.cuda.synchronize()
print("probe done")
