"""Kineto (torch.profiler) Chrome trace -> host ops, kernel launches and kernels.

Handles the trace generations seen in public data: integer or fractional microsecond ``ts``,
launches through all four launch APIs (runtime and driver), and old traces whose launch
``External id`` is the launch's own correlation id (resolved later by host-time nesting).
"""

from __future__ import annotations

import gzip
import zlib
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import orjson
import pandas as pd

from opprof.errors import OpprofError
from opprof.intervals import nesting_depth, parent_index
from opprof.names import name_keys
from opprof.tables import (
    GRAPH_LAUNCH_APIS,
    KINETO_CALLS,
    KINETO_KERNELS,
    KINETO_LAUNCHES,
    KINETO_MEMORY,
    KINETO_OPS,
    LAUNCH_CONFIG,
)

OP_CATEGORIES = {"cpu_op", "operator", "user_annotation"}
LAUNCH_CATEGORIES = {"cuda_runtime", "cuda_driver", "runtime", "driver"}
KERNEL_CATEGORIES = {"kernel"}
MEMORY_CATEGORIES = {"gpu_memcpy", "gpu_memset"}
TABLE_CATEGORIES = OP_CATEGORIES | LAUNCH_CATEGORIES | KERNEL_CATEGORIES | MEMORY_CATEGORIES
LAUNCH_APIS = {
    "cudaLaunchKernel",
    "cudaLaunchKernelExC",
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "cudaLaunchCooperativeKernel",
    "cuLaunchCooperativeKernel",
    *GRAPH_LAUNCH_APIS,
}


def load_trace(path: str | Path) -> dict[str, Any]:
    """Parse a Kineto trace (plain or gzip JSON); refuse anything that is not one."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise OpprofError(path, f"cannot read: {exc.strerror or exc}") from exc
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error) as exc:
            raise OpprofError(path, f"corrupt or truncated gzip: {exc}") from exc
    try:
        document = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise OpprofError(path, f"malformed JSON: {exc}") from exc
    if isinstance(document, list):
        document = {"traceEvents": document}
    if not isinstance(document, dict) or not isinstance(document.get("traceEvents"), list):
        raise OpprofError(path, "not a Kineto trace: no traceEvents list")
    return document


def devices(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The GPUs the trace's deviceProperties describe (what torch saw): id, name, SMs, compute capability."""
    found = document.get("deviceProperties")
    listed = [d for d in found if isinstance(d, dict)] if isinstance(found, list) else []
    return [
        {
            "id": int_or_none(d.get("id")),
            "gpu_name": d.get("name") if isinstance(d.get("name"), str) else None,
            "sm_count": int_or_none(d.get("numSms")),
            "compute_capability": (
                f"{d['computeMajor']}.{d['computeMinor']}"
                if isinstance(d.get("computeMajor"), int) and isinstance(d.get("computeMinor"), int)
                else None
            ),
        }
        for d in listed
    ]


# Int64 nanoseconds end here: a time in microseconds at or beyond it is no clock reading.
_MAX_US = 2**63 / 1000


def time_fault(event: dict[str, Any]) -> str | None:
    """Why an operator, launch or kernel event's ``ts`` or ``dur`` (Chrome-trace microseconds) is
    no time: missing, not a number, not finite or beyond 64-bit nanoseconds, or negative (a time
    before the trace began); None where both are times."""
    for key in ("ts", "dur"):
        if key not in event:
            return f"has no {key}"
        value = event[key]
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return f"has {key} {value!r}, not a number"
        if not abs(value) < _MAX_US:  # NaN too
            return f"has {key} {value!r}, beyond 64-bit nanoseconds"
        if value < 0:
            return f"has a negative {key} ({value} us)" + (": a time before the trace began" if key == "ts" else "")
    return None


def int_or_none(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return None


def _dims3(value: Any) -> tuple[int | None, int | None, int | None]:
    if isinstance(value, list) and len(value) == 3:
        a, b, c = (int_or_none(v) for v in value)
        return a, b, c
    return None, None, None


class KinetoTables(NamedTuple):
    ops: pd.DataFrame
    launches: pd.DataFrame
    kernels: pd.DataFrame
    calls: pd.DataFrame


# Bytes per element of the dtypes torch.profiler writes on a collective's kernel (c10's ScalarType
# names); written out because the analysis imports no torch.
_DTYPE_BYTES = {
    "Double": 8, "Long": 8, "ComplexFloat": 8, "ComplexDouble": 16,
    "Float": 4, "Int": 4, "UInt32": 4,
    "BFloat16": 2, "Half": 2, "Short": 2, "UInt16": 2,
    "Byte": 1, "Char": 1, "Bool": 1, "Float8_e4m3fn": 1, "Float8_e5m2": 1, "Float8_e4m3fnuz": 1, "Float8_e5m2fnuz": 1,
}  # fmt: skip


def _message_bytes(args: dict[str, Any]) -> int | None:
    """A collective kernel's input message in bytes, where the trace says its size and dtype."""
    elements, size = int_or_none(args.get("In msg nelems")), _DTYPE_BYTES.get(str(args.get("dtype")))
    return elements * size if elements is not None and size is not None and elements >= 0 else None


def read_trace(path: str | Path) -> KinetoTables:
    """The trace's tables (``trace_tables``)."""
    return trace_tables(load_trace(path), Path(path))


def trace_tables(document: dict[str, Any], path: Path) -> KinetoTables:
    """The tables of a loaded trace (``load_trace``); ``path`` names it in refusals.

    Events other than complete ("X") operator, launch and kernel events are skipped; one of those
    without a time that is a number at or after zero, or sharing its correlation id where only a
    CUDA graph launch runs several kernels under one, is refused: its kernel would go to another
    operator or none, silently."""
    events = document["traceEvents"]
    ops: list[tuple] = []
    launches: list[tuple] = []
    kernels: list[tuple] = []
    calls: list[tuple] = []
    categories: dict[str, int] = {}
    launch_events: dict[int, int] = {}  # correlation id -> the first launch event carrying it
    kernel_events: dict[int, int] = {}
    shared_kernels: list[tuple[int, int, int]] = []  # (correlation id, first event, event)
    for index, event in enumerate(events):
        if not isinstance(event, dict) or event.get("ph") != "X":
            continue
        category = event.get("cat")
        if not isinstance(category, str):
            continue
        category = category.lower()
        categories[category] = categories.get(category, 0) + 1
        if category not in TABLE_CATEGORIES:
            continue
        name = event.get("name")
        name = name if isinstance(name, str) else ""
        fault = time_fault(event)
        if fault is not None:
            raise OpprofError(path, f"event {index} ({category} {name!r}) {fault}")
        start, duration = round(event["ts"] * 1000), round(event["dur"] * 1000)  # µs, checked above
        args = event.get("args")
        args = args if isinstance(args, dict) else {}
        external = int_or_none(args.get("External id"))
        if category in OP_CATEGORIES:
            ops.append(_op_row(event, index, path, name, category, start, start + duration, args))
        elif category in LAUNCH_CATEGORIES:
            correlation = int_or_none(args.get("correlation"))
            calls.append((correlation, name, category, event.get("pid"), event.get("tid"), start, start + duration))
            if name in LAUNCH_APIS:
                if correlation is not None and launch_events.setdefault(correlation, index) != index:
                    raise OpprofError(
                        path,
                        f"launch events {launch_events[correlation]} and {index} share correlation id {correlation}: "
                        "CUPTI gives every launch its own",
                    )
                launches.append(
                    (correlation, external, name, event.get("pid"), event.get("tid"), start, start + duration)
                )
        elif category in KERNEL_CATEGORIES:
            correlation = int_or_none(args.get("correlation"))
            if correlation is not None and kernel_events.setdefault(correlation, index) != index:
                shared_kernels.append((correlation, kernel_events[correlation], index))
            grid = _dims3(args.get("grid"))
            block = _dims3(args.get("block"))
            kernels.append(
                (
                    correlation,
                    external,
                    name,
                    int_or_none(args.get("device")),
                    int_or_none(args.get("stream")),
                    start,
                    start + duration,
                    *grid,
                    *block,
                    int_or_none(args.get("registers per thread")),
                    int_or_none(args.get("shared memory")),
                    _message_bytes(args),
                )
            )
    graph_launches = {row[0] for row in launches if row[2] in GRAPH_LAUNCH_APIS}
    shared = [s for s in shared_kernels if s[0] not in graph_launches]
    if shared:
        correlation, first, other = shared[0]
        raise OpprofError(
            path,
            f"kernel events {first} and {other} share correlation id {correlation}, which no CUDA graph launch "
            f"carries: one launch runs one kernel ({len(shared)} such kernel events)",
        )
    if not kernels:
        if categories.get("cuda_profiler_range"):
            raise OpprofError(
                path,
                f"a CUPTI range-profiler trace ({categories['cuda_profiler_range']} cuda_profiler_range events, "
                "no kernel events): opprof needs activity tracing (torch.profiler with ProfilerActivity.CUDA)",
            )
        raise OpprofError(path, "no kernel events: was torch.profiler run with ProfilerActivity.CUDA?")
    try:
        host = _ops_frame(ops), _launch_frame(launches), _call_frame(calls)
    except OverflowError as exc:
        raise OpprofError(path, f"a host event holds a time or id beyond 64 bits ({exc})") from exc
    return KinetoTables(host[0], host[1], _kernel_frame(kernels, path), host[2])


def _negative_size(dims: Any) -> int | None:
    """The first negative size in Input Dims (nested lists: a tensor list's shapes), if any."""
    if isinstance(dims, list):
        return next((found for d in dims if (found := _negative_size(d)) is not None), None)
    return dims if isinstance(dims, int) and not isinstance(dims, bool) and dims < 0 else None


def _op_row(
    event: dict[str, Any], index: int, path: Path, name: str, category: str, start: int, end: int, args: dict[str, Any]
) -> tuple:
    """One kineto_ops row (before numbering) of an operator or annotation event; one whose input
    shapes hold a negative size (no tensor has one) is refused, naming the event."""
    dims = args.get("Input Dims")
    negative = _negative_size(dims)
    if negative is not None:
        raise OpprofError(path, f"event {index} ({name!r}) has Input Dims {dims}: a size of {negative} is no shape")
    external, sequence = (int_or_none(args.get(key)) for key in ("External id", "Sequence number"))
    text = orjson.dumps(dims).decode() if dims is not None else None
    # Only scalars are printed (a tensor's value is ''): most operators have none worth a cell.
    values = args.get("Concrete Inputs")
    concrete = orjson.dumps(values).decode() if isinstance(values, list) and any(values) else None
    return (external, name, category, event.get("pid"), event.get("tid"), start, end, text, concrete, sequence)


def host_ops(document: dict[str, Any], path: Path) -> pd.DataFrame:
    """The trace's operator and annotation events alone (kineto_ops), for traces without kernels
    (the memory phase's, a CPU run's); refused as ``trace_tables`` refuses them."""
    rows = []
    for index, event in enumerate(document["traceEvents"]):
        if not isinstance(event, dict) or event.get("ph") != "X" or not isinstance(event.get("cat"), str):
            continue
        category = event["cat"].lower()
        if category not in OP_CATEGORIES:
            continue
        name = event["name"] if isinstance(event.get("name"), str) else ""
        fault = time_fault(event)
        if fault is not None:
            raise OpprofError(path, f"event {index} ({category} {name!r}) {fault}")
        start, duration = round(event["ts"] * 1000), round(event["dur"] * 1000)
        args = event["args"] if isinstance(event.get("args"), dict) else {}
        rows.append(_op_row(event, index, path, name, category, start, start + duration, args))
    try:
        return _ops_frame(rows)
    except OverflowError as exc:
        raise OpprofError(path, f"a host event holds a time or id beyond 64 bits ({exc})") from exc


def memory_ops(document: dict[str, Any]) -> pd.DataFrame:
    """The trace's GPU memory copies and sets (kineto_memory), which the trace file draws beside the
    kernels; nothing else reads them, so they stay out of ``trace_tables``."""
    rows = []
    for event in document["traceEvents"]:
        if not isinstance(event, dict) or event.get("ph") != "X" or event.get("cat") not in MEMORY_CATEGORIES:
            continue
        if time_fault(event) is not None:  # trace_tables refuses the trace over it
            continue
        start, duration = round(event["ts"] * 1000), round(event["dur"] * 1000)
        args = event["args"] if isinstance(event.get("args"), dict) else {}
        name = event["name"] if isinstance(event.get("name"), str) else ""
        ids = (int_or_none(args.get(key)) for key in ("correlation", "device", "stream"))
        rows.append((*ids, name, event["cat"], start, start + duration, int_or_none(args.get("bytes"))))
    columns = KINETO_MEMORY.select("correlation_id", "device_id", "stream_id", "name", "category", "start_ns", "end_ns")
    memory = pd.DataFrame(rows, columns=[*columns, "bytes"])
    integers = dict.fromkeys(("correlation_id", "device_id", "stream_id", "bytes"), "Int64")
    memory = memory.astype({**integers, "name": "string", "category": "string", "start_ns": "int64", "end_ns": "int64"})
    return memory.sort_values(["correlation_id", "start_ns"], kind="stable").reset_index(drop=True)[KINETO_MEMORY.names]


def _thread_ids(pid: pd.Series, tid: pd.Series) -> pd.Series:
    """Numeric thread ids; Kineto sometimes writes strings, which get stable negative codes."""
    numeric = pd.to_numeric(tid, errors="coerce")
    if numeric.isna().any():
        codes, _ = pd.factorize(pid.astype(str) + "/" + tid.astype(str), sort=True)
        numeric = numeric.fillna(pd.Series(-1 - codes, index=tid.index))
    return numeric.astype("int64")


def host_ids(frame: pd.DataFrame) -> pd.DataFrame:
    """Integer pid and tid columns (-1 for a process the trace does not name)."""
    return frame.assign(
        tid=_thread_ids(frame["pid"], frame["tid"]),
        pid=pd.to_numeric(frame["pid"], errors="coerce").fillna(-1).astype("int64"),
    )


def _ops_frame(rows: list[tuple]) -> pd.DataFrame:
    ops = pd.DataFrame(
        rows,
        columns=KINETO_OPS.select(
            "external_id",
            "name",
            "category",
            "pid",
            "tid",
            "start_ns",
            "end_ns",
            "input_dims",
            "concrete_inputs",
            "sequence_number",
        ),
    )
    ops = host_ids(ops).astype({"external_id": "Int64", "sequence_number": "Int64"})
    ops = ops.sort_values(["tid", "start_ns", "end_ns"], ascending=[True, True, False], kind="stable")
    ops = ops.reset_index(drop=True)
    ops["op_index"] = np.arange(len(ops), dtype=np.int64)
    tid, start, end = (ops[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    ops["depth"] = nesting_depth(tid, start, end)
    ops["parent_index"] = parent_index(tid, start, end, ops["depth"].to_numpy())
    ops = ops.astype(dict.fromkeys(("name", "category", "input_dims", "concrete_inputs"), "string"))
    return ops[KINETO_OPS.names]


def _launch_frame(rows: list[tuple]) -> pd.DataFrame:
    launches = host_ids(pd.DataFrame(rows, columns=KINETO_LAUNCHES.names)).astype(
        {"correlation_id": "Int64", "external_id": "Int64", "api": "string"}
    )
    return launches.sort_values(["correlation_id", "start_ns"], kind="stable").reset_index(drop=True)


def _call_frame(rows: list[tuple]) -> pd.DataFrame:
    calls = host_ids(pd.DataFrame(rows, columns=KINETO_CALLS.names)).astype(
        {"correlation_id": "Int64", "name": "string"}
    )
    return calls.sort_values(["tid", "start_ns"], kind="stable").reset_index(drop=True)


def _kernel_frame(rows: list[tuple], path: Path) -> pd.DataFrame:
    kernels = pd.DataFrame(
        rows,
        columns=KINETO_KERNELS.select(
            "correlation_id",
            "external_id",
            "name",
            "device_id",
            "stream_id",
            "start_ns",
            "end_ns",
            *LAUNCH_CONFIG,
            "shared_memory_bytes",
            "message_bytes",
        ),
    )
    if kernels["correlation_id"].isna().any():
        missing = int(kernels["correlation_id"].isna().sum())
        raise OpprofError(path, f"{missing} kernel events carry no correlation id")
    # One astype over all integer columns: per-column conversion dominates small traces.
    integers = [c for c in kernels.columns if c not in ("name", "start_ns", "end_ns")]
    try:
        kernels = kernels.astype({**dict.fromkeys(integers, "Int64"), "name": "string"})
    except (OverflowError, TypeError) as exc:
        raise OpprofError(path, f"a kernel event holds an integer beyond 64 bits ({exc})") from exc
    kernels["name_key"] = name_keys(kernels["name"]).astype("string")
    kernels = kernels.sort_values(["correlation_id", "start_ns"], kind="stable").reset_index(drop=True)
    kernels["kernel_index"] = np.arange(len(kernels), dtype=np.int64)
    return kernels[KINETO_KERNELS.names]
