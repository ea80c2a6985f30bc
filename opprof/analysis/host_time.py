"""The first question, from the Kineto capture: is the GPU doing too much work, or waiting on the CPU?

``host_events``: every host event of the measured iterations (operator, record_function range,
CUDA API call) with its CPU total and Self CPU, as torch.profiler's key_averages counts them (an
event's time less that of the events directly inside it on its thread).

``regime``: per measured iteration, per user record_function region and over the whole window, how
much of the span the GPU was busy, the host's CPU time against the GPU's kernel time, the gaps
between kernels, and a verdict. The Kineto timeline is the one read: CUPTI puts its kernels on the
host clock, and it runs without emit_nvtx's ranges, which stretch the nsys run's host time several
fold. A span runs from the start of its marker (or region) to the end of its marker or of the last
kernel launched inside it, whichever is later: work launched asynchronously still belongs to the
step that queued it. The GPU is busy while any kernel of the window runs (streams overlapping count
once), whichever step queued it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.host_parts import (
    cpu_total_without_start,
    host_split,
    profiler_start_excess,
    profiler_start_record,
    removed_per_iteration,
)
from opprof.analysis.spread import least_samples, median_ranks
from opprof.analysis.step_model import GPU_BOUND, HOST_BOUND, MIXED, build_model, model_record, steps_of
from opprof.analysis.window import iteration_markers, iterations_from_markers
from opprof.bundle.markers import MARKER_PREFIX, PHASE_PATTERN
from opprof.intervals import IntArray, covered, nesting_depth, parent_index, sorted_order, union
from opprof.tables import HOST_EVENTS, KINETO_CALLS, KINETO_OPS

# Where the step model cannot replay a step (no Kineto CUDA API calls), the verdict falls back on
# the busy fraction: below OVERHEAD_BOUND_BELOW the GPU mostly waits for the host (a kernel made
# infinitely fast would save less than the host time it already waits through); from
# COMPUTE_BOUND_FROM it runs back to back.
OVERHEAD_BOUND_BELOW = 0.5
COMPUTE_BOUND_FROM = 0.8
THRESHOLDS = {
    "overhead_bound_below": OVERHEAD_BOUND_BELOW,
    "compute_bound_from": COMPUTE_BOUND_FROM,
    "measure": "busy_fraction: time any kernel ran over the span (the verdict's measure only where the step model "
    "has no steps to replay)",
}
FROM_CRITICAL_PATH = "critical path of the step model: the host's share of it, over the measured steps"
FROM_TIMING = "timing phase: wall time per step with no profiler; Kineto: kernel time of the step"
FROM_KINETO = "Kineto timeline"
OUTLASTS = (
    "Kineto's kernel time of the measured steps ({busy} ns) exceeds their wall time with no profiler ({wall} ns), "
    "{ratio:.3f}x: the GPU never waited, so its busy fraction is taken as 1"
)
NO_TIMELINE = "no Kineto timeline with opprof:iteration markers in this bundle: nothing to judge the regime by"
FROM_NSYS = "nsys timeline: its iteration markers and kernels"
NO_TIMING = (
    "no timing phase in this bundle: the verdict comes from the {chosen} run, the less stretched of the two "
    "profiled runs (median host time of a step {chosen_ns} ns there, {other_ns} ns in the {other} run); a "
    "profiler stretches host time, so the GPU looks idler there than it is"
)
NO_TIMING_ONE = (
    "no timing phase in this bundle and no other run timed its steps: the verdict comes from the {chosen} run, "
    "whose profiler stretches host time, so the GPU looks idler there than it is"
)
# The sources of a step's times, least perturbed first: the timing phase runs no profiler.
STEP_SOURCES = ("timing", "nsys", "kineto")
NO_EAGER = "the eager variant of this workload is not profiled in this workflow: nothing to compare with"
# CUDA API calls in which the host waits for the GPU rather than dispatching work to it.
BLOCKING_COPIES = ("cudaMemcpy", "cuMemcpyDtoH", "cuMemcpyDtoH_v2")
SYNCHRONIZING = f"CUDA API calls named *Synchronize*, and blocking copies ({', '.join(BLOCKING_COPIES)})"
# What a region's calls add up to.
REGION_SUMS = (
    "span_ns",
    "gpu_busy_ns",
    "gpu_idle_ns",
    "kernels",
    "kernel_ns",
    "host_self_cpu_ns",
    "host_sync_ns",
    "host_dispatch_ns",
)


def _is_synchronizing(names: pd.Series) -> np.ndarray:
    text = names.astype(str)
    waits = text.str.contains("Synchronize", regex=False).to_numpy(bool)
    return waits | text.isin(BLOCKING_COPIES).to_numpy(bool)


def program_events(ops: pd.DataFrame, calls: pd.DataFrame) -> pd.DataFrame:
    """Kineto's operators, ranges and CUDA API calls as one frame, opprof's own markers left out:
    their time is not the program's."""
    program = ops[~ops["name"].str.startswith(MARKER_PREFIX).fillna(False).to_numpy(bool)]
    return pd.concat(
        [
            program[KINETO_OPS.select("name", "category", "pid", "tid", "start_ns", "end_ns", "op_index")],
            calls[KINETO_CALLS.select("name", "category", "pid", "tid", "start_ns", "end_ns")],
        ],
        ignore_index=True,
    )


def host_events(ops: pd.DataFrame, calls: pd.DataFrame, path: Path) -> pd.DataFrame:
    """Every Kineto host event whose start lies inside an iteration marker of its process, with
    CPU total and Self CPU (HOST_EVENTS), the profiler's start removed from the Self CPU of the
    call it lands on (opprof/analysis/host_parts.py). opprof's own markers are left out, before
    nesting."""
    markers = iteration_markers(ops)
    if markers.empty:  # a trace without opprof's markers (an explicit window) has no measured steps to time
        return HOST_EVENTS.empty()
    events = program_events(ops, calls)
    iteration = iterations_from_markers(
        markers["pid"].to_numpy(),
        markers["start_ns"].to_numpy(),
        markers["end_ns"].to_numpy(),
        markers["iteration"].to_numpy(),
        events["pid"].to_numpy(np.int64),
        events["start_ns"].to_numpy(np.int64),
        path,
    )
    events = events[iteration >= 0].assign(iteration=iteration[iteration >= 0])
    tid, start, end = (events[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    events = events.take(sorted_order(tid, start, end)).reset_index(drop=True)
    tid, start, end = (events[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    depth = nesting_depth(tid, start, end)
    parent = parent_index(tid, start, end, depth)
    total = end - start
    inside = np.bincount(parent[parent >= 0], weights=total[parent >= 0], minlength=len(events))
    # Kineto rounds each event on its own, so children can outlast their parent by a nanosecond.
    own = np.clip(total - inside.astype(np.int64), 0, None)
    events = events.assign(
        event_index=np.arange(len(events), dtype=np.int64),
        depth=depth,
        parent_index=parent,
        cpu_total_ns=total,
        self_cpu_ns=own,
        op_index=events["op_index"].astype("Int64"),
    )
    excess = profiler_start_excess(events)
    events = events.assign(self_cpu_ns=own - excess, profiler_start_ns=excess)
    return events.astype({"name": "string", "category": "string"})[HOST_EVENTS.names]


def _verdict(busy_fraction: float | None) -> str | None:
    if busy_fraction is None:
        return None
    if busy_fraction < OVERHEAD_BOUND_BELOW:
        return HOST_BOUND
    return GPU_BOUND if busy_fraction >= COMPUTE_BOUND_FROM else MIXED


def _span_facts(
    begin: int,
    end: int,
    own: pd.DataFrame,
    busy: tuple[IntArray, IntArray],
    host: pd.DataFrame,
) -> dict[str, Any]:
    """Evidence of one span: ``own`` its kernels, ``busy`` the window's busy intervals, ``host``
    its host events."""
    if len(own):
        end = max(end, int(own["end_ns"].max()))
    span = end - begin
    busy_ns = covered(*busy, begin, end)
    starts, ends = union(own["start_ns"].to_numpy(np.int64), own["end_ns"].to_numpy(np.int64))
    gaps = starts[1:] - ends[:-1]
    waits = _is_synchronizing(host["name"])
    self_cpu = host["self_cpu_ns"].to_numpy(np.int64)
    fraction = busy_ns / span if span > 0 else None
    return {
        "start_ns": begin,
        "end_ns": end,
        "span_ns": span,
        "gpu_busy_ns": busy_ns,
        "gpu_idle_ns": span - busy_ns,
        "busy_fraction": fraction,
        "kernels": len(own),
        "kernel_ns": int((own["end_ns"] - own["start_ns"]).sum()),
        "launch_gaps": len(gaps),
        "median_gap_ns": int(np.median(gaps)) if len(gaps) else None,
        "max_gap_ns": int(gaps.max()) if len(gaps) else None,
        "host_self_cpu_ns": int(self_cpu.sum()),
        "host_sync_ns": int(self_cpu[waits].sum()),
        "host_dispatch_ns": int(self_cpu[~waits].sum()),
    }


def _with_launches(window: pd.DataFrame, launches: pd.DataFrame) -> pd.DataFrame:
    first = launches.drop_duplicates("correlation_id")[["correlation_id", "pid", "start_ns"]]
    joined = window.merge(
        first.rename(columns={"pid": "launch_pid", "start_ns": "launch_start_ns"}), on="correlation_id", how="left"
    )
    return joined.astype({"launch_pid": "Int64", "launch_start_ns": "Int64"}).fillna(
        {"launch_pid": -1, "launch_start_ns": -1}
    )


def _own_busy(kernels: pd.DataFrame) -> int:
    starts, ends = union(kernels["start_ns"].to_numpy(np.int64), kernels["end_ns"].to_numpy(np.int64))
    return int((ends - starts).sum())


def _timed_iterations(timing: dict[str, Any], kernels: pd.DataFrame) -> list[dict[str, Any]]:
    """Each measured step of the timing phase: its host and wall time there, and the time the
    GPU ran its kernels (Kineto; kernel durations barely move with host overhead) over that wall.
    The timing phase may time more steps than Kineto profiled: those take the median profiled
    step's kernel time."""
    profiled = {
        int(k): _own_busy(kernels[kernels["iteration"].to_numpy(np.int64) == k])
        for k in np.unique(kernels["iteration"].to_numpy(np.int64))
        if k >= 0
    }
    typical = _median(list(profiled.values())) or 0
    out = []
    for step in timing["steps"]:
        if step["iteration"] is None:
            continue
        k = int(step["iteration"])
        busy = profiled.get(k, typical)
        fraction = min(busy / step["wall_ns"], 1.0) if step["wall_ns"] > 0 else None
        out.append(
            {
                "iteration": k,
                "host_ns": int(step["host_ns"]),
                "wall_ns": int(step["wall_ns"]),
                "gpu_busy_ns": busy,
                "busy_fraction": fraction,
            }
        )
    return out


def marked_steps(
    markers: pd.DataFrame, kernels: pd.DataFrame, removed: dict[int, int] | None = None
) -> list[dict[str, Any]]:
    """Each measured step of a profiled run's timeline (``markers``: its iteration markers;
    ``kernels``: its window kernels with their iteration): a step lasts from its marker's start
    to the next step's start, the last one until its marker or the window's last kernel ends,
    so that steps whose kernels run on while the host starts the next never count time twice.
    Its host time is its marker's length less the profiler's start in it (``removed``, per
    iteration); its GPU busy time, the time any kernel ran in it."""
    busy = union(kernels["start_ns"].to_numpy(np.int64), kernels["end_ns"].to_numpy(np.int64))
    measured = markers[markers["iteration"].isin(np.unique(kernels["iteration"].to_numpy(np.int64))).to_numpy(bool)]
    measured = measured.sort_values("start_ns", kind="stable")
    starts = measured["start_ns"].to_numpy(np.int64)
    last_end = max(int(measured["end_ns"].max()), int(kernels["end_ns"].max())) if len(measured) else 0
    out = []
    for index, marker in enumerate(measured.to_dict("records")):
        begin = int(marker["start_ns"])
        wall = (int(starts[index + 1]) if index + 1 < len(starts) else last_end) - begin
        busy_ns = covered(*busy, begin, begin + wall)
        fraction = busy_ns / wall if wall > 0 else None
        out.append(
            {
                "iteration": int(marker["iteration"]),
                "host_ns": int(marker["end_ns"]) - begin - (removed or {}).get(int(marker["iteration"]), 0),
                "wall_ns": wall,
                "gpu_busy_ns": busy_ns,
                "busy_fraction": fraction,
            }
        )
    return out


def _median(values: list[int]) -> int | None:
    return int(np.median(values)) if values else None


def perturbation(
    timing: dict[str, Any] | None,
    kineto_markers: pd.DataFrame,
    nsys_markers: pd.DataFrame,
    removed: dict[int, int] | None = None,
) -> dict[str, Any]:
    """Host time of a measured step (its marker's length, or in the timing phase its call's) in
    each capture, and how many times the timing phase's each profiled capture takes. ``removed``:
    the profiler's start per Kineto iteration, not the program's time."""
    plain = [int(s["host_ns"]) for s in (timing or {"steps": []})["steps"] if s["iteration"] is not None]
    start = kineto_markers["iteration"].map(removed or {}).fillna(0).astype("int64")
    captures = {
        "timing": plain,
        "kineto": (kineto_markers["end_ns"] - kineto_markers["start_ns"] - start).astype("int64").tolist(),
        "nsys": (nsys_markers["end_ns"] - nsys_markers["start_ns"]).astype("int64").tolist(),
    }
    reference = _median(plain)
    return {
        "measure": "host time of one measured step: from its start until its call returns, median over the steps",
        **{
            name: {
                "host_ns": values,
                "median_host_ns": _median(values),
                "times_timing": (_median(values) or 0) / reference if reference and values else None,
            }
            for name, values in captures.items()
        },
    }


def regime(
    ops: pd.DataFrame,
    launches: pd.DataFrame,
    window: pd.DataFrame,
    events: pd.DataFrame,
    nsys_ranges: pd.DataFrame,
    nsys_kernels: pd.DataFrame,
    timing: dict[str, Any] | None,
    calls: pd.DataFrame,
    memory: pd.DataFrame,
    kernels_all: pd.DataFrame,
    path: Path,
) -> dict[str, Any]:
    """The regime record: the verdict (from the step model's critical path) and its evidence over
    the window, each measured iteration and each user region, and the step's times (``window``:
    the Kineto window's kernels with their iteration; ``events``: host_events; ``nsys_ranges``:
    the nsys NVTX ranges (host_parts.NSYS_COLUMNS): its iteration markers time its steps, its
    module ranges split the forward; ``nsys_kernels``: the nsys window; ``timing``: timing.json where the
    bundle has one; ``calls``, ``memory``, ``kernels_all``: Kineto's CUDA API calls, copies and
    sets, and kernels, which the step model replays)."""
    markers = iteration_markers(ops)
    nsys_markers = nsys_ranges[(nsys_ranges["kind"] == "iteration").to_numpy(bool)]
    kernels = _with_launches(window, launches)
    busy = union(kernels["start_ns"].to_numpy(np.int64), kernels["end_ns"].to_numpy(np.int64))
    iterations = [
        {
            "iteration": int(marker["iteration"]),
            **_span_facts(
                int(marker["start_ns"]),
                int(marker["end_ns"]),
                kernels[kernels["iteration"].to_numpy(np.int64) == marker["iteration"]],
                busy,
                events[events["iteration"].to_numpy(np.int64) == marker["iteration"]],
            ),
        }
        for marker in markers.to_dict("records")
    ]
    whole = (
        _span_facts(int(markers["start_ns"].min()), int(markers["end_ns"].max()), kernels, busy, events)
        if len(markers)
        else None
    )
    timed = _timed_iterations(timing, kernels) if timing is not None and whole is not None else None
    removed = removed_per_iteration(events)
    stretched = perturbation(timing, markers, nsys_markers, removed)
    per_source = {
        "timing": timed or [],
        "nsys": marked_steps(nsys_markers, nsys_kernels) if len(nsys_kernels) else [],
        "kineto": marked_steps(markers, kernels, removed) if len(kernels) else [],
    }
    source = _step_source(per_source, stretched)
    model = build_model(steps_of(ops, calls, kernels_all, memory, path), timing, per_source["kineto"])
    critical = model_record(model)
    overall = _overall(whole, per_source, source, stretched, timing)
    if critical["verdict"] is not None:
        overall = {**overall, "verdict": critical["verdict"], "source": FROM_CRITICAL_PATH}
    return {
        **overall,
        "step_model": critical,
        "step": step_time(per_source, source, stretched),
        "thresholds": THRESHOLDS,
        "synchronizing_calls": SYNCHRONIZING,
        "kineto": {"window": whole, "iterations": iterations},
        "nsys": per_source["nsys"] or None,
        "timing": timed,
        "perturbation": stretched,
        "regions": _regions(kernels, busy, events),
        "cuda_api": _api_time(events),
        "profiler_start": profiler_start_record(events),
        "host_split": host_split(
            program_events(ops, calls).assign(synchronizing=lambda f: _is_synchronizing(f["name"])),
            events,
            markers,
            ops[ops["name"].str.match(PHASE_PATTERN).fillna(False).to_numpy(bool)],
            critical["verdict"],
            nsys_ranges,
        ),
    }


def _step_source(per_source: dict[str, list[dict[str, Any]]], stretched: dict[str, Any]) -> str | None:
    """The least perturbed capture that timed the steps: the timing phase (no profiler), else
    whichever profiled run stretched a step's host time less, as measured in this bundle."""
    if per_source["timing"]:
        return "timing"
    timed = [name for name in ("nsys", "kineto") if per_source[name]]
    if not timed:
        return None
    return min(timed, key=lambda name: stretched[name]["median_host_ns"])


def step_time(
    per_source: dict[str, list[dict[str, Any]]], source: str | None, stretched: dict[str, Any]
) -> dict[str, Any]:
    """What the user waits for: the median measured step's wall time, host time and GPU busy
    time from the least perturbed source, and how many times that host time each profiled run
    took (its stretch)."""
    steps = per_source.get(source or "", [])
    medians = {key: _median([int(s[key]) for s in steps]) for key in ("wall_ns", "host_ns", "gpu_busy_ns")}
    reference, wall, busy = medians["host_ns"], medians["wall_ns"], medians["gpu_busy_ns"]
    return {
        "source": source,
        "measure": "median over the measured steps; wall: from a step's start until its call returned or its last "
        "kernel ended, whichever is later",
        **medians,
        "gpu_idle_ns": None if wall is None or busy is None else max(wall - busy, 0),
        **median_interval([int(s["wall_ns"]) for s in steps]),
        "steps": [{key: s[key] for key in ("iteration", "wall_ns", "host_ns", "gpu_busy_ns")} for s in steps],
        "stretch": {
            name: (stretched[name]["median_host_ns"] / reference)
            if reference and stretched[name]["median_host_ns"] is not None
            else None
            for name in STEP_SOURCES
            if name != source
        },
    }


# The confidence of the step's interval.
CONFIDENCE = 0.95


def median_interval(values: list[int]) -> dict[str, Any]:
    """The distribution-free interval of the median (opprof/analysis/spread.py): order statistics
    x_(j) and x_(n+1-j), j the largest rank with P(Binomial(n, 1/2) < j) <= (1 - CONFIDENCE)/2. It
    needs no assumption on how step times spread (host-bound steps skew), and no interval exists
    under 6 steps."""
    n = len(values)
    j = median_ranks(n, CONFIDENCE)
    if j is None:
        return {
            "interval_ns": None,
            "interval": f"no {CONFIDENCE:.0%} interval of the median from {n} steps "
            f"(it needs {least_samples(CONFIDENCE)} or more)",
        }
    ordered = sorted(values)
    return {
        "interval_ns": [ordered[j - 1], ordered[n - j]],
        "interval": f"{CONFIDENCE:.0%} distribution-free interval of the median: steps of rank {j} and {n + 1 - j} "
        f"of {n}",
    }


def _overall(
    whole: dict[str, Any] | None,
    per_source: dict[str, list[dict[str, Any]]],
    source: str | None,
    stretched: dict[str, Any],
    timing: dict[str, Any] | None,
) -> dict[str, Any]:
    """One verdict, from the least perturbed capture that holds the numbers (``_step_source``):
    the timing phase's wall time with Kineto's kernel time where the bundle has both, else the
    less stretched of the nsys and Kineto timelines. The others only say how much they stretched
    the host (``step.stretch``), never a verdict of their own."""
    if whole is None and source != "nsys":
        return {"verdict": None, "busy_fraction": None, "source": None, "reason": NO_TIMELINE}
    steps = per_source[source or "kineto"]
    wall = sum(t["wall_ns"] for t in steps)
    busy = sum(t["gpu_busy_ns"] for t in steps)
    fraction = busy / wall if wall > 0 else None
    reason = None
    if source == "timing":
        # Two captures: kernels that ran back to back under Kineto can outlast the unprofiled step.
        if fraction is not None and fraction > 1:
            reason = OUTLASTS.format(busy=busy, wall=wall, ratio=fraction)
        fraction = None if fraction is None else min(fraction, 1.0)
    elif timing is None:
        other = "kineto" if source == "nsys" else "nsys"
        chosen_ns, other_ns = (stretched[name]["median_host_ns"] for name in (source or "kineto", other))
        reason = (
            NO_TIMING.format(chosen=source, chosen_ns=chosen_ns, other=other, other_ns=other_ns)
            if other_ns is not None
            else NO_TIMING_ONE.format(chosen=source)
        )
    label = {"timing": FROM_TIMING, "nsys": FROM_NSYS}.get(source or "", FROM_KINETO)
    return {"verdict": _verdict(fraction), "busy_fraction": fraction, "source": label, "reason": reason}


def _regions(kernels: pd.DataFrame, busy: tuple[IntArray, IntArray], events: pd.DataFrame) -> list[dict[str, Any]]:
    """Each user record_function region name: its calls' spans summed, and a verdict on the sum.
    A call's host events are those nested in it on its thread (contiguous after it, as events
    are in thread and start order); its kernels those launched while it ran, in its process."""
    regions = events[(events["category"] == "user_annotation").to_numpy(bool)]
    by_launch = kernels.sort_values(["launch_pid", "launch_start_ns"], kind="stable")
    launch_pid, launch_start = (by_launch[c].to_numpy(np.int64) for c in ("launch_pid", "launch_start_ns"))
    tid, start = events["tid"].to_numpy(np.int64), events["start_ns"].to_numpy(np.int64)
    out = []
    for name, calls in regions.groupby("name", sort=True):
        parts = []
        for call in calls.to_dict("records"):
            begin, end, row = int(call["start_ns"]), int(call["end_ns"]), int(call["event_index"])
            # Binary searches, not masks over every event and kernel: a window holds millions.
            thread_end = int(np.searchsorted(tid, call["tid"], side="right"))
            last = row + 1 + int(np.searchsorted(start[row + 1 : thread_end], end, side="right"))
            lo = int(np.searchsorted(launch_pid, call["pid"], side="left"))
            hi = int(np.searchsorted(launch_pid, call["pid"], side="right"))
            first = lo + int(np.searchsorted(launch_start[lo:hi], begin, side="left"))
            stop = lo + int(np.searchsorted(launch_start[lo:hi], end, side="right"))
            own = by_launch.iloc[first:stop]
            parts.append(_span_facts(begin, end, own, busy, events.iloc[row + 1 : last]))
        summed = {k: sum(p[k] for p in parts) for k in REGION_SUMS}
        fraction = summed["gpu_busy_ns"] / summed["span_ns"] if summed["span_ns"] > 0 else None
        out.append({"name": str(name), "calls": len(parts), **summed, "busy_fraction": fraction})
    return out


def _api_time(events: pd.DataFrame) -> list[dict[str, Any]]:
    """CUDA API calls of the window by name: calls and CPU time, the most time first."""
    api = events[events["op_index"].isna().to_numpy(bool)]
    grouped = api.groupby("name", sort=True).agg(calls=("name", "size"), cpu_total_ns=("cpu_total_ns", "sum"))
    grouped = grouped.reset_index().sort_values(["cpu_total_ns", "name"], ascending=[False, True], kind="stable")
    return [
        {"name": str(r["name"]), "calls": int(r["calls"]), "cpu_total_ns": int(r["cpu_total_ns"]), "waits": bool(w)}
        for r, w in zip(grouped.to_dict("records"), _is_synchronizing(grouped["name"]), strict=True)
    ]


# What torch.compile's runtime records in Kineto around each call of a compiled model.
CACHE_LOOKUP = "TorchDynamo Cache Lookup"
COMPILED_REGION = "Torch-Compiled Region"
GRAPH_CALL = "## Call CompiledFxGraph"


def _per_step(events: pd.DataFrame, chosen: np.ndarray) -> int | None:
    """Median over the measured iterations of the chosen events' CPU total per iteration, the
    profiler's start left out."""
    iterations = np.unique(events["iteration"].to_numpy(np.int64))
    if not len(iterations):
        return None
    cpu = events.assign(cpu_total_ns=cpu_total_without_start(events))
    totals = cpu[chosen].groupby("iteration")["cpu_total_ns"].sum().reindex(iterations, fill_value=0)
    return int(np.median(totals.to_numpy(np.int64)))


def _difference(eager: int | None, compiled: int | None) -> int | None:
    return None if eager is None or compiled is None else eager - compiled


def _timed_step(regime: dict[str, Any]) -> dict[str, int | None]:
    timed = regime["timing"] or []
    return {key: _median([int(t[key]) for t in timed]) for key in ("host_ns", "wall_ns", "gpu_busy_ns")}


def other_gpu(manifest: dict[str, Any], eager_manifest: dict[str, Any]) -> str | None:
    """Why two bundles' per-step times do not compare (captured on different GPUs), or None."""
    ours, theirs = manifest["gpu"].get("uuid"), eager_manifest["gpu"].get("uuid")
    if ours is not None and ours == theirs:
        return None
    return (
        f"the eager variant {eager_manifest['name']!r} was captured on another GPU ({theirs}, this one {ours}): "
        "per-step times compare only between captures of one machine"
    )


def compile_cost(
    events: pd.DataFrame,
    regime: dict[str, Any],
    compile_record: dict[str, Any] | None,
    eager: tuple[str, dict[str, Any]] | None,
    reason: str | None = None,
) -> dict[str, Any]:
    """What torch.compile costs a compiled workload per step: Dynamo's guard and cache lookup and
    the compiled region's CPU time (Kineto, so stretched by its profiler like every host time
    there; compare them with each other), the timing phase's host, wall and kernel time per step
    against the eager variant's (``eager``: its name and regime record) where that was profiled on
    the same GPU (else ``reason`` says why not), and the first call (``compile_record``:
    capture.json's compile entry)."""
    names = events["name"].astype(str)
    kineto = {
        "cache_lookup_ns": _per_step(events, (names == CACHE_LOOKUP).to_numpy(bool)),
        "compiled_region_ns": _per_step(events, names.str.startswith(COMPILED_REGION).to_numpy(bool)),
        "graph_call_ns": _per_step(events, names.str.startswith(GRAPH_CALL).to_numpy(bool)),
    }
    compiled = _timed_step(regime)
    against = None
    if eager is not None:
        eager_step = _timed_step(eager[1])
        saved = {key: _difference(eager_step[key], compiled[key]) for key in compiled}
        against = {"workload": eager[0], "per_step": eager_step, "saved_per_step": saved}
    return {
        "first_call": compile_record,
        "kineto_per_step": kineto,
        "timing_per_step": compiled,
        "eager": against,
        "reason": None if eager is not None else reason or NO_EAGER,
    }
