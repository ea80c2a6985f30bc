"""Aggregation of kernel counters to operator invocations and operator names.

Rates and percentages: duration-weighted mean (durations from the nsys timeline; a group whose
kernels all have one value gets that value, without rounding). Additive quantities: sum.
Per-kernel constants: max. A counter missing on any kernel of a group is null
for the group: never 0, never a mean over a smaller denominator.

Vectorised group-bys only: windows reach a million kernels (and as many operator invocations),
so groups are integer codes and per-group lists are built as Arrow list columns, never per row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt
import pandas as pd
import pyarrow as pa

from opprof.bundle.markers import STEP_PHASES
from opprof.counters import aggregation_of
from opprof.tables import (
    COUNTER_PREFIX,
    HIGH,
    MEDIUM,
    METHODS,
    OPERATOR_SUMMARY,
    OPERATORS,
    TIERS,
    UNATTRIBUTED,
    counter_columns,
)

TIER_ORDER = {tier: rank for rank, tier in enumerate(TIERS)}
STRING_LIST = pa.list_(pa.string())

IntArray = npt.NDArray[np.int64]


def _reduce_counters(kernels: pd.DataFrame, group: IntArray, groups: int) -> pd.DataFrame:
    """Every counter aggregated by its rule over integer ``group`` codes 0..groups-1 (rows of a
    group in window order); null where any kernel of the group lacks the counter. A group of one
    kernel (most operator invocations of an eager window) takes that kernel's values as the rules
    give them, without a group-by."""
    columns = counter_columns()
    duration = kernels["duration_ns"].to_numpy()
    values = {c: kernels[c].to_numpy(np.float64) for c in columns}
    rules = {c: aggregation_of(c.removeprefix(COUNTER_PREFIX)) for c in columns}
    alone = np.bincount(group, minlength=groups)[group] == 1
    out = {c: np.full(groups, np.nan) for c in columns}
    for c in columns:
        value = values[c][alone]
        if rules[c] == "rate":  # a mean weighted by a duration that is not positive is null
            value = np.where(duration[alone] > 0, value, np.nan)
        elif rules[c] == "sum":
            value = value + 0.0  # as a summation gives it (-0.0 sums to 0.0)
        out[c][group[alone]] = value
    if not alone.all():
        # Every kernel in a group of several (operator families): the columns as they are, uncopied.
        shared = ~alone if alone.any() else slice(None)
        codes, owners = pd.factorize(group[shared])
        reduced = _reduce_groups(duration[shared], {c: v[shared] for c, v in values.items()}, rules, codes, len(owners))
        for c in columns:
            out[c][owners] = reduced[c]
    return pd.DataFrame(out)


def _reduce_groups(
    duration: IntArray,
    values: dict[str, npt.NDArray[np.float64]],
    rules: Mapping[str, str],
    group: IntArray,
    groups: int,
) -> dict[str, npt.NDArray[np.float64]]:
    """``_reduce_counters`` of the counters ``values`` over groups of any size.

    Sums go through pandas' group-by (compensated summation, in row order); counts, minima and
    maxima, which no summation order changes, through numpy over the rows sorted by group."""
    summed = {c: v * duration if rules[c] == "rate" else v for c, v in values.items() if rules[c] != "max"}
    sums = pd.DataFrame({"_duration": duration, **summed}).groupby(group).sum()
    total = sums["_duration"].to_numpy()
    order = np.argsort(group)
    sizes = np.bincount(group, minlength=groups)
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64)
    out = {}
    for c, value in values.items():
        ordered = value[order]
        # Any missing value makes the group's aggregate null (NaN then also spreads below).
        complete = np.add.reduceat(np.isnan(ordered), starts) == 0
        highs = np.maximum.reduceat(ordered, starts)
        if rules[c] == "rate":
            weighted = sums[c].to_numpy() / np.where(total > 0, total, np.nan)
            lows = np.minimum.reduceat(ordered, starts)
            # A group whose kernels share one value has that value as its mean, exactly.
            result = np.where((lows == highs) & (total > 0), lows, weighted)
        elif rules[c] == "sum":
            result = sums[c].to_numpy()
        else:
            result = highs
        out[c] = np.where(complete, result, np.nan)
    return out


def _group_codes(kernels: pd.DataFrame, keys: list[str]) -> tuple[IntArray, pd.Index]:
    """Integer code per row for ``keys`` (missing values form groups) and the group labels,
    in sorted label order as ``groupby(sort=True)`` gives them."""
    grouped = kernels.groupby(keys, dropna=False, observed=True)
    return np.asarray(grouped.ngroup(), dtype=np.int64), grouped.size().index


def aggregate_counters(kernels: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """Per group of ``keys``: every counter aggregated by its rule, null where any kernel lacks it."""
    group, labels = _group_codes(kernels, keys)
    return _reduce_counters(kernels, group, len(labels)).set_axis(labels)


def _attributed(kernels: pd.DataFrame) -> pd.DataFrame:
    return kernels[(kernels["confidence"] != UNATTRIBUTED).to_numpy()]


def _invocation_codes(attributed: pd.DataFrame) -> IntArray:
    """Operator invocation of each attributed kernel, numbered in window order (the order of
    each invocation's first kernel)."""
    order = np.argsort(attributed["position"].to_numpy())
    names = attributed["operator_name"].astype("category").cat.codes.to_numpy(np.int64)[order]
    # call_index is a nullable (Int64) column: say the dtype, or older pandas gives objects.
    calls = attributed["call_index"].to_numpy(np.int64)[order]
    codes, _ = pd.factorize(names * (int(calls.max()) + 1 if len(calls) else 1) + calls)
    out = np.empty_like(codes)
    out[order] = codes
    return out


def _first(column: pd.Series, order: IntArray, starts: IntArray) -> pd.Series:
    """The value of each group's first row (rows of ``column`` taken in ``order``)."""
    return column.take(order[starts]).reset_index(drop=True)


def _string_lists(flags: npt.NDArray[np.bool_], names: Sequence[str]) -> pd.Series:
    """Per row, the ``names`` whose flag is set, as an Arrow list<string> column."""
    offsets = np.concatenate([[0], np.cumsum(flags.sum(axis=1))]).astype(np.int32)
    picked = np.tile(np.arange(len(names)), len(flags))[flags.reshape(-1)]
    values = pa.array(list(names), pa.string()).take(pa.array(picked))
    return pd.Series(pd.arrays.ArrowExtensionArray(pa.ListArray.from_arrays(pa.array(offsets), values)))


def operator_invocations(kernels: pd.DataFrame) -> pd.DataFrame:
    """One row per attributed operator invocation (operator_name, call_index), in window order.

    ``first_position`` orders operators; kernels join back through ``operator_index``.
    """
    # In window order, so that each invocation's first row is its first kernel (its stack and shapes).
    attributed = _attributed(kernels).sort_values("position")
    group = _invocation_codes(attributed)
    groups = int(group.max()) + 1 if len(group) else 0
    order = np.argsort(group, kind="stable")
    sizes = np.bincount(group, minlength=groups)
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64) if groups else np.zeros(0, np.int64)

    def reduce(values: np.ndarray, ufunc: np.ufunc) -> np.ndarray:
        return ufunc.reduceat(values[order], starts) if groups else values[:0]

    # Text columns compared and mapped as they come (categoricals: once per category, not per row).
    tier = attributed["confidence"].map(TIER_ORDER).to_numpy(np.int64)
    measured = _is(attributed["counter_provenance"], "measured")
    propagated = _is(attributed["counter_provenance"], "propagated")
    used = np.stack([reduce(_is(attributed["attribution_method"], m), np.maximum) for m in METHODS], axis=1)
    facts = pd.DataFrame(
        {
            "operator_name": _first(attributed["operator_name"], order, starts),
            "call_index": reduce(attributed["call_index"].to_numpy(np.int64), np.minimum),
            "iteration": reduce(attributed["iteration"].to_numpy(), np.minimum),
            "first_position": reduce(attributed["position"].to_numpy(), np.minimum),
            "kernel_count": sizes.astype(np.int64),
            "duration_ns": reduce(attributed["duration_ns"].to_numpy(), np.add),
            "operator_stack": _first(attributed["operator_stack"], order, starts),
            "operator_shapes": _first(attributed["operator_shapes"], order, starts),
            "step_phase": _first(attributed["step_phase"], order, starts),
            "forward_operator": _first(attributed["forward_operator"], order, starts),
            "forward_call_index": _first(attributed["forward_call_index"], order, starts),
            "confidence": pd.Categorical.from_codes(reduce(tier, np.minimum), categories=pd.Index(TIERS)),
            "lowest_confidence": pd.Categorical.from_codes(reduce(tier, np.maximum), categories=pd.Index(TIERS)),
            "measured_kernels": reduce(measured.astype(np.int64), np.add),
            "propagated_kernels": reduce(propagated.astype(np.int64), np.add),
            "attribution_methods": _string_lists(used.reshape(groups, len(METHODS)), METHODS),
            "fused_with": _fused_with(attributed, group, groups),
        }
    )
    facts["is_fused"] = facts["fused_with"].list.len().to_numpy(np.int64) > 0
    kineto_op = reduce(attributed["kineto_op_index"].fillna(-1).to_numpy(np.int64), np.maximum)
    facts["kineto_op_index"] = pd.arrays.IntegerArray(kineto_op, kineto_op < 0)
    counters = _reduce_counters(attributed, group, groups)
    return pd.concat([facts, counters], axis=1)


def _is(column: pd.Series, value: str) -> npt.NDArray[np.bool_]:
    """Rows of a text column (categorical or not) that hold ``value``."""
    return (column == value).to_numpy(bool)


def _fused_with(attributed: pd.DataFrame, group: IntArray, groups: int) -> pd.Series:
    """Union of the kernels' fused aten ops per operator, sorted; only fused kernels are looked at."""
    fused = attributed["fused_with"]
    lengths = fused.list.len().to_numpy(np.int64) if isinstance(fused.dtype, pd.ArrowDtype) else fused.map(len)
    lengths = np.asarray(lengths, dtype=np.int64)
    unions: dict[int, list[str]] = {}
    for g, ops in zip(group[lengths > 0], fused[lengths > 0], strict=True):
        unions.setdefault(int(g), []).extend(list(ops))
    if not unions:
        return _empty_lists(groups)
    rows = [sorted(set(unions.get(g, []))) for g in range(groups)]
    return pd.Series(pd.arrays.ArrowExtensionArray(pa.array(rows, STRING_LIST)))


def _empty_lists(rows: int) -> pd.Series:
    empty = pa.ListArray.from_arrays(pa.array(np.zeros(rows + 1, dtype=np.int32)), pa.array([], pa.string()))
    return pd.Series(pd.arrays.ArrowExtensionArray(empty))


def operator_index(kernels: pd.DataFrame, invocations: pd.DataFrame) -> pd.Series:
    """Row of ``invocations`` each kernel belongs to; -1 for unattributed kernels."""
    mask = (kernels["confidence"] != UNATTRIBUTED).to_numpy()
    out = np.full(len(kernels), -1)
    out[mask] = _invocation_codes(kernels[mask])
    if mask.any() and int(out.max()) >= len(invocations):
        raise ValueError("kernel table and operator table disagree on operator invocations")
    return pd.Series(out, index=kernels.index)


def host_summary(host: pd.DataFrame) -> pd.DataFrame:
    """Per operator or record_function name (CUDA API calls left out): Kineto calls, Self CPU and
    CPU total, summed over the measured window."""
    operators = host.dropna(subset=["op_index"])
    grouped = operators.groupby(operators["name"].astype(str))
    return pd.DataFrame(
        {
            "calls": grouped.size().astype("Int64"),
            "self_cpu_ns": grouped["self_cpu_ns"].sum().astype("Int64"),
            "cpu_total_ns": grouped["cpu_total_ns"].sum().astype("Int64"),
        }
    ).rename_axis("operator_name")


def invocation_cpu_time(invocations: pd.DataFrame, host: pd.DataFrame) -> pd.DataFrame:
    """``invocations`` with each one's Self CPU and CPU total (``host``: host_events), found by
    the Kineto operator that launched its kernels; null for invocations only NVTX or Inductor's
    map name, and for an operator that began outside the measured iterations."""
    operators = host.dropna(subset=["op_index"]).set_index("op_index")
    found = invocations["kineto_op_index"]
    timed = invocations.assign(
        self_cpu_ns=found.map(operators["self_cpu_ns"]).astype("Int64"),
        cpu_total_ns=found.map(operators["cpu_total_ns"]).astype("Int64"),
    )
    return timed[OPERATORS.names]


def operator_summary(kernels: pd.DataFrame, window_ns: int, host: pd.DataFrame) -> pd.DataFrame:
    """One row per operator name: invocations, kernels, time and duration-weighted counters, with
    Kineto's calls and CPU time (``host``: host_events); names that launched no kernel get zero
    kernels and null counters."""
    on_gpu = _kernel_summary(kernels, window_ns)
    cpu = host_summary(host)
    merged = on_gpu.merge(cpu.reset_index(), on="operator_name", how="outer")
    no_kernels = merged["kernel_count"].isna().to_numpy()
    zero = ["invocations", "kernel_count", "duration_ns", "high_kernels", "medium_kernels"]
    zero += [f"{part}_ns" for part in STEP_PHASES]
    merged[zero] = merged[zero].fillna(0).astype(np.int64)
    merged.loc[no_kernels, "share_of_window_time"] = 0.0 if window_ns else np.nan
    merged = merged[OPERATOR_SUMMARY.names]
    return merged.sort_values(
        ["duration_ns", "self_cpu_ns", "operator_name"],
        ascending=[False, False, True],
    ).reset_index(drop=True)


def _kernel_summary(kernels: pd.DataFrame, window_ns: int) -> pd.DataFrame:
    """One row per operator name: invocations, kernels, time and duration-weighted counters."""
    attributed = _attributed(kernels)
    group, labels = _group_codes(attributed, ["operator_name"])
    per_group = pd.DataFrame(
        {
            "call_index": attributed["call_index"].to_numpy(np.int64),
            "duration_ns": attributed["duration_ns"].to_numpy(),
            HIGH: _is(attributed["confidence"], HIGH),
            MEDIUM: _is(attributed["confidence"], MEDIUM),
        }
    ).groupby(group)
    sums = per_group[["duration_ns", HIGH, MEDIUM]].sum()
    facts = pd.DataFrame(
        {
            "operator_name": labels.astype(str).to_numpy(),
            "invocations": per_group["call_index"].nunique().to_numpy(),
            "kernel_count": np.bincount(group, minlength=len(labels)),
            "duration_ns": sums["duration_ns"].to_numpy(),
            "high_kernels": sums[HIGH].to_numpy(),
            "medium_kernels": sums[MEDIUM].to_numpy(),
        }
    )
    for part in STEP_PHASES:
        # Float weights; operator_summary casts the column to int64 with the names Kineto adds.
        in_part = _is(attributed["step_phase"], part)
        facts[f"{part}_ns"] = np.bincount(
            group, weights=np.where(in_part, attributed["duration_ns"].to_numpy(), 0), minlength=len(labels)
        )
    facts["share_of_window_time"] = facts["duration_ns"] / window_ns if window_ns else np.nan
    # Unordered: operator_summary orders the rows once the Kineto names are merged in.
    return pd.concat([facts, _reduce_counters(attributed, group, len(labels))], axis=1)


def phase_split(kernels: pd.DataFrame) -> dict[str, dict[str, object]]:
    """Kernels and time by part of the step (forward, backward, optimizer), with shares of the
    window and how many kernels of each part each kind of evidence placed."""
    total_ns = int(kernels["duration_ns"].sum())
    evidence = kernels["phase_evidence"].astype("category")
    duration = kernels["duration_ns"].to_numpy()
    out: dict[str, dict[str, object]] = {}
    for part in STEP_PHASES:
        rows = _is(kernels["step_phase"], part)
        ns = int(duration[rows].sum())
        kinds = evidence[rows].value_counts(sort=False)
        kinds = kinds[kinds > 0].sort_index(key=lambda names: names.astype(str))
        out[part] = {
            "kernels": int(rows.sum()),
            "time_ns": ns,
            "time_share": ns / total_ns if total_ns else 0.0,
            "evidence": {str(k): int(c) for k, c in kinds.items()},
        }
    return out


def coverage(kernels: pd.DataFrame) -> dict[str, dict[str, float | int]]:
    """Kernels and time by tier, with shares of the window."""
    total_ns = int(kernels["duration_ns"].sum())
    duration = kernels["duration_ns"].to_numpy()
    out: dict[str, dict[str, float | int]] = {}
    for tier in TIERS:
        part = _is(kernels["confidence"], tier)
        ns = int(duration[part].sum())
        count = int(part.sum())
        out[tier] = {
            "kernels": count,
            "time_ns": ns,
            "kernel_share": count / len(kernels) if len(kernels) else 0.0,
            "time_share": ns / total_ns if total_ns else 0.0,
        }
    out["total"] = {"kernels": len(kernels), "time_ns": total_ns, "kernel_share": 1.0, "time_share": 1.0}
    return out
