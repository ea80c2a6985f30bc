"""Each capture checks its own output before it counts as one.

nsys and torch.profiler in one process both subscribe to CUPTI and the loser records nothing,
silently (DESIGN.md): an empty trace, a trace without kernels inside the iteration markers or an
ncu CSV with a different kernel count than the phase-2 window must fail the rule that made it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.window import kineto_window, marker_manifest, nsys_window
from opprof.bundle.manifest import read_json, validate_json
from opprof.errors import OpprofError
from opprof.ingest import kineto, ncu, nsys
from opprof.intervals import innermost_enclosing, nesting_depth, parent_index


@dataclass(frozen=True)
class ProfileScope:
    """What ncu profiles: one measured iteration, without the forwards of ``exclude_modules``."""

    iteration: int
    exclude_modules: tuple[str, ...]


def load_scope(path: str | Path) -> ProfileScope | None:
    """A scope file; None where it names no iteration (ncu profiles the whole measured window)."""
    document = read_json(path)
    validate_json(document, "profile_scope.schema.json", path)
    return scope_from_document(document)


def scope_from_document(document: dict[str, Any]) -> ProfileScope | None:
    if document["iteration"] is None:
        return None
    return ProfileScope(int(document["iteration"]), tuple(document["exclude_modules"]))


def _launched_inside(kernels: pd.DataFrame, ranges: pd.DataFrame) -> np.ndarray:
    """Whether each kernel's host launch lies inside any of ``ranges`` on its thread."""
    if ranges.empty or kernels.empty:
        return np.zeros(len(kernels), dtype=bool)
    tid, start, end = (ranges[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    parents = parent_index(tid, start, end, nesting_depth(tid, start, end))
    hit = innermost_enclosing(
        tid,
        start,
        end,
        parents,
        kernels["launch_tid"].to_numpy(np.int64),
        kernels["launch_start_ns"].to_numpy(np.int64),
    )
    return hit >= 0


def expected_ncu_kernels(
    kernels: pd.DataFrame, ranges: pd.DataFrame, manifest: dict[str, Any], path: Path, scope: ProfileScope | None
) -> int:
    """How many kernels ncu must profile: the phase-2 measured window, or with a scope the kernels
    of its iteration launched outside every excluded module's forward (NVTX module ranges)."""
    window = nsys_window(kernels, ranges, manifest, path)
    if scope is None:
        return len(window)
    chosen = window[window["iteration"] == scope.iteration]
    modules = ranges[(ranges["kind"] == "module") & ranges["module_name"].isin(list(scope.exclude_modules))]
    missing = set(scope.exclude_modules) - set(modules["module_name"].dropna())
    if missing:
        raise OpprofError(path, f"profile scope excludes modules with no NVTX module range: {sorted(missing)[:5]}")
    return int((~_launched_inside(chosen, modules)).sum())


def check_nsys_export(sqlite: Path, measured: int, eager: bool) -> int:
    """Kernels inside the iteration markers; for an eager model also emit_nvtx operator ranges and
    module ranges (compiled code runs few aten operators and has no module hooks). Returns the
    window's kernel count."""
    kernels, ranges = nsys.read_kernels(sqlite), nsys.read_ranges(sqlite)
    window = nsys_window(kernels, ranges, marker_manifest(measured), sqlite)
    kinds = set(ranges["kind"].dropna())
    for kind, what in (("aten", "emit_nvtx operator ranges"), ("module", "opprof:module ranges")):
        if eager and kind not in kinds:
            raise OpprofError(sqlite, f"no {what}: the capture of an eager model must hold them")
    return len(window)


def check_kineto_trace(trace: Path, measured: int) -> int:
    """Kernels inside the iteration markers of a Kineto trace; returns their count."""
    ops, launches, kernels = kineto.read_trace(trace)
    return len(kineto_window(ops, launches, kernels, marker_manifest(measured), trace))


def check_ncu_rows(csv: Path, expected: int) -> int:
    """The ncu CSV holds exactly the kernels the phase-2 window says ncu had to profile."""
    rows = len(ncu.read_raw_csv(csv).identity)
    if rows != expected:
        raise OpprofError(
            csv,
            f"ncu profiled {rows} kernels, the phase-2 timeline has {expected} in the profiled window: "
            "the runs did not launch the same kernels (or ncu skipped some)",
        )
    return rows
