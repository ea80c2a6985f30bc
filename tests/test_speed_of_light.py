"""Speed of light on the shipped H200 bundles, checked against hand computations from the raw
ncu CSV rows (not through opprof's readers), and what it changes in the answer: a GEMM near its
roof gets no occupancy finding, the FP32 GEMM finding ranks first with its saving, and a CUDA
graph's kernels land on the aten operators whose calls it captured."""

from __future__ import annotations

import csv
import gzip
import json
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.fusion_map import EXTERN, TRITON, calls_from_output_code, kernels_from_output_code
from opprof.analysis.graph_nodes import align_replay

SOL_BUNDLES = ("gpt2", "gpt2_bf16", "matmul_add_4096", "lstm_sequence_encoder")
SM, MEMORY = (
    "sm__throughput.avg.pct_of_peak_sustained_elapsed",
    "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",
)
# The H200's Tensor Cores: 4096 dense 16-bit FLOP per SM per clock (GH100), 132 SMs at the 1980 MHz observed.
H200_BF16_PEAK = 4096 * 132 * 1980e6


def _ncu_rows(bundle: Path) -> list[dict[str, str]]:
    """The bundle's ncu CSV data rows (the units row under the header skipped), in file order."""
    with gzip.open(bundle / "ncu" / "all.csv.gz", "rt", newline="") as handle:
        header, _units, *rows = list(csv.reader(handle))
    return [dict(zip(header, row, strict=True)) for row in rows]


def _profile(run: Path, name: str) -> dict[str, Any]:
    return json.loads((run / "results" / name / "profile.json").read_text())


def _kernels_by_position(profile: dict[str, Any]) -> dict[int, dict[str, Any]]:
    records = [k for op in profile["operators"] for k in op["kernels"]] + profile["unattributed_kernels"]
    return {k["position"]: k for k in records}


@pytest.mark.parametrize("name", SOL_BUNDLES)
def test_every_measured_kernel_class_has_ncus_speed_of_light_worked_out_from_its_row(
    shipped_run: Path, name: str
) -> None:
    """Per kernel name, its first measured kernel: speed of light = the busier of SM and memory
    throughput in the ncu row that measured it, read from the CSV by hand."""
    records = _kernels_by_position(_profile(shipped_run, name))
    tables = shipped_run / "results" / name / "tables"
    ncu_map = pd.read_parquet(tables / "ncu_map.parquet")
    rows = _ncu_rows(SHIPPED / name)
    measured = ncu_map.sort_values("position").drop_duplicates("position")
    seen: set[str] = set()
    for position, index in zip(measured["position"], measured["ncu_index"], strict=True):
        record = records[int(position)]
        if record["name_key"] in seen:
            continue
        seen.add(record["name_key"])
        row = rows[int(index)]
        grid = [int(v) for v in row["Grid Size"].strip("()").split(",")]
        assert grid == record["grid"], (name, position)  # the row is this kernel's
        expected = max(float(row[SM]), float(row[MEMORY]))
        assert record["speed_of_light_pct"] == pytest.approx(expected, abs=1e-6), (name, record["name_key"])
        assert record["counter_provenance"] == "measured"
    assert len(seen) >= 2


def test_matmul_4096_gemm_is_near_its_bf16_roof_by_a_hand_computed_roofline(shipped_run: Path) -> None:
    """aten::mm of two 4096 x 4096 bf16 matrices, twice: 2 x 2 x 4096^3 FLOPs over the nsys
    kernel time, against the 16-bit Tensor Core peak (its arithmetic intensity puts it far right
    of the ridge): about 73%, so the page says near its roof and raises no occupancy finding."""
    profile = _profile(shipped_run, "matmul_add_4096")
    kernels = pd.read_parquet(shipped_run / "results" / "matmul_add_4096" / "kernels.parquet")
    gemm = kernels[kernels["operator_name"] == "aten::mm"]
    flops = 2 * 2 * 4096**3
    seconds = gemm["duration_ns"].sum() / 1e9
    row = _ncu_rows(SHIPPED / "matmul_add_4096")[0]
    moved = 2 * 1e6 * (float(row["dram__bytes_read.sum"]) + float(row["dram__bytes_write.sum"]))  # Mbyte, 2 calls
    sol = next(s for s in profile["speed_of_light"]["operators"] if s["operator_name"] == "aten::mm")
    assert sol["flops"] == flops and sol["dram_bytes"] == pytest.approx(moved)
    assert sol["pipe"] == "tensor_16bit" and sol["bound"] == "compute" and sol["roof_source"] == "roofline"
    assert sol["arithmetic_intensity"] == pytest.approx(flops / moved)
    assert sol["pct_of_roof"] == pytest.approx(100 * flops / seconds / H200_BF16_PEAK)
    assert 70 < sol["pct_of_roof"] < 75
    rules = {(s["operator"], s["rule"]) for s in profile["signals"]}
    assert ("aten::mm", "near_roof") in rules
    assert not {r for _, r in rules} & {"low_occupancy", "latency_bound", "gemm_too_small_for_tensor_cores"}
    report = (shipped_run / "results" / "matmul_add_4096" / "report.html").read_text()
    assert "near its roof" in report


def test_gpt2s_fp32_gemm_hit_says_what_tf32_could_save_in_kernel_time(shipped_run: Path) -> None:
    """gpt2 is host-bound: the regime's hit comes first, and the FP32 GEMM's, dropped to low, keeps
    its estimate in kernel time (the plan, not this hit, says what TF32 saves of the step)."""
    profile = _profile(shipped_run, "gpt2")
    assert profile["signals"][0]["rule"] == "overhead_bound" and profile["regime"]["verdict"] == "host-bound"
    first = next(s for s in profile["signals"] if s["rule"] == "tensor_pipe_idle_gemm")
    assert (first["operator"], first["severity"]) == ("aten::addmm", "low")
    sol = next(s for s in profile["speed_of_light"]["operators"] if s["operator_name"] == "aten::addmm")
    peaks = profile["speed_of_light"]["peaks"]
    floor_s = max(sol["flops"] / peaks["flops_per_s"]["tensor_tf32"], sol["dram_bytes"] / peaks["dram_bytes_per_s"])
    assert first["kernel_saving_ns"] == pytest.approx(first["at_stake_ns"] - 1e9 * floor_s)
    assert first["kernel_saving_formula"].startswith("kernel time - max(FLOPs / TF32")
    assert "float32_matmul" in first["fix"]
    savings = [s["kernel_saving_ns"] or 0 for s in profile["signals"][1:]]
    assert savings == sorted(savings, reverse=True)


def test_a_cuda_graphs_kernels_land_on_the_operators_whose_calls_it_captured(shipped_run: Path) -> None:
    """gpt2_compiled_cudagraphs: nearly all kernel time was the replay of one graph; its cuBLAS
    and attention kernels go to the aten operators Inductor's generated code called, its Triton
    kernels to Inductor's map, and the FP32 GEMM finding of gpt2_compiled appears again."""
    kernels = pd.read_parquet(shipped_run / "results" / "gpt2_compiled_cudagraphs" / "kernels.parquet")
    time = kernels.groupby("attribution_method")["duration_ns"].sum() / kernels["duration_ns"].sum()
    assert time.get("cuda_graph_node", 0) + time.get("inductor", 0) >= 0.9
    assert "cuda_graph" not in time.index
    nodes = kernels[kernels["attribution_method"] == "cuda_graph_node"]
    assert set(nodes["operator_name"]) == {"aten::addmm", "aten::mm", "aten::_scaled_dot_product_efficient_attention"}
    assert (nodes["confidence"] == "medium").all()
    attention = nodes[nodes["operator_name"] == "aten::_scaled_dot_product_efficient_attention"]
    assert attention["short_name"].str.contains("fmha").all()
    # 12 layers x 2 iterations: one attention call each, with its own call index
    assert sorted(attention["call_index"]) == list(range(24))
    profile = _profile(shipped_run, "gpt2_compiled_cudagraphs")
    high = [(s["operator"], s["rule"]) for s in profile["signals"] if s["severity"] == "high"]
    assert ("aten::mm", "tensor_pipe_idle_gemm") in high


def test_the_call_order_splits_consecutive_calls_by_what_their_kernels_are() -> None:
    """Attention, then a GEMM with its split-K epilogue, between two generated kernels; a second
    GEMM right after the first takes over at its own main kernel."""
    calls = [
        (TRITON, "triton_a"),
        (EXTERN, "aten::_scaled_dot_product_efficient_attention"),
        (EXTERN, "aten::mm"),
        (EXTERN, "aten::mm"),
        (TRITON, "triton_b"),
    ]
    names = ["triton_a", "fmha_cutlassF_f32", "sm80_gemm", "sm80_gemm_split_k_kernel", "sm80_gemm", "triton_b"]
    assert align_replay(names, calls, {"triton_a", "triton_b"}) == [0, 1, 2, 2, 3, 4]
    # a generated kernel out of order, or a call that launched nothing: no guess
    assert align_replay(["triton_b", "triton_a"], [(TRITON, "triton_a"), (TRITON, "triton_b")], {"triton_a"}) is None
    assert align_replay(["triton_a", "sm80_gemm", "triton_b"], calls, {"triton_a", "triton_b"}) is None


def test_the_generated_codes_calls_are_read_in_order_from_the_shipped_output_code() -> None:
    text = (SHIPPED / "gpt2_compiled_cudagraphs" / "inductor" / "model__0_inference_0.0" / "output_code.py").read_text()
    calls = calls_from_output_code(text, kernels_from_output_code(text))
    assert calls[:3] == [
        (TRITON, "triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0"),
        (EXTERN, "aten::addmm"),
        (TRITON, "triton_poi_fused_cat_split_transpose_view_1"),
    ]
    externs = [name for kind, name in calls if kind == EXTERN]
    assert externs.count("aten::_scaled_dot_product_efficient_attention") == 12
    assert externs.count("aten::addmm") + externs.count("aten::mm") == 48
