"""Rules of rules/ingest.smk: the bundle's members read into the workflow's tables."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from opprof import tables
from opprof.analysis.fusion_map import check_map_names_window, read_fusion_map, read_inductor_calls
from opprof.bundle.manifest import ncu_entries, read_json, validate_manifest
from opprof.bundle.replay_plan import load_plan, plan_table
from opprof.errors import OpprofError
from opprof.ingest import cupti, kineto, ncu, nsys
from opprof.io import read_table, write_json, write_table

KINETO_TABLES = (
    tables.KINETO_OPS,
    tables.KINETO_LAUNCHES,
    tables.KINETO_KERNELS,
    tables.KINETO_CALLS,
    tables.KINETO_MEMORY,
)


def bundle_manifest(capture: str, manifest: str) -> None:
    """capture.json, validated (schema, and every member it lists inside the bundle and present),
    for the rules that read the capture's conditions."""
    write_json(manifest, validate_manifest(capture))


def ingest_nsys(export: str, kernels: str, info: str) -> None:
    """nsys SQLite export -> kernel table, and the capture facts it records."""
    write_table(kernels, tables.NSYS_KERNELS, nsys.read_kernels(export, categorical=True))
    write_json(info, nsys.read_capture_info(export))


def ingest_nvtx(export: str, ranges: str) -> None:
    """nsys SQLite export -> NVTX range table (a rule beside ingest_nsys: the export's two bulk
    reads, each in a process of its own, run at once)."""
    write_table(ranges, tables.NSYS_RANGES, nsys.read_ranges(export, categorical=True))


def ingest_kineto(
    ops: str, launches: str, kernels: str, calls: str, memory: str, info: str, trace: str | None = None
) -> None:
    """Kineto trace -> host operator, launch, kernel, CUDA API call and GPU memory copy and set
    tables. A bundle without a trace gives empty tables: attribution then rests on NVTX."""
    if trace is None:
        frames = [t.empty() for t in KINETO_TABLES]
        metadata: dict[str, Any] = {"present": False}
    else:
        document = kineto.load_trace(trace)
        frames = [*kineto.trace_tables(document, Path(trace)), kineto.memory_ops(document)]
        keys = ("cupti_version", "cuda_runtime_version", "cuda_driver_version", "schemaVersion")
        metadata = {"present": True, **{k: document.get(k) for k in keys}, "devices": kineto.devices(document)}
    for path, table, frame in zip((ops, launches, kernels, calls, memory), KINETO_TABLES, frames, strict=True):
        write_table(path, table, frame)
    write_json(info, metadata)


def ingest_ncu(
    manifest: str,
    csv: list[str],
    kernels: str,
    resolution: str,
    info: str,
    cupti_kernels: str,
    counters: str | None = None,
) -> None:
    """Every ncu file of the bundle (one per counter group, in capture.json's order) into one table
    with a group column, how each logical counter was resolved, and the GPU each file measured;
    the range profiler's counters (``counters``, cupti.json) into cupti_kernels, resolved as the
    group ``cupti``."""
    document = read_json(manifest)
    entries = ncu_entries(document)
    if [Path(p).name for p in csv] != [Path(e["path"]).name for e in entries]:
        raise OpprofError(manifest, f"ncu files {csv} are not the ones capture.json lists")
    listed = document["files"].get("cupti")
    if (listed is None) != (counters is None) or (counters and Path(counters).name != Path(listed).name):
        raise OpprofError(manifest, f"range profiler counters {counters} are not the ones capture.json lists")
    chip = str(document["gpu"]["chip"]).lower()
    raws = [ncu.read_raw(path) for path in csv]
    parts = [
        ncu.to_kernel_table(raw, entry["group"], chip, path)
        for raw, path, entry in zip(raws, csv, entries, strict=True)
    ]
    ranged = []
    if counters:
        counted = cupti.read_cupti(counters)
        cupti.check_manifest_entry(counted, document["range_profiler"], manifest)
        ranged = [cupti.to_kernel_table(counted, chip, counters)]
    for path, table, frames in (
        (kernels, tables.NCU_KERNELS, [p[0] for p in parts]),
        (resolution, tables.NCU_RESOLUTION, [p[1] for p in parts + ranged]),
        (cupti_kernels, tables.CUPTI_KERNELS, [p[0] for p in ranged]),
    ):
        write_table(path, table, pd.concat(frames, ignore_index=True) if frames else table.empty())
    write_json(info, {e["group"]: ncu.device_facts(raw) for raw, e in zip(raws, entries, strict=True)})


def ingest_replay_plan(window: str, replay_plan: str, plan: str | None = None, export: str | None = None) -> None:
    """The bundle's replay plan, checked against the size of the nsys ``export``'s measured window
    (every position covered once, every source measured), as one row per position (a bundle
    without a plan: ncu measured every position). That each source is the same kernel as its
    target is the gate's to check: only after the captures agree can a difference blame the plan."""
    nsys_w = read_table(window, tables.NSYS_WINDOW, ["position"])
    checked = load_plan(plan, len(nsys_w), export)
    write_table(replay_plan, tables.REPLAY_PLAN, plan_table(checked, len(nsys_w)))


def fusion_map(
    manifest: str, window: str, fusion_map: str, calls: str, inductor: list[str], inductor_dir: str | None = None
) -> None:
    """The bundle's Inductor fusion map and each graph's launch order, read from ``inductor_dir``
    (``inductor``: the files or the folder the rule names, so that an edit reruns it) and refused
    where it names none of the window's kernels; empty tables where capture.json lists no
    Inductor output."""
    listed = read_json(manifest)["files"].get("inductor")
    if listed is not None and (inductor_dir is None or not inductor):
        raise OpprofError(manifest, "capture.json lists Inductor output but the rule was given none of it")
    folder = Path(inductor_dir) if listed is not None and inductor_dir is not None else None
    table = read_fusion_map(folder)
    if folder is not None:
        check_map_names_window(table, read_table(window, tables.NSYS_WINDOW, ["name_key"])["name_key"], folder)
    write_table(fusion_map, tables.FUSION_MAP, table)
    write_table(calls, tables.INDUCTOR_CALLS, read_inductor_calls(folder))
