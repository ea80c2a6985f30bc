"""Sequence dedup: runs of the launch sequence that repeat exactly, found without module ranges.

An LSTM launches the same three kernels per time step, a compiled transformer the same body per
layer, an optimizer the same kernel per parameter chunk, and none of them needs a module hook to
be seen: the launch sequence itself repeats. A position takes its counters from an earlier one
only inside a run of at least ``MIN_RUN`` consecutive launches that equals an earlier run kernel
for kernel (name and launch configuration): one identical launch alone is no evidence (cuBLAS
runs the K = 768 and K = 3072 GEMMs of a transformer block with one kernel and one grid), a run of
eight rarely lies. The parse is greedy, left to right, against the earliest occurrence of the
next ``MIN_RUN`` launches, as LZ77 parses text; the run may overlap its source (a tandem repeat),
whose positions are then themselves copies and are followed back to a measured one.

ncu selects what it profiles by launch ordinal (``--launch-skip``/``--launch-count`` count only
launches inside the profiler's range), one contiguous span per program run. The measured
positions become spans; a gap between two is measured too where profiling it costs less than
another program run (``ReplayCost``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]

# Shorter runs repeat by chance: eight launches span more than one GEMM and its epilogue.
MIN_RUN = 8


@dataclass(frozen=True)
class ReplayCost:
    """What one ncu program run costs before its first kernel, and each profiled kernel."""

    run_s: float
    kernel_s: float


def repeat_sources(codes: IntArray, min_run: int = MIN_RUN) -> IntArray:
    """Per position of ``codes`` (one integer per kernel identity, in launch order), the earlier
    position whose counters it may take (itself a copy, in a tandem repeat), or itself where it
    must be measured."""
    size = len(codes)
    source = np.arange(size, dtype=np.int64)
    if size < 2 * min_run:
        return source
    # Each window of min_run codes as one hashable row; the earliest start of each is the match.
    windows = np.lib.stride_tricks.sliding_window_view(codes, min_run)
    _, first_start, inverse = np.unique(windows, axis=0, return_index=True, return_inverse=True)
    earliest = first_start[inverse.ravel()]
    values = codes.tolist()
    i = 0
    while i < size:
        j = int(earliest[i]) if i < len(earliest) else i
        if j == i:
            i += 1
            continue
        length = min_run
        while i + length < size and values[i + length] == values[j + length]:
            length += 1
        source[i : i + length] = np.arange(j, j + length, dtype=np.int64)
        i += length
    return source


def measured_runs(measured: npt.NDArray[np.bool_], cost: ReplayCost, circular: bool = False) -> list[tuple[int, int]]:
    """[skip, count] spans of launch ordinals that cover every ``measured`` one, in launch order, a
    gap between two filled where its kernels cost less than one more program run. ``circular``:
    ncu sees the iteration twice in a row (ordinal o and o + len(measured) are the same launch),
    so a span may run past the iteration's end into the next one: the head of an iteration and its
    tail cost one run, not two."""
    size = len(measured)
    ordinals = np.flatnonzero(measured)
    if not len(ordinals):
        return []
    breaks = np.flatnonzero(np.diff(ordinals) > 1)
    starts = ordinals[np.r_[0, breaks + 1]]
    stops = ordinals[np.r_[breaks, len(ordinals) - 1]] + 1
    # gaps[i]: the launches between span i and the next (for a circle, the last and the first).
    gaps = np.r_[starts[1:] - stops[:-1], starts[0] + size - stops[-1]] if circular else starts[1:] - stops[:-1]
    split = gaps * cost.kernel_s >= cost.run_s
    order = np.arange(len(starts))
    if circular:
        if not split.any():
            split[int(np.argmax(gaps))] = True
        # The run opens after the last split gap; the spans after the wrap lie one iteration on.
        first = (int(np.flatnonzero(split)[-1]) + 1) % len(starts)
        order = np.r_[first : len(starts), 0:first]
        shift = np.where(np.arange(len(starts)) < first, size, 0)
        starts, stops = starts + shift, stops + shift
    runs = [[int(starts[order[0]]), int(stops[order[0]])]]
    for before, span in zip(order[:-1].tolist(), order[1:].tolist(), strict=True):
        if split[before]:
            runs.append([int(starts[span]), int(stops[span])])
        else:
            runs[-1][1] = int(stops[span])
    # A run that starts in the next iteration is the same launches one iteration earlier.
    return sorted((start % size, stop - start) for start, stop in runs)
