"""autocast's casts of the fp32 weights on every forward, priced by ``bf16_weights``: the weights kept in
the lower precision, the casts' kernels and host dispatch gone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.roofline import input_dims
from opprof.findings.above import priced_finding
from opprof.findings.change import Context, Fix, without_calls
from opprof.findings.optimizer import ADAM, FP32_BYTES
from opprof.findings.rules import Finding, Rule
from opprof.units import format_bytes, format_count, format_ns, format_share

CAST_RULE = Rule(
    "autocast_parameter_casts",
    "medium",
    "autocast casts the fp32 weights again on every forward",
    "under autocast, aten::to of a tensor shaped as one of the model's parameters (modules.json), priced by the "
    "plan's bf16_weights fix",
    "autocast keeps the weights in fp32 and casts each one to bf16/fp16 where an operator reads it, every step: a "
    "kernel and a read and write of the weight per cast. Weights kept in the lower precision (with an fp32 master "
    "copy for the optimizer), or torch.compile fusing the cast into its consumer, remove them.",
    (),
    lambda _: None,  # from the plan's fix: cast_finding
    needs_material_share=False,
)

# The operator that copies a tensor to another dtype (under aten::to; its aten::copy_ launches the kernel).
CAST = "aten::_to_copy"


def _tree(ops: pd.DataFrame) -> tuple[dict[int, str], dict[int, int]]:
    """Each host operator's name and parent (-1 for none), by op_index."""
    index = ops.index.astype("int64").tolist()
    return dict(zip(index, ops["name"].astype(str).tolist(), strict=True)), dict(
        zip(index, ops["parent_index"].astype("int64").tolist(), strict=True)
    )


def parameter_casts(ops: pd.DataFrame, parameters: Mapping[str, list[list[int]]]) -> dict[int, list[int]]:
    """Kineto's ``aten::_to_copy`` calls whose input is shaped as one of the model's parameters
    (modules.json), with that shape. The Kineto run has no module ranges, so the shape alone
    says it: an activation of a parameter's exact shape would be counted too."""
    shapes = {tuple(shape) for held in parameters.values() for shape in held}
    copies = ops[ops["name"] == CAST]
    chosen = {}
    for index, text in zip(copies.index.astype("int64").tolist(), copies["input_dims"].tolist(), strict=True):
        dims = input_dims(text)
        shape = dims[0] if dims and isinstance(dims[0], list) else None
        if shape and tuple(shape) in shapes:
            chosen[index] = shape
    return chosen


def cast_fix(context: Context) -> Fix | None:
    if not context.numerics.get("autocast") or not context.parameters:
        return None
    casts = parameter_casts(context.ops, context.parameters)
    if not casts:
        return None
    names, parents = _tree(context.ops)
    # The cast's host time is its aten::to's; its kernels are launched by it or its aten::copy_.
    outer = {c: parents[c] if names.get(parents[c]) == "aten::to" else c for c in casts}
    outer |= {child: outer[parent] for child, parent in parents.items() if parent in outer}
    covered, change = without_calls(context, outer)
    training = bool(context.ops["name"].astype(str).str.match(ADAM).any())
    return Fix(
        "bf16_weights",
        "Weights kept in bf16: no autocast cast of the parameters on every forward",
        "the model in bf16 (model.to(torch.bfloat16)) with an fp32 master copy of the weights in the optimizer, "
        "or torch.compile, which fuses each cast into the kernel that reads it"
        if training
        else "the model in bf16 (model.to(torch.bfloat16)) instead of autocast over fp32 weights, or torch.compile, "
        "which fuses each cast into the kernel that reads it",
        "autocast's casts of the parameters (aten::to of a tensor shaped as a parameter) gone: their kernels "
        "and their host dispatch",
        ("launch_bound", "dram_saturated", "near_roof", "low_l2_hit_rate"),
        change,
        covered,
    )


# What autocast casts the weights to: bf16 or fp16.
HALF_BYTES = 2.0


def cast_finding(
    entry: Mapping[str, Any], context: Context, step_ns: float, iterations: int, kernel_ns: int
) -> Finding:
    """autocast's casts of the parameters as one finding: casts per step, the bytes they read and
    write (from the parameters' shapes), their share of kernel time, and the plan's step saving
    for keeping the weights in the lower precision."""
    casts = parameter_casts(context.ops, context.parameters)
    elements = [int(np.prod(shape)) for shape in casts.values()]
    found = entry["evidence"]
    calls = float(found["calls_per_step"])
    per_cast = float(np.mean(elements)) * (FP32_BYTES + HALF_BYTES)
    share = float(found["kernel_ns_per_step"]) * iterations / kernel_ns if kernel_ns else None
    evidence = (
        f"parameter casts per step: {format_count(calls)}, each a read of the fp32 weight and a write of its "
        f"{context.numerics.get('dtype', '16-bit')} copy: {format_bytes(per_cast * calls)} per step, "
        f"{format_count(found['kernels_per_step'])} kernels, {format_ns(found['kernel_ns_per_step'])} of kernel time"
        + (f" ({format_share(share)} of it)" if share is not None else "")
    )
    numbers = {"cast_bytes_per_step": per_cast * calls, "share_of_kernel_time": share}
    return priced_finding(
        CAST_RULE, "autocast (aten::to of the parameters)", entry, step_ns, iterations, evidence, numbers
    )
