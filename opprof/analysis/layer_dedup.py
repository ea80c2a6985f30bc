"""Layer dedup: plan an ncu replay of one iteration with one layer per class of identical layers.

Replay cost grows with the number of kernels ncu profiles, and a transformer repeats itself:
every measured iteration launches the same kernels, and GPT-2's 12 blocks launch the same 19.
From the phase-2 timeline (nsys) this module finds

1. whether every measured iteration launched the identical kernel sequence (name and launch
   configuration); if so ncu profiles iteration 0 only;
2. structurally identical layers: modules of the same type with the same parameter shapes
   (modules.json) whose forward ranges (``opprof:module`` NVTX) launched the identical kernel
   sequence. The first is the representative; the others are excluded from the ncu run.

It writes the ncu profile scope (what the harness profiles), the replay plan (which window
positions are measured and where every other one takes its counters from) and the table of
layer classes. Layers that launch the most kernels are taken first (then the outermost): once
GPT-2's blocks are duplicates, their attention and MLP children need no classes of their own,
and a class found later may still fold layers inside a representative (``h.0.ln_2`` repeats
``h.0.ln_1``); propagation then follows the chain to a measured position.

3. with a ``ReplayCost``, runs of the launch sequence that repeat (sequence_dedup.py) among the
   kernels ncu would still profile: what module ranges cannot see (an LSTM's time steps, the
   layers of a compiled graph, backward layers, optimizer chunks). ncu then profiles spans of
   launch ordinals (``ncu_runs``), one program run each.

Collectives (NCCL's kernels, the symmetric-memory all-reduce) are never replayed: ncu's replay
hangs on a kernel that waits for other ranks. The plan lists them as excluded, every ncu run
filters them out by name (``ncu_kernel_filter``), and launch ordinals count the other kernels only,
as ncu's --launch-skip and --launch-count then do.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.analysis.communication import NCU_WITHOUT_COLLECTIVES, collective_kernels
from opprof.analysis.sequence_dedup import MIN_RUN, ReplayCost, measured_runs, repeat_sources
from opprof.bundle.replay_plan import ProfileScope, expand_spans, full_plan_document, scope_from_document
from opprof.errors import OpprofError
from opprof.intervals import innermost_enclosing, nesting_depth, parent_index
from opprof.tables import LAUNCH_CONFIG

REPLAYED_ITERATION = 0
LAYERS = ["class_id", "module_name", "module_type", "role", "representative", "first_position", "kernel_count"]


@dataclass(frozen=True)
class ModuleSpan:
    """One forward of a module in the replayed iteration: window positions [start, stop)."""

    name: str
    type: str
    start: int
    stop: int
    depth: int


@dataclass(frozen=True)
class DedupPlan:
    scope: dict[str, Any]
    plan: dict[str, Any]
    layers: pd.DataFrame
    notes: list[str]


def _kernel_codes(window: pd.DataFrame) -> np.ndarray:
    """One integer per distinct (name, launch configuration) in the window."""
    keys = window[["name_key", *LAUNCH_CONFIG]].astype("string").fillna("?").agg("|".join, axis=1)
    codes, _ = pd.factorize(keys)
    return codes.astype(np.int64)


def _iterations_identical(window: pd.DataFrame, codes: np.ndarray) -> bool:
    sequences = [codes[window["iteration"].to_numpy() == k] for k in sorted(window["iteration"].unique())]
    return all(np.array_equal(sequences[0], s) for s in sequences[1:])


def _parameter_signatures(modules: dict[str, Any]) -> dict[str, tuple[str, str, tuple[Any, ...]]]:
    """Per module: its type and the shapes of every parameter below it, by relative name."""
    entries = modules.get("modules", [])
    signatures = {}
    for entry in entries:
        name = entry["name"]
        prefix = f"{name}." if name else ""
        shapes = []
        for other in entries:
            if other["name"] == name or other["name"].startswith(prefix):
                relative = other["name"][len(prefix) :] if name else other["name"]
                shapes += [(f"{relative}.{p}".strip("."), tuple(s)) for p, s in sorted(other["parameters"].items())]
        signatures[name] = (name, entry["type"], tuple(sorted(shapes)))
    return signatures


def _module_spans(window: pd.DataFrame, ranges: pd.DataFrame, iteration: int) -> pd.DataFrame:
    """Each module invoked once in ``iteration`` with the span of window positions it launched."""
    chosen = window[window["iteration"] == iteration]
    if chosen.empty or chosen["launch_tid"].nunique() != 1:
        return pd.DataFrame(columns=["module_name", "module_type", "start", "stop", "depth"])
    tid = int(chosen["launch_tid"].iloc[0])
    launch = chosen["launch_start_ns"].to_numpy(np.int64)
    positions = chosen["position"].to_numpy(np.int64)
    modules = ranges[(ranges["kind"] == "module") & (ranges["tid"] == tid)]
    modules = modules[(modules["start_ns"] <= launch.max()) & (modules["end_ns"] >= launch.min())]
    once = modules.groupby("module_name")["module_name"].transform("size") == 1
    modules = modules[once]
    lo = np.searchsorted(launch, modules["start_ns"].to_numpy(np.int64), side="left")
    hi = np.searchsorted(launch, modules["end_ns"].to_numpy(np.int64), side="right")
    spans = pd.DataFrame(
        {
            "module_name": modules["module_name"].to_numpy(),
            "module_type": modules["module_type"].to_numpy(),
            "start": np.where(lo < len(positions), positions[np.clip(lo, 0, len(positions) - 1)], 0),
            "stop": positions[np.clip(hi - 1, 0, len(positions) - 1)] + 1,
            "depth": modules["module_name"].str.count(r"\.").to_numpy() + (modules["module_name"] != "").to_numpy(),
        }
    )
    return spans[hi > lo].reset_index(drop=True)


def find_layer_classes(
    window: pd.DataFrame, ranges: pd.DataFrame, modules: dict[str, Any], codes: np.ndarray, iteration: int
) -> pd.DataFrame:
    """Classes of identical layers in ``iteration``, largest then outermost first; a duplicate
    never overlaps another duplicate."""
    signatures = _parameter_signatures(modules)
    spans = _module_spans(window, ranges, iteration)
    spans = spans[spans["module_name"].isin(list(signatures))]
    code_at = dict(zip(window["position"].tolist(), codes.tolist(), strict=True))
    classes: dict[tuple[Any, ...], list[ModuleSpan]] = {}
    for span in spans.to_dict("records"):
        member = ModuleSpan(
            str(span["module_name"]),
            str(span["module_type"]),
            int(span["start"]),
            int(span["stop"]),
            int(span["depth"]),
        )
        kernels = tuple(code_at[p] for p in range(member.start, member.stop))
        signature = signatures[member.name]
        classes.setdefault((signature[1], signature[2], kernels), []).append(member)
    covered = np.zeros(len(window), dtype=bool)
    rows: list[dict[str, Any]] = []
    # Largest first: a one-kernel class (LayerNorm, also found at the top level as ln_f) taken
    # before the blocks would split every block and leave none free to fold.
    largest_first = sorted(
        classes.values(),
        key=lambda ms: (-(ms[0].stop - ms[0].start), min(m.depth for m in ms), min(m.start for m in ms)),
    )
    for members in largest_first:
        free = [m for m in sorted(members, key=lambda m: m.start) if not covered[m.start : m.stop].any()]
        if len(free) < 2:
            continue
        class_id = len({r["class_id"] for r in rows})
        for i, member in enumerate(free):
            if i:
                covered[member.start : member.stop] = True
            rows.append(
                {
                    "class_id": class_id,
                    "module_name": member.name,
                    "module_type": member.type,
                    "role": "duplicate" if i else "representative",
                    "representative": free[0].name,
                    "first_position": member.start,
                    "kernel_count": member.stop - member.start,
                }
            )
    return pd.DataFrame(rows, columns=LAYERS)


def _spans(position: np.ndarray, source: np.ndarray, reason: np.ndarray) -> list[list[Any]]:
    """Runs where position and source both step by one under one reason, as plan spans."""
    if len(position) == 0:
        return []
    order = np.argsort(position, kind="stable")
    position, source, reason = position[order], source[order], reason[order]
    breaks = np.r_[True, (np.diff(position) != 1) | (np.diff(source) != 1) | (reason[1:] != reason[:-1])]
    starts = np.flatnonzero(breaks)
    lengths = np.diff(np.r_[starts, len(position)])
    return [[int(position[s]), int(n), int(source[s]), str(reason[s])] for s, n in zip(starts, lengths, strict=True)]


def _follow_chains(source_of: np.ndarray, reason: np.ndarray) -> None:
    """Point every position at a measured one (in place): a duplicate inside a representative
    (h.1.ln_2 -> h.0.ln_2 -> h.0.ln_1) takes the end of the chain, and its reason names each link."""
    # A representative is its class's first member, so every source lies before its position: chains end.
    while (pending := np.flatnonzero(source_of[source_of] != source_of)).size:
        via = source_of[pending]
        reason[pending] = [f"{a}; {b}" for a, b in zip(reason[pending], reason[via], strict=True)]
        source_of[pending] = source_of[via]


def _whole_window(size: int, note: str, collective: np.ndarray) -> DedupPlan:
    """ncu profiles every kernel of the window but the collectives; nothing is propagated."""
    scope: dict[str, Any] = {"format": "opprof-profile-scope", "iteration": None, "exclude_modules": []}
    plan = without_collectives(full_plan_document(size), collective)
    return DedupPlan(scope, plan, pd.DataFrame(columns=LAYERS), [note])


COLLECTIVE_REASON = "a collective: ncu's replay hangs on kernels that wait for other ranks, so it is not replayed"


def without_collectives(plan: dict[str, Any], collective: np.ndarray) -> dict[str, Any]:
    """The plan with every collective position excluded (neither measured nor propagated) and the
    ncu filter that keeps them out of each run; the plan as it is where the window has none."""
    if not collective.any():
        return plan
    measured = expand_spans(plan["measured"])
    measured = measured[~collective[measured]]
    spans = plan["propagated"]
    targets = expand_spans(spans)
    sources = expand_spans([[s[2], s[1]] for s in spans])
    reasons = np.repeat(np.array([s[3] for s in spans], dtype=object), [s[1] for s in spans])
    kept = ~collective[targets]
    excluded = np.flatnonzero(collective)
    return {
        **plan,
        "measured": [[p, n] for p, n, _, _ in _spans(measured, measured, np.full(len(measured), ""))],
        "propagated": _spans(targets[kept], sources[kept], reasons[kept].astype(str)),
        "excluded": [[p, n, r] for p, n, _, r in _spans(excluded, excluded, np.full(len(excluded), COLLECTIVE_REASON))],
        "ncu_kernel_filter": NCU_WITHOUT_COLLECTIVES,
    }


def plan_replay(
    window: pd.DataFrame,
    ranges: pd.DataFrame,
    modules: dict[str, Any],
    source: Path,
    dedup: bool = True,
    sequence: ReplayCost | None = None,
    whole_iteration: bool = False,
) -> DedupPlan:
    """The scope, replay plan and layer classes for the measured window of a phase-2 timeline
    (rule measured_window's table; ``dedup`` False: the whole window, as ``ncu: {replay: full}``
    asks; ``sequence``: also fold repeated launch runs, at that cost of an ncu run;
    ``whole_iteration``: every kernel of iteration 0, for CUPTI's range profiler, which measures
    an iteration once per pass). The plan carries ``ncu_kernels``, the count to profile, and the
    launches under the scope worked out a second way (NVTX module ranges around the launches),
    refused unless both agree."""
    collective = collective_kernels(window["demangled_name"])
    if whole_iteration:
        if not dedup:
            raise OpprofError(source, "the range profiler measures one iteration: it takes no full replay")
        if collective.any():
            raise OpprofError(
                source, f"the window holds {int(collective.sum())} collectives: the range profiler takes no collectives"
            )
    planned = _plan(window, ranges, modules, source, dedup, sequence, collective, whole_iteration)
    scope = scope_from_document(planned.scope)
    in_scope = int((~collective).sum()) if scope is None else scope_kernel_count(window, ranges, scope, source)
    measured_count = sum(n for _, n in planned.plan["measured"])
    launches = planned.plan.get("scope_launches", measured_count)
    runs = planned.plan.get("ncu_runs", [[0, launches]])
    if launches != in_scope or sum(n for _, n in runs) != measured_count:
        raise OpprofError(
            source,
            f"replay plan measures {measured_count} of {launches} launches in runs {runs}, the scope would "
            f"launch {in_scope}",
        )
    return DedupPlan(planned.scope, {**planned.plan, "ncu_kernels": measured_count}, planned.layers, planned.notes)


def _launched_inside(kernels: pd.DataFrame, ranges: pd.DataFrame) -> np.ndarray:
    """Whether each kernel's host launch lies inside any of ``ranges`` on its thread."""
    if ranges.empty or kernels.empty:
        return np.zeros(len(kernels), dtype=bool)
    tid, start, end = (ranges[c].to_numpy(np.int64) for c in ("tid", "start_ns", "end_ns"))
    parents = parent_index(tid, start, end, nesting_depth(tid, start, end))
    hit = innermost_enclosing(
        tid,
        start,
        end,
        parents,
        kernels["launch_tid"].to_numpy(np.int64),
        kernels["launch_start_ns"].to_numpy(np.int64),
    )
    return hit >= 0


def scope_kernel_count(window: pd.DataFrame, ranges: pd.DataFrame, scope: ProfileScope, source: Path) -> int:
    """How many kernels ncu profiles under ``scope``: those of its iterations launched outside every
    excluded module's forward (NVTX module ranges), collectives left out."""
    chosen = window[window["iteration"].between(scope.iteration, scope.iteration + scope.iterations - 1)]
    modules = ranges[(ranges["kind"] == "module") & ranges["module_name"].isin(list(scope.exclude_modules))]
    missing = set(scope.exclude_modules) - set(modules["module_name"].dropna())
    if missing:
        raise OpprofError(source, f"profile scope excludes modules with no NVTX module range: {sorted(missing)[:5]}")
    return int((~_launched_inside(chosen, modules) & ~collective_kernels(chosen["demangled_name"])).sum())


def _fold_sequences(
    source_of: np.ndarray, reason: np.ndarray, profiled: list[np.ndarray], codes: np.ndarray, cost: ReplayCost
) -> list[list[int]]:
    """Fold the launches ncu sees under the scope (``profiled``: their positions per scoped
    iteration, in launch order) that lie in a repeated launch run outside every measured span:
    each points at its source (in place), and an ordinal measured in the second iteration only
    gives its counters to the first. Returns the spans, launch ordinals over all scoped iterations."""
    base = profiled[0]
    sequence = repeat_sources(codes[base])
    ordinals = np.arange(len(base))
    runs = measured_runs(sequence == ordinals, cost, circular=len(profiled) > 1)
    covered = np.zeros(len(base) * len(profiled), dtype=bool)
    for skip, count in runs:
        covered[skip : skip + count] = True
    by_iteration = covered.reshape(len(profiled), len(base))
    fold = np.asarray(~by_iteration.any(axis=0), dtype=bool)
    # Straight to a measured ordinal: 127 LSTM steps chained copy to copy would say so 127 times.
    while fold[sequence[fold]].any():
        sequence = np.where(fold[sequence], sequence[sequence], sequence)
    source_of[base[fold]] = base[sequence[fold]]
    reason[base[fold]] = f"the launch sequence repeats (a run of at least {MIN_RUN} identical launches)"
    if len(profiled) > 1:
        later = np.asarray(by_iteration[1] & ~by_iteration[0], dtype=bool)
        source_of[base[later]] = profiled[1][later]
        reason[base[later]] = f"iteration {REPLAYED_ITERATION} repeats iteration {REPLAYED_ITERATION + 1}"
    return [[int(skip), int(count)] for skip, count in runs]


def _plan(
    window: pd.DataFrame,
    ranges: pd.DataFrame,
    modules: dict[str, Any],
    source: Path,
    dedup: bool,
    sequence: ReplayCost | None,
    collective: np.ndarray,
    whole_iteration: bool,
) -> DedupPlan:
    """The plan of plan_replay; ``collective``: whether each window position is a collective's;
    ``whole_iteration``: no layer classes, and iterations that differ are refused, not replayed whole."""
    window = window.reset_index(drop=True)
    measured = int(window["iteration"].nunique())
    codes = _kernel_codes(window)
    size = len(window)
    if not dedup:
        return _whole_window(size, "replay: full: ncu replays the whole window", collective)
    if not _iterations_identical(window, codes):
        if whole_iteration:
            raise OpprofError(
                source,
                "measured iterations launched different kernel sequences: the range profiler, which measures "
                "iteration 0 once per pass, needs every iteration to launch the same",
            )
        return _whole_window(
            size, "measured iterations launched different kernel sequences: ncu replays the whole window", collective
        )
    layers = (
        pd.DataFrame(columns=LAYERS)
        if whole_iteration
        else find_layer_classes(window, ranges, modules, codes, REPLAYED_ITERATION)
    )
    first = window.loc[window["iteration"] == REPLAYED_ITERATION, "position"].to_numpy()
    per_iteration = len(first)
    source_of = np.arange(size, dtype=np.int64)
    reason = np.full(size, "", dtype=object)
    records = layers.to_dict("records")
    start_of = {str(r["module_name"]): int(r["first_position"]) for r in records}
    for dup in (r for r in records if r["role"] == "duplicate"):
        first_position, count = int(dup["first_position"]), int(dup["kernel_count"])
        rep_start = start_of[str(dup["representative"])]
        source_of[first_position : first_position + count] = np.arange(rep_start, rep_start + count)
        reason[first_position : first_position + count] = (
            f"layer {dup['module_name']} repeats {dup['representative']} ({dup['module_type']})"
        )
    extra: dict[str, Any] = {}
    scoped = min(measured, 2) if sequence is not None else 1
    if sequence is not None:
        kept = first[(source_of[first] == first) & ~collective[first]]
        profiled = [kept + k * per_iteration for k in range(scoped)]
        extra["scope_launches"] = len(kept) * scoped
        extra["ncu_runs"] = _fold_sequences(source_of, reason, profiled, codes, sequence)
        extra["sequence_dedup"] = {"min_run": MIN_RUN, "run_s": sequence.run_s, "kernel_s": sequence.kernel_s}
    _follow_chains(source_of, reason)
    for k in range(1, measured):
        span = np.arange(k * per_iteration, (k + 1) * per_iteration)
        inner = source_of[first]
        source_of[span] = inner
        reason[span] = [
            f"iteration {k} repeats iteration {REPLAYED_ITERATION}" + (f"; {r}" if r else "") for r in reason[first]
        ]
        reason[span[source_of[span] == span]] = ""  # measured in this iteration: ncu saw it here
    measured_positions = np.flatnonzero(source_of == np.arange(size))
    propagated = np.flatnonzero(source_of != np.arange(size))
    plan = without_collectives(
        {
            "format": "opprof-replay-plan",
            "window_size": size,
            "measured": [
                [int(s), int(n)]
                for s, n, _, _ in _spans(measured_positions, measured_positions, np.full(len(measured_positions), ""))
            ],
            "propagated": _spans(propagated, source_of[propagated], reason[propagated].astype(str)),
            "layers": layers.to_dict("records"),
            **extra,
            **({"collector": "cupti"} if whole_iteration else {}),
        },
        collective,
    )
    duplicates = sorted(layers.loc[layers["role"] == "duplicate", "module_name"])
    scope = {
        "format": "opprof-profile-scope",
        "iteration": REPLAYED_ITERATION,
        "exclude_modules": duplicates,
        **({"iterations": scoped} if scoped > 1 else {}),
    }
    runs = extra.get("ncu_runs")
    notes = [
        f"CUPTI's range profiler measures all {len(measured_positions)} kernels of iteration {REPLAYED_ITERATION},"
        " in the program's run; the other iterations take their counters"
        if whole_iteration
        else f"ncu profiles {len(measured_positions)} of {size} kernels: iteration {REPLAYED_ITERATION}"
        f" of {measured}, {len(duplicates)} duplicate layers excluded"
        + (f", repeated launch runs folded, in {len(runs)} ncu runs" if runs is not None else "")
    ]
    if len(measured_positions) == 0:
        raise OpprofError(source, "layer dedup left no kernel for ncu to profile")
    return DedupPlan(scope, plan, layers, notes)
