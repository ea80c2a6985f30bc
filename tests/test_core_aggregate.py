"""Aggregation rules, one per test, on the real window of the shipped compiled-MLP bundle.

Its window is two iterations of twelve kernels; ncu measured the first and the replay plan
propagates its counters to the second. Each ``aten::mm`` invocation runs two cuBLAS kernels of
different durations and launch constants (a GEMM and its split-K reduction), so a plain mean, a
sum and a maximum of a counter give different answers. Rows are read by the package's readers
(nsys export, ncu CSV, Inductor's fusion map), attributed, then changed where a test says so.

Positions of an iteration: mm, mm, relu, mm, mm, gelu, mm, mm, silu, mm, mm, tanh (the four
``aten::mm`` calls are call_index 0-3, the next iteration's 4-7).
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
from conftest import GPT2_BUNDLE, SHIPPED

from opprof.analysis import host_time
from opprof.analysis.aggregate import (
    aggregate_counters,
    coverage,
    invocation_cpu_time,
    operator_index,
    operator_invocations,
    operator_summary,
    phase_split,
)
from opprof.analysis.attribution import attribute, attribute_by_inductor, nvtx_operators
from opprof.analysis.fusion_map import read_fusion_map
from opprof.analysis.phases import backward_links, step_phases
from opprof.counters import aggregation_of, counter_names
from opprof.ingest import kineto, ncu, nsys
from opprof.io import read_table, write_table
from opprof.output.profile import counters_section
from opprof.tables import HOST_EVENTS, OPERATOR_SUMMARY, OPERATORS, PROVENANCE

BUNDLE = SHIPPED / "mlp_activations_compiled"
# A summary of kernels alone: no Kineto host event (its CPU columns are tested on their own).
NO_HOST = HOST_EVENTS.empty()
ITERATION = 12
RELU, GELU, SILU, TANH = (f"triton_poi_fused_addmm_{name}" for name in ("relu_0", "gelu_1", "silu_2", "tanh_3"))
NAMES = [
    *("aten::mm", "aten::mm", RELU),
    *("aten::mm", "aten::mm", GELU),
    *("aten::mm", "aten::mm", SILU),
    *("aten::mm", "aten::mm", TANH),
]
# nsys durations of the first iteration, and ncu's values for its kernels (read from the bundle
# by _real_rows and checked there): the numbers the expected values below are worked out from.
DURATIONS_NS = [18399, 2592, 1600, 51999, 4128, 2080, 50656, 4032, 2016, 18240, 4000, 1600]
SECOND_DURATIONS_NS = [18656, 2592, 1632, 52639, 4096, 2080, 50815, 3968, 2016, 18208, 4000, 1568]
OCCUPANCY_PCT = [
    *(12.232668, 11.737206, 20.00651, 6.282875, 6.149125, 20.399448),
    *(6.284311, 6.699929, 68.385314, 11.932437, 6.192566, 5.594281),
]
DRAM_BYTES_READ = [
    *(4760832, 4214528, 2108928, 18954240, 8423168, 2112768),
    *(18955264, 8422912, 2108928, 6333696, 4214528, 532224),
]
REGISTERS = [128, 72, 22, 255, 128, 31, 255, 128, 16, 128, 72, 22]
REGISTER_LIMIT_BLOCKS = [4, 7, 21, 2, 4, 16, 2, 4, 16, 4, 7, 21]
SPILL_WAVEFRONTS = [0, 0, 0, 7168, 0, 0, 7168, 0, 0, 0, 0, 0]


@cache
def _real_rows() -> pd.DataFrame:
    """The bundle's 24-kernel window as the attribute rule writes it, with the join's counters."""
    kernels = nsys.read_kernels(BUNDLE / "nsys.sqlite")
    ranges = nsys.read_ranges(BUNDLE / "nsys.sqlite")
    launched = (kernels["launch_start_ns"] >= ranges["start_ns"].min()).to_numpy(bool)
    window = kernels[launched].reset_index(drop=True).head(2 * ITERATION)
    window = window.assign(
        position=np.arange(2 * ITERATION, dtype=np.int64),
        iteration=np.repeat([0, 1], ITERATION),
        kineto_kernel_index=pd.array([None] * 2 * ITERATION, dtype="Int64"),
    )
    measured, _ = ncu.read_ncu(BUNDLE / "ncu" / "all.csv.gz", "all", "gh100")
    assert len(measured) == ITERATION
    for name in counter_names():
        source = window[name] if name == "registers_per_thread" else measured[name]
        window["c_" + name] = np.tile(source.to_numpy(np.float64)[:ITERATION], 2)
    window["counter_provenance"] = pd.Categorical(
        ["measured"] * ITERATION + ["propagated"] * ITERATION, categories=list(PROVENANCE)
    )
    return _attributed(window, ranges, BUNDLE, read_fusion_map(BUNDLE / "inductor"))  # no Kineto twins: NVTX


def _attributed(window: pd.DataFrame, ranges: pd.DataFrame, bundle: Path, fusion: pd.DataFrame) -> pd.DataFrame:
    """The window as the attribute rule writes it: step phases, tiers, Inductor's map, backward links."""
    window = pd.concat([window, step_phases(window, ranges, bundle)], axis=1)
    ops, launches, kineto_kernels, _ = kineto.read_trace(bundle / "kineto.json.gz")
    nvtx_ops = nvtx_operators(window, ranges)
    attributed = attribute_by_inductor(attribute(window, nvtx_ops, ops, launches, kineto_kernels), fusion)
    return pd.concat([attributed, backward_links(attributed, nvtx_ops)], axis=1)


def _rows() -> pd.DataFrame:
    rows = _real_rows().copy()
    first = rows.iloc[:ITERATION]
    assert first["operator_name"].astype(str).tolist() == NAMES
    assert first["duration_ns"].tolist() == DURATIONS_NS
    assert rows["duration_ns"].tolist()[ITERATION:] == SECOND_DURATIONS_NS
    assert first["c_achieved_occupancy_pct"].tolist() == pytest.approx(OCCUPANCY_PCT, abs=5e-7)
    assert first["c_dram_bytes_read"].tolist() == DRAM_BYTES_READ
    assert first["c_registers_per_thread"].tolist() == REGISTERS
    assert first["c_occupancy_limit_registers_blocks"].tolist() == REGISTER_LIMIT_BLOCKS
    assert first["c_local_spill_wavefronts"].tolist() == SPILL_WAVEFRONTS
    return rows


def _put(frame: pd.DataFrame, rows: int | list[int], **values: Any) -> None:
    """Change some cells of real rows."""
    for column, value in values.items():
        frame.loc[rows, column] = value


def _weighted(values: list[float], durations: list[int]) -> float:
    return sum(v * d for v, d in zip(values, durations, strict=True)) / sum(durations)


def _invocation(invocations: pd.DataFrame, name: str, call_index: int) -> pd.Series:
    match = invocations[
        (invocations["operator_name"].astype(str) == name).to_numpy(bool)
        & (invocations["call_index"] == call_index).to_numpy(bool)
    ]
    assert len(match) == 1
    return match.iloc[0]


# Per operator invocation ------------------------------------------------------------------


def test_rate_of_an_invocation_is_the_duration_weighted_mean_of_its_kernels() -> None:
    mm = _invocation(operator_invocations(_rows()), "aten::mm", 0)
    # (12.232668 x 18399 ns + 11.737206 x 2592 ns) / 20991 ns
    expected = (12.232668 * 18399 + 11.737206 * 2592) / (18399 + 2592)
    assert mm["c_achieved_occupancy_pct"] == pytest.approx(expected, rel=1e-7)
    assert mm["c_achieved_occupancy_pct"] != pytest.approx((12.232668 + 11.737206) / 2, rel=1e-4)
    assert mm["kernel_count"] == 2 and mm["duration_ns"] == 20991


def test_rate_of_a_three_kernel_invocation_weights_each_kernel_by_its_duration() -> None:
    """The bias-and-ReLU kernel taken as part of the first aten::mm: three kernels of 18399,
    2592 and 1600 ns; mean, sum, max and the weighted mean all differ."""
    rows = _rows()
    _put(rows, 2, operator_name="aten::mm", call_index=0)
    mm = _invocation(operator_invocations(rows), "aten::mm", 0)
    occupancy = mm["c_achieved_occupancy_pct"]
    expected = _weighted(OCCUPANCY_PCT[:3], DURATIONS_NS[:3])
    assert expected == pytest.approx(12.726400, abs=1e-6)
    assert occupancy == pytest.approx(expected, rel=1e-7)
    for wrong in (sum(OCCUPANCY_PCT[:3]) / 3, sum(OCCUPANCY_PCT[:3]), max(OCCUPANCY_PCT[:3])):
        assert occupancy != pytest.approx(wrong, rel=1e-3)
    assert mm["c_dram_bytes_read"] == 4760832 + 4214528 + 2108928
    assert mm["c_registers_per_thread"] == 128
    assert mm["c_occupancy_limit_registers_blocks"] == 21
    assert mm["kernel_count"] == 3 and mm["duration_ns"] == 18399 + 2592 + 1600


def test_additive_counters_of_an_invocation_are_sums() -> None:
    mm = _invocation(operator_invocations(_rows()), "aten::mm", 1)
    assert mm["c_dram_bytes_read"] == 18954240 + 8423168
    assert mm["c_local_spill_wavefronts"] == 7168
    assert mm["c_ncu_duration_ns"] == pytest.approx(54144 + 6528)
    assert mm["c_instructions_executed"] == 38951424 + 487936


def test_per_kernel_constants_of_an_invocation_are_maxima() -> None:
    mm = _invocation(operator_invocations(_rows()), "aten::mm", 0)
    assert mm["c_registers_per_thread"] == 128  # of 128 and 72: neither their sum nor their mean
    assert mm["c_occupancy_limit_registers_blocks"] == 7  # of 4 and 7: not the first kernel's
    assert mm["c_dynamic_shared_memory_bytes"] == 13056


def test_catalogue_rules_are_the_ones_these_tests_assume() -> None:
    assert [aggregation_of(name) for name in ("achieved_occupancy_pct", "l2_hit_rate_pct", "ipc_per_smsp")] == [
        "rate"
    ] * 3
    assert [aggregation_of(name) for name in ("dram_bytes_read", "local_spill_wavefronts", "ncu_duration_ns")] == [
        "sum"
    ] * 3
    assert [aggregation_of(name) for name in ("registers_per_thread", "occupancy_limit_registers_blocks")] == [
        "max"
    ] * 2


@pytest.mark.parametrize(
    "counter", ["achieved_occupancy_pct", "dram_bytes_read", "registers_per_thread", "occupancy_limit_registers_blocks"]
)
def test_counter_missing_on_one_kernel_is_null_for_its_invocation(counter: str) -> None:
    rows = _rows()
    rows.loc[1, "c_" + counter] = np.nan  # the split-K kernel of the first aten::mm
    invocations = operator_invocations(rows)
    first = _invocation(invocations, "aten::mm", 0)
    assert math.isnan(first["c_" + counter])  # not 0, not the other kernel's value
    assert _invocation(invocations, "aten::mm", 1)["c_" + counter] > 0
    # the recorded bundle asked ncu for no warp states (stall_*): null on every kernel
    others = [c for c in invocations.columns if c.startswith("c_") and c != "c_" + counter]
    assert first[[c for c in others if not c.startswith("c_stall_")]].notna().all()


def test_counter_missing_on_the_last_kernel_of_the_window_is_null_for_its_invocation_only() -> None:
    rows = _rows()
    rows.loc[len(rows) - 1, "c_l2_hit_rate_pct"] = np.nan
    invocations = operator_invocations(rows)
    assert math.isnan(_invocation(invocations, TANH, 1)["c_l2_hit_rate_pct"])
    assert _invocation(invocations, TANH, 0)["c_l2_hit_rate_pct"] == pytest.approx(53.896538, abs=5e-7)


def test_kernels_sharing_one_rate_give_their_invocation_that_rate_exactly() -> None:
    rows = _rows()
    rows.loc[[0, 1], "c_l2_hit_rate_pct"] = 20.00651
    # weighting in floating point would give 20.006509999999995
    assert (20.00651 * 18399 + 20.00651 * 2592) / 20991 != 20.00651
    assert _invocation(operator_invocations(rows), "aten::mm", 0)["c_l2_hit_rate_pct"] == 20.00651


def test_rate_of_an_invocation_whose_kernels_took_no_time_is_null() -> None:
    rows = _rows()
    rows.loc[[0, 1], "duration_ns"] = 0
    rows.loc[[0, 1], "c_l2_hit_rate_pct"] = 20.00651
    mm = _invocation(operator_invocations(rows), "aten::mm", 0)
    assert math.isnan(mm["c_l2_hit_rate_pct"]) and math.isnan(mm["c_achieved_occupancy_pct"])
    assert mm["c_dram_bytes_read"] == 4760832 + 4214528
    assert mm["c_registers_per_thread"] == 128


def test_invocations_are_the_window_order_of_their_first_kernels() -> None:
    invocations = operator_invocations(_rows())
    per_iteration = ["aten::mm", RELU, "aten::mm", GELU, "aten::mm", SILU, "aten::mm", TANH]
    assert invocations["operator_name"].astype(str).tolist() == per_iteration * 2
    assert invocations["call_index"].tolist() == [0, 0, 1, 0, 2, 0, 3, 0, 4, 1, 5, 1, 6, 1, 7, 1]
    first = [0, 2, 3, 5, 6, 8, 9, 11]
    assert invocations["first_position"].tolist() == first + [p + ITERATION for p in first]
    assert invocations["kernel_count"].tolist() == [2, 1] * 8
    assert invocations["iteration"].tolist() == [0] * 8 + [1] * 8
    durations = [18399 + 2592, 1600, 51999 + 4128, 2080, 50656 + 4032, 2016, 18240 + 4000, 1600]
    assert invocations["duration_ns"].tolist()[:8] == durations


def test_invocation_facts_count_measured_and_propagated_kernels() -> None:
    invocations = operator_invocations(_rows())
    assert invocations["measured_kernels"].tolist() == [2, 1] * 4 + [0, 0] * 4
    assert invocations["propagated_kernels"].tolist() == [0, 0] * 4 + [2, 1] * 4


def test_invocation_iteration_is_its_first_kernels() -> None:
    rows = _rows()
    rows.loc[1, "iteration"] = 1
    assert _invocation(operator_invocations(rows), "aten::mm", 0)["iteration"] == 0


def test_invocation_tier_is_its_best_kernels_and_lowest_confidence_its_worst() -> None:
    rows = _rows()
    for column in ("confidence", "attribution_method"):
        rows[column] = rows[column].astype("string")
    _put(rows, 1, confidence="high", attribution_method="kineto_external_id")
    _put(rows, 4, confidence="medium", attribution_method="inductor")
    invocations = operator_invocations(rows)
    first = _invocation(invocations, "aten::mm", 0)
    assert (first["confidence"], first["lowest_confidence"]) == ("high", "medium")
    # the methods its kernels used, in the catalogue order, not the kernels' order
    assert list(first["attribution_methods"]) == ["kineto_external_id", "nvtx_enclosure"]
    second = _invocation(invocations, "aten::mm", 1)
    assert list(second["attribution_methods"]) == ["nvtx_enclosure", "inductor"]
    assert (second["confidence"], second["lowest_confidence"]) == ("medium", "medium")
    assert list(_invocation(invocations, RELU, 0)["attribution_methods"]) == ["nvtx_enclosure"]


def test_invocation_high_on_every_kernel_is_high_on_both_tiers() -> None:
    rows = _rows()
    for column in ("confidence", "attribution_method"):
        rows[column] = rows[column].astype("string")
    _put(rows, [0, 1], confidence="high", attribution_method="kineto_host_nesting")
    first = _invocation(operator_invocations(rows), "aten::mm", 0)
    assert (first["confidence"], first["lowest_confidence"]) == ("high", "high")
    assert list(first["attribution_methods"]) == ["kineto_host_nesting"]


def test_fused_operators_of_an_invocation_are_the_sorted_union_of_its_kernels() -> None:
    rows = _rows()
    _put(rows, 2, operator_name="aten::mm", call_index=0)  # relu's kernel into the first mm
    fused = [list(ops) for ops in rows["fused_with"]]
    fused[0] = ["aten::relu", "aten::mm"]
    rows["fused_with"] = pd.Series(pd.arrays.ArrowExtensionArray(pa.array(fused, pa.list_(pa.string()))))
    invocations = operator_invocations(rows)
    first = _invocation(invocations, "aten::mm", 0)
    assert list(first["fused_with"]) == ["aten::addmm", "aten::mm", "aten::relu"]
    assert first["is_fused"]
    assert list(_invocation(invocations, GELU, 0)["fused_with"]) == ["aten::addmm", "aten::gelu"]
    second = _invocation(invocations, "aten::mm", 1)
    assert list(second["fused_with"]) == [] and not second["is_fused"]


def test_window_without_fused_kernels_has_no_fused_invocation() -> None:
    rows = _rows()
    rows["fused_with"] = pd.Series(pd.arrays.ArrowExtensionArray(pa.array([[]] * len(rows), pa.list_(pa.string()))))
    invocations = operator_invocations(rows)
    assert [list(ops) for ops in invocations["fused_with"]] == [[]] * 16
    assert not invocations["is_fused"].any()


def _two_stacks() -> pd.DataFrame:
    """The first aten::mm's kernels with different stacks and shapes (a changed pair of rows)."""
    rows = _rows()
    for column in ("operator_stack", "operator_shapes"):
        rows[column] = rows[column].astype("string")
    _put(rows, 0, operator_stack="outer > aten::mm", operator_shapes="[[1, 2]]")
    _put(rows, 1, operator_stack="other > aten::mm", operator_shapes="[[3, 4]]")
    return rows


def test_stack_and_shapes_of_an_invocation_are_its_first_kernels() -> None:
    first = _invocation(operator_invocations(_two_stacks()), "aten::mm", 0)
    assert (first["operator_stack"], first["operator_shapes"]) == ("outer > aten::mm", "[[1, 2]]")


def test_stack_and_shapes_of_an_invocation_are_its_first_kernels_whatever_the_row_order() -> None:
    first = _invocation(operator_invocations(_two_stacks().iloc[::-1]), "aten::mm", 0)
    assert (first["operator_stack"], first["operator_shapes"]) == ("outer > aten::mm", "[[1, 2]]")


def test_row_order_of_the_kernel_table_does_not_change_the_invocations() -> None:
    rows = _rows()
    order = np.random.default_rng(7).permutation(len(rows))
    shuffled = rows.iloc[order]
    expected = operator_invocations(rows)
    pd.testing.assert_frame_equal(operator_invocations(shuffled), expected)
    index = operator_index(shuffled, expected)
    first = expected["first_position"].to_numpy()[index.to_numpy()]
    calls = expected["call_index"].to_numpy()[index.to_numpy()]
    assert (calls == shuffled["call_index"].to_numpy(np.int64)).all()
    assert (first <= shuffled["position"].to_numpy()).all()
    assert index.index.equals(shuffled.index)


def test_invocations_of_different_operators_stay_apart() -> None:
    """aten::mm's last call (7) and the GELU kernel's first (0) must not share an invocation
    whatever the operators' numbering."""
    invocations = operator_invocations(_rows())
    assert len(invocations) == 16
    assert _invocation(invocations, "aten::mm", 7)["kernel_count"] == 2
    assert _invocation(invocations, GELU, 0)["kernel_count"] == 1


def test_unattributed_kernels_belong_to_no_invocation() -> None:
    rows = _rows()
    for column in ("confidence", "operator_name"):
        rows[column] = rows[column].astype("string")
    rows["call_index"] = rows["call_index"].astype("Int64")
    _put(rows, [1, 2], confidence="unattributed", operator_name=pd.NA, call_index=pd.NA)
    invocations = operator_invocations(rows)
    assert len(invocations) == 15
    first = _invocation(invocations, "aten::mm", 0)
    assert first["kernel_count"] == 1 and first["duration_ns"] == 18399
    assert first["c_registers_per_thread"] == 128 and first["c_occupancy_limit_registers_blocks"] == 4
    index = operator_index(rows, invocations)
    assert index.tolist()[:4] == [0, -1, -1, 1]
    assert sorted(set(index.tolist())) == list(range(-1, 15))


def test_window_without_attributed_kernels_has_no_invocations() -> None:
    rows = _rows()
    rows["confidence"] = "unattributed"
    invocations = operator_invocations(rows)
    assert len(invocations) == 0
    assert {"operator_name", "call_index", "kernel_count", "c_achieved_occupancy_pct"} <= set(invocations.columns)
    assert operator_index(rows, invocations).tolist() == [-1] * len(rows)
    assert len(operator_summary(rows, 100, NO_HOST)) == 0


def test_operator_index_refuses_an_operator_table_of_another_window() -> None:
    rows = _rows()
    invocations = operator_invocations(rows)
    assert operator_index(rows, invocations).tolist()[:6] == [0, 0, 1, 2, 2, 3]
    with pytest.raises(ValueError, match="disagree"):
        operator_index(rows, invocations.iloc[:-1])


# Per operator name ---------------------------------------------------------------------------


def _summary_row(summary: pd.DataFrame, name: str) -> pd.Series:
    match = summary[(summary["operator_name"].astype(str) == name).to_numpy(bool)]
    assert len(match) == 1
    return match.iloc[0]


def test_summary_counts_distinct_invocations_not_kernels() -> None:
    summary = operator_summary(_rows(), 1_000_000, NO_HOST)
    mm = _summary_row(summary, "aten::mm")
    assert (mm["invocations"], mm["kernel_count"]) == (8, 16)
    relu = _summary_row(summary, RELU)
    assert (relu["invocations"], relu["kernel_count"]) == (2, 2)


def test_summary_time_and_tiers_of_each_operator() -> None:
    rows = _rows()
    rows["confidence"] = rows["confidence"].astype("string")
    rows.loc[[0, 3, 4], "confidence"] = "high"
    window_ns = int(rows["duration_ns"].sum())
    summary = operator_summary(rows, window_ns, NO_HOST)
    mm = _summary_row(summary, "aten::mm")
    mm_ns = sum(d for d, n in zip(DURATIONS_NS + SECOND_DURATIONS_NS, NAMES * 2, strict=True) if n == "aten::mm")
    assert mm_ns == 309020
    assert mm["duration_ns"] == mm_ns
    assert (mm["high_kernels"], mm["medium_kernels"]) == (3, 13)
    assert mm["share_of_window_time"] == mm_ns / window_ns
    assert _summary_row(summary, TANH)["share_of_window_time"] == (1600 + 1568) / window_ns
    assert math.isnan(operator_summary(rows, 0, NO_HOST)["share_of_window_time"].iloc[0])


def test_summary_rows_go_by_time_then_name() -> None:
    rows = _rows()
    summary = operator_summary(rows, 1, NO_HOST)
    assert summary["operator_name"].astype(str).tolist() == ["aten::mm", GELU, SILU, RELU, TANH]
    assert summary["duration_ns"].tolist() == [309020, 4160, 4032, 3232, 3168]
    rows.loc[2, "duration_ns"] = 1536  # relu's kernels now take 3168 ns, as tanh's: the tie goes by name
    summary = operator_summary(rows, 1, NO_HOST)
    assert summary["operator_name"].astype(str).tolist() == ["aten::mm", GELU, SILU, RELU, TANH]
    assert summary["duration_ns"].tolist()[-2:] == [3168, 3168]
    rows.loc[2, "duration_ns"] = 1535
    assert operator_summary(rows, 1, NO_HOST)["operator_name"].astype(str).tolist()[-2:] == [TANH, RELU]


def test_summary_counters_weight_every_kernel_of_the_operator_by_its_duration() -> None:
    summary = operator_summary(_rows(), 1, NO_HOST)
    mm = [i for i, n in enumerate(NAMES) if n == "aten::mm"]
    durations = [DURATIONS_NS[i] for i in mm] + [SECOND_DURATIONS_NS[i] for i in mm]
    occupancy = _weighted([OCCUPANCY_PCT[i] for i in mm] * 2, durations)
    assert occupancy == pytest.approx(7.759542, abs=1e-6)
    row = _summary_row(summary, "aten::mm")
    assert row["c_achieved_occupancy_pct"] == pytest.approx(occupancy, rel=1e-7)
    assert row["c_dram_bytes_read"] == 2 * sum(DRAM_BYTES_READ[i] for i in mm)
    assert row["c_registers_per_thread"] == 255
    assert row["c_local_spill_wavefronts"] == 4 * 7168


def test_summary_counter_missing_on_one_kernel_is_null_for_the_operator() -> None:
    rows = _rows()
    rows.loc[21, "c_achieved_occupancy_pct"] = np.nan  # a propagated aten::mm kernel
    summary = operator_summary(rows, 1, NO_HOST)
    assert math.isnan(_summary_row(summary, "aten::mm")["c_achieved_occupancy_pct"])
    assert _summary_row(summary, SILU)["c_achieved_occupancy_pct"] == pytest.approx(68.385314, abs=5e-7)


def test_summary_leaves_unattributed_kernels_out() -> None:
    rows = _rows()
    rows["confidence"] = rows["confidence"].astype("string")
    rows.loc[[2, 14], "confidence"] = "unattributed"
    summary = operator_summary(rows, 1, NO_HOST)
    assert RELU not in summary["operator_name"].astype(str).tolist()
    assert len(summary) == 4


# Groups of any key (the report's operator families) -------------------------------------------


def test_counters_aggregate_over_any_key_with_missing_keys_forming_a_group() -> None:
    rows = _rows().head(ITERATION)
    family = pd.Series(NAMES, dtype=object)
    family[[2, 5]] = None  # two kernels no operator claimed
    table = rows.assign(family=family)
    grouped = aggregate_counters(table, ["family"])
    assert [None if pd.isna(v) else v for v in grouped.index] == ["aten::mm", SILU, TANH, None]
    nameless = grouped.iloc[3]
    assert nameless["c_achieved_occupancy_pct"] == pytest.approx(
        _weighted([OCCUPANCY_PCT[2], OCCUPANCY_PCT[5]], [1600, 2080]), rel=1e-7
    )
    assert nameless["c_dram_bytes_read"] == 2108928 + 2112768
    assert nameless["c_registers_per_thread"] == 31
    assert grouped.loc["aten::mm", "c_occupancy_limit_registers_blocks"] == 7


def test_counters_aggregate_over_several_keys() -> None:
    rows = _rows()
    grouped = aggregate_counters(rows.assign(name=rows["operator_name"].astype(str)), ["name", "iteration"])
    assert list(grouped.index) == [(n, i) for n in ("aten::mm", GELU, RELU, SILU, TANH) for i in (0, 1)]
    assert grouped.loc[("aten::mm", 0), "c_local_spill_wavefronts"] == 2 * 7168
    assert grouped.loc[(RELU, 1), "c_registers_per_thread"] == 22


# Coverage ------------------------------------------------------------------------------------


def test_coverage_counts_kernels_and_time_of_every_tier() -> None:
    rows = _rows()
    rows["confidence"] = rows["confidence"].astype("string")
    rows.loc[[0, 1], "confidence"] = "high"
    rows.loc[[11], "confidence"] = "unattributed"
    total = sum(DURATIONS_NS) + sum(SECOND_DURATIONS_NS)
    shares = coverage(rows)
    assert shares["high"] == {
        "kernels": 2,
        "time_ns": 20991,
        "kernel_share": 2 / 24,
        "time_share": 20991 / total,
    }
    assert shares["unattributed"] == {
        "kernels": 1,
        "time_ns": 1600,
        "kernel_share": 1 / 24,
        "time_share": 1600 / total,
    }
    assert shares["medium"]["kernels"] == 21
    assert shares["medium"]["time_ns"] == total - 20991 - 1600
    assert shares["total"] == {"kernels": 24, "time_ns": total, "kernel_share": 1.0, "time_share": 1.0}


def test_coverage_of_an_empty_window_is_zero() -> None:
    empty = _rows().iloc[:0]
    shares = coverage(empty)
    for tier in ("high", "medium", "unattributed"):
        assert shares[tier] == {"kernels": 0, "time_ns": 0, "kernel_share": 0.0, "time_share": 0.0}
    assert shares["total"]["kernels"] == 0


def test_coverage_of_kernels_that_took_no_time_has_zero_time_shares() -> None:
    rows = _rows().assign(duration_ns=0)
    shares = coverage(rows)
    assert shares["medium"]["time_share"] == 0.0
    assert shares["medium"]["kernel_share"] == 1.0


# Nulls and their reasons -----------------------------------------------------------------------


def test_counter_ncu_did_not_collect_is_null_on_every_aggregate_with_its_reason() -> None:
    raw = ncu.read_raw_csv(BUNDLE / "ncu" / "all.csv.gz")
    dropped = "lts__t_sector_hit_rate.pct"
    kept = ncu.RawNcu(raw.identity, raw.metrics.drop(columns=[dropped]), raw.units, raw.device)
    measured, resolution = ncu.to_kernel_table(kept, "all", "gh100", "all.csv.gz")
    assert measured["l2_hit_rate_pct"].isna().all()
    rows = _rows()
    rows["c_l2_hit_rate_pct"] = np.tile(measured["l2_hit_rate_pct"].to_numpy(np.float64), 2)
    invocations = operator_invocations(rows)
    summary = operator_summary(rows, 1, NO_HOST)
    assert invocations["c_l2_hit_rate_pct"].isna().all() and summary["c_l2_hit_rate_pct"].isna().all()
    assert invocations["c_achieved_occupancy_pct"].notna().all()
    section = {entry["name"]: entry for entry in counters_section(resolution, has_ncu=True)}
    (reason,) = section["l2_hit_rate_pct"]["resolution"]
    assert reason["status"] == "not_collected"
    assert reason["reason"] == "none of ['lts__t_sector_hit_rate.pct', 'lts__t_hit_rate.pct'] is in the ncu capture"
    assert section["achieved_occupancy_pct"]["resolution"][0]["status"] == "measured"
    assert section["achieved_occupancy_pct"]["resolution"][0]["reason"] is None


def test_counters_of_a_bundle_without_ncu_are_null_with_that_reason() -> None:
    rows = _rows()
    for name in counter_names():
        if name != "registers_per_thread":
            rows["c_" + name] = np.nan
    invocations = operator_invocations(rows)
    nulls = [c for c in invocations.columns if c.startswith("c_") and c != "c_registers_per_thread"]
    assert invocations[nulls].isna().all().all()
    assert invocations["c_registers_per_thread"].tolist()[:2] == [128, 22]
    section = {entry["name"]: entry for entry in counters_section(pd.DataFrame(columns=["counter"]), has_ncu=False)}
    assert section["dram_bytes_read"]["resolution"] == [
        {
            "group": None,
            "raw_metric": None,
            "unit_as_printed": None,
            "status": "not_collected",
            "reason": "the capture bundle holds no ncu file: attribution and timing only",
        }
    ]
    assert section["registers_per_thread"]["resolution"][0]["status"] == "launch_fact"


# More edges of the rules -------------------------------------------------------------------------


def test_kernel_that_took_no_time_weighs_nothing_in_its_invocations_rate() -> None:
    rows = _rows()
    _put(rows, 0, duration_ns=1)
    _put(rows, 1, duration_ns=0)
    mm = _invocation(operator_invocations(rows), "aten::mm", 0)
    assert mm["c_achieved_occupancy_pct"] == pytest.approx(12.232668, abs=5e-7)  # the 1 ns kernel's alone
    assert mm["c_dram_bytes_read"] == 4760832 + 4214528  # sums still count every kernel
    assert mm["duration_ns"] == 1


def test_operator_table_columns_and_types_are_the_same_for_an_empty_window() -> None:
    rows = _rows()
    invocations = operator_invocations(rows)
    assert list(invocations.columns) == [
        "operator_name",
        "call_index",
        "iteration",
        "first_position",
        "kernel_count",
        "duration_ns",
        "operator_stack",
        "operator_shapes",
        "step_phase",
        "forward_operator",
        "forward_call_index",
        "confidence",
        "lowest_confidence",
        "measured_kernels",
        "propagated_kernels",
        "attribution_methods",
        "fused_with",
        "is_fused",
        "kineto_op_index",
        *("c_" + name for name in counter_names()),
    ]
    empty = operator_invocations(rows.assign(confidence="unattributed"))
    assert list(empty.columns) == list(invocations.columns)
    assert [str(t) for t in empty.dtypes] == [str(t) for t in invocations.dtypes]
    assert invocations["attribution_methods"].dtype == pd.ArrowDtype(pa.list_(pa.string()))
    assert invocations["fused_with"].dtype == pd.ArrowDtype(pa.list_(pa.string()))
    assert list(invocations["confidence"].cat.categories) == ["high", "medium", "unattributed"]
    summary = operator_summary(rows, 1, NO_HOST)
    assert list(summary.columns) == [
        "operator_name",
        "invocations",
        "kernel_count",
        "duration_ns",
        "high_kernels",
        "medium_kernels",
        "forward_ns",
        "backward_ns",
        "optimizer_ns",
        "share_of_window_time",
        "calls",
        "self_cpu_ns",
        "cpu_total_ns",
        *("c_" + name for name in counter_names()),
    ]
    assert summary.index.tolist() == list(range(5))


def test_no_fused_kernel_still_gives_lists_of_text() -> None:
    rows = _rows()
    rows["fused_with"] = pd.Series(pd.arrays.ArrowExtensionArray(pa.array([[]] * len(rows), pa.list_(pa.string()))))
    invocations = operator_invocations(rows)
    assert invocations["fused_with"].dtype == pd.ArrowDtype(pa.list_(pa.string()))
    assert invocations["is_fused"].dtype == bool


def test_kernel_fused_with_one_operator_makes_its_invocation_fused() -> None:
    rows = _rows()
    fused = [list(ops) for ops in rows["fused_with"]]
    fused[3] = ["aten::relu"]
    rows["fused_with"] = pd.Series(pd.arrays.ArrowExtensionArray(pa.array(fused, pa.list_(pa.string()))))
    second = _invocation(operator_invocations(rows), "aten::mm", 1)
    assert list(second["fused_with"]) == ["aten::relu"] and second["is_fused"]


def test_fused_operators_given_as_python_lists_read_the_same() -> None:
    rows = _rows()
    expected = operator_invocations(rows)
    plain = rows.assign(fused_with=pd.Series([list(ops) for ops in rows["fused_with"]], dtype=object))
    invocations = operator_invocations(plain)
    assert [list(ops) for ops in invocations["fused_with"]] == [list(ops) for ops in expected["fused_with"]]
    assert invocations["is_fused"].tolist() == expected["is_fused"].tolist()


def test_counters_aggregate_over_a_categorical_key_by_the_values_it_holds() -> None:
    rows = _rows().head(3)
    names = rows["operator_name"].astype(pd.CategoricalDtype(["aten::mm", GELU, RELU, SILU, TANH]))
    grouped = aggregate_counters(rows.assign(operator_name=names), ["operator_name"])
    assert list(grouped.index) == ["aten::mm", RELU]
    assert grouped["c_dram_bytes_read"].tolist() == [4760832 + 4214528, 2108928]


# The whole GPT-2 window against a plain group-by ---------------------------------------------------


def _gpt2_rows() -> pd.DataFrame:
    """The 468 kernels of the recorded GPT-2 window, attributed (Kineto), with ncu's counters."""
    bundle = GPT2_BUNDLE
    kernels = nsys.read_kernels(bundle / "nsys.sqlite")
    ranges = nsys.read_ranges(bundle / "nsys.sqlite")
    launched = (kernels["launch_start_ns"] >= ranges["start_ns"].min()).to_numpy(bool)
    window = kernels[launched].reset_index(drop=True)
    window = window.assign(
        position=np.arange(len(window), dtype=np.int64),
        iteration=np.repeat([0, 1], len(window) // 2),
        kineto_kernel_index=pd.array(range(len(window)), dtype="Int64"),
        counter_provenance=pd.Categorical(["measured"] * len(window), categories=list(PROVENANCE)),
    )
    measured, _ = ncu.read_ncu(bundle / "ncu" / "all.csv.gz", "all", "gh100")
    for name in counter_names():
        window["c_" + name] = measured[name].to_numpy(np.float64)
    return _attributed(window, ranges, bundle, read_fusion_map(None))


def test_every_invocation_of_the_gpt2_window_matches_a_plain_group_by() -> None:
    rows = _gpt2_rows()
    invocations = operator_invocations(rows)
    names = rows["operator_name"].astype(str).to_numpy()
    calls = rows["call_index"].to_numpy(np.int64)
    keys = list(dict.fromkeys(zip(names, calls, strict=True)))  # in window order of first kernels
    assert len(keys) > 300 and max(calls) > 40
    assert list(zip(invocations["operator_name"].astype(str), invocations["call_index"], strict=True)) == keys
    durations = rows["duration_ns"].to_numpy(np.int64)
    occupancy = rows["c_achieved_occupancy_pct"].to_numpy(np.float64)
    registers = rows["c_registers_per_thread"].to_numpy(np.float64)
    for at, key in enumerate(keys):
        members = np.flatnonzero((names == key[0]) & (calls == key[1]))
        row = invocations.iloc[at]
        assert row["kernel_count"] == len(members)
        assert row["first_position"] == members[0]
        assert row["duration_ns"] == durations[members].sum()
        weighted = float((occupancy[members] * durations[members]).sum() / durations[members].sum())
        assert row["c_achieved_occupancy_pct"] == pytest.approx(weighted, rel=1e-9)
        assert row["c_registers_per_thread"] == registers[members].max()
    index = operator_index(rows, invocations).to_numpy()
    assert (invocations["first_position"].to_numpy()[index] <= rows["position"].to_numpy()).all()
    assert np.bincount(index).tolist() == invocations["kernel_count"].tolist()


def test_invocations_stay_apart_when_operators_outnumber_calls() -> None:
    """Three operator names and calls 0-1 (the first six kernels): the ReLU kernel's first
    call and aten::mm's second are different invocations however they are numbered."""
    invocations = operator_invocations(_rows().head(6))
    assert list(zip(invocations["operator_name"].astype(str), invocations["call_index"], strict=True)) == [
        ("aten::mm", 0),
        (RELU, 0),
        ("aten::mm", 1),
        (GELU, 0),
    ]
    assert invocations["kernel_count"].tolist() == [2, 1, 2, 1]


def test_counts_and_times_of_invocations_and_operators_are_integers() -> None:
    rows = _rows()
    invocations = operator_invocations(rows)
    for column in (
        "call_index",
        "iteration",
        "first_position",
        "kernel_count",
        "duration_ns",
        "measured_kernels",
        "propagated_kernels",
    ):
        assert invocations[column].dtype == np.int64, column
    summary = operator_summary(rows, 1, NO_HOST)
    for column in ("invocations", "kernel_count", "duration_ns", "high_kernels", "medium_kernels"):
        assert summary[column].dtype == np.int64, column
    assert invocations["is_fused"].dtype == bool


def test_operator_index_names_the_disagreement() -> None:
    rows = _rows()
    with pytest.raises(ValueError, match=r"^kernel table and operator table disagree on operator invocations$"):
        operator_index(rows, operator_invocations(rows).iloc[:-1])


def test_stack_of_every_invocation_is_its_first_kernels_in_a_long_window() -> None:
    """Twenty copies of the window (480 kernels) in which each aten::mm's split-K kernel runs
    after the next operator's kernel (a nested operator's launch between two of its own), each
    aten::mm's first kernel marked: every invocation takes its first kernel's stack."""
    base = _rows()
    base["position"] = [p + 1 if p % 3 == 1 else p - 1 if p % 3 == 2 else p for p in base["position"]]
    copies = [base.assign(position=base["position"] + 24 * k, call_index=base["call_index"] + 8 * k) for k in range(20)]
    rows = pd.concat(copies, ignore_index=True).sort_values("position", kind="stable").reset_index(drop=True)
    rows["operator_stack"] = rows["operator_stack"].astype("string")
    mm = (rows["operator_name"] == "aten::mm").to_numpy(bool)
    first = mm & (rows["position"] % 3 == 0).to_numpy(bool)
    rows.loc[mm, "operator_stack"] = "later"
    rows.loc[first, "operator_stack"] = "first"
    invocations = operator_invocations(rows)
    of_mm = invocations[(invocations["operator_name"].astype(str) == "aten::mm").to_numpy(bool)]
    assert len(of_mm) == 160 and (of_mm["kernel_count"] == 2).all()
    assert set(of_mm["operator_stack"].astype(str)) == {"first"}
    assert (of_mm["first_position"] % 3 == 0).all()


def _host() -> pd.DataFrame:
    """The bundle's Kineto host events of the measured iterations (the host_events table)."""
    tables = kineto.read_trace(BUNDLE / "kineto.json.gz")
    return host_time.host_events(tables.ops, tables.calls, BUNDLE)


def test_summary_gives_each_name_its_kineto_calls_self_cpu_and_cpu_total() -> None:
    host = _host()
    summary = operator_summary(_rows(), 1, host).set_index("operator_name")
    operators = host[host["op_index"].notna()]
    for name, events in operators.groupby(operators["name"].astype(str)):
        row = summary.loc[name]
        assert (row["calls"], row["self_cpu_ns"], row["cpu_total_ns"]) == (
            len(events),
            int(events["self_cpu_ns"].sum()),
            int(events["cpu_total_ns"].sum()),
        ), name
    # CUDA API calls are no operator rows (their time is the regime's evidence).
    assert not set(host.loc[host["op_index"].isna(), "name"].astype(str)) & set(summary.index)


def test_an_invocation_takes_the_cpu_time_of_the_kineto_operator_that_launched_it(tmp_path: Path) -> None:
    host = _host()
    rows = _rows()
    # aten::mm call 0 (positions 0, 1): only its second kernel carries the Kineto link; call 1
    # (3, 4) names op 0, opprof's marker, which is no host event; the rest are NVTX-only.
    rows["kineto_op_index"] = pd.array([None] * len(rows), dtype="Int64")
    _put(rows, 1, kineto_op_index=6)
    _put(rows, [3, 4], kineto_op_index=0)
    invocations = invocation_cpu_time(operator_invocations(rows), host)
    first, second = _invocation(invocations, "aten::mm", 0), _invocation(invocations, "aten::mm", 1)
    assert (first["kineto_op_index"], first["self_cpu_ns"], first["cpu_total_ns"]) == (6, 137740, 199467)
    assert second["kineto_op_index"] == 0 and pd.isna(second["self_cpu_ns"]) and pd.isna(second["cpu_total_ns"])
    others = invocations.drop(index=[first.name, second.name])
    assert others[["kineto_op_index", "self_cpu_ns", "cpu_total_ns"]].isna().all().all()
    write_table(tmp_path / "operators.parquet", OPERATORS, invocations)
    back = read_table(tmp_path / "operators.parquet", OPERATORS)
    assert [str(back[c].dtype) for c in ("kineto_op_index", "self_cpu_ns", "cpu_total_ns")] == ["Int64"] * 3
    assert list(back.columns) == OPERATORS.names


def test_names_that_launched_no_kernel_are_rows_with_zero_kernels_and_null_counters() -> None:
    host = _host()
    rows = _rows()
    summary = operator_summary(rows, int(rows["duration_ns"].sum()), host)
    launched = set(rows["operator_name"].astype(str))
    idle = summary[~summary["operator_name"].isin(launched)]
    assert len(idle) > 0 and (idle["calls"] > 0).all()
    assert (idle[["invocations", "kernel_count", "duration_ns", "high_kernels", "forward_ns"]] == 0).all().all()
    assert (idle["share_of_window_time"] == 0).all() and idle["c_achieved_occupancy_pct"].isna().all()
    # They come after every name with kernel time, the most Self CPU first.
    assert summary.index[summary["operator_name"].isin(launched)].max() < idle.index.min()
    assert idle["self_cpu_ns"].is_monotonic_decreasing
    # A name Kineto never saw (a generated kernel, an NVTX-only operator) has null CPU columns.
    renamed = rows.assign(operator_name=rows["operator_name"].astype(str).replace({TANH: "triton_poi_fused_tanh_0"}))
    other = operator_summary(renamed, 1, host).set_index("operator_name").loc["triton_poi_fused_tanh_0"]
    assert pd.isna(other["calls"]) and pd.isna(other["self_cpu_ns"]) and other["kernel_count"] > 0


def test_summary_with_host_time_meets_its_contract_and_reads_back(tmp_path: Path) -> None:
    """Counts and times stay integers (nullable where Kineto lacks the name), as the table says."""
    host = _host()
    rows = _rows()
    renamed = rows.assign(operator_name=rows["operator_name"].astype(str).replace({TANH: "triton_poi_fused_tanh_0"}))
    summary = operator_summary(renamed, int(rows["duration_ns"].sum()), host)
    write_table(tmp_path / "summary.parquet", OPERATOR_SUMMARY, summary)
    back = read_table(tmp_path / "summary.parquet", OPERATOR_SUMMARY)
    assert [str(back[c].dtype) for c in ("calls", "self_cpu_ns", "cpu_total_ns")] == ["Int64"] * 3
    assert back.set_index("operator_name").loc["triton_poi_fused_tanh_0", "calls"] is pd.NA
    # With no window time to share, a name without kernels has no share either.
    unshared = operator_summary(rows, 0, host)
    idle = unshared[~unshared["operator_name"].isin(set(rows["operator_name"].astype(str)))]
    assert len(idle) and idle["share_of_window_time"].isna().all()


def test_phase_split_counts_kernels_time_shares_and_evidence_per_part() -> None:
    rows = _rows()
    parts = np.array(["forward"] * 10 + ["backward"] * 8 + ["optimizer"] * 6, dtype=object)
    evidence = np.array(["marker"] * 10 + ["nvtx_range"] * 5 + ["autograd_thread"] * 3 + ["marker"] * 6, dtype=object)
    split = phase_split(rows.assign(step_phase=parts, phase_evidence=evidence))
    duration = rows["duration_ns"].to_numpy()
    total = int(duration.sum())
    for part, (lo, hi) in {"forward": (0, 10), "backward": (10, 18), "optimizer": (18, 24)}.items():
        ns = int(duration[lo:hi].sum())
        assert (split[part]["kernels"], split[part]["time_ns"]) == (hi - lo, ns), part
        assert split[part]["time_share"] == ns / total
    assert split["backward"]["evidence"] == {"autograd_thread": 3, "nvtx_range": 5}
    assert split["forward"]["evidence"] == {"marker": 10}
    empty = phase_split(rows.iloc[:0].assign(step_phase=[], phase_evidence=[]))
    assert empty["forward"] == {"kernels": 0, "time_ns": 0, "time_share": 0.0, "evidence": {}}


def test_summary_splits_each_names_time_by_part_of_the_step() -> None:
    rows = _rows()
    parts = np.array(["forward", "backward", "optimizer"] * (len(rows) // 3), dtype=object)
    summary = operator_summary(rows.assign(step_phase=parts), 1, NO_HOST).set_index("operator_name")
    names = rows["operator_name"].astype(str).to_numpy()
    duration = rows["duration_ns"].to_numpy()
    for name in set(names):
        for part in ("forward", "backward", "optimizer"):
            expected = int(duration[(names == name) & (parts == part)].sum())
            assert summary.loc[name, f"{part}_ns"] == expected, (name, part)
        assert (
            summary.loc[name, ["forward_ns", "backward_ns", "optimizer_ns"]].sum() == summary.loc[name, "duration_ns"]
        )
