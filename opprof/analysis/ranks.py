"""Data-parallel ranks compared: one profile per rank (``<name>/rank<r>``), per rank the GPU's
kernel, compute, communication and idle time per measured iteration, the slowest rank, and the
operator family that makes it slowest, read off the profile diff of the fastest rank against it.

In synchronous data parallelism every rank waits for the slowest inside the collectives: a fast
rank's all-reduce kernels run longer while they wait, so a rank's span says little. What the
slowest rank does more of is compute: the rank with the most compute kernel time per iteration
(collectives taken out, streams overlapping counted once) is named slowest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from opprof.analysis.communication import collectives, iteration_overlap
from opprof.analysis.diff import COMMUNICATION, Side, diff_profiles
from opprof.errors import OpprofError
from opprof.intervals import union

SLOWEST_BY = (
    "compute kernel time per measured iteration (nsys; collectives taken out, overlapping streams once): "
    "the other ranks wait for it inside their collectives"
)


@dataclass(frozen=True)
class Rank:
    """One rank's profile: its rank number and the profile diff's view of it."""

    rank: int
    side: Side


def _per_iteration(rows: list[dict[str, Any]], key: str) -> float:
    return float(np.mean([r[key] for r in rows])) if rows else 0.0


def rank_times(rank: Rank) -> dict[str, Any]:
    """One rank's row: GPU times per measured iteration from its kernel table."""
    kernels = rank.side.kernels.reset_index(drop=True)
    is_collective = collectives(kernels["demangled_name"], kernels["operator_name"]).notna().to_numpy(bool)
    steps = iteration_overlap(kernels, is_collective)
    spans, busy = [], []
    for _, group in kernels.groupby("iteration", sort=True):
        start = group["start_ns"].to_numpy(np.int64)
        end = start + group["duration_ns"].to_numpy(np.int64)
        spans.append(int(end.max() - start.min()))
        low, high = union(start, end)
        busy.append(int((high - low).sum()))
    iterations = rank.side.iterations
    return {
        "rank": rank.rank,
        "name": rank.side.name,
        "iterations": iterations,
        "kernels": len(kernels) / iterations,
        "kernel_ns": float(kernels["duration_ns"].sum()) / iterations,
        "compute_ns": _per_iteration(steps, "compute_ns"),
        "communication_ns": _per_iteration(steps, "communication_ns"),
        "exposed_communication_ns": _per_iteration(steps, "exposed_ns"),
        "span_ns": float(np.mean(spans)),
        "idle_ns": float(np.mean(spans) - np.mean(busy)),
    }


def cross_rank_summary(ranks: list[Rank]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The cross-rank summary and the profile diff of the fastest rank (base) against the slowest
    (new). Needs two ranks or more."""
    if len(ranks) < 2:
        found = ", ".join(r.side.name for r in ranks) or "none"
        raise OpprofError(
            None, f"rank bundles <name>/rank<r> found: {found}; a cross-rank summary compares two or more"
        )
    rows = [rank_times(r) for r in sorted(ranks, key=lambda r: r.rank)]
    # max/min keep the first of equals: the lowest rank number
    slowest = max(rows, key=lambda r: r["compute_ns"])
    fastest = min(rows, key=lambda r: r["compute_ns"])
    by_rank = {r.rank: r for r in ranks}
    diff = diff_profiles(by_rank[fastest["rank"]].side, by_rank[slowest["rank"]].side)
    compute_families = [f for f in diff["families"] if f["family"] != COMMUNICATION]
    family = max(compute_families, key=lambda f: f["change_ns"], default=None)
    summary = {
        "format": "opprof-ranks",
        "ranks": rows,
        "slowest_rank": slowest["rank"],
        "fastest_rank": fastest["rank"],
        "slowest_by": SLOWEST_BY,
        "compute_spread_ns": slowest["compute_ns"] - fastest["compute_ns"],
        "family": (
            None
            if family is None or slowest is fastest
            else {
                "family": family["family"],
                "slowest_ns": family["new_ns"],
                "fastest_ns": family["base_ns"],
                "excess_ns": family["change_ns"],
                "source": "profile diff of the fastest rank against the slowest, kernel time per iteration",
            }
        ),
        "differences": diff["differences"],
    }
    return summary, diff
