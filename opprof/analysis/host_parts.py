"""Where a measured step's host time goes, and the profiler's start, from the Kineto capture.

``profiler_start``: torch.profiler's start lands on one call early in the first measured iteration
(the first kernel launch after it starts): 2-3 ms of Self CPU on an operator whose other calls
take microseconds, and no child accounts for it. Its excess over the median of its later calls is
not the program's cost: it is kept out of Self CPU (``host_events``) and of the stretch factors.

``host_split``: each measured step's host time on the thread that runs it, split into parts a user
acts on, from what Kineto records (record_function ranges, autograd's engine, aten operators).
Parts are claimed in priority order (``PARTS``), each taking the time of its ranges no earlier part
took; ``other`` is what is left, so the parts add up to the step.

``forward_modules``: the Kineto capture records no nn.Module ranges, but the nsys capture has
opprof's (``opprof:module``) NVTX ranges. Its steps are split by the same rules from its NVTX
ranges (emit_nvtx's operators and record_function ranges, opprof's markers), and each top-level
module (a module range directly inside the model's) takes its share of the forward there. The
NVTX ranges stretch the nsys run's host time, so only the shares are carried over: applied to the
Kineto forward part's time. The forward's top-level operators are listed too.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd

from opprof.analysis.step_model import HOST_BOUND
from opprof.bundle.markers import MARKER_PREFIX, OPTIMIZER_PREFIX, phase_marker
from opprof.intervals import IntArray, nesting_depth, union
from opprof.tables import NSYS_RANGES, rows

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
# What the forward's split by module reads of nsys_ranges.
NSYS_COLUMNS = NSYS_RANGES.select(
    "pid", "tid", "start_ns", "end_ns", "text", "kind", "operator_name", "iteration", "module_name", "module_type"
)
NO_MODULES = (
    "the nsys capture has no opprof:module ranges directly inside the model's in its measured steps' forward "
    "(compiled workloads run none of the nn.Module hooks that write them, and a program's own loop has them only "
    "where opprof wraps its model)"
)
MODULES_METHOD = (
    "each step of the nsys capture split into parts by the rules of 'parts', from its NVTX ranges (emit_nvtx's "
    "operators, record_function ranges and opprof's markers; NVTX records no CUDA API call, so no GPU wait is "
    "claimed there); a top-level module's share is the time its opprof:module ranges hold of the forward part "
    "there, over the forward part's time; host_ns is that share of the Kineto forward part (the nsys run's host "
    "time is stretched by its NVTX ranges: only the shares are carried over)"
)
LEVEL = (
    "the model's children (opprof:module ranges directly inside the model's, a ModuleList's members each), one "
    "holding more than half the forward part replaced by its own children (GPT2LMHeadModel's transformer by "
    "transformer.wte, transformer.h.0, ...)"
)
# The forward's time in no top-level module: the model's own code between its children, the caller's.
OUTSIDE_MODULES = "(forward outside its top-level modules)"
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


def _top_level(frame: pd.DataFrame) -> pd.DataFrame:
    """The ranges of ``frame`` (one thread's) no other of them encloses, in start order."""
    frame = frame.sort_values(["start_ns", "end_ns"], ascending=[True, False], kind="stable")
    end = frame["end_ns"].to_numpy(np.int64)
    reach = np.r_[np.iinfo(np.int64).min, np.maximum.accumulate(end)[:-1]]
    return frame[frame["start_ns"].to_numpy(np.int64) >= reach]


def _module_times(
    ranges: dict[str, tuple[IntArray, IntArray]], modules: pd.DataFrame, low: int, high: int
) -> dict[str, int]:
    """The forward part's time in [low, high) (``ranges``: the parts' clipped ranges, ``_claimed``)
    held by each of ``modules`` (disjoint ranges: a thread's top-level module ranges), and the
    rest of it under OUTSIDE_MODULES."""
    ordered = modules.sort_values("start_ns", kind="stable")
    module_start, module_end = _ranges(ordered)
    # Index -1 (before every module, or none) lands on the sentinels: no end, OUTSIDE_MODULES.
    names = np.array([*ordered["module_name"].astype(str), OUTSIDE_MODULES], dtype=object)
    ends = np.r_[module_end, np.iinfo(np.int64).min]
    bounds = [np.r_[low, high], module_start, module_end, *(np.r_[a, b] for a, b in ranges.values())]
    cuts = np.unique(np.clip(np.concatenate(bounds), low, high))
    points, lengths = cuts[:-1], np.diff(cuts)
    forward = _holders(ranges, points) == FORWARD
    at = np.searchsorted(module_start, points, side="right") - 1
    owner = names[np.where(points < ends[at], at, -1)]
    times = pd.Series(lengths[forward]).groupby(owner[forward]).sum()
    return {str(k): int(v) for k, v in times.items()}


def _nsys_forwards(ranges: pd.DataFrame) -> list[tuple[dict[str, tuple[IntArray, IntArray]], int, int, int]]:
    """Each measured step of the nsys capture (``ranges``: nsys_ranges, NSYS_COLUMNS) split into
    parts by the Kineto split's rules from its NVTX ranges: the parts' clipped ranges (``_claimed``),
    the step's start, end and thread."""
    texts = ranges["text"].astype("string").fillna("")
    own = texts.str.startswith(MARKER_PREFIX).to_numpy(bool)  # opprof's markers and emit_nvtx's copies of them
    aten = (ranges["kind"] == "aten").to_numpy(bool)
    name = ranges["operator_name"].astype("string").where(aten, texts.str.replace(r", op_id = \d+$", "", regex=True))
    raw = ranges.assign(name=name, synchronizing=False)[~own]
    phases = ranges[(ranges["kind"] == "phase").to_numpy(bool)].assign(name=texts)
    markers = rows(ranges[(ranges["kind"] == "iteration").to_numpy(bool)].sort_values("start_ns", kind="stable"))
    ends = [int(r["start_ns"]) for r in markers[1:]] + [int(r["end_ns"]) for r in markers[-1:]]
    steps = []
    for marker, end in zip(markers, ends, strict=True):
        begin = int(marker["start_ns"])
        inside = raw[
            (raw["pid"] == marker["pid"]).to_numpy(bool)
            & (raw["start_ns"] < end).to_numpy(bool)
            & (raw["end_ns"] > begin).to_numpy(bool)
        ]
        mine = inside[(inside["tid"] == marker["tid"]).to_numpy(bool)]
        operators = mine[(mine["kind"] == "aten").to_numpy(bool) & (mine["start_ns"] < marker["end_ns"]).to_numpy(bool)]
        claimed = _claimed(_part_ranges(inside, _top_level(operators), phases, marker), begin, end)["ranges"]
        steps.append((claimed, begin, end, int(marker["tid"])))
    return steps


def _level_times(
    steps: list[tuple[dict[str, tuple[IntArray, IntArray]], int, int, int]], modules: pd.DataFrame
) -> dict[str, int]:
    """The forward part's time of ``steps`` (``_nsys_forwards``) per module of ``modules`` (one
    level: disjoint ranges on a thread), and OUTSIDE_MODULES."""
    totals: dict[str, int] = {}
    for claimed, begin, end, tid in steps:
        step = modules[
            (modules["tid"] == tid).to_numpy(bool)
            & (modules["start_ns"] >= begin).to_numpy(bool)
            & (modules["start_ns"] < end).to_numpy(bool)
        ]
        for module, ns in _module_times(claimed, step, begin, end).items():
            totals[module] = totals.get(module, 0) + ns
    return totals


def _nsys_forward_modules(ranges: pd.DataFrame) -> tuple[dict[str, int], pd.DataFrame]:
    """The forward part's time of the nsys capture's measured steps per top-level module (and
    OUTSIDE_MODULES), and those modules' ranges: the model's children (module ranges directly in
    the model's), a child of more than half the forward replaced by its own children."""
    steps = _nsys_forwards(ranges)
    modules = ranges[(ranges["kind"] == "module").to_numpy(bool)]
    depth = nesting_depth(*(modules[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns")))
    names = modules["module_name"].astype(str)
    level = modules[depth == 1]
    while True:
        times = _level_times(steps, level)
        inside = {m: ns for m, ns in times.items() if m != OUTSIDE_MODULES}
        largest = max(inside, key=lambda m: inside[m], default=None)
        if largest is None or 2 * inside[largest] <= sum(times.values()):
            return times, level
        below = names.str.startswith(f"{largest}.").to_numpy(bool) & (
            depth == depth[(names == largest).to_numpy(bool)].max() + 1
        )
        if not below.any():
            return times, level
        level = pd.concat([level[(level["module_name"] != largest).to_numpy(bool)], modules[below]])


def forward_modules(ranges: pd.DataFrame, forward_ns: int) -> dict[str, Any] | None:
    """``host_split.forward_modules``: each top-level module's share of the forward part in the
    nsys capture (``ranges``: nsys_ranges, NSYS_COLUMNS) applied to the Kineto forward part's
    ``forward_ns``; None where the capture has no top-level module range in a forward."""
    times, modules = _nsys_forward_modules(ranges)
    total = sum(times.values())
    if not total or set(times) <= {OUTSIDE_MODULES}:
        return None
    names = modules["module_name"].astype(str)
    calls, types = names.value_counts(), dict(zip(names, modules["module_type"].astype(str), strict=True))
    order = sorted(times, key=lambda m: (-times[m], m))
    inside = [m for m in order if m != OUTSIDE_MODULES]
    host = {m: round(forward_ns * times[m] / total) for m in inside}
    host[OUTSIDE_MODULES] = forward_ns - sum(host.values())
    return {
        "source": "nsys",
        "level": LEVEL,
        "method": MODULES_METHOD,
        "nsys_forward_ns": total,
        "forward_ns": forward_ns,
        "modules": [
            {
                "module": m,
                "type": types.get(m),
                "calls": int(calls.get(m, 0)),
                "nsys_host_ns": times[m],
                "share": times[m] / total,
                "host_ns": host[m],
            }
            for m in [*inside, OUTSIDE_MODULES]
        ],
    }


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
    raw: pd.DataFrame,
    events: pd.DataFrame,
    iterations: pd.DataFrame,
    phases: pd.DataFrame,
    verdict: str | None,
    nsys: pd.DataFrame,
) -> dict[str, Any]:
    """profile.json's ``regime.host_split`` (``raw``: the Kineto events, opprof's markers left out,
    with ``synchronizing``; ``events``: host_events; ``iterations``, ``phases``: opprof's iteration
    and phase markers; ``verdict``: the step model's; ``nsys``: nsys_ranges, NSYS_COLUMNS, for the
    forward by module)."""
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
    modules = forward_modules(nsys, next(p["host_ns"] for p in parts if p["part"] == FORWARD))
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
        "forward_modules": modules,
        "forward_modules_reason": None if modules else NO_MODULES,
        "forward_operators": [
            {"name": str(r["name"]), "calls": int(r["calls"]), "cpu_total_ns": int(r["cpu_total_ns"])}
            for r in by_name.to_dict("records")
        ],
    }
