"""The join: nsys kernels of the measured window get ncu counters by invocation order.

ncu replays on its own clock, so time is never a key: the i-th invocation of a launch
configuration in the nsys window gets the i-th ncu row of that configuration (the gate has
already proved the two ordered sequences identical, names included). Positions ncu did not
replay take the counters of the position the replay plan names, stamped ``propagated``. CUPTI's
range profiler, which counts an iteration in the program's own run, is joined by the map the gate
wrote after holding each range to its kernel's CTAs and warps.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from opprof.bundle.replay_plan import ReplayPlan
from opprof.counters import counter_names
from opprof.tables import COUNTER_PREFIX, CUPTI_GROUP, JOINED, LAUNCH_CONFIG, NCU_COUNTERS, NSYS_KERNELS, PROVENANCE

# What the join reads of the nsys kernels: the key and every nsys fact a joined row carries.
NSYS_FIELDS = NSYS_KERNELS.select("kernel_index", *(c for c in JOINED.names if c in NSYS_KERNELS.names))


def _occurrence(frame: pd.DataFrame, keys: list[str]) -> pd.Series:
    return frame.groupby(keys, dropna=False, sort=False).cumcount()


def _measured_counters(
    window_kernels: pd.DataFrame, ncu_kernels: pd.DataFrame, ncu_map: pd.DataFrame, groups: list[str]
) -> pd.DataFrame:
    """Counters per measured position; for a counter several groups measured, the first group wins.
    A launch fact a group's ncu run did not print (registers per thread, say) is no key of its
    join: the gate compared only what both captures recorded."""
    measured = pd.DataFrame({"position": window_kernels["position"]})
    for group in groups:
        rows = ncu_kernels[ncu_kernels["group"] == group]
        config = [c for c in LAUNCH_CONFIG if rows[c].notna().all()]
        keys = [*config, "occurrence"]
        rows = rows.assign(occurrence=_occurrence(rows, config))
        positions = ncu_map.loc[ncu_map["group"] == group, ["position"]]
        replayed = window_kernels.merge(positions, on="position")
        replayed = replayed.assign(occurrence=_occurrence(replayed, config))
        new = [c for c in NCU_COUNTERS if c in rows.columns and rows[c].notna().any() and c not in measured.columns]
        joined = replayed[["position", *keys]].merge(rows[[*keys, *new]], on=keys, how="left", validate="one_to_one")
        measured = measured.merge(joined[["position", *new]], on="position", how="left")
    return measured


def _range_counters(ranges: pd.DataFrame, ncu_map: pd.DataFrame) -> pd.DataFrame:
    """Counters per position the range profiler measured: the gate mapped each to its range."""
    positions = ncu_map.loc[ncu_map["group"] == CUPTI_GROUP, ["position", "ncu_index"]]
    present = [c for c in NCU_COUNTERS if c in ranges.columns and ranges[c].notna().any()]
    return positions.merge(
        ranges[["range_index", *present]], left_on="ncu_index", right_on="range_index", validate="one_to_one"
    )[["position", *present]]


def join_counters(
    window: pd.DataFrame,
    nsys_kernels: pd.DataFrame,
    ncu_kernels: pd.DataFrame,
    ncu_map: pd.DataFrame,
    plan: ReplayPlan,
    groups: list[str],
    ranges: pd.DataFrame | None = None,
) -> pd.DataFrame:
    """One row per window position: nsys timing and launch facts, then every logical counter
    (null where not measured) and its provenance: ``measured``, ``propagated``, ``excluded`` (a
    collective ncu must not replay; its reason says so) or ``none``. ``ranges``: the range
    profiler's counters, which take the place of ncu's."""
    if ranges is not None:
        if groups:
            raise ValueError("counters from ncu and from the range profiler: a bundle has one collector")
        groups = [CUPTI_GROUP]
    kernels = window.merge(
        nsys_kernels[NSYS_FIELDS],
        left_on="nsys_kernel_index",
        right_on="kernel_index",
        how="left",
        validate="one_to_one",
    ).drop(columns="kernel_index")
    counters = counter_names()
    values = pd.DataFrame({"position": kernels["position"]})
    if groups:
        measured = (
            _range_counters(ranges, ncu_map)
            if ranges is not None
            else _measured_counters(kernels, ncu_kernels, ncu_map, groups)
        )
        values = values.merge(measured, on="position", how="left")
    for counter in counters:
        if counter not in values.columns:
            values[counter] = np.nan
    values = values[["position", *counters]].set_index("position").sort_index()
    # Text columns as categoricals: a million positions share three provenances and a few reasons.
    provenance = np.zeros(len(values), dtype=np.int8)  # PROVENANCE codes
    source = np.zeros(len(values), dtype=np.int64)
    reason_codes = np.full(len(values), -1, dtype=np.int64)
    reasons: list[str] = []
    rows = pd.Index(values.index)
    if groups:
        provenance[rows.get_indexer(plan.measured_positions)] = 1  # the plan was checked against the window
    if groups and len(plan.propagation):
        targets = plan.propagation["position"].to_numpy()
        sources = plan.propagation["source_position"].to_numpy()
        at = rows.get_indexer(targets)
        # One float block copied row to row: label-based .loc assignment of a million rows takes
        # and reindexes every block twice.
        block = values.to_numpy(np.float64)
        block[at] = block[rows.get_indexer(sources)]
        values = pd.DataFrame(block, index=values.index, columns=values.columns)
        provenance[at] = 2
        source[at] = sources
        codes, distinct = pd.factorize(plan.propagation["reason"])
        reason_codes[at] = codes
        reasons = [str(reason) for reason in distinct]
    if len(plan.exclusion):
        at = rows.get_indexer(plan.exclusion["position"].to_numpy())
        provenance[at] = 3
        codes, distinct = pd.factorize(plan.exclusion["reason"])
        reason_codes[at] = codes + len(reasons)
        reasons += [str(reason) for reason in distinct]
    kernels = kernels.set_index("position")
    kernels["counter_provenance"] = pd.Series(
        pd.Categorical.from_codes(provenance, categories=pd.Index(PROVENANCE)), index=rows
    )
    kernels["propagated_from_position"] = pd.Series(pd.arrays.IntegerArray(source, provenance != 2), index=rows)
    kernels["propagation_reason"] = pd.Series(
        pd.Categorical.from_codes(reason_codes, categories=pd.Index(reasons, dtype="str")), index=rows
    )
    # Launch constants are facts of the launch that nsys recorded for every kernel.
    for constant in (c for c in counters if c in LAUNCH_CONFIG):
        values[constant] = kernels[constant].astype("float64")
    return pd.concat([kernels, values.add_prefix(COUNTER_PREFIX)], axis=1).reset_index()
