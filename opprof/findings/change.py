"""What a fix is and the step-model changes fixes are made of (opprof/analysis/step_model.py): the
fixes' context (the window's kernels, Kineto's host operators, the operator summary), operations made
faster, operations and host time removed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.roofline import Peaks
from opprof.analysis.step_model import BoolArray, FloatArray, Step


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


def step_column(context: Context, step: Step, name: str) -> pd.Series:
    """A kernels.parquet column for each of the step's operations (NA for copies and sets)."""
    return context.kernels[name].reindex(step.op_key).reset_index(drop=True)


def sped_up(step: Step, chosen: BoolArray, factors: FloatArray) -> Step:
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


def op_interval(context: Context, step: Step, op_index: int) -> tuple[float, float]:
    start, end = context.ops.loc[op_index, ["start_ns", "end_ns"]].to_numpy(np.int64)
    return float(start - step.origin_ns), float(end - step.origin_ns)


def without_calls(
    context: Context, outer: Mapping[int, int]
) -> tuple[Callable[[Step], BoolArray], Callable[[Step], Step]]:
    """What a fix that removes host operators covers (the kernels of the operators ``outer`` maps)
    and its change: those kernels gone, and the host time of the outermost call around each
    launcher (``outer``: launching operator to the call whose host time goes)."""

    def covered(step: Step) -> BoolArray:
        launched_by = step_column(context, step, "kineto_op_index").astype("Int64")
        return launched_by.isin(list(outer)).fillna(False).to_numpy(bool)

    def change(step: Step) -> Step:
        chosen = covered(step)
        launched_by = step_column(context, step, "kineto_op_index").astype("Int64")
        calls = dict.fromkeys(outer[int(c)] for c in pd.unique(launched_by[chosen].dropna()))
        return without(step, chosen, [op_interval(context, step, c) for c in calls])

    return covered, change
