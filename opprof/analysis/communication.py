"""Communication: the kernels of collectives, what each one is, the bytes it moved where a capture
says, and per measured iteration how much of its time the GPU also computed (overlap).

A kernel is a collective by its name (NCCL's ``ncclKernel_<Collective>_...`` and
``ncclDevKernel_<Collective>_...``; RCCL keeps the names) or by the operator that launched it
(``c10d::``, ``_c10d_functional::``, ``symm_mem::``, torch.profiler's ``nccl:`` and ``gloo:``
ranges): PyTorch's symmetric-memory all-reduce is a kernel of its own, not NCCL's. Times come from
the nsys timeline; a step's communication is overlapped while any compute kernel runs at the same
time on another stream, exposed otherwise.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import numpy as np
import pandas as pd

from opprof.intervals import IntArray, overlap, union

ALL_REDUCE = "all-reduce"
# NCCL's collective token (the word after Kernel_) per kind; Generic kernels carry several.
_NCCL_KINDS = {
    "AllReduce": ALL_REDUCE,
    "ReduceScatter": "reduce-scatter",
    "AllGather": "all-gather",
    "Broadcast": "broadcast",
    "Reduce": "reduce",
    "SendRecv": "send/recv",
    "Send": "send/recv",
    "Recv": "send/recv",
    "AllToAll": "all-to-all",
}
_NCCL = re.compile(r"nccl(?:Dev)?Kernel_([A-Za-z]+)")
_SYMMETRIC_ALL_REDUCE = re.compile(r"(?:multimem|one_shot|two_shot)_all_reduce")
# A collective's kernel by its name alone: what ncu must not replay. Its replay serialises the
# kernel and reruns it alone, while a collective waits on kernels of the other ranks: ncu hangs
# (NCCL's issue tracker reports it in kernel and application replay alike).
COLLECTIVE_KERNEL = re.compile(f"{_NCCL.pattern}|{_SYMMETRIC_ALL_REDUCE.pattern}")
# ncu's --kernel-name filter that profiles every kernel but those (ncu's regex has lookahead:
# measured with ncu 2025.3 on the H200: benchmarks/device/ncu_kernel_filter.sh, its output in
# benchmarks/h200/ncu_kernel_filter.txt; --launch-skip and --launch-count then count matches only).
NCU_WITHOUT_COLLECTIVES = f"regex:^(?!.*({COLLECTIVE_KERNEL.pattern}))"
# The base names (namespace dropped) of the operators and profiler ranges that launch collectives.
_OPERATOR_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        (ALL_REDUCE, r"_?all_?reduce.*|.*_all_reduce_?"),
        ("reduce-scatter", r"_?reduce_scatter.*"),
        ("all-gather", r"_?all_?gather.*"),
        ("all-to-all", r"_?all_?to_?all.*"),
        ("broadcast", r"_?broadcast_?"),
        ("send/recv", r"_?(send|recv|recv_any_source)_?"),
        ("barrier", r"_?barrier_?"),
    )
)
_COMMUNICATION_NAMESPACES = ("c10d", "_c10d_functional", "c10d_functional", "symm_mem", "nccl", "gloo")
OTHER_COLLECTIVE = "collective"
SOURCE = (
    "nsys kernel timeline; collectives by NCCL kernel name or c10d/symm_mem operator; bytes from the "
    "Kineto trace's kernel arguments (In msg nelems x dtype), null where it has none"
)


@cache  # a window repeats a few names over up to a million kernels
def collective_of(kernel_name: str, operator_name: str | None = None) -> str | None:
    """The kind of collective a kernel is part of, or None for a compute kernel."""
    nccl = _NCCL.search(kernel_name)
    if nccl:
        return _NCCL_KINDS.get(nccl.group(1), OTHER_COLLECTIVE)
    if _SYMMETRIC_ALL_REDUCE.search(kernel_name):
        return ALL_REDUCE
    namespace, _, base = (operator_name or "").rpartition("::")
    if not namespace:
        namespace, _, base = (operator_name or "").partition(":")
    if namespace not in _COMMUNICATION_NAMESPACES:
        return None
    return next((kind for kind, pattern in _OPERATOR_KINDS if pattern.fullmatch(base)), OTHER_COLLECTIVE)


def collective_kernels(names: pd.Series) -> np.ndarray:
    """Whether each kernel is a collective's by its name (``COLLECTIVE_KERNEL``)."""
    distinct, codes = np.unique(names.astype(str).to_numpy(), return_inverse=True)
    return np.array([bool(COLLECTIVE_KERNEL.search(n)) for n in distinct], dtype=bool)[codes]


def collectives(names: pd.Series, operators: pd.Series) -> pd.Series:
    """``collective_of`` per kernel (null for compute kernels), decided once per distinct pair of
    kernel and operator name: a window of a million kernels holds a few hundred."""
    pairs = pd.MultiIndex.from_arrays([names.astype(str), operators.astype("string")])
    codes, distinct = pairs.factorize()
    kinds = [collective_of(n, None if pd.isna(o) else str(o)) for n, o in distinct]
    return pd.Series(np.array(kinds, dtype=object)[codes], index=names.index, dtype="string")


def _union_of(start: IntArray, duration: IntArray) -> tuple[IntArray, IntArray]:
    return union(start, start + duration)


def iteration_overlap(kernels: pd.DataFrame, is_collective: np.ndarray) -> list[dict[str, Any]]:
    """Per measured iteration: time any collective ran, time any compute kernel ran, the part of
    the first the second covered, and what was left exposed (streams overlapping count once)."""
    rows = []
    iterations = kernels["iteration"].to_numpy(np.int64)
    starts, durations = kernels["start_ns"].to_numpy(np.int64), kernels["duration_ns"].to_numpy(np.int64)
    for iteration in np.unique(iterations):
        chosen = iterations == iteration
        mask, start, duration = is_collective[chosen], starts[chosen], durations[chosen]
        communication = _union_of(start[mask], duration[mask])
        compute = _union_of(start[~mask], duration[~mask])
        communication_ns = int((communication[1] - communication[0]).sum())
        overlapped = overlap(communication, compute)
        rows.append(
            {
                "iteration": int(iteration),
                "communication_ns": communication_ns,
                "compute_ns": int((compute[1] - compute[0]).sum()),
                "overlapped_ns": overlapped,
                "exposed_ns": communication_ns - overlapped,
            }
        )
    return rows


def _by_collective(frame: pd.DataFrame) -> list[dict[str, Any]]:
    rows = []
    for kind, group in frame.groupby("collective", sort=True):
        known = group["message_bytes"].notna()
        rows.append(
            {
                "collective": str(kind),
                "kernels": len(group),
                "duration_ns": int(group["duration_ns"].sum()),
                "bytes": int(group["message_bytes"].sum()) if known.all() else None,
                "bytes_known_kernels": int(known.sum()),
            }
        )
    return sorted(rows, key=lambda r: (-r["duration_ns"], r["collective"]))


def communication(kernels: pd.DataFrame, message_bytes: pd.Series) -> dict[str, Any]:
    """The profile's communication section, from the window's kernels (``kernels.parquet``:
    iteration, start_ns, duration_ns, demangled_name, operator_name) and each kernel's message
    bytes (null where the capture has none)."""
    kernels = kernels.reset_index(drop=True)
    kinds = collectives(kernels["demangled_name"], kernels["operator_name"])
    is_collective = kinds.notna().to_numpy(bool)
    chosen = kernels[is_collective].assign(
        collective=kinds[is_collective], message_bytes=message_bytes.reset_index(drop=True)[is_collective]
    )
    iterations = iteration_overlap(kernels, is_collective) if is_collective.any() else []
    communication_ns = sum(r["communication_ns"] for r in iterations)
    return {
        "source": SOURCE,
        "kernels": int(is_collective.sum()),
        "duration_ns": int(chosen["duration_ns"].sum()),
        "collectives": _by_collective(chosen),
        "iterations": iterations,
        "overlapped_share": (
            sum(r["overlapped_ns"] for r in iterations) / communication_ns if communication_ns else None
        ),
    }
