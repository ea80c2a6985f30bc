"""The report's training-step views: each part of the step (forward, backward, optimizer) with its
own operator table and drill-down, and each backward operator beside the forward operator it
differentiates.

A backward kernel differentiates the forward operator that ``opprof.analysis.phases`` linked it
to through autograd's sequence numbers; a kernel the link missed (gradient accumulation launched
beside a node's own operator, e.g. AddmmBackward0's ``aten::sum``) takes the forward operator that
the other kernels of its autograd node (the innermost ``evaluate_function`` of its launching
stack) were linked to.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from opprof.analysis.aggregate import aggregate_counters
from opprof.analysis.phases import BACKWARD
from opprof.report.drilldown import TIMES, Counters, group_counts, group_sums, kernel_groups, percent_text
from opprof.tables import STEP_PHASES, counter_column, rows
from opprof.units import format_count, format_ns, format_share

NO_FORWARD = "(none linked)"


def differentiates(view: pd.DataFrame) -> pd.Series:
    """Per backward kernel (``phase``, ``node``, ``forward_operator``), the forward operator it
    differentiates: its own link, else its node's most linked one (ties by name); NA for the
    other parts and where neither is known."""
    backward = view["phase"] == BACKWARD
    linked = view[backward & view["node"].notna() & view["forward_operator"].notna()]
    counts = linked.groupby(["node", "forward_operator"], sort=True).size().reset_index(name="kernels")
    by_node = counts.sort_values("kernels", ascending=False, kind="stable").drop_duplicates("node")
    from_node = view["node"].map(by_node.set_index("node")["forward_operator"]).astype("string")
    return view["forward_operator"].astype("string").fillna(from_node).where(backward)


def phase_operators(kernels: pd.DataFrame, counters: Counters) -> list[dict[str, Any]]:
    """One part's kernels (a view with ``differentiates``) by operator and, for backward, the
    forward operator and autograd node, the most time first: invocations, kernels, time, its
    share of the part, measured and propagated, counters aggregated by their rule, and its
    kernel names (``kernel_groups``)."""
    keys = ["family", "differentiates", "node"]
    keyed = kernels.assign(differentiates=kernels["differentiates"].fillna(""), node=kernels["node"].fillna(""))
    grouped = keyed.groupby(keys, sort=True)
    names = [counter_column(c) for c, _ in counters]
    stats = group_sums(grouped).join(grouped["call_index"].nunique().rename("invocations"))
    stats = stats.join(aggregate_counters(keyed, keys)[names]).reset_index()
    stats = stats.sort_values(["duration_ns", *keys], ascending=[False, True, True, True], kind="stable")
    total = keyed["duration_ns"].sum()
    return [
        {
            "operator": s["family"],
            "differentiates": s["differentiates"] or NO_FORWARD,
            "node": s["node"],
            "invocations": format_count(s["invocations"]),
            "duration_ns": int(s["duration_ns"]),
            "share": format_share(s["duration_ns"] / total),
            "counters": [percent_text(s[c]) for c in names],
            "groups": kernel_groups(grouped.get_group(tuple(s[k] for k in keys)), counters),
            **group_counts(s),
        }
        for s in rows(stats)
    ]


def forward_times(forward: pd.DataFrame) -> pd.Series:
    """Kernel time per operator name in the forward kernels: its own and that of the operators
    it called (``aten::embedding``'s ``aten::index_select``), each kernel once per name, as
    torch's CUDA total counts it."""
    names = forward["operator_stack"].astype("string").fillna(forward["family"]).str.split(" > ")
    called = pd.DataFrame({"name": names, "duration_ns": forward["duration_ns"]}).explode("name")
    called = called.reset_index().drop_duplicates(["index", "name"])
    return called.groupby("name")["duration_ns"].sum()


def backward_pairs(view: pd.DataFrame) -> list[dict[str, Any]]:
    """Each forward operator beside its backward (a view with ``differentiates``): its forward
    kernel time, the autograd nodes and operators of its backward, their kernels and time and how
    many times the forward's that is, the most backward time first; backward kernels linked to no
    forward operator last."""
    backward = view[view["phase"] == BACKWARD]
    backward = backward.assign(differentiates=backward["differentiates"].fillna(NO_FORWARD))
    forward_ns = forward_times(view[view["phase"] == STEP_PHASES[0]])
    pairs = []
    for name, kernels in backward.groupby("differentiates", sort=True):
        ns, before = int(kernels["duration_ns"].sum()), int(forward_ns.get(name, 0))
        by_operator = kernels.groupby("family", sort=True)["duration_ns"].agg(["size", "sum"])
        by_operator = by_operator.sort_values("sum", ascending=False, kind="stable")
        pairs.append(
            {
                "forward": name,
                "linked": name != NO_FORWARD,
                "forward_time": format_ns(before) if before else "n/a",
                "nodes": " · ".join(sorted(kernels["node"].dropna().unique())) or "n/a",
                "operators": ", ".join(f"{op} {TIMES}{n}" for op, n in by_operator["size"].items()),
                "kernels": format_count(len(kernels)),
                "duration_ns": ns,
                "time": format_ns(ns),
                "ratio": f"{ns / before:.2f}x" if before else "n/a",
            }
        )
    return sorted(pairs, key=lambda p: (not p["linked"], -p["duration_ns"], p["forward"]))
