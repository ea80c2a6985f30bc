"""Whom a replay plan that pairs unlike kernels blames, through the real workflow on copies of the
shipped gpt2 bundle (its plan copies layer h.0's counters to h.1 from window position 24): a
kernel changed in the nsys export alone is the export's divergence from the Kineto trace, shown
by the gate; a plan edited to pair unlike kernels, the captures agreeing, is the plan's fault."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest
from conftest import SHIPPED, copy_bundle, run_workflow

KERNELS = "CUPTI_ACTIVITY_KIND_KERNEL"


WINDOW = 468  # the export's last 468 kernels: two measured iterations, nothing launched after them


def grid_in_nsys_only(bundle: Path) -> None:
    """The export's kernel at window position 24 (a propagation target) launched one block more."""
    with sqlite3.connect(bundle / "nsys.sqlite") as conn:
        (row,) = conn.execute(
            f"SELECT rowid FROM {KERNELS} ORDER BY start DESC LIMIT 1 OFFSET ?", (WINDOW - 1 - 24,)
        ).fetchone()
        conn.execute(f"UPDATE {KERNELS} SET gridX = gridX + 1 WHERE rowid = ?", (row,))


def plan_shifted(bundle: Path) -> None:
    """The plan's h.1 span takes its counters from one position later: 24 from 6, not 5."""
    path = bundle / "replay_plan.json"
    plan = json.loads(path.read_text())
    spans = plan["propagated"]
    assert spans[1][:3] == [24, 7, 5]
    spans[1:2] = [[24, 6, 6, spans[1][3]], [30, 1, 11, spans[1][3]]]
    path.write_text(json.dumps(plan))


@pytest.fixture(scope="module")
def blamed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("plan-blame")
    for name, fault in (("nsys_only", grid_in_nsys_only), ("plan_only", plan_shifted)):
        fault(copy_bundle(SHIPPED / "gpt2", root / "captures" / name))
    targets = ["results/nsys_only/profile.json", "results/plan_only/profile.json"]
    return root, run_workflow(root / "work", root / "captures", *targets, extra=("--keep-going", "--cores", "2"))


def _first_line(root: Path, name: str) -> str:
    assert not (root / "work" / "results" / name / "profile.json").exists()
    return (root / "work" / "results" / name / "logs" / "gate.log").read_text().splitlines()[0]


def test_a_kernel_changed_in_the_export_alone_is_its_divergence_from_kineto(
    blamed: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    root, result = blamed
    assert result.returncode != 0
    assert not (root / "work" / "results" / "nsys_only" / "logs" / "ingest_replay_plan.log").read_text()  # it passed
    line = _first_line(root, "nsys_only")
    assert line.startswith(f"opprof: error: {root / 'captures' / 'nsys_only'}: determinism gate failed"), line
    assert "1 of 468 kernels differ between nsys and kineto; first at position 24" in line
    assert "grid=(513,1,1)" in line and "grid=(512,1,1)" in line
    assert "replay_plan" not in line


def test_a_plan_pairing_unlike_kernels_where_the_captures_agree_blames_the_plan(
    blamed: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    root, _ = blamed
    line = _first_line(root, "plan_only")
    plan = root / "captures" / "plan_only" / "replay_plan.json"
    assert line.startswith(f"opprof: error: {plan}: position 24 would take the counters of position 6, another kernel")
    assert line.endswith("the plan does not belong to this window")
