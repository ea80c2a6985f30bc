"""The recorded GPT-2 timeline with the module ranges opprof's harness would have written.

The recorded bundle predates opprof's module hooks, so its timeline has no ``opprof:module``
ranges: these helpers add them around the real kernels of each GPT-2 block (5 embedding kernels,
then 12 blocks of 19 kernels, then the final LayerNorm) at the real launch times, the way the
harness's forward hooks bracket a block's launches; and the replay that layer dedup plans, made
from the real bundle by keeping only the ncu rows of the positions the plan measures.
"""

from __future__ import annotations

import csv
import gzip
import json
from pathlib import Path
from typing import Any

import pandas as pd
from conftest import GPT2_BUNDLE, copy_bundle

from opprof.analysis.layer_dedup import DedupPlan, plan_replay
from opprof.analysis.sequence_dedup import ReplayCost
from opprof.analysis.window import marker_manifest, nsys_window
from opprof.bundle.markers import iteration_marker, module_marker
from opprof.ingest.nsys import parse_range_texts, read_kernels, read_ranges

FIRST, PER_ITERATION, PREFIX, BLOCK = 469, 234, 5, 19


def ranges_with_modules(kernels: pd.DataFrame, ranges: pd.DataFrame) -> pd.DataFrame:
    window = kernels.iloc[FIRST:].reset_index(drop=True)
    pid, tid = int(window["launch_pid"].iloc[0]), int(window["launch_tid"].iloc[0])
    launch = window["launch_start_ns"].to_numpy()
    texts, spans = [], []
    for iteration in range(2):
        base = iteration * PER_ITERATION
        texts.append(iteration_marker(iteration))
        spans.append((base, base + PER_ITERATION))
        texts.append(module_marker("", "GPT2Model"))
        spans.append((base, base + PER_ITERATION))
        for block in range(12):
            first = base + PREFIX + BLOCK * block
            texts += [module_marker(f"h.{block}", "GPT2Block"), module_marker(f"h.{block}.mlp", "GPT2MLP")]
            spans += [(first, first + BLOCK), (first + 11, first + BLOCK - 1)]
    added = parse_range_texts(pd.Series(texts, dtype="string")).assign(
        text=texts,
        range_index=range(len(ranges), len(ranges) + len(texts)),
        pid=pid,
        tid=tid,
        depth=0,
        start_ns=[int(launch[a]) - 10 for a, _ in spans],
        end_ns=[int(launch[b - 1]) + 10 for _, b in spans],
    )
    return pd.concat([ranges, added[ranges.columns]], ignore_index=True)


def gpt2_modules(shapes: dict[int, list[int]] | None = None) -> dict[str, Any]:
    shapes = shapes or {}
    entries = [{"name": "", "type": "GPT2Model", "parameters": {"wte.weight": [50257, 768]}}]
    for block in range(12):
        entries.append({"name": f"h.{block}", "type": "GPT2Block", "parameters": {}})
        entries.append(
            {"name": f"h.{block}.mlp", "type": "GPT2MLP", "parameters": {"c_fc.weight": shapes.get(block, [768, 3072])}}
        )
    return {"format": "opprof-modules", "modules": entries}


def gpt2_timeline() -> tuple[pd.DataFrame, pd.DataFrame]:
    kernels = read_kernels(GPT2_BUNDLE / "nsys.sqlite")
    return kernels, ranges_with_modules(kernels, read_ranges(GPT2_BUNDLE / "nsys.sqlite"))


def plan_from_timeline(
    kernels: pd.DataFrame,
    ranges: pd.DataFrame,
    modules: dict[str, Any],
    sqlite: Path,
    dedup: bool = True,
    sequence: ReplayCost | None = None,
) -> DedupPlan:
    """Layer dedup's plan for a two-iteration phase-2 timeline, from its measured window as rule
    measured_window derives it (``sequence``: sequence dedup too, at that replay cost)."""
    window = nsys_window(kernels, ranges, marker_manifest(2), sqlite)
    return plan_replay(window, ranges, modules, sqlite, dedup, sequence)


def planned_bundle(destination: Path) -> tuple[Path, DedupPlan]:
    """A copy of the recorded bundle as the optimized replay would have made it."""
    kernels, ranges = gpt2_timeline()
    planned = plan_from_timeline(kernels, ranges, gpt2_modules(), GPT2_BUNDLE / "nsys.sqlite")
    bundle = copy_bundle(GPT2_BUNDLE, destination)
    measured = [p for start, count in planned.plan["measured"] for p in range(start, start + count)]
    with gzip.open(bundle / "ncu" / "all.csv.gz", "rt") as handle:
        rows = list(csv.reader(handle))
    with gzip.open(bundle / "ncu" / "all.csv.gz", "wt", newline="") as handle:
        csv.writer(handle, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows(
            rows[:2] + [rows[2 + p] for p in measured]
        )
    (bundle / "replay_plan.json").write_text(json.dumps(planned.plan))
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["files"]["replay_plan"] = "replay_plan.json"
    manifest["window"]["ncu"] = {"first_kernel": 0, "count": len(measured)}
    (bundle / "capture.json").write_text(json.dumps(manifest))
    return bundle, planned
