"""Aggregation of kernel counters to operator invocations and operator names.

Rates and percentages: duration-weighted mean (durations from the nsys timeline). Additive
quantities: sum. Per-kernel constants: max. A counter missing on any kernel of a group is null
for the group: never 0, never a mean over a smaller denominator.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .counters import aggregation_of, counter_names

TIER_ORDER = {"high": 0, "medium": 1, "unattributed": 2}
COUNTER_PREFIX = "c_"


def counter_columns() -> list[str]:
    return [COUNTER_PREFIX + name for name in counter_names()]


def aggregate_counters(kernels: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """Per group of ``keys``: every counter aggregated by its rule, null where any kernel lacks it."""
    grouped = kernels.groupby(keys, sort=True, dropna=False)
    duration = kernels["duration_ns"].astype("float64")
    out = pd.DataFrame(index=grouped.size().index)
    sizes = grouped.size()
    for column in counter_columns():
        values = kernels[column].astype("float64")
        complete = values.notna().groupby([kernels[k] for k in keys], sort=True, dropna=False).sum() == sizes
        rule = aggregation_of(column[len(COUNTER_PREFIX) :])
        if rule == "rate":
            weighted = (values * duration).groupby([kernels[k] for k in keys], sort=True, dropna=False).sum()
            total = duration.groupby([kernels[k] for k in keys], sort=True, dropna=False).sum()
            result = weighted / total.where(total > 0)
        elif rule == "sum":
            result = values.groupby([kernels[k] for k in keys], sort=True, dropna=False).sum()
        else:
            result = values.groupby([kernels[k] for k in keys], sort=True, dropna=False).max()
        out[column] = result.where(complete)
    return out


def _tier(values: pd.Series) -> str:
    return min(values, key=lambda t: TIER_ORDER[t])


def operator_invocations(kernels: pd.DataFrame) -> pd.DataFrame:
    """One row per attributed operator invocation (operator_name, call_index)."""
    attributed = kernels[kernels["confidence"] != "unattributed"]
    keys = ["operator_name", "call_index"]
    grouped = attributed.groupby(keys, sort=True)
    facts = grouped.agg(
        iteration=("iteration", "min"),
        first_position=("position", "min"),
        kernel_count=("position", "size"),
        duration_ns=("duration_ns", "sum"),
        confidence=("confidence", lambda s: _tier(s)),
        lowest_confidence=("confidence", lambda s: max(s, key=lambda t: TIER_ORDER[t])),
        attribution_methods=("attribution_method", lambda s: sorted(set(s))),
        operator_stack=("operator_stack", "first"),
        operator_shapes=("operator_shapes", "first"),
        measured_kernels=("counter_provenance", lambda s: int((s == "measured").sum())),
        propagated_kernels=("counter_provenance", lambda s: int((s == "propagated").sum())),
        fused_with=("fused_with", lambda s: sorted({op for ops in s for op in ops})),
        positions=("position", lambda s: sorted(s.tolist())),
    )
    facts["is_fused"] = facts["fused_with"].map(len) > 0
    counters = aggregate_counters(attributed, keys)
    out = facts.join(counters).reset_index()
    return out.sort_values("first_position", kind="stable").reset_index(drop=True)


def operator_summary(kernels: pd.DataFrame, window_ns: int) -> pd.DataFrame:
    """One row per operator name: invocations, kernels, time and duration-weighted counters."""
    attributed = kernels[kernels["confidence"] != "unattributed"]
    grouped = attributed.groupby("operator_name", sort=True)
    facts = grouped.agg(
        invocations=("call_index", "nunique"),
        kernel_count=("position", "size"),
        duration_ns=("duration_ns", "sum"),
        high_kernels=("confidence", lambda s: int((s == "high").sum())),
        medium_kernels=("confidence", lambda s: int((s == "medium").sum())),
    )
    facts["share_of_window_time"] = facts["duration_ns"] / window_ns if window_ns else np.nan
    return (
        facts.join(aggregate_counters(attributed, ["operator_name"]))
        .reset_index()
        .sort_values(["duration_ns", "operator_name"], ascending=[False, True], kind="stable")
        .reset_index(drop=True)
    )


def coverage(kernels: pd.DataFrame) -> dict[str, dict[str, float | int]]:
    """Kernels and time by tier, with shares of the window."""
    total_ns = int(kernels["duration_ns"].sum())
    out: dict[str, dict[str, float | int]] = {}
    for tier in TIER_ORDER:
        part = kernels[kernels["confidence"] == tier]
        ns = int(part["duration_ns"].sum())
        out[tier] = {
            "kernels": len(part),
            "time_ns": ns,
            "kernel_share": len(part) / len(kernels) if len(kernels) else 0.0,
            "time_share": ns / total_ns if total_ns else 0.0,
        }
    out["total"] = {"kernels": len(kernels), "time_ns": total_ns, "kernel_share": 1.0, "time_share": 1.0}
    return out
