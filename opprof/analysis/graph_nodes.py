"""The medium tier for kernels a CUDA graph replayed: each placed on the call of the compiled graph
that launched it when the graph was captured, by aligning the replay's kernels with Inductor's
call order (opprof.analysis.attribution takes the other tiers)."""

from __future__ import annotations

import re
from typing import Any

import pandas as pd

from opprof.analysis.attribution import STACK_SEPARATOR
from opprof.analysis.fusion_map import EXTERN, TRITON
from opprof.tables import CUDA_GRAPH, CUDA_GRAPH_NODE

# Kernel names of attention libraries (cuDNN, FlashAttention, CUTLASS's fmha): an attention call's own.
_ATTENTION_KERNEL = re.compile(r"fmha|flash|attention|attn", re.IGNORECASE)
# A GEMM's epilogue kernels (split-K reductions, beta scaling): they follow the GEMM that needs them.
_EPILOGUE_KERNEL = re.compile(r"split_?k|reduce|scal_kernel", re.IGNORECASE)


def _belongs(kernel: str, operator: str) -> bool:
    return bool(_ATTENTION_KERNEL.search(kernel)) == ("attention" in operator)


def _split_externs(kernels: list[str], externs: list[str]) -> list[int] | None:
    """Which of consecutive extern calls launched each of the kernels between two generated ones,
    in order: the next call takes over at a kernel that is its kind (attention or not) and not
    the current one's, or at a new main kernel (not an epilogue) once the current has one. None
    where a call would be left without a kernel: the split is then a guess."""
    current, out, has_main = 0, [], False
    for kernel in kernels:
        main = not _EPILOGUE_KERNEL.search(kernel)
        takes_over = current + 1 < len(externs) and _belongs(kernel, externs[current + 1])
        if takes_over and (not _belongs(kernel, externs[current]) or (has_main and main)):
            current, has_main = current + 1, False
        has_main = has_main or main
        out.append(current)
    return out if set(out) == set(range(len(externs))) else None


def align_replay(names: list[str], calls: list[tuple[str, str]], generated: set[str]) -> list[int] | None:
    """For each kernel of one graph replay (``names``, in node order), the index of the call of
    ``calls`` (a graph's INDUCTOR_CALLS, in order) that launched it at capture time: generated
    kernels must follow the calls one for one, and the kernels between two of them belong to
    the extern calls between. None where they do not align (another graph, or not Inductor's)."""
    aligned = _align(names, calls, generated)
    return aligned if isinstance(aligned, list) else None


def _align(names: list[str], calls: list[tuple[str, str]], generated: set[str]) -> list[int] | tuple[int, str]:
    """``align_replay``'s answer, or where it fails: the replay's kernel (its index in ``names``)
    at which the call list stops matching, and why."""
    out: list[int] = []
    k = i = 0
    while i < len(calls):
        kind, name = calls[i]
        if kind == TRITON:
            if k >= len(names) or names[k] != name:
                ran = f"{names[k]} ran" if k < len(names) else "the replay had ended"
                return k, f"{ran} where call {i} of the call list launches {name}"
            out.append(i)
            k, i = k + 1, i + 1
            continue
        j = i
        while j < len(calls) and calls[j][0] == EXTERN:
            j += 1
        anchor = calls[j][1] if j < len(calls) else None
        run: list[str] = []
        while k < len(names) and names[k] != anchor:
            if names[k] in generated:
                return k, f"generated kernel {names[k]} ran where calls {i}-{j - 1} of the call list are extern calls"
            run.append(names[k])
            k += 1
        split = _split_externs(run, [name for _, name in calls[i:j]])
        if split is None:
            return k, f"the {len(run)} kernels before it do not split over extern calls {i}-{j - 1} ({calls[i][1]}...)"
        out += [i + s for s in split]
        i = j
    return out if k == len(names) else (k, f"{names[k]} ran after the call list's last call")


def _replay_record(replays: int, misaligned: list[tuple[pd.DataFrame, str, int, str]]) -> dict[str, Any]:
    """How the window's graph replays aligned with the call lists: counts, and where the first
    that aligned with none failed (its closest graph: the one it matched furthest)."""
    first = None
    if misaligned:
        replay, graph, kernel, why = misaligned[0]
        first = {
            "correlation_id": int(replay["correlation_id"].iloc[0]),
            "position": int(replay["position"].iloc[min(kernel, len(replay) - 1)]),
            "graph": graph,
            "kernel": kernel,
            "reason": why,
        }
    return {
        "replays": replays,
        "aligned": replays - len(misaligned),
        "unaligned_kernels": sum(len(r) for r, *_ in misaligned),
        "unaligned_time_ns": int(sum(r["duration_ns"].sum() for r, *_ in misaligned)),
        "first_failure": first,
    }


def attribute_graph_nodes(attributed: pd.DataFrame, calls: pd.DataFrame) -> tuple[pd.DataFrame, dict[str, Any] | None]:
    """Kernels a CUDA graph replayed, placed on the call of the compiled graph that launched them
    when the graph was captured: the replay's kernels run in capture order, which is the order of
    the generated code's calls (``calls``: INDUCTOR_CALLS). Those an extern call launched (cuBLAS,
    attention) become that aten operator, medium tier, method CUDA_GRAPH_NODE, one invocation per
    call; the generated ones stay for Inductor's map. A replay that aligns with no graph keeps the
    operator that replayed it, and the record (None without replays or call lists) says where it
    failed (``_replay_record``)."""
    graph = (attributed["attribution_method"] == CUDA_GRAPH).to_numpy(bool)
    if not graph.any() or calls.empty:
        return attributed, None
    ordered = calls.sort_values(["graph", "ordinal"], kind="stable")
    per_graph = {
        str(name): list(zip(part["kind"].astype(str), part["name"].astype(str), strict=True))
        for name, part in ordered.groupby("graph", sort=True)
    }
    generated = set(ordered.loc[ordered["kind"] == TRITON, "name"].astype(str))
    rows, ops, keys = [], [], []
    misaligned: list[tuple[pd.DataFrame, str, int, str]] = []
    replayed = attributed[graph].sort_values("position", kind="stable")
    launches = replayed.groupby("correlation_id", sort=False)
    for launch, replay in launches:
        names = replay["name_key"].astype(str).tolist()
        failures = []
        for graph_name, sequence in per_graph.items():
            found = _align(names, sequence, generated)
            if isinstance(found, list):
                break
            failures.append((replay, graph_name, *found))
        else:
            misaligned.append(max(failures, key=lambda f: f[2]))
            continue
        for row, index in zip(replay.index, found, strict=True):
            kind, name = sequence[index]
            if kind == EXTERN:
                rows.append(row)
                ops.append(name)
                keys.append(f"{launch}:{index}")
    record = _replay_record(launches.ngroups, misaligned)
    if not rows:
        return attributed, record
    out = attributed.copy()
    for column in ("operator_name", "operator_stack", "operator_shapes", "attribution_method"):
        out[column] = out[column].astype("string")
    placed = pd.DataFrame({"row": rows, "op": ops, "key": keys})
    # one invocation per call: numbered per operator in window order
    first = placed.drop_duplicates("key")
    numbered = first.assign(call=first.groupby("op", sort=False).cumcount()).set_index("key")["call"]
    out.loc[rows, "operator_stack"] = (
        out.loc[rows, "operator_stack"].fillna("") + STACK_SEPARATOR + placed["op"].to_numpy()
    )
    out.loc[rows, "operator_name"] = placed["op"].to_numpy()
    out.loc[rows, "call_index"] = placed["key"].map(numbered).to_numpy()
    out.loc[rows, "enclosing_operators"] = out.loc[rows, "enclosing_operators"] + 1
    out.loc[rows, "operator_shapes"] = pd.NA
    out.loc[rows, "attribution_method"] = CUDA_GRAPH_NODE
    out.loc[rows, "kineto_op_index"] = pd.NA
    return out, record
