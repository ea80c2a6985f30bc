"""CUPTI's range profiler as gpt2_train's counter collector, on the bundle the workflow captured
with it on the H200: cupti.json read and refused, the plan it measures, the gate that holds every
range to its kernel's CTAs and warps, and the join that gives each position its range's counters."""

from __future__ import annotations

import json
import shutil
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
import torch
from conftest import SHIPPED

import opprof.capture.session as session_module
from opprof.analysis.gate import check_ranges, gate_captures
from opprof.analysis.join import join_counters
from opprof.analysis.layer_dedup import plan_replay
from opprof.analysis.window import nsys_window
from opprof.bundle.manifest import bundle_from_manifest, read_json
from opprof.bundle.replay_plan import load_plan
from opprof.capture.cupti import RangeCounters
from opprof.capture.entry import build_workload
from opprof.capture.harness import describe_workload, run_steps
from opprof.capture.session import DeviceApi, Session
from opprof.capture.spec import builtin_spec
from opprof.errors import GateError, OpprofError
from opprof.ingest import cupti, nsys
from opprof.report.conditions import capture_conditions, null_counter_rows
from opprof.stages.output import report
from opprof.tables import CUPTI_GROUP, NCU_KERNELS, RAW_METRIC_PREFIX

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
    # The launch statistics are ncu's own, and the warp states came after this bundle's request;
    # everything else the request resolves is measured.
    later = [c for c in status if c.startswith(("occupancy_limit_", "stall_"))]
    assert {status.pop(c) for c in later} == {"not_collected"} and len(later) == 23
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


def test_a_manifest_entry_that_misstates_the_counters_is_refused() -> None:
    document = cupti.read_cupti(BUNDLE / "cupti.json")
    entry = read_json(BUNDLE / "capture.json")["range_profiler"]
    cupti.check_manifest_entry(document, entry, BUNDLE / "capture.json")
    for key, wrong in (("kernels", 829), ("passes", 5)):
        with pytest.raises(OpprofError, match=f"range_profiler says .*'{key}': {wrong}"):
            cupti.check_manifest_entry(document, {**entry, key: wrong}, BUNDLE / "capture.json")


def test_a_value_cupti_gave_no_number_for_is_null_never_zero() -> None:
    document = json.loads((BUNDLE / "cupti.json").read_text())
    column = document["metrics"].index("dram__bytes_read.sum")
    document["values"][3][column] = None
    kernels, resolution = cupti.to_kernel_table(cupti.check_cupti(document, "cupti.json"), "gh100", "cupti.json")
    assert kernels["dram_bytes_read"].isna().tolist() == [i == 3 for i in range(len(kernels))]
    assert kernels[f"{RAW_METRIC_PREFIX}dram__bytes_read.sum"].isna().sum() == 1
    reason = resolution.set_index("counter").loc["dram_bytes_read", "reason"]
    assert reason == f"CUPTI gave no finite number for dram__bytes_read.sum on 1 of {len(kernels)} kernels: null there"


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


class StandInProfiler:
    """CUPTI's range profiler is not on this machine: a stand-in with its interface, counting the
    passes the session opens and closes, so the session's bookkeeping runs here."""

    passes = 3

    def __init__(self, metrics_of: Any, device_index: int, max_ranges: int, events: list[str], dropped: int) -> None:
        self.metrics = metrics_of("gh100")
        self.events, self.max_ranges, self.dropped, self.stopped = events, max_ranges, dropped, 0

    def start_pass(self) -> None:
        self.events.append("start pass")

    def stop_pass(self) -> bool:
        self.events.append("stop pass")
        self.stopped += 1
        return self.stopped == self.passes

    def results(self) -> RangeCounters:
        values = np.ones((self.max_ranges, len(self.metrics)))
        return RangeCounters("gh100", 130001, self.metrics, values, self.passes, self.stopped, self.dropped, 0.1, 0.2)


def _cupti_phase(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, ranges: int | None, dropped: int = 0
) -> tuple[list[str], Path]:
    events: list[str] = []
    monkeypatch.setattr(
        session_module,
        "RangeProfiler",
        lambda metrics_of, index, max_ranges: StandInProfiler(metrics_of, index, max_ranges, events, dropped),
    )
    workload = build_workload(builtin_spec("mlp_activations", 0, 1), "cpu")
    workload.model.register_forward_hook(lambda *_: events.append("forward"))
    path = tmp_path / "cupti.json"
    api = DeviceApi(
        lambda text: events.append(f"push {text}"),
        lambda: events.append("pop"),
        *(lambda: None,) * 2,
        nullcontext,
        lambda: events.append("sync"),
    )
    session = Session(
        "cupti",
        1,
        2,
        api,
        torch.device("cuda", 0),
        module=workload.model,
        name="mlp",
        trace=path,
        ran=tmp_path / "modules.json",
        describe=lambda: describe_workload(workload),
        ranges=ranges,
    )
    run_steps(workload, session)
    return events, path


def test_the_phase_runs_one_measured_iteration_per_pass_and_writes_what_the_profiler_counted(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    events, path = _cupti_phase(monkeypatch, tmp_path, ranges=4)
    # Warm-up outside any pass; then each pass holds exactly one measured iteration's work,
    # synchronised before it stops; as many iterations as passes, whatever the spec's count (2).
    one = ["push opprof:iteration:{k}", "start pass", "forward", "sync", "stop pass", "pop"]
    assert events == ["forward", "sync", *[e.format(k=k) for k in range(StandInProfiler.passes) for e in one], "sync"]
    written = cupti.read_cupti(path, 4)
    assert written["passes"] == written["runs"] == StandInProfiler.passes
    assert {cupti.CTAS, cupti.WARPS} <= set(written["metrics"])


def test_the_phase_refuses_dropped_ranges_and_an_unsized_profiler(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with pytest.raises(OpprofError, match="dropped 2 ranges: an iteration launches more than the 4 kernels"):
        _cupti_phase(monkeypatch, tmp_path, ranges=4, dropped=2)
    assert not (tmp_path / "cupti.json").exists()
    with pytest.raises(OpprofError, match="needs the kernels of one iteration"):
        _cupti_phase(monkeypatch, tmp_path, ranges=None)


def test_the_profile_and_report_say_the_range_profiler_counted_with_the_programs_caches(
    shipped_run: Path, tmp_path: Path
) -> None:
    results = shipped_run / "results" / "gpt2_train"
    profile = json.loads((results / "profile.json").read_text())
    assert profile["capture"]["manifest"]["range_profiler"]["caches"].startswith("as the program left them")
    panel = next(p for p in capture_conditions(profile) if p.title == "CUPTI range profiler")
    rows = dict(panel.rows)
    assert rows["kernels counted"].startswith("830 (one iteration")
    assert "not ncu's flushed ones" in rows["caches"] and panel.tone == "warn"
    assert "range profiler / nsys duration" in rows
    # A counter the range profiler cannot have is null on every kernel, with its reason.
    nulls = {r["counter"]: r for r in null_counter_rows(profile, pd.read_parquet(results / "kernels.parquet"))}
    reason = nulls["occupancy_limit_registers_blocks"]["reason"]
    assert reason == f"not collected in the range profiler: {cupti.NOT_A_COUNTER}"
    page = tmp_path / "report.html"
    report(
        str(results / "profile.json"),
        str(results / "kernels.parquet"),
        str(results / "operator_summary.parquet"),
        str(results / "tables" / "nsys_ranges.parquet"),
        str(results / "tables" / "nvtx_operators.parquet"),
        str(page),
    )
    assert "CUPTI range profiler" in page.read_text(encoding="utf-8")
