"""Where a capture phase's fixed start-up time goes on the GPU machine (every ncu replay pays it
once, whatever it profiles): interpreter + torch import, CUDA context, transformers import,
GPT-2's random init on the CPU and its copy to the GPU.

    python benchmarks/device/startup_cost.py
"""

import time

started = time.monotonic()
marks = []


def mark(what: str) -> None:
    marks.append((what, time.monotonic()))


import torch  # noqa: E402

mark("import torch")
torch.cuda.init()
torch.empty(1, device="cuda")
mark("CUDA context")
from transformers import GPT2Config, GPT2Model  # noqa: E402

mark("import transformers")
model = GPT2Model(GPT2Config())
mark("GPT2Model init (CPU)")
model.to("cuda")
torch.cuda.synchronize()
mark("copy to GPU")
previous = started
for what, at in marks:
    print(f"{what:24s} {at - previous:6.2f} s")
    previous = at
print(f"{'total':24s} {previous - started:6.2f} s")
