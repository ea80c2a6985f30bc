"""Faults that used to pass silently or with the wrong message, each made from a shipped bundle
the way a real mistake would make it, through the real workflow: one Snakemake run (--keep-going)
profiles every faulted bundle; a second test reruns one bundle after a good profile and checks
that a refusal leaves nothing from the earlier inputs."""

from __future__ import annotations

import csv
import gzip
import io
import json
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, SHIPPED, copy_bundle, refusal_of, run_workflow

from opprof.analysis.fusion_map import read_fusion_map
from opprof.analysis.window import nsys_window
from opprof.ingest import nsys

KERNELS = "CUPTI_ACTIVITY_KIND_KERNEL"
CONTROL = "gpt2_compiled"  # the shipped compiled bundle (markers, an Inductor folder) faults are made from
GRAPH = "model__0_inference_0.0"
FUSION_COLUMNS = ["kernel_name", "aten_ops", "source"]
DEBUG_TREE = Path("torch_compile_debug") / "run_2026_12_01_09_00_00_000000-pid_4242" / "torchinductor"
# Where a dropped kernel definition leaves its kernel without fused operators.
UNDEFINED_KERNEL = "triton_poi_fused_cat_split_transpose_view_1"
# Window position whose DRAM bytes are made impossible, and by what factor.
DRAM_POSITION, DRAM_FACTOR = 40, 1000


def _sql(bundle: Path, *statements: str) -> None:
    with sqlite3.connect(bundle / "nsys.sqlite") as conn:
        for statement in statements:
            conn.execute(statement)


def non_utf8_nvtx(bundle: Path) -> None:
    """An NVTX range whose text ends in a byte that is no UTF-8."""
    _sql(
        bundle,
        "UPDATE NVTX_EVENTS SET text = CAST(CAST(text AS BLOB) || x'ff' AS TEXT) "
        "WHERE rowid = (SELECT min(rowid) FROM NVTX_EVENTS WHERE text LIKE 'aten::addmm%')",
    )


def duplicated_kernel_row(bundle: Path) -> None:
    """One kernel row of the export written twice (a merge of two exports, a copy gone wrong)."""
    _sql(
        bundle,
        f"INSERT INTO {KERNELS} SELECT * FROM {KERNELS} "
        f"WHERE rowid = (SELECT rowid FROM {KERNELS} ORDER BY start LIMIT 1 OFFSET 600)",
    )


@cache
def _marked_window() -> pd.DataFrame:
    """The control's window as its markers give it."""
    bundle = SHIPPED / CONTROL
    manifest = json.loads((bundle / "capture.json").read_text())
    export = bundle / "nsys.sqlite"
    return nsys_window(nsys.read_kernels(export, True), nsys.read_ranges(export, True), manifest, bundle)


def graph_level_trace(bundle: Path) -> None:
    """A CUDA-graph capture exported as nsys traces graphs by default: no row per kernel node."""
    _sql(bundle, f"DELETE FROM {KERNELS} WHERE graphNodeId IS NOT NULL")


def span_cuts_iterations(bundle: Path) -> None:
    """An explicit nsys span half an iteration early, in a bundle whose export holds markers."""
    manifest = json.loads((bundle / "capture.json").read_text())
    window = _marked_window()
    per_iteration = len(window) // manifest["iterations"]["measured"]
    first = int(window["kernel_index"].min()) - per_iteration // 2
    manifest["window"] = {"method": "explicit", "nsys": {"first_kernel": first, "count": len(window)}}
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))


def impossible_dram(bundle: Path) -> None:
    """One kernel's DRAM read bytes scaled far beyond what the H200 could move in its duration."""
    rows = list(csv.reader(io.StringIO(gzip.decompress((bundle / "ncu" / "all.csv.gz").read_bytes()).decode())))
    column = rows[0].index("dram__bytes_read.sum")
    row = rows[2 + DRAM_POSITION]
    row[column] = f"{float(row[column].replace(',', '')) * DRAM_FACTOR + 1e9:.0f}"
    text = io.StringIO()
    csv.writer(text, quoting=csv.QUOTE_ALL).writerows(rows)
    (bundle / "ncu" / "all.csv.gz").write_bytes(gzip.compress(text.getvalue().encode(), mtime=0))


def foreign_inductor(bundle: Path) -> None:
    """The Inductor folder of another workload (conv_block_compiled: no kernel name in common)."""
    shutil.rmtree(bundle / "inductor")
    shutil.copytree(SHIPPED / "conv_block_compiled" / "inductor", bundle / "inductor")


def debug_tree_layout(bundle: Path) -> None:
    """The graph where a user's own TORCH_COMPILE_DEBUG=1 run writes it, not where opprof keeps it."""
    target = bundle / "inductor" / DEBUG_TREE / GRAPH
    target.parent.mkdir(parents=True)
    (bundle / "inductor" / GRAPH).rename(target)
    (target.parent.parent / "debug.log").write_text("dynamo and inductor logs\n")


def partial_map(bundle: Path) -> None:
    """output_code.py without one kernel's definition: the map covers the other kernels only."""
    code = bundle / "inductor" / GRAPH / "output_code.py"
    code.write_text(code.read_text().replace(f"\n{UNDEFINED_KERNEL} = async_compile", "\n_dropped = async_compile"))


# bundle: (shipped bundle it is made from, the fault, the rule that must refuse it or None, its words)
FAULTS: dict[str, tuple[Path, Callable[[Path], None], str | None, str]] = {
    "non_utf8_nvtx": (GPT2_BUNDLE, non_utf8_nvtx, "ingest_nvtx", "text that is not UTF-8 in the export"),
    "duplicated_kernel_row": (
        GPT2_BUNDLE,
        duplicated_kernel_row,
        "ingest_nsys",
        f"{KERNELS} rows 600 and 937 are one kernel written twice",
    ),
    "graph_level_trace": (
        SHIPPED / "gpt2_compiled_cudagraphs",
        graph_level_trace,
        "ingest_nsys",
        "3 CUDA graph launches ran no kernel the export records: nsys traced the graphs whole (its default); "
        "capture with `nsys profile --cuda-graph-trace=node`",
    ),
    "span_cuts_iterations": (
        SHIPPED / CONTROL,
        span_cuts_iterations,
        "measured_window",
        "disagrees with the opprof:iteration markers the export holds",
    ),
    "foreign_inductor": (
        SHIPPED / CONTROL,
        foreign_inductor,
        "fusion_map",
        "none of which ran in the measured window: it is another workload's",
    ),
    "impossible_dram": (GPT2_BUNDLE, impossible_dram, None, ""),
    "debug_tree_layout": (SHIPPED / CONTROL, debug_tree_layout, None, ""),
    "partial_map": (SHIPPED / CONTROL, partial_map, None, ""),
}


def _profile(work: Path, name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((work / "results" / name / "profile.json").read_text())
    return document


def _kernels(work: Path, name: str) -> pd.DataFrame:
    return pd.read_parquet(work / "results" / name / "kernels.parquet")


@pytest.fixture(scope="module")
def faulted_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("trust-faults")
    captures = root / "captures"
    for name, (source, fault, _, _) in FAULTS.items():
        fault(copy_bundle(source, captures / name))
    targets = [f"results/{name}/report.html" for name in FAULTS]
    result = run_workflow(
        root / "work", captures, *targets, extra=("--keep-going", "--show-failed-logs", "--cores", "2")
    )
    return root / "work", result


@pytest.mark.parametrize("fault", sorted(f for f, (_, _, rule, _) in FAULTS.items() if rule))
def test_fault_is_refused_in_one_line_by_the_rule_that_reads_it(
    fault: str, faulted_run: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    _, _, rule, words = FAULTS[fault]
    line = refusal_of(faulted_run, fault, rule)
    assert line.startswith(f"opprof: error: {faulted_run[0].parent / 'captures' / fault}") and words in line, line


def test_explicit_span_refusal_names_the_first_kernel_it_misplaces(
    faulted_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted_run
    (line,) = (work / "results" / "span_cuts_iterations" / "logs" / "measured_window.log").read_text().splitlines()
    first = int(_marked_window()["kernel_index"].min())
    per_iteration = len(_marked_window()) // 2
    assert (
        f"kernel {first - per_iteration // 2} is in iteration 0 by the span, outside the window by the markers" in line
    )


def test_a_kernel_beyond_the_gpus_dram_bandwidth_is_flagged_on_the_profile_and_the_report(
    faulted_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted_run
    checks = _profile(work, "impossible_dram")["checks"]
    assert checks["dram_peak"]["peak_bytes_per_s"] == pytest.approx(2 * 3_201_000e3 * 6016 / 8)
    flagged = [f for f in checks["flags"] if f["kind"] == "dram_bytes_beyond_peak"]
    assert [f["position"] for f in flagged] == [DRAM_POSITION]
    assert flagged[0]["value"] > 1.1
    page = (work / "results" / "impossible_dram" / "report.html").read_text()
    assert "1 kernel moved more DRAM bytes than 4.81 TB/s (the GPU&#39;s peak) allows" in page
    assert f"first at position {DRAM_POSITION}" in page


def test_the_torch_compile_debug_layout_gives_the_same_fusion_as_the_kept_one(
    faulted_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted_run
    results = work / "results" / "debug_tree_layout"
    tree = pd.read_parquet(results / "tables" / "fusion_map.parquet")
    kept = read_fusion_map(SHIPPED / CONTROL / "inductor")
    assert set(tree["graph"]) == {(DEBUG_TREE / GRAPH).as_posix()} and set(kept["graph"]) == {GRAPH}

    def rows(table: pd.DataFrame) -> list[tuple[str, list[str], str]]:
        return [(str(k), list(o), str(s)) for k, o, s in zip(*(table[c] for c in FUSION_COLUMNS), strict=True)]

    assert rows(tree) == rows(kept) and len(kept) == 9
    coverage = _profile(work, "debug_tree_layout")["checks"]["fusion_coverage"]
    assert coverage["time_share"] == 1.0 and coverage["covered_kernels"] == coverage["triton_kernels"] == 146
    assert "fusion map names the aten operators of" not in (results / "report.html").read_text()


def test_a_map_that_misses_kernels_says_how_much_it_covers(
    faulted_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted_run
    kernels = _kernels(work, "partial_map")
    coverage = _profile(work, "partial_map")["checks"]["fusion_coverage"]
    missed = kernels[kernels["name_key"] == UNDEFINED_KERNEL]
    assert len(missed) > 0 and missed["fused_with"].map(len).eq(0).all()
    assert coverage["triton_kernels"] - coverage["covered_kernels"] == len(missed)
    assert coverage["triton_time_ns"] - coverage["covered_time_ns"] == int(missed["duration_ns"].sum())
    assert 0 < coverage["time_share"] < 1
    page = (work / "results" / "partial_map" / "report.html").read_text()
    assert f"names the aten operators of {coverage['covered_kernels']} of {coverage['triton_kernels']}" in page


def _other_gpu(bundle: Path) -> None:
    """The export of another machine's capture dropped into an H200 bundle."""
    _sql(bundle, "UPDATE TARGET_INFO_GPU SET name = 'Quadro GP100', chipName = 'GP100'")


PUBLISHED = ["profile.json", "report.html", "kernels.parquet", "operators.parquet", "operator_summary.parquet"]


def test_disagreeing_exports_are_flagged_refused_when_strict_and_a_refusal_leaves_no_earlier_result(
    tmp_path: Path,
) -> None:
    bundle = copy_bundle(GPT2_BUNDLE, tmp_path / "captures" / "gpt2")
    _other_gpu(bundle)
    work, results = tmp_path / "work", tmp_path / "work" / "results" / "gpt2"
    target = "results/gpt2/report.html"

    flagged = run_workflow(work, bundle.parent, target, extra=("--cores", "2"))
    assert flagged.returncode == 0, flagged.stderr[-3000:]
    agreement = _profile(work, "gpt2")["checks"]["capture_agreement"]
    assert agreement["disagreements"] == 1
    (gpu,) = [f for f in agreement["facts"] if not f["agree"]]
    assert gpu == {
        "fact": "GPU",
        "capture": "NVIDIA H200",
        "seen": {"nsys": "Quadro GP100", "kineto": "NVIDIA H200", "ncu[all]": "NVIDIA H200"},
        "agree": False,
    }
    page = (results / "report.html").read_text()
    assert "The captures disagree on GPU: capture.json says &#39;NVIDIA H200&#39;, the exports say kineto" in page

    strict = run_workflow(
        work, bundle.parent, target, extra=("--cores", "2", "--config", f"captures_dir={bundle.parent}", "strict=True")
    )
    assert strict.returncode != 0
    (line,) = (results / "logs" / "profile.log").read_text().splitlines()
    assert line == (
        f"opprof: error: {bundle}: the captures disagree (strict): GPU: capture.json says 'NVIDIA H200', "
        "the exports say kineto 'NVIDIA H200', ncu[all] 'NVIDIA H200', nsys 'Quadro GP100'"
    )
    assert [f for f in PUBLISHED if (results / f).exists()] == []  # the profile's inputs too

    (bundle / "nsys.sqlite").unlink()
    missing = run_workflow(work, bundle.parent, target, extra=("--cores", "2"))
    assert missing.returncode != 0
    (line,) = (results / "logs" / "bundle_manifest.log").read_text().splitlines()
    assert (
        line
        == f"opprof: error: {bundle / 'capture.json'}: nsys export 'nsys.sqlite' is listed but missing from the bundle"
    )
    assert [f for f in PUBLISHED if (results / f).exists()] == []
