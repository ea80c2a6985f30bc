"""Per-operator facts for the report and its signal rules, computed from profile.json (or, for a
window too large to load as JSON, from the kernel table the profile was written from).

An operator family is an operator name (``aten::addmm``); kernels no operator claimed form the
family ``(unattributed)``, so they are counted and shown, never dropped. Times in ns from the nsys
timeline; counters keep the profile's names with the ``c_`` prefix and its aggregation rules.
"""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from opprof.analysis.aggregate import aggregate_counters
from opprof.errors import OpprofError
from opprof.tables import KERNELS, TIERS, UNATTRIBUTED, counter_column, counter_columns

# The family of the kernels no operator claimed.
UNATTRIBUTED_FAMILY = "(unattributed)"
_KERNEL_COLUMNS = [
    "position",
    "iteration",
    "family",
    "call_index",
    "name",
    "name_key",
    "confidence",
    "start_ns",
    "duration_ns",
]


def _kernel_row(kernel: dict[str, Any], family: str, call_index: int | None) -> dict[str, Any]:
    return {
        "position": kernel["position"],
        "iteration": kernel["iteration"],
        "family": family,
        "call_index": call_index,
        "name": kernel["name"],
        "name_key": kernel["name_key"],
        "confidence": kernel["confidence"],
        "start_ns": kernel["start_ns"],
        "duration_ns": kernel["duration_ns"],
        **{counter_column(name): value for name, value in kernel["counters"].items()},
    }


def kernel_frame(profile: dict[str, Any]) -> pd.DataFrame:
    """Every kernel of the measured window in position order, with its family, tier, counters and
    ``idle_before_ns``: how long the GPU had no kernel running before this one started, within the
    same iteration (null for an iteration's first kernel). Overlapping kernels count as busy.
    A profile of the reference form holds no kernel records: ``kernel_table_frame`` reads them."""
    if "kernel_records" in profile:
        reference = profile["kernel_records"]
        raise OpprofError(
            None,
            f"the profile keeps its kernel records in {reference['file']} ({reference['rows']} kernels): "
            "read them with kernel_table_frame",
        )
    rows = [
        _kernel_row(kernel, op["operator_name"], op["call_index"])
        for op in profile["operators"]
        for kernel in op["kernels"]
    ]
    rows += [_kernel_row(kernel, UNATTRIBUTED_FAMILY, None) for kernel in profile["unattributed_kernels"]]
    # reindex: a counter the catalogue has and this profile lacks is a column of nulls, not a KeyError
    frame = pd.DataFrame(rows).reindex(columns=[*_KERNEL_COLUMNS, *counter_columns()])
    return _timeline(frame)


# What kernel_table_frame reads of results/<name>/kernels.parquet.
KERNEL_TABLE_COLUMNS = KERNELS.select(
    "position",
    "iteration",
    "operator_name",
    "call_index",
    "demangled_name",
    "name_key",
    "confidence",
    "start_ns",
    "duration_ns",
    *counter_columns(),
)


def kernel_table_frame(kernels: pd.DataFrame) -> pd.DataFrame:
    """``kernel_frame`` from the kernel table the profile was written from (kernels.parquet,
    KERNEL_TABLE_COLUMNS), for windows whose profile.json is too large to load: the same rows."""
    attributed = (kernels["confidence"] != UNATTRIBUTED).to_numpy(bool)
    operator = pa.array(kernels["operator_name"], from_pandas=True).cast(pa.string())
    family = pc.if_else(pa.array(attributed), operator, pa.scalar(UNATTRIBUTED_FAMILY))
    call_index = kernels["call_index"].astype("Float64").to_numpy(np.float64, na_value=np.nan)
    columns: dict[str, Any] = {
        "position": kernels["position"].to_numpy(np.int64),
        "iteration": kernels["iteration"].to_numpy(np.int64),
        "family": _text(family),
        "call_index": call_index.astype(np.int64) if attributed.all() else np.where(attributed, call_index, np.nan),
        "name": _text(kernels["demangled_name"]),
        "name_key": _text(kernels["name_key"]),
        "confidence": _text(kernels["confidence"]),
        "start_ns": kernels["start_ns"].to_numpy(np.int64),
        "duration_ns": kernels["duration_ns"].to_numpy(np.int64),
        **{c: kernels[c].to_numpy(np.float64) for c in counter_columns()},
    }
    return _timeline(pd.DataFrame(columns).sort_values("position", kind="stable").reset_index(drop=True))


def _text(column: pd.Series | pa.Array) -> pd.api.extensions.ExtensionArray:
    """Text (categorical or not) as pandas' default string type, decoded by Arrow."""
    array = column if isinstance(column, pa.Array) else pa.array(column, from_pandas=True)
    return pd.array(array.cast(pa.string()), dtype="str")


def _timeline(frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` in position order with each kernel's idle gap before it: from the latest end of
    the kernels before it in its iteration (by start) to its start; null for an iteration's first.
    Computed on the columns it needs, not by sorting the frame (a million rows of 30 columns)."""
    uncast = [c for c in counter_columns() if frame[c].dtype != np.float64]
    if uncast:
        frame[uncast] = frame[uncast].astype("float64")
    iteration = frame["iteration"].to_numpy(np.int64)
    start = frame["start_ns"].to_numpy(np.int64)
    order = np.lexsort((frame["position"].to_numpy(np.int64), start, iteration))
    end = pd.Series((start + frame["duration_ns"].to_numpy(np.int64))[order])
    by_iteration = iteration[order]
    busy_until = end.groupby(by_iteration).cummax().groupby(by_iteration).shift().to_numpy(np.float64)
    idle = np.empty(len(order))
    idle[order] = np.clip(start[order] - busy_until, 0, None)
    frame = frame.assign(idle_before_ns=idle)
    if not frame["position"].is_monotonic_increasing:
        frame = frame.sort_values("position", kind="stable")
    return frame.reset_index(drop=True)


def window_span_ns(kernels: pd.DataFrame) -> int:
    """Sum over iterations of first kernel start to last kernel end: the time the GPU could have worked."""
    end = kernels["start_ns"] + kernels["duration_ns"]
    per_iteration = end.groupby(kernels["iteration"]).max() - kernels["start_ns"].groupby(kernels["iteration"]).min()
    return int(per_iteration.sum())


def _names_by_time(kernels: pd.DataFrame) -> pd.Series:
    """Distinct kernel names per family, the most time-consuming first."""
    by_name = kernels.groupby(["family", "name"], sort=True)["duration_ns"].sum().reset_index()
    by_name = by_name.sort_values(["family", "duration_ns", "name"], ascending=[True, False, True], kind="stable")
    return by_name.groupby("family", sort=True)["name"].agg(tuple)


def _by_tier(kernels: pd.DataFrame, values: str, aggfunc: Literal["sum", "count"], suffix: str) -> pd.DataFrame:
    table = kernels.pivot_table(index="family", columns="confidence", values=values, aggfunc=aggfunc, fill_value=0)
    return table.reindex(columns=list(TIERS), fill_value=0).add_suffix(suffix).astype("int64")


def family_facts(kernels: pd.DataFrame) -> pd.DataFrame:
    """One row per family, the most kernel time first: invocations, kernels and time (in all and
    by tier), median kernel duration and idle gap before it, the kernel names, every counter
    aggregated by its rule (null where any kernel lacks it)."""
    grouped = kernels.groupby("family", sort=True)
    facts = grouped.agg(
        invocations=("call_index", "nunique"),
        kernel_count=("position", "size"),
        duration_ns=("duration_ns", "sum"),
        median_kernel_ns=("duration_ns", "median"),
        median_idle_before_ns=("idle_before_ns", "median"),
        idle_before_ns=("idle_before_ns", "sum"),
    )
    total_ns = kernels["duration_ns"].sum()
    facts["share_of_window_time"] = facts["duration_ns"] / total_ns if total_ns else 0.0
    facts["kernel_names"] = _names_by_time(kernels)
    facts = facts.join(_by_tier(kernels, "duration_ns", "sum", "_ns"))
    facts = facts.join(_by_tier(kernels, "position", "count", "_kernels"))
    facts = facts.join(aggregate_counters(kernels, ["family"]))
    facts = facts.reset_index()
    return facts.sort_values(["duration_ns", "family"], ascending=[False, True], kind="stable").reset_index(drop=True)
