"""Rules of rules/host.smk: host time (Self CPU, CPU total), the regime, compile cost and the
collectives.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from opprof import tables
from opprof.analysis import host_parts, host_time
from opprof.analysis.communication import communication as communication_of
from opprof.analysis.timing_check import check_timing, kernel_busy
from opprof.analysis.window import kineto_window
from opprof.bundle.manifest import MANIFEST, read_json, read_timing, workload_differences
from opprof.errors import OpprofError
from opprof.io import read_table, write_json, write_table


def host_events(kineto_ops: str, kineto_calls: str, events: str, bundle: str) -> None:
    """Every Kineto host event of the measured iterations with its CPU total and Self CPU."""
    table = host_time.host_events(
        read_table(kineto_ops, tables.KINETO_OPS),
        read_table(kineto_calls, tables.KINETO_CALLS),
        Path(bundle) / "capture.json",
    )
    write_table(events, tables.HOST_EVENTS, table)


def compile_cost(
    manifest: str,
    host_events: str,
    regime: str,
    record: str,
    bundle: str,
    eager_regime: str | None = None,
    eager_manifest: str | None = None,
    eager: str | None = None,
    eager_bundle: str | None = None,
) -> None:
    """What torch.compile costs a compiled workload per step, against its eager variant
    (``eager``, whose regime record and capture.json are ``eager_regime`` and ``eager_manifest``)
    where that is profiled too, on the same GPU. An eager bundle of another workload is refused,
    naming both bundles' capture.json (``bundle``, ``eager_bundle``)."""
    document = read_json(manifest)
    against, reason = None, None
    if eager and eager_regime and eager_manifest:
        eager_document = read_json(eager_manifest)
        other = workload_differences(document, eager_document)
        if other:
            raise OpprofError(
                Path(bundle) / MANIFEST,
                f"its eager variant {Path(eager_bundle or eager) / MANIFEST} is another "
                f"workload ({other}): compile cost compares a compiled workload with its own eager run only",
            )
        reason = host_time.other_gpu(document, eager_document)
        against = None if reason else (eager, read_json(eager_regime))
    found = host_time.compile_cost(
        read_table(host_events, tables.HOST_EVENTS), read_json(regime), document.get("compile"), against, reason
    )
    write_json(record, found)


COMMUNICATION_COLUMNS = tables.ATTRIBUTED.select(
    "iteration", "start_ns", "duration_ns", "demangled_name", "operator_name", "kineto_kernel_index"
)


def regime(
    manifest: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    kineto_calls: str,
    kineto_memory: str,
    host_events: str,
    nsys_ranges: str,
    nsys_window: str,
    record: str,
    bundle: str,
    timing: str | None = None,
) -> None:
    """Host-bound, GPU-bound or mixed, from the critical path of the step model (the Kineto steps
    replayed at the timing phase's host time); per measured iteration, per user region and over
    the window the evidence; and how much each capture stretches a step's host time."""
    ops = read_table(kineto_ops, tables.KINETO_OPS)
    launches = read_table(kineto_launches, tables.KINETO_LAUNCHES)
    k_kernels = read_table(kineto_kernels, tables.KINETO_KERNELS)
    path = Path(bundle) / "capture.json"
    document = read_json(manifest)
    window = (
        kineto_window(ops, launches, k_kernels, document, path)
        if len(k_kernels)
        else k_kernels.assign(iteration=pd.Series(dtype="int64"))
    )
    ranges = read_table(nsys_ranges, tables.NSYS_RANGES, host_parts.NSYS_COLUMNS)
    timed = read_timing(timing, int(document["iterations"]["measured"]), document["name"]) if timing else None
    if timed is not None:
        check_timing(timed, kernel_busy(window), str(timing))
    found = host_time.regime(
        ops,
        launches,
        window,
        read_table(host_events, tables.HOST_EVENTS),
        ranges,
        read_table(nsys_window, tables.NSYS_WINDOW, ["iteration", "start_ns", "end_ns"]),
        timed,
        read_table(kineto_calls, tables.KINETO_CALLS),
        read_table(kineto_memory, tables.KINETO_MEMORY),
        k_kernels,
        path,
    )
    write_json(record, found)


def communication(attributed: str, kineto_kernels: str, record: str) -> None:
    """Collectives of the window: their kinds, time, bytes where Kineto recorded them, and per
    iteration how much of their time compute kernels overlapped on the nsys timeline. It reads the
    attributed kernels (what kernels.parquet holds but the operator index), so that it runs beside
    aggregation rather than after it."""
    kernel_table = read_table(attributed, tables.ATTRIBUTED, COMMUNICATION_COLUMNS)
    sizes = read_table(kineto_kernels, tables.KINETO_KERNELS, ["message_bytes"])["message_bytes"]
    index = kernel_table["kineto_kernel_index"]
    known = index.notna().to_numpy(bool)
    message_bytes = pd.Series(pd.NA, index=kernel_table.index, dtype="Int64")
    message_bytes[known] = sizes.to_numpy()[index[known].to_numpy("int64")]
    write_json(record, communication_of(kernel_table, message_bytes))
