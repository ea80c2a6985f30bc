"""A refusal removes every result made from the earlier inputs, through the real workflow: a
workload's tables and records, what a user reads (its inputs to the refusing job included), and
the diffs that read its profile. Two Snakemake runs: good profiles and a diff, then faults."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
from pathlib import Path

from conftest import REPO, SHIPPED, copy_bundle, run_workflow, workflow_command

SOURCE = SHIPPED / "matmul_add_64"
PUBLISHED = ["profile.json", "kernels.parquet", "operators.parquet", "operator_summary.parquet"]
# Tables only the gate's refusal keeps from being made again: left, they are the earlier inputs'.
AFTER_GATE = ["joined", "attributed", "window", "ncu_map"]


def _drop_kineto_event(bundle: Path, index: int) -> None:
    path = bundle / "kineto.json.gz"
    trace = json.loads(gzip.decompress(path.read_bytes()))
    del trace["traceEvents"][index]
    path.write_bytes(gzip.compress(json.dumps(trace).encode(), mtime=0))


def _set_gpu_name(bundle: Path, name: str) -> None:
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["gpu"]["name"] = name
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))


def _results_older_than(results: Path, refusal: Path) -> list[str]:
    """The workload's tables, records and published files written before its refusal's log line."""
    refused_at = refusal.stat().st_mtime_ns
    made = [*results.glob("tables/*"), *(results / f for f in PUBLISHED)]
    return sorted(str(p.relative_to(results)) for p in made if p.exists() and p.stat().st_mtime_ns < refused_at)


def test_a_refusal_removes_every_result_of_the_earlier_inputs_and_the_diffs_that_read_them(tmp_path: Path) -> None:
    captures, work = tmp_path / "captures", tmp_path / "work"
    for name in ("rerun", "m64", "j02"):
        copy_bundle(SOURCE, captures / name)
    _set_gpu_name(captures / "j02", "NVIDIA H100 80GB HBM3")  # flagged; refused when strict
    targets = ["results/rerun/profile.json", "results/diff/m64__j02/diff.json"]
    good = run_workflow(work, captures, *targets, extra=("--cores", "2"))
    assert good.returncode == 0, good.stderr[-3000:]
    results = work / "results"
    assert (results / "rerun" / "tables" / "joined.parquet").exists() and (results / "j02" / "profile.json").exists()

    _drop_kineto_event(captures / "rerun", 21)
    refused = run_workflow(
        work, captures, *targets, extra=("--keep-going", "--config", f"captures_dir={captures}", "strict=True")
    )
    assert refused.returncode != 0
    # The gate refuses the changed trace; what it kept from being made again is gone, and so is
    # every other table (the run's end removes them, once no job can read them).
    gate_log = results / "rerun" / "logs" / "gate.log"
    assert gate_log.read_text().startswith(f"opprof: error: {captures / 'rerun'}: determinism gate failed")
    assert [t for t in AFTER_GATE if (results / "rerun" / "tables" / f"{t}.parquet").exists()] == []
    assert _results_older_than(results / "rerun", gate_log) == []
    assert not (results / "rerun" / "tables").exists() and not (results / "rerun" / ".refused").exists()
    # The strict refusal of the profile removes its own inputs too, and the diff that read the profile.
    (line,) = (results / "j02" / "logs" / "profile.log").read_text().splitlines()
    assert "the captures disagree (strict): GPU" in line
    assert [f for f in PUBLISHED if (results / "j02" / f).exists()] == []
    assert not (results / "j02" / "tables").exists()
    assert sorted(p.name for p in (results / "diff" / "m64__j02").glob("*.*")) == []


def test_a_local_memory_run_refused_on_a_machine_without_torch_leaves_the_recorded_profile(tmp_path: Path) -> None:
    """memory_<name> runs the workload on this machine; without torch its first job fails. The
    profile made from the recorded bundle is none of that run's results and stays."""
    work, results = tmp_path / "work", tmp_path / "work" / "results" / "my_model"
    good = run_workflow(work, SHIPPED, "results/my_model/profile.json", extra=("--cores", "2"))
    assert good.returncode == 0, good.stderr[-3000:]
    made = {f: (results / f).stat().st_mtime_ns for f in PUBLISHED}
    shutil.copytree(REPO / "examples", work / "examples")  # the workload's code, which the run imports
    no_torch = tmp_path / "no-torch"
    (no_torch / "torch").mkdir(parents=True)
    (no_torch / "torch" / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'torch'\")\n")
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(no_torch), os.environ.get("PYTHONPATH", "")])}
    refused = subprocess.run(
        workflow_command(work, SHIPPED, "memory_my_model"), capture_output=True, text=True, env=environment, check=False
    )
    assert refused.returncode != 0
    assert "torch" in (results / "logs" / "phase_memory.log").read_text()  # the run that checks the code
    assert {f: (results / f).stat().st_mtime_ns for f in PUBLISHED} == made
    assert not (results / "memory" / "local").exists() and not list(results.glob(".refused*"))
