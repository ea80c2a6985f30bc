"""What-if runs: a fix applied by opprof and the step timed (the runner, on this machine's CPU),
the sets a run times, and each prediction checked against the run of its fixes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import H100, REPO, SHIPPED, WHATIF_RECORDED, run_workflow

from opprof.analysis.host_time import median_interval
from opprof.capture.fixes import NOT_RUNNABLE, RUNNABLE, fix_set, whatif_sets
from opprof.capture.spec import builtin_spec
from opprof.errors import OpprofError
from opprof.output.whatif import ERROR_TARGET, RUNS_FORMAT, check_runs
from opprof.units import format_ns

RUNNER = REPO / "scripts" / "whatif_run.py"
SPEC = builtin_spec("matmul_add_64", 2, 2)


def _run(fixes: str, out: Path, steps: int = 8, spec: str = SPEC.to_json()) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-P", str(RUNNER), "--spec", spec, "--fixes", fixes]
    command += ["--steps", str(steps), "--run", str(out), "--device", "cpu"]
    return subprocess.run(command, capture_output=True, text=True, check=False, cwd=REPO)


def test_the_runner_times_each_step_of_the_workload_with_the_fixes_applied(tmp_path: Path) -> None:
    done = _run("baseline", tmp_path / "base.json")
    assert done.returncode == 0, done.stderr
    record = json.loads((tmp_path / "base.json").read_text())
    assert record["fixes"] == [] and record["device"] == "cpu" and len(record["steps"]) == 8
    assert all(0 < s["host_ns"] <= s["wall_ns"] for s in record["steps"])
    done = _run("bf16_autocast", tmp_path / "bf16.json")
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "bf16.json").read_text())["changes"] == ["torch.autocast(bfloat16) around each step"]


def test_the_bias_is_folded_only_in_opprofs_own_matmul_add(tmp_path: Path) -> None:
    done = _run("fold_bias", tmp_path / "fold.json")
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "fold.json").read_text())["changes"] == [RUNNABLE["fold_bias"]]
    mlp = builtin_spec("mlp_activations", 2, 2).to_json()
    done = _run("fold_bias", tmp_path / "x.json", spec=mlp)
    assert done.returncode == 1 and not (tmp_path / "x.json").exists()
    assert done.stderr.strip().splitlines()[-1].endswith(NOT_RUNNABLE["fold_bias"])
    done = _run("tf32_everything", tmp_path / "z.json")
    assert done.returncode == 1 and "what-if fix 'tf32_everything' cannot be run: not one of baseline" in done.stderr
    done = _run("cuda_graphs", tmp_path / "y.json")
    assert done.returncode == 1 and "a CUDA graph needs a CUDA device" in done.stderr


def test_fix_sets_read_as_sorted_keys_and_refuse_two_modes_of_one_compile() -> None:
    assert fix_set("tf32_matmul+cuda_graphs") == ("cuda_graphs", "tf32_matmul") and fix_set("baseline") == ()
    with pytest.raises(OpprofError, match=r"two modes of one torch\.compile"):
        fix_set("compile+reduce_overhead")


def test_the_sets_a_run_times_follow_the_plan() -> None:
    gpt2 = builtin_spec("gpt2", 2, 2)
    sets = whatif_sets(["cuda_graphs", "tf32_matmul", "fold_bias"], gpt2)
    assert sets == [
        "baseline",
        "cuda_graphs",
        "tf32_matmul",
        "cuda_graphs+tf32_matmul",
        "compile",
        "reduce_overhead",
        "bf16_autocast",
    ]
    compiled = whatif_sets(["cuda_graphs"], builtin_spec("gpt2_bf16_compiled", 2, 2))
    assert compiled == ["baseline", "cuda_graphs"]
    folded = whatif_sets(["fold_bias", "cuda_graphs"], builtin_spec("matmul_add_4096_compiled", 2, 2))
    assert folded == ["baseline", "fold_bias", "cuda_graphs", "cuda_graphs+fold_bias", "bf16_autocast"]


def _runs(host_ns: int | None = None, **walls: list[int]) -> dict[str, Any]:
    """Runs of the fix sets in ``walls`` (keys joined by '__'), each step's host time ``host_ns``
    (its wall where None)."""
    return {
        "format": RUNS_FORMAT,
        "workload": "w",
        "runs": [
            {
                "fixes": [] if key == "baseline" else key.split("__"),
                "device": "GPU",
                "torch": "t",
                "steps": [{"host_ns": host_ns or w, "wall_ns": w} for w in values],
            }
            for key, values in walls.items()
        ],
    }


# A step the model says issues in 4 ms for a 5 ms wall, and a CUDA graph replays in 4 ms at any host
# speed: swept over a host half as fast and twice as fast.
PLAN = {
    "fixes": [{"fix": "cuda_graphs"}, {"fix": "fold_bias"}],
    "predictions": {"baseline": 5e6, "cuda_graphs": 4e6},
    "host_sweep": {
        "host_factors": [0.5, 1.0, 2.0],
        "host_ns": [2e6, 4e6, 8e6],
        "wall_ns": {"baseline": [4.5e6, 5e6, 9e6], "cuda_graphs": [4e6, 4e6, 4e6]},
    },
}


def test_a_prediction_is_checked_on_the_model_at_the_runs_own_host_time() -> None:
    """The run's host issues its baseline step in 6 ms (the profiled host 4 ms): the model there
    says 7 ms (between 5 ms at 4 ms of host and 9 ms at 8 ms), the run measured 7.0 ms; the graph
    is predicted at 4 ms and ran in 4.9 ms: 13% of the baseline above what the model says, inside
    the target."""
    base, graphs = [7_000_000 + i for i in range(20)], [4_900_000 + i for i in range(20)]
    runs = _runs(host_ns=6_000_000, baseline=base, cuda_graphs=graphs, compile=graphs)
    record = check_runs(runs, PLAN, "runs.json", NOT_RUNNABLE)
    assert record["baseline"]["host_ns"] == 6e6
    assert record["baseline"]["modelled_ns"] == pytest.approx(7e6)
    assert record["baseline"]["error"] == pytest.approx((7e6 - np.median(base)) / np.median(base))
    rows = {r["key"]: r for r in record["runs"]}
    checked = rows["cuda_graphs"]
    assert checked["predicted_ns"] == pytest.approx(4e6)
    assert checked["error"] == pytest.approx((4e6 - np.median(graphs)) / np.median(base))
    assert abs(checked["error"]) <= ERROR_TARGET and checked["within_target"]
    assert checked["measured"]["interval_ns"] == median_interval(graphs)["interval_ns"]
    assert checked["change_outside_interval"] is True
    assert rows["compile"]["predicted_ns"] is None and rows["compile"]["reason"].startswith("not modelled")
    assert rows["fold_bias"]["checked"] is False and NOT_RUNNABLE["fold_bias"] in rows["fold_bias"]["reason"]


def test_a_run_whose_host_is_outside_the_sweep_is_not_checked_and_says_so() -> None:
    """A host 4x slower than the profiled one is outside the sweep: no prediction is made up."""
    base, graphs = [17_000_000] * 10, [4_000_000] * 10
    record = check_runs(_runs(host_ns=16_000_000, baseline=base, cuda_graphs=graphs), PLAN, "runs.json", NOT_RUNNABLE)
    row = next(r for r in record["runs"] if r["key"] == "cuda_graphs")
    assert not row["checked"] and row["predicted_ns"] is None
    assert "outside the modelled range (2.00 ms to 8.00 ms)" in row["reason"], row["reason"]
    assert record["baseline"]["modelled_ns"] is None


def test_runs_without_a_baseline_are_refused_naming_the_file() -> None:
    with pytest.raises(OpprofError, match="no baseline run"):
        check_runs(_runs(cuda_graphs=[1, 2, 3]), {"fixes": [], "predictions": {}}, "runs.json", NOT_RUNNABLE)
    with pytest.raises(OpprofError, match="not a what-if runs file"):
        check_runs({"format": "x", "runs": []}, {"fixes": []}, "runs.json", NOT_RUNNABLE)


def test_recorded_runs_check_the_shipped_predictions(shipped_run: Path) -> None:
    """Where a shipped bundle records what-if runs (captured on a GPU), whatif_<name> checks the
    plan's predictions against them; where it records none, whatif.json says why, here (no GPU)."""
    for name in (*WHATIF_RECORDED, "sdpa_attention"):
        record = json.loads((shipped_run / "results" / name / "whatif.json").read_text())
        recorded = json.loads((SHIPPED / name / "capture.json").read_text())["files"].get("whatif")
        assert bool(recorded) == (name in WHATIF_RECORDED) == record["checked"], name
        if not recorded:
            assert record["reason"] == "no GPU on this machine, and the bundle records no what-if runs"
            continue
        runs = json.loads((SHIPPED / name / recorded).read_text())
        base = next(r for r in runs["runs"] if not r["fixes"])
        assert record["baseline"]["measured"]["median_ns"] == np.median([s["wall_ns"] for s in base["steps"]])
        plan = json.loads((shipped_run / "results" / name / "profile.json").read_text())["plan"]
        sweep = plan["host_sweep"]
        # The sweep's profiled host (factor 1) prices what the plan prices.
        at_one = sweep["host_factors"].index(1.0)
        assert {key: walls[at_one] for key, walls in sweep["wall_ns"].items()} == plan["predictions"]
        host = np.median([s["host_ns"] for s in base["steps"]])
        assert record["baseline"]["host_ns"] == host and record["profiled_on"] == "NVIDIA H200"
        for row in record["runs"]:
            if row["checked"]:
                walls = sweep["wall_ns"][row["key"]]
                assert row["predicted_ns"] == pytest.approx(np.interp(host, sweep["host_ns"], walls), rel=1e-12)
        # The target: every fix whose measured change lies outside the baseline's interval is
        # predicted within 15% of the step.
        outside = [row for row in record["runs"] if row["checked"] and row["change_outside_interval"]]
        assert outside and all(row["within_target"] for row in outside), name
        # A run within the baseline's interval moved with the noise of its steps: no cause is claimed
        # for its error (gpt2's TF32 run, -32.4%, its host at 15.2 ms against 11.5 ms).
        assert all(row["miss"] is None for row in record["runs"] if row["checked"] and row not in outside), name


def test_the_held_out_grus_predictions_hold_and_its_one_miss_says_why(tmp_path: Path) -> None:
    """gru_sequence_encoder was captured, profiled and its fixes run on an H100 after the plan's cuDNN
    TF32 floor was last changed (benchmarks/device/heldout_rnn.sh): predictions checked on data they
    were not made from. The graph and graph-then-TF32 predictions are within the target; cuDNN's TF32 alone is
    not, and the check says why: in that run the host itself took half as long again to issue a step
    (cuDNN's TF32 path costs host work per call, which the model holds fixed)."""
    name = "gru_sequence_encoder"
    done = run_workflow(tmp_path, H100, f"whatif_{name}", extra=(f"workloads=[{name}]",))
    assert done.returncode == 0, done.stderr[-3000:]
    record = json.loads((tmp_path / "results" / name / "whatif.json").read_text())
    assert record["profiled_on"] == record["device"] == "NVIDIA H100 80GB HBM3"
    assert abs(record["baseline"]["error"]) < 0.05
    rows = {row["key"]: row for row in record["runs"]}
    assert rows["cuda_graphs"]["within_target"] and rows["cuda_graphs+tf32_cudnn"]["within_target"]
    runs = json.loads((H100 / name / "whatif_runs.json").read_text())["runs"]
    host = {"+".join(r["fixes"]) or "baseline": np.median([s["host_ns"] for s in r["steps"]]) for r in runs}
    tf32 = rows["tf32_cudnn"]
    assert tf32["change_outside_interval"] and not tf32["within_target"] and host["tf32_cudnn"] > 1.4 * host["baseline"]
    assert tf32["miss"].startswith(
        f"the run's host took {format_ns(host['tf32_cudnn'])} to issue a step against the baseline's "
        f"{format_ns(host['baseline'])}"
    )
    assert all(row.get("miss") is None for key, row in rows.items() if key != "tf32_cudnn")
