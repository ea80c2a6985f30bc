"""results/<name>/trace.json.gz: the profile as one timeline in the Chrome trace event format,
which Perfetto, chrome://tracing and the readers of torch.profiler traces (Holistic Trace
Analysis) open.

Kineto's conventions where they fit: CPU operators (``cpu_op``) and their launch calls
(``cuda_runtime``) from the Kineto capture on their threads, GPU kernels (``kernel``) on
``pid`` = device, ``tid`` = stream with ``correlation`` and ``External id`` args, ``ac2g`` flow
arrows from each launch call to its kernel, times in microseconds, and the iteration markers as
``ProfilerStep#<k>`` annotations. Each kernel's args carry opprof's evidence: its operator, tier,
attribution method, counters and whether ncu measured them or the replay plan propagated them.
Every other CUDA runtime and driver call (copies, synchronisation) and Kineto's GPU memory copies
and sets are drawn as Kineto recorded them, and processes and threads are named (``ph: "M"``).
A last process draws every kernel again, named by the bottleneck finding of its operator.

The kernels come from the nsys timeline, the CPU side from the Kineto capture: two runs of the
program on two clocks. A kernel is placed at its own launch call as Kineto recorded it, plus the
launch-to-start latency nsys measured for the same launch (the window position joins them), and
later where its stream was still busy with the kernel before; its duration is nsys's. So every
kernel starts after its launch, and a stream never runs two kernels at once. A kernel that Kineto
did not record (no Kineto trace) keeps its nsys time, shifted by the median offset between the two
clocks' launch calls (none without a Kineto trace). Copies and sets take their place on their
stream among the kernels, in launch (correlation) order, from their own Kineto time.

Timestamps are whole microseconds, durations exact to the nanosecond: Holistic Trace Analysis
rounds a trace whose timestamps have fractions (start up, end down, up to 2 µs per event, and -1
for one shorter than a microsecond) and keeps one whose timestamps are whole. A host event's start
and end are rounded down (which keeps nesting and order); a GPU event starts on the next whole
microsecond free on its stream, so back-to-back kernels are drawn up to 1 µs apart.
"""

from __future__ import annotations

import gzip
from typing import Any

import numpy as np
import numpy.typing as npt
import orjson
import pandas as pd

from opprof.counters import catalogue
from opprof.tables import counter_column

# Chrome's reserved colour names, by the severity of a kernel's finding.
SEVERITY_COLOURS = {"high": "terrible", "medium": "bad", "low": "yellow"}
NO_FINDING = "no finding"
# The process that draws the kernels by finding: no OS pid or device id is this large.
BOTTLENECK_PID = 2**31 - 1
ITERATION_EVENT = "ProfilerStep#{}"
# HTA's default view leaves out the last ProfilerStep (usually a partial one): a marker after the
# window, covering nothing, keeps every measured iteration in it.
END_OF_WINDOW = "end of the measured window, not an iteration"
NS_PER_US = 1000
# Columns of kernels.parquet the trace reads.
KERNEL_COLUMNS = [
    "position",
    "iteration",
    "kineto_kernel_index",
    "stream_id",
    "start_ns",
    "end_ns",
    "duration_ns",
    "grid_x",
    "grid_y",
    "grid_z",
    "block_x",
    "block_y",
    "block_z",
    "registers_per_thread",
    "static_shared_bytes",
    "dynamic_shared_bytes",
    "demangled_name",
    "launch_start_ns",
    "counter_provenance",
    "propagated_from_position",
    "propagation_reason",
    "operator_name",
    "call_index",
    "attribution_method",
    "confidence",
    *(counter_column(c.name) for c in catalogue()),
]

IntArray = npt.NDArray[np.int64]


def _whole_us(ns: npt.ArrayLike) -> IntArray:
    """Whole microseconds on the Kineto clock, rounded down."""
    return np.asarray(ns, dtype=np.int64) // NS_PER_US


def _ceil_us(ns: npt.ArrayLike) -> IntArray:
    return -(-np.asarray(ns, dtype=np.int64) // NS_PER_US)


def serialized_starts(earliest: IntArray, duration: IntArray, stream: IntArray) -> IntArray:
    """Start of each kernel (rows in launch order) at ``earliest`` or, on a stream still busy, when
    the kernel before it on that stream ends: start[i] = max(earliest[i], start[i-1] + duration[i-1])
    per stream, as a running maximum (start[i] = D[i] + max over j <= i of earliest[j] - D[j], D the
    durations before i on the stream) instead of a loop over a million kernels."""
    starts = np.empty(len(earliest), dtype=np.int64)
    for value in np.unique(stream):
        rows = np.flatnonzero(stream == value)
        before = np.concatenate([[0], np.cumsum(duration[rows])[:-1]])
        starts[rows] = before + np.maximum.accumulate(earliest[rows] - before)
    return starts


def place_kernels(
    kernels: pd.DataFrame, launches: pd.DataFrame, kineto_kernels: pd.DataFrame, memory: pd.DataFrame
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Per kernel (kernels.parquet rows), its Kineto launch call (``correlation``, ``external_id``,
    ``launch_pid``, ``launch_tid``, ``launch_ns``; null where Kineto has none) and its place on the
    Kineto clock (``placed_ns``, a whole microsecond), as the module's docstring says; and the
    memory copies and sets (kineto_memory rows with a stream) placed among them."""
    kernels = kernels.sort_values("position").reset_index(drop=True)
    linked = kineto_kernels.set_index("kernel_index")["correlation_id"]
    correlation = kernels["kineto_kernel_index"].map(linked).astype("Int64")
    calls = launches.drop_duplicates("correlation_id").set_index("correlation_id")
    own = pd.DataFrame(
        {
            "correlation": correlation,
            "external_id": correlation.map(calls["external_id"]).astype("Int64"),
            "launch_pid": correlation.map(calls["pid"]).astype("Int64"),
            "launch_tid": correlation.map(calls["tid"]).astype("Int64"),
            "launch_ns": correlation.map(calls["start_ns"]).astype("Int64"),
        }
    )
    latency = (kernels["start_ns"] - kernels["launch_start_ns"]).to_numpy(np.int64)
    known = own["launch_ns"].notna().to_numpy(bool)
    offset = (
        int(np.median(own.loc[known, "launch_ns"].to_numpy(np.int64) - kernels.loc[known, "launch_start_ns"]))
        if known.any()
        else 0
    )
    earliest = np.where(
        known, own["launch_ns"].fillna(0).to_numpy(np.int64) + latency, kernels["start_ns"].to_numpy(np.int64) + offset
    )
    memory = memory.dropna(subset=["correlation_id", "stream_id"]).reset_index(drop=True)
    # Launch order on a stream: correlation ids (an unlinked kernel goes after the linked one before
    # it), then window position among a graph's kernels, which share their launch's id.
    order = np.lexsort(
        (
            np.concatenate([kernels["position"].to_numpy(np.int64), np.full(len(memory), -1)]),
            np.concatenate(
                [correlation.ffill().fillna(0).to_numpy(np.int64), memory["correlation_id"].to_numpy(np.int64)]
            ),
        )
    )
    starts = np.empty(len(order), dtype=np.int64)
    starts[order] = NS_PER_US * serialized_starts(
        _ceil_us(np.concatenate([earliest, memory["start_ns"].to_numpy(np.int64)])[order]),
        _ceil_us(np.concatenate([kernels["duration_ns"], memory["end_ns"] - memory["start_ns"]])[order]),
        np.concatenate([kernels["stream_id"].to_numpy(np.int64), memory["stream_id"].to_numpy(np.int64)])[order],
    )
    placed = pd.concat([kernels, own, pd.DataFrame({"placed_ns": starts[: len(kernels)]})], axis=1)
    return placed, memory.assign(placed_ns=starts[len(kernels) :])


def _bottlenecks(signals: list[dict[str, Any]]) -> dict[str, tuple[str, str]]:
    """Per operator name, its first finding (the profile orders them most important first)."""
    first: dict[str, tuple[str, str]] = {}
    for signal in signals:
        operator = signal.get("operator")
        if operator is not None and operator not in first:
            first[operator] = (str(signal["rule"]), str(signal["severity"]))
    return first


def _value(value: Any) -> Any:
    return None if pd.isna(value) else value


def _kernel_args(row: dict[Any, Any]) -> dict[str, Any]:
    counters = {c.name: _value(row[counter_column(c.name)]) for c in catalogue()}
    source = _value(row["propagated_from_position"])
    return {
        "device": 0,
        "stream": int(row["stream_id"]),
        "correlation": _value(row["correlation"]),
        "External id": _value(row["external_id"]),
        "grid": [int(row["grid_x"]), int(row["grid_y"]), int(row["grid_z"])],
        "block": [int(row["block_x"]), int(row["block_y"]), int(row["block_z"])],
        "registers per thread": int(row["registers_per_thread"]),
        "shared memory": int(row["static_shared_bytes"]) + int(row["dynamic_shared_bytes"]),
        "opprof": {
            "position": int(row["position"]),
            "iteration": int(row["iteration"]),
            "operator": _value(row["operator_name"]),
            "call_index": _value(row["call_index"]),
            "tier": str(row["confidence"]),
            "attribution": _value(row["attribution_method"]),
            "counters": str(row["counter_provenance"]),
            "counters_from_position": None if source is None else int(source),
            "propagation_reason": _value(row["propagation_reason"]),
            "nsys_start_ns": int(row["start_ns"]),
            "nsys_duration_ns": int(row["duration_ns"]),
            **{k: v for k, v in counters.items() if v is not None},
        },
    }


def _metadata(pid: int, name: str, tid: int | None = None, thread: str | None = None) -> dict[str, Any]:
    # A timestamp on every event: one without makes HTA take the trace for a fractional one.
    if tid is None:
        return {"ph": "M", "name": "process_name", "pid": pid, "ts": 0, "args": {"name": name}}
    return {"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "ts": 0, "args": {"name": thread}}


def _host_event(category: str, name: str, pid: int, tid: int, start: int, end: int) -> dict[str, Any]:
    ts = int(_whole_us(start))
    return {
        "ph": "X",
        "cat": category,
        "name": name,
        "pid": pid,
        "tid": tid,
        "ts": ts,
        "dur": int(_whole_us(end)) - ts,
    }


def _flow(correlation: int, call: dict[Any, Any], pid: int, tid: int, ts: int) -> list[dict[str, Any]]:
    """The ``ac2g`` arrow from a CUDA call to the GPU event it started."""
    flow = {"cat": "ac2g", "name": "ac2g", "id": correlation}
    start = {"ph": "s", "pid": int(call["pid"]), "tid": int(call["tid"]), "ts": int(_whole_us(call["start_ns"]))}
    return [flow | start, flow | {"ph": "f", "bp": "e", "pid": pid, "tid": tid, "ts": ts}]


def trace_events(
    placed: pd.DataFrame,
    memory: pd.DataFrame,
    ops: pd.DataFrame,
    calls: pd.DataFrame,
    launches: pd.DataFrame,
    signals: list[dict[str, Any]],
    device: int = 0,
) -> list[dict[str, Any]]:
    """Every event of the trace: CPU operators and iteration markers, CUDA calls, kernels, memory
    copies and sets, flow arrows, the bottleneck track and the names of processes and threads; times
    in whole microseconds of the Kineto clock."""
    events: list[dict[str, Any]] = []
    for op in ops.to_dict("records"):
        marker = str(op["name"]).rsplit(":", 1)
        is_marker = op["category"] == "user_annotation" and str(op["name"]).startswith("opprof:iteration:")
        name = ITERATION_EVENT.format(marker[-1]) if is_marker else op["name"]
        event = _host_event(op["category"], name, int(op["pid"]), int(op["tid"]), op["start_ns"], op["end_ns"])
        event["args"] = {"External id": _value(op["external_id"]), "Input Dims": _value(op["input_dims"])}
        events.append(event | ({"args": event["args"] | {"opprof marker": op["name"]}} if is_marker else {}))
    external = launches.drop_duplicates("correlation_id").set_index("correlation_id")["external_id"]
    for call in calls.to_dict("records"):
        where = (int(call["pid"]), int(call["tid"]), call["start_ns"], call["end_ns"])
        correlation = _value(call["correlation_id"])
        args = {"correlation": correlation, "External id": _value(external.get(correlation))}
        events.append(_host_event(call["category"], call["name"], *where) | {"args": args})
    if markers := [e for e in events if e["name"].startswith("ProfilerStep#")]:
        after = max(e["ts"] + e["dur"] for e in events) + 1
        last = max(markers, key=lambda e: e["ts"])
        name = ITERATION_EVENT.format(len(markers))
        events.append(last | {"name": name, "ts": after, "dur": 0, "args": {"opprof marker": END_OF_WINDOW}})
    by_correlation = (
        calls.dropna(subset=["correlation_id"]).drop_duplicates("correlation_id").set_index("correlation_id")
    )
    first = _bottlenecks(signals)
    for row in placed.to_dict("records"):
        ts, dur = int(_whole_us(row["placed_ns"])), row["duration_ns"] / NS_PER_US
        stream = int(row["stream_id"])
        events.append(
            {"ph": "X", "cat": "kernel", "name": row["demangled_name"], "pid": device, "tid": stream, "ts": ts}
            | {"dur": dur, "args": _kernel_args(row)}
        )
        rule, severity = first.get(str(row["operator_name"]), (NO_FINDING, ""))
        events.append(
            {"ph": "X", "cat": "opprof_bottleneck", "name": rule, "pid": BOTTLENECK_PID, "tid": stream, "ts": ts}
            | {"dur": dur, "cname": SEVERITY_COLOURS.get(severity, "good")}
            | {"args": {"operator": _value(row["operator_name"]), "severity": severity or None}}
        )
        if not pd.isna(row["correlation"]):
            launch = {"pid": row["launch_pid"], "tid": row["launch_tid"], "start_ns": row["launch_ns"]}
            events += _flow(int(row["correlation"]), launch, device, stream, ts)
    for row in memory.to_dict("records"):
        ts, stream, correlation = (
            int(_whole_us(row["placed_ns"])),
            int(row["stream_id"]),
            int(row["correlation_id"]),
        )
        events.append(
            {"ph": "X", "cat": row["category"], "name": row["name"], "pid": device, "tid": stream, "ts": ts}
            | {"dur": (row["end_ns"] - row["start_ns"]) / NS_PER_US}
            | {"args": {"device": device, "stream": stream, "correlation": correlation, "bytes": _value(row["bytes"])}}
        )
        if correlation in by_correlation.index:
            events += _flow(correlation, by_correlation.loc[correlation].to_dict(), device, stream, ts)
    events.append(_metadata(device, f"GPU {device}"))
    streams = sorted({int(s) for s in placed["stream_id"]} | {int(s) for s in memory["stream_id"]})
    events += [_metadata(device, "", s, f"stream {s}") for s in streams]
    events.append(_metadata(BOTTLENECK_PID, "opprof: kernels by their operator's finding"))
    events += [_metadata(BOTTLENECK_PID, "", s, f"stream {s}") for s in sorted({int(s) for s in placed["stream_id"]})]
    threads = pd.concat([ops[["pid", "tid"]], calls[["pid", "tid"]]]).drop_duplicates().sort_values(["pid", "tid"])
    events += [_metadata(int(pid), f"host process {pid}") for pid in threads["pid"].unique()]
    events += [_metadata(int(pid), "", int(tid), f"thread {tid}") for pid, tid in threads.itertuples(index=False)]
    return events


def build_trace(
    kernels: pd.DataFrame,
    ops: pd.DataFrame,
    launches: pd.DataFrame,
    kineto_kernels: pd.DataFrame,
    calls: pd.DataFrame,
    memory: pd.DataFrame,
    profile: dict[str, Any],
) -> dict[str, Any]:
    """The trace document for a profile (its skeleton suffices) and its tables."""
    placed, memory = place_kernels(kernels, launches, kineto_kernels, memory)
    manifest = profile["capture"]["manifest"]
    return {
        "schemaVersion": 1,
        # Absolute times, not after the first event: HTA narrows an integer column to the smallest
        # type that holds it, and its call stacks overflow an int16 of relative times (ts.max() * 2).
        "baseTimeNanoseconds": 0,
        "traceName": manifest["name"],
        "displayTimeUnit": "ms",
        "distributedInfo": {"rank": 0, "world_size": 1},
        "deviceProperties": [{"id": 0, "name": manifest["gpu"]["name"]}],
        "opprof": {
            "profile": "profile.json",
            "schema_version": profile["schema_version"],
            "kernels": len(placed),
            "kernel_placement": "at its Kineto launch call plus nsys's launch-to-start latency, later where "
            "its stream was busy, on a whole microsecond; durations from nsys",
        },
        "traceEvents": trace_events(placed, memory, ops, calls, launches, profile["signals"]),
    }


def trace_bytes(document: dict[str, Any]) -> bytes:
    """The document as gzip-compressed JSON, the same bytes for the same document."""
    return gzip.compress(orjson.dumps(document, option=orjson.OPT_SERIALIZE_NUMPY), mtime=0)
