"""The parts of a training step: which part (forward, backward, optimizer) launched each window
kernel, and which forward operator a backward kernel differentiates.

A kernel's part comes, strongest evidence first, from
- ``marker``: the ``opprof:phase:<part>`` marker its launch falls in, in the same process on any
  thread (opprof's harness and ``opprof.phase`` write them; backward kernels launch from autograd's
  own thread while the main thread waits inside the backward marker);
- ``nvtx_range``: in a step nobody marked, the emit_nvtx range enclosing the launch on its
  thread: torch.optim's ``Optimizer.step#...`` / ``Optimizer.zero_grad#...`` (optimizer) or an
  autograd node such as ``AddmmBackward0`` (backward);
- ``autograd_thread``: launched, outside those, from a thread that runs backward nodes but not the
  step itself (autograd's engine accumulating gradients or reducing them to an input's shape);
- ``none``: neither; the kernel is counted as forward (a forward pass, or the part of a step that
  is neither backward nor optimizer).

Backward linking: emit_nvtx prints autograd's sequence number (``seq = N``) on a forward
operator and on the backward node it created; a backward kernel's innermost enclosing node is
matched to the forward operator of that number in the same process (where several nest, the one
whose name the node is named after, else the outermost).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from opprof.errors import OpprofError
from opprof.intervals import first_overlap, innermost_enclosing, nesting_depth, parent_index, sorted_order
from opprof.tables import NSYS_RANGES

FORWARD, BACKWARD, OPTIMIZER = "forward", "backward", "optimizer"
EVIDENCE = ("marker", "nvtx_range", "autograd_thread", "none")
BACKWARD_NODE = r"Backward\d*$"
# What the phase and link functions read of the nsys ranges.
PHASE_COLUMNS = NSYS_RANGES.select(
    "kind", "pid", "tid", "start_ns", "end_ns", "operator_name", "sequence_number", "step_phase"
)


def innermost_range(ranges: pd.DataFrame, key: str, point_key: np.ndarray, point_time: np.ndarray) -> np.ndarray:
    """Row of ``ranges`` innermost enclosing each point on the same ``key`` (thread or process), -1 for none."""
    if ranges.empty:
        return np.full(len(point_time), -1, dtype=np.int64)
    keys, start, end = (ranges[c].to_numpy(np.int64) for c in (key, "start_ns", "end_ns"))
    order = sorted_order(keys, start, end)
    keys, start, end = keys[order], start[order], end[order]
    parent = parent_index(keys, start, end, nesting_depth(keys, start, end))
    hit = innermost_enclosing(keys, start, end, parent, point_key.astype(np.int64), point_time.astype(np.int64))
    return np.where(hit >= 0, order[np.clip(hit, 0, None)], -1)


def _is_backward_node(ranges: pd.DataFrame) -> np.ndarray:
    """Aten ranges of autograd nodes; names matched once per distinct name (millions of ranges
    repeat a few hundred)."""
    aten = (ranges["kind"] == "aten").to_numpy(bool)
    names = ranges["operator_name"].astype("category").cat
    node = np.asarray(names.categories.astype("string").str.contains(BACKWARD_NODE), dtype=bool)
    return aten & np.append(node, False)[names.codes.to_numpy(np.int64)]  # code -1 (no name): False


def step_phases(window: pd.DataFrame, ranges: pd.DataFrame, path: Path) -> pd.DataFrame:
    """``step_phase`` and ``phase_evidence`` of every window kernel (launch_pid, launch_tid,
    launch_start_ns), in its order."""
    rows = len(window)
    phase = np.full(rows, FORWARD, dtype=object)
    evidence = np.full(rows, "none", dtype=object)
    launched = window["launch_pid"].notna().to_numpy(bool)
    pid = window["launch_pid"].fillna(-1).to_numpy(np.int64)
    tid = window["launch_tid"].fillna(-1).to_numpy(np.int64)
    time = window["launch_start_ns"].fillna(-1).to_numpy(np.int64)
    derived = [
        (ranges[(ranges["kind"] == "optimizer").to_numpy(bool)], "tid", tid, OPTIMIZER),
        (ranges[_is_backward_node(ranges)], "tid", tid, BACKWARD),
    ]
    for found, key, point_key, part in derived:
        if len(found):
            hit = (innermost_range(found, key, point_key, time) >= 0) & launched & (evidence == "none")
            phase[hit], evidence[hit] = part, "nvtx_range"
    # The engine also launches outside its nodes' ranges (gradient accumulation, reductions to a
    # broadcast input's shape), from its own thread: one that runs backward nodes but not the step.
    engine = np.setdiff1d(
        derived[1][0]["tid"].to_numpy(np.int64),
        ranges.loc[(ranges["kind"] == "iteration").to_numpy(bool), "tid"].to_numpy(np.int64),
    )
    on_engine = np.isin(tid, engine) & launched & (evidence == "none")
    phase[on_engine], evidence[on_engine] = BACKWARD, "autograd_thread"
    markers = ranges[(ranges["kind"] == "phase").to_numpy(bool)]
    if len(markers):
        _check_sequential(markers, path)
        hit = innermost_range(markers, "pid", pid, time)
        marked = (hit >= 0) & launched
        phase[marked] = markers["step_phase"].astype("string").to_numpy(dtype=object)[hit[marked]]
        evidence[marked] = "marker"
    return pd.DataFrame(
        {
            "step_phase": pd.Categorical(phase, categories=[FORWARD, BACKWARD, OPTIMIZER]),
            "phase_evidence": pd.Categorical(evidence, categories=list(EVIDENCE)),
        },
        index=window.index,
    )


def _check_sequential(markers: pd.DataFrame, path: Path) -> None:
    first = first_overlap(*(markers[c].to_numpy(np.int64) for c in ("pid", "start_ns", "end_ns")))
    if first >= 0:
        part = markers["step_phase"].iloc[first]
        raise OpprofError(
            path, f"step phase markers overlap in time (at a {part} marker): the parts of a step run in turn"
        )


def _stems(names: pd.Series, node: bool) -> pd.Series:
    """Comparable name stems: 'NativeLayerNormBackward0' and 'aten::native_layer_norm' both give
    'nativelayernorm'."""
    text = names.astype("string")
    text = text.str.replace(BACKWARD_NODE, "", regex=True) if node else text.str.rpartition("::")[2]
    return text.str.replace("_", "", regex=False).str.lower()


def backward_links(kernels: pd.DataFrame, operators: pd.DataFrame | None) -> pd.DataFrame:
    """``forward_operator`` and ``forward_call_index`` of each kernel (launch_tid,
    launch_start_ns) that a backward node launched; null for the others. ``operators``: the
    window's aten ranges (nvtx_operators of the kernels), so the call index counts like the NVTX
    tier's: among same-named aten operators of the window, in order."""
    out = pd.DataFrame(
        {
            "forward_operator": pd.Series(pd.NA, index=kernels.index, dtype="string"),
            "forward_call_index": pd.Series(pd.NA, index=kernels.index, dtype="Int64"),
        }
    )
    launched = kernels["launch_tid"].notna().to_numpy(bool)
    if operators is None or not launched.any():
        return out
    tid = kernels.loc[launched, "launch_tid"].to_numpy(np.int64)
    time = kernels.loc[launched, "launch_start_ns"].to_numpy(np.int64)
    operators = operators[operators["sequence_number"].notna().to_numpy(bool)].reset_index(drop=True)
    node = _is_backward_node(operators)
    nodes = operators[node].reset_index(drop=True)
    if nodes.empty:
        return out
    forward = operators[~node]
    candidates = (
        nodes.assign(node=np.arange(len(nodes)), stem=_stems(nodes["operator_name"], node=True))[
            ["node", "pid", "sequence_number", "stem"]
        ]
        .merge(
            forward.assign(forward_stem=_stems(forward["operator_name"], node=False))[
                ["pid", "sequence_number", "forward_stem", "start_ns", "operator_name", "call_index"]
            ],
            on=["pid", "sequence_number"],
        )
        .assign(unnamed=lambda f: f["stem"] != f["forward_stem"])
        .sort_values(["node", "unnamed", "start_ns"], kind="stable")
        .drop_duplicates("node")
        .set_index("node")
    )
    hit = innermost_range(nodes, "tid", tid, time)
    picked = pd.Series(hit).map(candidates["operator_name"].astype("string"))
    calls = pd.Series(hit).map(candidates["call_index"]).astype("Int64")
    rows = out.index[launched]
    out.loc[rows, "forward_operator"] = picked.to_numpy()
    out.loc[rows, "forward_call_index"] = calls.to_numpy()
    return out
