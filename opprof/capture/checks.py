"""Each capture checks its own output before it counts as one.

nsys and torch.profiler in one process both subscribe to CUPTI and the loser records nothing,
silently; so an empty trace, a trace without kernels inside the iteration markers or an
ncu CSV with another kernel count than the replay plan must fail the rule that made it.
"""

from __future__ import annotations

from pathlib import Path

from opprof.analysis.memory import memory_tables
from opprof.analysis.window import kineto_window, marker_manifest
from opprof.errors import OpprofError
from opprof.ingest import kineto, ncu, nsys
from opprof.ingest.memory import read_memory_document, read_memory_trace


def check_nsys_export(sqlite: Path, measured: int, eager: bool) -> int:
    """Kernels, one iteration marker per measured iteration, and for an eager model also emit_nvtx
    operator ranges and module ranges (compiled code runs few aten operators and has no module
    hooks). Returns the export's kernel count; which of them form the window is measured once,
    from the ingested tables (rule measured_window)."""
    kernels, ranges = nsys.read_kernels(sqlite), nsys.read_ranges(sqlite)
    markers = sorted(set(ranges.loc[ranges["kind"] == "iteration", "iteration"].dropna().astype(int)))
    if not markers:
        raise OpprofError(sqlite, "no measured window: the nsys capture holds no opprof:iteration marker")
    if len(markers) != measured:
        raise OpprofError(sqlite, f"nsys capture marks iterations {markers}, {measured} were measured")
    kinds = set(ranges["kind"].dropna())
    for kind, what in (("aten", "emit_nvtx operator ranges"), ("module", "opprof:module ranges")):
        if eager and kind not in kinds:
            raise OpprofError(sqlite, f"no {what}: the capture of an eager model must hold them")
    return len(kernels)


def check_kineto_trace(trace: Path, measured: int) -> int:
    """Kernels inside the iteration markers of a Kineto trace; returns their count."""
    ops, launches, kernels, _ = kineto.read_trace(trace)
    return len(kineto_window(ops, launches, kernels, marker_manifest(measured), trace))


def check_ncu_rows(csv: Path, expected: int) -> int:
    """The ncu CSV holds exactly the kernels the replay plan says ncu had to profile."""
    rows = len(ncu.read_raw_csv(csv).identity)
    if rows != expected:
        raise OpprofError(
            csv,
            f"ncu profiled {rows} kernels, the replay plan says {expected} under its scope: "
            "the runs did not launch the same kernels (or ncu skipped some)",
        )
    return rows


def check_memory_capture(trace: Path, memory: Path, measured: int) -> int:
    """The memory phase's memory.json holds every measured iteration and its trace allocator events
    of that device inside them; returns how many."""
    device = read_memory_document(memory, measured)["device"]
    ops, events = read_memory_trace(trace)
    return len(memory_tables(ops, events, device, str(trace))[1])
