"""Bad input: one line naming the file and the problem, a non-zero exit, no partial output."""

from __future__ import annotations

import csv
import gzip
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import REPO, SHIPPED, copy_bundle, run_workflow


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])


def _not_sqlite(path: Path) -> None:
    path.write_text("this is a text file, not an nsys export\n")


def _drop_kernel_table(path: Path) -> None:
    import sqlite3

    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE CUPTI_ACTIVITY_KIND_KERNEL")


def _drop_units_row(path: Path) -> None:
    lines = gzip.decompress(path.read_bytes()).decode().splitlines(keepends=True)
    path.write_bytes(gzip.compress("".join([lines[0], *lines[2:]]).encode()))


def _malformed_manifest(path: Path) -> None:
    path.write_text(path.read_text()[:-40])


def _no_window(path: Path) -> None:
    manifest = json.loads(path.read_text())
    manifest["window"] = {"method": "markers"}
    path.write_text(json.dumps(manifest))


CASES: dict[str, tuple[str, Callable[[Path], None], str, str]] = {
    # case: (file in the bundle, how it is broken, rule that must refuse it, words the error must hold)
    "truncated nsys export": ("nsys.sqlite", _truncate, "ingest_nsys", "SQLite"),
    "not an SQLite file": ("nsys.sqlite", _not_sqlite, "ingest_nsys", "not an SQLite database"),
    "missing kernel table": ("nsys.sqlite", _drop_kernel_table, "ingest_nsys", "no CUPTI_ACTIVITY_KIND_KERNEL table"),
    "ncu CSV without units row": ("ncu/all.csv.gz", _drop_units_row, "ingest_ncu", "no units row"),
    "malformed capture.json": ("capture.json", _malformed_manifest, "bundle_manifest", "malformed JSON"),
    "no measured window": ("capture.json", _no_window, "measured_window", "no measured window"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_bundle_stops_the_run_with_one_line_and_no_partial_output(
    case: str, bundle_copy: Callable[[str], Path], tmp_path: Path
) -> None:
    member, damage, rule, words = CASES[case]
    bundle = bundle_copy("gpt2")
    damage(bundle / member)
    workdir = tmp_path / "work"
    result = run_workflow(workdir, bundle.parent, "results/gpt2/profile.json", extra=("--keep-going",))
    assert result.returncode != 0
    log = (workdir / "results" / "gpt2" / "logs" / f"{rule}.log").read_text().strip().splitlines()
    assert len(log) == 1, log
    assert log[0].startswith("opprof: error: ") and words in log[0]
    assert str(bundle / member) in log[0] or member in log[0]
    assert not (workdir / "results" / "gpt2" / "profile.json").exists()
    leftovers = [p for p in (workdir / "results").rglob("*") if p.name.endswith(".part")]
    assert leftovers == []


def test_script_error_is_one_line_on_stderr_with_exit_status_1(tmp_path: Path) -> None:
    bad = tmp_path / "bundle"
    bad.mkdir()
    (bad / "capture.json").write_text("{")
    out = tmp_path / "out"
    command = [
        sys.executable,
        str(REPO / "scripts" / "bundle_manifest.py"),
        "--capture",
        str(bad / "capture.json"),
        "--manifest",
        str(out / "capture.json"),
    ]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"opprof: error: {bad / 'capture.json'}: malformed JSON")
    assert not out.exists()


def test_a_plan_that_copies_another_kernels_counters_is_refused_naming_both_positions(tmp_path: Path) -> None:
    """A well-formed plan (every position covered once, every source measured) whose first
    propagation points one position off: the GEMM's counters would land on a layer norm."""
    bundle = copy_bundle(SHIPPED / "gpt2", tmp_path / "captures" / "gpt2")
    plan = json.loads((bundle / "replay_plan.json").read_text())
    target, count, source, reason = plan["propagated"][0]
    plan["propagated"][0] = [target, count, source + 1, reason]
    (bundle / "replay_plan.json").write_text(json.dumps(plan))
    workdir = tmp_path / "work"
    result = run_workflow(workdir, bundle.parent, "results/gpt2/profile.json")
    assert result.returncode != 0
    # The gate judges the plan once the Kineto trace has held the nsys export to the run.
    log = (workdir / "results" / "gpt2" / "logs" / "gate.log").read_text().strip().splitlines()
    assert len(log) == 1
    assert log[0].startswith(f"opprof: error: {bundle / 'replay_plan.json'}: position {target} would take")
    assert f"the counters of position {source + 1}, another kernel (name_key vectorized_layer_norm_kernel vs " in log[0]
    assert not (workdir / "results" / "gpt2" / "tables" / "window.parquet").exists()
    assert not (workdir / "results" / "gpt2" / "profile.json").exists()


def test_ncu_cells_without_a_number_are_null_and_the_profile_says_why(
    bundle_copy: Callable[[str], Path], tmp_path: Path
) -> None:
    """n/a, nan, inf and 1e309 in a counter column: null on those kernels (never infinite, never
    zero), with the count in the counter's resolution; the other kernels keep their values."""
    bundle = bundle_copy("gpt2")
    ncu_file = bundle / "ncu" / "all.csv.gz"
    rows = list(csv.reader(gzip.decompress(ncu_file.read_bytes()).decode().splitlines()))
    column = rows[0].index("dram__bytes_read.sum")
    for row, text in zip(rows[2:6], ("n/a", "nan", "inf", "1e309"), strict=True):
        row[column] = text
    body = "\n".join(",".join(f'"{cell}"' for cell in row) for row in rows) + "\n"  # ncu quotes every cell
    ncu_file.write_bytes(gzip.compress(body.encode(), mtime=0))
    workdir = tmp_path / "work"
    result = run_workflow(workdir, bundle.parent, "results/gpt2/profile.json")
    assert result.returncode == 0, result.stderr[-2000:]
    profile = json.loads((workdir / "results" / "gpt2" / "profile.json").read_text())
    counter = next(c for c in profile["counters"] if c["name"] == "dram_bytes_read")
    reason = counter["resolution"][0]["reason"]
    assert reason == (
        "ncu reported no number for dram__bytes_read.sum on 4 of 468 kernels "
        "(n/a, empty, nan or not finite): null there"
    )
    kernels = [k for o in profile["operators"] for k in o["kernels"]]
    values = [k["counters"]["dram_bytes_read"] for k in kernels]
    assert all(v is None or (isinstance(v, int | float) and v < 1e300) for v in values)
    assert sum(v is None for v in values) == 4  # this bundle's ncu run measured every kernel


def test_a_member_path_outside_the_bundle_is_refused_as_leaving_it_before_anything_reads_it(tmp_path: Path) -> None:
    bundle = copy_bundle(SHIPPED / "matmul_add_64", tmp_path / "captures" / "m64")
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["files"]["nsys"] = "/etc/passwd"
    (bundle / "capture.json").write_text(json.dumps(manifest))
    work = tmp_path / "work"
    result = run_workflow(work, bundle.parent, "results/m64/profile.json", extra=("--keep-going",))
    assert result.returncode != 0
    (line,) = (work / "results" / "m64" / "logs" / "bundle_manifest.log").read_text().splitlines()
    assert line == f"opprof: error: {bundle / 'capture.json'}: nsys export path '/etc/passwd' leaves the bundle folder"
    # nothing read the file outside the bundle: no rule called it "not an SQLite database"
    assert not (work / "results" / "m64" / "logs" / "ingest_nsys.log").exists()


def test_an_export_on_a_path_longer_than_sqlite_opens_is_refused_saying_so(tmp_path: Path) -> None:
    deep = tmp_path.joinpath(*["d" * 100] * 5)
    bundle = copy_bundle(SHIPPED / "matmul_add_64", deep / "m64")
    length = len(str((bundle / "nsys.sqlite").resolve()).encode())
    assert length > 504
    work = tmp_path / "work"
    result = run_workflow(work, bundle.parent, "results/m64/tables/nsys_kernels.parquet")
    assert result.returncode != 0
    (line,) = (work / "results" / "m64" / "logs" / "ingest_nsys.log").read_text().splitlines()
    assert line == (
        f"opprof: error: {bundle / 'nsys.sqlite'}: its path is {length} bytes, longer than the 504 SQLite opens: "
        "move the bundle (captures_dir) to a shorter path"
    )
