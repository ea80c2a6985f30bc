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
        device = int_or_none(args.get("Device Id"))
        rows.append((event.get("pid"), event.get("tid"), round(ts * 1000), *values.values(), device, index))
    if not rows:
        raise OpprofError(path, "no allocator ([memory]) events: was torch.profiler run with profile_memory=True?")
    columns = ["pid", "tid", "ts_ns", *_EVENT_ARGS.values(), "device_id", "event"]
    events = host_ids(pd.DataFrame(rows, columns=columns)).sort_values("ts_ns", kind="stable")
    fault = allocator_fault(events)
    if fault is not None:
        raise OpprofError(path, fault)
    return events.drop(columns=["device_id", "event"]).reset_index(drop=True)


def allocator_fault(events: pd.DataFrame) -> str | None:
    """What makes the allocator's events (in time order, with their trace ``event`` index) a
    count that cannot be true, or None: per device, each event's Total Allocated is the previous
    event's plus its Bytes and never negative; per address, allocations and frees alternate and a
    free releases what was allocated there (an address first freed was allocated before the trace)."""
    device = events["device_type"].astype(str) + ":" + events["device_id"].fillna(-1).astype(str)
    previous = events.groupby(device, sort=False)["allocated_bytes"].shift()
    jump = events[(previous.notna() & (events["allocated_bytes"] != previous + events["bytes"])).to_numpy(bool)]
    if not jump.empty:
        row, before = jump.iloc[0], int(previous[jump.index[0]])
        return (
            f"allocator event {row['event']} has Total Allocated {row['allocated_bytes']:,}, not the previous event's "
            f"{before:,} plus its Bytes {row['bytes']:,}: the running total is broken"
        )
    negative = events[events["allocated_bytes"] < 0]
    if not negative.empty:
        row = negative.iloc[0]
        return f"allocator event {row['event']} has Total Allocated {row['allocated_bytes']:,}, below zero"
    earlier = events.groupby([device, events["addr"]], sort=False)["bytes"].shift()
    same_sign = earlier.notna() & ((earlier > 0) == (events["bytes"] > 0))
    resized = earlier.notna() & (earlier > 0) & (events["bytes"] < 0) & (earlier != -events["bytes"])
    wrong = events[(same_sign | resized).to_numpy(bool)]
    if wrong.empty:
        return None
    row = wrong.iloc[0]
    what = (
        ("frees it again" if row["bytes"] < 0 else "allocates it again unfreed")
        if same_sign[wrong.index[0]]
        else f"frees {-row['bytes']:,} bytes of the {int(earlier[wrong.index[0]]):,} allocated there"
    )
    return f"allocator event {row['event']} at address {row['addr']:#x} {what}"


def read_memory_trace(path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The memory trace's host operators (kineto_ops) and allocator events."""
    document = load_trace(path)
    return host_ops(document, Path(path)), allocator_events(document, Path(path))
