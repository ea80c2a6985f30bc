"""Rules of rules/memory.smk: the memory phase's run summarised, joined to the profile's invocations,
and its page.
"""

from __future__ import annotations

from opprof import tables
from opprof.analysis.memory import memory_join, memory_summary, memory_tables, summary_fault
from opprof.bundle.manifest import read_json
from opprof.errors import OpprofError
from opprof.ingest.memory import read_memory_document, read_memory_trace
from opprof.io import read_table, write_json, write_table, write_text
from opprof.report.memory import render_memory_page


def memory(trace: str, document: str, measured: int, ops: str, events: str, summary: str) -> None:
    """The memory phase's run (a bundle's or this machine's) -> memory_ops, memory_events and its
    summary: the step's peak and what holds it, activations, optimizer state, cross-checks."""
    counts = read_memory_document(document, measured)
    trace_ops, allocator = read_memory_trace(trace)
    operators, events_frame = memory_tables(trace_ops, allocator, counts["device"], trace)
    summarised = memory_summary(operators, events_frame, trace_ops, counts)
    fault = summary_fault(summarised)
    if fault is not None:
        raise OpprofError(trace, fault)
    write_table(ops, tables.MEMORY_OPS, operators)
    write_table(events, tables.MEMORY_EVENTS, events_frame)
    write_json(summary, summarised)


def operator_memory(operators: str, kineto_ops: str, memory_ops: str, joined: str, check: str, trace: str) -> None:
    """Each operator invocation of the profile with its memory run's counterpart (same name, same
    ordinal in the measured iterations) and its kernels' DRAM traffic; a memory run of another
    program than the Kineto run's is refused, naming its ``trace``."""
    frame, record = memory_join(
        read_table(operators, tables.OPERATORS),
        read_table(kineto_ops, tables.KINETO_OPS),
        read_table(memory_ops, tables.MEMORY_OPS),
        trace,
    )
    write_table(joined, tables.OPERATOR_MEMORY, frame)
    write_json(check, record)


def memory_page(summary: str, page: str, name: str, source: str) -> None:
    """memory.html: the memory card of a memory phase, the bundle's or one run on this machine
    (``source``), headed by where it ran."""
    write_text(page, render_memory_page(read_json(summary), name, source))
