"""The parts of a training step on the real gpt2_train H200 export: opprof's phase markers, the
emit_nvtx ranges that tell the parts apart without them, and backward-to-forward links."""

from __future__ import annotations

from functools import cache

import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.phases import backward_links, step_phases
from opprof.analysis.window import nsys_window
from opprof.bundle.manifest import read_json
from opprof.errors import OpprofError
from opprof.ingest import nsys

BUNDLE = SHIPPED / "gpt2_train"


@cache
def _timeline() -> tuple[pd.DataFrame, pd.DataFrame]:
    kernels, ranges = nsys.read_tables(BUNDLE / "nsys.sqlite")
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
    links = backward_links(window, ranges)
    backward = (window["step_phase"] == "backward").to_numpy()
    assert links.loc[~backward, "forward_operator"].isna().all()
    linked = links.loc[backward, "forward_operator"].dropna()
    assert len(linked) > 0.75 * backward.sum()
    # GPT-2's GELU is its tanh formula: mul, pow and tanh, each differentiated by its own node.
    assert {"aten::addmm", "aten::native_layer_norm", "aten::tanh", "aten::pow", "aten::embedding"} <= set(linked)
    calls = links["forward_call_index"].dropna().astype(int)
    assert (calls >= 0).all() and calls.max() > 40  # per name, across both iterations
