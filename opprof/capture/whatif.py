"""Run a fix and time the step: what a prediction is checked against.

Each fix opprof can apply by itself to a ``build`` workload (a built-in or a user's ``entry``) is a
change to how the workload is built or run, never to the user's code; a set of fixes runs in a
process of its own (torch's switches, Dynamo's caches and CUDA graphs stay with it), with no
profiler: warmup steps, then every step timed as the timing phase times it (until its call returns,
and until the GPU has finished it).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from typing import Any

import torch

from opprof.capture import entry, workloads
from opprof.capture.fixes import NOT_RUNNABLE, RUNNABLE, fix_set, foldable
from opprof.capture.spec import WorkloadSpec
from opprof.errors import OpprofError
from opprof.io import write_json

# A compiled or graphed step needs more warmup: Dynamo compiles on the first call, CUDA graph trees
# record on the next ones.
WARMUP = 5


def applied_spec(spec: WorkloadSpec, fixes: tuple[str, ...]) -> WorkloadSpec:
    """The workload's spec with the fixes that change how it is built."""
    if spec.entry is None:
        raise OpprofError(None, f"{spec.name}: a command workload runs its own program: opprof cannot apply a fix")
    if "bf16_autocast" in fixes:
        spec = dataclasses.replace(spec, dtype="bfloat16")
    if "compile" in fixes:
        spec = dataclasses.replace(spec, compile={**(spec.compile or {}), "backend": "inductor"})
    if "reduce_overhead" in fixes:
        spec = dataclasses.replace(spec, compile={**(spec.compile or {}), "mode": "reduce-overhead"})
    return spec


def _graphed(iterate: Callable[[], object]) -> Callable[[], object]:
    """The step captured as one CUDA graph (after warmup on a side stream, as capture requires)."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):
            iterate()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        iterate()
    return graph.replay


def timed_steps(
    iterate: Callable[[], object], warmup: int, steps: int, synchronize: Callable[[], None]
) -> list[dict[str, int]]:
    """Each step's host time (until its call returns) and wall time (until the GPU finished it)."""
    for _ in range(warmup):
        iterate()
    synchronize()
    out = []
    for _ in range(steps):
        started = time.perf_counter_ns()
        iterate()
        returned = time.perf_counter_ns()
        synchronize()
        out.append({"host_ns": returned - started, "wall_ns": time.perf_counter_ns() - started})
    return out


def run_fixes(spec: WorkloadSpec, fixes: tuple[str, ...], steps: int, device: str) -> dict[str, Any]:
    """One what-if run: the workload built with ``fixes`` applied and ``steps`` steps timed."""
    if "fused_optimizer" in fixes:
        entry.OPTIMIZER_OPTIONS["fused"] = True
    if "cuda_graphs" in fixes:
        entry.OPTIMIZER_OPTIONS["capturable"] = True
    if "fold_bias" in fixes:
        if not foldable(spec):
            raise OpprofError(None, f"{spec.name}: {NOT_RUNNABLE['fold_bias']}")
        workloads.MatmulAdd.fold_bias = True
    workload = entry.build_workload(applied_spec(spec, fixes), device)
    torch.backends.cuda.matmul.allow_tf32 = "tf32_matmul" in fixes
    torch.backends.cudnn.allow_tf32 = "tf32_cudnn" in fixes
    on_gpu = torch.device(device).type == "cuda"
    iterate = workload.iterate
    if "cuda_graphs" in fixes:
        if not on_gpu:
            raise OpprofError(None, "a CUDA graph needs a CUDA device")
        iterate = _graphed(iterate)
    synchronize = torch.cuda.synchronize if on_gpu else (lambda: None)
    return {
        "fixes": list(fixes),
        "changes": [RUNNABLE[f] for f in fixes],
        "device": torch.cuda.get_device_name() if on_gpu else "cpu",
        "torch": torch.__version__,
        "steps": timed_steps(iterate, WARMUP, steps, synchronize),
    }


def whatif_run(spec: str, fixes: str, steps: int, run: str, device: str = "cuda") -> None:
    """scripts/whatif_run.py: one what-if run of the workload ``spec`` (its JSON) -> ``run``. A fix
    that cannot run on this workload (a graph capture the step refuses, say) is a result too: the
    record says why, and the prediction stays unchecked."""
    chosen = fix_set(fixes)
    try:
        record = run_fixes(WorkloadSpec.from_json(spec), chosen, steps, device)
    except (RuntimeError, ValueError, TypeError, AssertionError) as exc:  # torch refuses in any of these
        record = {"fixes": list(chosen), "error": f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}"}
    write_json(run, record)
