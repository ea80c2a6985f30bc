"""timing.json held against the step's own kernels, before any step time is taken from it.

The timing phase synchronises the device after every step, so a step's wall time holds all of
its kernels: it can never be shorter than the time they kept the GPU busy. And once the step's
call has returned, the host only waits for the kernels it queued: the wall time past the host
time is at most their busy time, plus the latency of a launch and of the synchronisation. The
kernels come from another run (Kineto's, profiled), whose kernel durations differ a little from
an unprofiled run's: both bounds allow ``TOLERANCE`` of them. Times that break a bound are another
program's (another workload's timing.json, a hand edit), and are refused naming timing.json.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.errors import OpprofError
from opprof.intervals import union

# Kineto's kernel durations against an unprofiled run's: they may differ by this share.
TOLERANCE = 0.10
# What a step's wall time may hold past its host time and its kernels: the last launch's latency
# and the synchronisation's return (tens of µs on the shipped H200 bundles, docs/trust.md).
SYNC_LATENCY_NS = 100_000


def kernel_busy(window: pd.DataFrame) -> dict[int, int]:
    """Per measured iteration of a Kineto window (kernels with their ``iteration``), the time any
    of its kernels ran (streams that overlap count once), in ns."""
    iteration = window["iteration"].to_numpy(np.int64)
    busy = {}
    for k in np.unique(iteration):
        kernels = window[iteration == k]
        starts, ends = union(kernels["start_ns"].to_numpy(np.int64), kernels["end_ns"].to_numpy(np.int64))
        busy[int(k)] = int((ends - starts).sum())
    return busy


def check_timing(timing: dict[str, Any], busy: dict[int, int], path: str | Path) -> None:
    """Refuse ``timing`` (timing.json at ``path``) where a measured step's wall time falls short of
    its kernels' busy time (``busy``: per profiled iteration, ``kernel_busy``) by more than
    ``TOLERANCE``, or its wall time past its host time exceeds that busy time by more than
    ``TOLERANCE`` and ``SYNC_LATENCY_NS``. A step the Kineto run did not profile (the timing phase
    times more) is held to the least busy iteration for the first bound, the busiest for the
    second. Nothing to hold it to without Kineto kernels."""
    if not busy:
        return
    least, most = min(busy.values()), max(busy.values())
    for step in timing["steps"]:
        k = step["iteration"]
        if k is None:
            continue
        wall, host = int(step["wall_ns"]), int(step["host_ns"])
        floor, ceiling = busy.get(k, least), busy.get(k, most)
        where = f"step {step['step']} (measured iteration {k}): wall_ns {wall}, host_ns {host}"
        if wall * (1 + TOLERANCE) < floor:
            raise OpprofError(
                path,
                f"{where}, shorter than the {floor} ns its kernels kept the GPU busy (Kineto) by more than "
                f"{TOLERANCE:.0%}: the timing phase waits for a step's kernels, so these are not this workload's times",
            )
        if wall - host > ceiling * (1 + TOLERANCE) + SYNC_LATENCY_NS:
            raise OpprofError(
                path,
                f"{where}: {wall - host} ns after its call returned, more than its kernels' {ceiling} ns (Kineto) "
                f"plus {TOLERANCE:.0%} and {SYNC_LATENCY_NS} ns of launch and synchronisation: "
                "these are not this workload's times",
            )
