"""Interrupted and repeated runs: a rule killed mid-write leaves nothing a later run takes as
complete, and every rerun of the same inputs writes the same bytes."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from conftest import RECORDED, REPO, run_workflow, workflow_command

PROFILE = Path("results") / "gpt2" / "profile.json"
# Loaded into the rule's Python by PYTHONPATH: after ingest_ncu's Parquet writer has written its
# file, cut the file in half and SIGKILL the whole process group, Snakemake included, as a lost
# node or an OOM kill would: no except/finally block gets to run.
DIE_MID_WRITE = """
import os, signal, sys
if sys.argv and sys.argv[0].endswith("ingest_ncu.py"):
    import pyarrow.parquet as pq
    write_table = pq.write_table

    def die_mid_write(table, where, *args, **kwargs):
        write_table(table, where, *args, **kwargs)
        os.truncate(where, os.path.getsize(where) // 2)
        os.killpg(os.getpgrp(), signal.SIGKILL)

    pq.write_table = die_mid_write
"""


def _outputs(workdir: Path) -> dict[str, bytes]:
    """Every file a run wrote under results/, by relative path (logs and benchmarks hold timings)."""
    results = workdir / "results"
    return {
        str(p.relative_to(results)): p.read_bytes()
        for p in sorted(results.rglob("*"))
        if p.is_file() and not {"logs", "benchmarks"} & set(p.relative_to(results).parts)
    }


def test_two_independent_runs_write_byte_identical_outputs(gpt2_profile: dict[str, Any], tmp_path: Path) -> None:
    result = run_workflow(tmp_path, RECORDED, str(PROFILE))
    assert result.returncode == 0, result.stderr[-3000:]
    first, second = _outputs(Path(gpt2_profile["_workdir"])), _outputs(tmp_path)
    assert "gpt2/profile.json" in second and "gpt2/kernels.parquet" in second
    # The session's run may have gone on to other targets (the report): compare what both made.
    assert set(second) <= set(first)
    differing = [name for name in second if first[name] != second[name]]
    assert differing == []


def test_run_killed_mid_write_leaves_no_output_and_rerun_finishes_unchanged(
    gpt2_profile: dict[str, Any], tmp_path: Path
) -> None:
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(DIE_MID_WRITE)
    workdir = tmp_path / "work"
    killed = subprocess.run(
        workflow_command(workdir, RECORDED, str(PROFILE)),
        env={**os.environ, "PYTHONPATH": str(hook)},
        start_new_session=True,  # its own process group: the kill must not reach pytest
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert killed.returncode == -signal.SIGKILL

    tables = workdir / "results" / "gpt2" / "tables"
    assert not (tables / "ncu_kernels.parquet").exists()
    (partial,) = tables.glob(".ncu_kernels.parquet.*.part")  # the kill came mid-write
    with pytest.raises(pa.ArrowInvalid):
        pq.read_table(partial)
    for finished in tables.glob("*.parquet"):  # what exists under an output name is complete
        pq.read_table(finished)

    # Snakemake's lock outlives a killed run; the recovery it prints is --unlock, then rerun.
    assert run_workflow(workdir, RECORDED, extra=("--unlock",)).returncode == 0
    rerun = run_workflow(workdir, RECORDED, str(PROFILE))
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    reference = Path(gpt2_profile["_workdir"]) / PROFILE
    assert (workdir / PROFILE).read_bytes() == reference.read_bytes()


def test_the_recovery_from_a_killed_run_is_documented() -> None:
    text = " ".join((REPO / "docs" / "architecture.md").read_text().split())
    assert "A run killed outright (SIGKILL" in text and "Run `snakemake --unlock` once" in text
