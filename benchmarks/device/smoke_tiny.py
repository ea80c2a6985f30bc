"""Smallest workload that exercises what the capture rules rely on (device smoke test only)."""

import sys

import torch

mode = sys.argv[1]
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, 256)).cuda().eval()
if mode == "compiled":
    model = torch.compile(model)
x = torch.randn(64, 256, device="cuda")
with torch.no_grad():
    for _ in range(2):
        model(x)
    torch.cuda.synchronize()
    if mode in ("ncu", "compiled"):
        torch.cuda.profiler.start()
    ctx = torch.autograd.profiler.emit_nvtx(record_shapes=True) if mode == "nsys" else torch.no_grad()
    with ctx:
        for k in range(2):
            torch.cuda.nvtx.range_push(f"opprof:iteration:{k}")
            model(x)
            torch.cuda.nvtx.range_pop()
    torch.cuda.synchronize()
    if mode in ("ncu", "compiled"):
        torch.cuda.profiler.stop()
print("done", mode)
