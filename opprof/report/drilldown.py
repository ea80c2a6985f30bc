"""The operator table's drill-down and the report's grouping views: each operator's kernels with
their launch configuration, main counters, tier and where their counters come from (measured by
ncu, or propagated by the replay plan from an identical measured kernel), and kernel time by input
shapes and by what Inductor fused (the module tree: modules.py).

Read from the kernel table (kernels.parquet) where the report rule gives it, else from
profile.json's kernel records: ``details_from_table`` and ``details_from_profile`` give the same
frame, so both pages are the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.aggregate import aggregate_counters
from opprof.output.operator_facts import UNATTRIBUTED_FAMILY
from opprof.report.modules import MODULE_COLUMNS, innermost_modules
from opprof.report.regime import KEY_AVERAGE_ORDERS, key_averages
from opprof.tables import KERNELS, LAUNCH_CONFIG, NSYS_RANGES, PROVENANCE, STEP_PHASES, counter_column, rows
from opprof.units import format_count, format_ns, format_pct, format_share

_NONE, MEASURED, PROPAGATED, _EXCLUDED = PROVENANCE
# What the drill-down reads of kernels.parquet besides what the charts read.
DETAIL_COLUMNS = KERNELS.select(
    "position",
    *LAUNCH_CONFIG,
    "counter_provenance",
    "propagated_from_position",
    "propagation_reason",
    "fused_with",
    "source_lines",
    "operator_shapes",
    "operator_stack",
    "launch_tid",
    "launch_start_ns",
    "step_phase",
    "forward_operator",
    "forward_call_index",
)
RANGE_COLUMNS = NSYS_RANGES.select("tid", "start_ns", "end_ns", "kind", "module_name", "module_type")
_TEXT = (
    "counter_provenance",
    "propagation_reason",
    "operator_shapes",
    "operator_stack",
    "step_phase",
    "forward_operator",
)
_NULLABLE_INTEGERS = ("propagated_from_position", "launch_tid", "launch_start_ns", "forward_call_index")
# An operator lists its first kernels only: a window of millions of kernels keeps a page of a few MB.
KERNELS_SHOWN = 500
NO_SHAPES = "(not recorded)"
# The autograd node a backward kernel ran under: the innermost one of its launching stack.
AUTOGRAD_NODE = r".*autograd::engine::evaluate_function: ([A-Za-z0-9_]+)"
Counters = Sequence[tuple[str, str]]
# Blocks per SM that a kernel's register use allows: read beside its registers per thread.
REGISTER_LIMIT = counter_column("occupancy_limit_registers_blocks")
TIMES = "\N{MULTIPLICATION SIGN}"


def _details(
    frame: pd.DataFrame, fused_with: Iterable[Sequence[str]], source_lines: Iterable[Sequence[str]]
) -> pd.DataFrame:
    """``frame`` (DETAIL_COLUMNS) in one set of types whichever source it came from."""
    typed: dict[str, Any] = {column: frame[column].to_numpy(np.int64) for column in ("position", *LAUNCH_CONFIG)}
    typed |= {column: frame[column].astype("Int64") for column in _NULLABLE_INTEGERS}
    typed |= {column: [None if pd.isna(v) else str(v) for v in frame[column]] for column in _TEXT}
    typed["fused_with"] = [" · ".join(ops) for ops in fused_with]
    typed["source_lines"] = [" · ".join(lines) for lines in source_lines]
    return pd.DataFrame(typed)[DETAIL_COLUMNS].sort_values("position", kind="stable").reset_index(drop=True)


def details_from_table(table: pd.DataFrame) -> pd.DataFrame:
    """The drill-down's columns of the kernel table, one row per kernel in position order;
    ``fused_with`` and ``source_lines`` each as one text (joined by " · ", empty where none)."""
    return _details(table, table["fused_with"].tolist(), table["source_lines"].tolist())


def _record(kernel: dict[str, Any], operator: dict[str, Any]) -> dict[str, Any]:
    """A kernel record's drill-down columns; ``operator``: its operator's record ({} where none)."""
    return {
        "position": kernel["position"],
        **{f"{what}_{axis}": kernel[what][index] for what in ("grid", "block") for index, axis in enumerate("xyz")},
        "registers_per_thread": kernel["registers_per_thread"],
        "counter_provenance": kernel["counter_provenance"],
        "propagated_from_position": kernel.get("propagated_from_position"),
        "propagation_reason": kernel.get("propagation_reason"),
        "fused_with": kernel.get("fused_with") or [],
        "source_lines": kernel.get("source_lines") or [],
        "operator_shapes": operator.get("operator_shapes"),
        "operator_stack": operator.get("operator_stack"),
        # profile.json keeps no launch call: the module view needs the kernel table
        "launch_tid": None,
        "launch_start_ns": None,
        "step_phase": kernel["step_phase"],
        "forward_operator": operator.get("forward_operator"),
        "forward_call_index": operator.get("forward_call_index"),
    }


def details_from_profile(profile: dict[str, Any]) -> pd.DataFrame:
    """``details_from_table`` from profile.json's kernel records."""
    records = [_record(kernel, op) for op in profile["operators"] for kernel in op["kernels"]]
    records += [_record(k, {}) for k in profile["unattributed_kernels"]]
    frame = pd.DataFrame(records, columns=DETAIL_COLUMNS)
    return _details(frame, [r["fused_with"] for r in records], [r["source_lines"] for r in records])


def kernel_view(
    kernels: pd.DataFrame,
    details: pd.DataFrame,
    modules: pd.DataFrame | None,
    operators: pd.DataFrame | None = None,
) -> pd.DataFrame:
    """The report's kernel frame with the drill-down's columns, ``measured`` and ``propagated``
    flags, its part of the step (``phase``), the autograd ``node`` that launched it (backward
    kernels) and, given module ranges (RANGE_COLUMNS, kind module), its ``module`` and where that
    was read (``innermost_modules``; ``operators``: the window's aten ranges, FORWARD_COLUMNS)."""
    view = kernels.merge(details, on="position", how="left", validate="one_to_one")
    # profile.json carries a backward operator's forward operator on the operator: unattributed
    # kernels have none there, so the kernel table's is not shown either (the same page from both)
    attributed = view["family"] != UNATTRIBUTED_FAMILY
    view = view.assign(
        measured=view["counter_provenance"] == MEASURED,
        propagated=view["counter_provenance"] == PROPAGATED,
        phase=view["step_phase"].fillna(STEP_PHASES[0]),
        node=view["operator_stack"].astype("string").str.extract(AUTOGRAD_NODE, expand=False),
        forward_operator=view["forward_operator"].astype("string").where(attributed),
        forward_call_index=view["forward_call_index"].astype("Int64").where(attributed),
    )
    found = None if modules is None else innermost_modules(view, modules, operators)
    if found is None:
        found = pd.DataFrame({c: pd.Series(pd.NA, index=view.index, dtype="string") for c in MODULE_COLUMNS})
    return view.assign(**{c: found[c] for c in MODULE_COLUMNS})


def percent_text(value: float) -> str:
    return "n/a" if pd.isna(value) else format_pct(value)


def _dims(row: dict[str, Any], what: str) -> str:
    return TIMES.join(str(row[f"{what}_{axis}"]) for axis in "xyz")


def _cell(row: dict[str, Any], counter: str) -> dict[str, str | None]:
    """A counter's text, and why it cannot be true where a check says so (``impossible``:
    counter -> reason, checks.impossible_values)."""
    values = row.get("impossible")
    why = values.get(counter) if isinstance(values, dict) else None  # NaN where nothing is flagged
    return {"text": percent_text(row[counter_column(counter)]) + (" ⚠" if why else ""), "why": why}


def _kernel_row(row: dict[str, Any], counters: Counters) -> dict[str, Any]:
    source = row["propagated_from_position"]
    return {
        "position": row["position"],
        "duration": format_ns(row["duration_ns"]),
        "grid": _dims(row, "grid"),
        "block": _dims(row, "block"),
        "registers": row["registers_per_thread"],
        "register_limit": _whole(row[REGISTER_LIMIT]),
        "counters": [_cell(row, name) for name, _ in counters],
        "tier": row["confidence"],
        "provenance": row["counter_provenance"],
        "source": None if pd.isna(source) else int(source),
        "reason": row["propagation_reason"],
    }


def _whole(value: float) -> str:
    return "n/a" if pd.isna(value) else format_count(value)


def _span(values: pd.Series) -> str:
    """One value where a kernel name always had it, else its range: ``32`` or ``32-128``."""
    low, high = values.min(), values.max()
    return _whole(low) if pd.isna(low) or low == high else f"{_whole(low)}-{_whole(high)}"


def group_sums(grouped: Any) -> pd.DataFrame:
    """Kernels, time and provenance of each group."""
    return grouped.agg(
        kernels=("position", "size"),
        duration_ns=("duration_ns", "sum"),
        measured=("measured", "sum"),
        propagated=("propagated", "sum"),
        first_position=("position", "min"),
    )


def group_counts(row: dict[str, Any]) -> dict[str, str]:
    return {
        "kernels": format_count(row["kernels"]),
        "time": format_ns(row["duration_ns"]),
        "measured": format_count(row["measured"]),
        "propagated": format_count(row["propagated"]),
    }


def kernel_groups(kernels: pd.DataFrame, counters: Counters) -> list[dict[str, Any]]:
    """One operator's kernels by part of the step, kernel name and fused operators (a backward
    GEMM apart from the forward one), the most time first: each a
    summary (count, total, mean, min and max duration, registers per thread beside the blocks
    per SM they allow, counters aggregated by their rule) and its rows among the operator's first
    KERNELS_SHOWN kernels."""
    kernels = kernels.assign(shown=np.arange(len(kernels)) < KERNELS_SHOWN)
    keys = ["phase", "name_key", "name", "fused_with"]
    grouped = kernels.groupby(keys, sort=True)
    stats = group_sums(grouped).join(grouped["duration_ns"].agg(["min", "max"]))
    stats = stats.join(aggregate_counters(kernels, keys)[[counter_column(c) for c, _ in counters]]).reset_index()
    stats = stats.sort_values(["duration_ns", *keys], ascending=[False, True, True, True, True], kind="stable")
    groups = []
    for stat in rows(stats):
        members = grouped.get_group(tuple(stat[k] for k in keys))
        shown = [_kernel_row(r, counters) for r in rows(members[members["shown"]])]
        if shown:
            groups.append(
                {
                    **{k: stat[k] for k in keys},
                    **group_counts(stat),
                    "mean": format_ns(stat["duration_ns"] / stat["kernels"]),
                    "min": format_ns(stat["min"]),
                    "max": format_ns(stat["max"]),
                    "registers": _span(members["registers_per_thread"]),
                    "register_limit": _span(members[REGISTER_LIMIT]),
                    "counters": [percent_text(stat[counter_column(c)]) for c, _ in counters],
                    "rows": shown,
                }
            )
    return groups


def operator_rows(averages: pd.DataFrame, view: pd.DataFrame, counters: Counters) -> list[dict[str, Any]]:
    """The operator table: key_averages' rows (``key_average_table``), the most kernel time first, each with how many of
    its kernels ncu measured and how many took propagated counters, its place in every offered
    order (the page sorts by CSS ``order``, no script) and its kernels to expand."""
    orders = key_averages(averages)
    ranks = {order["id"]: {row["name"]: rank for rank, row in enumerate(order["rows"])} for order in orders}
    attributed = view[view["family"] != UNATTRIBUTED_FAMILY]
    provenance = attributed.groupby("family")[["measured", "propagated"]].sum()
    by_family = dict(iter(attributed.groupby("family", sort=False)))
    table = []
    for row in orders[0]["rows"]:
        name = row["name"]
        counts = provenance.loc[name] if name in provenance.index else {"measured": 0, "propagated": 0}
        kernels = by_family.get(name)
        table.append(
            {
                **row,
                "measured": format_count(counts["measured"]),
                "propagated": format_count(counts["propagated"]),
                "order_style": ";".join(f"--{key}:{ranks[key][name]}" for key, _, _ in KEY_AVERAGE_ORDERS),
                "groups": [] if kernels is None else kernel_groups(kernels, counters),
                "hidden": 0 if kernels is None else max(len(kernels) - KERNELS_SHOWN, 0),
            }
        )
    return table


def shape_groups(view: pd.DataFrame) -> list[dict[str, Any]]:
    """Kernel time per operator, input shapes (key_averages' group_by_input_shape) and part of the
    step, the most first."""
    attributed = view[view["family"] != UNATTRIBUTED_FAMILY]
    keyed = attributed.assign(shapes=attributed["operator_shapes"].fillna(NO_SHAPES))
    keys = ["family", "shapes", "phase"]
    grouped = keyed.groupby(keys, sort=True)
    stats = group_sums(grouped).join(grouped["call_index"].nunique().rename("invocations")).reset_index()
    stats = stats.sort_values(["duration_ns", *keys], ascending=[False, True, True, True], kind="stable")
    return [
        {
            "operator": s["family"],
            "shapes": s["shapes"],
            "phase": s["phase"],
            "invocations": format_count(s["invocations"]),
            **group_counts(s),
        }
        for s in rows(stats)
    ]


def fusion_rows(view: pd.DataFrame) -> list[dict[str, Any]]:
    """Inductor's generated kernels with the aten operators each fuses (the fusion map, per kernel)
    and the user's lines they come from (a backward kernel's: the forward lines it differentiates),
    the most time first."""
    fused = view[view["fused_with"] != ""]
    grouped = fused.groupby(["name_key", "fused_with", "source_lines", "phase"], sort=True)
    stats = (
        group_sums(grouped)
        .reset_index()
        .sort_values(["duration_ns", "name_key"], ascending=[False, True], kind="stable")
    )
    total = view["duration_ns"].sum()
    return [
        {
            "kernel": s["name_key"],
            "fused_with": s["fused_with"],
            "source_lines": s["source_lines"],
            "phase": s["phase"],
            "share": format_share(s["duration_ns"] / total),
            **group_counts(s),
        }
        for s in rows(stats)
    ]


def distinct_fused(view: pd.DataFrame) -> list[str]:
    """Every aten operator Inductor fused into some kernel of the window, sorted."""
    return sorted({op for ops in view["fused_with"].unique() if ops for op in ops.split(" · ")})
