"""results/<name>/trace.json.gz: the profile as one timeline in the Chrome trace event format,
which Perfetto, chrome://tracing and the readers of torch.profiler traces (Holistic Trace
Analysis) open.

Kineto's conventions where they fit: CPU operators (``cpu_op``) and their launch calls
(``cuda_runtime``) from the Kineto capture on their threads, GPU kernels (``kernel``) on
``pid`` = device, ``tid`` = stream with ``correlation`` and ``External id`` args, ``ac2g`` flow
arrows from each launch call to its kernel, times in microseconds, and the iteration markers as
``ProfilerStep#<k>`` annotations. Each kernel's args carry opprof's evidence: its operator, tier,
attribution method, counters and whether ncu measured them or the replay plan propagated them.
A last process draws every kernel again, named by the bottleneck finding of its operator.

The kernels come from the nsys timeline, the CPU side from the Kineto capture: two runs of the
program on two clocks. A kernel is placed at its own launch call as Kineto recorded it, plus the
launch-to-start latency nsys measured for the same launch (the window position joins them), and
later where its stream was still busy with the kernel before; its duration is nsys's. So every
kernel starts after its launch, and a stream never runs two kernels at once. A kernel that Kineto
did not record (no Kineto trace) keeps its nsys time, shifted by the median offset between the two
clocks' launch calls (none without a Kineto trace).
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


def _us(ns: npt.ArrayLike, base: int = 0) -> npt.NDArray[np.float64]:
    """Microseconds after ``base`` (ns): relative, so that a float keeps every nanosecond (an
    absolute clock reading in microseconds has 13 digits before the point)."""
    return (np.asarray(ns, dtype=np.int64) - base).astype(np.float64) / 1000.0


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


def place_kernels(kernels: pd.DataFrame, launches: pd.DataFrame, kineto_kernels: pd.DataFrame) -> pd.DataFrame:
    """Per kernel (kernels.parquet rows), its Kineto launch call (``correlation``, ``external_id``,
    ``launch_pid``, ``launch_tid``, ``launch_ns``; null where Kineto has none) and its place on the
    Kineto clock (``placed_ns``), as the module's docstring says."""
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
    placed = serialized_starts(earliest, kernels["duration_ns"].to_numpy(np.int64), kernels["stream_id"].to_numpy())
    return pd.concat([kernels, own, pd.DataFrame({"placed_ns": placed})], axis=1)


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
    if tid is None:
        return {"ph": "M", "name": "process_name", "pid": pid, "args": {"name": name}}
    return {"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": thread}}


def trace_events(
    placed: pd.DataFrame,
    ops: pd.DataFrame,
    launches: pd.DataFrame,
    signals: list[dict[str, Any]],
    base: int,
    device: int = 0,
) -> list[dict[str, Any]]:
    """Every event of the trace: CPU operators and iteration markers, launch calls, kernels, flow
    arrows, the bottleneck track and the names of processes and threads; times after ``base``."""
    events: list[dict[str, Any]] = []
    for op in ops.to_dict("records"):
        marker = str(op["name"]).rsplit(":", 1)
        is_marker = op["category"] == "user_annotation" and str(op["name"]).startswith("opprof:iteration:")
        events.append(
            {
                "ph": "X",
                "cat": op["category"],
                "name": ITERATION_EVENT.format(marker[-1]) if is_marker else op["name"],
                "pid": int(op["pid"]),
                "tid": int(op["tid"]),
                "ts": float(_us(op["start_ns"], base)),
                "dur": float(_us(op["end_ns"] - op["start_ns"])),
                "args": {"External id": _value(op["external_id"]), "Input Dims": _value(op["input_dims"])}
                | ({"opprof marker": op["name"]} if is_marker else {}),
            }
        )
    for call in launches.to_dict("records"):
        events.append(
            {
                "ph": "X",
                "cat": "cuda_runtime",
                "name": call["api"],
                "pid": int(call["pid"]),
                "tid": int(call["tid"]),
                "ts": float(_us(call["start_ns"], base)),
                "dur": float(_us(call["end_ns"] - call["start_ns"])),
                "args": {"correlation": int(call["correlation_id"]), "External id": _value(call["external_id"])},
            }
        )
    first = _bottlenecks(signals)
    for row in placed.to_dict("records"):
        ts, dur = float(_us(row["placed_ns"], base)), float(_us(row["duration_ns"]))
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
            flow = {"cat": "ac2g", "name": "ac2g", "id": int(row["correlation"])}
            events.append(
                flow
                | {"ph": "s", "pid": int(row["launch_pid"]), "tid": int(row["launch_tid"])}
                | {"ts": float(_us(row["launch_ns"], base))}
            )
            events.append(flow | {"ph": "f", "bp": "e", "pid": device, "tid": stream, "ts": ts})
    events.append(_metadata(device, f"GPU {device}"))
    events += [_metadata(device, "", int(s), f"stream {int(s)}") for s in sorted(placed["stream_id"].unique())]
    events.append(_metadata(BOTTLENECK_PID, "opprof: kernels by their operator's finding"))
    return events


def build_trace(
    kernels: pd.DataFrame,
    ops: pd.DataFrame,
    launches: pd.DataFrame,
    kineto_kernels: pd.DataFrame,
    profile: dict[str, Any],
) -> dict[str, Any]:
    """The trace document for a profile (its skeleton suffices) and its tables."""
    placed = place_kernels(kernels, launches, kineto_kernels)
    manifest = profile["capture"]["manifest"]
    starts = [int(placed["placed_ns"].min())] if len(placed) else []
    starts += [int(frame["start_ns"].min()) for frame in (ops, launches) if len(frame)]
    base = min(starts, default=0)
    return {
        "schemaVersion": 1,
        "baseTimeNanoseconds": base,
        "traceName": manifest["name"],
        "displayTimeUnit": "ms",
        "distributedInfo": {"rank": 0, "world_size": 1},
        "deviceProperties": [{"id": 0, "name": manifest["gpu"]["name"]}],
        "opprof": {
            "profile": "profile.json",
            "schema_version": profile["schema_version"],
            "kernels": len(placed),
            "kernel_placement": "at its Kineto launch call plus nsys's launch-to-start latency, later where "
            "its stream was busy; durations from nsys",
        },
        "traceEvents": trace_events(placed, ops, launches, profile["signals"], base),
    }


def trace_bytes(document: dict[str, Any]) -> bytes:
    """The document as gzip-compressed JSON, the same bytes for the same document."""
    return gzip.compress(orjson.dumps(document, option=orjson.OPT_SERIALIZE_NUMPY), mtime=0)
