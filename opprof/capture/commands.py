"""The tool command lines of each capture phase, as argument lists (no shell, no quoting).

Why the flags: ``-t cuda,nvtx --sample=none --cpuctxsw=none --backtrace=none`` keep an nsys
capture at about 1.7 MB instead of about 2 GB; ncu's default clock control locks clocks to base,
so ``--clock-control none``; the profiler API start/stop around the measured window chooses the
iterations, ``--launch-skip/--launch-count`` a span of launches inside it.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from opprof.counters import catalogue, requested_metric_names
from opprof.errors import OpprofError

ReplayMode = Literal["application", "kernel"]
PrintUnits = Literal["default", "base"]


def nsys_profile(nsys: str, report_stem: Path, program: Sequence[str]) -> list[str]:
    """``nsys profile`` with CUDA and NVTX tracing only; writes ``<report_stem>.nsys-rep``. CUDA
    graphs are traced node by node: at nsys's default (graph level) their kernels have no rows."""
    return [
        nsys,
        "profile",
        "-t",
        "cuda,nvtx",
        "--cuda-graph-trace=node",
        "--sample=none",
        "--cpuctxsw=none",
        "--backtrace=none",
        "--force-overwrite",
        "true",
        "-o",
        str(report_stem),
        *program,
    ]


def nsys_export(nsys: str, report: Path, sqlite: Path) -> list[str]:
    return [nsys, "export", "--type", "sqlite", "--force-overwrite", "true", "-o", str(sqlite), str(report)]


def ncu_profile(
    ncu: str,
    metrics: Sequence[str],
    replay_mode: ReplayMode,
    report_stem: Path,
    program: Sequence[str],
    launches: tuple[int, int] | None = None,
    kernel_filter: str | None = None,
) -> list[str]:
    """``ncu`` profiling only between cudaProfilerStart/Stop (the harness's window); writes
    ``<stem>.ncu-rep``. ``launches``: (skip, count) of the launches inside that window only
    (measured on the H200 with ncu 2025.3: ncu counts no launch outside the profiler's range);
    ``kernel_filter``: a --kernel-name value, which launch-skip and launch-count then count within."""
    span = ["--launch-skip", str(launches[0]), "--launch-count", str(launches[1])] if launches else []
    # Matched against the demangled name: NCCL's and the symmetric-memory kernels' names
    # whole, whatever namespace or template wraps them.
    span += ["--kernel-name-base", "demangled", "--kernel-name", kernel_filter] if kernel_filter else []
    return [
        ncu,
        "--clock-control",
        "none",
        "--replay-mode",
        replay_mode,
        "--profile-from-start",
        "off",
        *span,
        "--metrics",
        ",".join(metrics),
        "--print-kernel-base",
        "mangled",
        "--force-overwrite",
        "-o",
        str(report_stem),
        *program,
    ]


def ncu_export(ncu: str, report: Path, print_units: PrintUnits) -> list[str]:
    """Raw page as CSV on stdout. ``default`` units keep full precision (scaled per column, units
    row below the header); ``base`` prints ns/bytes but rounds values to two decimals."""
    units = ["--print-units", "base"] if print_units == "base" else []
    return [ncu, "--import", str(report), "--csv", "--page", "raw", "--print-kernel-base", "mangled", *units]


def metric_names(selection: str | Sequence[str]) -> list[str]:
    """The ncu metric names of a counter group: ``all``, or logical counters (every name variant of
    each, from counters.yaml) and raw ncu metric names (``unit__metric.suffix``), sorted, unique."""
    if selection == "all":
        return requested_metric_names()
    known = {c.name: c.names for c in catalogue()}
    names: set[str] = set()
    for item in selection:
        if item in known:
            names.update(known[item])
        elif "__" in item:
            names.add(item)
        else:
            raise OpprofError(
                None, f"counter group names {item!r}: neither a counter of counters.yaml nor an ncu metric"
            )
    return sorted(names)


def shell_line(*commands: Sequence[str]) -> str:
    """The commands as one copy-pasteable shell line, joined with ``&&``."""
    return " && ".join(shlex.join(c) for c in commands)
