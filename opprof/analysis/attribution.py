"""Attribution tiers: which operator invocation launched each kernel, and how we know.

- ``high``: CUPTI correlation. The Kineto kernel's correlation id names its launch call; the
  launch's External id names the operator that was recording (checked: it must enclose the
  launch on the same thread, else the innermost enclosing operator on that thread is taken,
  for old traces whose External id is the launch's own correlation id). The Kineto kernel is
  carried to the nsys kernel by its position in the gated window.
- ``medium``: the innermost emit_nvtx operator range that encloses the host launch on the
  launching thread (nsys); or, for compiled code, Inductor's fusion map (opprof.inductor); or,
  for a kernel a CUDA graph replay ran, the call of the compiled graph that launched it at
  capture time (Inductor's call order, ``opprof.analysis.graph_nodes``), else the operator that
  replayed the graph (CUPTI ties the kernel to the graph launch, which no aten operator of the
  kernel's own encloses).
- ``unattributed``: neither; the kernel is still reported with its counters and time.

A compiled graph's wrappers (``COMPILED_WRAPPER``: Dynamo's region, AOTAutograd's
``CompiledFunction`` and its backward's autograd node ``CompiledFunctionBackward``) enclose the
graph's launches but are regions, not operators: no tier names one. The high and NVTX tiers take
the operator around the wrapper instead (none, in a compiled training step), so a generated
kernel there goes to the NVTX range Inductor named after it or to Inductor's map (``medium``)
with the aten operators its graph's map gives, forward and backward graph alike.

An operator invocation is identified across captures by (operator_name, call_index): its
ordinal among same-named operators in the measured window.

Vectorised throughout (numpy over range and kernel arrays, text as pandas categoricals): a
window reaches a million kernels under millions of operator ranges.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa

from opprof.bundle.markers import MARKER_PREFIX
from opprof.errors import OpprofError
from opprof.intervals import innermost_enclosing, nesting_depth, parent_index, sorted_order
from opprof.tables import (
    ATTRIBUTED,
    CUDA_GRAPH,
    GRAPH_LAUNCH_APIS,
    HIGH,
    INDUCTOR,
    JOINED,
    KINETO_EXTERNAL_ID,
    KINETO_HOST_NESTING,
    KINETO_KERNELS,
    KINETO_LAUNCHES,
    MEDIUM,
    NO_METHOD,
    NSYS_RANGES,
    NVTX_ENCLOSURE,
    TIERS,
    UNATTRIBUTED,
)

OPERATOR_NAME = r"^[A-Za-z_]\w*::\w+"
# What Dynamo and AOTAutograd record around a compiled graph's run (its guard check, the region of
# a compiled frame, AOT's runtime wrappers, the forward's autograd function and the autograd node
# of its backward, Inductor's graph call): regions that hold the graph's operators and kernels,
# never an operator of their own, though the backward node's name is spelled like one.
COMPILED_WRAPPER = (
    r"^(?:autograd::engine::evaluate_function: )?CompiledFunction(?:Backward)?$|^Torch-Compiled Region"
    r"|^TorchDynamo Cache Lookup$|^AOTDispatcher Runtime Wrapper|^Pregraph bytecode$|^## Call CompiledFxGraph "
)
STACK_SEPARATOR = " > "
# One row per attributed kernel (window position); every tier's function returns these.
ATTRIBUTION = ATTRIBUTED.select(
    "position",
    "operator_name",
    "call_index",
    "operator_stack",
    "enclosing_operators",
    "operator_shapes",
    "attribution_method",
    "kineto_op_index",
)
# What the NVTX tier reads of the nsys range table.
NVTX_COLUMNS = NSYS_RANGES.select("kind", "tid", "start_ns", "end_ns", "operator_name", "sizes")


def _operator_ranges(frame: pd.DataFrame) -> pd.DataFrame:
    """Ranges sorted by thread and start, with nesting recomputed among themselves."""
    order = sorted_order(*(frame[c].to_numpy() for c in ("tid", "start_ns", "end_ns")))
    ranges = frame.take(order).reset_index(drop=True)
    tid, start, end = (ranges[c].to_numpy() for c in ("tid", "start_ns", "end_ns"))
    depth = nesting_depth(tid, start, end)
    return ranges.assign(op_depth=depth, op_parent=parent_index(tid, start, end, depth))


def window_operators(
    frame: pd.DataFrame, name_column: str, launch_tid: np.ndarray, launch_time: np.ndarray
) -> pd.DataFrame:
    """Operators of the measured window with their ``call_index`` and nesting: from the top-level
    operator enclosing the first launch to the last launch (traces may hold operators before or
    after the window)."""
    ranges = _operator_ranges(frame)
    keep = np.ones(len(ranges), dtype=bool)
    starts, parents = ranges["start_ns"].to_numpy(), ranges["op_parent"].to_numpy()
    if len(ranges) and len(launch_time):
        first = int(np.argmin(launch_time))
        hit = _lookup(ranges, launch_tid[first : first + 1], launch_time[first : first + 1])[0]
        begin = int(launch_time[first])
        while hit >= 0:
            begin = int(starts[hit])
            hit = int(parents[hit])
        keep = (starts >= begin) & (starts <= int(launch_time.max()))
    kept = ranges[keep].reset_index(drop=True)
    kept = kept.assign(call_index=_call_index(kept, name_column))
    parents = parents[keep]
    if keep[parents[parents >= 0]].all():
        # Every kept range kept its parent, so nesting is unchanged: renumber the parents.
        renumber = np.cumsum(keep) - 1
        return kept.assign(op_parent=np.where(parents >= 0, renumber[np.clip(parents, 0, None)], -1))
    return _operator_ranges(kept.drop(columns=["op_depth", "op_parent"]))


def _lookup(ranges: pd.DataFrame, tid: np.ndarray, time: np.ndarray) -> np.ndarray:
    """Innermost range of ``ranges`` enclosing each (thread, time) point, -1 for none."""
    return innermost_enclosing(
        ranges["tid"].to_numpy(),
        ranges["start_ns"].to_numpy(),
        ranges["end_ns"].to_numpy(),
        ranges["op_parent"].to_numpy(),
        tid,
        time,
    )


def is_compiled_wrapper(names: pd.Series) -> np.ndarray:
    """Which names are a compiled graph's wrappers (``COMPILED_WRAPPER``)."""
    return names.astype("string").str.contains(COMPILED_WRAPPER, regex=True).fillna(False).to_numpy(bool)


def _outside_wrappers(ranges: pd.DataFrame, name_column: str, hit: np.ndarray) -> np.ndarray:
    """Each hit range, or where it is a compiled graph's wrapper the innermost range around it
    that is none (-1: none is)."""
    wrapper = is_compiled_wrapper(ranges[name_column])
    parents = ranges["op_parent"].to_numpy()
    out = hit.copy()
    inside = (out >= 0) & wrapper[np.clip(out, 0, None)]
    while inside.any():
        out[inside] = parents[out[inside]]
        inside = (out >= 0) & wrapper[np.clip(out, 0, None)]
    return out


def _codes(column: pd.Series) -> tuple[np.ndarray, pd.Index]:
    """Integer codes (-1 for missing) and the distinct values of a text column."""
    if isinstance(column.dtype, pd.CategoricalDtype):
        return column.cat.codes.to_numpy(np.int64), column.cat.categories
    codes, uniques = pd.factorize(column)
    return codes.astype(np.int64), pd.Index(uniques)


def _call_index(ranges: pd.DataFrame, name_column: str) -> np.ndarray:
    """Ordinal of each range among same-named ranges, in (start, depth) order."""
    starts, depth = ranges["start_ns"].to_numpy(), ranges["op_depth"].to_numpy()
    step, deeper = np.diff(starts), np.diff(depth)
    in_order = ((step > 0) | ((step == 0) & (deeper >= 0))).all()  # one thread sorted by start, outer first
    order = np.arange(len(starts)) if in_order else np.lexsort((depth, starts))
    codes, _ = _codes(ranges[name_column])
    out = np.empty(len(order), dtype=np.int64)
    out[order] = _cumcount(codes[order])
    return out


def _cumcount(codes: np.ndarray) -> np.ndarray:
    """Per row, how many earlier rows have its code."""
    narrow = codes.astype(np.int16) if len(codes) and int(codes.max()) < 2**15 else codes
    order = np.argsort(narrow, kind="stable")
    ordered = codes[order]
    first = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    group_start = np.repeat(first, np.diff(np.r_[first, len(codes)]))
    out = np.empty(len(codes), dtype=np.int64)
    out[order] = np.arange(len(codes)) - group_start
    return out


def _stacks(ranges: pd.DataFrame, name_column: str, hits: np.ndarray) -> tuple[pd.Categorical, np.ndarray]:
    """'outer > ... > inner' operator chain and the number of enclosing operators per hit.

    Each hit range's chain of names is numbered by walking up its parents one level per step
    (every step a hash of the chain so far and the next name); the text is built once per
    distinct chain (a window repeats a few hundred).
    """
    codes, names = _codes(ranges[name_column])
    parents = ranges["op_parent"].to_numpy()
    found = hits >= 0
    distinct_hits, hit_of = np.unique(hits[found], return_inverse=True)
    chain = np.zeros(len(distinct_hits), dtype=np.int64)
    depth = np.zeros(len(distinct_hits), dtype=np.int64)
    node = distinct_hits
    while (node >= 0).any():
        inside = node >= 0
        step = np.where(inside, codes[np.clip(node, 0, None)] + 2, 0)
        chain = pd.factorize(chain * (len(names) + 2) + step)[0].astype(np.int64)
        depth += inside
        node = np.where(inside, parents[np.clip(node, 0, None)], -1)
    first = np.unique(chain, return_index=True)[1]
    labels = []
    for hit in distinct_hits[first]:
        chain_names, at = [], int(hit)
        while at >= 0:
            chain_names.append("" if codes[at] < 0 else str(names[codes[at]]))
            at = int(parents[at])
        labels.append(STACK_SEPARATOR.join(reversed(chain_names)))
    label_codes, label_text = pd.factorize(pd.Series(labels, dtype=object))
    stack = np.full(len(hits), -1)
    stack[found] = label_codes[chain[hit_of]] if len(labels) else -1
    counts = np.zeros(len(hits), dtype=np.int64)
    counts[found] = depth[hit_of]
    return pd.Categorical.from_codes(stack, categories=pd.Index(label_text, dtype="str")), counts


def _attribution(
    position: np.ndarray,
    ranges: pd.DataFrame,
    hit: np.ndarray,
    name_column: str,
    shapes_column: str,
    method: np.ndarray | str,
) -> pd.DataFrame:
    """ATTRIBUTION rows for the kernels whose launch ``hit`` a range (-1: none, dropped)."""
    found = hit >= 0
    hit = hit[found]
    stacks, counts = _stacks(ranges, name_column, hit)
    return pd.DataFrame(
        {
            "position": position[found],
            "operator_name": ranges[name_column].take(hit).array,
            "call_index": ranges["call_index"].to_numpy()[hit],
            "operator_stack": stacks,
            "enclosing_operators": counts,
            "operator_shapes": ranges[shapes_column].take(hit).array,
            "attribution_method": method[found] if isinstance(method, np.ndarray) else method,
            # Kineto's own row, so that the invocation's CPU time joins by identity; NVTX ranges have none.
            "kineto_op_index": (
                ranges["op_index"].to_numpy(np.int64)[hit] if "op_index" in ranges else np.full(len(hit), -1)
            ),
        }
    )


def _empty() -> pd.DataFrame:
    return pd.DataFrame(columns=ATTRIBUTION)


def kineto_links(kernels: pd.DataFrame, launches: pd.DataFrame, kineto_kernels: pd.DataFrame) -> pd.DataFrame:
    """Window kernels with a Kineto twin, each with the launch call its correlation id names."""
    twins = kernels.loc[kernels["kineto_kernel_index"].notna(), JOINED.select("position", "kineto_kernel_index")]
    linked = twins.merge(
        kineto_kernels[KINETO_KERNELS.select("kernel_index", "correlation_id")],
        left_on="kineto_kernel_index",
        right_on="kernel_index",
    ).merge(
        launches.drop_duplicates("correlation_id")[
            KINETO_LAUNCHES.select("correlation_id", "external_id", "api", "tid", "start_ns")
        ],
        on="correlation_id",
        how="left",
    )
    return linked[linked["tid"].notna()].reset_index(drop=True)


def _launching_operators(operators: pd.DataFrame, linked: pd.DataFrame) -> tuple[pd.DataFrame, np.ndarray, np.ndarray]:
    """The window's operators, and per launch the one recording it: its External id's operator
    where that encloses the launch on its thread, else the innermost enclosing one (-1: none);
    and whether the External id gave it."""
    tid = linked["tid"].to_numpy(np.int64)
    time = linked["start_ns"].to_numpy(np.int64)
    ranges = window_operators(operators, "name", tid, time)
    nested = _lookup(ranges, tid, time)
    by_external = ranges.reset_index().drop_duplicates("external_id").set_index("external_id")["index"]
    linked_hit = linked["external_id"].map(by_external).astype("Int64").fillna(-1).to_numpy(np.int64)
    encloses = linked_hit >= 0
    sel = linked_hit[encloses]
    encloses[encloses] = (
        (ranges["tid"].to_numpy()[sel] == tid[encloses])
        & (ranges["start_ns"].to_numpy()[sel] <= time[encloses])
        & (ranges["end_ns"].to_numpy()[sel] >= time[encloses])
    )
    return ranges, np.where(encloses, linked_hit, nested), encloses


def attribute_by_kineto(linked: pd.DataFrame, ops: pd.DataFrame) -> pd.DataFrame:
    """High tier for window kernels that have a Kineto twin (``linked``: kineto_links) launched
    by an operator of their own (not a graph replay); one row per such position."""
    linked = linked[~linked["api"].isin(GRAPH_LAUNCH_APIS)].reset_index(drop=True)
    operators = ops[ops["name"].str.match(OPERATOR_NAME).fillna(False) & (ops["category"] != "user_annotation")]
    if linked.empty or operators.empty:
        return _empty()
    ranges, named, external = _launching_operators(operators, linked)
    hit = _outside_wrappers(ranges, "name", named)
    if not (hit >= 0).any():
        return _empty()
    method = np.where(external & (hit == named), KINETO_EXTERNAL_ID, KINETO_HOST_NESTING)
    return _attribution(linked["position"].to_numpy(), ranges, hit, "name", "input_dims", method)


def attribute_by_graph_launch(linked: pd.DataFrame, ops: pd.DataFrame) -> pd.DataFrame:
    """Medium tier for window kernels a CUDA graph replay ran (``linked``: kineto_links): the
    operator or annotation that replayed the graph (a compiled region, a user's graph.replay() in
    record_function), never opprof's own markers."""
    linked = linked[linked["api"].isin(GRAPH_LAUNCH_APIS)].reset_index(drop=True)
    operators = ops[~ops["name"].str.startswith(MARKER_PREFIX).fillna(True)]
    if linked.empty or operators.empty:
        return _empty()
    ranges, hit, _ = _launching_operators(operators, linked)
    return _attribution(linked["position"].to_numpy(), ranges, hit, "name", "input_dims", CUDA_GRAPH)


def _launch_points(kernels: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """(thread, time) of each launched kernel's launch call."""
    launched = kernels[kernels["launch_tid"].notna()]
    return launched["launch_tid"].to_numpy(np.int64), launched["launch_start_ns"].to_numpy(np.int64)


def nvtx_operators(kernels: pd.DataFrame, ranges: pd.DataFrame) -> pd.DataFrame | None:
    """The emit_nvtx aten ranges of the kernels' window (``window_operators``); None where the
    capture has no aten range or no kernel has a launch call. The NVTX tier and the backward
    links both read them: made once, they cost one pass over millions of ranges, not two."""
    aten = ranges[(ranges["kind"] == "aten").to_numpy(bool)]
    tid, time = _launch_points(kernels)
    if aten.empty or not len(tid):
        return None
    return window_operators(aten, "operator_name", tid, time)


def attribute_by_nvtx(kernels: pd.DataFrame, ops: pd.DataFrame | None) -> pd.DataFrame:
    """Medium tier: the innermost emit_nvtx aten range (``ops``: nvtx_operators) enclosing each
    launch on its thread."""
    if ops is None:
        return _empty()
    launched = kernels[kernels["launch_tid"].notna()]
    hit = _outside_wrappers(ops, "operator_name", _lookup(ops, *_launch_points(kernels)))
    return _attribution(launched["position"].to_numpy(), ops, hit, "operator_name", "sizes", NVTX_ENCLOSURE)


def _combined_text(parts: list[tuple[np.ndarray, pd.Series]], rows: int) -> pd.Categorical:
    """One categorical column of ``rows`` rows from text columns placed at the given rows."""
    decoded = [(at, *_codes(column)) for at, column in parts]
    categories = pd.Index([c for _, _, text in decoded for c in text], dtype=object)
    codes, unique = pd.factorize(categories)
    out = np.full(rows, -1)
    offset = 0
    for at, part_codes, text in decoded:
        mapping = codes[offset : offset + len(text)]
        out[at] = np.where(part_codes >= 0, mapping[np.clip(part_codes, 0, None)], -1) if len(text) else -1
        offset += len(text)
    return pd.Categorical.from_codes(out, categories=pd.Index(unique, dtype="str"))


def check_operator_agreement(
    high: pd.DataFrame, medium: pd.DataFrame, kernels: pd.DataFrame, sources: tuple[str, str]
) -> None:
    """Refuse captures whose launching operators disagree: at every position both tiers attribute
    (``high``: attribute_by_kineto, ``medium``: attribute_by_nvtx) and both name an operator
    (``OPERATOR_NAME``: an NVTX range Inductor named after its kernel is none), each one's operator
    must be in the other's stack (an External id may name an operator around the innermost range). The
    gate compares kernels only, so a trace whose operators are another run's (or edited) would
    otherwise hand its kernels to the wrong operators. ``sources``: the Kineto trace and the nsys
    export, as the refusal names them."""
    columns = ["position", "operator_name", "operator_stack"]
    both = high[columns].merge(medium[columns], on="position", suffixes=("_kineto", "_nvtx"))
    kineto = both["operator_name_kineto"].to_numpy(dtype=object)
    nvtx = both["operator_name_nvtx"].to_numpy(dtype=object)
    stacks = both[["operator_stack_kineto", "operator_stack_nvtx"]].to_numpy(dtype=object)
    differs = [
        i
        for i in np.flatnonzero(kineto != nvtx)
        if re.match(OPERATOR_NAME, str(kineto[i]))
        and re.match(OPERATOR_NAME, str(nvtx[i]))
        and kineto[i] not in str(stacks[i, 1]).split(STACK_SEPARATOR)
        and nvtx[i] not in str(stacks[i, 0]).split(STACK_SEPARATOR)
    ]
    if not differs:
        return
    first = min(differs, key=lambda i: int(both["position"].iloc[i]))
    position = int(both["position"].iloc[first])
    kernel = kernels.loc[kernels["position"] == position, "name_key"].iloc[0]
    raise OpprofError(
        sources[0],
        f"the operators that launched {len(differs)} of {len(both)} kernels disagree with the NVTX operator "
        f"ranges of {sources[1]}; first at position {position} ({kernel}): Kineto names {kineto[first]}, "
        f"NVTX {nvtx[first]}",
    )


def attribute(
    kernels: pd.DataFrame,
    nvtx_ops: pd.DataFrame | None,
    kineto_ops: pd.DataFrame,
    kineto_launches: pd.DataFrame,
    kineto_kernels: pd.DataFrame,
    sources: tuple[str, str] = ("kineto", "nsys"),
) -> pd.DataFrame:
    """Every window kernel with its operator (or none), tier (``confidence``) and method, in
    position order (``nvtx_ops``: nvtx_operators of the kernels). Text columns are categoricals.
    Refuses Kineto and NVTX operators that disagree (``check_operator_agreement``, naming
    ``sources``)."""
    out = kernels.sort_values("position", kind="stable").reset_index(drop=True)
    positions = out["position"].to_numpy()
    linked = kineto_links(out, kineto_launches, kineto_kernels)
    high = attribute_by_kineto(linked, kineto_ops)
    medium = attribute_by_nvtx(out, nvtx_ops)
    check_operator_agreement(high, medium, out, sources)
    medium = medium[~medium["position"].isin(high["position"])]
    graph = attribute_by_graph_launch(linked, kineto_ops)
    graph = graph[~graph["position"].isin(high["position"]) & ~graph["position"].isin(medium["position"])]
    parts = [(0, high), (1, medium), (1, graph)]
    tiers = [(np.searchsorted(positions, part["position"].to_numpy()), part) for _, part in parts]
    confidence = np.full(len(out), 2, dtype=np.int8)
    call_index = np.full(len(out), -1)
    enclosing = np.zeros(len(out), dtype=np.int64)
    kineto_op = np.full(len(out), -1, dtype=np.int64)
    for (code, _), (rows, part) in zip(parts, tiers, strict=True):
        confidence[rows] = code
        call_index[rows] = part["call_index"].to_numpy()
        enclosing[rows] = part["enclosing_operators"].to_numpy()
        kineto_op[rows] = part["kineto_op_index"].to_numpy()
    text = {
        column: _combined_text([(rows, part[column]) for rows, part in tiers], len(out))
        for column in ("operator_name", "operator_stack", "operator_shapes", "attribution_method")
    }
    method = text["attribution_method"]
    if method.isna().any():
        method = method.add_categories([] if NO_METHOD in method.categories else [NO_METHOD]).fillna(NO_METHOD)
    out["operator_name"] = text["operator_name"]
    out["call_index"] = pd.arrays.IntegerArray(np.where(confidence < 2, call_index, 0), confidence == 2)
    out["operator_stack"] = text["operator_stack"]
    out["enclosing_operators"] = enclosing
    out["operator_shapes"] = text["operator_shapes"]
    out["attribution_method"] = method
    out["kineto_op_index"] = pd.arrays.IntegerArray(kineto_op, kineto_op < 0)
    out["confidence"] = pd.Categorical.from_codes(confidence, categories=pd.Index(TIERS))
    out["fused_with"] = _empty_lists(len(out))
    out["source_lines"] = _empty_lists(len(out))
    return out


def _empty_lists(rows: int) -> pd.Series:
    empty = pa.ListArray.from_arrays(pa.array(np.zeros(rows + 1, dtype=np.int32)), pa.array([], pa.string()))
    return pd.Series(pd.arrays.ArrowExtensionArray(empty))


def _string_lists(lists: list[list[str]], index: pd.Index) -> pd.Series:
    return pd.Series(pd.arrays.ArrowExtensionArray(pa.array(lists, pa.list_(pa.string()))), index=index)


def _by_kernel(fusion: pd.DataFrame, column: str) -> pd.Series:
    """Kernel name -> the sorted union of ``column``'s lists over every graph that generated it."""
    return fusion.groupby("kernel_name")[column].agg(lambda s: sorted({item for items in s for item in items}))


def attribute_by_inductor(attributed: pd.DataFrame, fusion: pd.DataFrame) -> pd.DataFrame:
    """Inductor's fusion map (opprof.inductor) over attributed kernels, matched by kernel name.

    Every kernel the map names with aten ops gets them as ``fused_with`` (a name generated in
    several graphs gets the union). Unattributed ones, those only known to a CUDA graph's replay,
    and those left on a compiled graph's wrapper become ``medium`` with method ``inductor``; their
    operator is the kernel itself, numbered in window order. Other attributed kernels keep their
    tier, method and operator.
    """
    if fusion.empty:
        return attributed
    ops_by_kernel = _by_kernel(fusion, "aten_ops")
    names = attributed["name_key"].astype(object)
    ops = names.map(ops_by_kernel[ops_by_kernel.map(len) > 0])
    lines = names.map(_by_kernel(fusion, "source_lines"))
    out = attributed.copy()
    fused = [list(o) if isinstance(o, list) else list(f) for o, f in zip(ops, out["fused_with"], strict=True)]
    out["fused_with"] = _string_lists(fused, out.index)
    out["source_lines"] = _string_lists([list(n) if isinstance(n, list) else [] for n in lines], out.index)
    replaced = (
        (out["confidence"] == UNATTRIBUTED).to_numpy()
        | (out["attribution_method"] == CUDA_GRAPH).to_numpy()
        | is_compiled_wrapper(out["operator_name"])
    )
    promote = ops.notna().to_numpy() & replaced
    names = out.loc[promote, "name_key"].astype(str)
    for column in ("operator_name", "confidence", "attribution_method"):
        out[column] = out[column].astype("string")
    out.loc[promote, "operator_name"] = names
    out.loc[promote, "call_index"] = names.groupby(names, sort=False).cumcount()
    out.loc[promote, "confidence"] = MEDIUM
    out.loc[promote, "attribution_method"] = INDUCTOR
    out.loc[promote, "kineto_op_index"] = pd.NA
    return out


def medium_accuracy(full: pd.DataFrame, without: pd.DataFrame) -> dict[str, Any] | None:
    """The medium tier scored against CUPTI: every kernel the high tier attributes (``full``: the
    window attributed with Kineto), attributed again without Kineto (``without``: NVTX enclosure,
    Inductor's map), agrees where both name one operator invocation (operator name and call
    index); per method of the second answer, and the first kernel they differ on. None without a
    high tier to score against."""
    high = (full["confidence"] == HIGH).to_numpy(bool)
    if not high.any():
        return None
    ours = full[high]
    theirs = without.set_index("position").reindex(ours["position"].to_numpy())
    name = ours["operator_name"].astype(str).to_numpy()
    agree = (
        (theirs["confidence"].astype(str).to_numpy() != UNATTRIBUTED)
        & (theirs["operator_name"].astype(str).to_numpy() == name)
        & (theirs["call_index"].to_numpy(dtype=float, na_value=np.nan) == ours["call_index"].to_numpy(dtype=float))
    )
    missing = theirs["confidence"].astype(str).to_numpy() == UNATTRIBUTED
    method = np.where(missing, UNATTRIBUTED, theirs["attribution_method"].astype(str))
    duration = ours["duration_ns"].to_numpy(np.int64)
    by_method = pd.DataFrame({"method": method, "agree": agree, "duration": duration, "agreed": duration * agree})
    methods = by_method.groupby("method", sort=True).agg(
        kernels=("agree", "size"), agree=("agree", "sum"), time_ns=("duration", "sum"), agree_time_ns=("agreed", "sum")
    )
    differ = np.flatnonzero(~agree)
    first = None
    if len(differ):
        at = differ[0]
        first = {
            "position": int(ours["position"].iloc[at]),
            "kernel": str(ours["name_key"].iloc[at]),
            "cupti": f"{name[at]}#{int(ours['call_index'].iloc[at])}",
            "without_kineto": None
            if method[at] == UNATTRIBUTED
            else f"{theirs['operator_name'].iloc[at]}#{int(theirs['call_index'].iloc[at])}",
            "method": str(method[at]),
        }
    return {
        "key": "operator name and call index of the kernel's invocation",
        "kernels": int(high.sum()),
        "agree": int(agree.sum()),
        "kernel_share": float(agree.mean()),
        "time_share": float((duration * agree).sum() / duration.sum()) if duration.sum() else None,
        "by_method": {str(m): {k: int(v) for k, v in row.items()} for m, row in methods.iterrows()},
        "first_difference": first,
    }
