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
from opprof.bundle.manifest import workload_differences
from opprof.errors import OpprofError

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
    ends = kernels["start_ns"] + kernels["duration_ns"]
    spans = ends.groupby(kernels["iteration"]).max() - kernels["start_ns"].groupby(kernels["iteration"]).min()
    # Busy while either kind of kernel runs: compute and communication, their overlap once.
    busy = [r["compute_ns"] + r["communication_ns"] - r["overlapped_ns"] for r in steps]
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


def slowest_and_fastest(rows: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The rows (``rank_times``) of the slowest and the fastest rank by compute time (SLOWEST_BY),
    never by kernel time, which counts the fast ranks' waits; of equals, the lowest rank."""
    return max(rows, key=lambda r: r["compute_ns"]), min(rows, key=lambda r: r["compute_ns"])


def check_ranks(ranks: list[Rank]) -> None:
    """Refuse a set of ranks that is not one whole run: a rank missing from 0..N-1 (its straggler
    would go unseen), a bundle of another workload than rank 0's, or one whose capture says
    another rank or world size."""
    numbers = sorted(r.rank for r in ranks)
    twice = sorted({n for n in numbers if numbers.count(n) > 1})
    if twice:  # folders rank1 and rank01 name one rank
        raise OpprofError(
            None, f"rank bundles {numbers}: rank {twice[0]} is given twice (a rank<r> folder with a leading 0?)"
        )
    if numbers != list(range(len(ranks))):
        missing = sorted(set(range(max(numbers) + 1)) - set(numbers))
        raise OpprofError(None, f"rank bundles {numbers}: rank {missing[0]} is missing, so the slowest could be it")
    first = min(ranks, key=lambda r: r.rank)
    for rank in ranks:
        other = workload_differences(rank.side.manifest, first.side.manifest)
        if other:
            raise OpprofError(
                None,
                f"{rank.side.name}: its capture is another workload than {first.side.name}'s ({other}): "
                "the ranks of one run compare only where they ran one workload",
            )
        ran = rank.side.manifest["workload"].get("distributed")
        if ran is not None and (ran.get("rank"), ran.get("world_size")) != (rank.rank, len(ranks)):
            raise OpprofError(
                None,
                f"{rank.side.name}: its capture ran as rank {ran.get('rank')} of {ran.get('world_size')}, "
                f"not rank {rank.rank} of {len(ranks)}",
            )


def cross_rank_summary(ranks: list[Rank]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The cross-rank summary and the profile diff of the fastest rank (base) against the slowest
    (new). Needs two ranks or more."""
    if len(ranks) < 2:
        found = ", ".join(r.side.name for r in ranks) or "none"
        raise OpprofError(
            None, f"rank bundles <name>/rank<r> found: {found}; a cross-rank summary compares two or more"
        )
    check_ranks(ranks)
    rows = [rank_times(r) for r in sorted(ranks, key=lambda r: r.rank)]
    slowest, fastest = slowest_and_fastest(rows)
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
