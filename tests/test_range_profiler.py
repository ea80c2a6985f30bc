"""CUPTI's range profiler as gpt2_train's counter collector, on the bundle the workflow captured
with it on the H200: cupti.json read and refused, the plan it measures, the gate that holds every
range to its kernel's CTAs and warps, and the join that gives each position its range's counters."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.gate import check_ranges, gate_captures
from opprof.analysis.join import join_counters
from opprof.analysis.layer_dedup import plan_replay
from opprof.analysis.window import nsys_window
from opprof.bundle.manifest import bundle_from_manifest, read_json
from opprof.bundle.replay_plan import load_plan
from opprof.errors import GateError, OpprofError
from opprof.ingest import cupti, nsys
from opprof.tables import CUPTI_GROUP, NCU_KERNELS

BUNDLE = SHIPPED / "gpt2_train"
PER_ITERATION = 830


@pytest.fixture(scope="module")
def window() -> pd.DataFrame:
    sqlite = BUNDLE / "nsys.sqlite"
    manifest = read_json(BUNDLE / "capture.json")
    return nsys_window(nsys.read_kernels(sqlite), nsys.read_ranges(sqlite), manifest, sqlite)


@pytest.fixture(scope="module")
def ranges() -> pd.DataFrame:
    kernels, _ = cupti.to_kernel_table(cupti.read_cupti(BUNDLE / "cupti.json"), "gh100", BUNDLE / "cupti.json")
    return kernels


def _edited(tmp_path: Path, edit: Any) -> Path:
    document = json.loads((BUNDLE / "cupti.json").read_text())
    edit(document)
    path = tmp_path / "cupti.json"
    path.write_text(json.dumps(document))
    return path


def test_the_recorded_counters_are_one_iteration_of_ranges_with_every_counter_resolved(ranges: pd.DataFrame) -> None:
    document = cupti.read_cupti(BUNDLE / "cupti.json", PER_ITERATION)
    assert document["passes"] == document["runs"] == 9 and document["dropped"] == 0
    _, resolution = cupti.to_kernel_table(document, "gh100", BUNDLE / "cupti.json")
    assert len(ranges) == PER_ITERATION
    assert ranges["range_index"].tolist() == list(range(PER_ITERATION))
    assert (ranges["ctas_launched"] > 0).all() and (ranges["warps_launched"] >= ranges["ctas_launched"]).all()
    assert ranges["instructions_executed"].notna().all() and (ranges["instructions_executed"] > 0).all()
    status = dict(zip(resolution["counter"], resolution["status"], strict=True))
    assert set(resolution["group"]) == {CUPTI_GROUP}
    # The launch statistics are ncu's own; everything else the request resolves is measured.
    assert status.pop("occupancy_limit_registers_blocks") == "not_collected"
    assert {s for c, s in status.items() if c not in ("registers_per_thread", "dynamic_shared_memory_bytes")} == {
        "measured"
    }


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(dropped=3), "dropped 3 ranges"),
        (lambda d: d.update(runs=8), "8 of the range profiler's 9 passes ran"),
        (lambda d: d["values"].pop(), "measured 829 kernels, an iteration of the nsys window launches 830"),
        (lambda d: d["values"][5].pop(), "range 5 has"),
        (lambda d: d["metrics"].__setitem__(d["metrics"].index(cupti.CTAS), "sm__cycles_elapsed.max"), "CTAs"),
        (lambda d: d.update(format="opprof-ncu"), "cupti.schema.json"),
    ],
)
def test_a_counter_file_that_cannot_be_trusted_is_refused_naming_it(tmp_path: Path, edit: Any, message: str) -> None:
    path = _edited(tmp_path, edit)
    with pytest.raises(OpprofError, match=message) as refused:
        cupti.read_cupti(path, PER_ITERATION)
    assert str(path) in str(refused.value)


def test_counters_of_another_chip_are_refused(tmp_path: Path) -> None:
    path = _edited(tmp_path, lambda d: d.update(chip="gb100"))
    with pytest.raises(OpprofError, match=r"CUPTI measured chip gb100, capture\.json says gh100"):
        cupti.to_kernel_table(cupti.read_cupti(path), "gh100", path)


def test_the_plan_measures_iteration_zero_whole_and_the_other_iteration_takes_it(window: pd.DataFrame) -> None:
    nsys_ranges = nsys.read_ranges(BUNDLE / "nsys.sqlite")
    planned = plan_replay(window, nsys_ranges, {}, BUNDLE, whole_iteration=True)
    assert planned.plan["collector"] == "cupti"
    assert planned.plan["ncu_kernels"] == PER_ITERATION and planned.plan["measured"] == [[0, PER_ITERATION]]
    assert planned.plan["propagated"] == [[PER_ITERATION, PER_ITERATION, 0, "iteration 1 repeats iteration 0"]]
    assert planned.scope == {"format": "opprof-profile-scope", "iteration": 0, "exclude_modules": []}
    # What the live capture wrote is that plan.
    recorded = read_json(BUNDLE / "replay_plan.json")
    assert {k: recorded[k] for k in ("measured", "propagated", "collector", "ncu_kernels")} == {
        k: planned.plan[k] for k in ("measured", "propagated", "collector", "ncu_kernels")
    }


def test_iterations_that_differ_or_collectives_are_refused_for_the_range_profiler(window: pd.DataFrame) -> None:
    nsys_ranges = nsys.read_ranges(BUNDLE / "nsys.sqlite")
    differing = window.copy()
    differing["grid_x"] = differing["grid_x"].where(differing.index != PER_ITERATION + 7, differing["grid_x"] + 1)
    with pytest.raises(OpprofError, match="launched different kernel sequences"):
        plan_replay(differing, nsys_ranges, {}, BUNDLE, whole_iteration=True)
    collective = window.copy()
    collective["demangled_name"] = collective["demangled_name"].astype("string")
    collective.loc[3, "demangled_name"] = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)"
    with pytest.raises(OpprofError, match="collectives"):
        plan_replay(collective, nsys_ranges, {}, BUNDLE, whole_iteration=True)


def test_every_range_launched_its_kernels_ctas_and_warps(window: pd.DataFrame, ranges: pd.DataFrame) -> None:
    first = list(range(PER_ITERATION))
    check_ranges(window.iloc[first], ranges, BUNDLE, first)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        # One range off: CUPTI counted a kernel the timeline does not have there.
        (lambda r: r.assign(ctas_launched=r["ctas_launched"].where(r.index != 100, r["ctas_launched"] + 1)), "100"),
        # Ranges shifted by one (a kernel launched before the first range, say).
        (
            lambda r: r.assign(
                ctas_launched=np.roll(r["ctas_launched"], 1), warps_launched=np.roll(r["warps_launched"], 1)
            ),
            "position 0",
        ),
        (lambda r: r.iloc[:-1], "nsys has 830 kernels in the iteration the range profiler measured, CUPTI has 829"),
        (lambda r: r.assign(warps_launched=pd.array([None] * len(r), dtype="Int64")), "of 830 CUPTI ranges"),
    ],
)
def test_ranges_that_do_not_line_up_with_the_timeline_fail_the_gate(
    window: pd.DataFrame, ranges: pd.DataFrame, edit: Any, message: str
) -> None:
    first = list(range(PER_ITERATION))
    with pytest.raises(GateError, match=message):
        gate_captures(window, None, {}, first, BUNDLE, edit(ranges))


def test_each_position_gets_its_ranges_counters_measured_or_propagated(
    window: pd.DataFrame, ranges: pd.DataFrame
) -> None:
    first = list(range(PER_ITERATION))
    gated, ncu_map, record = gate_captures(window, None, {}, first, BUNDLE, ranges)
    assert record["compared"] == ["cupti (CTAs and warps per kernel)"]
    plan = load_plan(BUNDLE / "replay_plan.json", len(window))
    kernels = nsys.read_kernels(BUNDLE / "nsys.sqlite")
    joined = join_counters(gated, kernels, NCU_KERNELS.empty(), ncu_map, plan, [], ranges)
    assert joined["counter_provenance"].value_counts().to_dict() == {
        "measured": PER_ITERATION,
        "propagated": PER_ITERATION,
        "none": 0,
        "excluded": 0,
    }
    expected = np.tile(ranges["instructions_executed"].to_numpy(), 2)
    assert np.array_equal(joined["c_instructions_executed"].to_numpy(), expected)
    later = joined.iloc[PER_ITERATION:]
    assert (later["propagated_from_position"] == later["position"] - PER_ITERATION).all()
    # Launch facts stay nsys's, whichever collector counted.
    assert np.array_equal(joined["c_registers_per_thread"], joined["registers_per_thread"].astype(float))
    with pytest.raises(ValueError, match="one collector"):
        join_counters(gated, kernels, NCU_KERNELS.empty(), ncu_map, plan, ["all"], ranges)


def test_a_bundle_that_lists_range_profiler_and_ncu_counters_is_refused(tmp_path: Path) -> None:
    for member in ("capture.json", "cupti.json", "nsys.sqlite"):
        shutil.copy(BUNDLE / member, tmp_path / member)
    manifest = read_json(tmp_path / "capture.json")
    (tmp_path / "all.csv.gz").write_bytes(b"")
    manifest["files"]["ncu"] = [{"group": "all", "path": "all.csv.gz"}]
    with pytest.raises(OpprofError, match="one collector"):
        bundle_from_manifest(tmp_path, manifest, tmp_path / "capture.json")
    del manifest["range_profiler"]
    manifest["files"]["ncu"] = []
    with pytest.raises(OpprofError, match="range_profiler entry"):
        bundle_from_manifest(tmp_path, manifest, tmp_path / "capture.json")
