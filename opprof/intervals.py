"""Nesting of host ranges (NVTX push/pop, Kineto cpu ops) and point-in-range lookups.

Vectorised with numpy: captures reach millions of ranges, so no per-range Python loops.
Ranges on one thread are assumed properly nested (push/pop and RAII-scoped ops are).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]


def nesting_depth(tid: IntArray, start: IntArray, end: IntArray) -> IntArray:
    """0 for a range no other range on its thread encloses, 1 for its children, and so on.

    At equal start times the longer range is the outer one; a range ending exactly when
    another starts does not enclose it.
    """
    n = len(start)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    # Events: ends sort before starts at the same instant (kind 0 < 1); among starts at one
    # instant the longer range goes first (key -end).
    times = np.concatenate([start, end])
    kinds = np.concatenate([np.ones(n, dtype=np.int64), np.zeros(n, dtype=np.int64)])
    tids = np.concatenate([tid, tid])
    tiebreak = np.concatenate([-end, np.zeros(n, dtype=np.int64)])
    order = np.lexsort((tiebreak, kinds, times, tids))
    deltas = np.where(kinds[order] == 1, 1, -1)
    running = np.cumsum(deltas)
    depth = np.empty(n, dtype=np.int64)
    is_start = kinds[order] == 1
    depth[order[is_start]] = running[is_start] - 1
    # Different threads interleave in one cumsum: subtract what other threads contributed.
    thread_base = _thread_offsets(tids[order], running - deltas)
    depth[order[is_start]] -= thread_base[is_start]
    return depth


def _thread_offsets(sorted_tids: IntArray, before: IntArray) -> IntArray:
    """For events sorted by thread, the running count at the first event of each thread."""
    first = np.r_[True, sorted_tids[1:] != sorted_tids[:-1]]
    group = np.cumsum(first) - 1
    return before[first][group]


def sorted_order(tid: IntArray, start: IntArray, end: IntArray) -> IntArray:
    """Order ranges by thread, start, and outer before inner at equal starts."""
    return np.lexsort((-end, start, tid))


def parent_index(tid: IntArray, start: IntArray, end: IntArray, depth: IntArray) -> IntArray:
    """Index of the innermost range that encloses each range, -1 for top-level ranges."""
    n = len(start)
    parent = np.full(n, -1, dtype=np.int64)
    if n == 0:
        return parent
    order = sorted_order(tid, start, end)
    position = np.empty(n, dtype=np.int64)
    position[order] = np.arange(n)
    for level in range(1, int(depth.max()) + 1):
        children = np.flatnonzero(depth == level)
        candidates = np.flatnonzero(depth == level - 1)
        candidates = candidates[np.lexsort((position[candidates], tid[candidates]))]
        # Parent: the last level-1 range on the same thread that comes before the child.
        key_c = _thread_position_key(tid[candidates], position[candidates], tid, n)
        key_x = _thread_position_key(tid[children], position[children], tid, n)
        hit = np.searchsorted(key_c, key_x, side="right") - 1
        ok = hit >= 0
        ok[ok] = tid[candidates[hit[ok]]] == tid[children[ok]]
        parent[children[ok]] = candidates[hit[ok]]
    return parent


def _thread_position_key(tids: IntArray, positions: IntArray, all_tids: IntArray, n: int) -> IntArray:
    """One sortable integer per (thread, position): thread rank * n + position."""
    uniq = np.unique(all_tids)
    return np.searchsorted(uniq, tids).astype(np.int64) * n + positions


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
    tids = np.unique(np.concatenate([range_tid, point_tid]))
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
