"""What compares two captures compares one workload under one set of conditions, through the real
workflow (one Snakemake run, --keep-going): an eager bundle of another workload beside a compiled
one and ranks of different workloads are refused naming both; one tool release written at two
precisions is no difference, so a strict diff of a fair pair passes; a regression gate whose
bounds could never fail (NaN, min above max) is refused."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, SHIPPED, copy_bundle, run_workflow

from opprof.analysis.regression_gate import gate_rule_faults

SMALL, LARGE = SHIPPED / "matmul_add_64", SHIPPED / "matmul_add_4096"
PAIR = "results/diff/m64__rel"
# m64 against the 4096 bundle (named matmul_add_64 here): a pair many times slower.
SLOWER = "results/diff/m64__matmul_add_64"
NAN_GATE = "diff:\n  gate: {family_slower_pct: .nan, total_slower_pct: .nan, min_change_ns: .nan, counters: []}\n"


def _edit_manifest(bundle: Path, section: str, **values: str) -> None:
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest[section].update(values)
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))


@pytest.fixture(scope="module")
def pairs_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("pairs")
    captures = root / "captures"
    # The 4096 bundle where the 64 one belongs, beside the 64 compiled variant.
    copy_bundle(LARGE, captures / "matmul_add_64")
    copy_bundle(SHIPPED / "matmul_add_64_compiled", captures / "matmul_add_64_compiled")
    copy_bundle(SMALL, captures / "rk4" / "rank0")
    copy_bundle(LARGE, captures / "rk4" / "rank1")
    copy_bundle(SMALL, captures / "m64")
    # capture.json's release at three places, as an older capture wrote it: the exports say 2025.3.2.
    _edit_manifest(copy_bundle(SMALL, captures / "rel"), "software", nsys="2025.3.1", ncu="2025.3.1")
    (root / "nan_gate.yaml").write_text(NAN_GATE)
    targets = ["results/matmul_add_64_compiled/profile.json", "results/rk4/ranks.json", f"{PAIR}/diff.json"]
    targets += [f"{SLOWER}/gate.json"]
    # The user's configfile after the shipped one (a later --configfile flag replaces the list).
    configs = ("--configfile", str(REPO / "config" / "config.yaml"), str(root / "nan_gate.yaml"))
    extra = ("--keep-going", "--cores", "2", *configs)
    extra += ("--config", f"captures_dir={captures}", "strict=True")
    return root / "work", captures, run_workflow(root / "work", captures, *targets, extra=extra)


def test_compile_cost_refuses_an_eager_bundle_of_another_workload_naming_both(
    pairs_run: tuple[Path, Path, subprocess.CompletedProcess[str]],
) -> None:
    work, captures, result = pairs_run
    assert result.returncode != 0
    (line,) = (work / "results" / "matmul_add_64_compiled" / "logs" / "compile_cost.log").read_text().splitlines()
    assert line == (
        f"opprof: error: {captures / 'matmul_add_64_compiled' / 'capture.json'}: its eager variant "
        f"{captures / 'matmul_add_64' / 'capture.json'} is another workload (name 'matmul_add_64' against "
        "'matmul_add_4096'): compile cost compares a compiled workload with its own eager run only"
    )
    assert not (work / "results" / "matmul_add_64_compiled" / "profile.json").exists()


def test_ranks_of_different_workloads_are_refused(
    pairs_run: tuple[Path, Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _, _ = pairs_run
    (line,) = (work / "results" / "rk4" / "logs" / "ranks.log").read_text().splitlines()
    assert line == (
        "opprof: error: rk4/rank1: its capture is another workload than rk4/rank0's (name 'matmul_add_4096' "
        "against 'matmul_add_64'): the ranks of one run compare only where they ran one workload"
    )
    assert not (work / "results" / "rk4" / "ranks.json").exists()


def test_one_tool_release_at_two_precisions_is_no_difference(
    pairs_run: tuple[Path, Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _, _ = pairs_run
    diff = json.loads((work / PAIR / "diff.json").read_text())
    assert diff["differences"] == []


def test_a_gate_with_nan_bounds_is_refused_not_passed(
    pairs_run: tuple[Path, Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _, _ = pairs_run
    assert not (work / SLOWER / "gate.json").exists()
    (line,) = (work / SLOWER / "logs" / "diff_gate.log").read_text().splitlines()
    assert line == (
        f"opprof: error: {SLOWER}/diff.json: config diff.gate: family_slower_pct is nan; total_slower_pct is nan; "
        "min_change_ns is nan: each bound must be a finite number, a counter's min at most its max"
    )


def test_gate_bounds_that_could_never_fail_are_named() -> None:
    gate = {
        "family_slower_pct": 5,
        "total_slower_pct": 2,
        "step_slower_pct": float("nan"),
        "min_change_ns": float("inf"),
    }
    counters = [{"family": "GEMM", "counter": "sm_throughput_pct", "min": 90, "max": 10}]
    assert gate_rule_faults({**gate, "counters": counters}) == [
        "step_slower_pct is nan",
        "min_change_ns is inf",
        "counters[0] has min 90 above max 10",
    ]
    fixed = {**gate, "step_slower_pct": 5, "min_change_ns": 2000, "counters": [{**counters[0], "min": 5}]}
    assert gate_rule_faults(fixed) == []
