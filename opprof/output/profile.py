"""profile.json: the product's output, deterministic (sorted keys, no timestamps) and validated
against the published schema (opprof/schemas/profile.schema.json).

Layout: the document is indented JSON, except that each operator, summary row and
unattributed kernel is one compact line, so a million-kernel profile stays writable in seconds
and readable with line tools. Records are built and written in chunks of operators (their
kernels with them), so memory stays bounded whatever the window holds.

Two forms: a window of at most INLINE_KERNELS_UP_TO kernels inlines every operator invocation
with its kernel records (``operators[].kernels``, and ``unattributed_kernels``); a larger one
leaves both in the tables beside profile.json (kernels.parquet and operators.parquet, which
``kernel_records`` and ``operator_records`` name with their row counts) and keeps everything else.

Validation: the document outside the record arrays always; their records as opprof/output/records.py
says (all of a short array, a deterministic sample of a long one). A record that fails stops the rule
before anything is written.
"""

from __future__ import annotations

import queue
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, BinaryIO

import fastjsonschema
import numpy as np
import orjson
import pandas as pd
import pyarrow as pa

from opprof import __version__
from opprof import jsontext as J
from opprof.analysis.aggregate import coverage, phase_split
from opprof.analysis.roofline import (
    NEAR_ROOF_PCT,
    PIPE_LABELS,
    ROOFLINE_COLUMNS,
    Peaks,
    chip_peaks,
    dominant_pipe,
    invocation_flops,
    kernel_pipes,
    roofline,
    sol_out_of_range,
    uncounted,
)
from opprof.analysis.step_model import Model
from opprof.bundle.manifest import load_schema, validate_json
from opprof.counters import catalogue
from opprof.errors import OpprofError
from opprof.findings.change import plan_context
from opprof.findings.plan import above_operator, build_plan, find_signals
from opprof.findings.rules import signal_records
from opprof.io import atomic_path
from opprof.output.checks import (
    beyond_roof_flags,
    fusion_coverage,
    impossible_lists,
    ncu_device_fact,
    plausibility,
    with_flags,
)
from opprof.output.operator_facts import KERNEL_TABLE_COLUMNS, family_facts, kernel_table_frame
from opprof.output.records import (
    RECORD_LEAD,
    SCHEMA,
    RecordArray,
    kernel_records,
    operator_records,
    schema_validation,
    summary_records,
    with_memory,
)
from opprof.tables import KERNELS, OPERATORS, UNATTRIBUTED, counter_column, counter_columns

SCHEMA_VERSION = "1.12"
# Which capture each time of the records comes from: kernel time from the nsys timeline (the one
# the window is gated on), host time from Kineto (the capture that records every operator's CPU).
NO_MEMORY_PHASE = "the bundle lists none (files.memory): captured before opprof had one, or imported without it"
TIME_SOURCES = {
    "duration_ns": "nsys: kernel durations on the nsys timeline (Self CUDA)",
    "forward_ns, backward_ns, optimizer_ns": "nsys: the same kernel durations by part of the step",
    "calls": "kineto: invocations in the measured window",
    "self_cpu_ns": "kineto: Self CPU (an event's time less that of the events directly inside it)",
    "cpu_total_ns": "kineto: CPU total (children included)",
    "regime": "regime.source says, per verdict",
}
# The record arrays a profile may hold (the reference form has operator_summary only).
ARRAYS = ("operators", "operator_summary", "unattributed_kernels")
# Larger windows keep their operator invocations and kernel records in the Parquet tables only: a
# kernel record and its operator's are about 2 KB of JSON, so this bounds an inline profile near
# 100 MB, what json.load and JSON viewers still open on a laptop (a million kernels inline: over
# 2 GB; their operator records alone, as an eager window has about one per kernel: 1 GB).
INLINE_KERNELS_UP_TO = 50_000
# Record chunks (records.CHUNK_RECORDS) built at once.
BUILD_AHEAD = 2


def memory_section(
    summary: dict[str, Any] | None, join: dict[str, Any] | None, manifest: dict[str, Any]
) -> dict[str, Any]:
    """profile.json's ``memory``: the memory run's summary, how it was joined and where it ran
    otherwise than the bundle's captures (another GPU or torch release), or why there is none."""
    if summary is None or join is None:
        return {"present": False, "reason": NO_MEMORY_PHASE}
    differences = [
        f"{what}: {ran} in the memory phase, {captured} in the bundle"
        for what, ran, captured in (
            ("torch", summary["torch"], manifest["software"].get("torch")),
            ("GPU", summary["device_name"], manifest["gpu"].get("name")),
        )
        if ran != captured
    ]
    return {"present": True, "reason": None, **summary, "join": join, "differences": differences}


def _clean(value: Any) -> Any:
    if value is None or value is pd.NA or (isinstance(value, float) and np.isnan(value)):
        return None
    return value.item() if isinstance(value, np.generic) else value


def counters_section(resolution: pd.DataFrame, has_ncu: bool) -> list[dict[str, Any]]:
    """Each counter with how it was resolved per ncu group: the reason behind every null."""
    out = []
    for counter in catalogue():
        rows = resolution[resolution["counter"] == counter.name]
        entries = [{str(k): _clean(v) for k, v in r.items()} for r in rows.to_dict("records")]
        if counter.name == "registers_per_thread":
            entries = [
                {
                    "group": None,
                    "raw_metric": None,
                    "unit_as_printed": None,
                    "status": "launch_fact",
                    "reason": "launch configuration recorded by nsys for every kernel",
                }
            ]
        elif not has_ncu:
            entries = [
                {
                    "group": None,
                    "raw_metric": None,
                    "unit_as_printed": None,
                    "status": "not_collected",
                    "reason": "the capture bundle holds no ncu file: attribution and timing only",
                }
            ]
        out.append(
            {
                "name": counter.name,
                "unit": counter.unit,
                "aggregation": counter.aggregation,
                "description": counter.description,
                "resolution": entries,
            }
        )
    return out


def table_references(kernels: pd.DataFrame, invocations: pd.DataFrame) -> dict[str, Any]:
    """``kernel_records`` and ``operator_records`` of the reference form: the tables that hold every
    kernel record and every operator invocation, once. Refused unless each kernel is at its own
    position and in exactly one operator or unattributed, as the inline form's records would be."""
    positions = kernels["position"].to_numpy(np.int64)
    if not np.array_equal(np.sort(positions), np.arange(len(kernels))):
        raise ValueError("kernel table positions are not 0 .. n-1, each once")
    attributed = kernels["operator_index"].to_numpy(np.int64) >= 0
    if (attributed == (kernels["confidence"] == UNATTRIBUTED).to_numpy(bool)).any():
        raise ValueError("a kernel is in no operator and not unattributed, or in an operator and unattributed")
    if int(attributed.sum()) != int(invocations["kernel_count"].sum()):
        raise ValueError("kernel table and operator table disagree on kernel counts")
    return {
        "kernel_records": {"file": KERNELS.file, "rows": len(kernels), "inline_up_to": INLINE_KERNELS_UP_TO},
        "operator_records": {"file": OPERATORS.file, "rows": len(invocations)},
    }


# What build_profile reads of the kernel table where its records stay in kernels.parquet: the
# facts, checks and tallies, not the text and list columns that only the records hold.
REFERENCE_COLUMNS = KERNELS.select(
    *dict.fromkeys(
        [
            *KERNEL_TABLE_COLUMNS,
            *counter_columns(),
            "operator_index",
            "step_phase",
            "phase_evidence",
            "fused_with",
            "source_lines",
            # the plan's fixes find each modelled operation's kernel and host operator by these
            "kineto_kernel_index",
            "kineto_op_index",
        ]
    )
)


SPEED_OF_LIGHT_METHOD = (
    "roofline where an operator's FLOPs follow from its input shapes (GEMMs, attention, cuDNN's RNNs; "
    "convolutions with the stride, padding and dilation Kineto's Concrete Inputs record): FLOPs over nsys kernel "
    "time against min(peak of the pipe its kernels ran on, FLOPs per DRAM byte x DRAM peak); otherwise ncu's speed "
    "of light, the busier of SM and memory throughput as a share of its peak. Per kernel: ncu's speed of light."
)


def with_speed_of_light(
    manifest: dict[str, Any],
    kernels: pd.DataFrame,
    invocations: pd.DataFrame,
    summary: pd.DataFrame,
    peaks: Peaks | None,
    kineto_ops: pd.DataFrame | None = None,
) -> tuple[pd.DataFrame, pd.DataFrame, list[dict[str, Any]]]:
    """The operator invocations and summary rows with their roofline (ROOFLINE_COLUMNS): FLOPs from
    input shapes and the Concrete Inputs of their Kineto operator (an operator name's: the sum over
    its invocations, null where any lacks them), the pipe of its longest kernel; and the operators
    whose FLOP count the capture's records did not allow (``uncounted``)."""
    pipes = kernel_pipes(
        kernels["demangled_name"],
        kernels[counter_column("tensor_pipe_active_pct")],
        manifest["workload"].get("numerics") or {},
    )
    attributed = kernels["operator_index"].to_numpy(np.int64) >= 0
    own = (pipes[attributed], kernels["duration_ns"][attributed])
    by_invocation = dominant_pipe(*own, kernels["operator_index"][attributed])
    by_name = dominant_pipe(*own, kernels["operator_name"][attributed].astype("string"))
    # an impossible counter on one kernel spoils the aggregate of its invocation and its name
    bad = sol_out_of_range(kernels).to_numpy(bool) & attributed
    bad_names = set(kernels["operator_name"][bad].astype(str))
    concrete = None
    if kineto_ops is not None:
        by_op = kineto_ops.set_index("op_index")["concrete_inputs"]
        concrete = by_op.reindex(invocations["kineto_op_index"].astype("Int64")).set_axis(invocations.index)
    flops, reasons = invocation_flops(invocations, concrete)
    known = flops.notna().groupby(invocations["operator_name"]).all()
    total = flops.fillna(0).groupby(invocations["operator_name"]).sum().where(known, pd.NA)
    # operator_index is the invocation's row
    invocation_pipes = by_invocation.reindex(range(len(invocations))).set_axis(invocations.index).astype("string")
    name_pipes = summary["operator_name"].map(by_name).astype("string")
    name_flops = summary["operator_name"].map(total).astype("Float64")
    invocation_bad = pd.Series(np.isin(np.arange(len(invocations)), kernels["operator_index"][bad]), invocations.index)
    name_bad = summary["operator_name"].astype(str).isin(bad_names)
    return (
        invocations.join(roofline(invocations, flops, invocation_pipes, peaks, invocation_bad)),
        summary.join(roofline(summary, name_flops, name_pipes, peaks, name_bad)),
        uncounted(invocations, reasons),
    )


def operator_speed_of_light(summary: pd.DataFrame) -> list[dict[str, Any]]:
    """Per operator name that launched kernels, the most kernel time first: its speed of light
    (the summary records hold it too; the report reads the document without its records)."""
    ran = summary[(summary["duration_ns"] > 0).to_numpy(bool)]
    ran = ran.sort_values(["duration_ns", "operator_name"], ascending=[False, True], kind="stable")
    columns = ["operator_name", "duration_ns", *ROOFLINE_COLUMNS]
    return [{str(k): _clean(v) for k, v in row.items()} for row in ran[columns].to_dict("records")]


def roofline_points(invocations: pd.DataFrame, peaks: Peaks | None) -> list[dict[str, Any]]:
    """The report's roofline chart: per operator name and part of the step (forward and backward
    apart), the invocations whose FLOPs are known, summed; the most kernel time first."""
    known = invocations[invocations["flops"].notna().to_numpy(bool)]
    if known.empty:
        return []
    keys = ["operator_name", "step_phase"]
    summed = known.groupby(keys, sort=True, dropna=False)[["duration_ns", "flops", "dram_bytes"]].sum(min_count=1)
    summed = summed.reset_index()
    longest = known.sort_values("duration_ns", ascending=False, kind="stable").drop_duplicates(keys)
    pipes: pd.Series = summed[keys].merge(longest[[*keys, "pipe"]], on=keys, how="left")["pipe"]
    read = summed["dram_bytes"].astype("Float64")
    frame = summed.copy()
    frame[counter_column("dram_bytes_read")] = read
    frame[counter_column("dram_bytes_write")] = 0.0
    # only the roofline is drawn: ncu's speed of light is not summed over invocations
    for name in ("tensor_pipe_active_pct", "sm_throughput_pct", "memory_throughput_pct"):
        frame[counter_column(name)] = pd.Series(pd.NA, index=frame.index, dtype="Float64")
    measured = roofline(frame, frame["flops"], pipes, peaks).drop(columns="dram_bytes")
    points = frame[[*keys, "duration_ns"]].join(measured)
    points = points.assign(dram_bytes=read).sort_values(["duration_ns", *keys], ascending=[False, True, True])
    return [{str(k): _clean(v) for k, v in row.items()} for row in points.to_dict("records")]


def kernel_columns(rows: int) -> list[str] | None:
    """The kernel table's columns build_profile reads for a window of ``rows`` kernels (None: all)."""
    return None if rows <= INLINE_KERNELS_UP_TO else REFERENCE_COLUMNS


def build_profile(
    manifest: dict[str, Any],
    tools_seen: dict[str, Any],
    kernels: pd.DataFrame,
    invocations: pd.DataFrame,
    summary: pd.DataFrame,
    resolution: pd.DataFrame,
    gate: dict[str, Any],
    agreement: dict[str, Any],
    regime: dict[str, Any],
    communication: dict[str, Any],
    compile_cost: dict[str, Any] | None,
    memory: dict[str, Any] | None = None,
    memory_join: dict[str, Any] | None = None,
    operator_memory: pd.DataFrame | None = None,
    attribution_checks: dict[str, Any] | None = None,
    model: Model | None = None,
    kineto_ops: pd.DataFrame | None = None,
    modules: dict[str, Any] | None = None,
) -> tuple[dict[str, Any], dict[str, RecordArray]]:
    """The document without its record arrays, and those arrays (built when written): operator
    invocations and kernel records inline up to INLINE_KERNELS_UP_TO kernels, else named in
    operators.parquet and kernels.parquet."""
    dram_peak = ncu_device_fact(tools_seen, "peak_dram_bytes_per_s")
    peaks, no_peaks = chip_peaks(manifest, dram_peak, ncu_device_fact(tools_seen, "l2_cache_bytes"))
    checks = plausibility(kernels, dram_peak)
    impossible = impossible_lists(kernels["position"].to_numpy(np.int64), checks["flags"])
    kernels = kernels.assign(impossible=pd.Series(pd.arrays.ArrowExtensionArray(impossible), index=kernels.index))
    invocations, summary, no_flops = with_speed_of_light(manifest, kernels, invocations, summary, peaks, kineto_ops)
    checks = with_flags(checks, beyond_roof_flags(summary, kernels))
    invocations = with_memory(invocations, operator_memory)
    facts = family_facts(kernel_table_frame(kernels[KERNEL_TABLE_COLUMNS])).merge(
        summary[["operator_name", *ROOFLINE_COLUMNS]].rename(columns={"operator_name": "family"}),
        on="family",
        how="left",
    )
    findings = find_signals(facts, regime, peaks)
    if model is not None and kineto_ops is not None:
        context = plan_context(kernels, kineto_ops, summary, peaks, manifest, modules)
        findings, plan = above_operator(
            findings,
            build_plan(model, context, findings),
            context,
            int(manifest["iterations"]["measured"]),
            int(kernels["duration_ns"].sum()),
            ((memory or {}).get("training") or {}).get("parameter_bytes"),
        )
    else:
        plan = {"step_ns": None, "fixes": [], "left_out": [], "reason": "no step model: no Kineto timeline to replay"}
    inline = len(kernels) <= INLINE_KERNELS_UP_TO
    arrays = {"operator_summary": summary_records(summary)}
    if inline:
        arrays["operators"] = operator_records(invocations, kernels)
        arrays["unattributed_kernels"] = kernel_records(kernels)
    reference = {} if inline else table_references(kernels, invocations)
    skeleton = {
        "schema_version": SCHEMA_VERSION,
        "generator": {"name": "opprof", "version": __version__},
        "capture": {"manifest": manifest, "tools_seen": tools_seen},
        "window": {
            "method": manifest["window"]["method"],
            "kernels": len(kernels),
            "iterations": int(manifest["iterations"]["measured"]),
            "kernel_time_ns": int(kernels["duration_ns"].sum()),
        },
        # The profiler's start is a check on the Kineto capture, shown with the profile's other checks.
        "regime": {key: value for key, value in regime.items() if key != "profiler_start"},
        "speed_of_light": {
            "near_roof_pct": NEAR_ROOF_PCT,
            "peaks": None if peaks is None else peaks.record(),
            "reason": no_peaks,
            "pipes": PIPE_LABELS,
            "method": SPEED_OF_LIGHT_METHOD,
            "points": roofline_points(invocations, peaks),
            "uncounted": no_flops,
            "operators": operator_speed_of_light(summary),
        },
        "signals": signal_records(findings),
        "plan": plan,
        "compile_cost": compile_cost,
        "time_sources": TIME_SOURCES,
        "gate": gate,
        "counters": counters_section(resolution, has_ncu=len(resolution) > 0),
        "coverage": coverage(kernels),
        "phases": phase_split(kernels),
        "communication": communication,
        "memory": memory_section(memory, memory_join, manifest),
        "checks": {
            **checks,
            "capture_agreement": agreement,
            "fusion_coverage": {
                **fusion_coverage(kernels),
                "graph_replays": (attribution_checks or {}).get("graph_replays"),
                "compiled_regions": (attribution_checks or {}).get("compiled_regions"),
            },
            "medium_accuracy": (attribution_checks or {}).get("medium_accuracy"),
            "schema_validation": schema_validation(arrays),
            "profiler_start": regime["profiler_start"],
        },
        **reference,
    }
    return skeleton, arrays


def _record_validators(arrays: dict[str, RecordArray]) -> dict[str, Callable[[Any], Any]]:
    defs = load_schema(SCHEMA)["$defs"]
    return {
        key: fastjsonschema.compile({"$ref": f"#/$defs/{records.definition}", "$defs": defs})
        for key, records in arrays.items()
    }


def validate_profile(skeleton: dict[str, Any], arrays: dict[str, RecordArray], path: str | Path) -> None:
    """The document around the record arrays against the schema (records: ``write_profile``)."""
    validate_json({**skeleton, **{k: [] for k in arrays}}, SCHEMA, path)


def _built(builders: Sequence[Callable[[], pa.Array]], pool: ThreadPoolExecutor) -> Iterator[pa.Array]:
    """The builders' results in order, BUILD_AHEAD of them built at once on ``pool``'s threads
    (Arrow's kernels release the GIL)."""
    pending: deque[Future[pa.Array]] = deque()
    for builder in builders:
        pending.append(pool.submit(builder))
        if len(pending) > BUILD_AHEAD:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


def _record_bytes(
    key: str, records: RecordArray, validate: Callable[[Any], Any], path: str | Path, pool: ThreadPoolExecutor
) -> Iterator[memoryview | bytes]:
    """``[`` records, one per line ``]`` as buffers to write; the sampled records validated on the
    way. Record texts start with RECORD_LEAD, whose comma the first record goes without."""
    if records.size == 0:
        yield b"[]"
        return
    yield b"["
    written = 0
    for texts in _built(records.chunks, pool):
        lo, hi = np.searchsorted(records.validated, [written, written + len(texts)])
        sampled = records.validated[lo:hi]
        for i, text in zip(sampled, texts.take(pa.array(sampled - written)).to_pylist(), strict=True):
            try:
                validate(orjson.loads(text[len(RECORD_LEAD) :]))
            except fastjsonschema.JsonSchemaValueException as exc:
                raise OpprofError(path, f"{key}[{i}] does not match {SCHEMA}: {exc.message}") from exc
        yield J.data_view(texts, skip=1 if written == 0 else 0)
        written += len(texts)
    if written != records.size:
        raise ValueError(f"{key}: {written} records written, {records.size} expected")
    yield b"\n  ]"


def _write_behind(out: BinaryIO, buffers: Iterator[memoryview | bytes]) -> None:
    """Write ``buffers`` from a second thread while the next ones are built (file writes and Arrow
    kernels release the GIL); at most two buffers wait, so memory stays bounded."""
    pending: queue.Queue[memoryview | bytes | None] = queue.Queue(maxsize=2)
    failure: list[BaseException] = []

    def drain() -> None:
        try:
            while (buffer := pending.get()) is not None:
                out.write(buffer)
        except BaseException as exc:  # handed to the building thread, which raises it
            failure.append(exc)
            while pending.get() is not None:
                pass

    writer = threading.Thread(target=drain, name="profile-writer")
    writer.start()
    try:
        for buffer in buffers:
            if failure:
                break
            pending.put(buffer)
    finally:
        pending.put(None)
        writer.join()
    if failure:
        raise failure[0]


def write_profile(path: str | Path, skeleton: dict[str, Any], arrays: dict[str, RecordArray]) -> None:
    """Indented skeleton; each record on its own line; validated as ``checks.schema_validation``
    says; written atomically (nothing at ``path`` unless all of it was written and validated)."""
    validate_profile(skeleton, arrays, path)
    validators = _record_validators(arrays)
    marked = {**skeleton, **{k: f"@@{k}@@" for k in arrays}}
    head = orjson.dumps(marked, option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY)

    with atomic_path(path) as tmp, tmp.open("wb") as out, ThreadPoolExecutor(BUILD_AHEAD, "profile-build") as pool:
        _write_behind(out, _document(head, arrays, validators, path, pool))


def _document(
    head: bytes,
    arrays: dict[str, RecordArray],
    validators: dict[str, Callable[[Any], Any]],
    path: str | Path,
    pool: ThreadPoolExecutor,
) -> Iterator[memoryview | bytes]:
    """The skeleton ``head`` (record arrays marked ``"@@key@@"``) with each array's records in place."""
    rest = head
    for key in sorted(arrays, key=lambda k: head.index(f'"@@{k}@@"'.encode())):
        before, rest = rest.split(f'"@@{key}@@"'.encode(), 1)
        yield before
        yield from _record_bytes(key, arrays[key], validators[key], path, pool)
    yield rest + b"\n"


def read_skeleton(path: str | Path) -> dict[str, Any]:
    """profile.json with its record arrays read as empty: the document a profile of any
    size costs to load in memory. Relies on ``write_profile``'s layout (a record array that
    holds records opens with ``[`` at the end of its line and closes with ``]`` on a line of
    its own, records between on lines of their own); a profile laid out otherwise is read whole."""
    path = Path(path)
    openers = {f'  "{key}": [\n'.encode() for key in ARRAYS}
    kept, skipping = [], False
    try:
        with path.open("rb", buffering=1 << 20) as handle:
            for line in handle:
                if skipping and not line.startswith(b"  ]"):
                    continue  # a record line
                kept.append(line)
                skipping = line in openers
    except OSError as exc:
        raise OpprofError(path, f"cannot read: {exc.strerror or exc}") from exc
    try:
        document = orjson.loads(b"".join(kept))
    except orjson.JSONDecodeError as exc:
        raise OpprofError(path, f"malformed JSON: {exc}") from exc
    if not isinstance(document, dict):
        raise OpprofError(path, "malformed profile: not a JSON object")
    return {**document, **{key: [] for key in ARRAYS if key in document}}
