"""One plan, priced in step time: each fix a change to the step model (opprof/analysis/step_model.py),
its saving the modelled step's wall before minus after, the fixes applied together in the order
that saves the most first, so the plan's cumulative saving can never exceed the step.

A fix opprof can model:

- ``cuda_graphs``: the step's launches replayed from one CUDA graph launch: no host dispatch, the
  kernels back to back (a node-to-node gap each);
- ``tf32_matmul`` / ``tf32_cudnn``: the FP32 CUDA-core GEMMs of cuBLAS / cuDNN on the TF32 Tensor
  Cores, at the same share of that roof as they reach of the FP32 one;
- ``fused_optimizer``: Adam(W)'s foreach passes as one fused pass (28 bytes a parameter instead of
  about 80), their launches and host time with them;
- ``fold_bias``: a bias add after a GEMM folded into the GEMM's epilogue: its kernel and its host
  dispatch gone.

Each fix names the rule hits (profile.json ``signals``) it answers: they are its evidence, and
their kernel-time figures stay labelled as kernel time.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.roofline import FP32, TENSOR_TF32, Peaks, input_dims
from opprof.analysis.step_model import BoolArray, FloatArray, Model, Step, fix_key
from opprof.output.signals import (
    FP32_SIMT_TOKEN,
    GEMM_KERNEL,
    GEMM_OPERATORS,
    TENSOR_CORE_KERNEL,
    TENSOR_PIPE_IDLE_PCT,
    Finding,
)
from opprof.tables import counter_column
from opprof.units import format_ns, format_share

# A CUDA graph's replay (assumed, to be checked by running it: ``whatif``): the host's time for
# the step (the Python call and cudaGraphLaunch) and the GPU's gap from one kernel node to the next.
GRAPH_HOST_NS = 15_000.0
GRAPH_NODE_GAP_NS = 1_000.0
# Adam(W) per fp32 parameter: the foreach implementation's passes move about 80 bytes (lerp,
# two muls, addcmul, sqrt, div, add, addcdiv), the fused kernel 28 (p, g, m, v read; p, m, v written).
FOREACH_ADAM_BYTES, FUSED_ADAM_BYTES = 80.0, 28.0
ADAM = re.compile(r"Optimizer\.step#(Adam|AdamW)\.step")
CUDNN_OPERATOR = re.compile(r"^aten::_?cudnn")
BIAS_ADDS = frozenset({"aten::add", "aten::add_"})
# The operator that copies a tensor to another dtype (under aten::to; its aten::copy_ launches the kernel).
CAST = "aten::_to_copy"
# A fix saving less than this share of the step is left out of the plan: within the model's error.
MATERIAL_STEP_SHARE = 0.005


@dataclass(frozen=True)
class Context:
    """What the fixes read beside the steps: the window's kernels by Kineto kernel index, the
    Kineto host operators, the operator summary with its roofline, the peaks and numerics."""

    kernels: pd.DataFrame  # kernels.parquet rows indexed by kineto_kernel_index
    ops: pd.DataFrame  # kineto_ops indexed by op_index
    summary: pd.DataFrame  # operator_summary with ROOFLINE_COLUMNS, indexed by operator_name
    peaks: Peaks | None
    numerics: dict[str, Any]
    # Each module's parameter shapes (the bundle's modules.json), by module name.
    parameters: Mapping[str, list[list[int]]] = field(default_factory=dict)


def module_parameters(modules: dict[str, Any] | None) -> dict[str, list[list[int]]]:
    """modules.json's parameter shapes by module name (none without the file)."""
    return {m["name"]: list(m["parameters"].values()) for m in (modules or {}).get("modules", [])}


def plan_context(
    kernels: pd.DataFrame,
    ops: pd.DataFrame,
    summary: pd.DataFrame,
    peaks: Peaks | None,
    manifest: dict[str, Any],
    modules: dict[str, Any] | None = None,
) -> Context:
    """The fixes' context from the profile's kernels, Kineto's host operators, the operator
    summary with its roofline and the bundle's modules.json."""
    known = kernels[kernels["kineto_kernel_index"].notna().to_numpy(bool)]
    return Context(
        known.set_index(known["kineto_kernel_index"].astype("int64")),
        ops.set_index("op_index"),
        summary.set_index("operator_name"),
        peaks,
        manifest["workload"].get("numerics") or {},
        module_parameters(modules),
    )


def _column(context: Context, step: Step, name: str) -> pd.Series:
    """A kernels.parquet column for each of the step's operations (NA for copies and sets)."""
    return context.kernels[name].reindex(step.op_key).reset_index(drop=True)


def _gemm_on_cuda_cores(context: Context, step: Step) -> BoolArray:
    names = _column(context, step, "demangled_name").astype("string").fillna("")
    operators = _column(context, step, "operator_name").astype("string").fillna("")
    tensor = _column(context, step, counter_column("tensor_pipe_active_pct")).astype("Float64")
    gemm = operators.isin(GEMM_OPERATORS) | names.str.contains(GEMM_KERNEL)
    simt = names.str.contains(FP32_SIMT_TOKEN) | ~names.str.contains(TENSOR_CORE_KERNEL)
    idle = tensor.fillna(0.0) < TENSOR_PIPE_IDLE_PCT
    return (gemm & simt & idle & names.str.contains(GEMM_KERNEL)).to_numpy(bool)


def _is_cudnn(context: Context, step: Step) -> BoolArray:
    operators = _column(context, step, "operator_name").astype("string").fillna("")
    return operators.str.contains(CUDNN_OPERATOR).to_numpy(bool)


def tensor_factor(context: Context, operator: str, target: str) -> float | None:
    """How much of its time an operator's FP32 GEMM kernels keep on ``target``: at the same share
    of that roof as of the FP32 one (FLOPs and DRAM bytes from its roofline where known, else the
    ratio of the two pipes' peaks)."""
    peaks = context.peaks
    if peaks is None:
        return None
    fp32, faster = peaks.flops_per_s[FP32], peaks.flops_per_s[target]
    row = context.summary.loc[operator] if operator in context.summary.index else None
    flops = None if row is None or pd.isna(row["flops"]) else float(row["flops"])
    moved = None if row is None or pd.isna(row["dram_bytes"]) else float(row["dram_bytes"])
    if flops is None or not flops:
        return fp32 / faster
    memory = moved / peaks.dram_bytes_per_s if moved is not None and peaks.dram_bytes_per_s else 0.0
    return max(flops / faster, memory) / max(flops / fp32, memory)


def _faster(step: Step, chosen: BoolArray, factors: FloatArray) -> Step:
    op_ns = step.op_ns.copy()
    op_ns[chosen] = op_ns[chosen] * factors[chosen]
    return replace(step, op_ns=op_ns)


def _host_shift(times: FloatArray, starts: FloatArray, ends: FloatArray) -> FloatArray:
    """Each time less the removed host time before it (``starts``/``ends``: disjoint, sorted)."""
    lengths = ends - starts
    before = np.concatenate([[0.0], np.cumsum(lengths)])
    at = np.searchsorted(starts, times, side="right") - 1
    inside = np.clip(times - starts[np.clip(at, 0, None)], 0.0, lengths[np.clip(at, 0, None)])
    return times - np.where(at >= 0, before[np.clip(at, 0, None)] + inside, 0.0)


def _merged(intervals: Sequence[tuple[float, float]]) -> tuple[FloatArray, FloatArray]:
    out: list[list[float]] = []
    for start, end in sorted(intervals):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    array = np.array(out, dtype=np.float64).reshape(-1, 2)
    return array[:, 0], array[:, 1]


def without(step: Step, dropped: BoolArray, host: Sequence[tuple[float, float]]) -> Step:
    """The step without the ``dropped`` operations and without the host time of ``host`` (host
    operators' intervals, ns on the profiled clock from the step's start): the calls inside it go,
    and everything after it moves earlier by its length."""
    starts, ends = _merged([(a * step.scale, b * step.scale) for a, b in host])
    at = np.searchsorted(starts, step.call_start, side="right") - 1
    inside = (at >= 0) & (step.call_start < ends[np.clip(at, 0, None)]) if len(starts) else np.zeros(0, bool)
    kept_calls = ~inside if len(starts) else np.ones(len(step.call_start), dtype=bool)
    renumber = np.cumsum(kept_calls) - 1
    kept_ops = ~dropped & kept_calls[step.op_call]
    shift = (lambda t: _host_shift(t, starts, ends)) if len(starts) else (lambda t: t)
    return replace(
        step,
        host_ns=float(shift(np.array([step.host_ns]))[0]),
        call_start=shift(step.call_start[kept_calls]),
        call_end=shift(step.call_end[kept_calls]),
        sync=step.sync[kept_calls],
        op_call=renumber[step.op_call[kept_ops]],
        op_stream=step.op_stream[kept_ops],
        op_ns=step.op_ns[kept_ops],
        op_key=step.op_key[kept_ops],
    )


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


@dataclass(frozen=True)
class Fix:
    """One change the plan can make: ``change`` applies it to a step; ``covers`` says which
    operations it touches (for its evidence); ``rules`` the signal rules it answers."""

    id: str
    title: str
    action: str
    formula: str
    rules: tuple[str, ...]
    change: Callable[[Step], Step]
    covered: Callable[[Step], BoolArray]
    # Applied after every fix that changes operations: a graph replays whatever they left.
    last: bool = False


def _operator_factors(context: Context, step: Step, chosen: BoolArray, target: str) -> FloatArray:
    operators = _column(context, step, "operator_name").astype("string").fillna("")
    factors = np.ones(len(step.op_ns))
    for name in pd.unique(operators[chosen]):
        factor = tensor_factor(context, str(name), target)
        factors[(operators == name).to_numpy(bool) & chosen] = 1.0 if factor is None else factor
    return factors


def _tf32_fix(context: Context, cudnn: bool) -> Fix | None:
    if context.peaks is None:
        return None
    flag = "allow_tf32_cudnn" if cudnn else "allow_tf32_matmul"
    if context.numerics.get(flag):
        return None

    def covered(step: Step) -> BoolArray:
        on_cudnn = _is_cudnn(context, step)
        return _gemm_on_cuda_cores(context, step) & (on_cudnn if cudnn else ~on_cudnn)

    def change(step: Step) -> Step:
        chosen = covered(step)
        return _faster(step, chosen, _operator_factors(context, step, chosen, TENSOR_TF32))

    if cudnn:
        return Fix(
            "tf32_cudnn",
            "cuDNN's FP32 GEMMs on the TF32 Tensor Cores",
            "torch.backends.cudnn.allow_tf32 = True (PyTorch's default; this capture turned it off); "
            "torch.set_float32_matmul_precision does not govern cuDNN",
            "cuDNN's FP32 CUDA-core GEMM kernels at the same share of the TF32 Tensor Core roof as of the FP32 one",
            ("tensor_pipe_idle_gemm", "opaque_library_call"),
            change,
            covered,
        )
    return Fix(
        "tf32_matmul",
        "FP32 GEMMs on the TF32 Tensor Cores",
        "torch.set_float32_matmul_precision('high') (TF32 for float32 matmuls), or bf16 autocast for the GEMMs",
        "cuBLAS FP32 CUDA-core GEMM kernels at the same share of the TF32 Tensor Core roof as of the FP32 one "
        "(FLOPs and DRAM bytes from the roofline where known)",
        ("tensor_pipe_idle_gemm",),
        change,
        covered,
    )


def _graph_fix() -> Fix:
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


def _op_interval(context: Context, step: Step, op_index: int) -> tuple[float, float]:
    start, end = context.ops.loc[op_index, ["start_ns", "end_ns"]].to_numpy(np.int64)
    return float(start - step.origin_ns), float(end - step.origin_ns)


def _optimizer_fix(context: Context) -> Fix | None:
    names = context.ops["name"].astype(str)
    found = names[names.str.match(ADAM)]
    if found.empty:
        return None
    optimizer = ADAM.match(found.iloc[0]).group(1)  # type: ignore[union-attr]

    def covered(step: Step) -> BoolArray:
        phase = _column(context, step, "step_phase").astype("string")
        operators = _column(context, step, "operator_name").astype("string").fillna("")
        return ((phase == "optimizer").fillna(False) & operators.str.startswith("aten::_foreach")).to_numpy(bool)

    def change(step: Step) -> Step:
        chosen = covered(step)
        if not chosen.any():
            return step
        launched_by = _column(context, step, "kineto_op_index").astype("Int64")
        calls = pd.unique(launched_by[chosen].dropna())
        first = (launched_by == calls[0]).fillna(False).to_numpy(bool) & chosen
        total, kept = step.op_ns[chosen].sum(), step.op_ns[first].sum()
        faster = _faster(step, first, np.full(len(step.op_ns), FUSED_ADAM_BYTES / FOREACH_ADAM_BYTES * total / kept))
        host = [_op_interval(context, step, int(c)) for c in calls[1:]]
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


def bias_adds(ops: pd.DataFrame) -> pd.Index:
    """Kineto operators that add a bias vector to a GEMM's output just after the GEMM on the same
    thread at the same depth: ``aten::add(out [.., N], bias [N])`` after ``aten::mm``/``matmul``."""
    ordered = ops.sort_values(["tid", "depth", "start_ns"], kind="stable")
    previous = ordered.groupby(["tid", "depth"])["name"].shift(1)
    parent_same = ordered.groupby(["tid", "depth"])["parent_index"].shift(1) == ordered["parent_index"]
    candidates = ordered[ordered["name"].isin(BIAS_ADDS) & previous.isin(GEMM_OPERATORS) & parent_same]
    chosen = []
    for index, text in candidates["input_dims"].items():
        dims = input_dims(text)
        if dims and len(dims) >= 2 and isinstance(dims[0], list) and isinstance(dims[1], list):
            out, bias = dims[0], dims[1]
            if len(bias) == 1 and len(out) >= 2 and out[-1] == bias[0]:
                chosen.append(index)
    return pd.Index(chosen)


def _without_calls(
    context: Context, outer: Mapping[int, int]
) -> tuple[Callable[[Step], BoolArray], Callable[[Step], Step]]:
    """What a fix that removes host operators covers (the kernels of the operators ``outer`` maps)
    and its change: those kernels gone, and the host time of the outermost call around each
    launcher (``outer``: launching operator to the call whose host time goes)."""

    def covered(step: Step) -> BoolArray:
        launched_by = _column(context, step, "kineto_op_index").astype("Int64")
        return launched_by.isin(list(outer)).fillna(False).to_numpy(bool)

    def change(step: Step) -> Step:
        chosen = covered(step)
        launched_by = _column(context, step, "kineto_op_index").astype("Int64")
        calls = dict.fromkeys(outer[int(c)] for c in pd.unique(launched_by[chosen].dropna()))
        return without(step, chosen, [_op_interval(context, step, c) for c in calls])

    return covered, change


def _bias_fix(context: Context) -> Fix | None:
    adds = bias_adds(context.ops)
    if adds.empty:
        return None
    covered, change = _without_calls(context, {int(a): int(a) for a in adds})
    return Fix(
        "fold_bias",
        "Fold the bias add into the GEMM's epilogue",
        "torch.addmm(b, x, w) or F.linear(x, w.t(), b) instead of x @ w + b: cuBLASLt adds the bias in the GEMM",
        "the bias add's kernels and its host dispatch gone (the GEMM's epilogue cost taken as nothing)",
        ("near_roof", "launch_bound", "low_l2_hit_rate"),
        change,
        covered,
    )


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


def _cast_fix(context: Context) -> Fix | None:
    if not context.numerics.get("autocast") or not context.parameters:
        return None
    casts = parameter_casts(context.ops, context.parameters)
    if not casts:
        return None
    names, parents = _tree(context.ops)
    # The cast's host time is its aten::to's; its kernels are launched by it or its aten::copy_.
    outer = {c: parents[c] if names.get(parents[c]) == "aten::to" else c for c in casts}
    outer |= {child: outer[parent] for child, parent in parents.items() if parent in outer}
    covered, change = _without_calls(context, outer)
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
        fixes.append(_graph_fix())
    made_fixes = (_tf32_fix(context, False), _tf32_fix(context, True), _optimizer_fix(context), _bias_fix(context))
    for made in (*made_fixes, _cast_fix(context)):
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
        calls += _column(context, step, "kineto_op_index")[chosen].dropna().nunique()
        kernel_ns += float(step.op_ns[chosen].sum())
        read, written = (
            _column(context, step, counter_column(name)).astype("Float64")[chosen]
            for name in ("dram_bytes_read", "dram_bytes_write")
        )
        both = read + written
        moved.append(float(both.sum()) if len(both) and both.notna().all() else float("nan"))
        operators.update(str(o) for o in _column(context, step, "operator_name")[chosen].dropna())
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
    alone = {f.id: base - (model.wall_ns(_composed([f])) or base) for f in fixes}
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
        "predictions": predictions(model, fixes),
        "planned_step_ns": current,
        "saving_ns": base - current,
        "fixes": entries,
        "left_out": left_out,
        "method": "each fix a change to the step model; the fix saving the most after those above it comes next; "
        "savings are the modelled median step's wall before minus after, so the plan's total is the modelled step "
        "less the step with every fix applied",
    }


def predictions(model: Model, fixes: Sequence[Fix]) -> dict[str, float | None]:
    """The modelled median step under every combination of the fixes (what a what-if run of that
    combination is checked against), by fix_key."""
    return {
        fix_key([f.id for f in chosen]): model.wall_ns(_composed(chosen))
        for size in range(len(fixes) + 1)
        for chosen in itertools.combinations(fixes, size)
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
