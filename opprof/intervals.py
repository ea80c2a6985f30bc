"""Nesting of host ranges (NVTX push/pop, Kineto cpu ops) and point-in-range lookups.

Vectorised with numpy: captures reach millions of ranges, so no per-range Python loops.
Ranges on one thread are assumed properly nested (push/pop and RAII-scoped ops are).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pandas as pd

IntArray = npt.NDArray[np.int64]


def nesting_depth(tid: IntArray, start: IntArray, end: IntArray) -> IntArray:
    """0 for a range no other range on its thread encloses, 1 for its children, and so on.

    At equal start times the longer range is the outer one; a range ending exactly when
    another starts does not enclose it.
    """
    n = len(start)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    order = sorted_order(tid, start, end)
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.arange(n, dtype=np.int64)
    keys = _thread_time_keys(tid, start, end)
    if keys is None:
        return _nesting_depth_by_events(tid, start, end)
    start_key, end_key = keys
    # Depth = ranges opened before this one on its thread (its rank, counting earlier threads
    # too) minus those closed by its start (earlier threads' ranges are all closed).
    closed = np.searchsorted(np.sort(end_key), start_key, side="right")
    return rank - closed


def _thread_time_keys(tid: IntArray, start: IntArray, end: IntArray) -> tuple[IntArray, IntArray] | None:
    """One sortable int64 per (thread, start) and per (thread, end): thread rank * span + time;
    None when threads x time span do not fit in an int64 (corrupt times)."""
    threads, rank = thread_ranks(tid)
    low = min(int(start.min()), int(end.min()))
    span = max(int(start.max()), int(end.max())) - low + 1
    if span * len(threads) >= 2**62:
        return None
    rank = rank.astype(np.int64) * np.int64(span)
    return rank + (start - low), rank + (end - low)


def _nesting_depth_by_events(tid: IntArray, start: IntArray, end: IntArray) -> IntArray:
    """nesting_depth by sorting start and end events together (any time values)."""
    n = len(start)
    # Events: ends sort before starts at the same instant (kind 0 < 1); among starts at one
    # instant the longer range goes first (key ~end: descending end without overflow).
    times = np.concatenate([start, end])
    kinds = np.concatenate([np.ones(n, dtype=np.int64), np.zeros(n, dtype=np.int64)])
    tids = np.concatenate([tid, tid])
    tiebreak = np.concatenate([~end, np.zeros(n, dtype=np.int64)])
    order = np.lexsort((tiebreak, kinds, times, tids))
    deltas = np.where(kinds[order] == 1, 1, -1)
    running = np.cumsum(deltas)
    depth = np.empty(n, dtype=np.int64)
    is_start = kinds[order] == 1
    depth[order[is_start]] = running[is_start] - 1
    return depth


def sorted_order(tid: IntArray, start: IntArray, end: IntArray) -> IntArray:
    """Order ranges by thread, start, and outer before inner at equal starts (stable)."""
    if len(tid) > 1:
        same_thread, same_start = tid[1:] == tid[:-1], start[1:] == start[:-1]
        ordered = (tid[1:] > tid[:-1]) | (
            same_thread & ((start[1:] > start[:-1]) | (same_start & (end[1:] <= end[:-1])))
        )
        if ordered.all():  # tables arrive sorted: keep the cost of a check
            return np.arange(len(tid), dtype=np.int64)
    return np.lexsort((~end, start, tid))


def first_overlap(key: IntArray, start: IntArray, end: IntArray) -> int:
    """Row of the first range (in key, start order) that starts before the previous range of its
    key ends, -1 where the ranges of every key run one after another."""
    order = np.lexsort((start, key))
    overlapping = (key[order][1:] == key[order][:-1]) & (start[order][1:] <= end[order][:-1])
    return int(order[1:][overlapping][0]) if overlapping.any() else -1


def thread_ranks(tid: IntArray) -> tuple[IntArray, IntArray]:
    """The distinct threads (sorted) and each row's rank among them (hashing, not a sort of rows)."""
    threads = np.sort(pd.unique(tid))
    return threads, np.searchsorted(threads, tid).astype(np.int64)


def _small_ints(values: IntArray) -> np.ndarray:
    """``values`` in the narrowest integer type that holds them: numpy sorts 16-bit ones by radix."""
    if len(values) and int(values.min()) >= -(2**15) and int(values.max()) < 2**15:
        return values.astype(np.int16)
    return values


def parent_index(tid: IntArray, start: IntArray, end: IntArray, depth: IntArray) -> IntArray:
    """Index of the innermost range that encloses each range, -1 for top-level ranges."""
    n = len(start)
    parent = np.full(n, -1, dtype=np.int64)
    if n == 0:
        return parent
    order = sorted_order(tid, start, end)
    # In sorted order a thread's ranges are contiguous: a range's parent is the last range one
    # level up before it, if that one is on the same thread.
    sorted_depth = depth[order]
    sorted_tid = tid[order]
    sorted_parent = np.full(n, -1, dtype=np.int64)
    by_level = np.argsort(_small_ints(sorted_depth), kind="stable")
    bounds = np.searchsorted(sorted_depth[by_level], np.arange(int(sorted_depth.max()) + 2))
    for level in range(1, int(sorted_depth.max()) + 1):
        children = by_level[bounds[level] : bounds[level + 1]]
        candidates = by_level[bounds[level - 1] : bounds[level]]
        hit = np.searchsorted(candidates, children, side="right") - 1
        ok = hit >= 0
        ok[ok] = sorted_tid[candidates[hit[ok]]] == sorted_tid[children[ok]]
        sorted_parent[children[ok]] = candidates[hit[ok]]
    has_parent = sorted_parent >= 0
    parent[order[has_parent]] = order[sorted_parent[has_parent]]
    return parent


def innermost_enclosing(
    range_tid: IntArray,
    range_start: IntArray,
    range_end: IntArray,
    range_parent: IntArray,
    point_tid: IntArray,
    point_time: IntArray,
) -> IntArray:
    """For each point, the index of the innermost range on its thread with start <= t <= end, or -1."""
    result = np.full(len(point_time), -1, dtype=np.int64)
    if len(range_start) == 0 or len(point_time) == 0:
        return result
    order = sorted_order(range_tid, range_start, range_end)
    tids, _ = thread_ranks(np.concatenate([range_tid, point_tid]))
    scale = np.int64(1) << np.int64(62 - int(np.ceil(np.log2(len(tids) + 1))))
    offset = min(int(range_start.min()), int(point_time.min()))
    span = max(int(range_end.max()), int(point_time.max())) - offset + 1
    if span >= scale:
        raise ValueError("time span too large to key by thread")
    key_r = np.searchsorted(tids, range_tid[order]) * scale + (range_start[order] - offset)
    key_p = np.searchsorted(tids, point_tid) * scale + (point_time - offset)
    hit = np.searchsorted(key_r, key_p, side="right") - 1
    candidate = np.where(hit >= 0, order[np.clip(hit, 0, None)], -1)
    same_thread = candidate >= 0
    same_thread[same_thread] = range_tid[candidate[same_thread]] == point_tid[same_thread]
    candidate[~same_thread] = -1
    # The last range started before t may have closed already: climb to its parents.
    while True:
        open_ = candidate >= 0
        closed = open_.copy()
        closed[open_] = range_end[candidate[open_]] < point_time[open_]
        if not closed.any():
            break
        candidate[closed] = range_parent[candidate[closed]]
    result[:] = candidate
    return result


def union(start: IntArray, end: IntArray) -> tuple[IntArray, IntArray]:
    """The union of intervals as disjoint intervals in time order (touching ones merged): the
    time a GPU's streams were busy, counting overlapping kernels once."""
    if len(start) == 0:
        return start[:0].astype(np.int64), end[:0].astype(np.int64)
    order = np.lexsort((end, start))
    start, end = start[order].astype(np.int64), end[order].astype(np.int64)
    reach = np.maximum.accumulate(end)
    opens = np.r_[True, start[1:] > reach[:-1]]
    # A merged interval ends where the running end stands at its last member.
    return start[opens], reach[np.r_[opens[1:], True]]


def covered(start: IntArray, end: IntArray, low: int, high: int) -> int:
    """Time of [low, high] that disjoint, time-ordered intervals (``union``) cover."""
    first, last = int(np.searchsorted(end, low, side="right")), int(np.searchsorted(start, high, side="left"))
    start, end = start[first:last], end[first:last]
    return int(np.clip(np.minimum(end, high) - np.maximum(start, low), 0, None).sum())


def covered_before(start: IntArray, end: IntArray, time: IntArray) -> IntArray:
    """For each of ``time``, how long disjoint, time-ordered intervals (``union``) cover before it."""
    lengths = np.r_[0, np.cumsum(end - start)]
    last = np.searchsorted(start, time, side="right") - 1
    at = np.maximum(last, 0)
    return np.where(last >= 0, lengths[at] + np.minimum(time, end[at]) - start[at], 0).astype(np.int64)


def overlap(a: tuple[IntArray, IntArray], b: tuple[IntArray, IntArray]) -> int:
    """Time two unions (``union``) share."""
    start, end = b
    if len(start) == 0 or len(a[0]) == 0:
        return 0
    return int((covered_before(start, end, a[1]) - covered_before(start, end, a[0])).sum())
