"""Attribution tiers: which operator invocation launched each kernel, and how we know.

- ``high``: CUPTI correlation. The Kineto kernel's correlation id names its launch call; the
  launch's External id names the operator that was recording (checked: it must enclose the
  launch on the same thread, else the innermost enclosing operator on that thread is taken,
  for old traces whose External id is the launch's own correlation id). The Kineto kernel is
  carried to the nsys kernel by its position in the gated window.
- ``medium``: the innermost emit_nvtx operator range that encloses the host launch on the
  launching thread (nsys); or, for compiled code, Inductor's fusion map (opprof.inductor).
- ``unattributed``: neither; the kernel is still reported with its counters and time.

An operator invocation is identified across captures by (operator_name, call_index): its
ordinal among same-named operators in the measured window.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .intervals import innermost_enclosing, nesting_depth, parent_index

OPERATOR_NAME = r"^[A-Za-z_]\w*::\w+"
HIGH, MEDIUM, UNATTRIBUTED = "high", "medium", "unattributed"


def _operator_ranges(frame: pd.DataFrame) -> pd.DataFrame:
    """Ranges sorted by thread and start, with nesting recomputed among themselves."""
    ranges = frame.sort_values(["tid", "start_ns", "end_ns"], ascending=[True, True, False], kind="stable")
    ranges = ranges.reset_index(drop=True)
    tid, start, end = (ranges[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    depth = nesting_depth(tid, start, end)
    return ranges.assign(op_depth=depth, op_parent=parent_index(tid, start, end, depth))


def _in_window(ranges: pd.DataFrame, launch_tid: np.ndarray, launch_time: np.ndarray) -> pd.DataFrame:
    """Operators of the measured window: from the top-level operator enclosing the first launch
    to the last launch (traces may hold operators before or after the window)."""
    if ranges.empty or len(launch_time) == 0:
        return ranges
    first = int(np.argmin(launch_time))
    hit = _lookup(ranges, launch_tid[first : first + 1], launch_time[first : first + 1])[0]
    begin = int(launch_time[first])
    while hit >= 0:
        begin = int(ranges.at[hit, "start_ns"])
        hit = int(ranges.at[hit, "op_parent"])
    return ranges[(ranges["start_ns"] >= begin) & (ranges["start_ns"] <= int(launch_time.max()))]


def _lookup(ranges: pd.DataFrame, tid: np.ndarray, time: np.ndarray) -> np.ndarray:
    """Innermost range of ``ranges`` enclosing each (thread, time) point, -1 for none."""
    return innermost_enclosing(
        ranges["tid"].to_numpy(np.int64),
        ranges["start_ns"].to_numpy(np.int64),
        ranges["end_ns"].to_numpy(np.int64),
        ranges["op_parent"].to_numpy(np.int64),
        tid,
        time,
    )


def _call_index(ranges: pd.DataFrame, name_column: str) -> pd.Series:
    ordered = ranges.sort_values(["start_ns", "op_depth"], kind="stable")
    return ordered.groupby(name_column, sort=False).cumcount().reindex(ranges.index)


def _stacks(ranges: pd.DataFrame, name_column: str, hits: np.ndarray) -> tuple[list[str | None], np.ndarray]:
    """'outer > ... > inner' operator chain and the number of enclosing operators per hit."""
    names = ranges[name_column].astype(str).to_numpy()
    parents = ranges["op_parent"].to_numpy()
    stacks: list[str | None] = []
    counts = np.zeros(len(hits), dtype=np.int64)
    cache: dict[int, tuple[str, int]] = {}
    for i, hit in enumerate(hits):
        if hit < 0:
            stacks.append(None)
            continue
        if hit not in cache:
            chain, node = [], int(hit)
            while node >= 0:
                chain.append(names[node])
                node = int(parents[node])
            cache[hit] = (" > ".join(reversed(chain)), len(chain))
        stacks.append(cache[hit][0])
        counts[i] = cache[hit][1]
    return stacks, counts


def attribute_by_kineto(
    kernels: pd.DataFrame, ops: pd.DataFrame, launches: pd.DataFrame, kineto_kernels: pd.DataFrame
) -> pd.DataFrame:
    """High tier for window kernels that have a Kineto twin; one row per such position."""
    empty = pd.DataFrame(
        columns=[
            "position",
            "operator_name",
            "call_index",
            "operator_stack",
            "enclosing_operators",
            "operator_shapes",
            "attribution_method",
        ]
    )
    twins = kernels.loc[kernels["kineto_kernel_index"].notna(), ["position", "kineto_kernel_index"]]
    operators = ops[ops["name"].str.match(OPERATOR_NAME).fillna(False) & (ops["category"] != "user_annotation")]
    if twins.empty or operators.empty:
        return empty
    linked = twins.merge(
        kineto_kernels[["kernel_index", "correlation_id"]], left_on="kineto_kernel_index", right_on="kernel_index"
    ).merge(
        launches.drop_duplicates("correlation_id")[["correlation_id", "external_id", "tid", "start_ns"]],
        on="correlation_id",
        how="left",
    )
    linked = linked[linked["tid"].notna()].reset_index(drop=True)
    ranges = _operator_ranges(operators)
    tid = linked["tid"].to_numpy(np.int64)
    time = linked["start_ns"].to_numpy(np.int64)
    ranges = _in_window(ranges, tid, time).copy()
    ranges["call_index"] = _call_index(ranges, "name")
    ranges = _operator_ranges(ranges.drop(columns=["op_depth", "op_parent"])) if len(ranges) else ranges
    nested = _lookup(ranges, tid, time)
    # External id link, accepted only where that operator encloses the launch on its thread.
    by_external = ranges.reset_index().drop_duplicates("external_id").set_index("external_id")["index"]
    linked_hit = linked["external_id"].map(by_external).astype("Int64").fillna(-1).to_numpy(np.int64)
    encloses = linked_hit >= 0
    sel = linked_hit[encloses]
    encloses[encloses] = (
        (ranges["tid"].to_numpy()[sel] == tid[encloses])
        & (ranges["start_ns"].to_numpy()[sel] <= time[encloses])
        & (ranges["end_ns"].to_numpy()[sel] >= time[encloses])
    )
    hit = np.where(encloses, linked_hit, nested)
    method = np.where(encloses, "kineto_external_id", "kineto_host_nesting")
    found = hit >= 0
    stacks, counts = _stacks(ranges, "name", hit)
    out = pd.DataFrame(
        {
            "position": linked["position"].to_numpy(),
            "operator_name": ranges["name"].to_numpy()[np.clip(hit, 0, None)],
            "call_index": ranges["call_index"].to_numpy()[np.clip(hit, 0, None)],
            "operator_stack": stacks,
            "enclosing_operators": counts,
            "operator_shapes": ranges["input_dims"].to_numpy()[np.clip(hit, 0, None)],
            "attribution_method": method,
        }
    )
    return out[found].reset_index(drop=True) if len(out) else empty


def attribute_by_nvtx(kernels: pd.DataFrame, ranges: pd.DataFrame) -> pd.DataFrame:
    """Medium tier: the innermost emit_nvtx aten range enclosing each launch on its thread."""
    aten = ranges[ranges["kind"] == "aten"]
    launched = kernels[kernels["launch_tid"].notna()]
    if aten.empty or launched.empty:
        return pd.DataFrame(
            columns=[
                "position",
                "operator_name",
                "call_index",
                "operator_stack",
                "enclosing_operators",
                "operator_shapes",
                "attribution_method",
            ]
        )
    tid = launched["launch_tid"].to_numpy(np.int64)
    time = launched["launch_start_ns"].to_numpy(np.int64)
    ops = _operator_ranges(aten)
    ops = _in_window(ops, tid, time).copy()
    ops["call_index"] = _call_index(ops, "operator_name")
    ops = _operator_ranges(ops.drop(columns=["op_depth", "op_parent"]))
    hit = _lookup(ops, tid, time)
    stacks, counts = _stacks(ops, "operator_name", hit)
    safe = np.clip(hit, 0, None)
    out = pd.DataFrame(
        {
            "position": launched["position"].to_numpy(),
            "operator_name": ops["operator_name"].to_numpy()[safe],
            "call_index": ops["call_index"].to_numpy()[safe],
            "operator_stack": stacks,
            "enclosing_operators": counts,
            "operator_shapes": ops["sizes"].to_numpy()[safe],
            "attribution_method": "nvtx_enclosure",
        }
    )
    return out[hit >= 0].reset_index(drop=True)


def attribute(
    kernels: pd.DataFrame,
    nsys_ranges: pd.DataFrame,
    kineto_ops: pd.DataFrame,
    kineto_launches: pd.DataFrame,
    kineto_kernels: pd.DataFrame,
) -> pd.DataFrame:
    """Every window kernel with its operator (or none), tier (``confidence``) and method."""
    high = attribute_by_kineto(kernels, kineto_ops, kineto_launches, kineto_kernels).assign(confidence=HIGH)
    medium = attribute_by_nvtx(kernels, nsys_ranges).assign(confidence=MEDIUM)
    medium = medium[~medium["position"].isin(high["position"])]
    chosen = pd.concat([high, medium], ignore_index=True)
    out = kernels.merge(chosen, on="position", how="left", validate="one_to_one")
    out["confidence"] = out["confidence"].fillna(UNATTRIBUTED).astype("string")
    out["attribution_method"] = out["attribution_method"].fillna("none").astype("string")
    out["call_index"] = out["call_index"].astype("Int64")
    out["enclosing_operators"] = out["enclosing_operators"].fillna(0).astype("int64")
    for column in ("operator_name", "operator_stack", "operator_shapes"):
        out[column] = out[column].astype("string")
    out["fused_with"] = [[] for _ in range(len(out))]
    return out.sort_values("position").reset_index(drop=True)
