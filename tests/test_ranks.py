"""The cross-rank summary through the real workflow, on two single-rank bundles laid out as the
ranks of one run (<captures_dir>/<name>/rank<r>/): each rank profiled on its own, the slowest
rank named by its compute time, the family that makes it slowest read off the profile diff."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import SHIPPED, copy_bundle, run_workflow

from opprof.analysis.diff import Side
from opprof.analysis.ranks import Rank, check_ranks, rank_times, slowest_and_fastest
from opprof.errors import OpprofError
from opprof.stages import diff as diff_stage

# Two GPT-2 forwards captured on the H200, FP32 and under bf16 autocast: ranks that differ in
# their GEMMs, as a straggler with a slower GEMM path would. Ranks run one workload, so rank 1's
# capture.json names rank 0's.
RANKS = {0: "gpt2", 1: "gpt2_bf16"}


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("ranks")
    for rank, bundle in RANKS.items():
        copy_bundle(SHIPPED / bundle, root / "captures" / "dp" / f"rank{rank}")
    manifest = json.loads((root / "captures" / "dp" / "rank1" / "capture.json").read_text())
    manifest["workload"] = json.loads((SHIPPED / RANKS[0] / "capture.json").read_text())["workload"]
    (root / "captures" / "dp" / "rank1" / "capture.json").write_text(json.dumps(manifest, indent=1))
    done = run_workflow(root / "work", root / "captures", "results/dp/ranks.json")
    assert done.returncode == 0, done.stderr[-3000:]
    return root / "work" / "results" / "dp"


def _busy_ns(kernels: pd.DataFrame) -> float:
    """Time any kernel ran per iteration, merged by hand."""
    per_iteration = []
    for _, group in kernels.groupby("iteration"):
        spans = sorted(zip(group["start_ns"], group["start_ns"] + group["duration_ns"], strict=True))
        busy, reach = 0, None
        for start, end in spans:
            if reach is None or start > reach:
                busy += end - start
                reach = end
            elif end > reach:
                busy += end - reach
                reach = end
        per_iteration.append(busy)
    return float(np.mean(per_iteration))


def test_each_rank_is_profiled_and_the_slowest_is_named(run: Path) -> None:
    summary: dict[str, Any] = json.loads((run / "ranks.json").read_text())
    compute = {}
    for rank in RANKS:
        kernels = pd.read_parquet(run / f"rank{rank}" / "kernels.parquet")
        compute[rank] = _busy_ns(kernels)  # no collectives in either capture
        row = summary["ranks"][rank]
        assert (row["rank"], row["name"]) == (rank, f"dp/rank{rank}")
        assert row["compute_ns"] == pytest.approx(compute[rank])
        assert row["kernel_ns"] == pytest.approx(kernels["duration_ns"].sum() / row["iterations"])
        assert row["communication_ns"] == row["exposed_communication_ns"] == 0
        assert row["idle_ns"] == pytest.approx(row["span_ns"] - compute[rank])
    slowest = max(compute, key=lambda r: compute[r])
    assert summary["slowest_rank"] == slowest
    assert summary["fastest_rank"] == 1 - slowest
    assert summary["compute_spread_ns"] == pytest.approx(abs(compute[0] - compute[1]))


def test_the_family_comes_from_the_profile_diff_of_fastest_against_slowest(run: Path, tmp_path: Path) -> None:
    summary = json.loads((run / "ranks.json").read_text())
    fastest, slowest = summary["fastest_rank"], summary["slowest_rank"]
    diff_stage.diff(
        str(run / f"rank{fastest}" / "profile.json"),
        str(run / f"rank{fastest}" / "kernels.parquet"),
        str(run / f"rank{slowest}" / "profile.json"),
        str(run / f"rank{slowest}" / "kernels.parquet"),
        f"dp/rank{fastest}",
        f"dp/rank{slowest}",
        str(tmp_path / "diff.json"),
        str(tmp_path / "diff.html"),
    )
    diff = json.loads((tmp_path / "diff.json").read_text())
    assert json.loads((run / "ranks_diff.json").read_text()) == diff
    top = max((f for f in diff["families"] if f["family"] != "communication"), key=lambda f: f["change_ns"])
    assert summary["family"]["family"] == top["family"] == "GEMM"
    assert summary["family"]["excess_ns"] == pytest.approx(top["new_ns"] - top["base_ns"])
    assert "<html" in (run / "ranks_diff.html").read_text().lower()


def test_one_rank_bundle_is_refused_in_one_line(tmp_path: Path) -> None:
    copy_bundle(SHIPPED / "gpt2", tmp_path / "captures" / "solo" / "rank0")
    done = run_workflow(tmp_path / "work", tmp_path / "captures", "results/solo/ranks.json")
    assert done.returncode != 0
    log = (tmp_path / "work" / "results" / "solo" / "logs" / "ranks.log").read_text().strip()
    assert log.splitlines()[-1].endswith(
        "rank bundles <name>/rank<r> found: solo/rank0; a cross-rank summary compares two or more"
    )
    assert not (tmp_path / "work" / "results" / "solo" / "ranks.json").exists()


def _rank(rank: int, distributed: dict[str, Any] | None) -> Rank:
    profile = {"capture": {"manifest": {"workload": {"distributed": distributed}}}}
    return Rank(rank, Side(f"dp/rank{rank}", profile, pd.DataFrame()))


def test_a_missing_rank_or_a_bundle_of_another_rank_is_refused() -> None:
    with pytest.raises(OpprofError, match=r"rank bundles \[0, 2\]: rank 1 is missing"):
        check_ranks([_rank(0, None), _rank(2, None)])
    with pytest.raises(OpprofError, match=r"rank bundles \[0, 1, 1\]: rank 1 is given twice"):
        check_ranks([_rank(0, None), _rank(1, None), _rank(1, None)])
    swapped = {"rank": 0, "world_size": 2, "backend": "gloo"}
    with pytest.raises(OpprofError, match="dp/rank1: its capture ran as rank 0 of 2, not rank 1 of 2"):
        check_ranks([_rank(0, {**swapped}), _rank(1, swapped)])
    with pytest.raises(OpprofError, match="ran as rank 0 of 4, not rank 0 of 2"):
        check_ranks([_rank(0, {**swapped, "world_size": 4}), _rank(1, None)])
    check_ranks([_rank(0, swapped), _rank(1, {**swapped, "rank": 1})])


def test_a_rank_folder_without_a_capture_is_refused_not_left_out(tmp_path: Path) -> None:
    for rank in RANKS:
        copy_bundle(SHIPPED / "gpt2", tmp_path / "captures" / "dp" / f"rank{rank}")
    (tmp_path / "captures" / "dp" / "rank2").mkdir()
    done = run_workflow(tmp_path / "work", tmp_path / "captures", "results/dp/ranks.json")
    assert done.returncode != 0
    assert "rank2" in done.stderr and "capture.json" in done.stderr
    assert not (tmp_path / "work" / "results" / "dp" / "ranks.json").exists()


def _kernels(compute_ns: int, all_reduce_ns: int) -> pd.DataFrame:
    """One iteration: a GEMM, then an all-reduce that waits for the other rank."""
    return pd.DataFrame(
        {
            "demangled_name": ["sm90_xmma_gemm_f32f32", "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgs)"],
            "operator_name": ["aten::mm", "c10d::allreduce_"],
            "iteration": [0, 0],
            "start_ns": [0, compute_ns],
            "duration_ns": [compute_ns, all_reduce_ns],
        }
    )


def test_the_slowest_rank_is_the_one_with_most_compute_not_most_kernel_time() -> None:
    """The fast rank's all-reduce runs longer while it waits, so its kernel time is the larger."""
    profile = {"window": {"iterations": 1}}
    straggler = rank_times(Rank(0, Side("dp/rank0", profile, _kernels(900, 100))))
    waiting = rank_times(Rank(1, Side("dp/rank1", profile, _kernels(500, 700))))
    assert (straggler["compute_ns"], waiting["compute_ns"]) == (900, 500)
    assert (straggler["kernel_ns"], waiting["kernel_ns"]) == (1000, 1200)
    slowest, fastest = slowest_and_fastest([straggler, waiting])
    assert (slowest["rank"], fastest["rank"]) == (0, 1)
