"""``join_counters`` (opprof/analysis/join.py), one rule a test, on real captures read by the
package's readers: the recorded H200 GPT-2 bundle (tests/data/captures/gpt2: 468 window kernels,
ncu measured every one, 14 launch configurations repeated up to 192 times) and the shipped
embedding_projection bundle (12 window kernels, ncu measured iteration 0, the plan propagates it).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, SHIPPED

from opprof.analysis.gate import gate_captures
from opprof.analysis.join import join_counters
from opprof.analysis.layer_dedup import COLLECTIVE_REASON, without_collectives
from opprof.analysis.window import ncu_window, nsys_window
from opprof.bundle.replay_plan import ReplayPlan, full_plan, load_plan, plan_table
from opprof.counters import counter_names
from opprof.ingest import ncu, nsys
from opprof.tables import PROVENANCE

LAUNCH = ["grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z", "registers_per_thread"]
EMBEDDING = SHIPPED / "embedding_projection"


@cache
def _read(bundle: Path) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    export = bundle / "nsys.sqlite"
    manifest = json.loads((bundle / "capture.json").read_text())
    kernels = nsys.read_kernels(export)
    window = nsys_window(kernels, nsys.read_ranges(export), manifest, bundle / "capture.json")
    rows, _ = ncu.read_ncu(bundle / "ncu" / "all.csv.gz", "all", "gh100")
    return kernels, window, ncu_window(rows, manifest, bundle / "capture.json")


def capture(bundle: Path) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """(nsys kernels, nsys window, ncu window of group ``all``) of a bundle, as the readers and
    the window functions give them (fresh copies: tests modify them)."""
    kernels, window, rows = _read(bundle)
    return kernels.copy(), window.copy(), rows.copy()


def gated(window: pd.DataFrame, groups: dict[str, pd.DataFrame], plan: ReplayPlan) -> tuple[pd.DataFrame, pd.DataFrame]:
    table, ncu_map, _ = gate_captures(window, None, groups, plan.measured_positions, "capture.json")
    return table, ncu_map


def gpt2_join(ncu_rows: pd.DataFrame | None = None) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(joined table, the ncu rows it joined) for the recorded GPT-2 bundle, every position measured."""
    nsys_kernels, window, rows = capture(GPT2_BUNDLE)
    rows = rows if ncu_rows is None else ncu_rows
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)
    return join_counters(table, nsys_kernels, rows, ncu_map, plan, ["all"]), rows


@pytest.fixture
def gpt2() -> tuple[pd.DataFrame, pd.DataFrame]:
    # Function scope: each test runs the join itself, so mutation testing sees which tests call it.
    return gpt2_join()


def test_every_measured_position_gets_the_counters_of_its_ncu_row(gpt2: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    joined, rows = gpt2
    assert joined["position"].tolist() == list(range(468))
    np.testing.assert_array_equal(joined["c_ncu_duration_ns"].to_numpy(), rows["ncu_duration_ns"].to_numpy())
    np.testing.assert_array_equal(joined["c_sm_active_cycles"].to_numpy(), rows["sm_active_cycles"].to_numpy())
    assert (joined["counter_provenance"] == "measured").all()


def test_ith_invocation_of_a_launch_configuration_gets_the_ith_ncu_row_of_it() -> None:
    _, _, rows = capture(GPT2_BUNDLE)
    # the first two invocations of one launch configuration trade their ncu rows
    config = rows.groupby(LAUNCH, sort=False).ngroup()
    first, second = np.flatnonzero(config.to_numpy() == config.iloc[7])[:2]
    swapped = rows.copy()
    swapped.loc[[first, second], "ncu_duration_ns"] = rows.loc[[second, first], "ncu_duration_ns"].to_numpy()
    joined, _ = gpt2_join(swapped)
    assert joined.loc[first, "c_ncu_duration_ns"] == rows.loc[second, "ncu_duration_ns"]
    assert joined.loc[second, "c_ncu_duration_ns"] == rows.loc[first, "ncu_duration_ns"]


def test_ncu_row_order_across_launch_configurations_is_not_a_key() -> None:
    """The join key is (configuration, occurrence): rows of other configurations may interleave."""
    nsys_kernels, window, rows = capture(GPT2_BUNDLE)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)
    by_configuration = rows.sort_values(LAUNCH, kind="stable").reset_index(drop=True)
    joined = join_counters(table, nsys_kernels, by_configuration, ncu_map, plan, ["all"])
    np.testing.assert_array_equal(joined["c_ncu_duration_ns"].to_numpy(), rows["ncu_duration_ns"].to_numpy())


def test_nsys_facts_come_from_the_kernel_the_window_names_not_the_row_order() -> None:
    nsys_kernels, window, rows = capture(GPT2_BUNDLE)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)
    shuffled = nsys_kernels.sample(frac=1.0, random_state=7).reset_index(drop=True)
    joined = join_counters(table, shuffled, rows, ncu_map, plan, ["all"])
    expected = nsys_kernels.set_index("kernel_index").loc[window["kernel_index"]]
    for column in ("correlation_id", "start_ns", "duration_ns", "launch_start_ns", "grid_x", "name_key"):
        assert joined[column].tolist() == expected[column].tolist(), column


def test_every_window_position_has_a_row_even_if_nsys_lacks_its_kernel() -> None:
    nsys_kernels, window, rows = capture(GPT2_BUNDLE)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)
    missing = nsys_kernels[nsys_kernels["kernel_index"] != window["kernel_index"].iloc[5]]
    joined = join_counters(table, missing, rows, ncu_map, plan, ["all"])
    assert joined["position"].tolist() == list(range(468))
    assert pd.isna(joined["start_ns"].to_numpy()[5]) and joined["start_ns"].drop(index=5).notna().all()


def measured_map(positions: list[int]) -> pd.DataFrame:
    """The ncu map of group ``all`` measuring ``positions``, ncu row i at position i."""
    group = pd.Series(["all"] * len(positions), dtype="string")
    return pd.DataFrame({"group": group, "position": positions, "ncu_index": positions})


def test_rows_are_keyed_by_window_position_not_row_number() -> None:
    """The join of iteration 1 alone (positions 234-467) gives those rows of the whole join; its
    second half takes the first half's counters (a plan made up for the test)."""
    nsys_kernels, window, rows = capture(GPT2_BUNDLE)
    table, _ = gated(window, {"all": rows}, full_plan(len(window)))
    half = list(range(234, 351))
    propagation = pd.DataFrame(
        {
            "position": pd.Series(range(351, 468), dtype="int64"),
            "source_position": pd.Series(half, dtype="int64"),
            "reason": pd.Series(["second half repeats first half"] * len(half), dtype="string"),
        }
    )
    plan = ReplayPlan(half, propagation)
    part = join_counters(table.iloc[234:], nsys_kernels, rows.iloc[half], measured_map(half), plan, ["all"])
    measured = list(range(351))
    plan = ReplayPlan(measured, propagation)
    whole = join_counters(table, nsys_kernels, rows.iloc[measured], measured_map(measured), plan, ["all"])
    assert part["propagated_from_position"].tolist()[-3:] == [348, 349, 350]
    pd.testing.assert_frame_equal(part, whole.iloc[234:].reset_index(drop=True))


def test_a_kernel_index_nsys_lists_twice_is_refused() -> None:
    nsys_kernels, window, rows = capture(GPT2_BUNDLE)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)
    doubled = pd.concat([nsys_kernels, nsys_kernels.iloc[[500]]], ignore_index=True)
    with pytest.raises(pd.errors.MergeError):
        join_counters(table, doubled, rows, ncu_map, plan, ["all"])


def test_joined_table_has_the_window_the_nsys_facts_the_provenance_and_every_counter(
    gpt2: tuple[pd.DataFrame, pd.DataFrame],
) -> None:
    joined, _ = gpt2
    counters = [f"c_{name}" for name in counter_names()]
    assert joined.columns[:4].tolist() == ["position", "iteration", "nsys_kernel_index", "kineto_kernel_index"]
    assert joined.columns[-len(counters) - 3 :].tolist() == [
        "counter_provenance",
        "propagated_from_position",
        "propagation_reason",
        *counters,
    ]
    assert "kernel_index" not in joined.columns
    assert {"start_ns", "end_ns", "duration_ns", "name_key", "launch_tid", *LAUNCH} <= set(joined.columns)
    assert (joined[counters].dtypes == "float64").all()


# groups --------------------------------------------------------------------------------------


def two_groups(rows: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The real rows as two counter groups: ``time`` measured duration and DRAM reads, ``sm``
    measured duration (other values) and SM throughput; each leaves the other's counters null."""
    time, sm = rows.copy(), rows.copy()
    time["group"], sm["group"] = "time", "sm"
    sm["ncu_index"] = rows["ncu_index"] + len(rows)
    sm["ncu_duration_ns"] = rows["ncu_duration_ns"] * 2
    time["sm_throughput_pct"] = np.nan
    sm["dram_bytes_read"] = np.nan
    time["group"], sm["group"] = time["group"].astype("string"), sm["group"].astype("string")
    return time, sm


def join_groups(order: list[str], time: pd.DataFrame, sm: pd.DataFrame) -> pd.DataFrame:
    nsys_kernels, window, _ = capture(GPT2_BUNDLE)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {"time": time, "sm": sm}, plan)
    return join_counters(table, nsys_kernels, pd.concat([time, sm], ignore_index=True), ncu_map, plan, order)


def test_first_group_wins_for_a_counter_several_groups_measured() -> None:
    _, _, rows = capture(GPT2_BUNDLE)
    time, sm = two_groups(rows)
    joined = join_groups(["time", "sm"], time, sm)
    np.testing.assert_array_equal(joined["c_ncu_duration_ns"].to_numpy(), rows["ncu_duration_ns"].to_numpy())
    joined = join_groups(["sm", "time"], time, sm)
    np.testing.assert_array_equal(joined["c_ncu_duration_ns"].to_numpy(), 2 * rows["ncu_duration_ns"].to_numpy())


def test_each_counter_comes_from_the_group_that_measured_it(gpt2: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    _, _, rows = capture(GPT2_BUNDLE)
    time, sm = two_groups(rows)
    joined = join_groups(["time", "sm"], time, sm)
    np.testing.assert_array_equal(joined["c_dram_bytes_read"].to_numpy(), rows["dram_bytes_read"].to_numpy())
    np.testing.assert_array_equal(joined["c_sm_throughput_pct"].to_numpy(), rows["sm_throughput_pct"].to_numpy())
    assert (joined["counter_provenance"] == "measured").all()


def test_a_group_that_measured_a_counter_on_some_kernels_owns_it_on_all() -> None:
    """First group wins per counter, not per cell: its nulls are not filled from a later group."""
    _, _, rows = capture(GPT2_BUNDLE)
    time, sm = two_groups(rows)
    time.loc[time.index[1:], "ncu_duration_ns"] = np.nan
    joined = join_groups(["time", "sm"], time, sm)
    assert joined["c_ncu_duration_ns"].to_numpy()[0] == rows["ncu_duration_ns"].to_numpy()[0]
    assert joined["c_ncu_duration_ns"].iloc[1:].isna().all()


def test_groups_not_named_in_the_capture_are_not_joined() -> None:
    _, _, rows = capture(GPT2_BUNDLE)
    time, sm = two_groups(rows)
    joined = join_groups(["sm"], time, sm)
    assert joined["c_dram_bytes_read"].isna().all()
    np.testing.assert_array_equal(joined["c_ncu_duration_ns"].to_numpy(), 2 * rows["ncu_duration_ns"].to_numpy())


# positions ncu never measured, launch constants ----------------------------------------------


def test_positions_never_measured_have_null_counters_and_provenance_none() -> None:
    nsys_kernels, window, _ = capture(GPT2_BUNDLE)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {}, plan)
    joined = join_counters(table, nsys_kernels, pd.DataFrame(columns=["group"]), ncu_map, plan, [])
    counters = [f"c_{name}" for name in counter_names() if name != "registers_per_thread"]
    assert joined[counters].isna().all().all()
    assert (joined["counter_provenance"] == "none").all()
    assert list(joined["counter_provenance"].cat.categories) == list(PROVENANCE)
    assert joined["propagated_from_position"].isna().all() and joined["propagation_reason"].isna().all()
    assert str(joined["propagation_reason"].cat.categories.dtype) == "str"  # text even with no reason


def test_launch_constants_come_from_nsys_at_every_position() -> None:
    nsys_kernels, window, _ = capture(EMBEDDING)
    plan = full_plan(len(window))
    table, ncu_map = gated(window, {}, plan)
    joined = join_counters(table, nsys_kernels, pd.DataFrame(columns=["group"]), ncu_map, plan, [])
    expected = window["registers_per_thread"].astype("float64")
    assert joined["c_registers_per_thread"].dtype == "float64"
    assert joined["c_registers_per_thread"].tolist() == expected.tolist() == [32.0, 39.0, 255.0, 31.0, 255.0, 255.0] * 2


def test_measured_launch_constant_is_the_nsys_value_not_ncus(gpt2: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    joined, _ = gpt2
    np.testing.assert_array_equal(
        joined["c_registers_per_thread"].to_numpy(), joined["registers_per_thread"].to_numpy(dtype="float64")
    )


def test_plan_measured_positions_say_measured_and_the_rest_propagated() -> None:
    nsys_kernels, window, rows = capture(EMBEDDING)
    plan = load_plan(EMBEDDING / "replay_plan.json", len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)
    joined = join_counters(table, nsys_kernels, rows, ncu_map, plan, ["all"])
    assert joined["counter_provenance"].astype(str).tolist() == ["measured"] * 6 + ["propagated"] * 6
    np.testing.assert_array_equal(joined.loc[:5, "c_ncu_duration_ns"].to_numpy(), rows["ncu_duration_ns"].to_numpy())


def test_excluded_positions_keep_null_counters_and_say_why(tmp_path: Path) -> None:
    # The embedding bundle's plan with its third kernel (and iteration 1's copy of it) taken for a
    # collective: ncu's rows lose that kernel's, as its name filter would leave it out.
    nsys_kernels, window, rows = capture(EMBEDDING)
    collective = np.isin(np.arange(len(window)), [2, 8])
    document = without_collectives(json.loads((EMBEDDING / "replay_plan.json").read_text()), collective)
    (tmp_path / "plan.json").write_text(json.dumps(document))
    plan = load_plan(tmp_path / "plan.json", len(window))
    rows = rows.drop(index=rows.index[2]).reset_index(drop=True)
    table, ncu_map = gated(window, {"all": rows}, plan)
    joined = join_counters(table, nsys_kernels, rows, ncu_map, plan, ["all"])
    assert joined["counter_provenance"].astype(str).tolist() == (["measured"] * 2 + ["excluded"] + ["measured"] * 3) + (
        ["propagated"] * 2 + ["excluded"] + ["propagated"] * 3
    )
    assert joined.loc[[2, 8], "c_ncu_duration_ns"].isna().all()
    assert joined.loc[[2, 8], "propagation_reason"].tolist() == [COLLECTIVE_REASON] * 2
    assert joined.loc[[2, 8], "propagated_from_position"].isna().all()
    np.testing.assert_array_equal(joined.loc[[0, 1, 3, 4, 5], "c_ncu_duration_ns"].to_numpy(), rows["ncu_duration_ns"])
    assert plan_table(plan, len(window)).loc[[2, 8], "source_position"].tolist() == [-1, -1]


def _without_registers(bundle: Path, folder: Path) -> Path:
    """The bundle's real ncu CSV with the launch__registers_per_thread column removed, as a
    counter group that did not collect that metric writes it."""
    text = gzip.decompress((bundle / "ncu" / "all.csv.gz").read_bytes()).decode()
    table = list(csv.reader(io.StringIO(text)))
    drop = table[0].index("launch__registers_per_thread")
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([row[:drop] + row[drop + 1 :] for row in table])
    path = folder / "no-registers.csv"
    path.write_text(out.getvalue())
    return path


def test_group_without_registers_per_thread_still_gets_its_counters(tmp_path: Path) -> None:
    nsys_kernels, window, _ = capture(EMBEDDING)
    rows, _ = ncu.read_ncu(_without_registers(EMBEDDING, tmp_path), "all", "gh100")
    assert rows["registers_per_thread"].isna().all()
    plan = load_plan(EMBEDDING / "replay_plan.json", len(window))
    table, ncu_map = gated(window, {"all": rows}, plan)  # the gate passes: null is not compared
    joined = join_counters(table, nsys_kernels, rows, ncu_map, plan, ["all"])
    assert (joined.loc[:5, "counter_provenance"] == "measured").all()
    np.testing.assert_array_equal(joined.loc[:5, "c_ncu_duration_ns"].to_numpy(), rows["ncu_duration_ns"].to_numpy())
