"""Where a measured step's host time goes, and the profiler's start, from the Kineto capture.

``profiler_start``: torch.profiler's start lands on one call early in the first measured iteration
(the first kernel launch after it starts): 2-3 ms of Self CPU on an operator whose other calls
take microseconds, and no child accounts for it. Its excess over the median of its later calls is
not the program's cost: it is kept out of Self CPU (``host_events``) and of the stretch factors.

``host_split``: each measured step's host time on the thread that runs it, split into parts a user
acts on, from what Kineto records (record_function ranges, autograd's engine, aten operators). The
capture records no nn.Module ranges, so the forward is not split by module: its top-level
operators stand in. Parts are claimed in priority order (``PARTS``), each taking the time of its
ranges no earlier part took; ``other`` is what is left, so the parts add up to the step.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd

from opprof.analysis.step_model import HOST_BOUND
from opprof.bundle.markers import OPTIMIZER_PREFIX, phase_marker
from opprof.intervals import IntArray, union
from opprof.tables import rows

# The profiler's start, as measured on the shipped H200 bundles: 2.1-3.1 ms on one call whose
# later calls take 0.01-0.3 ms. A first call's own warm-up happened in the warmup steps.
PROFILER_START_MIN_NS = 1_000_000
PROFILER_START_FACTOR = 10.0
PROFILER_START = {
    "min_excess_ns": PROFILER_START_MIN_NS,
    "min_factor": PROFILER_START_FACTOR,
    "rule": "the first call of a name, in the first measured iteration, whose Self CPU exceeds the median of its "
    "later calls by min_excess_ns and min_factor times: the excess is removed from its Self CPU and from the "
    "stretch factors",
}

GPU_WAIT, LOADING, OPTIMIZER, LOSS, BACKWARD, FORWARD, OTHER = (
    "gpu_wait",
    "data_loading",
    "optimizer",
    "loss",
    "backward",
    "forward",
    "other",
)
PROFILER = "profiler_start"
# Claim order: a later part never takes time an earlier one holds (the loss inside a forward
# marker is the loss's; a synchronisation inside the loss is the GPU's).
PARTS = (GPU_WAIT, LOADING, OPTIMIZER, LOSS, BACKWARD, FORWARD)
WHAT = {
    GPU_WAIT: "synchronising CUDA API calls on the step's thread: the host waits for the GPU (not host work)",
    LOADING: "DataLoader's __next__ ranges (enumerate(DataLoader)#...), and the step's leading top-level copies "
    "(aten::to, aten::_to_copy, aten::copy_ before its first other operator): the batch moved to the GPU",
    OPTIMIZER: "torch.optim's Optimizer.step# and Optimizer.zero_grad# ranges, and opprof's optimizer marker",
    LOSS: "loss operators (names ending in _loss, nll_loss*, cross_entropy*, binary_cross_entropy*, kl_div)",
    BACKWARD: "opprof's backward marker, else from the autograd engine's first node to its last "
    "(autograd::engine::evaluate_function on any thread): the step's thread waits in backward() meanwhile",
    FORWARD: "opprof's forward marker, else from the step's start to its loss, backward or optimizer, "
    "whichever comes first (the whole step where there is none): operators and the Python between them",
    OTHER: "the rest of the step: Python outside the parts (backward()'s set-up, the loop's own code, "
    "between steps) and operators of no part",
    PROFILER: "the profiler's start: the excess of the flagged call (profiler_start) over its later calls",
}
LOSS_PATTERN = r"^aten::(?:\w*_loss\w*|nll_loss\w*|cross_entropy\w*|binary_cross_entropy\w*|kl_div)$"
LEADING_COPIES = ("aten::to", "aten::_to_copy", "aten::copy_")
LOADER_PREFIX = "enumerate(DataLoader)"
ENGINE_PREFIX = "autograd::engine::evaluate_function"
NO_MODULES = (
    "the Kineto capture records no nn.Module ranges (torch.profiler runs without with_stack, and opprof reads no "
    "python_function events): the forward is not split by module; its top-level operators are listed instead"
)
FIXES = {
    GPU_WAIT: "take the synchronisation out of the step (loss.item(), .cpu(), printing or branching on a CUDA "
    "tensor), or do it every N steps",
    LOADING: "DataLoader(num_workers>0, pin_memory=True) and .to(device, non_blocking=True): batches prepared in "
    "worker processes and copied asynchronously",
    OPTIMIZER: "a fused optimizer ({optimizer}(..., fused=True) where it offers it, else foreach=True) or "
    "torch.compile of optimizer.step(): one launch for all parameters instead of one per parameter and op",
    LOSS: "compute the loss inside the compiled model (torch.compile): its operators fused and dispatched once",
    BACKWARD: "torch.compile (AOTAutograd compiles the backward too; mode='reduce-overhead' replays it as a CUDA "
    "graph): one launch per graph instead of one per node",
    FORWARD: "CUDA graphs or torch.compile(mode='reduce-overhead'): the forward's operator dispatches replayed as "
    "one graph launch",
    OTHER: "torch.compile or CUDA graphs take the Python between operators out of the step; the loop's own code "
    "outside the parts is the user's",
}
# The forward's top-level operators listed, the most CPU time first.
FORWARD_OPERATORS = 10
NOT_HOST_BOUND = "the step model does not find the step host-bound: host time is not what sets its pace"


def profiler_start_excess(events: pd.DataFrame) -> IntArray:
    """Per host event (HOST_EVENTS order), the profiler's start it holds (``PROFILER_START``), 0 elsewhere."""
    excess = np.zeros(len(events), dtype=np.int64)
    if events.empty:
        return excess
    order = np.argsort(events["start_ns"].to_numpy(np.int64), kind="stable")
    by_start = events.iloc[order]
    first = ~by_start["name"].duplicated().to_numpy(bool)
    later = by_start[~first].groupby("name")["self_cpu_ns"].median()
    median = by_start["name"].map(later).to_numpy(np.float64)
    own = by_start["self_cpu_ns"].to_numpy(np.float64)
    early = (by_start["iteration"] == by_start["iteration"].min()).to_numpy(bool)
    flagged = first & early & ~np.isnan(median)
    flagged &= (own - median >= PROFILER_START_MIN_NS) & (own >= PROFILER_START_FACTOR * median)
    excess[order[flagged]] = (own - median)[flagged].astype(np.int64)
    return excess


def profiler_start_record(events: pd.DataFrame) -> dict[str, Any]:
    """profile.json's ``regime.profiler_start``: the calls flagged, what was recorded and kept."""
    flagged = events[(events["profiler_start_ns"] > 0).to_numpy(bool)]
    counts = events["name"].value_counts()
    return {
        **PROFILER_START,
        "removed_ns": int(flagged["profiler_start_ns"].sum()),
        "calls": [
            {
                "name": str(r["name"]),
                "iteration": int(r["iteration"]),
                "recorded_self_cpu_ns": int(r["self_cpu_ns"] + r["profiler_start_ns"]),
                "self_cpu_ns": int(r["self_cpu_ns"]),
                "removed_ns": int(r["profiler_start_ns"]),
                "later_calls": int(counts[r["name"]]) - 1,
            }
            for r in flagged.to_dict("records")
        ],
    }


def cpu_total_without_start(events: pd.DataFrame) -> IntArray:
    """Each host event's CPU total less the profiler's start of the calls it encloses (or is)."""
    total = events["cpu_total_ns"].to_numpy(np.int64).copy()
    tid, start, end = (events[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    for row in events[(events["profiler_start_ns"] > 0).to_numpy(bool)].to_dict("records"):
        around = (tid == row["tid"]) & (start <= row["start_ns"]) & (end >= row["end_ns"])
        total[around] -= int(row["profiler_start_ns"])
    return total


def removed_per_iteration(events: pd.DataFrame) -> dict[int, int]:
    """The profiler's start removed from each measured iteration's host time."""
    sums = events.groupby("iteration")["profiler_start_ns"].sum()
    return dict(zip(sums.index.astype("int64").tolist(), sums.astype("int64").tolist(), strict=True))


def _clipped(start: IntArray, end: IntArray, low: int, high: int) -> tuple[IntArray, IntArray]:
    start, end = np.maximum(start, low), np.minimum(end, high)
    keep = end > start
    return union(start[keep], end[keep])


def _hull(frame: pd.DataFrame) -> tuple[IntArray, IntArray]:
    if frame.empty:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return np.array([frame["start_ns"].min()], np.int64), np.array([frame["end_ns"].max()], np.int64)


def _ranges(frame: pd.DataFrame) -> tuple[IntArray, IntArray]:
    return frame["start_ns"].to_numpy(np.int64), frame["end_ns"].to_numpy(np.int64)


def _named(frame: pd.DataFrame, name: str) -> pd.DataFrame:
    return frame[(frame["name"] == name).to_numpy(bool)]


def _part_ranges(
    raw: pd.DataFrame, top: pd.DataFrame, phases: pd.DataFrame, marker: dict[str, Any]
) -> dict[str, tuple[IntArray, IntArray]]:
    """Each part's ranges in one step (``raw``: the process's Kineto events in the step, opprof's
    markers left out, ``synchronizing`` saying which wait for the GPU; ``top``: the top-level
    operators of the step's thread inside its marker, in start order; ``phases``: opprof's phase
    markers in it; ``marker``: its iteration marker)."""
    names = raw["name"].astype(str)
    main = (raw["tid"] == marker["tid"]).to_numpy(bool)
    leading = top["name"].isin(LEADING_COPIES).to_numpy(bool)
    stop = np.flatnonzero(~leading)
    copies = top.iloc[: stop[0] if len(stop) else len(top)]
    loading = pd.concat([raw[main & names.str.startswith(LOADER_PREFIX).to_numpy(bool)], copies])
    optimizer = pd.concat(
        [raw[main & names.str.startswith(OPTIMIZER_PREFIX).to_numpy(bool)], _named(phases, phase_marker("optimizer"))]
    )
    loss = raw[main & names.str.match(LOSS_PATTERN).to_numpy(bool)]
    backward = _named(phases, phase_marker("backward"))
    backward_ranges = (
        _ranges(backward) if len(backward) else _hull(raw[names.str.startswith(ENGINE_PREFIX).to_numpy(bool)])
    )
    forward = _named(phases, phase_marker("forward"))
    if len(forward):
        forward_ranges = _ranges(forward)
    else:
        after = [int(r.min()) for r in (_ranges(loss)[0], backward_ranges[0], _ranges(optimizer)[0]) if len(r)]
        begin, end = int(marker["start_ns"]), int(marker["end_ns"])
        forward_ranges = np.array([begin], np.int64), np.array([min([end, *after])], np.int64)
    return {
        GPU_WAIT: _ranges(raw[main & raw["synchronizing"].to_numpy(bool)]),
        LOADING: _ranges(loading),
        OPTIMIZER: _ranges(optimizer),
        LOSS: _ranges(loss),
        BACKWARD: backward_ranges,
        FORWARD: forward_ranges,
    }


def _holders(ranges: dict[str, tuple[IntArray, IntArray]], points: IntArray) -> npt.NDArray[np.object_]:
    """The part each point of a step belongs to: the first of PARTS whose (disjoint, time-ordered)
    ranges hold it, else other."""
    out = np.full(len(points), OTHER, dtype=object)
    for part in reversed(PARTS):
        start, end = ranges[part]
        at = np.searchsorted(start, points, side="right") - 1
        held = (at >= 0) & (points < end[np.maximum(at, 0)]) if len(start) else np.zeros(len(points), bool)
        out[held] = part
    return out


def _claimed(ranges: dict[str, tuple[IntArray, IntArray]], low: int, high: int) -> dict[str, Any]:
    """Each part's time in [low, high) that no earlier part of PARTS took (ns), and its ranges
    (clipped; a point belongs to the first part whose ranges hold it)."""
    taken = (np.zeros(0, np.int64), np.zeros(0, np.int64))
    times, clipped = {}, {}
    for part in PARTS:
        mine = clipped[part] = _clipped(*ranges[part], low, high)
        before = int((taken[1] - taken[0]).sum())
        taken = union(np.r_[taken[0], mine[0]], np.r_[taken[1], mine[1]])
        times[part] = int((taken[1] - taken[0]).sum()) - before
    return {"times": times, "ranges": clipped}


def _fix(part: str, raw: pd.DataFrame) -> str:
    """The fix of a part, the optimizer's naming the class torch.optim recorded."""
    if part != OPTIMIZER:
        return FIXES[part]
    steps = raw["name"].astype(str).str.extract(r"^Optimizer\.step#(\w+)\.step$")[0].dropna()
    return FIXES[OPTIMIZER].format(optimizer=f"torch.optim.{steps.iloc[0]}" if len(steps) else "the optimizer")


def _step_split(
    raw: pd.DataFrame, events: pd.DataFrame, phases: pd.DataFrame, marker: dict[str, Any], end: int
) -> dict[str, Any]:
    """One measured step from its marker's start to ``end`` (the next step's start, or its own
    marker's end for the last): each part's time and the top-level operators of its forward."""
    begin, k = int(marker["start_ns"]), int(marker["iteration"])
    inside = raw[
        (raw["pid"] == marker["pid"]).to_numpy(bool)
        & (raw["start_ns"] < end).to_numpy(bool)
        & (raw["end_ns"] > begin).to_numpy(bool)
    ]
    mine = events[(events["iteration"] == k).to_numpy(bool) & (events["tid"] == marker["tid"]).to_numpy(bool)]
    top = mine[(mine["depth"] == 0).to_numpy(bool) & mine["op_index"].notna().to_numpy(bool)]
    claimed = _claimed(_part_ranges(inside, top, phases, marker), begin, end)
    times = dict(claimed["times"])
    times[OTHER] = (end - begin) - sum(times.values())
    times[PROFILER] = 0
    flagged = events[(events["iteration"] == k).to_numpy(bool) & (events["profiler_start_ns"] > 0).to_numpy(bool)]
    holders = _holders(claimed["ranges"], flagged["start_ns"].to_numpy(np.int64))
    for holder, removed in zip(holders, flagged["profiler_start_ns"].tolist(), strict=True):
        times[holder] -= int(removed)
        times[PROFILER] += int(removed)
    in_forward = _holders(claimed["ranges"], top["start_ns"].to_numpy(np.int64)) == FORWARD
    return {
        "iteration": k,
        "start_ns": begin,
        "end_ns": end,
        "host_ns": end - begin,
        "parts": times,
        "forward": top[in_forward],
    }


def host_split(
    raw: pd.DataFrame, events: pd.DataFrame, iterations: pd.DataFrame, phases: pd.DataFrame, verdict: str | None
) -> dict[str, Any]:
    """profile.json's ``regime.host_split`` (``raw``: the Kineto events, opprof's markers left out,
    with ``synchronizing``; ``events``: host_events; ``iterations``, ``phases``: opprof's iteration
    and phase markers; ``verdict``: the step model's)."""
    records = rows(iterations.sort_values("start_ns", kind="stable"))
    # The forward's operators are listed by CPU total: the profiler's start is not theirs.
    events = events.assign(cpu_total_ns=cpu_total_without_start(events))
    ends = [int(r["start_ns"]) for r in records[1:]] + [int(r["end_ns"]) for r in records[-1:]]
    steps = [_step_split(raw, events, phases, r, end) for r, end in zip(records, ends, strict=True)]
    if not steps:
        return {"steps": [], "parts": [], "largest": None, "advice": None, "reason": "no measured step to split"}
    total = sum(s["host_ns"] for s in steps)
    parts = [
        {
            "part": part,
            "host_ns": sum(s["parts"][part] for s in steps),
            "share": sum(s["parts"][part] for s in steps) / total if total else None,
            "what": WHAT[part],
            "fix": None if part == PROFILER else _fix(part, raw),
        }
        for part in (*PARTS, OTHER, PROFILER)
    ]
    largest = max((p for p in parts if p["part"] != PROFILER), key=lambda p: p["host_ns"])
    forward = pd.concat([s["forward"] for s in steps])
    by_name = forward.groupby("name").agg(calls=("name", "size"), cpu_total_ns=("cpu_total_ns", "sum")).reset_index()
    by_name = by_name.sort_values(["cpu_total_ns", "name"], ascending=[False, True], kind="stable").head(
        FORWARD_OPERATORS
    )
    host_bound = verdict == HOST_BOUND
    return {
        "measure": "host time of each measured step on its thread, from its marker's start to the next step's start "
        "(the last: to its marker's end), split into parts claimed in the order of 'parts' (other: what is left)",
        "source": "Kineto timeline: record_function ranges, autograd's engine, aten operators, CUDA API calls",
        "host_ns": total,
        "steps": [
            {"iteration": s["iteration"], "host_ns": s["host_ns"], **{f"{p}_ns": v for p, v in s["parts"].items()}}
            for s in steps
        ],
        "parts": parts,
        "largest": largest["part"],
        "advice": largest["fix"] if host_bound else None,
        "reason": None if host_bound else NOT_HOST_BOUND,
        "forward_modules": None,
        "forward_modules_reason": NO_MODULES,
        "forward_operators": [
            {"name": str(r["name"]), "calls": int(r["calls"]), "cpu_total_ns": int(r["cpu_total_ns"])}
            for r in by_name.to_dict("records")
        ],
    }
