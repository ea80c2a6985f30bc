"""How many kernels ncu must capture, worked out from a real phase-2 timeline (the recorded H200
GPT-2 nsys export), and the checks that refuse captures which recorded nothing or something else."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pandas as pd
import pytest
from conftest import GPT2_BUNDLE

from opprof.analysis.layer_dedup import scope_kernel_count
from opprof.analysis.window import nsys_window
from opprof.bundle.replay_plan import ProfileScope
from opprof.capture.checks import check_kineto_trace, check_ncu_rows, check_nsys_export
from opprof.errors import OpprofError
from opprof.ingest import nsys

PER_ITERATION = 234  # GPT-2 small eager: kernels per forward
MANIFEST = json.loads((GPT2_BUNDLE / "capture.json").read_text())
SQLITE = GPT2_BUNDLE / "nsys.sqlite"


@pytest.fixture(scope="module")
def timeline() -> tuple[pd.DataFrame, pd.DataFrame]:
    return nsys.read_kernels(SQLITE), nsys.read_ranges(SQLITE)


def _module_range(kernels: pd.DataFrame, name: str) -> pd.DataFrame:
    """An NVTX module range enclosing the host launches of ``kernels`` (on their thread)."""
    return pd.DataFrame(
        {
            "tid": [int(kernels["launch_tid"].iloc[0])],
            "start_ns": [int(kernels["launch_start_ns"].min()) - 1],
            "end_ns": [int(kernels["launch_end_ns"].max()) + 1],
            "kind": pd.Series(["module"], dtype="string"),
            "module_name": pd.Series([name], dtype="string"),
        }
    )


def test_the_measured_window_holds_both_iterations(timeline: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    kernels, ranges = timeline
    assert len(nsys_window(kernels, ranges, MANIFEST, SQLITE)) == 2 * PER_ITERATION


def test_scope_counts_one_iteration_without_the_excluded_modules(timeline: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    kernels, ranges = timeline
    second = kernels.sort_values("kernel_index").iloc[469 + PER_ITERATION :]
    excluded = pd.concat(
        [ranges, _module_range(second.iloc[10:30], "h.1"), _module_range(second.iloc[15:20], "h.1.attn")]
    )
    scope = ProfileScope(iteration=1, exclude_modules=("h.1", "h.1.attn"))
    window = nsys_window(kernels, ranges, MANIFEST, SQLITE)
    assert scope_kernel_count(window, excluded, scope, SQLITE) == PER_ITERATION - 20


def test_scope_excluding_a_module_the_timeline_never_saw_is_refused(
    timeline: tuple[pd.DataFrame, pd.DataFrame],
) -> None:
    kernels, ranges = timeline
    with pytest.raises(OpprofError, match=r"no NVTX module range: \['h.99'\]"):
        scope_kernel_count(nsys_window(kernels, ranges, MANIFEST, SQLITE), ranges, ProfileScope(0, ("h.99",)), SQLITE)


def test_ncu_csv_with_the_window_count_passes_and_any_other_fails() -> None:
    csv = GPT2_BUNDLE / "ncu" / "all.csv.gz"
    assert check_ncu_rows(csv, 2 * PER_ITERATION) == 2 * PER_ITERATION
    with pytest.raises(OpprofError, match="ncu profiled 468 kernels, the replay plan says 469") as refused:
        check_ncu_rows(csv, 469)
    assert refused.value.path == str(csv)


def test_nsys_capture_without_iteration_markers_fails_its_check() -> None:
    with pytest.raises(OpprofError, match="no measured window"):
        check_nsys_export(SQLITE, measured=2, eager=False)


def test_kineto_trace_without_iteration_markers_fails_its_check() -> None:
    with pytest.raises(OpprofError, match="no measured window"):
        check_kineto_trace(GPT2_BUNDLE / "kineto.json.gz", measured=2)


def test_nsys_capture_that_recorded_no_kernels_fails_its_check(tmp_path: Path) -> None:
    empty = tmp_path / "nsys.sqlite"
    empty.write_bytes(SQLITE.read_bytes())
    with sqlite3.connect(empty) as conn:
        conn.execute("DELETE FROM CUPTI_ACTIVITY_KIND_KERNEL")
    with pytest.raises(OpprofError, match="recorded no kernels"):
        check_nsys_export(empty, measured=2, eager=False)
