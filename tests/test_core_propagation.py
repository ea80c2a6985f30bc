"""The replay plan (opprof/bundle/replay_plan.py) and counter propagation in the join, one rule a
test, on the real plans and captures of the shipped H200 bundles (captures/h200/).

The plans come from layer dedup on the H200: mlp_activations measures positions 0-3 and 5-9 of
its 20-kernel window and propagates the rest with four reasons; embedding_projection measures
iteration 0 (positions 0-5) and propagates iteration 1 from it.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.gate import gate_captures
from opprof.analysis.join import join_counters
from opprof.analysis.window import nsys_window
from opprof.bundle.replay_plan import (
    ProfileScope,
    ReplayPlan,
    check_propagation,
    full_plan,
    full_plan_document,
    load_plan,
    load_scope,
    plan_from_table,
    plan_table,
    scope_from_document,
)
from opprof.errors import OpprofError
from opprof.ingest import ncu, nsys
from opprof.tables import PROVENANCE

MLP = SHIPPED / "mlp_activations"
MLP_WINDOW = 20
ITERATION = "iteration 1 repeats iteration 0"
LAYER = "layer 4 repeats 2 (Linear)"


def real_plan(bundle: Path = MLP) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((bundle / "replay_plan.json").read_text())
    return document


def write_plan(tmp_path: Path, document: dict[str, Any]) -> Path:
    path = tmp_path / "replay_plan.json"
    path.write_text(json.dumps(document))
    return path


def plan_with(tmp_path: Path, measured: list[list[int]], propagated: list[list[Any]], window_size: int) -> Path:
    document = {**real_plan(), "window_size": window_size, "measured": measured, "propagated": propagated}
    return write_plan(tmp_path, document)


def refused(path: Path, window_size: int, reason: str) -> None:
    """load_plan refuses the file, naming it and giving exactly ``reason``."""
    with pytest.raises(OpprofError) as refusal:
        load_plan(path, window_size)
    assert (refusal.value.path, refusal.value.reason) == (str(path), reason)


def propagation(rows: list[tuple[int, int, str]]) -> pd.DataFrame:
    return pd.DataFrame(
        {
            "position": pd.Series([r[0] for r in rows], dtype="int64"),
            "source_position": pd.Series([r[1] for r in rows], dtype="int64"),
            "reason": pd.Series([r[2] for r in rows], dtype="string"),
        }
    )


MLP_PROPAGATION = propagation(
    [(4, 2, LAYER)]
    + [(10 + i, i, ITERATION) for i in range(4)]
    + [(14, 2, f"{ITERATION}; {LAYER}")]
    + [(15 + i, 5 + i, ITERATION) for i in range(5)]
)


# load_plan -----------------------------------------------------------------------------------


def test_no_plan_file_means_every_position_is_measured_and_none_propagated() -> None:
    plan = load_plan(None, 5)
    assert plan.measured_positions == [0, 1, 2, 3, 4]
    pd.testing.assert_frame_equal(plan.propagation, propagation([]))


def test_full_plan_document_loads_as_the_full_plan(tmp_path: Path) -> None:
    document = full_plan_document(7)
    assert document == {"format": "opprof-replay-plan", "window_size": 7, "measured": [[0, 7]], "propagated": []}
    plan = load_plan(write_plan(tmp_path, document), 7)
    assert plan.measured_positions == full_plan(7).measured_positions == list(range(7))
    pd.testing.assert_frame_equal(plan.propagation, propagation([]))


def test_plan_spans_expand_to_one_row_per_propagated_position_with_its_source_and_reason() -> None:
    plan = load_plan(MLP / "replay_plan.json", MLP_WINDOW)
    assert plan.measured_positions == [0, 1, 2, 3, 5, 6, 7, 8, 9]
    pd.testing.assert_frame_equal(plan.propagation, MLP_PROPAGATION)


def test_propagation_is_in_position_order_whatever_the_order_of_its_spans(tmp_path: Path) -> None:
    document = real_plan()
    document["propagated"] = document["propagated"][::-1]
    plan = load_plan(write_plan(tmp_path, document), MLP_WINDOW)
    pd.testing.assert_frame_equal(plan.propagation, MLP_PROPAGATION)


def test_plan_for_a_window_of_another_size_is_refused() -> None:
    refused(MLP / "replay_plan.json", 21, "plan is for a 20-kernel window, the capture has 21")


def test_plan_that_breaks_its_schema_is_refused_naming_the_file(tmp_path: Path) -> None:
    document = real_plan()
    del document["measured"]
    path = write_plan(tmp_path, document)
    with pytest.raises(OpprofError, match=r"does not match replay_plan\.schema\.json") as refusal:
        load_plan(path, MLP_WINDOW)
    assert refusal.value.path == str(path)


def test_adjacent_measured_spans_are_one_measured_run(tmp_path: Path) -> None:
    plan = load_plan(plan_with(tmp_path, [[0, 4], [4, 6]], [], 10), 10)
    assert plan.measured_positions == list(range(10))


OVERLAP = "measured spans must be in increasing window order without overlap"


def test_measured_spans_overlapping_by_one_position_are_refused(tmp_path: Path) -> None:
    refused(plan_with(tmp_path, [[0, 5], [4, 6]], [], 10), 10, OVERLAP)


def test_measured_spans_out_of_window_order_are_refused(tmp_path: Path) -> None:
    refused(plan_with(tmp_path, [[5, 5], [0, 5]], [], 10), 10, OVERLAP)


def test_position_both_measured_and_propagated_is_refused_as_covered_twice(tmp_path: Path) -> None:
    path = plan_with(tmp_path, [[0, 6]], [[5, 5, 0, ITERATION]], 10)
    refused(path, 10, "window position 5 is covered 2 times, not once")


def test_position_propagated_twice_is_refused_as_covered_twice(tmp_path: Path) -> None:
    path = plan_with(tmp_path, [[0, 5]], [[5, 5, 0, ITERATION], [9, 1, 0, ITERATION]], 11)
    refused(path, 11, "window position 9 is covered 2 times, not once")


def test_first_position_nothing_covers_is_named(tmp_path: Path) -> None:
    path = plan_with(tmp_path, [[0, 4]], [[5, 2, 0, ITERATION], [8, 1, 0, ITERATION]], 9)
    refused(path, 9, "window position 4 is covered 0 times, not once")


def test_propagating_from_a_propagated_position_is_refused(tmp_path: Path) -> None:
    document = real_plan()
    document["propagated"][-1] = [15, 5, 10, ITERATION]  # 10..14 are propagated themselves
    refused(write_plan(tmp_path, document), MLP_WINDOW, "position 10 is a propagation source that ncu did not measure")


def test_first_unmeasured_source_in_plan_order_is_named(tmp_path: Path) -> None:
    document = real_plan()
    document["propagated"][0] = [4, 1, 12, LAYER]  # sources 12, then 10, 11, ... of a later span
    document["propagated"][1] = [10, 4, 0, ITERATION]
    refused(write_plan(tmp_path, document), MLP_WINDOW, "position 12 is a propagation source that ncu did not measure")


@pytest.mark.parametrize(
    ("measured", "propagated", "span"),
    [
        ([[0, 4], [5, 5], [18, 3]], [[4, 1, 2, LAYER], [10, 8, 0, ITERATION]], "[18, 3]"),
        ([[0, 4], [5, 5]], [[4, 1, 2, LAYER], [10, 11, 0, ITERATION]], "[10, 11]"),
        ([[0, 4], [5, 5]], [[4, 1, 2, LAYER], [10, 10, 11, ITERATION]], "[11, 10]"),
        ([[0, 10**12]], [], "[0, 1000000000000]"),
    ],
    ids=["measured", "propagated", "source", "a-trillion-positions"],
)
def test_span_running_past_the_window_is_refused_before_it_is_expanded(
    tmp_path: Path, measured: list[list[int]], propagated: list[list[Any]], span: str
) -> None:
    path = plan_with(tmp_path, measured, propagated, MLP_WINDOW)
    refused(path, MLP_WINDOW, f"span {span} runs past the 20-kernel window")


def test_spans_ending_exactly_at_the_window_end_are_accepted(tmp_path: Path) -> None:
    # measured, propagated and source spans each end at position 9 of a 10-kernel window
    path = plan_with(tmp_path, [[0, 2], [5, 5]], [[2, 3, 7, ITERATION]], 10)
    plan = load_plan(path, 10)
    assert plan.measured_positions == [0, 1, 5, 6, 7, 8, 9]
    pd.testing.assert_frame_equal(
        plan.propagation, propagation([(2, 7, ITERATION), (3, 8, ITERATION), (4, 9, ITERATION)])
    )


# plan_table and plan_from_table --------------------------------------------------------------


def test_plan_table_has_each_positions_own_position_where_measured_else_its_source() -> None:
    table = plan_table(load_plan(MLP / "replay_plan.json", MLP_WINDOW), MLP_WINDOW)
    expected_source = list(range(MLP_WINDOW))
    expected_reason: list[str | None] = [None] * MLP_WINDOW
    for position, source, reason in MLP_PROPAGATION.itertuples(index=False):
        expected_source[position], expected_reason[position] = source, reason
    expected = pd.DataFrame(
        {
            "position": np.arange(MLP_WINDOW, dtype=np.int64),
            "source_position": np.array(expected_source, dtype=np.int64),
            "reason": pd.array(expected_reason, dtype="string"),
        }
    )
    pd.testing.assert_frame_equal(table, expected)


def test_plan_from_table_gives_back_the_plan_plan_table_wrote() -> None:
    for bundle in (MLP, SHIPPED / "gpt2"):
        document = real_plan(bundle)
        plan = load_plan(bundle / "replay_plan.json", document["window_size"])
        again = plan_from_table(plan_table(plan, document["window_size"]))
        assert again.measured_positions == plan.measured_positions
        pd.testing.assert_frame_equal(again.propagation, plan.propagation)


def test_plan_from_a_table_without_propagation_measures_every_position() -> None:
    again = plan_from_table(plan_table(full_plan(4), 4))
    assert again.measured_positions == [0, 1, 2, 3]
    pd.testing.assert_frame_equal(again.propagation, propagation([]))


# profile scope -------------------------------------------------------------------------------


def test_scope_without_an_iteration_is_the_whole_window() -> None:
    assert scope_from_document({"iteration": None, "exclude_modules": ["h.1"]}) is None


def test_scope_names_its_iteration_and_excluded_modules_in_order(tmp_path: Path) -> None:
    path = tmp_path / "scope.json"
    path.write_text(json.dumps({"format": "opprof-profile-scope", "iteration": 1, "exclude_modules": ["h.2", "h.1"]}))
    assert load_scope(path) == ProfileScope(1, ("h.2", "h.1"))


def test_scope_file_that_breaks_its_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "scope.json"
    path.write_text(json.dumps({"iteration": -1, "exclude_modules": []}))
    with pytest.raises(OpprofError, match=r"does not match profile_scope\.schema\.json at iteration") as refusal:
        load_scope(path)
    assert refusal.value.path == str(path)


# propagation in the join -----------------------------------------------------------------------


@cache
def _captured(bundle: Path) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """nsys kernels, nsys ranges and ncu kernels of a shipped bundle, as the readers give them."""
    export = bundle / "nsys.sqlite"
    kernels, _ = ncu.read_ncu(bundle / "ncu" / "all.csv.gz", "all", "gh100")
    return nsys.read_kernels(export), nsys.read_ranges(export), kernels


def joined(
    bundle: Path,
    plan: ReplayPlan | None = None,
    groups: tuple[str, ...] = ("all",),
    nsys_kernels: pd.DataFrame | None = None,
) -> pd.DataFrame:
    """The real pipeline up to the join: window by markers, the gate, then ``join_counters``."""
    kernels, ranges, ncu_kernels = (frame.copy() for frame in _captured(bundle))
    kernels = kernels if nsys_kernels is None else nsys_kernels
    manifest = json.loads((bundle / "capture.json").read_text())
    window = nsys_window(kernels, ranges, manifest, bundle / "capture.json")
    if plan is None:
        plan = load_plan(bundle / "replay_plan.json", len(window))
    gated, ncu_map, _ = gate_captures(window, None, {"all": ncu_kernels}, plan.measured_positions, bundle)
    return join_counters(gated, kernels, ncu_kernels, ncu_map, plan, list(groups))


def counter_columns(frame: pd.DataFrame) -> list[str]:
    return [c for c in frame.columns if c.startswith("c_") and c != "c_registers_per_thread"]


@pytest.fixture
def mlp_joined() -> pd.DataFrame:
    # Function scope: each test runs the join itself, so mutation testing sees which tests call it.
    return joined(MLP)


def test_propagated_position_copies_every_counter_of_its_source(mlp_joined: pd.DataFrame) -> None:
    counters = counter_columns(mlp_joined)
    by_position = mlp_joined.set_index("position")
    targets = MLP_PROPAGATION["position"].to_numpy()
    sources = MLP_PROPAGATION["source_position"].to_numpy()
    np.testing.assert_array_equal(
        by_position.loc[targets, counters].to_numpy(float), by_position.loc[sources, counters].to_numpy(float)
    )
    assert by_position.loc[sources, "c_ncu_duration_ns"].notna().all()


def test_propagated_position_says_propagated_with_its_source_and_reason(mlp_joined: pd.DataFrame) -> None:
    propagated = mlp_joined[mlp_joined["counter_provenance"] == "propagated"]
    assert propagated["position"].tolist() == MLP_PROPAGATION["position"].tolist()
    assert propagated["propagated_from_position"].tolist() == MLP_PROPAGATION["source_position"].tolist()
    assert propagated["propagation_reason"].astype(str).tolist() == MLP_PROPAGATION["reason"].tolist()


def test_measured_position_has_no_source_and_no_reason(mlp_joined: pd.DataFrame) -> None:
    measured = mlp_joined[mlp_joined["counter_provenance"] == "measured"]
    assert measured["position"].tolist() == [0, 1, 2, 3, 5, 6, 7, 8, 9]
    assert measured["propagated_from_position"].isna().all()
    assert measured["propagation_reason"].isna().all()


def test_provenance_columns_have_their_table_types(mlp_joined: pd.DataFrame) -> None:
    assert list(mlp_joined["counter_provenance"].cat.categories) == list(PROVENANCE)
    assert str(mlp_joined["propagated_from_position"].dtype) == "Int64"
    assert sorted(mlp_joined["propagation_reason"].cat.categories) == sorted(set(MLP_PROPAGATION["reason"]))


def test_propagated_position_keeps_its_own_nsys_timing_and_launch_constants() -> None:
    kernels = _captured(MLP)[0].copy()
    first_window_kernel = 21  # MLP's window starts at nsys kernel 21 (iteration markers)
    target = first_window_kernel + 14  # position 14 takes the counters of position 2
    kernels.loc[kernels["kernel_index"] == target, "registers_per_thread"] = 99
    table = joined(MLP, nsys_kernels=kernels).set_index("position")
    assert table.loc[14, "nsys_kernel_index"] == target
    assert table.loc[14, "start_ns"] == kernels.loc[kernels["kernel_index"] == target, "start_ns"].item()
    assert (table.loc[14, "c_registers_per_thread"], table.loc[2, "c_registers_per_thread"]) == (99.0, 128.0)
    counters = counter_columns(table.reset_index())
    np.testing.assert_array_equal(table.loc[14, counters].to_numpy(float), table.loc[2, counters].to_numpy(float))


def test_nothing_is_propagated_where_ncu_measured_nothing() -> None:
    table = joined(MLP, groups=())
    assert (table["counter_provenance"] == "none").all()
    assert table["propagated_from_position"].isna().all() and table["propagation_reason"].isna().all()
    assert table[counter_columns(table)].isna().all().all()


def test_iteration_propagation_copies_iteration_zero_position_by_position() -> None:
    table = joined(SHIPPED / "embedding_projection").set_index("position")
    counters = counter_columns(table.reset_index())
    np.testing.assert_array_equal(table.loc[6:11, counters].to_numpy(float), table.loc[0:5, counters].to_numpy(float))
    assert table.loc[6:11, "propagated_from_position"].tolist() == [0, 1, 2, 3, 4, 5]
    assert (table.loc[6:11, "propagation_reason"] == ITERATION).all()


# check_propagation ---------------------------------------------------------------------------


def _mlp_window() -> pd.DataFrame:
    kernels, ranges, _ = (frame.copy() for frame in _captured(MLP))
    return nsys_window(kernels, ranges, json.loads((MLP / "capture.json").read_text()), MLP / "capture.json")


def test_the_shipped_plan_copies_only_between_identical_kernels() -> None:
    window = _mlp_window()
    plan = load_plan(MLP / "replay_plan.json", len(window))
    check_propagation(plan, window, MLP / "replay_plan.json")  # no refusal
    check_propagation(full_plan(len(window)), window.iloc[:0], MLP)  # nothing propagated, nothing to look up


@pytest.mark.parametrize(
    ("column", "value", "differs"),
    [
        ("grid_x", 999, "grid_x 999 vs"),
        ("registers_per_thread", 7, "registers_per_thread 7 vs"),
        ("name_key", "other_kernel", "name_key other_kernel vs"),
    ],
)
def test_a_plan_that_copies_another_kernels_counters_is_refused_naming_both(
    column: str, value: object, differs: str
) -> None:
    window = _mlp_window()
    plan = load_plan(MLP / "replay_plan.json", len(window))
    window.loc[window["position"] == 14, column] = value  # 14 takes position 2's counters
    with pytest.raises(OpprofError) as refusal:
        check_propagation(plan, window, "plan.json")
    assert refusal.value.path == "plan.json"
    assert refusal.value.reason.startswith(
        f"position 14 would take the counters of position 2, another kernel ({differs} "
    )
    assert refusal.value.reason.endswith("): the plan does not belong to this window")


def test_a_launch_fact_missing_on_both_kernels_is_alike_and_on_one_is_not() -> None:
    window = _mlp_window()
    plan = load_plan(MLP / "replay_plan.json", len(window))
    window["registers_per_thread"] = window["registers_per_thread"].astype("Int64")
    copies = plan.propagation.loc[plan.propagation["source_position"] == 2, "position"].tolist()
    assert copies == [4, 12, 14]
    window.loc[window["position"].isin([2, *copies]), "registers_per_thread"] = pd.NA
    check_propagation(plan, window, "plan.json")
    window.loc[window["position"] == 4, "registers_per_thread"] = 1
    with pytest.raises(OpprofError, match=r": position 4 would take the counters of position 2"):
        check_propagation(plan, window, "plan.json")
