"""Layer dedup and counter propagation on the real GPT-2 phase-2 timeline, with the
module ranges of tests/gpt2_layers.py."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, run_workflow
from gpt2_layers import (
    BLOCK,
    FIRST,
    PER_ITERATION,
    PREFIX,
    gpt2_modules,
    gpt2_timeline,
    plan_from_timeline,
    planned_bundle,
)

from opprof.bundle.replay_plan import load_plan


@pytest.fixture(scope="module")
def timeline() -> tuple[pd.DataFrame, pd.DataFrame]:
    return gpt2_timeline()


def test_gpt2_blocks_replay_as_one(timeline: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    kernels, ranges = timeline
    planned = plan_from_timeline(kernels, ranges, gpt2_modules(), GPT2_BUNDLE / "nsys.sqlite")
    assert planned.scope == {
        "format": "opprof-profile-scope",
        "iteration": 0,
        "exclude_modules": sorted(f"h.{b}" for b in range(1, 12)),
    }
    assert planned.plan["measured"] == [[0, PREFIX + BLOCK], [PER_ITERATION - 1, 1]]
    classes = planned.layers.groupby("class_id")["module_name"].apply(list).tolist()
    assert classes == [[f"h.{b}" for b in range(12)]]  # blocks, not their MLPs: largest first


def test_plan_covers_every_position_once_from_measured_sources(
    timeline: tuple[pd.DataFrame, pd.DataFrame], tmp_path: Path
) -> None:
    kernels, ranges = timeline
    planned = plan_from_timeline(kernels, ranges, gpt2_modules(), GPT2_BUNDLE / "nsys.sqlite")
    (tmp_path / "plan.json").write_text(json.dumps(planned.plan))
    plan = load_plan(tmp_path / "plan.json", 2 * PER_ITERATION)
    assert len(plan.measured_positions) == 25
    source = dict(zip(plan.propagation["position"], plan.propagation["source_position"], strict=True))
    reason = dict(zip(plan.propagation["position"], plan.propagation["reason"], strict=True))
    assert source[PREFIX + BLOCK * 3 + 7] == PREFIX + 7
    assert reason[PREFIX + BLOCK * 3 + 7] == "layer h.3 repeats h.0 (GPT2Block)"
    assert source[PER_ITERATION + PREFIX + BLOCK * 3 + 7] == PREFIX + 7
    assert reason[PER_ITERATION + PREFIX + BLOCK * 3 + 7] == (
        "iteration 1 repeats iteration 0; layer h.3 repeats h.0 (GPT2Block)"
    )
    assert source[PER_ITERATION + 2] == 2 and reason[PER_ITERATION + 2] == "iteration 1 repeats iteration 0"


def test_a_block_with_other_parameter_shapes_is_its_own_layer(timeline: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    kernels, ranges = timeline
    planned = plan_from_timeline(kernels, ranges, gpt2_modules({3: [768, 4096]}), GPT2_BUNDLE / "nsys.sqlite")
    assert "h.3" not in planned.scope["exclude_modules"]
    assert len(planned.scope["exclude_modules"]) == 10


def test_iterations_that_differ_are_replayed_whole(timeline: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    kernels, ranges = timeline
    changed = kernels.copy()
    changed.loc[FIRST + PER_ITERATION + 40, "grid_x"] += 1
    planned = plan_from_timeline(changed, ranges, gpt2_modules(), GPT2_BUNDLE / "nsys.sqlite")
    assert planned.scope["iteration"] is None and planned.scope["exclude_modules"] == []
    assert planned.plan["measured"] == [[0, 2 * PER_ITERATION]] and planned.plan["propagated"] == []


def test_propagated_counters_are_stamped_and_copied_from_their_source(tmp_path: Path) -> None:
    """The real workflow on the recorded bundle with ncu reduced to the planned 25 kernels."""
    planned_bundle(tmp_path / "captures" / "gpt2")
    result = run_workflow(tmp_path / "work", tmp_path / "captures", "results/gpt2/profile.json")
    assert result.returncode == 0, result.stderr[-2000:]
    profile = json.loads((tmp_path / "work" / "results" / "gpt2" / "profile.json").read_text())
    by_position = {k["position"]: k for op in profile["operators"] for k in op["kernels"]}
    assert sum(k["counter_provenance"] == "measured" for k in by_position.values()) == 25
    assert sum(k["counter_provenance"] == "propagated" for k in by_position.values()) == 443
    for kernel in by_position.values():
        if kernel["counter_provenance"] == "measured":
            assert kernel["propagated_from_position"] is None and kernel["propagation_reason"] is None
            continue
        source = by_position[kernel["propagated_from_position"]]
        assert source["counter_provenance"] == "measured"
        assert kernel["counters"] == {**source["counters"], "registers_per_thread": kernel["registers_per_thread"]}
        assert kernel["name_key"] == source["name_key"] and kernel["grid"] == source["grid"]
        assert "repeats" in kernel["propagation_reason"]
    gemm = next(op for op in profile["operators"] if op["operator_name"] == "aten::addmm" and op["call_index"] == 8)
    assert gemm["propagated_kernels"] == 1 and gemm["measured_kernels"] == 0


def test_full_replay_asks_for_the_whole_window(timeline: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    kernels, ranges = timeline
    planned = plan_from_timeline(kernels, ranges, gpt2_modules(), GPT2_BUNDLE / "nsys.sqlite", dedup=False)
    assert planned.scope["iteration"] is None and planned.scope["exclude_modules"] == []
    assert planned.plan["measured"] == [[0, 2 * PER_ITERATION]] and planned.plan["propagated"] == []
