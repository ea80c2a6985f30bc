"""Where a capture phase's fixed start-up time goes on the GPU machine (every ncu replay pays it
once, whatever it profiles): interpreter + torch import, CUDA context, transformers import and
GPT-2's random init, once in this machine's own environment and once in the environment the
capture phases give the workload (opprof.capture.phases.workload_env: a bytecode cache), each in
a fresh interpreter. Run it after a capture so that the cache is filled, as it is for ncu.

    python benchmarks/device/startup_cost.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def measure() -> None:
    """In the child: print one line per step, ``<step>\\t<seconds>``."""
    started = time.monotonic()
    marks = []

    def mark(what: str) -> None:
        marks.append((what, time.monotonic()))

    import torch

    mark("import torch")
    torch.empty(1, device="cuda")
    mark("CUDA context")
    from transformers import GPT2Config, GPT2Model

    mark("import transformers")
    with torch.device("cuda"):
        GPT2Model(GPT2Config())
    torch.cuda.synchronize()
    mark("GPT2Model init (on the GPU)")
    previous = started
    for what, at in marks:
        print(f"{what}\t{at - previous:.2f}")
        previous = at
    print(f"total\t{previous - started:.2f}")


def child(env: dict[str, str]) -> dict[str, str]:
    out = subprocess.run(
        [sys.executable, "-P", __file__, "--child"], env=env, capture_output=True, text=True, check=True
    ).stdout
    return dict(line.split("\t") for line in out.splitlines())


def main() -> None:
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
    from opprof.capture.phases import workload_env

    machine, harness = child(dict(os.environ)), child(workload_env())
    bytecode = "PYTHONDONTWRITEBYTECODE=" + os.environ.get("PYTHONDONTWRITEBYTECODE", "(unset)")
    print(f"{'seconds':28s} {'this machine':>14s} {'workload_env':>14s}   ({bytecode})")
    for step in machine:
        print(f"{step:28s} {machine[step]:>14s} {harness[step]:>14s}")


if __name__ == "__main__":
    measure() if sys.argv[1:] == ["--child"] else main()
