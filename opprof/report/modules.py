"""The report's module tree: kernel time by nn.Module path, like torch.profiler's with_modules
view. Each kernel belongs to the innermost ``opprof:module`` NVTX range around its launch on the
launching thread (the module hooks opprof's harness inserts); a backward kernel, launched from
autograd's thread outside every module range, belongs to the module of the forward operator it
differentiates (its autograd link: that invocation's emit_nvtx range, where it started). A
module's self time is its own kernels', its inclusive time adds every module below it in the
dotted path; a training step's tree splits both by part of the step.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.phases import BACKWARD, innermost_range
from opprof.tables import NVTX_OPERATORS, STEP_PHASES
from opprof.units import format_count, format_ns, format_share

# The model itself: hooks name the root module "" (its children "transformer", "h.0", ...).
ROOT = ""
# Kernels in no module: a training step's loss and optimizer, backward kernels with no forward link.
OUTSIDE = "(outside every module range)"
# Where a kernel's module is read: its launch, or the forward operator a backward kernel differentiates.
FROM_LAUNCH, FROM_FORWARD = "launch", "forward operator"
# What innermost_modules gives each kernel.
MODULE_COLUMNS = ("module", "module_from")
# What the backward kernels' modules read of the window's aten ranges.
FORWARD_COLUMNS = NVTX_OPERATORS.select("tid", "start_ns", "operator_name", "call_index")
# Depths opened on load: the model and its first level.
OPEN_DEPTH = 2


def innermost_modules(
    details: pd.DataFrame, modules: pd.DataFrame, operators: pd.DataFrame | None = None
) -> pd.DataFrame | None:
    """Per kernel (launch_tid, launch_start_ns, forward_operator, forward_call_index, phase),
    ``module``: the module_name of the innermost module range (RANGE_COLUMNS, kind module) around
    the point it is read at, NA outside every one, and ``module_from``: that point, ``launch`` or,
    for a backward kernel whose forward invocation is in ``operators`` (FORWARD_COLUMNS: the
    window's aten ranges by name and call index), ``forward operator``. None without module ranges
    or launch calls (profile.json keeps none)."""
    launched = (details["launch_tid"].notna() & details["launch_start_ns"].notna()).to_numpy(bool)
    if modules.empty or not launched.any():
        return None
    tid = details["launch_tid"].to_numpy(np.int64, na_value=-1)
    time = details["launch_start_ns"].to_numpy(np.int64, na_value=-1)
    linked = np.zeros(len(details), dtype=bool)
    if operators is not None and not operators.empty:
        index = pd.MultiIndex.from_frame(operators[["operator_name", "call_index"]].astype(object))
        keys = pd.MultiIndex.from_frame(details[["forward_operator", "forward_call_index"]].astype(object))
        row = index.get_indexer(keys)  # -1: no link, or its operator outside the window's ranges
        linked = (details["phase"] == BACKWARD).to_numpy(bool) & (row >= 0)
        tid = np.where(linked, operators["tid"].to_numpy(np.int64)[row], tid)
        time = np.where(linked, operators["start_ns"].to_numpy(np.int64)[row], time)
    hit = np.where(launched | linked, innermost_range(modules.reset_index(drop=True), "tid", tid, time), -1)
    names = np.array([*modules["module_name"].fillna(ROOT).astype(str), None], dtype=object)  # hit -1: None
    return pd.DataFrame(
        {
            "module": pd.Series(names[hit], index=details.index, dtype="string"),
            "module_from": pd.Series(
                np.where(linked, FROM_FORWARD, FROM_LAUNCH), index=details.index, dtype="string"
            ).where(hit >= 0),
        }
    )


def parent_of(name: str, known: set[str]) -> str | None:
    """The nearest module above ``name`` in its dotted path that has a range of its own
    (``transformer.h.0`` sits under ``transformer``: the ModuleList ``transformer.h`` runs no
    forward), the root for a first-level name, None for the root."""
    if name == ROOT:
        return None
    parts = name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        if (above := ".".join(parts[:cut])) in known:
            return above
    return ROOT


def _phases(present: set[str]) -> str:
    return " · ".join(p for p in STEP_PHASES if p in present) or "n/a"


def _node(
    name: str, kind: str, calls: str, kernels: pd.DataFrame, children: list[dict[str, Any]], total: int
) -> dict[str, Any]:
    """One line of the tree: ``kernels`` its own (self), ``children`` the nodes below it."""
    self_ns = int(kernels["duration_ns"].sum())
    inclusive_ns = self_ns + sum(c["inclusive_ns"] for c in children)
    count = len(kernels) + sum(c["kernel_count"] for c in children)
    own = kernels.groupby("phase")["duration_ns"].sum()
    part_ns = {p: int(own.get(p, 0)) + sum(c["part_ns"][p] for c in children) for p in STEP_PHASES}
    present = set(kernels["phase"].dropna()).union(*(c["present"] for c in children))
    return {
        "name": name,
        "type": kind,
        "calls": calls,
        "inclusive_ns": inclusive_ns,
        "self_ns": self_ns,
        "part_ns": part_ns,
        "kernel_count": count,
        "present": present,
        "inclusive": format_ns(inclusive_ns),
        "self": format_ns(self_ns),
        "parts": {p: format_ns(ns) if ns else "—" for p, ns in part_ns.items()},
        "kernels": format_count(count),
        "share": format_share(inclusive_ns / total) if total else "n/a",
        "phases": _phases(present),
        "children": children,
    }


def tree_parts(view: pd.DataFrame) -> list[str]:
    """The parts of the step the tree splits its time by: those of the window, none for one part."""
    present = [p for p in STEP_PHASES if (view["phase"] == p).any()]
    return present if len(present) > 1 else []


def backward_coverage(view: pd.DataFrame) -> dict[str, str] | None:
    """How many backward kernels, and how much of their time, the tree places in a module through
    their forward operator; None without backward kernels."""
    backward = view[view["phase"] == BACKWARD]
    if backward.empty:
        return None
    placed = backward[backward["module_from"] == FROM_FORWARD]
    total = int(backward["duration_ns"].sum())
    return {
        "kernels": format_count(len(placed)),
        "of": format_count(len(backward)),
        "share": format_share(int(placed["duration_ns"].sum()) / total) if total else "n/a",
    }


def module_tree(view: pd.DataFrame, modules: pd.DataFrame) -> list[dict[str, Any]]:
    """The module tree's top nodes (the model, then the kernels outside every module): per
    module path its type, calls, kernels, inclusive and self kernel time, share of the window's
    kernel time, the parts of the step its kernels ran in and its children, in the order they
    first ran. ``view``: kernels with their innermost ``module`` (``innermost_modules``)."""
    names = modules["module_name"].fillna(ROOT).astype(str)
    types = dict(zip(names, modules["module_type"].astype(str), strict=True))
    calls = names.value_counts()
    first_run = modules["start_ns"].groupby(names.to_numpy()).min().sort_values(kind="stable")
    parent = {name: parent_of(name, set(calls.index)) for name in first_run.index}
    inside = view[view["module"].notna()]
    own = dict(iter(inside.groupby("module", sort=True)))
    total = int(view["duration_ns"].sum())

    def tree(name: str) -> dict[str, Any]:
        children = [tree(child) for child, above in parent.items() if above == name]
        label = name or f"{types[name]} (the model)"
        return _node(label, types[name], format_count(calls[name]), own.get(name, inside.iloc[:0]), children, total)

    tops = [tree(name) for name in parent if parent[name] is None or parent[name] not in parent]
    outside = view[view["module"].isna()]
    return tops + ([_node(OUTSIDE, "", "", outside, [], total)] if len(outside) else [])


def no_tree_reason(workload: dict[str, Any], modules: pd.DataFrame | None, launched: bool) -> str:
    """Why a page has no module tree, plainly."""
    if modules is None:
        return "the page was made without the capture's NVTX ranges (the report rule gives it nsys_ranges.parquet)"
    if not launched:
        return "profile.json keeps no kernel's launch call: the tree needs kernels.parquet's launch calls"
    if workload.get("compile"):
        return (
            "the workload is compiled: torch.compile runs Inductor's generated code, where the nn.Module hooks "
            "that write opprof:module ranges are not inserted, so its capture has none"
        )
    return "the capture has no opprof:module NVTX ranges (no nn.Module hook ran in the measured window)"
