"""Attribution rules, one per test, on small windows cut from real captures.

Rows come from the recorded GPT-2 capture (tests/data/captures/gpt2: its nsys export and Kineto
trace, read by the package's readers) and from the shipped H200 bundles; each test slices a few
window kernels and changes a row or two (a launch time, a thread, an External id) so exactly one
rule of ``opprof.analysis.attribution`` decides the outcome.

The GPT-2 window begins (positions 0-11, launch order):
gather, arange, add, gather, add, native_layer_norm, addmm, cat, cat, _efficient_attention_forward,
addmm, add.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
from conftest import GPT2_BUNDLE, SHIPPED

from opprof.analysis.aggregate import coverage
from opprof.analysis.attribution import (
    _call_index,
    _cumcount,
    _operator_ranges,
    _stacks,
    attribute,
    attribute_by_inductor,
    attribute_by_nvtx,
    nvtx_operators,
    window_operators,
)
from opprof.analysis.fusion_map import read_fusion_map
from opprof.analysis.window import kineto_window, nsys_window
from opprof.errors import OpprofError
from opprof.ingest import kineto, nsys

COMPILED_MLP = SHIPPED / "mlp_activations_compiled"
SHIPPED_GPT2 = SHIPPED / "gpt2"
# In the GPT-2 capture, the aten::view range before aten::addmm (positions 6) ends at
# 13963221943 and aten::addmm starts at 13963230929: a host time no NVTX range holds.
GAP_BEFORE_ADDMM_NS = 13963225000
DURATIONS_NS = [2752, 704, 960, 1920, 2656, 4000, 62911, 4256, 4064, 16640, 37664, 2016]


@dataclass(frozen=True)
class Capture:
    """One capture's tables as the ingest rules write them; ``window`` is its measured window as
    the join hands it to attribution (position, Kineto twin, the nsys launch of each kernel)."""

    window: pd.DataFrame
    ranges: pd.DataFrame
    ops: pd.DataFrame
    launches: pd.DataFrame
    kineto_kernels: pd.DataFrame


@cache
def _read(bundle: Path) -> Capture:
    kernels = nsys.read_kernels(bundle / "nsys.sqlite")
    ranges = nsys.read_ranges(bundle / "nsys.sqlite")
    ops, launches, kineto_kernels, _ = kineto.read_trace(bundle / "kineto.json.gz")
    inside = (kernels["launch_start_ns"] >= ranges["start_ns"].min()) & (
        kernels["launch_start_ns"] <= ranges["end_ns"].max()
    )
    window = kernels[inside.to_numpy(bool)].reset_index(drop=True)
    window = window.assign(position=np.arange(len(window), dtype=np.int64), iteration=0)
    return Capture(window, ranges, ops, launches, kineto_kernels)


def _capture(bundle: Path = GPT2_BUNDLE) -> Capture:
    """A fresh copy (tests change rows)."""
    tables = _read(bundle)
    return Capture(*(getattr(tables, f).copy() for f in ("window", "ranges", "ops", "launches", "kineto_kernels")))


def _window(capture: Capture, count: int, twins: Iterable[int] | None = None, start: int = 0) -> pd.DataFrame:
    """Window positions ``start..start+count-1``; those in ``twins`` (default: all) keep their
    Kineto twin, which in these captures is the Kineto kernel of the same position."""
    frame = capture.window.iloc[start : start + count].reset_index(drop=True)
    positions = frame["position"].tolist()
    keep = set(positions if twins is None else twins)
    frame["kineto_kernel_index"] = pd.array([p if p in keep else None for p in positions], dtype="Int64")
    return frame


def _attribute(capture: Capture, window: pd.DataFrame, kineto_tier: bool = True) -> pd.DataFrame:
    ops = nvtx_operators(window, capture.ranges)
    if kineto_tier:
        return attribute(window, ops, capture.ops, capture.launches, capture.kineto_kernels)
    return attribute(window, ops, capture.ops.iloc[:0], capture.launches.iloc[:0], capture.kineto_kernels)


def _column(frame: pd.DataFrame, name: str) -> list[object]:
    return [None if pd.isna(v) else v for v in frame[name].astype(object)]


def _fused(frame: pd.DataFrame, label: int) -> list[str]:
    """The fused_with list of row ``label``."""
    return [str(op) for op in frame["fused_with"].to_dict()[label]]


def _int(frame: pd.DataFrame, row: int, column: str) -> int:
    """An integer cell by row position."""
    return int(frame[column].to_numpy()[row])


# Unattributed kernels ---------------------------------------------------------------------


def test_kernel_launched_outside_every_operator_and_range_is_kept_as_unattributed() -> None:
    capture = _capture()
    window = _window(capture, 12, twins=range(4))
    window.loc[6, "launch_start_ns"] = GAP_BEFORE_ADDMM_NS  # and no Kineto twin
    ranges = capture.ranges
    held = (ranges["start_ns"] <= GAP_BEFORE_ADDMM_NS) & (ranges["end_ns"] >= GAP_BEFORE_ADDMM_NS)
    assert not held.any()
    assert window["duration_ns"].tolist() == DURATIONS_NS

    out = _attribute(capture, window)

    assert out["position"].tolist() == list(range(12))
    assert out["duration_ns"].tolist() == DURATIONS_NS
    assert _column(out, "confidence") == ["high"] * 4 + ["medium"] * 2 + ["unattributed"] + ["medium"] * 5
    lost = out.iloc[6]
    assert lost["attribution_method"] == "none"
    assert pd.isna(lost["operator_name"]) and pd.isna(lost["call_index"])
    assert pd.isna(lost["operator_stack"]) and pd.isna(lost["operator_shapes"])
    assert lost["enclosing_operators"] == 0
    assert list(lost["fused_with"]) == []
    assert out.iloc[5]["operator_name"] == "aten::native_layer_norm"
    assert out.iloc[7]["operator_name"] == "aten::cat"
    total = sum(DURATIONS_NS)
    shares = coverage(out)
    assert shares["unattributed"] == {
        "kernels": 1,
        "time_ns": 62911,
        "kernel_share": 1 / 12,
        "time_share": 62911 / total,
    }
    assert shares["high"]["kernels"] == 4 and shares["medium"]["kernels"] == 7
    assert shares["high"]["time_ns"] == sum(DURATIONS_NS[:4])
    assert shares["total"] == {"kernels": 12, "time_ns": total, "kernel_share": 1.0, "time_share": 1.0}


def test_window_of_only_unattributed_kernels_keeps_every_position() -> None:
    capture = _capture()
    window = _window(capture, 3, twins=())
    window["launch_tid"] = window["launch_tid"] + 1  # a thread no NVTX range is on
    out = _attribute(capture, window)
    assert out["position"].tolist() == [0, 1, 2]
    assert _column(out, "confidence") == ["unattributed"] * 3
    assert _column(out, "attribution_method") == ["none"] * 3
    assert _column(out, "call_index") == [None] * 3
    assert out["enclosing_operators"].tolist() == [0, 0, 0]
    assert coverage(out)["unattributed"]["time_ns"] == sum(DURATIONS_NS[:3])


def test_kernel_launched_on_a_thread_without_ranges_is_unattributed() -> None:
    capture = _capture()
    window = _window(capture, 4, twins=())
    window.loc[2, "launch_tid"] = _int(window, 2, "launch_tid") + 1
    out = _attribute(capture, window)
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange", None, "aten::gather"]
    assert _column(out, "confidence") == ["medium", "medium", "unattributed", "medium"]


def test_kernel_without_a_recorded_launch_is_unattributed() -> None:
    capture = _capture()
    window = _window(capture, 4, twins=())
    window["launch_tid"] = window["launch_tid"].astype("Int64")
    window["launch_start_ns"] = window["launch_start_ns"].astype("Int64")
    window.loc[1, ["launch_tid", "launch_start_ns"]] = pd.NA
    out = _attribute(capture, window)
    assert _column(out, "operator_name") == ["aten::gather", None, "aten::add", "aten::gather"]
    assert _column(out, "call_index") == [0, None, 0, 1]


def test_rows_come_back_in_window_order_with_their_own_attribution() -> None:
    capture = _capture()
    window = _window(capture, 12, twins=range(0, 12, 2))
    expected = _attribute(capture, window)
    shuffled = window.iloc[[7, 2, 11, 0, 5, 9, 1, 3, 10, 4, 8, 6]]
    out = _attribute(capture, shuffled)
    assert out["position"].tolist() == list(range(12))
    for column in ("operator_name", "call_index", "operator_stack", "attribution_method", "confidence"):
        assert _column(out, column) == _column(expected, column), column


# The high tier: Kineto -------------------------------------------------------------------


def test_kineto_twin_is_attributed_high_through_the_external_id_of_its_launch() -> None:
    capture = _capture()
    out = _attribute(capture, _window(capture, 6))
    assert _column(out, "operator_name") == [
        "aten::gather",
        "aten::arange",
        "aten::add",
        "aten::gather",
        "aten::add",
        "aten::native_layer_norm",
    ]
    assert _column(out, "call_index") == [0, 1, 0, 1, 1, 0]
    assert _column(out, "attribution_method") == ["kineto_external_id"] * 6
    assert _column(out, "confidence") == ["high"] * 6
    assert out.iloc[0]["operator_stack"] == "aten::embedding > aten::index_select > aten::gather"
    assert out["enclosing_operators"].tolist() == [3, 2, 1, 3, 1, 2]
    # the shapes are Kineto's Input Dims of the operator, as the trace spells them
    assert out.iloc[0]["operator_shapes"] == "[[50257,768],[],[512,768],[],[512,768]]"
    assert out.iloc[2]["operator_shapes"] == "[[128],[],[]]"


def test_kineto_tiers_name_the_trace_row_of_the_operator_and_nvtx_names_none() -> None:
    capture = _capture()
    out = _attribute(capture, _window(capture, 12, twins=range(6)))
    ops = capture.ops.set_index("op_index")
    kernels = capture.kineto_kernels.set_index("kernel_index")
    launches = capture.launches.drop_duplicates("correlation_id").set_index("correlation_id")
    for row in range(6):
        op = ops.loc[_int(out, row, "kineto_op_index")]
        launch = launches.loc[kernels.loc[row, "correlation_id"]]
        assert (op["name"], op["external_id"]) == (_column(out, "operator_name")[row], launch["external_id"])
    assert len(set(_column(out, "kineto_op_index")[:6])) == 6  # six invocations, six trace rows
    assert _column(out, "attribution_method")[6:] == ["nvtx_enclosure"] * 6
    assert _column(out, "kineto_op_index")[6:] == [None] * 6


def test_the_traces_first_operator_row_is_a_row_like_any_other() -> None:
    """op_index 0 is a real row of kineto_ops, not a missing one."""
    capture = _capture()
    first = _attribute(capture, _window(capture, 1))
    gather = _int(first, 0, "kineto_op_index")
    ops = capture.ops
    swap = {gather: 0, 0: gather}
    capture = Capture(
        capture.window,
        capture.ranges,
        ops.assign(op_index=ops["op_index"].map(lambda i: swap.get(i, i))),
        capture.launches,
        capture.kineto_kernels,
    )
    out = _attribute(capture, _window(capture, 1))
    assert _column(out, "kineto_op_index") == [0] and _column(out, "operator_name") == ["aten::gather"]


def test_high_tier_wins_over_nvtx_for_a_kernel_with_both() -> None:
    capture = _capture()
    out = _attribute(capture, _window(capture, 6, twins=[1, 4]))
    assert _column(out, "confidence") == ["medium", "high", "medium", "medium", "high", "medium"]
    assert _column(out, "attribution_method") == [
        "nvtx_enclosure",
        "kineto_external_id",
        "nvtx_enclosure",
        "nvtx_enclosure",
        "kineto_external_id",
        "nvtx_enclosure",
    ]
    # NVTX sizes are spelled with spaces, Kineto's Input Dims without: each row has its tier's
    assert out.iloc[1]["operator_shapes"] == "[[],[],[],[0]]"
    assert out.iloc[2]["operator_shapes"] == "[[128], [], []]"
    assert out.iloc[4]["operator_stack"] == "aten::add"


def _launch_row(capture: Capture, position: int) -> int:
    """Row of the Kineto launch table for the launch of window ``position``'s twin."""
    correlation = capture.kineto_kernels.loc[position, "correlation_id"]
    rows = np.flatnonzero((capture.launches["correlation_id"] == correlation).to_numpy(bool))
    assert len(rows) == 1
    return int(rows[0])


def _add_operator(capture: Capture, name: str, tid: int, start_ns: int, end_ns: int, external_id: int) -> Capture:
    """The capture with one more Kineto cpu_op (a copy of a real row, re-timed)."""
    row = capture.ops.iloc[[0]].assign(
        name=name, tid=tid, start_ns=start_ns, end_ns=end_ns, external_id=external_id, op_index=len(capture.ops)
    )
    ops = pd.concat([capture.ops, row], ignore_index=True)
    return Capture(capture.window, capture.ranges, ops, capture.launches, capture.kineto_kernels)


def test_external_id_of_an_operator_on_another_thread_is_not_trusted() -> None:
    capture = _capture()
    at = _launch_row(capture, 2)
    launches = capture.launches
    # aten::copy_ on the next thread, running over the launch of position 2 (inside aten::add)
    capture = _add_operator(
        capture,
        "aten::copy_",
        _int(launches, at, "tid") + 1,
        _int(launches, at, "start_ns") - 5,
        _int(launches, at, "end_ns") + 5,
        10**6,
    )
    capture.launches.loc[at, "external_id"] = 10**6
    out = _attribute(capture, _window(capture, 4))
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange", "aten::add", "aten::gather"]
    assert _column(out, "attribution_method") == [
        "kineto_external_id",
        "kineto_external_id",
        "kineto_host_nesting",
        "kineto_external_id",
    ]
    assert _column(out, "confidence") == ["high"] * 4


def test_external_id_of_an_operator_that_ended_before_the_launch_is_not_trusted() -> None:
    capture = _capture()
    capture.launches.loc[_launch_row(capture, 2), "external_id"] = 1  # the first aten::view
    out = _attribute(capture, _window(capture, 3))
    assert out.iloc[2]["operator_name"] == "aten::add"
    assert out.iloc[2]["attribution_method"] == "kineto_host_nesting"


def test_external_id_of_an_operator_that_starts_after_the_launch_is_not_trusted() -> None:
    capture = _capture()
    capture.launches.loc[_launch_row(capture, 0), "external_id"] = 19  # aten::add, the next top-level op
    out = _attribute(capture, _window(capture, 3))
    assert out.iloc[0]["operator_name"] == "aten::gather"
    assert out.iloc[0]["attribution_method"] == "kineto_host_nesting"
    assert out.iloc[2]["attribution_method"] == "kineto_external_id"


@pytest.mark.parametrize("bound", ["start_ns", "end_ns"])
def test_launch_exactly_at_a_bound_of_its_external_id_operator_is_enclosed(bound: str) -> None:
    capture = _capture()
    ops = capture.ops
    add = int(np.flatnonzero((ops["external_id"] == 19).to_numpy(bool))[0])  # aten::add of position 2
    capture.launches.loc[_launch_row(capture, 2), "start_ns"] = _int(ops, add, bound)
    out = _attribute(capture, _window(capture, 3))
    assert out.iloc[2]["operator_name"] == "aten::add"
    assert out.iloc[2]["attribution_method"] == "kineto_external_id"


def test_old_trace_whose_external_id_is_the_correlation_id_falls_back_to_host_nesting() -> None:
    capture = _capture()
    capture.launches["external_id"] = capture.launches["correlation_id"]
    out = _attribute(capture, _window(capture, 6))
    assert _column(out, "attribution_method") == ["kineto_host_nesting"] * 6
    assert _column(out, "confidence") == ["high"] * 6
    assert _column(out, "operator_name") == _column(_attribute(_capture(), _window(_capture(), 6)), "operator_name")
    assert _column(out, "call_index") == [0, 1, 0, 1, 1, 0]


def test_kineto_kernel_whose_launch_is_missing_falls_to_the_nvtx_tier() -> None:
    capture = _capture()
    launches = capture.launches.drop(index=_launch_row(capture, 3)).reset_index(drop=True)
    capture = Capture(capture.window, capture.ranges, capture.ops, launches, capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 5))
    assert _column(out, "confidence") == ["high", "high", "high", "medium", "high"]
    assert out.iloc[3]["operator_name"] == "aten::gather"
    assert out.iloc[3]["attribution_method"] == "nvtx_enclosure"


def test_first_launch_record_of_a_correlation_id_is_the_one_used() -> None:
    capture = _capture()
    at = _launch_row(capture, 2)
    later = capture.launches.loc[[at]].copy()
    # a second record of the same call, on another thread and later: it must not replace the first
    later = later.assign(tid=_int(later, 0, "tid") + 1, start_ns=_int(later, 0, "start_ns") + 10, external_id=1)
    launches = pd.concat([capture.launches, later], ignore_index=True)
    launches = launches.sort_values(["correlation_id", "start_ns"], kind="stable").reset_index(drop=True)
    capture = Capture(capture.window, capture.ranges, capture.ops, launches, capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 3))
    assert out.iloc[2]["operator_name"] == "aten::add"
    assert out.iloc[2]["attribution_method"] == "kineto_external_id"


def test_kineto_tier_ignores_user_annotations_and_names_that_are_not_operators() -> None:
    """The shipped H200 GPT-2 trace wraps each iteration in a record_function user annotation
    (``opprof:iteration:0``): it is not an operator, so it is in no stack."""
    capture = _capture(SHIPPED_GPT2)
    annotation = (capture.ops["category"] == "user_annotation").to_numpy(bool)
    assert capture.ops.loc[annotation, "name"].tolist() == ["opprof:iteration:0", "opprof:iteration:1"]
    out = _attribute(capture, _window(capture, 3))
    assert _column(out, "operator_stack") == [
        "aten::embedding > aten::index_select > aten::gather",
        "aten::arange > aten::arange",
        "aten::add",
    ]
    # an annotation spelled like an operator is still an annotation
    capture.ops.loc[annotation, "name"] = "opprof::iteration"
    assert _column(_attribute(capture, _window(capture, 3)), "operator_stack")[2] == "aten::add"
    # and an operator whose name is not ns::op is skipped: the kernel goes to NVTX
    capture.ops.loc[(capture.ops["name"] == "aten::add").to_numpy(bool), "name"] = "add"
    out = _attribute(capture, _window(capture, 3))
    assert out.iloc[2]["attribution_method"] == "nvtx_enclosure"


def test_kineto_tier_without_operators_leaves_every_kernel_to_nvtx() -> None:
    capture = _capture()
    capture = Capture(
        capture.window,
        capture.ranges,
        capture.ops[(capture.ops["name"] == "none::such").to_numpy(bool)],
        capture.launches,
        capture.kineto_kernels,
    )
    out = _attribute(capture, _window(capture, 3))
    assert _column(out, "attribution_method") == ["nvtx_enclosure"] * 3


def test_kineto_twins_none_of_which_an_operator_encloses_leave_nvtx_to_decide() -> None:
    capture = _capture()
    # every operator moved to a thread no launch is on: no External id encloses, no nesting finds one
    capture.ops["tid"] = capture.ops["tid"] + 7
    out = _attribute(capture, _window(capture, 3))
    assert _column(out, "confidence") == ["medium"] * 3
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange", "aten::add"]


# The medium tier: NVTX -------------------------------------------------------------------


def test_nvtx_tier_attributes_each_launch_to_the_innermost_enclosing_aten_range() -> None:
    capture = _capture()
    out = _attribute(capture, _window(capture, 12, twins=()), kineto_tier=False)
    assert _column(out, "operator_name") == [
        "aten::gather",
        "aten::arange",
        "aten::add",
        "aten::gather",
        "aten::add",
        "aten::native_layer_norm",
        "aten::addmm",
        "aten::cat",
        "aten::cat",
        "aten::_efficient_attention_forward",
        "aten::addmm",
        "aten::add",
    ]
    assert _column(out, "call_index") == [0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, 2]
    assert _column(out, "attribution_method") == ["nvtx_enclosure"] * 12
    assert out["enclosing_operators"].tolist() == [3, 2, 1, 3, 1, 2, 1, 1, 1, 3, 1, 1]
    assert out.iloc[9]["operator_stack"] == (
        "aten::scaled_dot_product_attention > aten::_scaled_dot_product_efficient_attention"
        " > aten::_efficient_attention_forward"
    )
    assert out.iloc[6]["operator_shapes"] == "[[2304], [512, 768], [768, 2304], [], []]"


def test_nvtx_tier_reads_aten_ranges_only() -> None:
    """The shipped H200 bundle has opprof's iteration and module marker ranges around the
    operators: they are not operators, so no stack holds one and none is counted."""
    capture = _capture(SHIPPED_GPT2)
    ranges = capture.ranges
    assert {"iteration", "module"} <= set(ranges["kind"].astype(str))
    window = _window(capture, 6, twins=())
    out = _attribute(capture, window, kineto_tier=False)
    aten = ranges[(ranges["kind"] == "aten").to_numpy(bool)]
    for row, launch in zip(out.itertuples(), window["launch_start_ns"], strict=True):
        holding = ((aten["start_ns"] <= launch) & (aten["end_ns"] >= launch)).to_numpy(bool)
        assert row.enclosing_operators == int(holding.sum())
        assert str(row.operator_stack).split(" > ") == aten.loc[holding, "operator_name"].astype(str).tolist()
    module = (ranges["kind"] == "module").to_numpy(bool)
    assert not set(ranges.loc[module, "text"].astype(str)) & {
        part for stack in _column(out, "operator_stack") for part in str(stack).split(" > ")
    }


def test_nvtx_and_kineto_tiers_give_one_kernel_the_same_stack() -> None:
    capture = _capture(SHIPPED_GPT2)
    window = _window(capture, 3)
    high = _attribute(capture, window)
    medium = _attribute(capture, window.assign(kineto_kernel_index=pd.array([None] * 3, dtype="Int64")))
    assert _column(medium, "operator_stack") == _column(high, "operator_stack")


def test_call_index_counts_same_named_operators_from_the_window_start() -> None:
    """A window cut after the first three kernels begins at the second aten::embedding: the
    aten::gather and aten::add before it are no longer invocations of the window."""
    capture = _capture()
    for tier in (True, False):
        out = _attribute(capture, _window(capture, 4, start=3, twins=None if tier else ()), kineto_tier=tier)
        assert _column(out, "operator_name") == ["aten::gather", "aten::add", "aten::native_layer_norm", "aten::addmm"]
        assert _column(out, "call_index") == [0, 0, 0, 0]
        assert out.iloc[0]["operator_stack"] == "aten::embedding > aten::index_select > aten::gather"


def test_window_begins_at_the_top_level_operator_of_the_first_launch() -> None:
    capture = _capture()
    for tier in (True, False):
        out = _attribute(capture, _window(capture, 1, twins=None if tier else ()), kineto_tier=tier)
        assert out.iloc[0]["operator_stack"] == "aten::embedding > aten::index_select > aten::gather"
        assert out.iloc[0]["enclosing_operators"] == 3


def test_first_launch_outside_every_range_begins_the_window_at_itself() -> None:
    capture = _capture()
    window = _window(capture, 3, twins=())
    # before aten::embedding (13962539492) and after the aten::view range before it (ends 13962452059)
    window.loc[0, "launch_start_ns"] = 13962500000
    out = _attribute(capture, window)
    assert _column(out, "operator_name") == [None, "aten::arange", "aten::add"]
    assert _column(out, "call_index") == [None, 1, 0]


def test_nested_operators_of_one_name_are_numbered_outer_first() -> None:
    capture = _capture()
    for tier in (True, False):
        out = _attribute(capture, _window(capture, 2, twins=None if tier else ()), kineto_tier=tier)
        assert out.iloc[1]["operator_stack"] == "aten::arange > aten::arange"
        assert out.iloc[1]["call_index"] == 1


@pytest.mark.parametrize("bound", ["start_ns", "end_ns"])
def test_launch_exactly_at_a_range_bound_is_inside_the_range(bound: str) -> None:
    """aten::add (range 18) alone is the window: its launch at the range's first or last ns."""
    capture = _capture()
    add = capture.ranges.loc[18]
    assert add["operator_name"] == "aten::add" and add["depth"] == 0
    for count, start in ((1, 2), (2, 1), (2, 2)):
        window = _window(capture, count, twins=(), start=start)
        window.loc[window["position"] == 2, "launch_start_ns"] = add[bound]
        out = _attribute(capture, window, kineto_tier=False)
        add_row = out[(out["position"] == 2).to_numpy(bool)]
        assert _column(add_row, "operator_name") == ["aten::add"], (count, start)
        assert _column(add_row, "operator_stack") == ["aten::add"], (count, start)
        assert add_row["enclosing_operators"].tolist() == [1], (count, start)


def _second_thread(capture: Capture, rows: list[tuple[str, int, int]]) -> Capture:
    """The capture with NVTX aten ranges (name, start, end) on the thread after the launch thread."""
    tid = _int(capture.window, 0, "launch_tid") + 1
    extra = capture.ranges.iloc[[0] * len(rows)].copy()
    extra["tid"] = tid
    extra["operator_name"] = [name for name, _, _ in rows]
    extra["start_ns"] = [start for _, start, _ in rows]
    extra["end_ns"] = [end for _, _, end in rows]
    ranges = pd.concat([capture.ranges, extra], ignore_index=True)
    return Capture(capture.window, ranges, capture.ops, capture.launches, capture.kineto_kernels)


def test_operators_of_several_threads_are_numbered_in_start_order() -> None:
    capture = _capture()
    # an aten::add on a second thread that starts before the first thread's aten::add (range 18)
    capture = _second_thread(capture, [("aten::add", 13962790000, 13962791000)])
    out = _attribute(capture, _window(capture, 5, twins=()), kineto_tier=False)
    assert _column(out, "operator_name")[2::2] == ["aten::add", "aten::add"]
    assert _column(out, "call_index") == [0, 1, 1, 1, 2]


def test_operator_whose_parent_started_before_the_window_loses_its_parent() -> None:
    """On a second thread, aten::linear starts before the window and aten::addmm inside it
    after: the window keeps aten::addmm alone, a top-level operator of that thread."""
    capture = _capture()
    capture = _second_thread(
        capture, [("aten::linear", 13962400000, 13962900000), ("aten::addmm", 13962800000, 13962850000)]
    )
    window = _window(capture, 4, twins=())
    window.loc[3, "launch_tid"] = _int(window, 3, "launch_tid") + 1
    window.loc[3, "launch_start_ns"] = 13962820000
    out = _attribute(capture, window, kineto_tier=False)
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange", "aten::add", "aten::addmm"]
    assert _column(out, "operator_stack")[3] == "aten::addmm"
    assert out["enclosing_operators"].tolist() == [3, 2, 1, 1]
    assert _column(out, "call_index") == [0, 1, 0, 0]


def test_operator_with_no_name_is_a_blank_step_of_the_stack() -> None:
    capture = _capture()
    capture.ranges["operator_name"] = capture.ranges["operator_name"].astype("string")
    capture.ranges.loc[4, "operator_name"] = pd.NA  # aten::index_select, between embedding and gather
    out = _attribute(capture, _window(capture, 1, twins=()), kineto_tier=False)
    assert out.iloc[0]["operator_stack"] == "aten::embedding >  > aten::gather"
    assert out.iloc[0]["enclosing_operators"] == 3


def test_stacks_of_one_chain_are_one_text_and_different_chains_differ() -> None:
    capture = _capture()
    out = _attribute(capture, _window(capture, 12, twins=()), kineto_tier=False)
    stacks = _column(out, "operator_stack")
    assert stacks[0] == stacks[3] == "aten::embedding > aten::index_select > aten::gather"
    assert stacks[2] == stacks[4] == stacks[11] == "aten::add"
    assert stacks[6] == stacks[10] == "aten::addmm"
    assert stacks[7] == stacks[8] == "aten::cat"
    assert stacks[5] == "aten::layer_norm > aten::native_layer_norm"
    assert len(set(stacks)) == 7


# Inductor's fusion map -------------------------------------------------------------------


@cache
def _compiled_window() -> pd.DataFrame:
    return _read(COMPILED_MLP).window.head(12)


def _fusion_map() -> pd.DataFrame:
    return read_fusion_map(COMPILED_MLP / "inductor")


def _unattributed_compiled() -> pd.DataFrame:
    capture = _read(COMPILED_MLP)
    window = _compiled_window().assign(kineto_kernel_index=pd.array([None] * 12, dtype="Int64"))
    return attribute(window, None, capture.ops.iloc[:0], capture.launches.iloc[:0], capture.kineto_kernels)


TRITON = [
    "triton_poi_fused_addmm_relu_0",
    "triton_poi_fused_addmm_gelu_1",
    "triton_poi_fused_addmm_silu_2",
    "triton_poi_fused_addmm_tanh_3",
]


def test_inductor_map_gives_unattributed_generated_kernels_their_own_operator() -> None:
    out = attribute_by_inductor(_unattributed_compiled(), _fusion_map())
    triton = [2, 5, 8, 11]
    assert _column(out, "name_key")[2::3] == TRITON
    assert _column(out, "operator_name") == [
        *(None, None, TRITON[0], None, None, TRITON[1]),
        *(None, None, TRITON[2], None, None, TRITON[3]),
    ]
    assert [_column(out, "confidence")[i] for i in triton] == ["medium"] * 4
    assert [_column(out, "attribution_method")[i] for i in triton] == ["inductor"] * 4
    assert [_column(out, "confidence")[i] for i in (0, 1, 3)] == ["unattributed"] * 3
    assert [_column(out, "attribution_method")[i] for i in (0, 1, 3)] == ["none"] * 3
    assert _fused(out, 2) == ["aten::addmm", "aten::relu"]
    assert _fused(out, 0) == []
    assert [_column(out, "call_index")[i] for i in triton] == [0, 0, 0, 0]


def test_inductor_operators_are_numbered_per_kernel_name_in_window_order() -> None:
    base = _unattributed_compiled()
    twice = pd.concat([base, base.assign(position=base["position"] + 12)], ignore_index=True)
    out = attribute_by_inductor(twice, _fusion_map())
    promoted = out[(out["attribution_method"] == "inductor").to_numpy(bool)]
    assert _column(promoted, "operator_name") == TRITON * 2
    assert _column(promoted, "call_index") == [0, 0, 0, 0, 1, 1, 1, 1]


def test_inductor_map_keeps_the_tier_and_operator_of_attributed_kernels() -> None:
    capture = _read(COMPILED_MLP)
    window = _compiled_window().assign(kineto_kernel_index=pd.array([None] * 12, dtype="Int64"))
    attributed = attribute(
        window,
        nvtx_operators(window, capture.ranges),
        capture.ops.iloc[:0],
        capture.launches.iloc[:0],
        capture.kineto_kernels,
    )
    out = attribute_by_inductor(attributed, _fusion_map())
    assert _column(out, "operator_name") == _column(attributed, "operator_name")
    assert _column(out, "confidence") == _column(attributed, "confidence") == ["medium"] * 12
    assert _column(out, "attribution_method") == ["nvtx_enclosure"] * 12
    assert _fused(out, 5) == ["aten::addmm", "aten::gelu"]
    assert _fused(out, 4) == []


def test_kernel_named_in_two_graphs_gets_the_union_of_their_operators_sorted() -> None:
    fusion = _fusion_map()
    other = fusion.iloc[[0]].assign(graph="model__1_inference_1.1")
    other["aten_ops"] = [["aten::relu", "aten::add", "aten::addmm"]]
    out = attribute_by_inductor(_unattributed_compiled(), pd.concat([fusion, other], ignore_index=True))
    assert _fused(out, 2) == ["aten::add", "aten::addmm", "aten::relu"]


def test_map_entry_without_operators_neither_fuses_nor_promotes() -> None:
    fusion = _fusion_map()
    fusion["aten_ops"] = [[], *fusion["aten_ops"].iloc[1:]]
    out = attribute_by_inductor(_unattributed_compiled(), fusion)
    assert out.loc[2, "confidence"] == "unattributed"
    assert _fused(out, 2) == []
    assert out.loc[5, "confidence"] == "medium"


def test_empty_fusion_map_changes_nothing() -> None:
    attributed = _unattributed_compiled()
    out = attribute_by_inductor(attributed, _fusion_map().iloc[:0])
    pd.testing.assert_frame_equal(out, attributed)


# The whole window against a plain re-derivation ---------------------------------------------------


def _expected_by_enclosure(
    tid: np.ndarray, start: np.ndarray, end: np.ndarray, names: list[str], launch_tid: np.ndarray, launch: np.ndarray
) -> list[tuple[str, int, str, int] | None]:
    """Per launch, (innermost operator, call_index, stack, enclosing count) worked out range by
    range: the window starts at the outermost range around the earliest launch, ranges starting
    before it (or after the last launch) are not in it, and an operator's call_index counts the
    same-named window ranges that started before it."""
    first = int(np.argmin(launch))
    around = np.flatnonzero((tid == launch_tid[first]) & (start <= launch[first]) & (end >= launch[first]))
    begin = int(start[around].min()) if len(around) else int(launch[first])
    kept = (start >= begin) & (start <= launch.max())
    assert len(set(start[kept].tolist())) == int(kept.sum())  # no two window ranges start together
    out: list[tuple[str, int, str, int] | None] = []
    for t_tid, t in zip(launch_tid, launch, strict=True):
        holding = np.flatnonzero(kept & (tid == t_tid) & (start <= t) & (end >= t))
        if not len(holding):
            out.append(None)
            continue
        chain = holding[np.lexsort((-end[holding], start[holding]))]
        inner = int(chain[-1])
        earlier = kept & (start < start[inner]) & (np.asarray(names, dtype=object) == names[inner])
        out.append((names[inner], int(earlier.sum()), " > ".join(names[i] for i in chain), len(chain)))
    return out


def _as_tuples(out: pd.DataFrame) -> list[tuple[str, int, str, int] | None]:
    rows: list[tuple[str, int, str, int] | None] = []
    for name, call, stack, count in zip(
        _column(out, "operator_name"),
        _column(out, "call_index"),
        _column(out, "operator_stack"),
        out["enclosing_operators"].tolist(),
        strict=True,
    ):
        rows.append(None if name is None else (str(name), int(str(call)), str(stack), int(count)))
    return rows


def test_every_kernel_of_the_window_gets_its_innermost_nvtx_range_stack_and_ordinal() -> None:
    capture = _capture()
    ranges = nsys.read_ranges(GPT2_BUNDLE / "nsys.sqlite", categorical=True)  # as the ingest rule writes it
    window = _window(capture, len(capture.window), twins=())
    ops = nvtx_operators(window, ranges)
    out = attribute(window, ops, capture.ops.iloc[:0], capture.launches.iloc[:0], capture.kineto_kernels)
    aten = ranges[(ranges["kind"] == "aten").to_numpy(bool)]
    expected = _expected_by_enclosure(
        aten["tid"].to_numpy(np.int64),
        aten["start_ns"].to_numpy(np.int64),
        aten["end_ns"].to_numpy(np.int64),
        aten["operator_name"].astype(str).tolist(),
        window["launch_tid"].to_numpy(np.int64),
        window["launch_start_ns"].to_numpy(np.int64),
    )
    assert len(out) == 468
    assert _as_tuples(out) == expected
    assert len(set(_column(out, "operator_stack"))) == 10


def test_every_kineto_twin_gets_the_operator_its_external_id_names() -> None:
    capture = _capture()
    window = _window(capture, len(capture.window))
    out = _attribute(capture, window)
    ops = capture.ops
    keep = ops["name"].str.match(r"^[A-Za-z_]\w*::\w+").to_numpy(bool) & (
        ops["category"] != "user_annotation"
    ).to_numpy(bool)
    ops = ops[keep].reset_index(drop=True)
    launches = capture.launches.set_index("correlation_id").loc[capture.kineto_kernels["correlation_id"]]
    expected = _expected_by_enclosure(
        ops["tid"].to_numpy(np.int64),
        ops["start_ns"].to_numpy(np.int64),
        ops["end_ns"].to_numpy(np.int64),
        ops["name"].astype(str).tolist(),
        launches["tid"].to_numpy(np.int64),
        launches["start_ns"].to_numpy(np.int64),
    )
    # in this trace the External id of every launch names the innermost operator around it
    by_external = dict(zip(ops["external_id"].tolist(), ops["name"].astype(str), strict=True))
    assert [by_external[e] for e in launches["external_id"]] == [e[0] if e else None for e in expected]
    assert _as_tuples(out) == expected
    assert _column(out, "attribution_method") == ["kineto_external_id"] * 468


# Columns and types ---------------------------------------------------------------------------------


def test_attributed_table_is_the_window_table_with_the_attribution_columns_after_it() -> None:
    capture = _capture()
    window = _window(capture, 12, twins=range(4))
    out = _attribute(capture, window)
    added = [
        "operator_name",
        "call_index",
        "operator_stack",
        "enclosing_operators",
        "operator_shapes",
        "attribution_method",
        "kineto_op_index",
        "confidence",
        "fused_with",
        "source_lines",
    ]
    assert list(out.columns) == [*window.columns, *added]
    pd.testing.assert_frame_equal(out[list(window.columns)], window)
    assert out["fused_with"].dtype == pd.ArrowDtype(pa.list_(pa.string()))
    assert str(out["call_index"].dtype) == "Int64"
    assert out["enclosing_operators"].dtype == np.int64
    assert list(out["confidence"].cat.categories) == ["high", "medium", "unattributed"]


def test_nvtx_ranges_without_sizes_give_null_shapes_and_keep_kinetos() -> None:
    """A capture without record_shapes: emit_nvtx writes no sizes (some ranges, or all)."""
    capture = _capture()
    capture.ranges["sizes"] = capture.ranges["sizes"].astype("string")
    capture.ranges.loc[18, "sizes"] = pd.NA  # the first aten::add
    window = _window(capture, 6, twins=[0])
    out = _attribute(capture, window)
    assert _column(out, "operator_shapes") == [
        "[[50257,768],[],[512,768],[],[512,768]]",
        "[[], [], [], [0]]",
        None,
        "[[1024, 768], [], [128, 768], [], [128, 768]]",
        "[[4, 128, 768], [1, 128, 768], []]",
        "[[4, 128, 768], [], [768], [768], []]",
    ]
    capture.ranges["sizes"] = pd.NA
    out = _attribute(capture, window)
    assert _column(out, "operator_shapes") == ["[[50257,768],[],[512,768],[],[512,768]]"] + [None] * 5
    assert _column(out, "operator_name")[2] == "aten::add"


# Window bounds and links --------------------------------------------------------------------------


def test_window_begins_at_the_earliest_launch_whatever_its_position() -> None:
    """Position 0's launch recorded late, inside aten::add: the window begins at aten::arange's
    launch (position 1), so aten::arange is an invocation of the window."""
    capture = _capture()
    window = _window(capture, 3, twins=())
    window.loc[0, "launch_start_ns"] = _int(window, 2, "launch_start_ns") - 1
    out = _attribute(capture, window, kineto_tier=False)
    assert _column(out, "operator_name") == ["aten::add", "aten::arange", "aten::add"]
    assert _column(out, "call_index") == [0, 1, 0]


def test_kineto_twins_without_any_launch_record_leave_every_kernel_to_nvtx() -> None:
    capture = _capture()
    capture = Capture(capture.window, capture.ranges, capture.ops, capture.launches.iloc[:0], capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 3))
    assert _column(out, "attribution_method") == ["nvtx_enclosure"] * 3


def test_launch_without_an_external_id_is_attributed_by_host_nesting() -> None:
    """aten::layer_norm > aten::native_layer_norm alone is the window (position 5)."""
    capture = _capture()
    capture.launches["external_id"] = capture.launches["external_id"].astype("Int64")
    capture.launches.loc[_launch_row(capture, 5), "external_id"] = pd.NA
    out = _attribute(capture, _window(capture, 2, start=5))
    assert _column(out, "operator_name") == ["aten::native_layer_norm", "aten::addmm"]
    assert _column(out, "attribution_method") == ["kineto_host_nesting", "kineto_external_id"]
    assert out.iloc[0]["operator_stack"] == "aten::layer_norm > aten::native_layer_norm"


def test_external_id_naming_an_outer_operator_is_trusted_over_nesting() -> None:
    capture = _capture()
    capture.launches.loc[_launch_row(capture, 0), "external_id"] = 2  # aten::embedding around the gather
    out = _attribute(capture, _window(capture, 2))
    assert _column(out, "operator_name") == ["aten::embedding", "aten::arange"]
    assert _column(out, "attribution_method") == ["kineto_external_id"] * 2
    assert out.iloc[0]["operator_stack"] == "aten::embedding"
    assert out.iloc[0]["enclosing_operators"] == 1


def test_a_kernel_a_cuda_graph_launch_ran_inside_an_operator_is_never_high() -> None:
    """A graph replays kernels captured elsewhere: the operator around its launch did not launch them."""
    capture = _capture()
    capture.launches.loc[_launch_row(capture, 0), "api"] = "cudaGraphLaunch"
    out = _attribute(capture, _window(capture, 2))
    assert _column(out, "confidence") == ["medium", "high"]
    assert _column(out, "attribution_method") == ["nvtx_enclosure", "kineto_external_id"]
    alone = _attribute(replace(capture, ranges=capture.ranges.iloc[:0]), _window(capture, 2))
    assert _column(alone, "attribution_method") == ["cuda_graph", "kineto_external_id"]
    assert _column(alone, "confidence") == ["medium", "high"]


def test_kineto_and_nvtx_operators_that_disagree_are_refused_naming_both_and_the_first() -> None:
    capture = _capture()
    names = capture.ops["name"].astype(object)
    gather, add = (names == "aten::gather").to_numpy(), (names == "aten::add").to_numpy()
    capture.ops["name"] = names.where(~gather, "aten::add").where(~add, "aten::gather").astype("string")
    window = _window(capture, 5)
    words = (
        "t.json: the operators that launched 4 of 5 kernels disagree with the NVTX operator ranges of n.sqlite; "
        "first at position 0 (vectorized_gather_kernel): Kineto names aten::add, NVTX aten::gather"
    )
    ops = nvtx_operators(window, capture.ranges)
    with pytest.raises(OpprofError, match=f"^{re.escape(words)}$"):
        attribute(window, ops, capture.ops, capture.launches, capture.kineto_kernels, ("t.json", "n.sqlite"))


def test_an_nvtx_range_named_after_a_generated_kernel_is_not_held_to_kinetos_operator() -> None:
    """Compiled backward: Inductor's range names the Triton kernel, Kineto the autograd engine's frame."""
    capture = _capture()
    gather = (capture.ranges["operator_name"] == "aten::gather").to_numpy(bool)
    capture.ranges["operator_name"] = capture.ranges["operator_name"].astype("string")
    capture.ranges.loc[gather, "operator_name"] = "triton_poi_fused_embedding_0"
    out = _attribute(capture, _window(capture, 2))
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange"]


def test_window_of_one_kineto_twin_inside_its_top_level_operator() -> None:
    capture = _capture()
    out = _attribute(capture, _window(capture, 1, start=2))
    assert _column(out, "operator_name") == ["aten::add"]
    assert _column(out, "attribution_method") == ["kineto_external_id"]
    assert _column(out, "operator_stack") == ["aten::add"]


def test_later_launch_record_of_a_correlation_id_on_the_same_thread_is_ignored() -> None:
    capture = _capture()
    at = _launch_row(capture, 2)
    later = capture.launches.loc[[at]].copy()
    unsqueeze = capture.ops[(capture.ops["external_id"] == 20).to_numpy(bool)]  # the next operator
    later = later.assign(start_ns=_int(unsqueeze, 0, "start_ns") + 1, external_id=20)
    launches = pd.concat([capture.launches, later], ignore_index=True)
    launches = launches.sort_values(["correlation_id", "start_ns"], kind="stable").reset_index(drop=True)
    capture = Capture(capture.window, capture.ranges, capture.ops, launches, capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 3))
    assert len(out) == 3
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange", "aten::add"]


def test_operator_event_without_a_name_is_not_an_operator() -> None:
    capture = _capture()
    capture.ops["name"] = capture.ops["name"].astype("string")
    add = 18  # a nameless event around aten::add, on its thread
    start, end = _int(capture.ops, add, "start_ns"), _int(capture.ops, add, "end_ns")
    wrapper = capture.ops.iloc[[add]].assign(start_ns=start - 5, end_ns=end + 5, external_id=999)
    wrapper["name"] = pd.array([None], dtype="string")
    capture = Capture(
        capture.window,
        capture.ranges,
        pd.concat([capture.ops, wrapper], ignore_index=True),
        capture.launches,
        capture.kineto_kernels,
    )
    out = _attribute(capture, _window(capture, 3))
    assert _column(out, "operator_stack")[2] == "aten::add"


def test_ordinals_stay_apart_for_tens_of_thousands_of_operator_names() -> None:
    codes = np.array([0, 65536, 0, 65536, 70000, 4464, 4464], dtype=np.int64)
    assert _cumcount(codes).tolist() == [0, 0, 1, 1, 0, 0, 1]
    assert _cumcount(np.array([3, 3, 1, 3], dtype=np.int64)).tolist() == [0, 1, 0, 2]


# Inductor edge cases -------------------------------------------------------------------------------


def test_inductor_entry_with_a_single_operator_promotes_its_kernel() -> None:
    fusion = _fusion_map()
    fusion["aten_ops"] = [["aten::relu"], *fusion["aten_ops"].iloc[1:]]
    out = attribute_by_inductor(_unattributed_compiled(), fusion)
    assert out.loc[2, "confidence"] == "medium"
    assert _fused(out, 2) == ["aten::relu"]


def test_inductor_map_naming_no_kernel_of_the_window_keeps_lists_of_text() -> None:
    fusion = _fusion_map().assign(kernel_name="triton_poi_fused_other_9")
    out = attribute_by_inductor(_unattributed_compiled(), fusion)
    assert out["fused_with"].dtype == pd.ArrowDtype(pa.list_(pa.string()))
    assert [list(ops) for ops in out["fused_with"]] == [[]] * 12
    assert _column(out, "confidence") == ["unattributed"] * 12


def test_inductor_map_over_a_part_of_the_window_keeps_its_rows() -> None:
    part = _unattributed_compiled().iloc[4:]
    out = attribute_by_inductor(part, _fusion_map())
    assert out.index.tolist() == list(range(4, 12))
    assert _fused(out, 5) == ["aten::addmm", "aten::gelu"]
    assert _fused(out, 4) == []
    assert _column(out, "operator_name")[1] == TRITON[1]


def test_external_id_repeated_by_an_operator_of_a_later_thread_links_the_first_one() -> None:
    """External ids are unique within a trace; where one repeats (a copy of aten::add's event on
    the next thread), the launch links the first operator holding it, in (thread, start) order."""
    capture = _capture()
    add = int(np.flatnonzero((capture.ops["external_id"] == 19).to_numpy(bool))[0])
    capture = _add_operator(
        capture,
        "aten::copy_",
        _int(capture.ops, add, "tid") + 1,
        _int(capture.ops, add, "start_ns"),
        _int(capture.ops, add, "end_ns"),
        19,
    )
    out = _attribute(capture, _window(capture, 3))
    assert _column(out, "operator_name") == ["aten::gather", "aten::arange", "aten::add"]
    assert _column(out, "attribution_method") == ["kineto_external_id"] * 3


def test_unnamed_enclosing_range_is_a_level_of_the_stack() -> None:
    """The outer aten::arange range without a name and the inner one renamed aten::add: its
    kernel's stack (" > aten::add", two levels) is not the lone aten::add's ("aten::add")."""
    capture = _capture()
    capture.ranges["operator_name"] = capture.ranges["operator_name"].astype("string")
    capture.ranges.loc[14, "operator_name"] = pd.NA
    capture.ranges.loc[16, "operator_name"] = "aten::add"
    out = _attribute(capture, _window(capture, 3, twins=()), kineto_tier=False)
    assert _column(out, "operator_stack")[1:] == [" > aten::add", "aten::add"]
    assert out["enclosing_operators"].tolist()[1:] == [2, 1]
    assert _column(out, "call_index")[1:] == [0, 1]


def test_stacks_of_one_name_repeated_at_different_depths_differ() -> None:
    """Categorical ranges (as the ingest rule writes them) with aten::arange as the third
    category, and aten::add's range renamed aten::arange: one kernel under arange > arange,
    the next under a lone arange."""
    capture = _capture()
    ranges = nsys.read_ranges(GPT2_BUNDLE / "nsys.sqlite", categorical=True)
    names = ranges["operator_name"].cat.categories.tolist()
    names.remove("aten::arange")
    ranges["operator_name"] = ranges["operator_name"].cat.reorder_categories([*names[:2], "aten::arange", *names[2:]])
    ranges.loc[18, "operator_name"] = "aten::arange"
    capture = Capture(capture.window, ranges, capture.ops, capture.launches, capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 3, start=1, twins=()), kineto_tier=False)
    assert _column(out, "operator_stack")[:2] == ["aten::arange > aten::arange", "aten::arange"]
    assert out["enclosing_operators"].tolist()[:2] == [2, 1]


def test_window_no_operator_claims_keeps_text_columns_as_text() -> None:
    """Nothing attributed (no ranges on the launch thread): the text columns are still text, as
    the attributed table's contract has them, and the tier's own rows are typed."""
    capture = _capture()
    window = _window(capture, 3, twins=())
    window["launch_tid"] = window["launch_tid"] + 1
    out = _attribute(capture, window, kineto_tier=False)
    for column in ("operator_name", "operator_stack", "operator_shapes", "attribution_method"):
        assert out[column].cat.categories.dtype == "str", column
    medium = attribute_by_nvtx(window, nvtx_operators(window, capture.ranges))
    assert len(medium) == 0
    assert medium["operator_stack"].cat.categories.dtype == "str"


def test_nvtx_tier_rows_are_typed_as_the_attributed_table() -> None:
    capture = _capture()
    window = _window(capture, 6, twins=())
    medium = attribute_by_nvtx(window, nvtx_operators(window, capture.ranges))
    assert medium["position"].tolist() == list(range(6))
    assert medium["enclosing_operators"].dtype == np.int64
    assert medium["enclosing_operators"].tolist() == [3, 2, 1, 3, 1, 2]
    assert medium["call_index"].dtype == np.int64
    assert medium["operator_stack"].cat.categories.dtype == "str"


def test_window_that_starts_at_the_captures_first_range_keeps_its_nesting() -> None:
    """An export whose first NVTX range is the window's first operator (the aten::view before
    it left out): that range is a parent of the window's ranges like any other."""
    capture = _capture()
    ranges = capture.ranges.iloc[1:].reset_index(drop=True)
    assert ranges.loc[0, "operator_name"] == "aten::embedding"
    capture = Capture(capture.window, ranges, capture.ops, capture.launches, capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 4, twins=()), kineto_tier=False)
    assert _column(out, "operator_stack") == [
        "aten::embedding > aten::index_select > aten::gather",
        "aten::arange > aten::arange",
        "aten::add",
        "aten::embedding > aten::index_select > aten::gather",
    ]
    assert out["enclosing_operators"].tolist() == [3, 2, 1, 3]


def test_stacks_stay_apart_when_a_parent_has_the_last_operator_name() -> None:
    """Categorical ranges with aten::arange as the last category: the inner aten::arange's stack
    (under the outer one) and the next kernel's lone aten::add stay two stacks."""
    capture = _capture()
    ranges = nsys.read_ranges(GPT2_BUNDLE / "nsys.sqlite", categorical=True)
    names = ranges["operator_name"].cat.categories.tolist()
    names.remove("aten::arange")
    ranges["operator_name"] = ranges["operator_name"].cat.reorder_categories([*names, "aten::arange"])
    capture = Capture(capture.window, ranges, capture.ops, capture.launches, capture.kineto_kernels)
    out = _attribute(capture, _window(capture, 3, twins=()), kineto_tier=False)
    assert _column(out, "operator_stack") == [
        "aten::embedding > aten::index_select > aten::gather",
        "aten::arange > aten::arange",
        "aten::add",
    ]


# CUDA graph replays -------------------------------------------------------------------------

CUDA_GRAPHS = SHIPPED / "gpt2_compiled_cudagraphs"
REGION = "Torch-Compiled Region: 0/0"


@cache
def _graph_capture() -> tuple[pd.DataFrame, Capture]:
    """The measured window of the CUDA-graph bundle with each position's Kineto twin (the gated
    windows pair position i with Kineto window row i), and the bundle's tables."""
    manifest = json.loads((CUDA_GRAPHS / "capture.json").read_text())
    kernels, ranges = (
        nsys.read_kernels(CUDA_GRAPHS / "nsys.sqlite", True),
        nsys.read_ranges(CUDA_GRAPHS / "nsys.sqlite", True),
    )
    ops, launches, kineto_kernels, _ = kineto.read_trace(CUDA_GRAPHS / "kineto.json.gz")
    window = nsys_window(kernels, ranges, manifest, CUDA_GRAPHS)
    twins = kineto_window(ops, launches, kineto_kernels, manifest, CUDA_GRAPHS)
    window = window.assign(kineto_kernel_index=pd.array(twins["kernel_index"], dtype="Int64"))
    return window, Capture(window, ranges, ops, launches, kineto_kernels)


def _graph_attributed(launches: pd.DataFrame | None = None) -> pd.DataFrame:
    window, capture = _graph_capture()
    chosen = capture.launches if launches is None else launches
    ops = nvtx_operators(window, capture.ranges)
    return attribute(window.copy(), ops, capture.ops, chosen, capture.kineto_kernels)


def test_a_graph_replayed_kernel_takes_the_operator_whose_external_id_launched_the_graph() -> None:
    out = _graph_attributed()
    graph = out[out["launch_api"] == "cudaGraphLaunch"]
    assert len(graph) == 314 and set(graph["attribution_method"]) == {"cuda_graph"}
    assert set(graph["confidence"]) == {"medium"}
    assert graph["operator_name"].astype(str).unique().tolist() == [REGION]
    # One replay per iteration: the call index is the iteration, and each names its own trace row.
    assert (graph["call_index"].to_numpy() == graph["iteration"].to_numpy()).all()
    _, capture = _graph_capture()
    rows = capture.ops.set_index("op_index").loc[graph["kineto_op_index"].to_numpy(np.int64)]
    assert set(rows["name"]) == {REGION}
    assert graph.groupby("iteration")["kineto_op_index"].nunique().eq(1).all()
    assert graph["kineto_op_index"].nunique() == graph["iteration"].nunique()
    # The copy into the graph's input buffer is an aten operator's own launch: high, by External id.
    own = out[out["launch_api"] != "cudaGraphLaunch"]
    assert (
        own[["operator_name", "confidence", "attribution_method"]].astype(str).values.tolist()
        == [["aten::_foreach_copy_", "high", "kineto_external_id"]] * 2
    )


def test_without_the_external_id_a_graph_kernel_takes_the_innermost_range_around_the_launch() -> None:
    _, capture = _graph_capture()
    graph_launch = capture.launches["api"] == "cudaGraphLaunch"
    out = _graph_attributed(capture.launches.assign(external_id=capture.launches["external_id"].mask(graph_launch)))
    graph = out[out["launch_api"] == "cudaGraphLaunch"]
    names = graph["operator_name"].astype(str).unique().tolist()
    assert len(names) == 1 and names[0].startswith("## Call CompiledFxGraph ")
    assert set(graph["attribution_method"]) == {"cuda_graph"}


def test_the_fusion_map_names_the_replayed_triton_kernels_and_the_rest_keep_the_replaying_region() -> None:
    out = attribute_by_inductor(_graph_attributed(), read_fusion_map(CUDA_GRAPHS / "inductor"))
    graph = out[out["launch_api"] == "cudaGraphLaunch"]
    triton = graph["name_key"].astype(str).str.startswith("triton_")
    assert set(graph.loc[triton, "attribution_method"]) == {"inductor"}
    assert (graph.loc[triton, "operator_name"].astype(str) == graph.loc[triton, "name_key"].astype(str)).all()
    assert set(graph.loc[~triton, "attribution_method"]) == {"cuda_graph"}
    assert graph.loc[~triton, "operator_name"].astype(str).unique().tolist() == [REGION]
    assert (int(triton.sum()), int((~triton).sum())) == (146, 168)
    # A promoted kernel's operator is no Kineto event; the rest keep the region's trace row.
    assert graph.loc[triton, "kineto_op_index"].isna().all() and graph.loc[~triton, "kineto_op_index"].notna().all()


def test_a_graph_kernel_whose_launch_an_aten_range_encloses_keeps_the_nvtx_operator() -> None:
    """NVTX enclosure is the stronger medium evidence: a graph replay launched inside an aten range
    is that operator's, and the replaying region does not overwrite it."""
    window, capture = _graph_capture()
    graph = window[window["launch_api"] == "cudaGraphLaunch"]
    first = graph.iloc[0]
    aten = capture.ranges[capture.ranges["kind"] == "aten"].iloc[[0]]
    enclosing = aten.assign(
        tid=int(first["launch_tid"]),
        start_ns=int(first["launch_start_ns"]) - 1,
        end_ns=int(first["launch_end_ns"]) + 1,
        depth=0,
        operator_name="aten::replay_wrapper",
    )
    ranges = pd.concat([capture.ranges, enclosing], ignore_index=True)
    out = attribute(
        window.copy(), nvtx_operators(window, ranges), capture.ops, capture.launches, capture.kineto_kernels
    )
    replayed = out[out["launch_start_ns"] == first["launch_start_ns"]]
    assert len(replayed) == 157  # the graph's kernels of iteration 0
    assert set(replayed["attribution_method"].astype(str)) == {"nvtx_enclosure"}
    assert set(replayed["operator_name"].astype(str)) == {"aten::replay_wrapper"}
    later = out[(out["launch_api"] == "cudaGraphLaunch") & (out["launch_start_ns"] != first["launch_start_ns"])]
    assert set(later["attribution_method"].astype(str)) == {"cuda_graph"}


def test_ordinals_of_operators_starting_together_go_outer_first_whatever_the_row_order() -> None:
    # Two same-named operators start at one ns, the inner one listed first (rows out of order).
    ranges = pd.DataFrame(
        {"start_ns": [10, 10, 20], "op_depth": [1, 0, 0], "name": ["aten::add", "aten::add", "aten::add"]}
    )
    ordinal = _call_index(ranges, "name")
    assert ordinal.tolist() == [1, 0, 2]
    assert ordinal.dtype == np.int64


def test_running_count_of_codes_past_the_sixteen_bit_range() -> None:
    """Codes above 32767 (a window of that many operator names) are counted as themselves, not
    wrapped into a 16-bit sort key."""
    for top in (2**15, 2**16 - 1, 2**16 + 5):
        codes = np.array([top, 0, top, 1, 0, top], dtype=np.int64)
        counted = _cumcount(codes)
        assert counted.tolist() == [0, 0, 1, 0, 1, 2], top
        assert counted.dtype == np.int64
    # An operator without a name has code -1, which 65535 would become in 16 bits.
    assert _cumcount(np.array([2**16 - 1, -1, 2**16 - 1, -1], dtype=np.int64)).tolist() == [0, 0, 1, 1]


def test_operators_without_any_launch_are_all_kept_and_numbered() -> None:
    """No launch to begin the window at: every operator is the window's (none is cut away)."""
    capture = _capture()
    aten = capture.ranges[capture.ranges["kind"] == "aten"].head(8)
    kept = window_operators(aten, "operator_name", np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64))
    assert len(kept) == len(aten)
    names = kept["operator_name"].astype(str)
    assert kept["call_index"].tolist() == names.groupby(names).cumcount().tolist()


def test_stack_of_a_launch_no_range_encloses_is_null_with_no_operators() -> None:
    capture = _capture()
    ranges = _operator_ranges(capture.ranges[capture.ranges["kind"] == "aten"].head(6))
    stacks, counts = _stacks(ranges, "operator_name", np.array([-1, 0, -1], dtype=np.int64))
    assert stacks.isna().tolist() == [True, False, True]
    assert counts.tolist() == [0, 1, 0]
    assert str(stacks[1]) == str(ranges.loc[0, "operator_name"])
