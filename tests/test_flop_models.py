"""FLOP counts of cuDNN's RNN and of convolutions from the shipped bundles' raw Kineto traces, the
roofline points they give, fixes that name the switch governing their kernels, and why warps
wait (ncu's warp states and occupancy limiters, per chip). Expected numbers are worked out here
from the workloads' descriptions and the raw files, not by opprof's readers."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from conftest import H100, SHIPPED, run_workflow

from opprof.analysis.roofline import FP32, NO_CONCRETE, TENSOR_TF32, Peaks, flop_count
from opprof.bundle.manifest import PYTORCH_TF32_DEFAULTS
from opprof.counters import catalogue, chip_metrics, resolve
from opprof.findings.change import Context
from opprof.findings.gemm import tensor_factor
from opprof.findings.plan import find_signals

# LSTM(256 -> 512, 2 layers, batch_first) on randn(32, 128, 256): per token and layer, the 4 gates
# (4 x 512 rows) multiply the layer's input (256, then 512 features) and its hidden state (512).
LSTM_FLOPS_PER_CALL = 2 * 32 * 128 * 4 * 512 * ((256 + 512) + (512 + 512))
# The H200's FP32 CUDA cores: 128 FMA (256 FLOP) per SM per clock, 132 SMs at the 1980 MHz observed.
H200_FP32_PEAK = 256 * 132 * 1980e6
# conv_block on randn(16, 3, 64, 64), 3x3 kernels, padding 1, stride 1: 3->64 and 64->128 at 64x64,
# 128->256 at 32x32 after the 2x2 max-pool.
CONV_BLOCK = {
    (3, 64): 2 * 16 * 64 * 3 * 9 * 64 * 64,
    (64, 128): 2 * 16 * 128 * 64 * 9 * 64 * 64,
    (128, 256): 2 * 16 * 256 * 128 * 9 * 32 * 32,
}


def _events(name: str, operator: str) -> list[dict[str, Any]]:
    trace = json.loads(gzip.decompress((SHIPPED / name / "kineto.json.gz").read_bytes()))
    return [e for e in trace["traceEvents"] if e.get("cat") == "cpu_op" and e.get("name") == operator]


def _count(event: dict[str, Any], concrete: bool = True) -> tuple[float | None, str | None]:
    args = event["args"]
    recorded = json.dumps(args["Concrete Inputs"]) if concrete else None
    return flop_count(event["name"], json.dumps(args["Input Dims"]), recorded)


def _profile(run: Path, name: str) -> dict[str, Any]:
    return json.loads((run / "results" / name / "profile.json").read_text())


# FLOP counts from the raw traces --------------------------------------------------------------


def test_every_cudnn_rnn_call_of_the_lstm_counts_its_gates_over_every_token_and_layer() -> None:
    calls = _events("lstm_sequence_encoder", "aten::_cudnn_rnn")
    assert len(calls) == 2  # the two measured iterations
    for call in calls:
        concrete = call["args"]["Concrete Inputs"]
        # mode 2 (LSTM), hidden 512, no projection, 2 layers, batch_first, one direction: the hand count's terms
        assert concrete[6:11] == ["2", "512", "0", "2", "True"] and concrete[13] == "False"
        assert _count(call) == (LSTM_FLOPS_PER_CALL, None)
    assert LSTM_FLOPS_PER_CALL == 30_064_771_072  # the 30.1 GFLOP per forward of the hand count


def test_a_bidirectional_lstm_a_projected_one_and_a_gru_count_each_weight_matrix_once_per_token() -> None:
    # Bidirectional LSTM, 10 -> 20, 2 layers: the second layer's input is both directions' 40 features.
    layer = lambda features: [[80, features], [80, 20], [80], [80]]  # noqa: E731
    dims = [[7, 3, 10], [*layer(10), *layer(10), *layer(40), *layer(40)], [], [], [4, 3, 20], [4, 3, 20]]
    tokens = 7 * 3
    assert flop_count("aten::_cudnn_rnn", json.dumps(dims)) == (2 * tokens * 80 * 2 * (10 + 20 + 40 + 20), None)
    # LSTM with proj_size 5: W_hh takes the 5 projected features, W_hr projects 20 to 5.
    projected = [[2, 9, 10], [[80, 10], [80, 5], [80], [80], [5, 20]], [], [], [1, 2, 5], [1, 2, 20]]
    assert flop_count("aten::_cudnn_rnn", json.dumps(projected))[0] == 2 * 18 * (80 * 10 + 80 * 5 + 5 * 20)
    # GRU, 3 gates, packed sequence of 11 rows (a 2-D input).
    gru = [[11, 6], [[24, 6], [24, 8], [24], [24]], [], [], [1, 4, 8], []]
    assert flop_count("aten::_cudnn_rnn", json.dumps(gru))[0] == 2 * 11 * 24 * (6 + 8)


def _lstm_context(l2_bytes: float | None, ncu_dram_bytes: float) -> Context:
    """The shipped LSTM's two measured _cudnn_rnn calls (Input Dims from the raw trace) on the H200."""
    calls = _events("lstm_sequence_encoder", "aten::_cudnn_rnn")
    ops = pd.DataFrame(
        {"name": [c["name"] for c in calls], "input_dims": [json.dumps(c["args"]["Input Dims"]) for c in calls]}
    )
    summary = pd.DataFrame(
        {"flops": [2.0 * LSTM_FLOPS_PER_CALL], "dram_bytes": [ncu_dram_bytes]}, index=["aten::_cudnn_rnn"]
    )
    flops = {FP32: H200_FP32_PEAK, TENSOR_TF32: 8 * H200_FP32_PEAK}
    peaks = Peaks("9.0", 132, 1980.0, flops, 4.8e12, l2_bytes)
    return Context(pd.DataFrame(), ops, summary, peaks, {})


def test_cudnns_rnn_on_tf32_is_floored_at_its_operands_once_where_its_weights_fit_in_l2() -> None:
    """ncu replays each time step's kernel after flushing L2, so it counts the recurrent weights from
    DRAM at every step; the running program reads them from L2. Where one call's weights fit in
    half the L2, the TF32 floor is the call's operands moved once, which here is far below its time
    at the TF32 roof: the kernels keep the FP32-to-TF32 peak ratio of their time."""
    # Per call: the input (32 x 128 x 256), the weights (per layer the 4 gates' input and hidden
    # matrices and two biases) and the output (32 x 128 tokens x 512 features), 4 bytes each.
    weights = 4 * 512 * (256 + 512) + 2 * 4 * 512 + 4 * 512 * (512 + 512) + 2 * 4 * 512
    operands = 4 * (32 * 128 * 256 + weights + 32 * 128 * 512)
    assert operands == 27_295_744
    # ncu's bytes (2.76 GB over the window, as the shipped profile has them) would keep 64% of the time.
    ncu_bytes = 2.7647e9
    memory_s = ncu_bytes / 4.8e12
    flops = 2.0 * LSTM_FLOPS_PER_CALL
    kept_by_ncu_bytes = max(flops / (8 * H200_FP32_PEAK), memory_s) / max(flops / H200_FP32_PEAK, memory_s)
    assert tensor_factor(_lstm_context(None, ncu_bytes), "aten::_cudnn_rnn", TENSOR_TF32) == pytest.approx(
        kept_by_ncu_bytes
    )
    assert 0.6 < kept_by_ncu_bytes < 0.7
    # 50 MB of L2 holds the 14.7 MB of weights twice over: the floor is 2 x 27.3 MB, under the TF32 time.
    assert 2 * operands / 4.8e12 < flops / (8 * H200_FP32_PEAK)
    assert tensor_factor(_lstm_context(50e6, ncu_bytes), "aten::_cudnn_rnn", TENSOR_TF32) == pytest.approx(1 / 8)
    # An L2 under twice the weights keeps ncu's bytes.
    small = _lstm_context(2 * 4 * weights - 1, ncu_bytes)
    assert tensor_factor(small, "aten::_cudnn_rnn", TENSOR_TF32) == pytest.approx(kept_by_ncu_bytes)


def test_every_convolution_of_conv_block_counts_its_window_over_its_output_positions() -> None:
    calls = _events("conv_block", "aten::cudnn_convolution")
    assert len(calls) == 6  # three per measured iteration
    for call in calls:
        x, weight = call["args"]["Input Dims"][:2]
        assert _count(call) == (CONV_BLOCK[(x[1], weight[0])], None)


def test_depthwise_and_pointwise_convolutions_count_their_groups() -> None:
    """3x3 depthwise (groups = channels, padding 1) and 1x1 pointwise convolutions at 56x56, batch 16."""
    depthwise = _events("depthwise_separable_conv", "aten::_conv_depthwise2d")
    pointwise = _events("depthwise_separable_conv", "aten::cudnn_convolution")
    assert {e["args"]["Input Dims"][0][1] for e in depthwise} == {32, 64, 128}
    for call in depthwise:
        channels = call["args"]["Input Dims"][0][1]
        assert _count(call) == (2 * 16 * channels * 1 * 9 * 56 * 56, None)
    for call in pointwise:
        channels, out = call["args"]["Input Dims"][0][1], call["args"]["Input Dims"][1][0]
        assert _count(call) == (2 * 16 * out * channels * 56 * 56, None)


def test_a_convolution_says_what_its_count_lacks() -> None:
    (call, *_) = _events("conv_block", "aten::cudnn_convolution")
    assert _count(call, concrete=False) == (None, NO_CONCRETE)
    # Stride 2, padding 0, dilation 2 on 15x15 with a 3x3 kernel: (15 - 2 x 2 - 1) // 2 + 1 = 6 per axis.
    dims = json.dumps([[1, 4, 15, 15], [8, 4, 3, 3]])
    strided = json.dumps(["", "", "[0, 0]", "[2, 2]", "[2, 2]", "1"])
    assert flop_count("aten::cudnn_convolution", dims, strided) == (2 * 1 * 8 * 4 * 9 * 6 * 6, None)
    transposed = json.dumps(["", "", "", "[1, 1]", "[0, 0]", "[1, 1]", "True", "[0, 0]", "1"])
    assert flop_count("aten::convolution", dims, transposed)[0] is None
    assert flop_count("aten::relu", dims, None) == (None, None)  # no count, nothing to explain


# Roofline points and fixes on the shipped bundles ---------------------------------------------------


def test_the_lstms_cudnn_rnn_gets_a_roofline_point_and_cudnns_tf32_switch(shipped_run: Path) -> None:
    """Its FLOPs over the nsys time of its kernels: about 5.7 TFLOP/s, 8.6% of the FP32 peak."""
    profile = _profile(shipped_run, "lstm_sequence_encoder")
    kernels = pd.read_parquet(shipped_run / "results" / "lstm_sequence_encoder" / "kernels.parquet")
    rnn = kernels[kernels["operator_name"] == "aten::_cudnn_rnn"]
    calls = int(rnn["operator_index"].nunique())
    (point,) = [p for p in profile["speed_of_light"]["points"] if p["operator_name"] == "aten::_cudnn_rnn"]
    achieved = calls * LSTM_FLOPS_PER_CALL / (rnn["duration_ns"].sum() / 1e9)
    assert point["flops"] == calls * LSTM_FLOPS_PER_CALL and point["pipe"] == "fp32"
    assert point["achieved_flops_per_s"] == pytest.approx(achieved)
    assert point["pct_of_roof"] == pytest.approx(100 * achieved / H200_FP32_PEAK)
    assert 5.0e12 < achieved < 6.5e12 and 7 < point["pct_of_roof"] < 10
    assert profile["speed_of_light"]["uncounted"] == []
    idle = next(s for s in profile["signals"] if s["rule"] == "tensor_pipe_idle_gemm")
    assert idle["operator"] == "aten::_cudnn_rnn"
    assert "torch.backends.cudnn.allow_tf32 = True" in idle["fix"]
    assert "set_float32_matmul_precision('high')" not in idle["fix"]
    opaque = next(s for s in profile["signals"] if s["rule"] == "opaque_library_call")
    assert opaque["fix"].startswith("the kernels are chosen and launched inside cuDNN")
    report = (shipped_run / "results" / "lstm_sequence_encoder" / "report.html").read_text()
    assert "cuDNN TF32 (torch.backends.cudnn.allow_tf32)" in report
    assert "off: the capture overrode PyTorch&#39;s default (on)" in report


def test_conv_blocks_convolutions_get_a_roofline_point(shipped_run: Path) -> None:
    profile = _profile(shipped_run, "conv_block")
    per_forward = sum(CONV_BLOCK.values())
    (point,) = [p for p in profile["speed_of_light"]["points"] if p["operator_name"] == "aten::cudnn_convolution"]
    assert point["flops"] == profile["window"]["iterations"] * per_forward
    idle = next(s for s in profile["signals"] if s["rule"] == "tensor_pipe_idle_gemm")
    assert idle["operator"] == "aten::cudnn_convolution" and "torch.backends.cudnn.allow_tf32" in idle["fix"]


def test_fp32_attentions_register_fix_is_the_sdpa_backend_its_dtype_picks(shipped_run: Path) -> None:
    signals = _profile(shipped_run, "sdpa_attention")["signals"]
    spills = next(
        s for s in signals if s["rule"] == "register_spills" and s["operator"] == "aten::_efficient_attention_forward"
    )
    assert "inside the attention kernel SDPA picked" in spills["fix"] and "FlashAttention" in spills["fix"]
    occupancy = next(s for s in signals if s["rule"] == "low_occupancy")
    # The shipped bundles' ncu pages carry every launch statistic: the limiter is named, stalls are not.
    assert "; the limiter: " in occupancy["evidence"] and "stall reasons not in this capture" in occupancy["evidence"]


# Why warps wait ------------------------------------------------------------------------------------


def test_stall_reasons_are_asked_of_every_chip_that_lists_them_and_null_with_the_reason_elsewhere() -> None:
    stalls = [c for c in catalogue() if c.name.startswith("stall_")]
    assert len(stalls) == 19
    for chip in ("gh100", "ga100", "ad102", "tu102", "gb100", "gb202", "ga10b"):
        listed = chip_metrics(chip)
        assert listed is not None
        expected_absent = {c.name for c in stalls if c.names[0].split(".")[0] not in listed}
        absent = {r.counter: r for r in resolve(set(), chip) if r.status == "absent_on_chip"}
        assert expected_absent <= set(absent) and all(f"--chip {chip}" in absent[n].reason for n in expected_absent)
    # Hopper's warpgroup MMA stall is Hopper's; Blackwell has no immediate-constant miss stall.
    assert "stall_gmma" not in {r.counter for r in resolve(set(), "gh100") if r.status == "absent_on_chip"}
    assert {"stall_gmma", "stall_imc_miss"} <= {r.counter for r in resolve(set(), "gb202") if r.status != "measured"}


def test_latency_and_occupancy_findings_name_the_top_stall_reasons_and_the_limiter() -> None:
    facts = {
        "family": "aten::add",
        "kernel_count": 48,
        "duration_ns": 400_000,
        "share_of_window_time": 0.5,
        "median_kernel_ns": 20_000.0,
        "median_idle_before_ns": 1_000.0,
        "idle_before_ns": 48_000.0,
        "kernel_names": ("vectorized_elementwise_kernel",),
        "c_achieved_occupancy_pct": 12.0,
        "c_issue_active_pct": 8.0,
        "c_warp_latency_per_inst": 60.0,
        "c_registers_per_thread": 64.0,
        "c_occupancy_limit_registers_blocks": 4.0,
        "c_occupancy_limit_shared_mem_blocks": 2.0,
        "c_occupancy_limit_warps_blocks": 8.0,
        "c_occupancy_limit_blocks_blocks": 32.0,
        "c_stall_long_scoreboard": 41.5,
        "c_stall_selected": 50.0,  # issuing, not waiting: never a top reason
        "c_stall_barrier": 9.5,
        "c_stall_wait": 4.0,
    }
    found = {f.rule: f for f in find_signals(pd.DataFrame([facts]))}
    latency, occupancy = found["latency_bound"], found["low_occupancy"]
    assert latency.evidence.endswith("; warps wait most on long_scoreboard 41.5, barrier 9.5 cycles per instruction")
    assert latency.numbers["stall_long_scoreboard"] == 41.5 and "stall_misc" not in latency.numbers
    assert (
        "; blocks per SM allowed: 4 by registers (64/thread), 2 by shared memory, 8 by warps per block, "
        "32 by block slots; the limiter: shared memory;" in occupancy.evidence
    )
    assert occupancy.numbers["occupancy_limit_shared_mem_blocks"] == 2.0


def test_a_live_h100_capture_names_what_each_kernels_warps_wait_on(tmp_path: Path) -> None:
    """sdpa_attention captured live on an H100 with ncu's warp states (benchmarks/device/
    stall_reasons.sh): the add's latency finding and the FP32 attention kernel's occupancy finding
    name the two longest stalls of their one kernel as ncu's CSV prints them ("selected" is issuing,
    not waiting), and the attention kernel's limiter is what ncu's occupancy limits give."""
    done = run_workflow(tmp_path, H100, "results/sdpa_attention/profile.json", extra=("workloads=[sdpa_attention]",))
    assert done.returncode == 0, done.stderr[-3000:]
    profile = _profile(tmp_path, "sdpa_attention")
    raw = pd.read_csv(H100 / "sdpa_attention" / "ncu" / "all.csv.gz", skiprows=[1], thousands=",")
    prefix, suffix = "smsp__average_warps_issue_stalled_", "_per_issue_active.ratio"
    stalls = [c for c in raw.columns if c.startswith(prefix) and c.endswith(suffix) and "_selected_" not in c]

    def top_two(kernel: str) -> str:
        (row,) = [r for _, r in raw.iterrows() if kernel in r["Kernel Name"]]
        ranked = sorted(stalls, key=lambda c: -float(row[c]))[:2]
        waits = ", ".join(f"{c.removeprefix(prefix).removesuffix(suffix)} {float(row[c]):.1f}" for c in ranked)
        return f"; warps wait most on {waits} cycles per instruction"

    found = {(s["operator"], s["rule"]): s for s in profile["signals"]}
    latency = found[("aten::add", "latency_bound")]["evidence"]
    assert latency.endswith(top_two("vectorized_elementwise_kernel"))
    assert latency.endswith("long_scoreboard 188.5, drain 48.4 cycles per instruction")
    occupancy = found[("aten::_efficient_attention_forward", "low_occupancy")]["evidence"]
    assert occupancy.endswith(top_two("fmha_cutlassF_f32"))
    (attention,) = [r for _, r in raw.iterrows() if "fmha_cutlassF_f32" in r["Kernel Name"]]
    limits = {what: int(attention[f"launch__occupancy_limit_{what}"]) for what in ("registers", "shared_mem")}
    assert f"blocks per SM allowed: {limits['registers']} by registers" in occupancy
    assert f"{limits['shared_mem']} by shared memory" in occupancy
    assert profile["capture"]["manifest"]["gpu"]["name"] == "NVIDIA H100 80GB HBM3"


# Capture conditions -------------------------------------------------------------------------------


def test_pytorchs_tf32_defaults_are_what_a_fresh_torch_sets() -> None:
    """capture.json records them beside the capture's settings; the CPU torch here has the same flags."""
    probe = "import torch; print(torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split()
    assert out == [str(PYTORCH_TF32_DEFAULTS["allow_tf32_matmul"]), str(PYTORCH_TF32_DEFAULTS["allow_tf32_cudnn"])]
