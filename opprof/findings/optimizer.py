"""The optimizer step: Adam(W)'s foreach passes, priced by ``fused_optimizer``: the passes as one
fused pass (28 bytes a parameter instead of about 80), their launches and host time with them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.step_model import BoolArray, Step
from opprof.findings.above import priced_finding
from opprof.findings.change import Context, Fix, op_interval, sped_up, step_column, without
from opprof.findings.rules import Finding, Rule
from opprof.units import format_bytes, format_count, format_ns

# A finding above the operator (opprof/findings/above.py): the optimizer step as one unit, priced in
# step time by the plan's fix for it.
OPTIMIZER_RULE = Rule(
    "optimizer_step",
    "high",
    "The optimizer step: many passes over the parameters where one fused pass does",
    "Adam(W)'s foreach passes inside Kineto's Optimizer.step range, priced by the plan's fused_optimizer fix",
    "The foreach implementation updates the parameters in several passes (lerp, mul, addcmul, sqrt, div, add, "
    "addcdiv), each reading and writing every parameter's size again: about 80 bytes a fp32 parameter where the "
    "fused kernel moves 28 (p, g, m, v read; p, m, v written). Each pass is memory-bound, so each looks near its "
    "roof; the fix is fewer passes, not faster ones.",
    (),
    lambda _: None,  # from the plan's fix: optimizer_finding
    needs_material_share=False,
)

# Adam(W) per fp32 parameter: the foreach implementation's passes move about 80 bytes (lerp,
# two muls, addcmul, sqrt, div, add, addcdiv), the fused kernel 28 (p, g, m, v read; p, m, v written).
FOREACH_ADAM_BYTES, FUSED_ADAM_BYTES = 80.0, 28.0
ADAM = re.compile(r"Optimizer\.step#(Adam|AdamW)\.step")


def optimizer_fix(context: Context) -> Fix | None:
    names = context.ops["name"].astype(str)
    found = names[names.str.match(ADAM)]
    if found.empty:
        return None
    optimizer = ADAM.match(found.iloc[0]).group(1)  # type: ignore[union-attr]

    def covered(step: Step) -> BoolArray:
        phase = step_column(context, step, "step_phase").astype("string")
        operators = step_column(context, step, "operator_name").astype("string").fillna("")
        return ((phase == "optimizer").fillna(False) & operators.str.startswith("aten::_foreach")).to_numpy(bool)

    def change(step: Step) -> Step:
        chosen = covered(step)
        if not chosen.any():
            return step
        launched_by = step_column(context, step, "kineto_op_index").astype("Int64")
        calls = pd.unique(launched_by[chosen].dropna())
        first = (launched_by == calls[0]).fillna(False).to_numpy(bool) & chosen
        total, kept = step.op_ns[chosen].sum(), step.op_ns[first].sum()
        faster = sped_up(step, first, np.full(len(step.op_ns), FUSED_ADAM_BYTES / FOREACH_ADAM_BYTES * total / kept))
        host = [op_interval(context, step, int(c)) for c in calls[1:]]
        return without(faster, chosen & ~first, host)

    return Fix(
        "fused_optimizer",
        f"{optimizer} in one fused pass",
        f"torch.optim.{optimizer}(..., fused=True) (or compile the optimizer step)",
        f"{optimizer}'s foreach passes as one: their kernel time x {FUSED_ADAM_BYTES:g}/{FOREACH_ADAM_BYTES:g} "
        "(bytes per parameter, fused against foreach), the other passes' launches and host time gone",
        ("dram_saturated", "launch_bound", "near_roof"),
        change,
        covered,
    )


# FOREACH/FUSED_ADAM_BYTES are per fp32 parameter of this many bytes: per byte of parameters (their
# gradients and state of the same dtype) the passes move 20 bytes, the fused kernel 7.
FP32_BYTES = 4.0


def optimizer_finding(
    entry: Mapping[str, Any], context: Context, step_ns: float, iterations: int, parameter_bytes: int | None
) -> Finding:
    """The optimizer step as one unit: its foreach passes, their kernels, time and DRAM bytes (ncu)
    against a fused pass's, and the plan's step saving for fusing them."""
    names = context.ops["name"].astype(str)
    operator = str(names[names.str.match(ADAM)].iloc[0])
    found = entry["evidence"]
    moved = found["dram_bytes_per_step"]
    ratio = FUSED_ADAM_BYTES / FOREACH_ADAM_BYTES
    modelled = None if parameter_bytes is None else parameter_bytes * FOREACH_ADAM_BYTES / FP32_BYTES
    bytes_text = (
        f"they move {format_bytes(moved)} per step (ncu's DRAM bytes), a fused pass about {format_bytes(moved * ratio)}"
        if moved is not None
        else "ncu measured none of their DRAM bytes"
    )
    if parameter_bytes is not None and modelled is not None:
        bytes_text += (
            f" ({format_bytes(parameter_bytes)} of parameters x {FOREACH_ADAM_BYTES / FP32_BYTES:g} = "
            f"{format_bytes(modelled)} for the foreach passes, x {FUSED_ADAM_BYTES / FP32_BYTES:g} = "
            f"{format_bytes(parameter_bytes * FUSED_ADAM_BYTES / FP32_BYTES)} fused)"
        )
    evidence = (
        f"{format_count(found['calls_per_step'])} foreach passes per step of "
        f"{len(found['operators'])} operators ({', '.join(o.removeprefix('aten::') for o in found['operators'])}) in "
        f"{format_count(found['kernels_per_step'])} kernels, {format_ns(found['kernel_ns_per_step'])} of kernel time "
        f"per step; {bytes_text}"
    )
    numbers = {
        "fused_dram_bytes_per_step": None if moved is None else moved * ratio,
        "parameter_bytes": None if parameter_bytes is None else float(parameter_bytes),
        "modelled_dram_bytes_per_step": modelled,
    }
    return priced_finding(OPTIMIZER_RULE, operator, entry, step_ns, iterations, evidence, numbers)
