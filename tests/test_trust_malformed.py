"""Malformed captures that used to profile as if nothing were wrong, each made from the shipped
matmul_add_64 bundle, through the real workflow: one Snakemake run (--keep-going) profiles every
faulted bundle. Then bundle folders and names that reach the shell or leave results/."""

from __future__ import annotations

import csv
import gzip
import io
import json
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import SHIPPED, copy_bundle, refusal_of, run_workflow

SOURCE = SHIPPED / "matmul_add_64"
# traceEvents of its kineto.json.gz: the iteration-1 aten::mm and aten::add operators, and their kernels.
MM_OP, ADD_OP, MM_KERNEL, ADD_KERNEL = 6, 7, 17, 21
MM_NAME = "nvjet_sm90_tst_64x8_64x16_1x4_h_bz_NNT"
INF_METRIC = "dram__bytes_read.sum"


def _edit_trace(bundle: Path, edit: Callable[[list[dict[str, Any]]], None]) -> None:
    path = bundle / "kineto.json.gz"
    document = json.loads(gzip.decompress(path.read_bytes()))
    edit(document["traceEvents"])
    path.write_bytes(gzip.compress(json.dumps(document).encode(), mtime=0))


def shared_correlation(bundle: Path) -> None:
    """The add kernel carries the mm kernel's correlation id."""

    def edit(events: list[dict[str, Any]]) -> None:
        events[ADD_KERNEL]["args"]["correlation"] = events[MM_KERNEL]["args"]["correlation"]

    _edit_trace(bundle, edit)


def swapped_operator_names(bundle: Path) -> None:
    """Kineto names aten::mm what nsys's NVTX ranges call aten::add, and the other way round."""

    def edit(events: list[dict[str, Any]]) -> None:
        events[MM_OP]["name"], events[ADD_OP]["name"] = events[ADD_OP]["name"], events[MM_OP]["name"]

    _edit_trace(bundle, edit)


def host_op_without_ts(bundle: Path) -> None:
    _edit_trace(bundle, lambda events: events[MM_OP].pop("ts"))


def negative_ts(bundle: Path) -> None:
    _edit_trace(bundle, lambda events: events[MM_KERNEL].update(ts=-5))


def inf_metric(bundle: Path) -> None:
    """ncu printed inf for one metric on every kernel."""
    path = bundle / "ncu" / "all.csv.gz"
    rows = list(csv.reader(io.StringIO(gzip.decompress(path.read_bytes()).decode())))
    column = rows[0].index(INF_METRIC)
    for row in rows[2:]:
        row[column] = "inf"
    text = io.StringIO()
    csv.writer(text, quoting=csv.QUOTE_ALL).writerows(rows)
    path.write_bytes(gzip.compress(text.getvalue().encode(), mtime=0))


TRACE = "kineto.json.gz"
# bundle: (the fault, the rule that must refuse it or None, words its one line holds after the file)
FAULTS: dict[str, tuple[Callable[[Path], None], str | None, str]] = {
    "shared_correlation": (
        shared_correlation,
        "ingest_kineto",
        f"kernel events {MM_KERNEL} and {ADD_KERNEL} share correlation id 41",
    ),
    "swapped_operator_names": (swapped_operator_names, "attribute", "disagree with the NVTX operator ranges of"),
    "host_op_without_ts": (host_op_without_ts, "ingest_kineto", f"event {MM_OP} (cpu_op 'aten::mm') has no ts"),
    "negative_ts": (
        negative_ts,
        "ingest_kineto",
        f"event {MM_KERNEL} (kernel 'nvjet_sm90_tst_64x8_64x16_1x4_h_bz_NNT') has a negative ts (-5 us)",
    ),
    "inf_metric": (inf_metric, None, ""),
}


@pytest.fixture(scope="module")
def faulted_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("malformed")
    captures = root / "captures"
    for name, (fault, _, _) in FAULTS.items():
        fault(copy_bundle(SOURCE, captures / name))
    targets = [f"results/{name}/profile.json" for name in FAULTS]
    result = run_workflow(
        root / "work", captures, *targets, extra=("--keep-going", "--show-failed-logs", "--cores", "2")
    )
    return root / "work", result


@pytest.mark.parametrize("fault", sorted(f for f, (_, rule, _) in FAULTS.items() if rule))
def test_malformed_trace_is_refused_in_one_line_naming_the_file(
    fault: str, faulted_run: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    _, rule, words = FAULTS[fault]
    line = refusal_of(faulted_run, fault, rule)
    trace = faulted_run[0].parent / "captures" / fault / TRACE
    assert line.startswith(f"opprof: error: {trace}: ") and words in line, line


def test_operator_disagreement_names_both_files_and_the_first_divergence(
    faulted_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted_run
    bundle = work.parent / "captures" / "swapped_operator_names"
    (line,) = (work / "results" / "swapped_operator_names" / "logs" / "attribute.log").read_text().splitlines()
    assert str(bundle / "nsys.sqlite") in line
    assert f"first at position 2 ({MM_NAME}): Kineto names aten::add, NVTX aten::mm" in line


def test_a_metric_that_is_inf_on_every_kernel_is_null_for_ncus_reason(
    faulted_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted_run
    profile = json.loads((work / "results" / "inf_metric" / "profile.json").read_text())
    (resolution,) = next(c for c in profile["counters"] if c["name"] == "dram_bytes_read")["resolution"]
    assert resolution["raw_metric"] == INF_METRIC and resolution["status"] == "measured"
    assert resolution["reason"] == (
        f"ncu reported no number for {INF_METRIC} on 2 of 2 kernels (n/a, empty, nan or not finite): null there"
    )


def test_a_captures_dir_starting_with_a_dash_profiles(tmp_path: Path) -> None:
    work = tmp_path / "work"
    copy_bundle(SOURCE, work / "-caps" / "m64")
    result = run_workflow(work, Path("-caps"), "results/m64/profile.json")
    assert result.returncode == 0, result.stderr[-3000:]
    assert json.loads((work / "results" / "m64" / "profile.json").read_text())["gate"]["status"] == "passed"


def test_a_name_that_leaves_results_is_refused_and_writes_nothing_outside(tmp_path: Path) -> None:
    """`..` as a diff side would profile <captures_dir>/.. into results/.. (the working directory)."""
    work = tmp_path / "work"
    copy_bundle(SOURCE, tmp_path / "capsD" / "m64")
    (tmp_path / "capsD" / "inner").mkdir()
    for target in ("results/diff/..__m64/diff.json", "results/../profile.json", "results/./profile.json"):
        result = run_workflow(work, tmp_path / "capsD" / "inner", target)
        assert result.returncode != 0, target
        assert sorted(p.name for p in work.iterdir() if p.name != ".snakemake") in ([], ["results"]), target
        assert not (work / "results" / "tables").exists() and not (work / "results" / "logs" / "profile.log").exists()
