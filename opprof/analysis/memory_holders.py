"""What holds memory at a step's peak, in the user's terms (bytes held from before the step, and what
the step allocated by the part of the step that allocated it), and the findings of what to shrink
first with their fixes."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.phases import BACKWARD, FORWARD, OPTIMIZER

# Share of the bytes allocated in the step and live at its peak that one operator name or module
# must hold for a finding: the largest holder at a third or more is what to shrink first.
DOMINANT_SHARE = 1 / 3


def live_at(events: pd.DataFrame, time: int) -> pd.DataFrame:
    """The allocations made inside the iterations and still live at ``time``: each allocation
    event whose address is not freed again between it and ``time``."""
    upto = events[events["ts_ns"] <= time]
    last = upto.groupby("addr", sort=False).tail(1)
    return last[last["bytes"] > 0]


def operator_chain(ops: pd.DataFrame, op: int) -> list[str]:
    chain = []
    parent = ops["parent_index"].to_numpy()
    names = ops["name"].astype(str).to_numpy()
    while op >= 0:
        chain.append(str(names[op]))
        op = int(parent[op])
    return chain[::-1]


# What holds memory, in the user's terms: bytes held from before the step, and what the step
# allocated by the part of the step that allocated it.
PARAMETERS, OPTIMIZER_STATE, BEFORE = "parameters", "optimizer state", "held from before the step"


KEPT_FOR_BACKWARD, ACTIVATIONS, KV_CACHE = "activations kept for backward", "activations", "KV cache"


GRADIENTS, OPTIMIZER_TEMPORARIES, OTHER = "gradients (and backward's temporaries)", "optimizer temporaries", "other"


# Operators that copy a tensor to another dtype: under autocast, the weights' low-precision copies.
CASTS = frozenset({"aten::to", "aten::_to_copy"})


# Modules whose outputs an inference forward keeps after the layer is done: attention's keys and
# values returned for the next call (transformers' use_cache=True).
ATTENTION_MODULE = re.compile(r"attn|attention", re.IGNORECASE)


def block_owners(events: pd.DataFrame) -> np.ndarray:
    """Per event, the op_index that allocated its block (a free takes its allocation's; -1 for a
    block allocated before the iteration)."""
    allocation = events["bytes"] > 0
    block = allocation.astype("int64").groupby(events["addr"]).cumsum()
    owner = events["op_index"].where(allocation).groupby([events["addr"], block]).transform("first")
    return owner.fillna(-1).astype("int64").to_numpy()


def _nested_in(module: str, current: str | None) -> bool:
    """Whether ``module`` is ``current``, inside it or around it (its forward may still be running)."""
    return current is not None and (f"{current}.".startswith(f"{module}.") or module.startswith(f"{current}."))


def _kinds(live: pd.DataFrame, ops: pd.DataFrame, current: str | None) -> pd.Series:
    """What each live allocation is, in the user's terms, by the part of the step that made it;
    in inference, what an attention module other than the one running (``current``) still holds
    is its keys and values kept for the next call."""
    owners = ops.set_index("op_index").reindex(live["op_index"])
    phase = owners["step_phase"].astype("string").fillna("").to_numpy(dtype=object)
    module = owners["module"].astype("string").fillna("").to_numpy(dtype=object)
    training = (ops["step_phase"] == BACKWARD).any()
    kinds = []
    for part, where in zip(phase, module, strict=True):
        if part == FORWARD:
            kinds.append(KEPT_FOR_BACKWARD if training else ACTIVATIONS)
        elif part == BACKWARD:
            kinds.append(GRADIENTS)
        elif part == OPTIMIZER:
            kinds.append(OPTIMIZER_TEMPORARIES)
        elif not training and ATTENTION_MODULE.search(where) and not _nested_in(where, current):
            kinds.append(KV_CACHE)
        elif not training and where:
            kinds.append(ACTIVATIONS)
        else:
            kinds.append(OTHER)
    return pd.Series(kinds, index=live.index, dtype=object)


def _kind_of(live: pd.DataFrame, ops: pd.DataFrame, current: str | None) -> str | None:
    """The kind (``_kinds``) holding most of ``live``'s bytes."""
    if live.empty:
        return None
    return str(live["bytes"].groupby(_kinds(live, ops, current)).sum().idxmax())


def holders(
    live: pd.DataFrame, ops: pd.DataFrame, before: int, state: dict[str, Any], current: str | None
) -> list[dict[str, Any]]:
    """What holds ``before`` (bytes from before the step) and ``live`` while ``current`` runs, in
    the user's terms, most first."""
    parts: dict[str, int] = {}
    parameters = state.get("parameter_bytes") or 0
    optimizer = state.get("optimizer_state_on_device_bytes") or 0
    if before and parameters + optimizer <= before:
        parts = {PARAMETERS: parameters, OPTIMIZER_STATE: optimizer, BEFORE: before - parameters - optimizer}
    elif before:
        parts = {BEFORE: before}
    for kind, total in live["bytes"].groupby(_kinds(live, ops, current)).sum().items():
        parts[str(kind)] = parts.get(str(kind), 0) + int(total)
    ranked = sorted(((k, v) for k, v in parts.items() if v > 0), key=lambda kv: -kv[1])
    return [{"what": kind, "bytes": total} for kind, total in ranked]


def peak_after(
    events: pd.DataFrame, ops: pd.DataFrame, gone: np.ndarray, state: dict[str, Any], peak: int
) -> dict[str, Any]:
    """The iteration's peak with the ``gone`` events' blocks never allocated: the next-highest
    point, where it falls and what holds it."""
    allocated = events["allocated_bytes"].to_numpy(np.int64) - np.cumsum(np.where(gone, events["bytes"], 0))
    at = int(np.argmax(allocated))
    kept = events[~gone]
    owner = int(events["op_index"].iloc[at])
    live = live_at(kept, int(events["ts_ns"].iloc[at]))
    before = int(allocated[at]) - int(live["bytes"].sum())
    module = str(ops["module"].iloc[owner]) if owner >= 0 and pd.notna(ops["module"].iloc[owner]) else None
    return {
        "peak_bytes": int(allocated[at]),
        "change_bytes": int(allocated[at]) - peak,
        "operator": operator_chain(ops, owner)[-1] if owner >= 0 else None,
        "phase": str(ops["step_phase"].iloc[owner]) if owner >= 0 and pd.notna(ops["step_phase"].iloc[owner]) else None,
        "module": module,
        "held": holders(live, ops, before, state, module),
    }


def _fixes(name: str, kind: str | None, top: dict[str, Any], training: bool) -> list[str]:
    """What could shrink a holder of the peak, for that kind of holder."""
    if name.startswith("aten::_foreach_"):
        return [
            "the optimizer's fused implementation (e.g. AdamW(fused=True)) updates in place without the foreach "
            "temporaries of every parameter's size (foreach=False: one parameter's at a time)"
        ]
    if name in CASTS:
        return [
            "the casts' outputs: under autocast the cast copy of each fp32 weight is kept until the forward ends "
            "(autocast's cache); weights kept in bf16 (model.to(torch.bfloat16), with an fp32 master copy for "
            "training) need no copies"
        ]
    if kind == KV_CACHE:
        return [
            "model(..., use_cache=False) (or model.config.use_cache = False) where nothing reads past_key_values: "
            "every attention layer's keys and values are kept until the forward returns"
        ]
    fixes = []
    if training and top["forward_bytes"] * 2 >= top["bytes"]:
        fixes += [
            "activation checkpointing (torch.utils.checkpoint) of the layers holding them: backward recomputes "
            "them instead of keeping them",
            "a smaller dtype (bf16 autocast) halves the activations kept for backward (its cast copies of the "
            "weights add to the peak)",
        ]
    if re.search(r"softmax|bmm|matmul|baddbmm|attention", name, re.IGNORECASE):
        fixes.append("a fused attention kernel (F.scaled_dot_product_attention) keeps no score matrix")
    return fixes


def _peak_finding(
    by: str, name: str, top: dict[str, Any], total: int, training: bool, kind: str | None, after: dict[str, Any]
) -> dict[str, Any]:
    """A finding on what holds the peak: what it is in the user's terms, what could shrink it, and
    the peak once it is gone (the next-highest point) with what holds that."""
    share = top["bytes"] / total
    where = ", ".join(str(p) for p in (after["phase"], after["operator"], after["module"]) if p)
    held = "; ".join(f"{h['what']} {h['bytes']:,}" for h in after["held"][:4])
    return {
        "rule": f"peak_held_by_one_{by}",
        "subject": name,
        "kind": kind,
        "bytes": top["bytes"],
        "share": round(share, 4),
        "message": f"{name} holds {share:.0%} of the {total:,} bytes allocated in the step and live at its peak "
        f"({top['bytes']:,} bytes in {top['allocations']} allocations{f': {kind}' if kind else ''}); without them "
        f"the peak is {after['peak_bytes']:,} bytes ({after['change_bytes']:+,}) in {where or 'the step'}, "
        f"held by {held}",
        "fix": "; ".join(_fixes(name, kind, top, training)),
        "peak_after": after,
    }


def memory_findings(
    step: dict[str, Any],
    training: dict[str, Any] | None,
    ops: pd.DataFrame,
    events: pd.DataFrame,
    state: dict[str, Any],
) -> list[dict[str, Any]]:
    """A finding where one operator name or module holds a large share of what is live at the peak,
    with the peak once its allocations are gone and what would hold that one."""
    findings = []
    total = step["live_at_peak_bytes"]
    mine = events[events["iteration"] == step["iteration"]].reset_index(drop=True)
    top_at = int(np.argmax(mine["allocated_bytes"].to_numpy()))
    live = live_at(mine, int(mine["ts_ns"].iloc[top_at]))
    owners = block_owners(mine)
    for by in ("operator", "module"):
        held = step[f"held_at_peak_by_{by}"]
        if not held or total <= 0:
            continue
        top = held[0]
        name = top[by if by == "module" else "name"]
        if top["bytes"] / total >= DOMINANT_SHARE and name is not None:
            theirs = (ops["module" if by == "module" else "name"].astype("string") == name).fillna(False).to_numpy(bool)
            gone = np.where(owners >= 0, theirs[np.clip(owners, 0, None)], False)
            kind = _kind_of(live[theirs[live["op_index"].to_numpy()]], ops, step["peak_module"])
            after = peak_after(mine, ops, gone, state, int(mine["allocated_bytes"].iloc[top_at]))
            findings.append(_peak_finding(by, name, top, total, training is not None, kind, after))
    return findings
