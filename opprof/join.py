"""The join: nsys kernels of the measured window get ncu counters by invocation order.

ncu replays on its own clock, so time is never a key: the i-th invocation of a launch
configuration in the nsys window gets the i-th ncu row of that configuration (the gate has
already proved the two ordered sequences identical, names included). Positions ncu did not
replay take the counters of the position the replay plan names, stamped ``propagated``.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .counters import counter_names
from .replay_plan import ReplayPlan
from .tables import LAUNCH_CONFIG

NSYS_FIELDS = [
    "kernel_index",
    "correlation_id",
    "stream_id",
    "start_ns",
    "end_ns",
    "duration_ns",
    *LAUNCH_CONFIG,
    "static_shared_bytes",
    "dynamic_shared_bytes",
    "demangled_name",
    "short_name",
    "name_key",
    "launch_api",
    "launch_tid",
    "launch_start_ns",
]


def _occurrence(frame: pd.DataFrame) -> pd.Series:
    return frame.groupby(LAUNCH_CONFIG, dropna=False, sort=False).cumcount()


def _measured_counters(
    window_kernels: pd.DataFrame, ncu_kernels: pd.DataFrame, ncu_map: pd.DataFrame, groups: list[str]
) -> pd.DataFrame:
    """Counters per measured position; for a counter several groups measured, the first group wins."""
    counters = [c for c in counter_names() if c not in LAUNCH_CONFIG]
    keys = [*LAUNCH_CONFIG, "occurrence"]
    measured = pd.DataFrame({"position": window_kernels["position"]})
    for group in groups:
        rows = ncu_kernels[ncu_kernels["group"] == group]
        rows = rows.assign(occurrence=_occurrence(rows))
        positions = ncu_map.loc[ncu_map["group"] == group, ["position"]]
        replayed = window_kernels.merge(positions, on="position")
        replayed = replayed.assign(occurrence=_occurrence(replayed))
        new = [c for c in counters if c in rows.columns and rows[c].notna().any() and c not in measured.columns]
        joined = replayed[["position", *keys]].merge(rows[[*keys, *new]], on=keys, how="left", validate="one_to_one")
        measured = measured.merge(joined[["position", *new]], on="position", how="left")
    return measured


def join_counters(
    window: pd.DataFrame,
    nsys_kernels: pd.DataFrame,
    ncu_kernels: pd.DataFrame,
    ncu_map: pd.DataFrame,
    plan: ReplayPlan,
    groups: list[str],
) -> pd.DataFrame:
    """One row per window position: nsys timing and launch facts, then every logical counter
    (null where not measured) and its provenance: ``measured``, ``propagated`` or ``none``."""
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
        measured = _measured_counters(kernels, ncu_kernels, ncu_map, groups)
        values = values.merge(measured, on="position", how="left")
    for counter in counters:
        if counter not in values.columns:
            values[counter] = np.nan
    values = values[["position", *counters]].set_index("position").sort_index()
    provenance = pd.Series("none", index=values.index, dtype="string")
    provenance.loc[plan.measured_positions if groups else []] = "measured"
    source = pd.Series(pd.NA, index=values.index, dtype="Int64")
    reason = pd.Series(pd.NA, index=values.index, dtype="string")
    if groups and len(plan.propagation):
        targets = plan.propagation["position"].to_numpy()
        sources = plan.propagation["source_position"].to_numpy()
        values.loc[targets, counters] = values.loc[sources, counters].to_numpy()
        provenance.loc[targets] = "propagated"
        source.loc[targets] = sources
        reason.loc[targets] = plan.propagation["reason"].to_numpy()
    kernels = kernels.set_index("position")
    kernels["counter_provenance"] = provenance
    kernels["propagated_from_position"] = source
    kernels["propagation_reason"] = reason
    # Launch constants are facts of the launch that nsys recorded for every kernel.
    for constant in (c for c in counters if c in LAUNCH_CONFIG):
        values[constant] = kernels[constant].astype("float64")
    return pd.concat([kernels, values.add_prefix("c_")], axis=1).reset_index()
