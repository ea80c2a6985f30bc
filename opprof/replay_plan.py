"""The ncu replay plan of a bundle: which window positions ncu measured, and where the others
take their counters from (an identical earlier iteration or layer). Format in docs/bundle.md."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from .bundle import read_json, validate_json
from .errors import OpprofError


@dataclass(frozen=True)
class ReplayPlan:
    measured_positions: list[int]
    propagation: pd.DataFrame  # position, source_position, reason


def full_plan(window_size: int) -> ReplayPlan:
    return ReplayPlan(
        list(range(window_size)),
        pd.DataFrame(
            {
                "position": pd.Series(dtype="int64"),
                "source_position": pd.Series(dtype="int64"),
                "reason": pd.Series(dtype="string"),
            }
        ),
    )


def load_plan(path: str | Path | None, window_size: int) -> ReplayPlan:
    """Read and check a plan: every window position is measured or propagated from a measured one."""
    if path is None:
        return full_plan(window_size)
    document = read_json(path)
    validate_json(document, "replay_plan.schema.json", path)
    if int(document["window_size"]) != window_size:
        raise OpprofError(
            path, f"plan is for a {document['window_size']}-kernel window, the capture's has {window_size}"
        )
    measured = [int(p) for p in document["measured_positions"]]
    propagation = pd.DataFrame(document["propagation"], columns=["position", "source_position", "reason"])
    propagation = propagation.astype({"position": "int64", "source_position": "int64", "reason": "string"})
    covered = set(measured) | set(propagation["position"].tolist())
    if measured != sorted(set(measured)):
        raise OpprofError(path, "measured_positions must be strictly increasing")
    if covered != set(range(window_size)) or len(measured) + len(propagation) != window_size:
        raise OpprofError(path, f"plan does not cover the {window_size}-kernel window exactly once")
    orphans = set(propagation["source_position"]) - set(measured)
    if orphans:
        raise OpprofError(path, f"positions {sorted(orphans)[:5]} are propagated from positions ncu did not measure")
    return ReplayPlan(measured, propagation.sort_values("position").reset_index(drop=True))
