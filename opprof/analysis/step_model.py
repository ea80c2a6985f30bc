"""A model of the step's critical path: what the user pays is the step's wall time, not kernel time.

Each measured step of the Kineto capture is replayed: the host issues its CUDA API calls in the
order and at the times it did (scaled to the timing phase's unprofiled host time, since a
profiler stretches the host), a GPU operation (kernel, copy, set) starts once its launch has
reached the GPU and its stream is free, and a synchronising call holds the host until the GPU has
drained. The modelled step ends when both the host has returned and the GPU has finished. Its wall
time is checked against the timing phase's median step (the model's error), and a fix is a change
to the replayed step (kernels faster or gone, launches gone, host time gone), priced as the
modelled wall before minus after.

The critical path says who sets the pace: walking back from the step's end, time on the GPU
(kernels running back to back, or a synchronisation waiting on them) against time on the host
(the GPU waiting for the next launch). That gives the regime: host-bound, GPU-bound or mixed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd

from opprof.analysis.window import iteration_markers, iterations_from_markers

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

HOST_BOUND, GPU_BOUND, MIXED = "host-bound", "GPU-bound", "mixed"
# Share of the critical path on the host from which the host sets the pace: a faster kernel then
# shortens at most the remaining fifth.
HOST_BOUND_FROM = 0.8
# Share on the host up to which the GPU sets the pace: the queue of launched work never drains.
GPU_BOUND_UP_TO = 0.2
CRITICAL_PATH_THRESHOLDS = {
    "host_bound_from": HOST_BOUND_FROM,
    "gpu_bound_up_to": GPU_BOUND_UP_TO,
    "measure": "host_share: the host's share of the modelled step's critical path",
}
# The model's error on the median step up to which its savings are stated without a caveat.
ERROR_TARGET = 0.05
# CUDA API calls in which the host waits for the GPU (as the regime counts them).
SYNC_NAMES = ("Synchronize", "cudaMemcpy", "cuMemcpyDtoH", "cuMemcpyDtoH_v2")
# What a synchronising call costs the host when the GPU is already done (a driver round trip).
SYNC_COST_NS = 2_000.0


@dataclass(frozen=True)
class Step:
    """One measured step, times in ns from its start: the host's CUDA API calls in start order
    (``sync``: the call waits for the GPU) and its GPU operations in launch order (``op_call``: the
    launching call's row; ``op_key``: the Kineto kernel_index, -1 for a copy or set). ``scale`` is
    the factor the host times were multiplied by (1: as profiled)."""

    iteration: int
    origin_ns: int  # the step's start on the profiled clock
    host_ns: float
    call_start: FloatArray
    call_end: FloatArray
    sync: BoolArray
    op_call: IntArray
    op_stream: IntArray
    op_ns: FloatArray
    op_key: IntArray
    latency_ns: float
    # The operation on another stream each one waited for (an event the library recorded), -1 for
    # none: read off the profiled timeline, as the trace does not say which event a wait names.
    op_after: IntArray
    scale: float = 1.0
    # GPU time added after each operation (a CUDA graph's node-to-node gap).
    op_gap_ns: float = 0.0
    # What the synchronisation after the step costs once both host and GPU are done (the timing
    # phase synchronises after every step): measured on the trace's synchronisation after its window.
    tail_ns: float = 0.0

    def scaled(self, factor: float) -> Step:
        """The host times multiplied by ``factor`` (the GPU's and the launch latency stay)."""
        return replace(
            self,
            host_ns=self.host_ns * factor,
            call_start=self.call_start * factor,
            call_end=self.call_end * factor,
            scale=self.scale * factor,
        )


@dataclass(frozen=True)
class Replay:
    """A step as the model ran it: when the host returned and the GPU finished (ns from the
    step's start), each operation's start and end and what held its start back (``held_by``: the
    operation it waited for, -1 for its launch), and the GPU completions the host waited on
    (``waits``: the times, the end of the step last where the GPU finished after the host)."""

    host_end_ns: float
    gpu_end_ns: float
    op_start: FloatArray
    op_end: FloatArray
    held_by: IntArray
    waits: tuple[float, ...]
    tail_ns: float = 0.0

    @property
    def done_ns(self) -> float:
        """When both the host and the GPU are done: the end of the critical path."""
        return float(max(self.host_end_ns, self.gpu_end_ns))

    @property
    def wall_ns(self) -> float:
        """What the timing phase measures: until the synchronisation after the step returns."""
        return self.done_ns + self.tail_ns

    def gpu_critical_ns(self) -> float:
        """The GPU's part of the critical path: for each completion the host waited on (or the step
        ended with), from the operation that finished then back through the operations that held
        each other's start, to the first one that started on its launch."""
        total = 0.0
        for at in self.waits:  # a chain per wait: the loop follows pointers, which no array op does
            last = int(np.flatnonzero(self.op_end == at)[-1])
            while self.held_by[last] >= 0:
                last = int(self.held_by[last])
            total += at - float(self.op_start[last])
        return float(total)

    @property
    def host_share(self) -> float | None:
        done = self.done_ns
        return None if done <= 0 else max(0.0, done - self.gpu_critical_ns()) / done


def _is_sync(names: pd.Series) -> BoolArray:
    text = names.astype(str)
    waits = text.str.contains("Synchronize", regex=False) | text.isin(SYNC_NAMES[1:])
    return waits.to_numpy(bool)


def gpu_operations(kernels: pd.DataFrame, memory: pd.DataFrame) -> pd.DataFrame:
    """Kineto's kernels, copies and sets as one frame: correlation_id, stream_id, start_ns,
    end_ns and key (the kernel_index, -1 for a copy or set)."""
    columns = ["correlation_id", "stream_id", "start_ns", "end_ns"]
    ops = pd.concat(
        [
            kernels[columns].assign(key=kernels["kernel_index"].to_numpy(np.int64)),
            memory[columns].assign(key=np.int64(-1)),
        ],
        ignore_index=True,
    )
    ops = ops[ops["correlation_id"].notna().to_numpy(bool)]
    return ops.astype({"correlation_id": "int64", "key": "int64"}).assign(
        stream_id=ops["stream_id"].astype("Int64").fillna(-1).astype("int64")
    )


def launch_latency(calls: pd.DataFrame, ops: pd.DataFrame) -> float:
    """From a launch call's return to its operation's start, median over the operations whose
    call returned after their stream's previous operation had ended (so the wait was the
    launch's, not the queue's); 0 with none. The call's own time is host time, which a profiler
    stretches: the model scales it and adds this latency after it."""
    joined = ops.merge(calls[["correlation_id", "end_ns"]].rename(columns={"end_ns": "call_ns"}), on="correlation_id")
    if joined.empty:
        return 0.0
    joined = joined.sort_values(["stream_id", "start_ns"], kind="stable")
    previous_end = joined.groupby("stream_id")["end_ns"].shift(1)
    idle = (previous_end.isna() | (joined["call_ns"] > previous_end)).to_numpy(bool)
    waits = (joined["start_ns"] - joined["call_ns"]).to_numpy(np.float64)[idle]
    return max(0.0, float(np.median(waits))) if len(waits) else 0.0


def steps_of(
    ops: pd.DataFrame, calls: pd.DataFrame, kernels: pd.DataFrame, memory: pd.DataFrame, path: Path
) -> list[Step]:
    """Each measured step of the Kineto capture (``ops``: its host operators with opprof's
    iteration markers; ``calls``: every CUDA API call) as the model replays it."""
    markers = iteration_markers(ops)
    if markers.empty or calls.empty:
        return []
    gpu = gpu_operations(kernels, memory)
    latency = launch_latency(calls, gpu)
    iteration = iterations_from_markers(
        markers["pid"].to_numpy(),
        markers["start_ns"].to_numpy(),
        markers["end_ns"].to_numpy(),
        markers["iteration"].to_numpy(),
        calls["pid"].to_numpy(np.int64),
        calls["start_ns"].to_numpy(np.int64),
        path,
    )
    calls = calls.assign(iteration=iteration)
    tail = sync_tail(calls, gpu, int(markers["end_ns"].max()))
    out = []
    for marker in markers.to_dict("records"):
        k, begin = int(marker["iteration"]), int(marker["start_ns"])
        own = calls[(calls["iteration"] == k).to_numpy(bool)].sort_values("start_ns", kind="stable")
        own = own.reset_index(drop=True)
        launched = gpu.merge(
            own[["correlation_id"]].reset_index(names="call").dropna().astype("int64"), on="correlation_id"
        )
        launched = launched.sort_values(["call", "start_ns"], kind="stable")
        out.append(
            Step(
                iteration=k,
                origin_ns=begin,
                host_ns=float(int(marker["end_ns"]) - begin),
                call_start=(own["start_ns"].to_numpy(np.int64) - begin).astype(np.float64),
                call_end=(own["end_ns"].to_numpy(np.int64) - begin).astype(np.float64),
                sync=_is_sync(own["name"]),
                op_call=launched["call"].to_numpy(np.int64),
                op_stream=launched["stream_id"].to_numpy(np.int64),
                op_ns=(launched["end_ns"] - launched["start_ns"]).to_numpy(np.float64),
                op_key=launched["key"].to_numpy(np.int64),
                latency_ns=latency,
                op_after=waited_for(
                    own["name"], launched["call"].to_numpy(np.int64), launched["stream_id"].to_numpy(np.int64)
                ),
                tail_ns=tail,
            )
        )
    return least_perturbed(out)


def sync_tail(calls: pd.DataFrame, gpu: pd.DataFrame, window_end: int) -> float:
    """What the first synchronisation after the window cost beyond waiting for the GPU: from the
    later of its call and the GPU's last operation to its return. 0 where the trace has none."""
    after = calls[(calls["start_ns"] >= window_end).to_numpy(bool) & _is_sync(calls["name"])]
    if after.empty:
        return 0.0
    first = after.sort_values("start_ns", kind="stable").iloc[0]
    ended = gpu["end_ns"][(gpu["end_ns"] <= first["end_ns"]).to_numpy(bool)]
    drained = max(int(first["start_ns"]), int(ended.max()) if len(ended) else 0)
    return float(max(0, int(first["end_ns"]) - drained))


def least_perturbed(steps: list[Step]) -> list[Step]:
    """The steps with the host's least time for each stretch between and inside its calls, over
    the measured iterations: a deterministic workload issues the same calls every step, so a
    one-off pause (the profiler's start in the first iteration, a collection) is in one of them
    only. Steps whose calls differ keep their own times."""
    if len(steps) < 2:
        return steps
    first = steps[0]
    if any(len(s.call_start) != len(first.call_start) or (s.sync != first.sync).any() for s in steps):
        return steps
    if not len(first.call_start):
        return steps
    gaps = np.min([np.diff(np.concatenate([[0.0], _interleaved(s), [s.host_ns]])) for s in steps], axis=0)
    times = np.cumsum(gaps)
    return [
        replace(s, call_start=times[0:-1:2].copy(), call_end=times[1:-1:2].copy(), host_ns=float(times[-1]))
        for s in steps
    ]


def _interleaved(step: Step) -> FloatArray:
    """start, end of each call in turn."""
    return np.column_stack([step.call_start, step.call_end]).ravel()


def waited_for(names: pd.Series, op_call: IntArray, stream: IntArray) -> IntArray:
    """For each operation (launch order), the operation on another stream it waits for, -1 for
    none. The trace does not say which stream an event was recorded on or which one waits for it:
    a wait (cudaStreamWaitEvent) is taken to hold the first operation launched after it on another
    stream than the operation launched last before the event's record (cudaEventRecord)."""
    after = np.full(len(op_call), -1, dtype=np.int64)
    text = names.astype(str).to_numpy()
    records = np.flatnonzero(np.char.find(text.astype(str), "EventRecord") >= 0)
    for wait in np.flatnonzero(np.char.find(text.astype(str), "StreamWaitEvent") >= 0):
        recorded = records[records < wait]
        if not len(recorded):
            continue
        before = np.flatnonzero(op_call < recorded[-1])
        if not len(before):
            continue
        source = int(before[-1])
        later = np.flatnonzero((op_call > wait) & (stream != stream[source]))
        if len(later) and after[later[0]] < 0:
            after[later[0]] = source
    return after


def _stream_ends(ready: FloatArray, duration: FloatArray, free: float) -> FloatArray:
    """End of each operation of one stream, in launch order: each starts at the later of its
    ready time and the previous one's end. As a running maximum (no loop): end_k = D_k +
    max(free, max_{j<=k} (ready_j - D_{j-1})), D the running sum of durations."""
    total = np.cumsum(duration)
    return total + np.maximum(free, np.maximum.accumulate(ready - (total - duration)))


@dataclass
class _Gpu:
    """The GPU's state while the host issues a step: when each stream is next free and which
    operation last ran on it."""

    start: FloatArray
    end: FloatArray
    held_by: IntArray
    free: dict[int, float]
    last: dict[int, int]

    def run(self, step: Step, rows: IntArray, ready: FloatArray, duration: FloatArray) -> None:
        """Operations ``rows`` (launch order) made ready at ``ready``."""
        if not (step.op_after[rows] >= 0).any():
            for stream in np.unique(step.op_stream[rows]):
                mine = rows[step.op_stream[rows] == stream]
                got = ready[step.op_stream[rows] == stream]
                ends = _stream_ends(got, duration[mine], self.free.get(int(stream), 0.0))
                self.end[mine], self.start[mine] = ends, ends - duration[mine]
                # Started later than its launch: its stream's previous operation held it.
                previous = np.concatenate([[self.last.get(int(stream), -1)], mine[:-1]])
                self.held_by[mine] = np.where(self.start[mine] > got + 0.5, previous, -1)
                self.free[int(stream)], self.last[int(stream)] = float(ends[-1]), int(mine[-1])
            return
        # Cross-stream waits: one operation at a time, in launch order (each waits for an earlier one).
        for row, at in zip(rows.tolist(), ready.tolist(), strict=True):
            stream = int(step.op_stream[row])
            begin, holder = at, -1
            if self.free.get(stream, 0.0) > begin:
                begin, holder = self.free[stream], self.last[stream]
            after = int(step.op_after[row])
            if after >= 0 and self.end[after] > begin:
                begin, holder = float(self.end[after]), after
            self.start[row], self.end[row], self.held_by[row] = begin, begin + duration[row], holder
            self.free[stream], self.last[stream] = begin + duration[row], row


def replay(step: Step) -> Replay:
    """Run the step through the model (module docstring)."""
    n = len(step.op_ns)
    gpu = _Gpu(np.zeros(n), np.zeros(n), np.full(n, -1, dtype=np.int64), {}, {})
    duration = step.op_ns + step.op_gap_ns
    syncs = np.flatnonzero(step.sync)
    # Operations launched between two synchronisations share the host's delay at that point.
    segment = np.searchsorted(syncs, step.op_call, side="left")
    delay, waits = 0.0, []
    for index in range(len(syncs) + 1):
        rows = np.flatnonzero(segment == index)
        if len(rows):
            gpu.run(step, rows, step.call_end[step.op_call[rows]] + delay + step.latency_ns, duration)
        if index == len(syncs):
            break
        row = syncs[index]
        called = step.call_start[row] + delay
        done = max(gpu.free.values(), default=0.0)
        if done > called:
            waits.append(done)
        delay = max(called + min(SYNC_COST_NS, step.call_end[row] - step.call_start[row]), done) - step.call_end[row]
    host_end = step.host_ns + delay
    gpu_end = max(gpu.free.values(), default=0.0)
    if gpu_end > host_end:
        waits.append(gpu_end)
    return Replay(
        float(host_end), float(gpu_end), gpu.start, gpu.end, gpu.held_by, tuple(float(w) for w in waits), step.tail_ns
    )


def calibrated(step: Step, host_ns: float) -> Step:
    """The step with its host times scaled so that the modelled host time equals ``host_ns``
    (the timing phase's): by bisection on the factor, as synchronisations make the modelled host
    time a monotone but not linear function of it."""
    low, high = 1e-4, 10.0
    for _ in range(60):
        middle = (low * high) ** 0.5
        if replay(step.scaled(middle)).host_end_ns < host_ns:
            low = middle
        else:
            high = middle
    return step.scaled((low * high) ** 0.5)


def verdict(host_share: float | None) -> str | None:
    if host_share is None:
        return None
    if host_share >= HOST_BOUND_FROM:
        return HOST_BOUND
    return GPU_BOUND if host_share <= GPU_BOUND_UP_TO else MIXED


def _median(values: list[float]) -> float | None:
    return float(np.median(values)) if values else None


@dataclass(frozen=True)
class Model:
    """The modelled steps (calibrated) and what they are checked against."""

    steps: list[Step]
    reference: str | None  # what the host time was calibrated to and the wall compared with
    target_wall_ns: float | None
    target_host_ns: float | None

    def wall_ns(self, change: Callable[[Step], Step] | None = None) -> float | None:
        """The median modelled step's wall time, with ``change`` applied to every step."""
        return _median([replay(change(s) if change else s).wall_ns for s in self.steps])

    def host_ns(self) -> float | None:
        """The median modelled step's host time (until its last call returned)."""
        return _median([replay(s).host_end_ns for s in self.steps])

    def with_host(self, factor: float) -> Model:
        """The same steps on a host ``factor`` times as slow (another CPU, another load)."""
        return replace(self, steps=[s.scaled(factor) for s in self.steps])

    def changed(self, change: Callable[[Step], Step]) -> Model:
        """The steps with ``change`` applied."""
        return replace(self, steps=[change(s) for s in self.steps])


def build_model(steps: list[Step], timing: dict[str, Any] | None, profiled: list[dict[str, Any]]) -> Model:
    """Calibrate every step to the timing phase's median host time and compare with its median
    wall; without a timing phase, the profiled steps (``profiled``: the regime's Kineto steps)
    are replayed as they ran and compared with the least perturbed of them: the replay takes each
    host stretch's least over the steps, so the step the profiler's start landed on (2 ms and
    more on its first call) is not what it models."""
    measured = [s for s in (timing or {}).get("steps", []) if s.get("iteration") is not None]
    if measured:
        host = float(np.median([s["host_ns"] for s in measured]))
        wall = float(np.median([s["wall_ns"] for s in measured]))
        return Model([calibrated(s, host) for s in steps], "timing", wall, host)
    if not profiled:
        return Model(steps, None, None, None)
    least = min(profiled, key=lambda s: float(s["wall_ns"]))
    return Model(steps, "kineto", float(least["wall_ns"]), float(least["host_ns"]))


def model_record(model: Model) -> dict[str, Any]:
    """profile.json's ``regime.step_model``: the modelled steps, the error on the median step,
    the critical path's split and the verdict it gives."""
    if not model.steps:
        return {
            "verdict": None,
            "reason": "no Kineto timeline with opprof:iteration markers and CUDA API calls: nothing to replay",
            "error": None,
        }
    replays = [replay(s) for s in model.steps]
    wall = _median([r.wall_ns for r in replays])
    shares = [r.host_share for r in replays if r.host_share is not None]
    host_share = _median(shares)
    target = model.target_wall_ns
    error = None if wall is None or not target else (wall - target) / target
    reason = None
    if model.reference != "timing":
        reason = (
            "no timing phase: the steps are replayed with the Kineto run's host times, which its profiler "
            "stretches, and checked against that run's least perturbed step"
        )
    elif error is not None and abs(error) > ERROR_TARGET:
        reason = f"the model misses the measured median step by more than {ERROR_TARGET:.0%}: savings are estimates"
    return {
        "verdict": verdict(host_share),
        "host_share": host_share,
        "thresholds": CRITICAL_PATH_THRESHOLDS,
        "reference": model.reference,
        "measured_wall_ns": target,
        "measured_host_ns": model.target_host_ns,
        "modelled_wall_ns": wall,
        "error": error,
        "error_target": ERROR_TARGET,
        "reason": reason,
        "launch_latency_ns": float(model.steps[0].latency_ns),
        "steps": [
            {
                "iteration": s.iteration,
                "host_scale": float(s.scale),
                "modelled_wall_ns": r.wall_ns,
                "modelled_host_ns": r.host_end_ns,
                "gpu_end_ns": r.gpu_end_ns,
                "host_share": r.host_share,
                "operations": len(s.op_ns),
                "synchronisations": int(s.sync.sum()),
            }
            for s, r in zip(model.steps, replays, strict=True)
        ],
        "method": (
            "each measured Kineto step replayed: its CUDA API calls at their times scaled to the timing phase's "
            "median host time, each GPU operation started once launched (plus the median launch latency) and its "
            "stream free, synchronisations holding the host until the GPU drains; wall = max(host returned, GPU "
            "done); critical path walked back from the end"
        ),
    }


def model_from_record(steps: list[Step], record: dict[str, Any]) -> Model:
    """The model the regime stage built (``record``: its ``step_model``), from the same steps:
    each scaled by the factor its calibration found, so later stages price fixes on it."""
    scales = {int(s["iteration"]): float(s["host_scale"]) for s in record.get("steps") or []}
    chosen = [s.scaled(scales[s.iteration]) for s in steps if s.iteration in scales]
    return Model(chosen, record.get("reference"), record.get("measured_wall_ns"), record.get("measured_host_ns"))


def fix_key(fixes: Sequence[str]) -> str:
    """A set of fixes as one key: their ids sorted, joined by '+' ('baseline' for none)."""
    return "+".join(sorted(fixes)) or "baseline"
