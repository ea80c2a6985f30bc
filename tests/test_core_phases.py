"""The parts of a training step on the real gpt2_train H200 export: opprof's phase markers, the
emit_nvtx ranges that tell the parts apart without them, and backward-to-forward links."""

from __future__ import annotations

from functools import cache

import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.attribution import nvtx_operators
from opprof.analysis.phases import backward_links, step_phases
from opprof.analysis.window import nsys_window
from opprof.bundle.manifest import read_json
from opprof.errors import OpprofError
from opprof.ingest import nsys

BUNDLE = SHIPPED / "gpt2_train"


@cache
def _timeline() -> tuple[pd.DataFrame, pd.DataFrame]:
    kernels, ranges = nsys.read_kernels(BUNDLE / "nsys.sqlite", True), nsys.read_ranges(BUNDLE / "nsys.sqlite", True)
    return nsys_window(kernels, ranges, read_json(BUNDLE / "capture.json"), BUNDLE), ranges


def test_every_window_kernel_of_the_marked_step_takes_its_part_from_the_markers() -> None:
    window, _ = _timeline()
    assert set(window["phase_evidence"]) == {"marker"}
    counts = window["step_phase"].value_counts().to_dict()
    assert counts == {"backward": 1020, "forward": 528, "optimizer": 112}
    # Backward kernels launch from autograd's thread, the others from the main thread.
    threads = window.groupby("step_phase", observed=True)["launch_tid"].nunique().to_dict()
    assert threads == {"backward": 2, "forward": 1, "optimizer": 1}  # the loss gradient is seeded on the main thread


def test_without_markers_the_ranges_tell_backward_and_optimizer_apart() -> None:
    window, ranges = _timeline()
    unmarked = ranges[(ranges["kind"] != "phase").to_numpy(bool)]
    derived = step_phases(window, unmarked, BUNDLE)
    assert set(derived["phase_evidence"]) == {"nvtx_range", "autograd_thread", "none"}
    agree = (derived["step_phase"].astype(str) == window["step_phase"].astype(str)).to_numpy()
    assert agree.mean() > 0.99
    disagree = window[~agree]
    # What no range encloses: the seed of the loss gradient (ones_like) before autograd's engine runs.
    assert set(disagree["step_phase"].astype(str)) == {"backward"}
    assert (derived.loc[~agree, "step_phase"].astype(str) == "forward").all()
    assert (derived.loc[derived["step_phase"] == "optimizer", "phase_evidence"] == "nvtx_range").all()


def test_a_marker_outranks_the_range_around_the_launch() -> None:
    window, ranges = _timeline()
    marked = step_phases(window, ranges, BUNDLE)
    optimizer = (window["step_phase"] == "optimizer").to_numpy()
    relabelled = ranges.copy()
    relabelled.loc[relabelled["step_phase"] == "optimizer", "step_phase"] = "forward"
    assert (step_phases(window, relabelled, BUNDLE).loc[optimizer, "step_phase"] == "forward").all()
    assert (marked.loc[optimizer, "step_phase"] == "optimizer").all()


def test_overlapping_phase_markers_are_refused() -> None:
    window, ranges = _timeline()
    phases = ranges[(ranges["kind"] == "phase").to_numpy(bool)]
    stretched = ranges.copy()
    stretched.loc[phases.index[0], "end_ns"] = int(phases["end_ns"].iloc[1]) + 1
    with pytest.raises(OpprofError, match="step phase markers overlap in time"):
        step_phases(window, stretched, BUNDLE)


def test_backward_kernels_link_to_the_forward_operator_their_node_differentiates() -> None:
    window, ranges = _timeline()
    links = backward_links(window, nvtx_operators(window, ranges))
    backward = (window["step_phase"] == "backward").to_numpy()
    assert links.loc[~backward, "forward_operator"].isna().all()
    linked = links.loc[backward, "forward_operator"].dropna()
    assert len(linked) > 0.75 * backward.sum()
    # GPT-2's GELU is its tanh formula: mul, pow and tanh, each differentiated by its own node.
    assert {"aten::addmm", "aten::native_layer_norm", "aten::tanh", "aten::pow", "aten::embedding"} <= set(linked)
    calls = links["forward_call_index"].dropna().astype(int)
    assert (calls >= 0).all() and calls.max() > 40  # per name, across both iterations


def test_phase_columns_have_fixed_categories_and_an_unlaunched_kernel_stays_forward() -> None:
    window, ranges = _timeline()
    unlaunched = window.head(3).assign(
        launch_pid=pd.array([None] * 3, dtype="Int64"),
        launch_tid=pd.array([None] * 3, dtype="Int64"),
        launch_start_ns=pd.array([None] * 3, dtype="Int64"),
    )
    phases = step_phases(pd.concat([unlaunched, window.iloc[600:603]], ignore_index=True), ranges, BUNDLE)
    assert list(phases["step_phase"].cat.categories) == ["forward", "backward", "optimizer"]
    assert list(phases["phase_evidence"].cat.categories) == ["marker", "nvtx_range", "autograd_thread", "none"]
    assert phases["step_phase"].astype(str).tolist()[:3] == ["forward"] * 3
    assert phases["phase_evidence"].astype(str).tolist() == ["none"] * 3 + ["marker"] * 3


def test_kernels_no_backward_node_launched_have_typed_null_links() -> None:
    window, ranges = _timeline()
    forward = window[(window["step_phase"] == "forward").to_numpy()].head(20)
    links = backward_links(forward, nvtx_operators(forward, ranges))
    assert str(links["forward_operator"].dtype) == "string" and str(links["forward_call_index"].dtype) == "Int64"
    assert links["forward_operator"].isna().all() and links["forward_call_index"].isna().all()
    assert links.index.equals(forward.index)
    without_ranges = backward_links(window.head(5), nvtx_operators(window.head(5), ranges.head(0)))
    assert (
        without_ranges["forward_operator"].isna().all() and str(without_ranges["forward_call_index"].dtype) == "Int64"
    )


def test_the_thread_that_runs_the_step_is_never_taken_for_autograds_engine() -> None:
    """On a CPU, or for a CPU tensor, autograd runs a node on the calling thread: that thread still
    launches the forward and optimizer kernels, so it must not count as the engine's."""
    window, ranges = _timeline()
    unmarked = ranges[(ranges["kind"] != "phase").to_numpy(bool)]
    iteration = unmarked[(unmarked["kind"] == "iteration").to_numpy(bool)].iloc[0]
    node = unmarked[(unmarked["operator_name"] == "AddmmBackward0").to_numpy(bool)].iloc[[0]].copy()
    node["tid"], node["start_ns"], node["end_ns"] = (
        iteration["tid"],
        iteration["start_ns"] - 10,
        iteration["start_ns"] - 5,
    )
    alone = step_phases(window, unmarked, BUNDLE)
    with_main_thread_node = step_phases(window, pd.concat([unmarked, node], ignore_index=True), BUNDLE)
    pd.testing.assert_frame_equal(with_main_thread_node, alone)
    assert (
        alone.loc[(window["launch_tid"] == iteration["tid"]).to_numpy(), "phase_evidence"] != "autograd_thread"
    ).all()
