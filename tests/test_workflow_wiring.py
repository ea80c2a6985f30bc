"""The workflow's wiring: a changed bundle member reruns exactly what reads it, whatever its mtime;
a deleted output comes back on the next run; paths and bundle names never reach the shell as code."""

from __future__ import annotations

import gzip
import json
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

import pyarrow.parquet as pq
import pytest
from conftest import RECORDED, SHIPPED, copy_bundle, run_workflow

TARGET = "profile_gpt2"
PROFILE = Path("results") / "gpt2" / "profile.json"
# What `cp -p`, `rsync -a` and tar give a member copied in from elsewhere: its own, older mtime.
YEAR_2001 = datetime(2001, 1, 1, tzinfo=UTC).timestamp()
RENAMED_OP = "aten::tanh_renamed_by_test"
# Input dims no GPT-2 operator has: an edit that reaches the profile. (Renaming an operator that
# launched a kernel is refused now: Kineto would disagree with the NVTX ranges.)
EDITED_DIMS = [[4, 128, 3072, 7]]
EDITED_OP = "aten::edited_by_test"  # written "aten.edited_by_test" in output_code.py


class Profiled(NamedTuple):
    captures: Path  # the captures_dir the run was given
    workdir: Path  # its -d: results/ and .snakemake/ below it


def _profiled(source: Path, root: Path, target: str) -> Profiled:
    """A copy of the bundle ``source`` under ``root/captures`` and a finished run of ``target`` on it."""
    captures = root / "captures"
    copy_bundle(source, captures / source.name)
    workdir = root / "work"
    result = run_workflow(workdir, captures, target)
    assert result.returncode == 0, result.stderr[-3000:]
    return Profiled(captures, workdir)


def _scheduled_rules(output: str) -> set[str]:
    """Rule names of every "Job stats" table Snakemake printed (one row per rule, then "total")."""
    rules: set[str] = set()
    lines = output.splitlines()
    for start, line in enumerate(lines):
        if line.strip() != "Job stats:":
            continue
        for row in lines[start + 3 :]:  # past the "job count" header and its dashes
            cells = row.split()
            if len(cells) != 2 or cells[0] == "total":
                break
            rules.add(cells[0])
    return rules


def _edit_first_cpu_op(trace: Path, old: str, new: str | None = None, dims: list[list[int]] | None = None) -> None:
    """Rewrite a Kineto trace (gzipped JSON) with its first ``old`` host operator called ``new``
    or given the Input Dims ``dims``."""
    document = json.loads(gzip.decompress(trace.read_bytes()))
    event = next(e for e in document["traceEvents"] if e.get("cat") == "cpu_op" and e["name"] == old)
    event["name"] = new or old
    if dims is not None:
        event["args"]["Input Dims"] = dims
    trace.write_bytes(gzip.compress(json.dumps(document).encode()))


@pytest.fixture(scope="module")
def gpt2_profiled(tmp_path_factory: pytest.TempPathFactory) -> Profiled:
    """profile_gpt2 on a copy of the recorded GPT-2 bundle; tests copy its workdir, never change it."""
    return _profiled(RECORDED / "gpt2", tmp_path_factory.mktemp("wiring-gpt2"), TARGET)


def test_edited_inductor_output_code_reruns_fusion_map_and_reaches_the_profile(tmp_path: Path) -> None:
    run = _profiled(SHIPPED / "gpt2_compiled", tmp_path, "results/gpt2_compiled/profile.json")
    profile = run.workdir / "results" / "gpt2_compiled" / "profile.json"
    before = profile.read_bytes()
    (output_code, *_) = sorted((run.captures / "gpt2_compiled" / "inductor").rglob("output_code.py"))
    text = output_code.read_text(encoding="utf-8")
    edited = text.replace("Original ATen: [aten.embedding,", "Original ATen: [aten.edited_by_test, aten.embedding,", 1)
    assert edited != text
    output_code.write_text(edited, encoding="utf-8")  # in place, as an editor saving over it

    result = run_workflow(run.workdir, run.captures, "results/gpt2_compiled/profile.json")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "fusion_map" in _scheduled_rules(result.stdout + result.stderr)
    fusion_map = pq.read_table(run.workdir / "results" / "gpt2_compiled" / "tables" / "fusion_map.parquet")
    assert any(EDITED_OP in ops for ops in fusion_map.column("aten_ops").to_pylist())
    assert profile.read_bytes() != before
    assert EDITED_OP in profile.read_text()


def test_kineto_trace_copied_in_with_an_older_mtime_reruns_ingest_kineto_and_changes_the_profile(
    tmp_path: Path,
) -> None:
    run = _profiled(RECORDED / "gpt2", tmp_path, TARGET)
    profile = run.workdir / PROFILE
    before = profile.read_bytes()
    member = run.captures / "gpt2" / "kineto.json.gz"
    altered = tmp_path / "elsewhere" / "kineto.json.gz"
    altered.parent.mkdir()
    shutil.copy2(member, altered)
    _edit_first_cpu_op(altered, "aten::tanh", dims=EDITED_DIMS)
    os.utime(altered, (YEAR_2001, YEAR_2001))
    shutil.copy2(altered, member)  # as cp -p: the older mtime comes along
    assert member.stat().st_mtime < profile.stat().st_mtime

    result = run_workflow(run.workdir, run.captures, TARGET)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "ingest_kineto" in _scheduled_rules(result.stdout + result.stderr)
    assert profile.read_bytes() != before
    assert json.dumps(EDITED_DIMS, separators=(",", ":")) in profile.read_text()


def test_edited_kineto_trace_schedules_the_kineto_rules_but_not_the_nsys_ncu_or_inductor_ones(
    tmp_path: Path,
) -> None:
    run = _profiled(RECORDED / "gpt2", tmp_path, TARGET)
    _edit_first_cpu_op(run.captures / "gpt2" / "kineto.json.gz", "aten::tanh", RENAMED_OP)

    dry_run = run_workflow(run.workdir, run.captures, TARGET, extra=("--dry-run",))
    assert dry_run.returncode == 0, dry_run.stderr[-3000:]
    scheduled = _scheduled_rules(dry_run.stdout + dry_run.stderr)
    assert {"ingest_kineto", "profile"} <= scheduled
    assert not {"ingest_nsys", "ingest_nvtx", "ingest_ncu", "fusion_map"} & scheduled, sorted(scheduled)


@pytest.mark.parametrize("output", ["kernels.parquet", "tables/joined.parquet", "tables/window.parquet"])
def test_deleted_output_is_made_again_by_the_next_run_and_the_profile_is_unchanged(
    output: str, gpt2_profiled: Profiled, tmp_path: Path
) -> None:
    workdir = tmp_path / "work"
    shutil.copytree(gpt2_profiled.workdir, workdir)  # mtimes kept: the copy is as up to date as the run
    deleted = workdir / "results" / "gpt2" / output
    original, profile = deleted.read_bytes(), (workdir / PROFILE).read_bytes()
    deleted.unlink()

    result = run_workflow(workdir, gpt2_profiled.captures, TARGET)
    assert result.returncode == 0, result.stderr[-3000:]
    assert deleted.is_file(), f"{output} was not made again"
    assert deleted.read_bytes() == original
    assert (workdir / PROFILE).read_bytes() == profile


def test_captures_dir_with_shell_metacharacters_profiles_normally_and_runs_nothing_from_the_path(
    gpt2_profiled: Profiled, tmp_path: Path
) -> None:
    marker = tmp_path / "pwned"
    # A space, a command substitution (run while bash expands the first command's words), a ';' and
    # balanced quotes, so that an unquoted path gets as far as running the substitution. No quote at
    # either end: Snakemake strips those off a --config value.
    captures = tmp_path / f"captures dir$(touch {marker});x'single'\"double\"end"
    copy_bundle(RECORDED / "gpt2", captures / "gpt2")
    workdir = tmp_path / "work"

    result = run_workflow(workdir, captures, TARGET)
    assert not marker.exists(), "a command in captures_dir ran"
    assert result.returncode == 0, result.stderr[-3000:]
    document: dict[str, Any] = json.loads((workdir / PROFILE).read_text())
    expected: dict[str, Any] = json.loads((gpt2_profiled.workdir / PROFILE).read_text())
    assert document["coverage"]["total"]["kernels"] == expected["coverage"]["total"]["kernels"] == 468
    assert [op["operator_name"] for op in document["operators"]] == [
        op["operator_name"] for op in expected["operators"]
    ]


@pytest.mark.parametrize(
    "name",
    ["gpt2 copy", "gpt2$(touch pwned)", "gpt2;touch pwned", "gpt2'single", 'gpt2"double', "runs/gpt2"],
    ids=["space", "command-substitution", "semicolon", "single-quote", "double-quote", "slash"],
)
def test_bundle_name_outside_the_allowed_characters_is_refused_naming_it(name: str, tmp_path: Path) -> None:
    captures = tmp_path / "captures"
    copy_bundle(RECORDED / "gpt2", captures / name)
    workdir = tmp_path / "work"

    result = run_workflow(workdir, captures, f"results/{name}/profile.json")
    assert result.returncode != 0
    assert not [p for p in tmp_path.rglob("*") if p.name in ("pwned", "profile.json")]
    refusals = [line for line in (result.stdout + result.stderr).splitlines() if "allowed characters" in line]
    assert [line for line in refusals if name in line], (result.stdout + result.stderr)[-3000:]
