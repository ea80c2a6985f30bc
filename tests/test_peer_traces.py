"""Captures nobody here made (tests/data/peer-traces, see its SOURCES.md): each one loads with
the counts its source states, or is refused with a reason a user can act on."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from opprof.analysis.attribution import attribute_by_kineto, kineto_links
from opprof.errors import OpprofError
from opprof.ingest import kineto, ncu, nsys

PEER = Path(__file__).parent / "data" / "peer-traces"


def _sources_table() -> list[dict[str, str]]:
    """The file table of SOURCES.md, one dict per row keyed by the header cells."""
    lines = [line for line in (PEER / "SOURCES.md").read_text().splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in lines[0].strip("|").split("|")]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[1:]]
    return [dict(zip(header, row, strict=True)) for row in rows if not row[0].startswith("---")]


def test_peer_traces_are_the_unmodified_files_sources_md_lists() -> None:
    rows = _sources_table()
    assert len(rows) == 11
    for row in rows:
        data = (PEER / row["local file"]).read_bytes()
        assert len(data) == int(row["bytes"]), row["local file"]
        assert hashlib.sha256(data).hexdigest().startswith(row["sha256 (first 16)"]), row["local file"]
        assert (PEER / row["local file"]).parent.joinpath("LICENSE").is_file()


# --- Nsight Systems exports of two other versions ------------------------------------------------


@pytest.mark.parametrize(
    ("export", "kernels", "ranges", "launch_apis", "version"),
    [
        # nsys 2022.2: driver-API launches only, no NVTX_EVENTS table.
        ("ncar-gpu-workshop/miniweather_baseline.sqlite", 2596, 0, {"cuLaunchKernel": 2596}, "2022.2.1"),
        # nsys 2025.3: NVTX text in textId (text is NULL); runtime and driver launches mixed.
        (
            "nsightful/power_iteration__baseline.sqlite",
            3689,
            786,
            {"cudaLaunchKernel": 1994, "cuLaunchKernel": 1695},
            "2025.3.1",
        ),
    ],
)
def test_nsys_exports_of_other_versions_give_their_kernel_and_range_counts(
    export: str, kernels: int, ranges: int, launch_apis: dict[str, int], version: str
) -> None:
    path = PEER / export
    kernel_table = nsys.read_kernels(path)
    range_table = nsys.read_ranges(path)
    assert len(kernel_table) == kernels
    assert kernel_table["launch_api"].value_counts().to_dict() == launch_apis  # every kernel has its launch
    assert kernel_table["launch_tid"].notna().all()
    assert len(range_table) == ranges
    assert range_table["text"].notna().all()  # resolved through StringIds where only textId is set
    assert str(nsys.read_capture_info(path)["nsys_version"]).startswith(version)


@pytest.mark.parametrize(
    ("export", "gpu"),
    [
        (
            "nsightful/power_iteration__baseline.sqlite",
            ("Tesla T4", "TU104", "5c9a5380-d76d-414b-3975-82bcaebbab73", 40, "7.5", "550.54.15"),
        ),
        (
            "ncar-gpu-workshop/miniweather_baseline.sqlite",
            ("Quadro GP100", "GP100", "deadd952-7f96-9c6d-f392-e3a32f50d96d", 56, "6.0", "5104703"),
        ),
    ],
)
def test_nsys_exports_say_which_gpu_and_driver_they_ran_on(
    export: str, gpu: tuple[str, str, str, int, str, str]
) -> None:
    info = nsys.read_capture_info(PEER / export)
    keys = ("gpu_name", "gpu_chip", "gpu_uuid", "sm_count", "compute_capability", "driver")
    assert tuple(info[k] for k in keys) == gpu


# --- Kineto traces of four GPU generations -------------------------------------------------------

KINETO_TRACES = {
    # file: (kernels, launches per API, kernels an aten op launched, attribution methods)
    "hta/benchmark_result_2869224_1695835535_trace.json.gz": (
        79,
        {"cudaLaunchKernel": 79},
        79,
        {"kineto_host_nesting": 79},  # A100 2023: External id == correlation, so time nesting
    ),
    "hta/rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz": (
        4350,
        {"cudaLaunchKernel": 4350},
        4350,
        {"kineto_external_id": 4350},
    ),
    "tracelens/h100_gaunernst_bert-small-uncased__1016001.json.gz": (
        60,
        {"cudaLaunchKernel": 34, "cuLaunchKernel": 22, "cudaLaunchKernelExC": 4},
        60,
        {"kineto_external_id": 60},
    ),
    "tracelens/b200_eager_trace.json.gz": (
        768,
        {"cudaLaunchKernel": 367, "cuLaunchKernelEx": 220, "cudaLaunchKernelExC": 180, "cuLaunchKernel": 1},
        765,  # 2 Triton page-copy kernels and 1 Inductor kernel run under no aten op
        {"kineto_external_id": 764, "kineto_host_nesting": 1},
    ),
    # One Inductor kernel launched with cuLaunchKernel under a Triton cpu_op, no aten op at all.
    "hta/triton_example.json.gz": (1, {"cuLaunchKernel": 1}, 0, {}),
}


def _innermost_aten_op(ops: pd.DataFrame, tid: int, time: int) -> str | None:
    """Brute force, independent of opprof.intervals: the latest-starting aten op enclosing ``time``."""
    enclosing = ops[(ops["tid"] == tid) & (ops["start_ns"] <= time) & (ops["end_ns"] >= time)]
    if enclosing.empty:
        return None
    return str(enclosing.sort_values(["start_ns", "end_ns"], ascending=[True, False]).iloc[-1]["name"])


def _whole_trace_window(kernels: pd.DataFrame) -> pd.DataFrame:
    """Every kernel of the trace as a window position, as the gate would hand them over."""
    return pd.DataFrame({"position": kernels["kernel_index"], "kineto_kernel_index": kernels["kernel_index"]})


@pytest.mark.parametrize("trace", sorted(KINETO_TRACES))
def test_kineto_trace_links_every_kernel_to_its_launch_and_aten_op(trace: str) -> None:
    kernel_count, launch_apis, aten_linked, methods = KINETO_TRACES[trace]
    ops, launches, kernels, _ = kineto.read_trace(PEER / trace)
    assert len(kernels) == kernel_count
    linked = kernels.merge(launches, on="correlation_id", how="left", suffixes=("", "_launch"), validate="one_to_one")
    assert linked["api"].notna().all()
    assert linked["api"].value_counts().to_dict() == launch_apis

    attributed = attribute_by_kineto(kineto_links(_whole_trace_window(kernels), launches, kernels), ops)
    assert len(attributed) == aten_linked
    assert attributed["attribution_method"].value_counts().to_dict() == methods
    aten = ops[(ops["category"] == "cpu_op") & ops["name"].str.contains("::", regex=False)]
    expected = [_innermost_aten_op(aten, int(r.tid), int(r.start_ns_launch)) for r in linked.itertuples()]
    found = dict(zip(attributed["position"], attributed["operator_name"], strict=True))
    assert [found.get(int(p)) for p in linked["kernel_index"]] == expected


def test_range_profiler_trace_is_refused_because_it_has_no_kernel_events() -> None:
    path = PEER / "hta" / "benchmark_result_924719_1679055439_trace.json.gz"
    with pytest.raises(OpprofError) as refused:
        kineto.read_trace(path)
    assert refused.value.path == str(path)
    assert "range-profiler" in refused.value.reason and "77 cuda_profiler_range events" in refused.value.reason
    assert "ProfilerActivity.CUDA" in refused.value.reason


# --- Nsight Compute output ------------------------------------------------------------------------


def test_ncu_details_page_csv_is_refused_with_the_export_to_use() -> None:
    path = PEER / "nsightful" / "copy_blocked.csv"
    with pytest.raises(OpprofError) as refused:
        ncu.read_ncu(path, "all", "tu104")
    assert refused.value.path == str(path)
    assert "details-page" in refused.value.reason and "--page raw" in refused.value.reason


@pytest.mark.parametrize(
    ("report", "registers"),
    [("MW_Baseline.ncu-rep", [34, 34, 64, 36, 37]), ("MW_DivToMult.ncu-rep", [34, 34, 62, 36, 37])],
)
def test_ncu_reports_read_into_kernel_rows_with_counters(report: str, registers: list[int]) -> None:
    kernels, resolution = ncu.read_ncu(PEER / "ncar-gpu-workshop" / report, "all", "gv100")
    assert kernels["kernel_name"].tolist() == [
        "set_halo_values_x_396_gpu",
        "set_halo_values_x_419_gpu",
        "compute_tendencies_x_279_gpu",
        "compute_tendencies_x_309_gpu",
        "semi_discrete_step_232_gpu",
    ]
    assert kernels["registers_per_thread"].tolist() == registers
    assert kernels[["grid_x", "block_x"]].to_numpy().tolist() == [[256, 128]] * 2 + [[65535, 128]] * 3
    measured = resolution.loc[resolution["status"] == "measured", "counter"]
    assert {"ncu_duration_ns", "dram_bytes_read", "sm_throughput_pct"} <= set(measured)
    assert np.isfinite(kernels["ncu_duration_ns"].to_numpy(float)).all()
