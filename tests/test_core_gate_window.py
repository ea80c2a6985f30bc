"""The measured window (opprof/analysis/window.py) and the determinism gate
(opprof/analysis/gate.py), one rule a test, on the real captures of the shipped H200
embedding_projection bundle (captures/h200/embedding_projection), read by the package's readers.

That bundle's nsys export holds 25 kernels; the two ``opprof:iteration`` markers of process 1977
enclose the launches of kernels 13-24 (6 a forward: gather, LayerNorm, GEMM, GELU, GEMM, GEMM),
its Kineto trace holds those 12 kernels, and ncu measured iteration 0 (6 rows; C++ kernels by
mangled name, the cuBLAS GEMMs by plain name).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.gate import capture_sequence, check_sequences, gate_captures, nsys_sequence
from opprof.analysis.window import kineto_window, marker_manifest, ncu_window, nsys_window
from opprof.errors import GateError, OpprofError
from opprof.ingest import kineto, ncu, nsys
from opprof.tables import WINDOW

BUNDLE = SHIPPED / "embedding_projection"
SOURCE = BUNDLE / "capture.json"
LAUNCH = ["grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z", "registers_per_thread"]
FIRST = 13  # kernel_index of the first window kernel
PER_ITERATION = 6
MARKERS = marker_manifest(2)


@cache
def _tables() -> dict[str, pd.DataFrame]:
    export = BUNDLE / "nsys.sqlite"
    ops, launches, kernels, _ = kineto.read_trace(BUNDLE / "kineto.json.gz")
    rows, _ = ncu.read_ncu(BUNDLE / "ncu" / "all.csv.gz", "all", "gh100")
    return {
        "nsys": nsys.read_kernels(export),
        "ranges": nsys.read_ranges(export),
        "ops": ops,
        "launches": launches,
        "kineto": kernels,
        "ncu": rows,
    }


def table(name: str) -> pd.DataFrame:
    """A real table of the bundle, a fresh copy (tests modify their rows)."""
    return _tables()[name].copy()


def explicit(measured: int = 2, **spans: tuple[int, int]) -> dict[str, Any]:
    window = {name: {"first_kernel": first, "count": count} for name, (first, count) in spans.items()}
    return {"iterations": {"measured": measured}, "window": {"method": "explicit", **window}}


def markers(ranges: pd.DataFrame) -> pd.Series:
    return ranges["kind"] == "iteration"


def unmarked() -> pd.DataFrame:
    """The bundle's ranges without its iteration markers: an export made without opprof."""
    ranges = table("ranges")
    return ranges[~markers(ranges)]


def refusal(error: pytest.ExceptionInfo[OpprofError]) -> tuple[str | None, str]:
    return error.value.path, error.value.reason


# nsys_window ----------------------------------------------------------------------------------


def test_marker_manifest_is_the_window_part_of_a_harness_capture_json() -> None:
    assert marker_manifest(3) == {"iterations": {"measured": 3}, "window": {"method": "markers"}}


def test_window_holds_the_kernels_launched_inside_the_iteration_markers() -> None:
    kernels = table("nsys")
    window = nsys_window(kernels, table("ranges"), MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + 12))
    assert window["iteration"].tolist() == [0] * PER_ITERATION + [1] * PER_ITERATION
    assert window["iteration"].dtype == np.int64
    assert window.columns.tolist() == [*kernels.columns, "iteration", "position", "step_phase", "phase_evidence"]
    assert set(window["step_phase"]) == {"forward"} and set(window["phase_evidence"]) == {"none"}  # a forward pass


def test_window_position_counts_from_zero_in_launch_order() -> None:
    window = nsys_window(table("nsys").iloc[::-1], table("ranges"), MARKERS, SOURCE)
    assert window["position"].tolist() == list(range(12))
    assert window["position"].dtype == np.int64
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + 12))
    assert window.index.tolist() == list(range(12))


def test_kernel_launched_by_another_process_inside_a_marker_is_not_in_the_window() -> None:
    kernels = table("nsys")
    kernels.loc[FIRST + 2, "launch_pid"] = 4242
    window = nsys_window(kernels, table("ranges"), MARKERS, SOURCE)
    assert FIRST + 2 not in window["kernel_index"].tolist()
    assert window["position"].tolist() == list(range(11))


def test_kernel_launched_by_another_thread_of_the_marked_process_is_in_the_window() -> None:
    kernels = table("nsys")
    kernels.loc[FIRST + 2, "launch_tid"] = 4242  # autograd's thread, say
    window = nsys_window(kernels, table("ranges"), MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + 12))


@pytest.mark.parametrize("column", ["launch_pid", "launch_start_ns"])
def test_kernel_without_a_launch_record_during_the_markers_is_refused_not_dropped(column: str) -> None:
    kernels = table("nsys")
    kernels.loc[FIRST + 2, column] = pd.NA
    with pytest.raises(OpprofError) as error:
        nsys_window(kernels, table("ranges"), MARKERS, SOURCE)
    name, start = kernels.loc[FIRST + 2, ["demangled_name", "start_ns"]]
    assert refusal(error) == (
        str(SOURCE),
        f"1 kernels ran during the marked iterations with no launch call the export records (first: {name} at "
        f"{start} ns): their launch path is not one opprof reads, so the window cannot hold them",
    )


def test_kernel_without_a_launch_record_outside_the_markers_stays_out_of_the_window() -> None:
    kernels = table("nsys")
    kernels.loc[FIRST - 3, ["launch_pid", "launch_start_ns"]] = pd.NA
    window = nsys_window(kernels, table("ranges"), MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + 12))


BOUNDARIES = [
    (FIRST - 1, "start", True),
    (FIRST - 1, "before start", False),
    (FIRST + 11, "end", True),
    (FIRST + 11, "after end", False),
]


@pytest.mark.parametrize(("kernel", "at", "inside"), BOUNDARIES)
@pytest.mark.parametrize("other_process", [None, 1000, 4242], ids=["alone", "lower-pid", "higher-pid"])
def test_launch_on_a_marker_boundary_is_inside_it(
    kernel: int, at: str, inside: bool, other_process: int | None
) -> None:
    """Whatever other processes launched kernels (here kernel 0, outside every marker)."""
    kernels, ranges = table("nsys"), table("ranges")
    if other_process is not None:
        kernels.loc[0, "launch_pid"] = other_process
    marker = ranges[markers(ranges)].iloc[0 if "start" in at else 1]
    time = {"start": marker["start_ns"], "before start": marker["start_ns"] - 1}.get(at)
    time = time if time is not None else {"end": marker["end_ns"], "after end": marker["end_ns"] + 1}[at]
    kernels.loc[kernel, "launch_start_ns"] = time
    window = nsys_window(kernels, ranges, MARKERS, SOURCE)
    assert (kernel in window["kernel_index"].tolist()) is inside


def test_iteration_is_the_number_its_marker_carries() -> None:
    ranges = table("ranges")
    ranges.loc[markers(ranges), "iteration"] = [3, 7]
    window = nsys_window(table("nsys"), ranges, MARKERS, SOURCE)
    assert window["iteration"].tolist() == [3] * PER_ITERATION + [7] * PER_ITERATION


def test_capture_without_iteration_markers_is_refused() -> None:
    ranges = table("ranges")
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), ranges[~markers(ranges)], MARKERS, SOURCE)
    assert refusal(error) == (
        str(SOURCE),
        "no measured window: no kernel of the nsys capture was launched inside an opprof:iteration marker "
        "(and capture.json gives no explicit window)",
    )


def test_markers_enclosing_no_launch_are_refused_as_no_window() -> None:
    kernels = table("nsys")
    kernels["launch_pid"] = 4242
    with pytest.raises(OpprofError) as error:
        nsys_window(kernels, table("ranges"), MARKERS, SOURCE)
    assert refusal(error)[1].startswith("no measured window: no kernel of the nsys capture was launched inside")


def test_marked_iterations_other_than_capture_json_says_are_refused() -> None:
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), table("ranges"), marker_manifest(3), SOURCE)
    assert refusal(error) == (
        str(SOURCE),
        "nsys capture has kernels in 2 marked iterations [0, 1], capture.json says 3 were measured",
    )


def test_one_marked_iteration_of_one_measured_is_a_window() -> None:
    ranges = table("ranges")
    ranges = ranges[~(markers(ranges) & (ranges["iteration"] == 1))]
    window = nsys_window(table("nsys"), ranges, marker_manifest(1), SOURCE)
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + PER_ITERATION))
    assert window["iteration"].tolist() == [0] * PER_ITERATION


def test_iteration_markers_that_overlap_in_time_are_refused() -> None:
    ranges = table("ranges")
    second = ranges.index[markers(ranges)][1]
    ranges.loc[second, "start_ns"] = ranges.loc[ranges.index[markers(ranges)][0], "end_ns"]  # touching
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), ranges, MARKERS, SOURCE)
    assert refusal(error) == (str(SOURCE), "iteration markers overlap in time (iteration 1)")


def test_overlap_is_found_among_one_process_markers_beside_another_process() -> None:
    ranges = table("ranges")
    marked = ranges.index[markers(ranges)]
    early = ranges.loc[[marked[0]]].assign(pid=1000, start_ns=1, end_ns=2, iteration=9)
    ranges.loc[marked[1], "start_ns"] = ranges.loc[marked[0], "end_ns"] - 5
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), pd.concat([ranges, early], ignore_index=True), MARKERS, SOURCE)
    assert refusal(error) == (str(SOURCE), "iteration markers overlap in time (iteration 1)")


def test_kineto_markers_that_overlap_in_time_are_refused() -> None:
    ops = table("ops")
    marked = ops.index[ops["name"].str.startswith("opprof:iteration:")]
    ops.loc[marked[1], "start_ns"] = ops.loc[marked[0], "end_ns"]
    with pytest.raises(OpprofError) as error:
        kineto_window(ops, table("launches"), table("kineto"), MARKERS, SOURCE)
    assert refusal(error) == (str(SOURCE), "iteration markers overlap in time (iteration 1)")


def test_markers_of_two_processes_may_overlap_in_time() -> None:
    ranges = table("ranges")
    is_marker = markers(ranges)
    first = ranges.index[is_marker][0]
    other = ranges.loc[[first]].assign(pid=4242, iteration=5, start_ns=ranges.loc[first, "start_ns"] + 1)
    window = nsys_window(table("nsys"), pd.concat([ranges, other], ignore_index=True), MARKERS, SOURCE)
    assert window["iteration"].tolist() == [0] * PER_ITERATION + [1] * PER_ITERATION


def test_explicit_nsys_span_takes_count_kernels_from_first_in_launch_order() -> None:
    kernels = table("nsys").sample(frac=1.0, random_state=3)
    window = nsys_window(kernels, table("ranges"), explicit(nsys=(FIRST, 12)), SOURCE)
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + 12))
    assert window.columns.tolist() == [*kernels.columns, "iteration", "position", "step_phase", "phase_evidence"]
    assert set(window["step_phase"]) == {"forward"} and set(window["phase_evidence"]) == {"none"}  # a forward pass
    assert window.index.tolist() == list(range(12))
    assert window["position"].tolist() == list(range(12))
    assert window["iteration"].tolist() == [0] * PER_ITERATION + [1] * PER_ITERATION


@pytest.mark.parametrize(
    ("measured", "span", "misplaced"),
    [
        (3, (FIRST, 12), f"kernel {FIRST + 4} is in iteration 1 by the span, in iteration 0 by the markers"),
        (2, (FIRST - 1, 12), f"kernel {FIRST - 1} is in iteration 0 by the span, outside the window by the markers"),
        (2, (FIRST, 11), f"kernel {FIRST + 11} is outside the window by the span, in iteration 1 by the markers"),
    ],
)
def test_explicit_span_that_disagrees_with_the_exports_markers_is_refused(
    measured: int, span: tuple[int, int], misplaced: str
) -> None:
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), table("ranges"), explicit(measured, nsys=span), SOURCE)
    first, count = span
    assert refusal(error) == (
        str(SOURCE),
        f"explicit nsys window [{first}, {first + count}) disagrees with the opprof:iteration markers the "
        f"export holds (12 marked kernels): {misplaced}",
    )


def test_explicit_span_whose_first_iteration_the_markers_number_otherwise_is_refused() -> None:
    """The span's iteration 0 is checked too: markers numbered from 5 place the same kernels in
    iterations 5 and 6, and the first kernel already disagrees."""
    ranges = table("ranges")
    ranges.loc[markers(ranges), "iteration"] += 5
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), ranges, explicit(2, nsys=(FIRST, 12)), SOURCE)
    assert refusal(error)[1].endswith(f"kernel {FIRST} is in iteration 0 by the span, in iteration 5 by the markers")


def test_explicit_span_splits_into_the_measured_iterations_in_order() -> None:
    window = nsys_window(table("nsys"), unmarked(), explicit(3, nsys=(FIRST, 12)), SOURCE)
    assert window["iteration"].tolist() == [0] * 4 + [1] * 4 + [2] * 4
    assert window["iteration"].dtype == np.int64


def test_explicit_span_that_does_not_divide_into_the_iterations_has_no_iteration_numbers() -> None:
    window = nsys_window(table("nsys"), unmarked(), explicit(2, nsys=(FIRST, 11)), SOURCE)
    assert window["kernel_index"].tolist() == list(range(FIRST, FIRST + 11))
    assert window["iteration"].tolist() == [-1] * 11


def test_explicit_span_ending_at_the_last_kernel_is_accepted() -> None:
    window = nsys_window(table("nsys"), unmarked(), explicit(1, nsys=(20, 5)), SOURCE)
    assert window["kernel_index"].tolist() == [20, 21, 22, 23, 24]


def test_explicit_span_past_the_last_kernel_is_refused() -> None:
    with pytest.raises(OpprofError) as error:
        nsys_window(table("nsys"), unmarked(), explicit(1, nsys=(20, 6)), SOURCE)
    assert refusal(error) == (
        str(SOURCE),
        "explicit nsys window [20, 26) exceeds the 25 kernels the capture holds",
    )


# kineto_window, ncu_window --------------------------------------------------------------------


def test_kineto_window_holds_the_kernels_launched_inside_the_markers() -> None:
    kernels = table("kineto")
    window = kineto_window(table("ops"), table("launches"), kernels.iloc[::-1], MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == list(range(12))
    assert window["iteration"].tolist() == [0] * PER_ITERATION + [1] * PER_ITERATION
    assert window["iteration"].dtype == np.int64
    assert window.index.tolist() == list(range(12))
    assert window.columns.tolist() == [*kernels.columns, "iteration"]


def test_kineto_kernel_launched_by_another_process_is_not_in_the_window() -> None:
    kernels, launches = table("kineto"), table("launches")
    launches.loc[launches["correlation_id"] == kernels.loc[2, "correlation_id"], "pid"] = 4242
    window = kineto_window(table("ops"), launches, kernels, MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == [k for k in range(12) if k != 2]


def test_kineto_kernel_without_a_launch_is_not_in_the_window() -> None:
    kernels, launches = table("kineto"), table("launches")
    launches = launches[launches["correlation_id"] != kernels.loc[2, "correlation_id"]]
    window = kineto_window(table("ops"), launches, kernels, MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == [k for k in range(12) if k != 2]


def test_kineto_kernel_takes_the_first_launch_of_its_correlation_id() -> None:
    kernels, launches = table("kineto"), table("launches")
    ops = table("ops")
    late = launches[launches["correlation_id"] == kernels.loc[2, "correlation_id"]].assign(
        start_ns=int(ops["end_ns"].max()) + 1_000
    )
    window = kineto_window(ops, pd.concat([launches, late], ignore_index=True), kernels, MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == list(range(12))
    early = late.assign(start_ns=int(ops["start_ns"].min()) - 1_000)
    window = kineto_window(ops, pd.concat([early, launches], ignore_index=True), kernels, MARKERS, SOURCE)
    assert window["kernel_index"].tolist() == [k for k in range(12) if k != 2]


def test_kineto_markers_are_ops_named_exactly_opprof_iteration_k() -> None:
    ops = table("ops")
    is_marker = ops["name"].str.startswith("opprof:iteration:")
    ops.loc[is_marker, "name"] = ["opprof:iteration:4", "opprof:iteration:9"]
    lookalikes = ops.loc[is_marker].assign(name=["opprof:iteration:x", "opprof:iteration:1 "], pid=ops["pid"])
    unnamed = ops.loc[is_marker].iloc[:1]
    unnamed = unnamed.assign(name=no_text(unnamed))
    ops = pd.concat([ops, lookalikes, unnamed], ignore_index=True)
    window = kineto_window(ops, table("launches"), table("kineto"), MARKERS, SOURCE)
    assert window["iteration"].tolist() == [4] * PER_ITERATION + [9] * PER_ITERATION


def test_kineto_trace_without_markers_is_refused_naming_kineto() -> None:
    ops = table("ops")
    ops = ops[~ops["name"].str.startswith("opprof:")]
    with pytest.raises(OpprofError) as error:
        kineto_window(ops, table("launches"), table("kineto"), MARKERS, SOURCE)
    assert refusal(error)[1].startswith("no measured window: no kernel of the Kineto capture was launched inside")


def test_kineto_iterations_other_than_capture_json_says_are_refused() -> None:
    with pytest.raises(OpprofError) as error:
        kineto_window(table("ops"), table("launches"), table("kineto"), marker_manifest(1), SOURCE)
    assert refusal(error) == (
        str(SOURCE),
        "Kineto capture has kernels in 2 marked iterations [0, 1], capture.json says 1 were measured",
    )


def test_explicit_kineto_span_takes_its_kernels_in_kernel_order() -> None:
    manifest = explicit(1, nsys=(FIRST, 12), kineto=(3, 6))
    window = kineto_window(table("ops"), table("launches"), table("kineto").iloc[::-1], manifest, SOURCE)
    assert window["kernel_index"].tolist() == [3, 4, 5, 6, 7, 8]
    assert window["iteration"].tolist() == [0] * 6


def test_explicit_window_without_a_kineto_span_takes_every_kineto_kernel() -> None:
    window = kineto_window(table("ops"), table("launches"), table("kineto"), explicit(2, nsys=(FIRST, 12)), SOURCE)
    assert window["kernel_index"].tolist() == list(range(12))
    assert window["iteration"].tolist() == [0] * PER_ITERATION + [1] * PER_ITERATION


def test_explicit_kineto_span_past_the_last_kernel_is_refused() -> None:
    with pytest.raises(OpprofError) as error:
        kineto_window(table("ops"), table("launches"), table("kineto"), explicit(1, kineto=(10, 3)), SOURCE)
    assert refusal(error) == (str(SOURCE), "explicit Kineto window [10, 13) exceeds the 12 kernels the capture holds")


def test_ncu_window_is_every_row_in_ncu_order_for_a_marked_capture() -> None:
    rows = table("ncu")
    window = ncu_window(rows.iloc[::-1], MARKERS, SOURCE)
    assert window["ncu_index"].tolist() == list(range(6))
    assert window.index.tolist() == list(range(6))
    assert window.columns.tolist() == rows.columns.tolist()


def test_ncu_window_ignores_an_ncu_span_unless_the_window_is_explicit() -> None:
    manifest = {**MARKERS, "window": {"method": "markers", "ncu": {"first_kernel": 2, "count": 2}}}
    assert ncu_window(table("ncu"), manifest, SOURCE)["ncu_index"].tolist() == list(range(6))


def test_explicit_ncu_span_takes_count_rows_from_first() -> None:
    rows = table("ncu")
    window = ncu_window(rows.iloc[::-1], explicit(1, ncu=(2, 3)), SOURCE)
    assert window["ncu_index"].tolist() == [2, 3, 4]
    assert window.index.tolist() == [0, 1, 2]
    assert window.columns.tolist() == rows.columns.tolist()


def test_explicit_window_without_an_ncu_span_takes_every_ncu_row() -> None:
    assert ncu_window(table("ncu"), explicit(1, nsys=(FIRST, 6)), SOURCE)["ncu_index"].tolist() == list(range(6))


def test_explicit_ncu_span_past_the_last_row_is_refused() -> None:
    with pytest.raises(OpprofError) as error:
        ncu_window(table("ncu"), explicit(1, ncu=(3, 4)), SOURCE)
    assert refusal(error) == (str(SOURCE), "explicit ncu window [3, 7) exceeds the 6 kernels the capture holds")


# the gate ------------------------------------------------------------------------------------


@cache
def _windows() -> tuple[pd.DataFrame, pd.DataFrame]:
    nsys_w = nsys_window(table("nsys"), table("ranges"), MARKERS, SOURCE)
    kineto_w = kineto_window(table("ops"), table("launches"), table("kineto"), MARKERS, SOURCE)
    return nsys_w, kineto_w


def windows() -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """The real nsys, Kineto and ncu windows: 12, 12 and 6 kernels (fresh copies)."""
    nsys_w, kineto_w = _windows()
    return nsys_w.copy(), kineto_w.copy(), ncu_window(table("ncu"), MARKERS, SOURCE)


ITERATION_0 = list(range(PER_ITERATION))


def gate_error(
    nsys_w: pd.DataFrame, kineto_w: pd.DataFrame | None, ncu_w: pd.DataFrame, positions: list[int] = ITERATION_0
) -> GateError:
    with pytest.raises(GateError) as error:
        gate_captures(nsys_w, kineto_w, {"all": ncu_w}, positions, SOURCE)
    assert error.value.path == str(SOURCE)
    return error.value


def cell(frame: pd.DataFrame, row: int, column: str) -> Any:
    return frame.at[row, column]


def no_text(frame: pd.DataFrame) -> pd.Series:
    return pd.Series(pd.NA, index=frame.index, dtype="string")


def label(name: object, row: Any, regs: str | None = None) -> str:
    return (
        f"{name} grid=({row['grid_x']},{row['grid_y']},{row['grid_z']}) "
        f"block=({row['block_x']},{row['block_y']},{row['block_z']}) regs={regs or row['registers_per_thread']}"
    )


def test_identical_captures_pass_the_gate_with_a_record_of_what_was_compared() -> None:
    nsys_w, kineto_w, ncu_w = windows()
    window, ncu_map, record = gate_captures(nsys_w, kineto_w, {"all": ncu_w}, ITERATION_0, SOURCE)
    assert record == {"status": "passed", "mode": "strict", "compared": ["kineto", "ncu[all]"]}
    assert window["position"].tolist() == list(range(12))
    assert window["iteration"].tolist() == nsys_w["iteration"].tolist()
    assert window["nsys_kernel_index"].tolist() == list(range(FIRST, FIRST + 12))
    assert window["kineto_kernel_index"].tolist() == list(range(12))
    assert pd.api.types.is_integer_dtype(window["kineto_kernel_index"])
    assert (ncu_map["group"].tolist(), ncu_map["position"].tolist()) == (["all"] * 6, ITERATION_0)
    assert ncu_map["ncu_index"].tolist() == list(range(6))
    assert str(ncu_map["group"].dtype) == "string"
    # The window is the window table, each column in its contract's dtype, the step phase carried over.
    assert window.columns.tolist() == WINDOW.names
    assert [str(window[c].dtype) for c in ("position", "iteration", "nsys_kernel_index")] == ["int64"] * 3
    assert window["step_phase"].tolist() == nsys_w["step_phase"].tolist()
    assert window["phase_evidence"].tolist() == nsys_w["phase_evidence"].tolist()


def test_ncu_map_names_each_groups_rows_at_the_measured_positions_in_group_order() -> None:
    nsys_w, _, ncu_w = windows()
    second = ncu_w.assign(ncu_index=ncu_w["ncu_index"] + 100, group="memory")
    _, ncu_map, record = gate_captures(nsys_w, None, {"all": ncu_w, "memory": second}, list(range(6, 12)), SOURCE)
    assert record["compared"] == ["ncu[all]", "ncu[memory]"]
    assert ncu_map["group"].tolist() == ["all"] * 6 + ["memory"] * 6
    assert ncu_map["position"].tolist() == list(range(6, 12)) * 2
    assert ncu_map["ncu_index"].tolist() == list(range(6)) + list(range(100, 106))
    assert ncu_map.index.tolist() == list(range(12))


def test_without_kineto_the_window_has_null_kineto_indices() -> None:
    nsys_w, _, ncu_w = windows()
    window, _, record = gate_captures(nsys_w, None, {"all": ncu_w}, ITERATION_0, SOURCE)
    assert record["compared"] == ["ncu[all]"]
    assert str(window["kineto_kernel_index"].dtype) == "Int64"
    assert window["kineto_kernel_index"].isna().all()


def test_without_ncu_the_map_is_empty_with_its_types() -> None:
    nsys_w, kineto_w, _ = windows()
    _, ncu_map, record = gate_captures(nsys_w, kineto_w, {}, [], SOURCE)
    assert record["compared"] == ["kineto"]
    assert len(ncu_map) == 0 and ncu_map.columns.tolist() == ["group", "position", "ncu_index"]
    assert [str(t) for t in ncu_map.dtypes] == ["string", "int64", "int64"]


def test_a_fault_only_in_registers_per_thread_fails_the_gate() -> None:
    nsys_w, kineto_w, ncu_w = windows()
    ncu_w.loc[3, "registers_per_thread"] = 32  # the GELU kernel: 31 in nsys
    error = gate_error(nsys_w, kineto_w, ncu_w)
    mangled = cell(ncu_w, 3, "mangled_name")
    assert error.reason == (
        "determinism gate failed: 1 of 6 kernels differ between nsys and ncu[all]; "
        f"first at position 3: nsys ran {label(mangled, nsys_w.loc[3])}, ncu[all] ran {label(mangled, ncu_w.loc[3])}"
    )
    assert error.table.startswith("first divergences in order:\n")


@pytest.mark.parametrize("column", LAUNCH[:-1])
def test_a_fault_in_one_grid_or_block_dimension_fails_the_gate(column: str) -> None:
    nsys_w, kineto_w, _ = windows()
    kineto_w.loc[8, column] = cell(kineto_w, 8, column) + 1
    error = gate_error(nsys_w, kineto_w, windows()[2])
    assert error.reason.startswith("determinism gate failed: 1 of 12 kernels differ between nsys and kineto; ")
    assert "first at position 8: " in error.reason


def test_the_divergence_is_reported_at_its_window_position_not_its_ncu_row() -> None:
    nsys_w, _, ncu_w = windows()
    ncu_w.loc[3, "grid_x"] = 1
    error = gate_error(nsys_w, None, ncu_w, list(range(6, 12)))
    assert "; first at position 9: " in error.reason
    assert error.table.splitlines()[2].split()[0] == "9"


def test_null_launch_facts_are_not_compared() -> None:
    nsys_w, kineto_w, ncu_w = windows()
    ncu_w["registers_per_thread"] = pd.NA
    kineto_w["grid_y"] = pd.NA
    gate_captures(nsys_w, kineto_w, {"all": ncu_w}, ITERATION_0, SOURCE)


def test_a_null_launch_fact_is_labelled_as_unknown() -> None:
    nsys_w, _, ncu_w = windows()
    ncu_w["registers_per_thread"] = pd.NA
    ncu_w.loc[1, "block_x"] = 64
    error = gate_error(nsys_w, None, ncu_w)
    assert error.reason.endswith(f"ncu[all] ran {label(cell(ncu_w, 1, 'mangled_name'), ncu_w.loc[1], '?')}")


def test_mangled_names_that_differ_fail_the_gate() -> None:
    nsys_w, _, ncu_w = windows()
    ncu_w.loc[1, "mangled_name"] = cell(ncu_w, 0, "mangled_name")
    error = gate_error(nsys_w, None, ncu_w)
    assert error.reason.startswith("determinism gate failed: 1 of 6 kernels differ")
    assert "first at position 1: nsys ran _ZN2at6native53" in error.reason


def test_plain_names_of_c_linkage_kernels_that_differ_fail_the_gate() -> None:
    nsys_w, _, ncu_w = windows()
    assert pd.isna(cell(ncu_w, 2, "mangled_name"))  # a cuBLAS GEMM: ncu prints its plain name
    ncu_w.loc[2, "name_key"] = "another_gemm"
    error = gate_error(nsys_w, None, ncu_w)
    assert f"ncu[all] ran {label('another_gemm', ncu_w.loc[2])}" in error.reason


def test_a_kernel_without_a_name_fails_the_gate() -> None:
    nsys_w, kineto_w, ncu_w = windows()
    kineto_w.loc[4, "name_key"] = pd.NA
    error = gate_error(nsys_w, kineto_w, ncu_w)
    assert error.reason.startswith("determinism gate failed: 1 of 12 kernels differ between nsys and kineto")


def test_nsys_names_are_keys_unless_asked_for_mangled_names() -> None:
    nsys_w, _, _ = windows()
    sequence = nsys_sequence(nsys_w)
    assert (sequence.name_kind, sequence.name.tolist()) == ("name_key", nsys_w["name_key"].tolist())


def test_kineto_kernel_names_are_compared_by_key() -> None:
    nsys_w, kineto_w, _ = windows()
    kineto_w.loc[5, "name_key"] = "renamed"
    with pytest.raises(GateError, match="first at position 5: "):
        check_sequences(nsys_sequence(nsys_w), capture_sequence("kineto", kineto_w), SOURCE)


def test_count_mismatch_names_both_counts_and_the_kernels_whose_counts_differ() -> None:
    nsys_w, _, ncu_w = windows()
    short = ncu_w.drop(index=3).reset_index(drop=True)
    error = gate_error(nsys_w, None, short)
    gelu = cell(ncu_w, 3, "mangled_name")
    assert error.reason.startswith(
        "determinism gate failed: nsys has 6 kernels in the measured window, ncu[all] has 5; "
        f"first at position 3: nsys ran {label(gelu, nsys_w.loc[3])}, ncu[all] ran "
    )
    counts, divergences = error.table.split("\n\nfirst divergences in order:\n")
    assert counts.splitlines()[0] == "kernels whose counts differ:"
    assert counts.splitlines()[2].split()[0] == gelu and counts.splitlines()[2].split()[-2:] == ["1", "0"]
    assert len(counts.splitlines()) == 3
    assert [line.split()[0] for line in divergences.splitlines()[1:]] == ["3", "4", "5"]
    assert divergences.splitlines()[-1].endswith("(no more kernels)")


def test_a_missing_last_kernel_is_the_first_divergence() -> None:
    nsys_w, _, ncu_w = windows()
    error = gate_error(nsys_w, None, ncu_w.iloc[:5], list(range(6, 12)))
    last = cell(ncu_w, 5, "name_key")
    assert error.reason.endswith(
        f"first at position 11: nsys ran {label(last, nsys_w.loc[11])}, ncu[all] ran (no more kernels)"
    )


def test_an_extra_kernel_in_the_other_capture_is_the_first_divergence() -> None:
    nsys_w, kineto_w, _ = windows()
    extra = pd.concat([kineto_w, kineto_w.iloc[[0]]], ignore_index=True)
    with pytest.raises(GateError) as error:
        check_sequences(nsys_sequence(nsys_w), capture_sequence("kineto", extra), SOURCE)
    assert error.value.reason.startswith(
        "determinism gate failed: nsys has 12 kernels in the measured window, kineto has 13"
    )
    twelfth = label(cell(extra, 12, "name_key"), extra.loc[12])
    assert error.value.reason.endswith(f"first at position 12: nsys ran (no more kernels), kineto ran {twelfth}")


def test_ncu_rows_beyond_the_planned_positions_fail_the_gate() -> None:
    nsys_w, _, ncu_w = windows()
    extra = pd.concat([ncu_w, ncu_w.iloc[[0]].assign(ncu_index=6)], ignore_index=True)
    error = gate_error(nsys_w, None, extra, list(range(6, 12)))
    assert error.reason.startswith(
        "determinism gate failed: nsys has 6 kernels in the measured window, ncu[all] has 7;"
    )


def count_rows(reference: pd.DataFrame, other: pd.DataFrame) -> list[str]:
    with pytest.raises(GateError) as error:
        check_sequences(nsys_sequence(reference), capture_sequence("kineto", other), SOURCE)
    return error.value.table.split("\n\n")[0].splitlines()[2:]


@pytest.mark.parametrize(
    ("dropped", "first", "second"),
    [
        ([1, 7, 9], "vectorized_layer_norm_kernel", "vectorized_elementwise_kernel"),
        ([1, 3, 9], "vectorized_elementwise_kernel", "vectorized_layer_norm_kernel"),
    ],
    ids=["layer-norm-most", "gelu-most"],
)
def test_kernels_whose_counts_differ_most_are_listed_first(dropped: list[int], first: str, second: str) -> None:
    nsys_w, kineto_w, _ = windows()
    rows = count_rows(nsys_w, kineto_w.drop(index=dropped).reset_index(drop=True))
    assert [r.split()[0] for r in rows] == [first, second]
    assert [r.split()[-2:] for r in rows] == [["2", "0"], ["2", "1"]]


def test_count_table_keys_are_the_name_and_the_launch_configuration() -> None:
    nsys_w, kineto_w, _ = windows()
    rows = count_rows(nsys_w, kineto_w.drop(index=[1]).reset_index(drop=True))
    assert [" ".join(r.split()[:-2]) for r in rows] == ["vectorized_layer_norm_kernel 8192 1 1 32 4 1 39"]


def test_count_table_counts_null_names_and_launch_facts_as_question_marks() -> None:
    nsys_w, kineto_w, _ = windows()
    kineto_w.loc[0, "registers_per_thread"] = pd.NA
    kineto_w.loc[1, "name_key"] = pd.NA
    keys = [" ".join(r.split()[:-2]) for r in count_rows(nsys_w, kineto_w.iloc[:11])]
    assert "vectorized_gather_kernel 8192 1 1 128 1 1 ?" in keys
    assert "? 8192 1 1 32 4 1 39" in keys


def test_count_table_stops_at_ten_kernels() -> None:
    nsys_w, kineto_w, _ = windows()
    assert len(count_rows(nsys_w, shifted(kineto_w, range(12)).iloc[:11])) == 10


def shifted(kineto_w: pd.DataFrame, positions: range) -> pd.DataFrame:
    faulty = kineto_w.copy()
    faulty.loc[list(positions), "registers_per_thread"] += 1
    return faulty


def divergence_rows(reference: pd.DataFrame, other: pd.DataFrame) -> list[str]:
    with pytest.raises(GateError) as error:
        check_sequences(nsys_sequence(reference), capture_sequence("kineto", other), SOURCE)
    return [line.split()[0] for line in error.value.table.split("first divergences in order:\n")[1].splitlines()[1:]]


def test_divergence_table_stops_at_ten_rows() -> None:
    nsys_w, kineto_w, _ = windows()
    assert divergence_rows(nsys_w, shifted(kineto_w, range(12))) == [str(p) for p in range(10)]


def test_divergence_table_adds_the_end_of_the_shorter_capture_while_it_has_room() -> None:
    nsys_w, kineto_w, _ = windows()
    nine = shifted(kineto_w, range(9)).iloc[:11]
    assert divergence_rows(nsys_w, nine) == [str(p) for p in range(9)] + ["11"]
    ten = shifted(kineto_w, range(10)).iloc[:11]
    assert divergence_rows(nsys_w, ten) == [str(p) for p in range(10)]


def test_nsys_names_are_mangled_where_ncu_printed_mangled_names() -> None:
    nsys_w, _, ncu_w = windows()
    reference = nsys_sequence(nsys_w.iloc[:PER_ITERATION], "mangled", SOURCE)
    other = capture_sequence("ncu[all]", ncu_w)
    assert other.name_kind == reference.name_kind == "mangled"
    first = nsys_w.iloc[:PER_ITERATION]
    expected = first["mangled_name"].where(first["mangled_name"].str.startswith("_Z"), first["name_key"])
    assert reference.name.tolist() == expected.tolist()
    assert other.name.tolist() == ncu_w["mangled_name"].fillna(ncu_w["name_key"]).tolist()
    assert reference.name.iloc[2] == nsys_w.loc[2, "name_key"]  # C-linkage GEMM: by key
    check_sequences(reference, other, SOURCE)


def test_capture_without_mangled_names_is_compared_by_key() -> None:
    _, kineto_w, ncu_w = windows()
    assert capture_sequence("kineto", kineto_w).name_kind == "name_key"
    plain = ncu_w.assign(mangled_name=no_text(ncu_w), name_key=ncu_w["name_key"].fillna("k"))
    sequence = capture_sequence("ncu[all]", plain)
    assert (sequence.name_kind, sequence.name.tolist()) == ("name_key", plain["name_key"].tolist())


def test_mangled_ncu_names_against_an_nsys_export_without_them_are_refused() -> None:
    nsys_w, _, ncu_w = windows()
    nsys_w["mangled_name"] = pd.NA
    with pytest.raises(OpprofError) as error:
        gate_captures(nsys_w, None, {"all": ncu_w}, ITERATION_0, SOURCE)
    assert refusal(error) == (
        str(SOURCE),
        "ncu printed mangled kernel names but the nsys export records none to compare them with:"
        " export the ncu report without --print-kernel-base mangled",
    )


def test_an_empty_window_has_nothing_to_compare_by_mangled_name() -> None:
    nsys_w, _, _ = windows()
    empty = nsys_w.iloc[:0]
    empty = empty.assign(mangled_name=no_text(empty))
    assert len(nsys_sequence(empty, "mangled", SOURCE).name) == 0
