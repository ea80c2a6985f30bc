"""The memory phase's two files: its torch.profiler trace (operators and the allocator's
``[memory]`` events) and memory.json (the allocator's own counts, opprof/schemas/memory.schema.json)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from opprof.bundle.manifest import read_json, validate_json
from opprof.errors import OpprofError
from opprof.ingest.kineto import host_ids, host_ops, int_or_none, load_trace

MEMORY_EVENT = "[memory]"
_EVENT_ARGS = {"Bytes": "bytes", "Total Allocated": "allocated_bytes", "Addr": "addr", "Device Type": "device_type"}


def read_memory_document(path: str | Path, measured: int) -> dict[str, Any]:
    """memory.json, valid against its schema and holding each of the ``measured`` iterations once."""
    document: dict[str, Any] = read_json(path)
    validate_json(document, "memory.schema.json", path)
    iterations = sorted(i["iteration"] for i in document["iterations"])
    if iterations != list(range(measured)):
        raise OpprofError(path, f"holds iterations {iterations}, the bundle measured {measured}")
    return document


def allocator_events(document: dict[str, Any], path: Path) -> pd.DataFrame:
    """The trace's ``[memory]`` events (pid, tid, ts_ns, bytes, allocated_bytes, addr, device_type),
    in time order; one without a number for those is refused, naming it."""
    rows = []
    for index, event in enumerate(document["traceEvents"]):
        if not isinstance(event, dict) or event.get("name") != MEMORY_EVENT:
            continue
        args = event["args"] if isinstance(event.get("args"), dict) else {}
        values = {column: int_or_none(args.get(key)) for key, column in _EVENT_ARGS.items()}
        ts = event.get("ts")
        missing = [key for key, column in _EVENT_ARGS.items() if values[column] is None]
        if missing or isinstance(ts, bool) or not isinstance(ts, (int, float)) or not 0 <= ts < 2**62 / 1000:
            what = f"no integer {', '.join(missing)}" if missing else f"ts {ts!r}, not a time"
            raise OpprofError(path, f"allocator event {index} has {what}")
        rows.append((event.get("pid"), event.get("tid"), round(ts * 1000), *values.values()))
    if not rows:
        raise OpprofError(path, "no allocator ([memory]) events: was torch.profiler run with profile_memory=True?")
    events = host_ids(pd.DataFrame(rows, columns=["pid", "tid", "ts_ns", *_EVENT_ARGS.values()]))
    return events.sort_values("ts_ns", kind="stable").reset_index(drop=True)


def read_memory_trace(path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The memory trace's host operators (kineto_ops) and allocator events."""
    document = load_trace(path)
    return host_ops(document, Path(path)), allocator_events(document, Path(path))
