"""The analysis stages as the Snakemake rules call them: paths in, Parquet/JSON out.

Each stage reads its inputs, calls the pure functions of its module and writes every output
atomically; a stage that fails leaves no output behind.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from opprof.analysis.aggregate import operator_index, operator_invocations, operator_summary
from opprof.analysis.attribution import NVTX_COLUMNS, attribute, attribute_by_inductor
from opprof.analysis.fusion_map import read_fusion_map
from opprof.analysis.gate import window_and_gate
from opprof.analysis.join import NSYS_FIELDS, join_counters
from opprof.analysis.replay_validation import validate_replay
from opprof.analysis.window import MARKER_COLUMNS, NSYS_WINDOW_COLUMNS, kineto_window, ncu_window, nsys_window
from opprof.bundle.manifest import load_bundle, read_json
from opprof.bundle.replay_plan import load_plan
from opprof.errors import OpprofError
from opprof.ingest import kineto, ncu, nsys
from opprof.io import read_parquet, write_json, write_parquet
from opprof.output.profile import build_profile, write_profile
from opprof.tables import KINETO_KERNELS, KINETO_LAUNCHES, KINETO_OPS, NCU_IDENTITY, NCU_RESOLUTION


def ingest_nsys(bundle: str, kernels: str, ranges: str, info: str) -> None:
    source = load_bundle(bundle)
    kernel_table, range_table = nsys.read_tables(source.nsys)
    write_parquet(kernels, kernel_table)
    write_parquet(ranges, range_table)
    write_json(info, nsys.read_capture_info(source.nsys))


def ingest_kineto(bundle: str, ops: str, launches: str, kernels: str, info: str) -> None:
    """A bundle without a Kineto trace gives empty tables: attribution then rests on NVTX."""
    source = load_bundle(bundle)
    if source.kineto is None:
        tables = [pd.DataFrame(columns=c) for c in (KINETO_OPS, KINETO_LAUNCHES, KINETO_KERNELS)]
        metadata: dict[str, Any] = {"present": False}
    else:
        tables = list(kineto.read_trace(source.kineto))
        document = kineto.load_trace(source.kineto)
        metadata = {
            "present": True,
            **{
                k: document.get(k)
                for k in ("cupti_version", "cuda_runtime_version", "cuda_driver_version", "schemaVersion")
            },
        }
    for path, table in zip((ops, launches, kernels), tables, strict=True):
        write_parquet(path, table)
    write_json(info, metadata)


def ingest_ncu(bundle: str, kernels: str, resolution: str) -> None:
    """Every ncu file of the bundle (one per counter group) into one table with a group column."""
    source = load_bundle(bundle)
    parts, resolutions = [], []
    for entry in source.ncu:
        table, resolved = ncu.read_ncu(entry.path, entry.group, source.chip)
        parts.append(table)
        resolutions.append(resolved)
    write_parquet(kernels, pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=NCU_IDENTITY))
    write_parquet(
        resolution, pd.concat(resolutions, ignore_index=True) if resolutions else pd.DataFrame(columns=NCU_RESOLUTION)
    )


def gate(
    bundle: str,
    nsys_kernels: str,
    nsys_ranges: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    ncu_kernels: str,
    window: str,
    ncu_map: str,
) -> None:
    source = load_bundle(bundle)
    manifest_path = source.root / "capture.json"
    nsys_k, ranges = read_parquet(nsys_kernels, NSYS_WINDOW_COLUMNS), read_parquet(nsys_ranges, MARKER_COLUMNS)
    k_ops, k_launches, k_kernels = (read_parquet(p) for p in (kineto_ops, kineto_launches, kineto_kernels))
    ncu_k = read_parquet(ncu_kernels)
    nsys_w = nsys_window(nsys_k, ranges, source.manifest, manifest_path)
    kineto_w = kineto_window(k_ops, k_launches, k_kernels, source.manifest, manifest_path) if len(k_kernels) else None
    ncu_w = {e.group: ncu_window(ncu_k[ncu_k["group"] == e.group], source.manifest, manifest_path) for e in source.ncu}
    plan = load_plan(source.replay_plan, len(nsys_w))
    window_table, ncu_map_table = window_and_gate(nsys_w, kineto_w, ncu_w, plan.measured_positions, source.root)
    write_parquet(window, window_table)
    write_parquet(ncu_map, ncu_map_table)


def join(bundle: str, window: str, nsys_kernels: str, ncu_kernels: str, ncu_map: str, joined: str) -> None:
    source = load_bundle(bundle)
    window_table = read_parquet(window)
    plan = load_plan(source.replay_plan, len(window_table))
    table = join_counters(
        window_table,
        read_parquet(nsys_kernels, NSYS_FIELDS),
        read_parquet(ncu_kernels),
        read_parquet(ncu_map),
        plan,
        [e.group for e in source.ncu],
    )
    write_parquet(joined, table)


def attribute_kernels(
    joined: str,
    nsys_ranges: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    fusion_map: str,
    attributed: str,
) -> None:
    table = attribute(
        read_parquet(joined),
        read_parquet(nsys_ranges, NVTX_COLUMNS),
        read_parquet(kineto_ops),
        read_parquet(kineto_launches),
        read_parquet(kineto_kernels),
    )
    write_parquet(attributed, attribute_by_inductor(table, read_parquet(fusion_map)))


def build_fusion_map(bundle: str, out: str) -> None:
    """The bundle's Inductor fusion map; an empty table for a bundle without an inductor folder."""
    write_parquet(out, read_fusion_map(load_bundle(bundle).inductor))


def aggregate(attributed: str, kernels: str, operators: str, summary: str) -> None:
    table = read_parquet(attributed)
    invocations = operator_invocations(table)
    write_parquet(kernels, table.assign(operator_index=operator_index(table, invocations)))
    write_parquet(operators, invocations)
    write_parquet(summary, operator_summary(table, int(table["duration_ns"].sum())))


def profile(
    bundle: str, kernels: str, operators: str, summary: str, resolution: str, nsys_info: str, kineto_info: str, out: str
) -> None:
    source = load_bundle(bundle)
    kernel_table = read_parquet(kernels)
    compared = (["kineto"] if kernel_table["kineto_kernel_index"].notna().any() else []) + [
        f"ncu[{e.group}]" for e in source.ncu
    ]
    tools_seen = {
        "nsys_export": read_json(nsys_info),
        "kineto_trace": read_json(kineto_info),
        "ncu_files": [
            {"group": e.group, "file": e.path.name, "passes": e.passes, "wall_s": e.wall_s} for e in source.ncu
        ],
    }
    if len(kernel_table) == 0:
        raise OpprofError(out, "empty measured window")
    skeleton, arrays = build_profile(
        source.manifest,
        tools_seen,
        kernel_table,
        read_parquet(operators),
        read_parquet(summary),
        read_parquet(resolution),
        compared,
    )
    write_profile(out, skeleton, arrays)


def validate_propagation(
    bundle: str,
    kernels: str,
    window: str,
    nsys_kernels: str,
    full_csv: str,
    optimized_record: str,
    full_record: str,
    repeat_csv: str,
    repeat_record: str,
    out: str,
) -> None:
    """Rule validate_replay: propagated counters against a replay of every kernel and against a
    second run of the optimized replay, and the replays' ncu wall times."""
    source = load_bundle(bundle)
    window_kernels = (
        read_parquet(window)
        .merge(read_parquet(nsys_kernels), left_on="nsys_kernel_index", right_on="kernel_index")
        .sort_values("position")
    )
    full, _ = ncu.read_ncu(full_csv, "full", source.chip)
    repeat, _ = ncu.read_ncu(repeat_csv, "repeat", source.chip)
    report = validate_replay(read_parquet(kernels), full, window_kernels, Path(full_csv), repeat)
    records = (("optimized", optimized_record), ("full", full_record), ("repeat", repeat_record))
    runs = {name: read_json(path) for name, path in records}
    timing = {name: {k: run.get(k) for k in ("wall_s", "kernels", "passes")} for name, run in runs.items()}
    speedup = timing["full"]["wall_s"] / timing["optimized"]["wall_s"] if timing["optimized"]["wall_s"] else None
    write_json(out, {"ncu_runs": timing, "speedup": speedup, **report})
