"""The ncu replay plan of a bundle: which window positions ncu measured, and where the others
take their counters from (an identical earlier iteration or layer); and the profile scope that
tells the ncu run which of them to profile. Spans keep plans small for long windows; format in
docs/bundle.md."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.bundle.manifest import read_json, validate_json
from opprof.errors import OpprofError
from opprof.tables import LAUNCH_CONFIG


@dataclass(frozen=True)
class ProfileScope:
    """What ncu profiles: ``iterations`` measured iterations from ``iteration`` (each its own
    profiler range), without the forwards of ``exclude_modules``."""

    iteration: int
    exclude_modules: tuple[str, ...]
    iterations: int = 1


def load_scope(path: str | Path) -> ProfileScope | None:
    """A scope file; None where it names no iteration (ncu profiles the whole measured window)."""
    document = read_json(path)
    validate_json(document, "profile_scope.schema.json", path)
    return scope_from_document(document)


def scope_from_document(document: dict[str, Any]) -> ProfileScope | None:
    if document["iteration"] is None:
        return None
    return ProfileScope(
        int(document["iteration"]), tuple(document["exclude_modules"]), int(document.get("iterations", 1))
    )


def _empty_propagation() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "position": pd.Series(dtype="int64"),
            "source_position": pd.Series(dtype="int64"),
            "reason": pd.Series(dtype="string"),
        }
    )


def _empty_exclusion() -> pd.DataFrame:
    return pd.DataFrame({"position": pd.Series(dtype="int64"), "reason": pd.Series(dtype="string")})


@dataclass(frozen=True)
class ReplayPlan:
    """Window positions ncu measured; those that take a measured position's counters
    (``propagation``: position, source_position, reason); those ncu must not replay and that keep
    null counters (``exclusion``: position, reason)."""

    measured_positions: list[int]
    propagation: pd.DataFrame
    exclusion: pd.DataFrame = field(default_factory=_empty_exclusion)


def full_plan_document(window_size: int) -> dict[str, object]:
    """replay_plan.json for an ncu run over the whole window: nothing propagated."""
    return {
        "format": "opprof-replay-plan",
        "window_size": window_size,
        "measured": [[0, window_size]],
        "propagated": [],
    }


def full_plan(window_size: int) -> ReplayPlan:
    return ReplayPlan(list(range(window_size)), _empty_propagation())


def expand_spans(spans: list[list[Any]]) -> np.ndarray:
    """The positions of plan spans ``[start, count, ...]``, in span order."""
    parts = [np.arange(start, start + count, dtype=np.int64) for start, count, *_ in spans]
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)


def load_plan(path: str | Path | None, window_size: int, export: str | Path | None = None) -> ReplayPlan:
    """Read and check a plan: every window position is measured or propagated from a measured one.
    A plan for another window size is refused naming the nsys ``export`` where given: the plan was
    made from its window at capture, so the export no longer holds what the other captures ran."""
    if path is None:
        return full_plan(window_size)
    document = read_json(path)
    validate_json(document, "replay_plan.schema.json", path)
    if int(document["window_size"]) != window_size and export is not None:
        raise OpprofError(
            export,
            f"its measured window holds {window_size} kernels where {path}, made from it at capture, holds "
            f"{document['window_size']}: the export diverges from the bundle's other captures",
        )
    if int(document["window_size"]) != window_size:
        raise OpprofError(path, f"plan is for a {document['window_size']}-kernel window, the capture has {window_size}")
    spans = document["propagated"]
    excluded = document.get("excluded", [])
    source_spans = ([s[2], s[1]] for s in spans)
    for start, count, *_ in [*document["measured"], *spans, *source_spans, *excluded]:
        if start + count > window_size:  # before expanding: a count of 10**12 would allocate terabytes
            raise OpprofError(path, f"span [{start}, {count}] runs past the {window_size}-kernel window")
    measured = expand_spans(document["measured"])
    targets = expand_spans(spans)
    sources = expand_spans([[s[2], s[1]] for s in spans])
    reasons = np.repeat(np.array([s[3] for s in spans], dtype=object), [s[1] for s in spans])
    left_out = expand_spans(excluded)
    if len(measured) and (np.diff(measured) <= 0).any():
        raise OpprofError(path, "measured spans must be in increasing window order without overlap")
    covered = np.zeros(window_size, dtype=np.int64)
    for positions in (measured, targets, left_out):
        if len(positions) and positions.max() >= window_size:
            raise OpprofError(path, f"position {int(positions.max())} is outside the {window_size}-kernel window")
        np.add.at(covered, positions, 1)
    if (covered != 1).any():
        first = int(np.flatnonzero(covered != 1)[0])
        raise OpprofError(path, f"window position {first} is covered {int(covered[first])} times, not once")
    is_measured = np.zeros(window_size, dtype=bool)
    is_measured[measured] = True
    if len(sources) and not is_measured[sources].all():
        orphan = int(sources[~is_measured[sources]][0])
        raise OpprofError(path, f"position {orphan} is a propagation source that ncu did not measure")
    propagation = pd.DataFrame(
        {"position": targets, "source_position": sources, "reason": pd.array(reasons, dtype="string")}
    )
    exclusion = pd.DataFrame(
        {
            "position": left_out,
            "reason": pd.array(np.repeat([s[2] for s in excluded], [s[1] for s in excluded]), dtype="string"),
        }
    )
    return ReplayPlan(measured.tolist(), propagation.sort_values("position").reset_index(drop=True), exclusion)


# What a propagated position must share with its source: the kernel and how it was launched.
IDENTITY = ["name_key", *LAUNCH_CONFIG]


def check_propagation(plan: ReplayPlan, window: pd.DataFrame, path: str | Path) -> None:
    """Every propagated position takes its counters from a kernel like it: the same kernel name and
    launch configuration in the window (``window``: position and IDENTITY columns). A plan that
    would copy another kernel's counters is refused, naming both positions."""
    if plan.propagation.empty:
        return
    by_position = window.set_index("position")[IDENTITY]
    targets = plan.propagation["position"].to_numpy(np.int64)
    sources = plan.propagation["source_position"].to_numpy(np.int64)
    target, source = (by_position.loc[p].reset_index(drop=True) for p in (targets, sources))
    # Equal, or missing on both: a fact missing on one side only compares as NA, which is not alike.
    alike = (target == source).fillna(False).astype(bool) | (target.isna() & source.isna())
    same = alike.all(axis=1).to_numpy(bool)
    if same.all():
        return
    first = int(np.flatnonzero(~same)[0])
    differs = ", ".join(
        f"{c} {target.at[first, c]!s} vs {source.at[first, c]!s}" for c in IDENTITY if not alike.at[first, c]
    )
    raise OpprofError(
        path,
        f"position {int(targets[first])} would take the counters of position {int(sources[first])}, another kernel "
        f"({differs}): the plan does not belong to this window",
    )


# plan_table's source_position of a position ncu must not replay.
EXCLUDED = -1


def plan_table(plan: ReplayPlan, window_size: int) -> pd.DataFrame:
    """The plan as one row per window position: its own position where ncu measured it, else the
    measured position it takes its counters from, or EXCLUDED where ncu must not replay it; and why."""
    source = np.arange(window_size, dtype=np.int64)
    reason = pd.array([None] * window_size, dtype="string")
    targets = plan.propagation["position"].to_numpy(np.int64)
    source[targets] = plan.propagation["source_position"].to_numpy(np.int64)
    reason[targets] = plan.propagation["reason"].to_numpy()
    left_out = plan.exclusion["position"].to_numpy(np.int64)
    source[left_out] = EXCLUDED
    reason[left_out] = plan.exclusion["reason"].to_numpy()
    return pd.DataFrame(
        {"position": np.arange(window_size, dtype=np.int64), "source_position": source, "reason": reason}
    )


def plan_from_table(table: pd.DataFrame) -> ReplayPlan:
    """The plan of a table ``plan_table`` wrote (already checked against its window)."""
    position = table["position"].to_numpy(np.int64)
    source = table["source_position"].to_numpy(np.int64)
    propagated = table[(source != position) & (source != EXCLUDED)]
    left_out = table[source == EXCLUDED]
    return ReplayPlan(
        position[source == position].tolist(),
        pd.DataFrame(
            {
                "position": propagated["position"].to_numpy(np.int64),
                "source_position": propagated["source_position"].to_numpy(np.int64),
                "reason": propagated["reason"].astype("string").to_numpy(),
            }
        ).astype({"reason": "string"}),
        pd.DataFrame(
            {"position": left_out["position"].to_numpy(np.int64), "reason": left_out["reason"].astype("string")}
        ).reset_index(drop=True),
    )
