"""Issue 2's must-shows on the real H200 GPT-2 capture: the whole workflow, checked against the
raw files with independent readers (sqlite3, csv), never against opprof's own tables."""

from __future__ import annotations

import csv
import gzip
import json
import sqlite3
from pathlib import Path
from typing import Any

from conftest import GPT2_BUNDLE, copy_bundle, run_workflow

WINDOW_FIRST, WINDOW_COUNT = 469, 468


def _all_kernels(profile: dict[str, Any]) -> list[dict[str, Any]]:
    in_operators = [k for op in profile["operators"] for k in op["kernels"]]
    return in_operators + profile["unattributed_kernels"]


def _nsys_window_durations() -> list[int]:
    with sqlite3.connect(GPT2_BUNDLE / "nsys.sqlite") as conn:
        rows = conn.execute('SELECT "end" - start FROM CUPTI_ACTIVITY_KIND_KERNEL ORDER BY correlationId').fetchall()
    return [r[0] for r in rows[WINDOW_FIRST : WINDOW_FIRST + WINDOW_COUNT]]


def test_every_measured_kernel_appears_exactly_once(gpt2_profile: dict[str, Any]) -> None:
    positions = sorted(k["position"] for k in _all_kernels(gpt2_profile))
    assert positions == list(range(WINDOW_COUNT))
    assert gpt2_profile["window"]["kernels"] == WINDOW_COUNT
    assert gpt2_profile["coverage"]["total"]["kernels"] == WINDOW_COUNT


def test_kernel_time_equals_the_nsys_window_total(gpt2_profile: dict[str, Any]) -> None:
    expected = sum(_nsys_window_durations())
    assert sum(k["duration_ns"] for k in _all_kernels(gpt2_profile)) == expected
    assert gpt2_profile["window"]["kernel_time_ns"] == expected
    assert (
        sum(op["duration_ns"] for op in gpt2_profile["operators"])
        + sum(k["duration_ns"] for k in gpt2_profile["unattributed_kernels"])
        == expected
    )


def test_at_least_95_percent_of_time_is_attributed(gpt2_profile: dict[str, Any]) -> None:
    coverage = gpt2_profile["coverage"]
    assert coverage["high"]["time_share"] + coverage["medium"]["time_share"] >= 0.95
    assert coverage["high"]["kernels"] == WINDOW_COUNT  # every kernel has its CUPTI correlation


def test_gemm_kernels_ran_without_tensor_cores(gpt2_profile: dict[str, Any]) -> None:
    """FP32 GEMMs on Hopper take the SIMT path (ffma / simt_sgemm): the tensor pipe stays idle."""
    gemms = [op for op in gpt2_profile["operators"] if op["operator_name"] in ("aten::mm", "aten::addmm")]
    assert len(gemms) == 2 * 12 * 4  # 4 Conv1D projections per block, 12 blocks, 2 iterations
    for op in gemms:
        for kernel in op["kernels"]:
            assert "ffma" in kernel["name"] or "simt" in kernel["name"], kernel["name"]
            assert kernel["counters"]["tensor_pipe_active_pct"] < 0.01
        assert op["aggregated"]["tensor_pipe_active_pct"] < 0.01


def test_counters_match_the_raw_ncu_csv(gpt2_profile: dict[str, Any]) -> None:
    """The i-th window kernel carries the i-th ncu row, converted to base units (us -> ns, Mbyte -> byte)."""
    with gzip.open(GPT2_BUNDLE / "ncu" / "all.csv.gz", "rt") as handle:
        rows = list(csv.reader(handle))
    header, units, data = rows[0], rows[1], rows[2:]
    duration = header.index("gpu__time_duration.sum")
    dram = header.index("dram__bytes_read.sum")
    assert (units[duration], units[dram]) == ("us", "Mbyte")
    by_position = {k["position"]: k for k in _all_kernels(gpt2_profile)}
    for i, row in enumerate(data):
        counters = by_position[i]["counters"]
        assert abs(counters["ncu_duration_ns"] - float(row[duration]) * 1e3) < 1e-6
        assert abs(counters["dram_bytes_read"] - float(row[dram]) * 1e6) < 1e-3


def test_rates_are_duration_weighted_and_sums_add_up(gpt2_profile: dict[str, Any]) -> None:
    for op in gpt2_profile["operators"]:
        kernels = op["kernels"]
        total = sum(k["duration_ns"] for k in kernels)
        weighted = sum(k["counters"]["achieved_occupancy_pct"] * k["duration_ns"] for k in kernels) / total
        assert abs(op["aggregated"]["achieved_occupancy_pct"] - weighted) < 1e-9
        assert op["aggregated"]["dram_bytes_read"] == sum(k["counters"]["dram_bytes_read"] for k in kernels)
        assert op["aggregated"]["registers_per_thread"] == max(k["registers_per_thread"] for k in kernels)


def test_null_counters_carry_their_reason(gpt2_profile: dict[str, Any]) -> None:
    """The capture did not request gpu__compute_memory_throughput: null everywhere, with why."""
    counters = {c["name"]: c for c in gpt2_profile["counters"]}
    resolution = counters["memory_throughput_pct"]["resolution"][0]
    assert resolution["status"] == "not_collected" and "gpu__compute_memory_throughput" in resolution["reason"]
    assert all(k["counters"]["memory_throughput_pct"] is None for k in _all_kernels(gpt2_profile))
    assert counters["l2_hit_rate_pct"]["resolution"][0]["raw_metric"] == "lts__t_sector_hit_rate.pct"


def test_without_kineto_nvtx_gives_the_same_operators_at_medium(gpt2_profile: dict[str, Any], tmp_path: Path) -> None:
    bundle = copy_bundle(GPT2_BUNDLE, tmp_path / "captures" / "gpt2")
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["files"]["kineto"] = None
    (bundle / "capture.json").write_text(json.dumps(manifest))
    (bundle / "kineto.json.gz").unlink()
    result = run_workflow(tmp_path / "work", tmp_path / "captures", "results/gpt2/profile.json")
    assert result.returncode == 0, result.stderr[-2000:]
    medium = json.loads((tmp_path / "work" / "results" / "gpt2" / "profile.json").read_text())
    assert medium["coverage"]["medium"]["kernels"] == WINDOW_COUNT
    assert {k["attribution_method"] for k in _all_kernels(medium)} == {"nvtx_enclosure"}
    high_ops = [(op["operator_name"], op["call_index"], op["kernel_count"]) for op in gpt2_profile["operators"]]
    medium_ops = [(op["operator_name"], op["call_index"], op["kernel_count"]) for op in medium["operators"]]
    assert medium_ops == high_ops


def test_without_ncu_the_profile_has_timing_and_says_why_counters_are_null(tmp_path: Path) -> None:
    bundle = copy_bundle(GPT2_BUNDLE, tmp_path / "captures" / "gpt2")
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["files"]["ncu"] = []
    (bundle / "capture.json").write_text(json.dumps(manifest))
    result = run_workflow(tmp_path / "work", tmp_path / "captures", "results/gpt2/profile.json")
    assert result.returncode == 0, result.stderr[-2000:]
    profile = json.loads((tmp_path / "work" / "results" / "gpt2" / "profile.json").read_text())
    kernels = _all_kernels(profile)
    assert sum(k["duration_ns"] for k in kernels) == sum(_nsys_window_durations())
    assert all(k["counters"]["dram_bytes_read"] is None and k["counter_provenance"] == "none" for k in kernels)
    reasons = {c["name"]: c["resolution"][0]["reason"] for c in profile["counters"]}
    assert "no ncu file" in reasons["dram_bytes_read"]
