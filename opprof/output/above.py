"""Findings above the operator: where the fix is above any one operator (the optimizer step's
passes, a bias add the GEMM before it could do, autocast's casts of the weights), one finding
names the unit and carries the step saving of the plan's fix for it (opprof/output/plan.py,
priced by the step model: never a second estimate); the per-operator findings the fix answers
point at it, and the plan's entry names it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import pandas as pd

from opprof.output.plan import ADAM, FOREACH_ADAM_BYTES, FUSED_ADAM_BYTES, Context, bias_adds, parameter_casts
from opprof.output.signals import CAST_RULE, EPILOGUE_RULE, OPTIMIZER_RULE, OVERHEAD_RULE, Finding, Rule, Severity
from opprof.units import format_bytes, format_count, format_ns, format_share

# FOREACH/FUSED_ADAM_BYTES are per fp32 parameter of this many bytes: per byte of parameters (their
# gradients and state of the same dtype) the passes move 20 bytes, the fused kernel 7.
FP32_BYTES = 4.0
# What autocast casts the weights to: bf16 or fp16.
HALF_BYTES = 2.0
# A step saving at or above these shares of the step makes the finding high, medium; else low.
HIGH_SHARE, MEDIUM_SHARE = 0.05, 0.01


def _severity(share: float) -> Severity:
    return "high" if share >= HIGH_SHARE else "medium" if share >= MEDIUM_SHARE else "low"


def _priced(entry: Mapping[str, Any], step_ns: float) -> tuple[str, dict[str, float]]:
    """The plan entry's step saving, in words and as numbers."""
    alone = entry["saving_alone_ns"]
    text = (
        f"the plan's {entry['fix']} saves {format_ns(entry['saving_ns'])} of the modelled {format_ns(step_ns)} step "
        f"({format_share(entry['saving_share'])})" + (f"; {format_ns(alone)} alone" if entry["after"] else "")
    )
    numbers = {
        "step_saving_ns": float(entry["saving_ns"]),
        "step_saving_alone_ns": float(alone),
        "step_saving_share": float(entry["saving_share"]),
        "step_ns": float(step_ns),
    }
    return text, numbers


def _finding(
    rule: Rule,
    operator: str,
    entry: Mapping[str, Any],
    step_ns: float,
    iterations: int,
    evidence: str,
    numbers: Mapping[str, float | None],
) -> Finding:
    saving, priced = _priced(entry, step_ns)
    found = entry["evidence"]
    return Finding(
        operator,
        rule.id,
        _severity(float(entry["saving_share"])),
        rule.title,
        evidence,
        (),
        {
            "calls_per_step": float(found["calls_per_step"]),
            "kernels_per_step": float(found["kernels_per_step"]),
            "kernel_ns_per_step": float(found["kernel_ns_per_step"]),
            "dram_bytes_per_step": found["dram_bytes_per_step"],
            **numbers,
            **priced,
        },
        rule.threshold,
        float(found["kernel_ns_per_step"]) * iterations,
        None,
        f"step time, not kernel time: {saving} (the step model)",
        entry["action"],
        plan_fix=entry["fix"],
    )


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
    return _finding(OPTIMIZER_RULE, operator, entry, step_ns, iterations, evidence, numbers)


def epilogue_finding(entry: Mapping[str, Any], context: Context, step_ns: float, iterations: int) -> Finding:
    """The bias adds after GEMMs as one finding: the GEMM and add, their kernels, time and DRAM
    bytes, and the plan's step saving for folding them into the GEMMs' epilogues."""
    ops = context.ops
    adds = bias_adds(ops)
    rows = ops.loc[adds]
    ordered = ops.sort_values(["tid", "depth", "start_ns"], kind="stable")
    before = ordered.groupby(["tid", "depth"])["name"].shift(1).reindex(adds)
    pairs = pd.Series(before.astype(str).to_numpy() + " + " + rows["name"].astype(str).to_numpy()).value_counts()
    found = entry["evidence"]
    moved = found["dram_bytes_per_step"]
    evidence = (
        f"bias adds per step: {format_count(found['calls_per_step'])} ({', '.join(pairs.index)}, Input Dims "
        f"{rows['input_dims'].iloc[0]}), each with kernels of its own: {format_count(found['kernels_per_step'])} "
        f"per step, {format_ns(found['kernel_ns_per_step'])} of kernel time"
        + (f", {format_bytes(moved)} of DRAM traffic (ncu)" if moved is not None else "")
    )
    return _finding(EPILOGUE_RULE, str(pairs.index[0]), entry, step_ns, iterations, evidence, {})


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
    return _finding(CAST_RULE, "autocast (aten::to of the parameters)", entry, step_ns, iterations, evidence, numbers)


def above_operator(
    findings: Sequence[Finding],
    plan: dict[str, Any],
    context: Context,
    iterations: int,
    kernel_ns: int,
    parameter_bytes: int | None,
) -> tuple[list[Finding], dict[str, Any]]:
    """The findings with those above the operator added after the regime's (they are priced in
    step time), the findings their fix answers pointing at them, and the plan's entries naming them."""
    made: list[Finding] = []
    entries = []
    for entry in plan["fixes"]:
        finding = None
        if entry["fix"] == "fused_optimizer":
            finding = optimizer_finding(entry, context, plan["step_ns"], iterations, parameter_bytes)
        elif entry["fix"] == "fold_bias":
            finding = epilogue_finding(entry, context, plan["step_ns"], iterations)
        elif entry["fix"] == "bf16_weights":
            finding = cast_finding(entry, context, plan["step_ns"], iterations, kernel_ns)
        if finding is not None:
            made.append(finding)
            entry = {**entry, "evidence": {**entry["evidence"], "finding": finding.rule}}
        entries.append(entry)
    answered = {
        (s["rule"], s["operator"]): region
        for region in made
        for entry in entries
        if entry["fix"] == region.plan_fix
        for s in entry["evidence"]["signals"]
    }
    pointed = [
        replace(f, part_of=region.rule, fix=f"part of {region.operator}: {region.fix}")
        if (region := answered.get((f.rule, f.operator))) is not None
        else f
        for f in findings
    ]
    lead = [f for f in pointed if f.rule == OVERHEAD_RULE.id]
    rest = [f for f in pointed if f.rule != OVERHEAD_RULE.id]
    return [*lead, *made, *rest], {**plan, "fixes": entries}
