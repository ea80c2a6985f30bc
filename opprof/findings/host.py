"""Host and launches: the step the GPU waits through (host-bound, or idle for part of a mixed step),
tiny kernels the launches pace, a library call that launches many kernels out of the graph's sight;
priced by replaying the step as one CUDA graph (``cuda_graphs``: no host dispatch, the kernels back to
back, a node-to-node gap each).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.roofline import Peaks
from opprof.analysis.step_model import Step
from opprof.findings.change import Fix
from opprof.findings.facts import Facts
from opprof.findings.rules import WINDOW, Finding, Rule, Saving, rule_finding, to_roof
from opprof.tables import HIGH
from opprof.units import format_ns, format_pct

# The regime verdict under which kernel-level findings rank below the regime's own, and why.
OVERHEAD = "host-bound"
OVERHEAD_NOTE = "the step is host-bound: a faster kernel buys nothing until the host work per step shrinks"

TINY_KERNEL_NS = 10_000
LAUNCH_PATTERN_KERNELS = 10

# A call that launches this many kernels itself (no operator inside it launched them) is a library
# doing the work out of the graph's sight (cuDNN's RNN launches hundreds per call).
OPAQUE_KERNELS_PER_CALL = 50

# The key find_signals puts on each family's facts: the least perturbed source's GPU idle time
# of the steps over the nsys timeline's, whose NVTX ranges stretch the gaps between kernels.
IDLE_SCALE = "idle_scale"


def idle_before(facts: Facts, _peaks: Peaks | None) -> Saving:
    scale = facts.get(IDLE_SCALE)
    if scale is None:
        return float(facts["idle_before_ns"]), "GPU idle time (not kernel time) before its kernels (nsys timeline)"
    return (
        float(facts["idle_before_ns"]) * scale,
        f"GPU idle time (not kernel time) before its kernels on the nsys timeline x {scale:.2f} (the steps' idle "
        "time without nsys's ranges over their idle time on the nsys timeline)",
    )


def idle_scale(facts: pd.DataFrame, regime: Mapping[str, Any] | None) -> float | None:
    """How much of the nsys timeline's idle time the least perturbed source's steps keep (at most 1)."""
    saving, _ = _step_idle(regime) if regime is not None else (None, "")
    nsys_idle = float(facts["idle_before_ns"].sum()) if "idle_before_ns" in facts else 0.0
    if saving is None or nsys_idle <= 0:
        return None
    return min(1.0, saving / nsys_idle)


def _step_idle(regime: Mapping[str, Any], _peaks: Peaks | None = None) -> Saving:
    step = regime.get("step") or {}
    idle, steps = step.get("gpu_idle_ns"), len(step.get("steps") or [])
    if idle is None or not steps:
        return None, "not estimated: no step time"
    return float(idle * steps), f"GPU idle time per step ({step['source']}) x {steps} measured steps"


def _launch_bound(facts: Facts) -> str | None:
    median_ns, idle_ns = facts["median_kernel_ns"], facts["median_idle_before_ns"]
    if facts["kernel_count"] < LAUNCH_PATTERN_KERNELS or median_ns >= TINY_KERNEL_NS:
        return None
    if idle_ns is None or math.isnan(idle_ns) or idle_ns <= median_ns:
        return None
    return (
        f"{facts['kernel_count']} kernels of median {format_ns(median_ns)}; the GPU sat idle a median "
        f"{format_ns(idle_ns)} before each ({format_ns(facts['idle_before_ns'])} idle in all, "
        f"against {format_ns(facts['duration_ns'])} of kernel time)"
    )


LAUNCH_RULE = Rule(
    "launch_bound",
    "high",
    "Launch-bound tiny kernels",
    f">= {LAUNCH_PATTERN_KERNELS} kernels, median < {format_ns(TINY_KERNEL_NS)}, "
    "median GPU idle gap before them > their median duration",
    "When the GPU waits longer for the next kernel than it spends running it, host-side launch and "
    "dispatch cost sets the pace; fusion (torch.compile) or CUDA graphs remove launches. The gaps come from "
    "the nsys run, whose NVTX ranges add host time of their own.",
    (),
    _launch_bound,
    needs_material_share=False,
    fix="fewer launches: torch.compile to fuse, CUDA graphs (mode='reduce-overhead') to replay them",
    saving=idle_before,
)

HOST_FIX = (
    "fewer launches and less host work per step: CUDA graphs or torch.compile (mode='reduce-overhead'), larger batches"
)
OVERHEAD_RULE = Rule(
    "overhead_bound",
    "high",
    "The GPU waits on the CPU: host-bound",
    "the step model's critical path at least 80% on the host (the regime's verdict)",
    "A GPU idle most of the step is waiting for the host to launch work: making its kernels faster cannot "
    "shorten the step. Fewer launches (CUDA graphs, torch.compile) or less host work per step do.",
    (),
    lambda _: None,  # decided by the regime, not by an operator's facts
    fix=HOST_FIX,
)
IDLE_RULE = Rule(
    "gpu_idle_in_step",
    "medium",
    "The GPU idles for part of every step",
    "the regime is mixed: the step model's critical path between 20% and 80% on the host",
    "In a mixed step both matter: the kernels' time, and the time the GPU waits for the host between them. "
    "The idle time is what removing host overhead could give back at most.",
    (),
    lambda _: None,  # decided by the regime
    fix=HOST_FIX,
)

OPAQUE_RULE = Rule(
    "opaque_library_call",
    "medium",
    "One call, many kernels, no graph below it",
    f">= {OPAQUE_KERNELS_PER_CALL} kernels per call launched by the operator itself (tier {HIGH}: no operator "
    "inside it launched them)",
    "An operator that launches a library's many kernels itself (cuDNN's RNN, a custom extension) hides "
    "that work from the graph: no fusion or torch.compile pass sees inside it, so it is tuned in the library "
    "(its algorithm and layout choices) or replaced by operators the graph can see.",
    (),
    lambda _: None,  # per call, not per kernel family: find_signals applies it
)


def regime_finding(regime: Mapping[str, Any]) -> Finding | None:
    """The step's finding: host-bound, or the idle part of a mixed step."""
    rule = {OVERHEAD: OVERHEAD_RULE, "mixed": IDLE_RULE}.get(regime["verdict"])
    if rule is None:
        return None
    busy, step = regime["busy_fraction"], regime.get("step") or {}
    evidence = f"the GPU ran kernels {format_pct(100 * busy)} of the measured steps ({regime['source']})"
    if step.get("gpu_idle_ns") is not None:
        evidence += f"; idle {format_ns(step['gpu_idle_ns'])} of a {format_ns(step['wall_ns'])} step"
    if rule is OVERHEAD_RULE:
        below = format_pct(100 * regime["thresholds"]["overhead_bound_below"])
        evidence += f"; below {below} a faster kernel buys nothing"
    walls = [s["wall_ns"] for s in step.get("steps") or []]
    saving: Saving = (None, "step time: priced by the plan, which replays the step without the host's work")
    return rule_finding(
        WINDOW, rule, rule.severity, evidence, {"busy_fraction": busy}, float(sum(walls)) or None, saving
    )


def opaque_call(facts: Facts) -> Finding:
    per_call = facts["kernel_count"] / facts["invocations"]
    evidence = (
        f"{per_call:.0f} kernels per call ({facts['kernel_count']} kernels, {facts['invocations']} calls, "
        f"{format_ns(facts['duration_ns'])}), each launched by the call itself (CUPTI: no operator inside it "
        "launched them): the work left the graph, so no graph-level pass reaches it"
    )
    numbers = {
        "kernels_per_call": per_call,
        "kernel_count": int(facts["kernel_count"]),
        "calls": int(facts["invocations"]),
    }
    return rule_finding(
        facts["family"],
        OPAQUE_RULE,
        OPAQUE_RULE.severity,
        evidence,
        numbers,
        facts["duration_ns"],
        to_roof(facts),
        facts,
    )


# A CUDA graph's replay (assumed, to be checked by running it: ``whatif``): the host's time for
# the step (the Python call and cudaGraphLaunch) and the GPU's gap from one kernel node to the next.
GRAPH_HOST_NS = 15_000.0
GRAPH_NODE_GAP_NS = 1_000.0


def graphed(step: Step) -> Step:
    """The step replayed from one CUDA graph launch."""
    return replace(
        step,
        host_ns=GRAPH_HOST_NS,
        call_start=np.zeros(1),
        call_end=np.full(1, GRAPH_HOST_NS),
        sync=np.zeros(1, dtype=bool),
        op_call=np.zeros(len(step.op_ns), dtype=np.int64),
        op_gap_ns=GRAPH_NODE_GAP_NS,
    )


def graph_fix() -> Fix:
    return Fix(
        "cuda_graphs",
        "Replay the step as a CUDA graph",
        "torch.compile(model, mode='reduce-overhead'), or capture the step with torch.cuda.graph and replay() it",
        f"no host dispatch: the step's kernels replayed from one launch ({format_ns(GRAPH_HOST_NS)} of host time "
        f"assumed), {format_ns(GRAPH_NODE_GAP_NS)} between kernel nodes",
        ("overhead_bound", "gpu_idle_in_step", "launch_bound"),
        graphed,
        lambda step: np.ones(len(step.op_ns), dtype=bool),
        last=True,
    )
