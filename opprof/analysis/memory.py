"""Memory per operator invocation, from the memory phase's own run.

Every allocator event (torch.profiler's ``[memory]``) of the run's device inside the measured
iterations goes to the operator that owns it: the innermost operator around it on its thread,
climbing past the allocation helpers (``aten::empty`` and kin) that every operator calls for its
outputs, so ``aten::addmm`` owns its result and not ``aten::empty``. Per operator: bytes
allocated and freed inside it (its children included), the allocated bytes when it starts and
ends, and whether its iteration's peak falls inside it. The summary adds what holds the peak
(allocations live at that instant, by owner and module), what a training step keeps from
forward for backward, what the optimizer holds, and every count held against an independent one
(the allocator's own maximum and history, parameter and optimizer-state sums).

The profile joins these invocations to its own by invocation order: the n-th call of an
operator name inside the measured iterations of the Kineto run is the n-th of the memory run,
checked name by name before any is joined (``memory_join``).
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.attribution import OPERATOR_NAME
from opprof.analysis.memory_holders import live_at, memory_findings, operator_chain
from opprof.analysis.phases import BACKWARD, BACKWARD_NODE, FORWARD, OPTIMIZER, innermost_range
from opprof.bundle.markers import ITERATION_PATTERN, MARKER_PREFIX, MODULE_PATTERN, OPTIMIZER_PREFIX, PHASE_PATTERN
from opprof.errors import OpprofError
from opprof.intervals import nesting_depth, parent_index, sorted_order
from opprof.tables import MEMORY_EVENTS, MEMORY_OPS, OPERATOR_MEMORY, STEP_PHASES, counter_column

# Operators that only allocate on behalf of the operator calling them.
ALLOCATION_HELPERS = frozenset(
    {"aten::empty", "aten::empty_strided", "aten::empty_like", "aten::new_empty", "aten::new_empty_strided",
     "aten::resize_"}
)  # fmt: skip
TIMELINE_POINTS = 600
# Kineto's Device Type of an allocator event (c10::DeviceType).
DEVICE_TYPES = {"cpu": 0, "cuda": 1}


def _markers(ops: pd.DataFrame, pattern: str) -> pd.DataFrame:
    """The marker ops whose name matches ``pattern``, with its named groups as columns."""
    found = ops["name"].astype(str).str.extract(pattern)
    hit = found.notna().all(axis=1)
    return pd.concat([ops.loc[hit, ["pid", "tid", "start_ns", "end_ns"]], found[hit]], axis=1).reset_index(drop=True)


def _pick(values: pd.Series, rows: np.ndarray) -> np.ndarray:
    """``values`` at ``rows``, None where a row is -1."""
    out = np.full(len(rows), None, dtype=object)
    out[rows >= 0] = values.to_numpy(dtype=object)[rows[rows >= 0]]
    return out


def _nested(frame: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    tid, start, end = (frame[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    depth = nesting_depth(tid, start, end)
    return depth, parent_index(tid, start, end, depth)


def _inclusive(values: np.ndarray, depth: np.ndarray, parent: np.ndarray) -> np.ndarray:
    """Per row, ``values`` summed over it and every row below it (children before parents)."""
    total = values.astype(np.int64).copy()
    for level in range(int(depth.max(initial=0)), 0, -1):
        rows = np.flatnonzero((depth == level) & (parent >= 0))
        np.add.at(total, parent[rows], total[rows])
    return total


def _nearest(rows: np.ndarray, parent: np.ndarray, stop: np.ndarray) -> np.ndarray:
    """Per row (-1 for none), the first of it and its ancestors where ``stop`` holds, else its
    outermost ancestor."""
    out = rows.copy()
    while True:
        at = np.clip(out, 0, None)
        climb = (out >= 0) & ~stop[at] & (parent[at] >= 0)
        if not climb.any():
            return out
        out[climb] = parent[out[climb]]


def _owners(innermost: np.ndarray, names: np.ndarray, parent: np.ndarray) -> np.ndarray:
    """The op owning each event: its innermost op, or the first ancestor that is no allocation helper."""
    return _nearest(innermost, parent, ~np.isin(names, list(ALLOCATION_HELPERS)))


def call_index(names: pd.Series, start: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """Ordinal of each operator among same-named ones, in (start, depth) order: the join key of
    the memory run's invocations to the Kineto run's."""
    order = np.lexsort((depth, start))
    out = np.empty(len(order), dtype=np.int64)
    out[order] = pd.Series(names.to_numpy()[order]).groupby(names.to_numpy()[order], sort=False).cumcount().to_numpy()
    return out


def iteration_operators(ops: pd.DataFrame) -> pd.DataFrame:
    """Operators (no opprof marker) starting inside a measured iteration's marker, on any thread
    (autograd runs backward on its own), nested among themselves, with iteration, step phase,
    module and call_index."""
    iterations = _markers(ops, ITERATION_PATTERN)
    phases = _markers(ops, PHASE_PATTERN)
    modules = _markers(ops, MODULE_PATTERN)
    kept = ops[~ops["name"].astype(str).str.startswith(MARKER_PREFIX)]
    which = innermost_range(iterations, "pid", kept["pid"].to_numpy(), kept["start_ns"].to_numpy())
    kept = kept[which >= 0].assign(iteration=iterations["iteration"].astype("int64").to_numpy()[which[which >= 0]])
    order = sorted_order(*(kept[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns")))
    kept = kept.take(order).reset_index(drop=True)
    depth, parent = _nested(kept)
    start = kept["start_ns"].to_numpy(np.int64)
    pid, tid = kept["pid"].to_numpy(), kept["tid"].to_numpy()
    marked = _pick(phases["step_phase"], innermost_range(phases, "pid", pid, start))
    step_phase = _step_phases(kept, depth, parent, marked, iterations)
    module = _pick(modules["module_name"], innermost_range(modules, "tid", tid, start))
    module = _backward_modules(kept, parent, step_phase, module)
    return kept.assign(
        trace_index=kept["op_index"],
        op_index=np.arange(len(kept), dtype=np.int64),
        depth=depth,
        parent_index=parent,
        step_phase=pd.array(step_phase, dtype="string"),
        module=pd.array(module, dtype="string"),
        call_index=call_index(kept["name"], start, depth),
    )


def _backward_modules(ops: pd.DataFrame, parent: np.ndarray, phase: np.ndarray, module: np.ndarray) -> np.ndarray:
    """``module`` with each backward operator outside every module range given the module of the
    forward operator it differentiates: the one of its iteration that created the autograd node of
    the sequence number it carries, or its nearest ancestor does (a node's evaluate_function holds
    its gradient accumulation too). Forward operators record the number the next node will take,
    so the creator is the last to start with it; a number seen on several threads names none."""
    iteration, sequence = ops["iteration"].to_numpy(np.int64), ops["sequence_number"]
    forward = (phase == FORWARD) & sequence.notna().to_numpy(bool)
    candidates = pd.DataFrame(
        {
            "iteration": iteration[forward],
            "sequence": sequence[forward].to_numpy(np.int64),
            "tid": ops["tid"].to_numpy(np.int64)[forward],
            "start": ops["start_ns"].to_numpy(np.int64)[forward],
            "module": module[forward],
        }
    ).sort_values("start", kind="stable")
    keys = ["iteration", "sequence"]
    threads = candidates.groupby(keys)["tid"].nunique()
    creators = candidates.drop_duplicates(keys, keep="last").set_index(keys)["module"]
    creators = creators[threads.reindex(creators.index).to_numpy() == 1]
    lookup = creators.reindex(pd.MultiIndex.from_arrays([iteration, sequence.to_numpy(np.int64, na_value=-1)]))
    known = lookup.notna().to_numpy(bool)
    found = np.where(known, lookup.to_numpy(dtype=object), None)
    out = module.copy()
    backward = np.flatnonzero((phase == BACKWARD) & pd.isna(module))  # a module range around it stays
    # the operator whose number is read: the op itself, else its nearest ancestor with a creator
    out[backward] = found[_nearest(backward, parent, known)]
    return out


def _step_phases(
    ops: pd.DataFrame, depth: np.ndarray, parent: np.ndarray, marked: np.ndarray, iterations: pd.DataFrame
) -> np.ndarray:
    """Each operator's part of the step: its phase marker's; in a step nobody marked, optimizer
    under torch.optim's ``Optimizer.step#``/``zero_grad#`` annotation, backward under an autograd
    node or on a thread other than the step's (autograd's engine), else forward. Nothing for a
    step without an autograd node or optimizer (inference)."""
    names = ops["name"].astype(str)
    optimizer = names.str.startswith(OPTIMIZER_PREFIX).to_numpy(bool, copy=True)
    backward = names.str.contains(BACKWARD_NODE).to_numpy(bool) | names.str.startswith("autograd::engine").to_numpy(
        bool
    )
    if not (optimizer.any() or backward.any()):
        return marked
    for level in range(1, int(depth.max(initial=0)) + 1):
        rows = np.flatnonzero(depth == level)
        optimizer[rows] |= optimizer[parent[rows]]
        backward[rows] |= backward[parent[rows]]
    backward |= ~np.isin(ops["tid"].to_numpy(np.int64), iterations["tid"].to_numpy(np.int64))
    derived = np.where(optimizer, OPTIMIZER, np.where(backward, BACKWARD, FORWARD)).astype(object)
    return np.where(pd.isna(marked), derived, marked)


def memory_tables(
    ops: pd.DataFrame, events: pd.DataFrame, device: str, source: str
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """memory_ops and memory_events of one memory run (``ops``: its kineto_ops; ``events``: its
    allocator events; ``device``: the device whose allocator is read)."""
    window = iteration_operators(ops)
    iterations = _markers(ops, ITERATION_PATTERN)
    if iterations.empty:
        raise OpprofError(source, "no measured iteration marker (opprof:iteration:<k>) in the memory trace")
    on_device = events[events["device_type"] == DEVICE_TYPES[device]]
    which = innermost_range(iterations, "pid", on_device["pid"].to_numpy(), on_device["ts_ns"].to_numpy())
    inside = on_device[which >= 0].reset_index(drop=True)
    if inside.empty:
        raise OpprofError(source, f"no {device} allocator event inside the measured iterations")
    ts = inside["ts_ns"].to_numpy(np.int64)
    tid = inside["tid"].to_numpy(np.int64)
    depth, parent = window["depth"].to_numpy(), window["parent_index"].to_numpy()
    innermost = innermost_range(window, "tid", tid, ts)
    owner = _owners(innermost, window["name"].astype(str).to_numpy(), parent)
    change = inside["bytes"].to_numpy(np.int64)
    counted = owner >= 0
    self_allocated = np.bincount(owner[counted], np.clip(change[counted], 0, None), minlength=len(window))
    self_freed = np.bincount(owner[counted], np.clip(-change[counted], 0, None), minlength=len(window))
    allocated = inside["allocated_bytes"].to_numpy(np.int64)
    before = np.concatenate([[allocated[0] - change[0]], allocated])  # allocated bytes after k events
    starts, ends = window["start_ns"].to_numpy(np.int64), window["end_ns"].to_numpy(np.int64)
    memory_events = pd.DataFrame(
        {
            "tid": tid,
            "ts_ns": ts,
            "bytes": change,
            "allocated_bytes": allocated,
            "iteration": iterations["iteration"].astype("int64").to_numpy()[which[which >= 0]],
            "op_index": owner,
            "addr": inside["addr"].to_numpy(np.int64),
        }
    )
    operators = window.assign(
        allocated_bytes=_inclusive(self_allocated, depth, parent),
        freed_bytes=_inclusive(self_freed, depth, parent),
        self_allocated_bytes=self_allocated.astype(np.int64),
        live_start_bytes=before[np.searchsorted(ts, starts, side="left")],
        live_end_bytes=before[np.searchsorted(ts, ends, side="right")],
        holds_peak=_peak_chains(memory_events, innermost, parent, len(window)),
    )
    return operators[MEMORY_OPS.names], memory_events[MEMORY_EVENTS.names]


def _peak_chains(events: pd.DataFrame, innermost: np.ndarray, parent: np.ndarray, count: int) -> np.ndarray:
    """Per operator, whether its iteration's peak event (the first at the highest allocated bytes)
    is inside it: the peak event's innermost operator and all around it."""
    holds = np.zeros(count, dtype=bool)
    peaks = events.groupby("iteration")["allocated_bytes"].idxmax().to_numpy()
    for op in innermost[peaks]:
        while op >= 0:
            holds[op] = True
            op = parent[op]
    return holds


def _bytes_at(events: pd.DataFrame, time: int) -> int:
    """Allocated bytes after the last event at or before ``time`` (before the first: its start)."""
    upto = events[events["ts_ns"] <= time]
    if upto.empty:
        first = events.iloc[0]
        return int(first["allocated_bytes"] - first["bytes"])
    return int(upto["allocated_bytes"].iloc[-1])


def _held(live: pd.DataFrame, ops: pd.DataFrame, by: str) -> list[dict[str, Any]]:
    """The bytes of ``live`` allocations by their owner's ``by`` (name or module), most first, and
    of them those allocated in forward (activations, in a training step)."""
    owners = ops.set_index("op_index").reindex(live["op_index"])
    frame = pd.DataFrame(
        {
            "key": owners[by].astype(object).to_numpy(),
            "bytes": live["bytes"].to_numpy(),
            "forward": np.where((owners["step_phase"] == FORWARD).to_numpy(bool, na_value=False), live["bytes"], 0),
        }
    )
    held = frame.groupby("key", dropna=False).agg(
        sum=("bytes", "sum"), size=("bytes", "size"), forward=("forward", "sum")
    )
    held = held.sort_values("sum", ascending=False)
    keys = [None if pd.isna(key) else str(key) for key in held.index]
    return [
        {by: key, "bytes": int(total), "forward_bytes": int(forward), "allocations": int(count)}
        for key, total, forward, count in zip(keys, held["sum"], held["forward"], held["size"], strict=True)
    ]


def phase_spans(ops: pd.DataFrame, iteration: int) -> pd.DataFrame:
    """Per part of one iteration's step, from its first operator's start to its last one's end
    (the phase marker's span where the step was marked: the operators fill it)."""
    mine = ops[(ops["iteration"] == iteration) & ops["step_phase"].notna()]
    spans = mine.groupby(mine["step_phase"].astype(str)).agg(start_ns=("start_ns", "min"), end_ns=("end_ns", "max"))
    return spans.sort_values("start_ns").rename_axis("step_phase").reset_index()


def _timeline(events: pd.DataFrame, begin: int) -> list[list[int]]:
    """(ns from the iteration's start, allocated bytes) kept to at most TIMELINE_POINTS: per
    bucket its lowest and highest point, so the peak and the troughs survive."""
    if len(events) <= TIMELINE_POINTS:
        picked = events
    else:
        bucket = np.arange(len(events)) * (TIMELINE_POINTS // 2) // len(events)
        grouped = events.assign(bucket=bucket).groupby("bucket")["allocated_bytes"]
        picked = events.loc[np.union1d(grouped.idxmax().to_numpy(), grouped.idxmin().to_numpy())]
    return [[int(t - begin), int(b)] for t, b in zip(picked["ts_ns"], picked["allocated_bytes"], strict=True)]


def iteration_memory(ops: pd.DataFrame, events: pd.DataFrame, markers: pd.DataFrame, iteration: int) -> dict[str, Any]:
    """One measured iteration: its start, peak (when, which operator and module, what is live),
    per step phase the change in allocated bytes, and the timeline."""
    span = markers[markers["iteration"].astype(int) == iteration].iloc[0]
    begin, end = int(span["start_ns"]), int(span["end_ns"])
    mine = events[events["iteration"] == iteration].reset_index(drop=True)
    at_start = _bytes_at(mine, begin - 1)
    peak_row = mine.iloc[int(np.argmax(mine["allocated_bytes"].to_numpy()))]
    owner = int(peak_row["op_index"])
    live = live_at(mine, int(peak_row["ts_ns"]))
    parts = {}
    spans = phase_spans(ops, iteration)
    for _, part in spans.iterrows():
        start_bytes, end_bytes = _bytes_at(mine, int(part["start_ns"]) - 1), _bytes_at(mine, int(part["end_ns"]))
        parts[str(part["step_phase"])] = {
            "start_bytes": start_bytes,
            "end_bytes": end_bytes,
            "change_bytes": end_bytes - start_bytes,
            "peak_bytes": int(
                mine[(mine["ts_ns"] >= part["start_ns"]) & (mine["ts_ns"] <= part["end_ns"])]["allocated_bytes"].max()
            ),
        }
    return {
        "iteration": iteration,
        "start_bytes": at_start,
        "end_bytes": _bytes_at(mine, end),
        "peak_bytes": int(peak_row["allocated_bytes"]),
        "peak_above_start_bytes": int(peak_row["allocated_bytes"]) - at_start,
        "peak_at_ns": int(peak_row["ts_ns"]) - begin,
        "peak_operator": operator_chain(ops, owner)[-1] if owner >= 0 else None,
        "peak_stack": operator_chain(ops, owner),
        "peak_module": str(ops["module"].iloc[owner]) if owner >= 0 and pd.notna(ops["module"].iloc[owner]) else None,
        "peak_phase": str(ops["step_phase"].iloc[owner])
        if owner >= 0 and pd.notna(ops["step_phase"].iloc[owner])
        else None,
        "live_at_peak_bytes": int(live["bytes"].sum()),
        "held_at_peak_by_operator": _held(live, ops, "name")[:10],
        "held_at_peak_by_module": _held(live, ops, "module")[:10],
        "phases": parts,
        "allocations": int((mine["bytes"] > 0).sum()),
        "allocated_bytes": int(mine["bytes"].clip(lower=0).sum()),
        "freed_bytes": int((-mine["bytes"]).clip(lower=0).sum()),
        "phase_spans": [
            {"phase": str(p["step_phase"]), "start_ns": int(p["start_ns"] - begin), "end_ns": int(p["end_ns"] - begin)}
            for _, p in spans.iterrows()
        ],
        "timeline": _timeline(mine, begin),
    }


def _agreement(what: str, value: int | None, independent: int | None, source: str, relation: str) -> dict[str, Any]:
    """One count held against an independent one by ``relation``: ``equal``, or ``at least``
    (the trace's count bounds the independent one from above)."""
    agrees = None
    if value is not None and independent is not None:
        agrees = value == independent if relation == "equal" else value >= independent
    return {
        "what": what,
        "value": value,
        "independent": independent,
        "source": source,
        "relation": relation,
        "agrees": agrees,
    }


def _cross_checks(steps: list[dict[str, Any]], document: dict[str, Any]) -> list[dict[str, Any]]:
    """The trace's counts against the allocator's own (CUDA) and the model's and optimizer's sums."""
    checks = []
    recorded = {i["iteration"]: i for i in document["iterations"]}
    for step in steps:
        counts = recorded[step["iteration"]]
        k = step["iteration"]
        checks.append(
            _agreement(
                f"iteration {k}: peak allocated bytes",
                step["peak_bytes"],
                counts["max_allocated_bytes"],
                "torch.cuda.max_memory_allocated, reset when the iteration started",
                "equal",
            )
        )
        history = counts["allocator_history"]
        checks.append(
            _agreement(
                f"iteration {k}: peak above the iteration's start",
                step["peak_above_start_bytes"],
                history["peak_above_start_bytes"] if history else None,
                "the caching allocator's history (_record_memory_history) replayed from its alloc and "
                "free_completed entries: torch records the size requested at alloc and the block's at free, so the "
                "replay bounds the blocks' peak from below",
                "at least",
            )
        )
        checks.append(
            _agreement(
                f"iteration {k}: allocated bytes at its start",
                step["start_bytes"],
                counts["allocated_start_bytes"],
                "torch.cuda.memory_allocated when the iteration started",
                "equal",
            )
        )
    state = document["state"]
    if state["optimizer_state_on_device_bytes"] is not None and document["device"] == "cuda":
        checks.append(
            _agreement(
                "allocated bytes at the first iteration's start",
                steps[0]["start_bytes"],
                state["parameter_bytes"] + state["optimizer_state_on_device_bytes"],
                "parameters plus the optimizers' state on the device, summed from the optimizers",
                "at least",
            )
        )
    return [c for c in checks if c["independent"] is not None and c["value"] is not None]


def _training(steps: list[dict[str, Any]], document: dict[str, Any]) -> dict[str, Any] | None:
    """What forward keeps for backward and what the optimizer holds (the peak iteration's)."""
    step = max(steps, key=lambda s: s["peak_bytes"])
    forward = step["phases"].get("forward")
    if forward is None or "backward" not in step["phases"]:
        return None
    recorded = {i["iteration"]: i for i in document["iterations"]}[step["iteration"]]
    state = document["state"]
    return {
        "iteration": step["iteration"],
        "kept_for_backward_bytes": forward["change_bytes"],
        "kept_for_backward_source": "allocated bytes at forward's end minus at its start (the memory trace)",
        "saved_for_backward_bytes": recorded["saved_for_backward_bytes"],
        "saved_for_backward_source": "storages autograd saved (saved_tensors_hooks), parameters aside",
        "parameter_bytes": state["parameter_bytes"],
        "gradient_bytes": state["gradient_bytes"],
        "optimizer_state_bytes": state["optimizer_state_bytes"],
        "optimizers": state["optimizers"],
    }


def _by_name(ops: pd.DataFrame, column: str) -> list[dict[str, Any]]:
    """Per ``column`` value (operator name or module): its operator invocations (an operator
    name's calls), the bytes it owns (allocated outside its children or by their allocation
    helpers) and the bytes allocated and freed inside it, counted once: over its outermost
    invocations (an op nested in one of the same name or module is inside it already)."""
    key = ops[column].astype("string").reset_index(drop=True)
    parent = pd.Index(ops["op_index"]).get_indexer(ops["parent_index"])
    above = key.reindex(parent).reset_index(drop=True)  # -1: no row, NA
    outermost = (parent < 0) | ~(above == key).fillna(False).to_numpy(bool)
    frame = ops.assign(
        outer_allocated=np.where(outermost, ops["allocated_bytes"], 0),
        outer_freed=np.where(outermost, ops["freed_bytes"], 0),
    ).dropna(subset=[column])
    grouped = frame.groupby(frame[column].astype(str), sort=False)
    table = grouped.agg(
        count=("op_index", "size"),
        owned_bytes=("self_allocated_bytes", "sum"),
        allocated_bytes=("outer_allocated", "sum"),
        freed_bytes=("outer_freed", "sum"),
    ).sort_values(["owned_bytes", "allocated_bytes"], ascending=False)
    table = table[table["allocated_bytes"] > 0].head(15)
    table = table.rename(columns={"count": "calls" if column == "name" else "operators"})
    return [{column: str(key), **{str(k): int(v) for k, v in row.items()}} for key, row in table.iterrows()]


def memory_summary(
    ops: pd.DataFrame, events: pd.DataFrame, trace_ops: pd.DataFrame, document: dict[str, Any]
) -> dict[str, Any]:
    """The memory run summarised (the profile's ``memory`` section): per measured iteration its
    peak and what holds it, the top owning operators and modules, a training step's activations
    and optimizer state, the counts held against independent ones, and findings."""
    markers = _markers(trace_ops, ITERATION_PATTERN)
    steps = [iteration_memory(ops, events, markers, int(k)) for k in sorted(events["iteration"].unique())]
    peak = max(steps, key=lambda s: s["peak_bytes"])
    training = _training(steps, document)
    modules = ops["module"].notna().any()
    return {
        "device": document["device"],
        "device_name": document["device_name"],
        "torch": document["torch"],
        "source": "the memory phase: torch.profiler's allocator events (profile_memory) in a run of its own",
        "peak_bytes": peak["peak_bytes"],
        "peak_iteration": peak["iteration"],
        "steps": steps,
        "operators": _by_name(ops[ops["name"].astype(str).str.match(OPERATOR_NAME)], "name"),
        "modules": _by_name(ops, "module") if modules else [],
        "modules_absent": None if modules else "no module ranges: a compiled model or a command without a module",
        "training": training,
        "checks": _cross_checks(steps, document),
        "findings": memory_findings(peak, training, ops, events, document["state"]),
        "phases": list(STEP_PHASES),
    }


def summary_fault(summary: dict[str, Any]) -> str | None:
    """What in a memory summary cannot be true, or None: a count of the trace that the run's
    independent ones (memory.json: the allocator's own maximum, start, history) contradict."""
    for check in summary["checks"]:
        if check["agrees"] is False:
            relation = "is not" if check["relation"] == "equal" else "is below"
            return (
                f"{check['what']}: the trace counts {check['value']:,}, which {relation} the "
                f"{check['independent']:,} memory.json records ({check['source']})"
            )
    return None


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


def foreign_run(kineto: pd.DataFrame, memory_ops: pd.DataFrame) -> str | None:
    """How the memory run's operators (memory_ops) show it ran another program than the Kineto
    run's (``iteration_operators``), or None: an aten operator name one of them called in its
    measured iterations and the other never did (the Kineto phase records no module ranges to
    compare). The same program may call a name a different number of times (``memory_join`` then
    joins nothing); it cannot call other names."""
    ours, theirs = (
        {n for n in frame["name"].astype(str) if re.match(OPERATOR_NAME, n)} for frame in (kineto, memory_ops)
    )
    for only, ran, other in ((theirs - ours, "memory", "Kineto"), (ours - theirs, "Kineto", "memory")):
        if only:
            return (
                f"the {ran} run called operator {min(only)!r} ({len(only)} operators in all) that the {other} run "
                "never did: it is another workload's memory phase"
            )
    return None


def memory_join(
    operators: pd.DataFrame, kineto_ops: pd.DataFrame, memory_ops: pd.DataFrame, source: str | None = None
) -> tuple[pd.DataFrame, dict[str, Any]]:
    """operator_memory: each operators row with a Kineto operator, keyed to the memory run's
        invocation of the same name and ordinal in the measured iterations. Joined only where both runs
        called every operator name as often; otherwise nothing is joined and the check says which
        name differs. A memory run of another program (``foreign_run``) is refused, naming ``source``
    (its trace)."""
    kineto = iteration_operators(kineto_ops)
    foreign = foreign_run(kineto, memory_ops)
    if foreign is not None:
        raise OpprofError(source, foreign)
    aten = OPERATOR_NAME
    ours = kineto[kineto["name"].astype(str).str.match(aten)]["name"].astype(str).value_counts()
    theirs = memory_ops[memory_ops["name"].astype(str).str.match(aten)]["name"].astype(str).value_counts()
    both = pd.concat([ours.rename("kineto"), theirs.rename("memory")], axis=1).fillna(0).astype(int)
    differ = both[both["kineto"] != both["memory"]]
    check: dict[str, Any] = {
        "key": "operator name and its ordinal among same-named operators in the measured iterations",
        "names": len(both),
        "invocations": int(both["kineto"].sum()),
    }
    empty = OPERATOR_MEMORY.empty()
    if not differ.empty:
        name, row = next(iter(differ.iterrows()))
        return empty, check | {
            "joined": False,
            "reason": f"the memory run called {name} {_times(row['memory'])}, the Kineto run {_times(row['kineto'])} "
            f"({len(differ)} names differ): its invocations are not the profile's",
        }
    rows = operators.reset_index(drop=True)
    has_op = rows["kineto_op_index"].notna().to_numpy()
    by_index = kineto.set_index("trace_index")
    keyed = by_index.reindex(rows.loc[has_op, "kineto_op_index"].astype("int64").to_numpy())[["name", "call_index"]]
    keyed = keyed.assign(operator_index=np.flatnonzero(has_op)).dropna(subset=["name"])
    keyed = keyed.astype({"name": str, "call_index": "int64"})
    memory = memory_ops.assign(name=memory_ops["name"].astype(str))
    joined = keyed.merge(memory, on=["name", "call_index"], how="inner", validate="one_to_one")
    read, write = (rows[counter_column(c)].to_numpy(dtype=float) for c in ("dram_bytes_read", "dram_bytes_write"))
    index = joined["operator_index"].to_numpy()
    frame = joined.assign(dram_read_bytes=read[index], dram_write_bytes=write[index])
    frame = frame.astype({"operator_index": "int64"})[OPERATOR_MEMORY.names]
    return frame.sort_values("operator_index").reset_index(drop=True), check | {
        "joined": True,
        "operators": len(rows),
        "joined_operators": len(frame),
        "without_kineto_operator": int((~has_op).sum()),
    }
