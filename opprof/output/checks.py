"""Numbers that cannot be true are flagged in the profile, never published silently."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from opprof.counters import catalogue
from opprof.tables import counter_column

# ncu and nsys time kernels on different clocks and under different conditions (replay,
# cache flushes, clock control); beyond this factor a duration pair is called out.
DURATION_RATIO_LIMIT = 10.0


def plausibility(kernels: pd.DataFrame) -> dict[str, Any]:
    flags: list[dict[str, Any]] = []
    negative = kernels[kernels["duration_ns"] < 0]
    flags += [
        {"kind": "negative_duration", "position": int(p), "counter": "duration_ns", "value": float(v)}
        for p, v in zip(negative["position"], negative["duration_ns"], strict=True)
    ]
    for counter in catalogue():
        column = counter_column(counter.name)
        values = kernels[column]
        if counter.unit == "%":
            bad = kernels[(values < 0) | (values > 100)]
            kind = "percentage_out_of_range"
        else:
            bad = kernels[values < 0]
            kind = "negative_value"
        flags += [
            {"kind": kind, "position": int(p), "counter": counter.name, "value": float(v)}
            for p, v in zip(bad["position"], bad[column], strict=True)
        ]
    ratio = (
        kernels[counter_column("ncu_duration_ns")] / kernels["duration_ns"].where(kernels["duration_ns"] > 0)
    ).dropna()
    far = ratio[(ratio > DURATION_RATIO_LIMIT) | (ratio < 1 / DURATION_RATIO_LIMIT)]
    flags += [
        {
            "kind": "ncu_nsys_duration_ratio",
            "position": int(kernels["position"].loc[i]),
            "counter": "ncu_duration_ns",
            "value": float(ratio[i]),
        }
        for i in far.index
    ]
    distribution = None
    if len(ratio):
        q = np.quantile(ratio.to_numpy(), [0.0, 0.05, 0.5, 0.95, 1.0])
        distribution = {
            "kernels": len(ratio),
            "min": q[0],
            "p05": q[1],
            "median": q[2],
            "p95": q[3],
            "max": q[4],
            "beyond_limit": len(far),
            "limit_factor": DURATION_RATIO_LIMIT,
            "note": "ncu replays under its own clock and cache control; reported, not failed",
        }
    flags.sort(key=lambda f: (f["position"], f["kind"], f["counter"]))
    return {"flags": flags, "flag_count": len(flags), "ncu_nsys_duration_ratio": distribution}
