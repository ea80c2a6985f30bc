"""The measured window of each capture: which kernels belong to the measured iterations.

Captures made by opprof mark each measured iteration (NVTX range and record_function named
``opprof:iteration:<k>``); a kernel belongs to iteration k when its host launch falls inside that
range in the same process, on any thread: a training step launches its backward kernels from
autograd's own thread, and optimizers and side streams may launch from others. Captures made
without markers give explicit spans in capture.json.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.phases import PHASE_COLUMNS, step_phases
from opprof.bundle.markers import ITERATION_PATTERN
from opprof.errors import OpprofError
from opprof.intervals import first_overlap, innermost_enclosing
from opprof.tables import NSYS_RANGES


def marker_manifest(measured: int) -> dict[str, Any]:
    """The part of capture.json that the window functions read, for a capture made by the harness."""
    return {"iterations": {"measured": measured}, "window": {"method": "markers"}}


# What the window reads of the nsys ranges.
MARKER_COLUMNS = NSYS_RANGES.select(*dict.fromkeys(["iteration", *PHASE_COLUMNS]))


def iterations_from_markers(
    marker_pid: np.ndarray,
    marker_start: np.ndarray,
    marker_end: np.ndarray,
    marker_iteration: np.ndarray,
    launch_pid: np.ndarray,
    launch_start: np.ndarray,
    path: Path,
) -> np.ndarray:
    """Iteration number of each launch (by the launching process, not thread), -1 outside every
    marker. Markers of one process never overlap in time: the iterations run one after another."""
    pid, start, end = (a.astype(np.int64) for a in (marker_pid, marker_start, marker_end))
    first = first_overlap(pid, start, end)
    if first >= 0:
        raise OpprofError(path, f"iteration markers overlap in time (iteration {int(marker_iteration[first])})")
    hit = innermost_enclosing(
        pid,
        start,
        end,
        np.full(len(start), -1, dtype=np.int64),
        launch_pid.astype(np.int64),
        launch_start.astype(np.int64),
    )
    return np.where(hit >= 0, marker_iteration[np.clip(hit, 0, None)], -1)


def _span_rows(
    frame: pd.DataFrame, span: dict[str, int] | None, path: Path, what: str, order_column: str
) -> pd.DataFrame:
    """``count`` rows from ``first_kernel`` in ``order_column`` order; every row without a span."""
    ordered = frame.sort_values(order_column, kind="stable").reset_index(drop=True)
    if span is None:
        return ordered
    first, count = int(span["first_kernel"]), int(span["count"])
    if first + count > len(ordered):
        raise OpprofError(
            path,
            f"explicit {what} window [{first}, {first + count}) exceeds the {len(ordered)} kernels the capture holds",
        )
    return ordered.iloc[first : first + count].reset_index(drop=True)


def _explicit_span(
    frame: pd.DataFrame, span: dict[str, int] | None, measured: int, path: Path, what: str, order_column: str
) -> pd.DataFrame:
    """An explicit span, split into ``measured`` equal iterations in order where it divides evenly."""
    window = _span_rows(frame, span, path, what, order_column)
    count = len(window)
    if count % measured == 0:
        window["iteration"] = (np.arange(count) // (count // measured)).astype(np.int64)
    else:
        window["iteration"] = -1
    return window


def _check_markers(iterations: np.ndarray, measured: int, path: Path, what: str) -> None:
    seen = sorted(set(iterations[iterations >= 0].tolist()))
    if not seen:
        raise OpprofError(
            path,
            f"no measured window: no kernel of the {what} capture was launched inside an "
            "opprof:iteration marker (and capture.json gives no explicit window)",
        )
    if len(seen) != measured:
        raise OpprofError(
            path,
            f"{what} capture has kernels in {len(seen)} marked iterations {seen}, "
            f"capture.json says {measured} were measured",
        )


def _marked_iterations(kernels: pd.DataFrame, ranges: pd.DataFrame, path: Path) -> np.ndarray | None:
    """Each kernel's iteration by the export's opprof:iteration markers (-1 outside them); None
    where the export holds no markers."""
    markers = ranges[ranges["kind"] == "iteration"]
    if not len(markers):
        return None
    launched = (kernels["launch_start_ns"].notna() & kernels["launch_pid"].notna()).to_numpy()
    during = kernels["start_ns"].between(int(markers["start_ns"].min()), int(markers["end_ns"].max())).to_numpy()
    if (during & ~launched).any():
        # Placed by its launch, a kernel without one would drop out of the window unseen.
        first = kernels[during & ~launched].iloc[0]
        raise OpprofError(
            path,
            f"{int((during & ~launched).sum())} kernels ran during the marked iterations with no launch call the "
            f"export records (first: {first['demangled_name']} at {int(first['start_ns'])} ns): their launch path "
            "is not one opprof reads, so the window cannot hold them",
        )
    iteration = np.full(len(kernels), -1, dtype=np.int64)
    iteration[launched] = iterations_from_markers(
        markers["pid"].to_numpy(),
        markers["start_ns"].to_numpy(),
        markers["end_ns"].to_numpy(),
        markers["iteration"].to_numpy(np.int64),
        kernels.loc[launched, "launch_pid"].to_numpy(np.int64),
        kernels.loc[launched, "launch_start_ns"].to_numpy(np.int64),
        path,
    )
    return iteration


# A kernel's place by an explicit span that does not split into iterations, beside -1 (outside).
UNSPLIT = -2


def _place(iteration: int) -> str:
    return {-1: "outside the window", UNSPLIT: "inside the window"}.get(iteration, f"in iteration {iteration}")


def _check_span_against_markers(
    kernels: pd.DataFrame, window: pd.DataFrame, marked: np.ndarray, span: dict[str, int], path: Path
) -> None:
    """An explicit span must cover the kernels the markers mark, and split them into the same
    iterations where it splits at all: a span that cuts iterations in half would compare and
    count the wrong kernels without a word."""
    by_markers = pd.Series(marked, index=kernels["kernel_index"].to_numpy()).sort_index()
    by_span = pd.Series(-1, index=by_markers.index, dtype=np.int64)
    by_span.loc[window["kernel_index"].to_numpy()] = window["iteration"].replace(-1, UNSPLIT).to_numpy()
    differs = (by_span != -1) != (by_markers >= 0)
    differs |= (by_span >= 0) & (by_span != by_markers)
    if differs.any():
        index = int(by_span.index.to_numpy()[differs.to_numpy().argmax()])
        first, count = int(span["first_kernel"]), int(span["count"])
        raise OpprofError(
            path,
            f"explicit nsys window [{first}, {first + count}) disagrees with the opprof:iteration markers "
            f"the export holds ({int((marked >= 0).sum())} marked kernels): kernel {index} is "
            f"{_place(int(by_span[index]))} by the span, {_place(int(by_markers[index]))} by the markers",
        )


def nsys_window(kernels: pd.DataFrame, ranges: pd.DataFrame, manifest: dict[str, Any], path: Path) -> pd.DataFrame:
    """The nsys kernels of the measured window, in launch order, with their iteration, their
    window position (0, 1, ... in launch order: the key every later table joins on) and the part
    of the step each belongs to (opprof.analysis.phases)."""
    measured = int(manifest["iterations"]["measured"])
    spec = manifest["window"]
    marked = _marked_iterations(kernels, ranges, path)
    if spec["method"] == "explicit":
        window = _explicit_span(kernels, spec["nsys"], measured, path, "nsys", "kernel_index")
        if marked is not None:
            _check_span_against_markers(kernels, window, marked, spec["nsys"], path)
        window = window.assign(position=np.arange(len(window), dtype=np.int64))
        return pd.concat([window, step_phases(window, ranges, path)], axis=1)
    iteration = np.full(len(kernels), -1, dtype=np.int64) if marked is None else marked
    _check_markers(iteration, measured, path, "nsys")
    window = kernels.assign(iteration=iteration)
    window = window[window["iteration"] >= 0].sort_values("kernel_index", kind="stable").reset_index(drop=True)
    window = window.assign(position=np.arange(len(window), dtype=np.int64))
    return pd.concat([window, step_phases(window, ranges, path)], axis=1)


def event_iterations(markers: pd.DataFrame, events: pd.DataFrame, path: Path) -> np.ndarray:
    """``iterations_from_markers`` of Kineto events (pid, start_ns) under Kineto's iteration
    ``markers`` (iteration_markers)."""
    return iterations_from_markers(
        markers["pid"].to_numpy(),
        markers["start_ns"].to_numpy(),
        markers["end_ns"].to_numpy(),
        markers["iteration"].to_numpy(),
        events["pid"].to_numpy(np.int64),
        events["start_ns"].to_numpy(np.int64),
        path,
    )


def iteration_markers(ops: pd.DataFrame) -> pd.DataFrame:
    """The Kineto trace's opprof:iteration markers in start order, with their ``iteration``."""
    markers = ops[ops["name"].str.match(ITERATION_PATTERN).fillna(False).to_numpy(bool)]
    numbers = markers["name"].str.extract(ITERATION_PATTERN)["iteration"].astype("int64")
    return markers.assign(iteration=numbers.to_numpy(np.int64)).sort_values("start_ns", kind="stable")


def kineto_window(
    ops: pd.DataFrame, launches: pd.DataFrame, kernels: pd.DataFrame, manifest: dict[str, Any], path: Path
) -> pd.DataFrame:
    """The Kineto kernels of the measured window, in correlation order, with their iteration."""
    measured = int(manifest["iterations"]["measured"])
    spec = manifest["window"]
    if spec["method"] == "explicit":
        return _explicit_span(kernels, spec.get("kineto"), measured, path, "Kineto", "kernel_index")
    markers = iteration_markers(ops)
    first_launch = launches.drop_duplicates("correlation_id")
    joined = kernels.merge(
        first_launch[["correlation_id", "pid", "start_ns"]].rename(
            columns={"pid": "launch_pid", "start_ns": "launch_start_ns"}
        ),
        on="correlation_id",
        how="left",
    )
    launched = joined["launch_pid"].notna().to_numpy()
    iteration = np.full(len(joined), -1, dtype=np.int64)
    if len(markers):
        iteration[launched] = iterations_from_markers(
            markers["pid"].to_numpy(),
            markers["start_ns"].to_numpy(),
            markers["end_ns"].to_numpy(),
            markers["iteration"].to_numpy(),
            joined.loc[launched, "launch_pid"].to_numpy(np.int64),
            joined.loc[launched, "launch_start_ns"].to_numpy(np.int64),
            path,
        )
    _check_markers(iteration, measured, path, "Kineto")
    window = kernels.assign(iteration=iteration)
    return window[window["iteration"] >= 0].sort_values("kernel_index", kind="stable").reset_index(drop=True)


def ncu_window(kernels: pd.DataFrame, manifest: dict[str, Any], path: Path) -> pd.DataFrame:
    """ncu rows of the window: every row unless capture.json gives an explicit ncu span."""
    spec = manifest["window"]
    span = spec.get("ncu") if spec["method"] == "explicit" else None
    return _span_rows(kernels, span, path, "ncu", "ncu_index")
