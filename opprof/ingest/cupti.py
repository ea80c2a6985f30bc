"""cupti.json: counters of one measured iteration from CUPTI's range profiler in the program's run.

One range per kernel, in launch order, and no kernel name: each range's CTAs and warps launched
are what the gate compares with nsys's grid and block at its position. Values are CUPTI's GPU
values in each metric's base unit (bytes, ns, percent, counts), the units ncu's CSV converts to:
on GPT-2 they agree with ncu's to 0.1% for instruction counts and within a few percent for
durations and rates (``benchmarks/cupti_against_ncu.py``). Caches are the program's, not flushed
before each kernel as ncu does, which moves cache-dependent counters (DRAM bytes, hit rates).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.bundle.manifest import read_json, validate_json
from opprof.counters import catalogue, resolve
from opprof.errors import OpprofError
from opprof.tables import CUPTI_GROUP, LAUNCH_CONFIG, NCU_RESOLUTION, RAW_METRIC_PREFIX

CTAS, WARPS = "sm__ctas_launched.sum", "smsp__warps_launched.sum"
# The catalogue's launch statistics (launch__*) are ncu's own, computed from the launch, not
# counted: the range profiler has none; registers and shared memory come from nsys as for every kernel.
LAUNCH_STATISTIC = "launch__"
NOT_A_COUNTER = "a launch statistic of ncu's, which CUPTI's range profiler does not compute"
FROM_NSYS = "a launch fact, from the nsys export as for every kernel"


def read_cupti(path: str | Path, expected: int | None = None) -> dict[str, Any]:
    """cupti.json, checked (``check_cupti``)."""
    return check_cupti(read_json(path), path, expected)


def check_cupti(document: dict[str, Any], path: str | Path, expected: int | None = None) -> dict[str, Any]:
    """cupti.json's document, refused unless it matches its schema, every pass ran, no range was
    dropped, it holds the identity counters and, where ``expected`` is given, that many ranges."""
    validate_json(document, "cupti.schema.json", path)
    if document["runs"] < document["passes"]:
        raise OpprofError(path, f"{document['runs']} of the range profiler's {document['passes']} passes ran")
    if document["dropped"]:
        raise OpprofError(path, f"the range profiler dropped {document['dropped']} ranges")
    missing = {CTAS, WARPS} - set(document["metrics"])
    if missing:
        raise OpprofError(path, f"no {sorted(missing)}: the gate needs each range's CTAs and warps")
    width = len(document["metrics"])
    ragged = next((i for i, row in enumerate(document["values"]) if len(row) != width), None)
    if ragged is not None:
        raise OpprofError(path, f"range {ragged} has {len(document['values'][ragged])} values for {width} metrics")
    ranges = len(document["values"])
    if expected is not None and ranges != expected:
        raise OpprofError(
            path,
            f"the range profiler measured {ranges} kernels, an iteration of the nsys window launches {expected}",
        )
    return document


def check_manifest_entry(document: dict[str, Any], entry: dict[str, Any], manifest: str | Path) -> None:
    """capture.json's range_profiler entry, which the report shows, says what cupti.json holds."""
    held = {"kernels": len(document["values"]), "passes": document["passes"]}
    stated = {key: entry[key] for key in held}
    if stated != held:
        raise OpprofError(manifest, f"range_profiler says {stated}, cupti.json holds {held}")


def to_kernel_table(document: dict[str, Any], chip: str, path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(cupti_kernels, resolution rows of group ``cupti``): every logical counter the request
    resolves, every raw metric, and each range's CTAs and warps."""
    if document["chip"] != chip:
        raise OpprofError(path, f"CUPTI measured chip {document['chip']}, capture.json says {chip}")
    metrics = pd.DataFrame(
        np.array(document["values"], dtype=np.float64).reshape(len(document["values"]), len(document["metrics"])),
        columns=document["metrics"],
    )
    resolutions = resolve(set(metrics.columns), chip)
    kernels = pd.DataFrame(
        {
            "range_index": np.arange(len(metrics), dtype=np.int64),
            "ctas_launched": metrics[CTAS].round().astype("Int64"),
            "warps_launched": metrics[WARPS].round().astype("Int64"),
        }
    )
    resolution: list[tuple[str, str, str | None, str | None, str, str | None]] = []
    launch = {c.name for c in catalogue() if all(n.startswith(LAUNCH_STATISTIC) for n in c.names)}
    for res in resolutions:
        if res.counter in LAUNCH_CONFIG:
            resolution.append((CUPTI_GROUP, res.counter, None, None, "measured", FROM_NSYS))
            continue
        if res.counter in launch:
            kernels[res.counter] = np.nan
            resolution.append((CUPTI_GROUP, res.counter, None, None, "not_collected", NOT_A_COUNTER))
            continue
        measured = res.raw_metric is not None
        kernels[res.counter] = metrics[res.raw_metric].to_numpy() if measured else np.nan
        missing = int(metrics[res.raw_metric].isna().sum()) if measured else 0
        reason = (
            f"CUPTI gave no finite number for {res.raw_metric} on {missing} of {len(metrics)} kernels: null there"
            if missing
            else res.reason
        )
        resolution.append((CUPTI_GROUP, res.counter, res.raw_metric, None, res.status, reason))
    kernels = pd.concat([kernels, metrics.add_prefix(RAW_METRIC_PREFIX)], axis=1)
    return kernels, pd.DataFrame(resolution, columns=NCU_RESOLUTION.names).astype("string")
