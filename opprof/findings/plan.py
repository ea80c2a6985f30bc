"""The findings ranked and one plan, priced in step time: each fix a change to the step model
(opprof/analysis/step_model.py), its saving the modelled step's wall before minus after, the fixes
applied together in the order that saves the most first, so the plan's cumulative saving can never
exceed the step.

The fixes opprof can model, each in the module of the findings it answers: ``cuda_graphs`` (host),
``tf32_matmul`` / ``tf32_cudnn`` (gemm), ``fused_optimizer`` (optimizer), ``fold_bias`` (epilogue),
``bf16_weights`` (casts).

Each fix names the rule hits (profile.json ``signals``) it answers: they are its evidence, and
their kernel-time figures stay labelled as kernel time.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.attribution import is_compiled_wrapper
from opprof.analysis.roofline import NEAR_ROOF_PCT, Peaks
from opprof.analysis.step_model import Model, Step, fix_key
from opprof.findings.casts import CAST_RULE, cast_finding, cast_fix
from opprof.findings.change import Context, Fix, step_column
from opprof.findings.epilogue import EPILOGUE_RULE, bias_fix, epilogue_finding
from opprof.findings.facts import Facts, counter, is_gemm, number
from opprof.findings.gemm import SMALL_GEMM_RULE, TENSOR_IDLE_RULE, tf32_fix
from opprof.findings.host import (
    IDLE_RULE,
    IDLE_SCALE,
    LAUNCH_RULE,
    OPAQUE_KERNELS_PER_CALL,
    OPAQUE_RULE,
    OVERHEAD,
    OVERHEAD_NOTE,
    OVERHEAD_RULE,
    graph_fix,
    idle_before,
    idle_scale,
    opaque_call,
    regime_finding,
)
from opprof.findings.memory_traffic import DRAM_RULE, L2_RULE
from opprof.findings.occupancy import LATENCY_RULE, OCCUPANCY_RULE, SPILLS_RULE
from opprof.findings.optimizer import OPTIMIZER_RULE, optimizer_finding, optimizer_fix
from opprof.findings.roof import NEAR_ROOF_RULE, near_roof_finding
from opprof.findings.rules import MATERIAL_SHARE, Finding, Rule, Severity, rule_finding
from opprof.tables import HIGH, counter_column, rows
from opprof.units import format_ns, format_share

# The per-family rules, in the order find_signals applies them.
RULES: tuple[Rule, ...] = (
    TENSOR_IDLE_RULE,
    SMALL_GEMM_RULE,
    DRAM_RULE,
    LAUNCH_RULE,
    OCCUPANCY_RULE,
    LATENCY_RULE,
    SPILLS_RULE,
    L2_RULE,
)

# Every rule, in the order the report explains them.
ALL_RULES = (OVERHEAD_RULE, IDLE_RULE, OPTIMIZER_RULE, EPILOGUE_RULE, CAST_RULE, *RULES, NEAR_ROOF_RULE, OPAQUE_RULE)
SEVERITY_RANK = {"high": 0, "medium": 1, "low": 2}
# The host speeds the plan's predictions are also priced at, as factors of the profiled host's
# time: 1/4x to 4x, 19% apart (a what-if run's CPU may be that much faster or slower).
HOST_FACTORS = tuple(2 ** (k / 4) for k in range(-8, 9))


def _numbers(facts: Facts, rule: Rule) -> dict[str, float | int | None]:
    """What the rule read: its counters, and the time and kernels it weighed."""
    read = {name: counter(facts, name) for name in rule.counters}
    read.update({name: value for name in rule.context if (value := counter(facts, name)) is not None})
    return {
        **read,
        "duration_ns": int(facts["duration_ns"]),
        "kernel_count": int(facts["kernel_count"]),
        "share_of_window_time": float(facts["share_of_window_time"]),
        "median_kernel_ns": float(facts["median_kernel_ns"]),
    }


def _rank(finding: Finding) -> tuple[int, float, int, float]:
    """Overhead-bound first (a faster kernel buys nothing until it is fixed), then the most it
    could save, then severity and the time at stake."""
    return (
        0 if finding.rule == OVERHEAD_RULE.id else 1,
        -(finding.kernel_saving_ns or 0.0),
        SEVERITY_RANK[finding.severity],
        -(finding.at_stake_ns or 0.0),
    )


def find_signals(
    facts: pd.DataFrame, regime: Mapping[str, Any] | None = None, peaks: Peaks | None = None
) -> list[Finding]:
    """Every rule on every family, ranked by ``_rank``. ``facts`` may carry each family's
    speed of light (roofline.ROOFLINE_COLUMNS); one at or above NEAR_ROOF_PCT of its roof gets the
    near_roof finding instead of the rules that blame the kernel's execution.

    In a host-bound step (``regime``: profile.json's) the regime finding comes first and
    every kernel-level finding drops to low severity, saying why; a mixed one gets the finding of
    its idle time, ranked with the rest."""
    overhead = regime is not None and regime["verdict"] == OVERHEAD
    step = regime_finding(regime) if regime is not None else None
    findings = [step] if step is not None else []
    scale = idle_scale(facts, regime)
    # A compiled graph's wrapper is a region, not an operator: what stays on one (a CUDA graph
    # replay no call list placed) is flagged with the graph replays, never given a fix.
    for row in rows(facts[~is_compiled_wrapper(facts["family"])]):
        row[IDLE_SCALE] = scale
        material = row["share_of_window_time"] >= MATERIAL_SHARE
        pct = number(row, "pct_of_roof")
        near = pct is not None and pct >= NEAR_ROOF_PCT
        fired = set()
        for rule in RULES:
            if near and rule.quiet_near_roof:
                continue
            evidence = rule.evidence(row) if material or not rule.needs_material_share else None
            if evidence is None:
                continue
            severity: Severity = rule.severity
            if overhead and rule.counters:
                severity, evidence = "low", f"{evidence} · {OVERHEAD_NOTE}"
            stake = row["idle_before_ns"] if rule.saving is idle_before else row["duration_ns"]
            findings.append(
                rule_finding(
                    row["family"], rule, severity, evidence, _numbers(row, rule), stake, rule.saving(row, peaks), row
                )
            )
            fired.add(rule.id)
        # One label per operator: a rule that fired already says what limits it (a GEMM on the CUDA
        # cores near their roof is far from the Tensor Cores'; a saturated DRAM is its roof), and a
        # GEMM without FLOPs has no roofline to be near (ncu's throughput share is not one).
        if near and material and not fired and not (is_gemm(row) and number(row, "flops") is None):
            findings.append(near_roof_finding(row))
        # Facts made by hand may lack the calls and the tier split: the rule needs both.
        calls, high = row.get("invocations", 0), row.get(f"{HIGH}_kernels", 0)
        if calls > 0 and high >= OPAQUE_KERNELS_PER_CALL * calls:
            findings.append(opaque_call(row))
    return sorted(findings, key=_rank)


# A fix saving less than this share of the step is left out of the plan: within the model's error.
MATERIAL_STEP_SHARE = 0.005


def available_fixes(context: Context, steps: list[Step]) -> tuple[list[Fix], list[dict[str, str]]]:
    """The fixes that touch this step, and those left out with the reason."""
    fixes: list[Fix] = []
    left_out: list[dict[str, str]] = []
    waits = max((int(s.sync.sum()) for s in steps), default=0)
    if waits:
        left_out.append(
            {
                "fix": "cuda_graphs",
                "reason": f"the step synchronises with the host {waits} times: a CUDA graph cannot hold it",
            }
        )
    else:
        fixes.append(graph_fix())
    made_fixes = (tf32_fix(context, False), tf32_fix(context, True), optimizer_fix(context), bias_fix(context))
    for made in (*made_fixes, cast_fix(context)):
        if made is not None:
            fixes.append(made)
    touching = [f for f in fixes if any(f.covered(s).any() for s in steps)]
    return touching, left_out


def _composed(fixes: Sequence[Fix]) -> Callable[[Step], Step]:
    ordered = [f for f in fixes if not f.last] + [f for f in fixes if f.last]

    def change(step: Step) -> Step:
        for fix in ordered:
            step = fix.change(step)
        return step

    return change


def _evidence(fix: Fix, findings: Sequence[Finding], context: Context, steps: list[Step]) -> dict[str, Any]:
    operators: set[str] = set()
    kernels = calls = 0
    kernel_ns = 0.0
    moved: list[float] = []
    for step in steps:
        chosen = fix.covered(step)
        kernels += int(chosen.sum())
        calls += step_column(context, step, "kineto_op_index")[chosen].dropna().nunique()
        kernel_ns += float(step.op_ns[chosen].sum())
        read, written = (
            step_column(context, step, counter_column(name)).astype("Float64")[chosen]
            for name in ("dram_bytes_read", "dram_bytes_write")
        )
        both = read + written
        moved.append(float(both.sum()) if len(both) and both.notna().all() else float("nan"))
        operators.update(str(o) for o in step_column(context, step, "operator_name")[chosen].dropna())
    named = operators | ({"(measured window)"} if fix.last else set())
    hits = [
        {"rule": f.rule, "operator": f.operator, "severity": f.severity}
        for f in findings
        if f.rule in fix.rules and f.operator in named
    ]
    per_step = len(steps) or 1
    return {
        "operators": sorted(operators),
        "kernels_per_step": kernels / per_step,
        # the host operators (Kineto) that launched them: an optimizer's passes, the bias adds
        "calls_per_step": calls / per_step,
        "kernel_ns_per_step": kernel_ns / per_step,
        # DRAM bytes its kernels moved per step (ncu), null where any lacks the counter
        "dram_bytes_per_step": None if not moved or np.isnan(moved).any() else float(np.mean(moved)),
        "signals": hits,
    }


def build_plan(model: Model, context: Context, findings: Sequence[Finding]) -> dict[str, Any]:
    """profile.json's ``plan``: the fixes in the order that saves the most step time first, each
    with what it saves alone now, what it saves after the fixes above it, and the step after it."""
    base = model.wall_ns()
    if base is None or not model.steps:
        return {"step_ns": None, "fixes": [], "left_out": [], "reason": "no modelled step: nothing to price"}
    fixes, left_out = available_fixes(context, model.steps)
    combinations = fix_combinations(model, fixes)
    alone = {f.id: base - (combinations[fix_key([f.id])].wall_ns() or base) for f in fixes}
    chosen: list[Fix] = []
    current = base
    entries = []
    remaining = list(fixes)
    while remaining:
        priced = [(model.wall_ns(_composed([*chosen, f])) or current, f) for f in remaining]
        after, best = min(priced, key=lambda pair: (pair[0], pair[1].id))
        saved = current - after
        if saved < MATERIAL_STEP_SHARE * base:
            break
        chosen.append(best)
        remaining.remove(best)
        entries.append(_entry(best, alone[best.id], saved, after, base, chosen, findings, context, model))
        current = after
    for fix in remaining:
        after = model.wall_ns(_composed([*chosen, fix])) or current
        left_out.append(
            {
                "fix": fix.id,
                "reason": f"saves {format_ns(alone[fix.id])} alone and "
                f"{format_ns(current - after)} after the plan: under {format_share(MATERIAL_STEP_SHARE)} of the step",
            }
        )
    return {
        "step_ns": base,
        "predictions": predictions(combinations),
        "host_sweep": host_sweep(model, combinations),
        "planned_step_ns": current,
        "saving_ns": base - current,
        "fixes": entries,
        "left_out": left_out,
        "method": "each fix a change to the step model; the fix saving the most after those above it comes next; "
        "savings are the modelled median step's wall before minus after, so the plan's total is the modelled step "
        "less the step with every fix applied",
    }


def fix_combinations(model: Model, fixes: Sequence[Fix]) -> dict[str, Model]:
    """The model under every combination of the fixes (none included), by fix_key: each change
    applied once, for the predictions and the host sweep alike (applying them costs far more than
    replaying the steps)."""
    return {
        fix_key([f.id for f in chosen]): model.changed(_composed(chosen))
        for size in range(len(fixes) + 1)
        for chosen in itertools.combinations(fixes, size)
    }


def predictions(combinations: Mapping[str, Model]) -> dict[str, float | None]:
    """The modelled median step under every combination of the fixes, by fix_key."""
    return {key: changed.wall_ns() for key, changed in combinations.items()}


def host_sweep(model: Model, combinations: Mapping[str, Model]) -> dict[str, Any]:
    """The predictions on hosts faster and slower than the profiled one: per factor of HOST_FACTORS
    the modelled median step's host time, and per combination of the fixes its wall. A what-if run
    made on another machine is checked at its own baseline's host time, read off this sweep: a
    slower CPU stretches everything the host issues (what the fixes leave of it), not the kernels."""
    return {
        "host_factors": list(HOST_FACTORS),
        "host_ns": [model.with_host(factor).host_ns() for factor in HOST_FACTORS],
        "wall_ns": {
            key: [changed.with_host(factor).wall_ns() for factor in HOST_FACTORS]
            for key, changed in combinations.items()
        },
    }


def _entry(
    fix: Fix,
    saving_alone: float,
    saving: float,
    after: float,
    base: float,
    chosen: list[Fix],
    findings: Sequence[Finding],
    context: Context,
    model: Model,
) -> dict[str, Any]:
    before = [f.id for f in chosen[:-1]]
    note = (
        f"alone it saves {format_ns(saving_alone)} ({format_share(saving_alone / base)}); "
        f"after {', '.join(before)} it saves {format_ns(saving)}"
        if before and abs(saving - saving_alone) > MATERIAL_STEP_SHARE * base
        else ""
    )
    return {
        "fix": fix.id,
        "title": fix.title,
        "action": fix.action,
        "formula": fix.formula,
        "saving_alone_ns": saving_alone,
        "saving_ns": saving,
        "saving_share": saving / base,
        "after": before,
        "step_after_ns": after,
        "cumulative_saving_ns": base - after,
        "note": note,
        "evidence": _evidence(fix, findings, context, model.steps),
    }


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
