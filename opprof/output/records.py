"""profile.json's record arrays (operators, operator_summary, unattributed_kernels): each record one
compact line of JSON text, built column by column with Arrow, chunk by chunk so memory stays bounded.

Validation: every record of an array of at most VALIDATE_ALL_UP_TO records; beyond that a deterministic
sample (the first and last records, an evenly spaced spread between, and the first record of every
operator or kernel name), because parsing and validating a million records would cost several times
the whole analysis. Each profile says what was validated in ``checks.schema_validation``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd
import pyarrow as pa

from opprof import jsontext as J
from opprof.analysis.roofline import ROOFLINE_COLUMNS, ncu_speed_of_light
from opprof.bundle.markers import STEP_PHASES
from opprof.counters import counter_names
from opprof.tables import OPERATOR_MEMORY, UNATTRIBUTED, counter_column, counter_columns

SCHEMA = "profile.schema.json"
# Operators (with their kernels) turned into text at a time: memory stays within a few chunks'
# text (a chunk of 25,000 operators of one kernel: about 55 MB).
CHUNK_RECORDS = 25_000
# The validation policy (module docstring; recorded in checks.schema_validation).
VALIDATE_ALL_UP_TO = 20_000
SAMPLE_HEAD = 5_000
SAMPLE_TAIL = 5_000
SAMPLE_SPREAD = 10_000
POLICY = (
    f"the document outside operators, operator_summary and unattributed_kernels in full; every record of an "
    f"array of at most {VALIDATE_ALL_UP_TO} records; of a longer array the first {SAMPLE_HEAD}, the last "
    f"{SAMPLE_TAIL}, {SAMPLE_SPREAD} evenly spaced between them and the first record of every operator name "
    f"(kernel name for unattributed kernels)"
)
RECORD_INDENT = "\n    "
# Every record line starts with this; the first one of an array is written without its comma.
RECORD_LEAD = "," + RECORD_INDENT

IntArray = npt.NDArray[np.int64]


def _counters(frame: pd.DataFrame) -> tuple[J.Piece, ...]:
    """The pieces of each row's counters object. Rows with identical counters (kernels whose
    counters were propagated from one replayed kernel, the operators around them) share one
    text, built once."""
    values = frame[counter_columns()].to_numpy(np.float64)
    codes, representatives = _distinct_rows(values)
    if len(representatives) > len(frame) // 2:
        return J.members({name: J.floats(frame[counter_column(name)]) for name in counter_names()})
    distinct = frame.iloc[representatives]
    text = J.obj({name: J.floats(distinct[counter_column(name)]) for name in counter_names()}, len(distinct))
    return (text.take(pa.array(codes)),)


def _distinct_rows(values: npt.NDArray[np.float64]) -> tuple[IntArray, IntArray]:
    """Code of each row and the first row of each code, rows equal bit for bit; every row its own
    code when two different rows share a hash."""
    bits = np.ascontiguousarray(values).view(np.int64)
    hashes = pd.util.hash_pandas_object(pd.DataFrame(bits), index=False).to_numpy()
    codes, _ = pd.factorize(hashes)
    first = np.full(int(codes.max()) + 1 if len(codes) else 0, len(codes), dtype=np.int64)
    np.minimum.at(first, codes, np.arange(len(codes), dtype=np.int64))
    if not np.array_equal(bits[first[codes]], bits):
        return np.arange(len(values), dtype=np.int64), np.arange(len(values), dtype=np.int64)
    return codes.astype(np.int64), first


def kernel_fields(kernels: pd.DataFrame) -> dict[str, J.Piece | tuple[J.Piece, ...]]:
    """A kernel record's fields as JSON-text columns. A kernel's operator stack is its operator's
    (``operators[].operator_stack``); unattributed kernels have none."""
    k = kernels
    return {
        "attribution_method": J.strings(k["attribution_method"]),
        "block": J.triples(k["block_x"], k["block_y"], k["block_z"]),
        "confidence": J.strings(k["confidence"]),
        "counter_provenance": J.strings(k["counter_provenance"]),
        "counters": _counters(k),
        "duration_ns": J.ints(k["duration_ns"]),
        "fused_with": J.string_lists(k["fused_with"]),
        "grid": J.triples(k["grid_x"], k["grid_y"], k["grid_z"]),
        "iteration": J.ints(k["iteration"]),
        "name": J.strings(k["demangled_name"]),
        "name_key": J.strings(k["name_key"]),
        "position": J.ints(k["position"]),
        "propagated_from_position": J.ints(k["propagated_from_position"]),
        "propagation_reason": J.strings(k["propagation_reason"]),
        "registers_per_thread": J.ints(k["registers_per_thread"]),
        "source_lines": J.string_lists(k["source_lines"]),
        "impossible": J.string_lists(k["impossible"]),
        "speed_of_light_pct": J.floats(ncu_speed_of_light(k)),
        "start_ns": J.ints(k["start_ns"]),
        "step_phase": J.strings(k["step_phase"]),
        "stream_id": J.ints(k["stream_id"]),
    }


def speed_of_light_piece(frame: pd.DataFrame) -> pa.Array:
    """Each row's ``speed_of_light`` object from its ROOFLINE_COLUMNS (``roofline``)."""
    texts = {"bound", "pipe", "roof_source"}
    return J.obj(
        {name: (J.strings if name in texts else J.floats)(frame[name]) for name in ROOFLINE_COLUMNS}, len(frame)
    )


# An invocation's memory object: its operator_memory columns, prefixed in the invocation frame.
MEMORY_FIELDS = [c.name for c in OPERATOR_MEMORY.columns if c.name != "operator_index"]
MEMORY_PREFIX = "memory_"


def with_memory(invocations: pd.DataFrame, joined: pd.DataFrame | None) -> pd.DataFrame:
    """The invocations with their memory run's counterpart (null where none was joined) and their
    kernels' DRAM bytes, whether or not a memory phase ran."""
    memory = (joined if joined is not None else OPERATOR_MEMORY.empty()).set_index("operator_index")
    memory = memory.reindex(range(len(invocations))).set_axis(invocations.index)
    memory["dram_read_bytes"] = invocations[counter_column("dram_bytes_read")]
    memory["dram_write_bytes"] = invocations[counter_column("dram_bytes_write")]
    return invocations.join(memory[MEMORY_FIELDS].add_prefix(MEMORY_PREFIX))


def memory_piece(frame: pd.DataFrame) -> pa.Array:
    """Each invocation's ``memory`` object (``with_memory``)."""
    kinds = {"holds_peak": J.bools, "module": J.strings, "dram_read_bytes": J.floats, "dram_write_bytes": J.floats}
    return J.obj({name: kinds.get(name, J.ints)(frame[MEMORY_PREFIX + name]) for name in MEMORY_FIELDS}, len(frame))


def kernel_texts(kernels: pd.DataFrame, lead: str = "") -> pa.Array:
    """One JSON object per kernel row, in row order (``lead`` before each)."""
    return J.obj(kernel_fields(kernels), len(kernels), lead)


def nested_kernels(kernels: pd.DataFrame, counts: IntArray) -> tuple[J.Piece, ...]:
    """The pieces of each operator's ``kernels`` list: ``kernels`` in operator order, the first
    ``counts[0]`` belonging to the first operator, and so on. Operators of one kernel each (most
    of an eager window) take the kernel's pieces as they are: one concatenation per record."""
    if len(counts) == len(kernels) and (counts == 1).all():
        return ("[", *J.members(kernel_fields(kernels)), "]")
    return J.lists(kernel_texts(kernels), counts)


def operator_texts(invocations: pd.DataFrame, kernels: tuple[J.Piece, ...], lead: str = "") -> pa.Array:
    """One JSON object per operator invocation with its kernels (``nested_kernels``)."""
    o = invocations
    fields: dict[str, J.Piece | tuple[J.Piece, ...]] = {
        "aggregated": _counters(o),
        "attribution_methods": J.string_lists(o["attribution_methods"]),
        "call_index": J.ints(o["call_index"]),
        "confidence": J.strings(o["confidence"]),
        "forward_call_index": J.ints(o["forward_call_index"]),
        "forward_operator": J.strings(o["forward_operator"]),
        "duration_ns": J.ints(o["duration_ns"]),
        "fused_with": J.string_lists(o["fused_with"]),
        "is_fused": J.bools(o["is_fused"]),
        "iteration": J.ints(o["iteration"]),
        "kernel_count": J.ints(o["kernel_count"]),
        "kernels": kernels,
        "lowest_confidence": J.strings(o["lowest_confidence"]),
        "measured_kernels": J.ints(o["measured_kernels"]),
        "operator_name": J.strings(o["operator_name"]),
        "operator_shapes": J.strings(o["operator_shapes"]),
        "operator_stack": J.strings(o["operator_stack"]),
        "propagated_kernels": J.ints(o["propagated_kernels"]),
        "step_phase": J.strings(o["step_phase"]),
        "self_cpu_ns": J.ints(o["self_cpu_ns"]),
        "cpu_total_ns": J.ints(o["cpu_total_ns"]),
        "speed_of_light": speed_of_light_piece(o),
        "memory": memory_piece(o),
    }
    return J.obj(fields, len(o), lead)


def summary_texts(summary: pd.DataFrame, lead: str = "") -> pa.Array:
    s = summary
    return J.obj(
        {
            "aggregated": _counters(s),
            **{f"{part}_ns": J.ints(s[f"{part}_ns"]) for part in STEP_PHASES},
            "duration_ns": J.ints(s["duration_ns"]),
            "high_kernels": J.ints(s["high_kernels"]),
            "invocations": J.ints(s["invocations"]),
            "kernel_count": J.ints(s["kernel_count"]),
            "medium_kernels": J.ints(s["medium_kernels"]),
            "operator_name": J.strings(s["operator_name"]),
            "share_of_window_time": J.floats(s["share_of_window_time"]),
            "calls": J.ints(s["calls"]),
            "self_cpu_ns": J.ints(s["self_cpu_ns"]),
            "cpu_total_ns": J.ints(s["cpu_total_ns"]),
            "speed_of_light": speed_of_light_piece(s),
        },
        len(s),
        lead,
    )


@dataclass(frozen=True)
class RecordArray:
    """One of the profile's record arrays: its size, its records as JSON text chunk by chunk (in
    order), the indices of the records validated against the schema and the schema definition
    (``$defs``) they are validated against."""

    size: int
    chunks: Sequence[Callable[[], pa.Array]]  # each builds the next records' text
    validated: IntArray
    definition: str


def validation_sample(size: int, first_of_name: IntArray) -> IntArray:
    """Indices of the records validated (the policy in the module docstring), sorted."""
    if size <= VALIDATE_ALL_UP_TO:
        return np.arange(size, dtype=np.int64)
    spread = np.linspace(0, size - 1, SAMPLE_SPREAD).round().astype(np.int64)
    parts = [np.arange(SAMPLE_HEAD), np.arange(size - SAMPLE_TAIL, size), spread, first_of_name]
    return np.unique(np.concatenate(parts).astype(np.int64))


def _first_of_each(names: pd.Series) -> IntArray:
    codes, _ = pd.factorize(names)
    _, first = np.unique(codes, return_index=True)
    return first.astype(np.int64)


def operator_records(invocations: pd.DataFrame, kernels: pd.DataFrame) -> RecordArray:
    """Operator invocations in window order, each with its kernels in window order."""
    index = kernels["operator_index"].to_numpy(np.int64)
    members = np.flatnonzero(index >= 0)
    members = members[np.lexsort((kernels["position"].to_numpy(np.int64)[members], index[members]))]
    counts = np.bincount(index[members], minlength=len(invocations)).astype(np.int64)
    if len(counts) != len(invocations) or not np.array_equal(counts, invocations["kernel_count"].to_numpy(np.int64)):
        raise ValueError("kernel table and operator table disagree on kernel counts")
    ends = np.concatenate([[0], np.cumsum(counts)])

    def chunk(start: int, stop: int) -> pa.Array:
        nested = nested_kernels(kernels.take(members[ends[start] : ends[stop]]), counts[start:stop])
        return operator_texts(invocations.iloc[start:stop], nested, RECORD_LEAD)

    chunks = [
        partial(chunk, start, min(start + CHUNK_RECORDS, len(invocations)))
        for start in range(0, len(invocations), CHUNK_RECORDS)
    ]
    sample = validation_sample(len(invocations), _first_of_each(invocations["operator_name"]))
    return RecordArray(len(invocations), chunks, sample, "operator")


def kernel_records(kernels: pd.DataFrame) -> RecordArray:
    rows = np.flatnonzero((kernels["confidence"] == UNATTRIBUTED).to_numpy(bool))
    rows = rows[np.argsort(kernels["position"].to_numpy(np.int64)[rows], kind="stable")]

    def chunk(start: int) -> pa.Array:
        return kernel_texts(kernels.take(rows[start : start + CHUNK_RECORDS]), RECORD_LEAD)

    chunks = [partial(chunk, start) for start in range(0, len(rows), CHUNK_RECORDS)]

    sample = validation_sample(len(rows), _first_of_each(kernels["demangled_name"].take(rows)))
    return RecordArray(len(rows), chunks, sample, "kernel")


def summary_records(summary: pd.DataFrame) -> RecordArray:
    sample = validation_sample(len(summary), np.arange(len(summary), dtype=np.int64))
    return RecordArray(len(summary), [partial(summary_texts, summary, RECORD_LEAD)], sample, "summary")


def schema_validation(arrays: dict[str, RecordArray]) -> dict[str, Any]:
    """What ``write_profile`` validates against the schema (``checks.schema_validation``)."""
    return {
        "schema": SCHEMA,
        "policy": POLICY,
        "records": {
            key: {"total": records.size, "validated": len(records.validated)} for key, records in arrays.items()
        },
    }
