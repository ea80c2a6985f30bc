"""What torch.compile ran in the measured iterations, as the Kineto trace records it.

Each call of a frame Dynamo compiled is a ``Torch-Compiled Region: <frame>/<compile>`` range
(Dynamo's compile id: the frame's number in the process, and which of that frame's compiles
runs), and each graph Inductor compiled runs under ``## Call CompiledFxGraph <key> ##`` (a
training step calls its forward and its backward graph). A graph break splits a frame: the code
after it runs as a frame of its own, so a step runs more regions; a recompilation gives a frame
another compile, so a compile number above 0 runs. How often Dynamo broke or recompiled while
compiling is the capture's own count (capture.json's ``compile``); this is what the window ran.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from opprof.analysis.window import event_iterations, iteration_markers

REGION_PREFIX = "Torch-Compiled Region: "
COMPILE_ID = r"^(?P<frame>\d+)/(?P<compile>\d+)$"
GRAPH_CALL = r"^## Call CompiledFxGraph (?P<key>\S+) ##$"


def _measured(ops: pd.DataFrame, markers: pd.DataFrame, path: Path) -> pd.DataFrame:
    """The rows of ``ops`` that start inside a measured iteration (on any thread of its process),
    with their ``iteration``."""
    iteration = event_iterations(markers, ops, path)
    return ops.assign(iteration=iteration)[iteration >= 0]


def compiled_regions(ops: pd.DataFrame, path: Path) -> dict[str, Any] | None:
    """The compiled frames and graphs the measured iterations ran (``ops``: the Kineto trace's
    operators and annotations; ``path`` names the trace in a refusal). None where the trace has
    no compiled region or no iteration markers to count them in."""
    names = ops["name"].astype("string")
    markers = iteration_markers(ops)
    if markers.empty or not names.str.startswith(REGION_PREFIX).fillna(False).any():
        return None
    regions = _measured(ops[names.str.startswith(REGION_PREFIX).fillna(False).to_numpy(bool)], markers, path)
    ids = regions["name"].astype(str).str.removeprefix(REGION_PREFIX)
    parsed = ids.str.extract(COMPILE_ID)
    calls = _measured(ops[names.str.match(GRAPH_CALL).fillna(False).to_numpy(bool)], markers, path)
    per_iteration = regions.groupby("iteration").size().reindex(markers["iteration"].unique(), fill_value=0)
    return {
        "regions": len(regions),
        "regions_per_iteration": [int(n) for n in per_iteration],
        "compile_ids": sorted(set(ids)),
        "frames": int(parsed["frame"].dropna().nunique()),
        "recompiled": sorted(set(ids[parsed["compile"].astype(float).fillna(0).to_numpy() > 0])),
        "graphs": int(calls["name"].astype(str).str.extract(GRAPH_CALL)["key"].nunique()),
        "graph_calls": len(calls),
    }
