"""The bottleneck rules: what they find on the real H200 GPT-2 profile, and where each threshold sits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from opprof.findings.facts import fp32_simt_names
from opprof.findings.gemm import TENSOR_PIPE_IDLE_PCT
from opprof.findings.host import TINY_KERNEL_NS
from opprof.findings.memory_traffic import DRAM_SATURATED_PCT
from opprof.findings.occupancy import LOW_OCCUPANCY_PCT
from opprof.findings.plan import find_signals
from opprof.findings.rules import MATERIAL_SHARE, Finding
from opprof.output.operator_facts import family_facts, kernel_frame, window_span_ns
from opprof.report.page import load_profile


@pytest.fixture(scope="module")
def gpt2_kernels(gpt2_profile: dict[str, Any]) -> pd.DataFrame:
    return kernel_frame(load_profile(Path(gpt2_profile["_workdir"]) / "results" / "gpt2" / "profile.json"))


@pytest.fixture(scope="module")
def gpt2_findings(gpt2_kernels: pd.DataFrame) -> dict[tuple[str, str], Finding]:
    return {(f.operator, f.rule): f for f in find_signals(family_facts(gpt2_kernels))}


def test_addmm_is_flagged_tensor_pipe_idle_with_its_fp32_simt_kernels(
    gpt2_findings: dict[tuple[str, str], Finding],
) -> None:
    finding = gpt2_findings[("aten::addmm", "tensor_pipe_idle_gemm")]
    assert finding.severity == "high"
    assert finding.evidence.startswith("0.003% tensor pipe active over 6.60 ms of aten::addmm kernels (96 kernels)")
    assert "cutlass_80_simt_sgemm_128x64_8x5_nn_align1" in finding.evidence
    assert "_ffma_" in finding.evidence
    assert "12.8% achieved occupancy" in finding.evidence


def test_attention_kernel_spills_registers(gpt2_findings: dict[tuple[str, str], Finding]) -> None:
    finding = gpt2_findings[("aten::_efficient_attention_forward", "register_spills")]
    assert finding.evidence.startswith("6,031,872 local-memory wavefronts")
    assert finding.evidence.endswith("at 168 registers/thread")


def test_small_elementwise_operators_are_launch_bound(gpt2_findings: dict[tuple[str, str], Finding]) -> None:
    launch_bound = sorted(op for op, rule in gpt2_findings if rule == "launch_bound")
    assert launch_bound == ["aten::add", "aten::cat", "aten::mul", "aten::native_layer_norm", "aten::pow", "aten::tanh"]
    assert (
        "96 kernels of median 2.86 µs; the GPU sat idle a median 18.1 µs"
        in gpt2_findings[("aten::mul", "launch_bound")].evidence
    )


def test_gemm_low_occupancy_is_not_flagged_while_it_still_issues(
    gpt2_findings: dict[tuple[str, str], Finding],
) -> None:
    assert ("aten::addmm", "low_occupancy") not in gpt2_findings
    assert ("aten::_efficient_attention_forward", "low_occupancy") in gpt2_findings


def test_operators_under_the_materiality_floor_get_no_counter_signals(
    gpt2_findings: dict[tuple[str, str], Finding],
) -> None:
    assert not [key for key in gpt2_findings if key[0] in ("aten::gather", "aten::arange")]


def test_family_counters_match_the_profiles_operator_summary(
    gpt2_profile: dict[str, Any], gpt2_kernels: pd.DataFrame
) -> None:
    facts = family_facts(gpt2_kernels).set_index("family")
    for summary in gpt2_profile["operator_summary"]:
        row = facts.loc[summary["operator_name"]]
        assert row["duration_ns"] == summary["duration_ns"]
        for name, value in summary["aggregated"].items():
            assert (pd.isna(row[f"c_{name}"]) and value is None) or row[f"c_{name}"] == pytest.approx(value)


def test_idle_gaps_and_kernel_time_fill_the_window_span(gpt2_kernels: pd.DataFrame) -> None:
    # one stream, no overlap: every ns of each iteration's span is either a kernel or a gap
    busy = gpt2_kernels["duration_ns"].sum()
    assert busy + gpt2_kernels["idle_before_ns"].sum() == window_span_ns(gpt2_kernels)
    assert gpt2_kernels.groupby("iteration")["idle_before_ns"].apply(lambda s: s.isna().sum()).tolist() == [1, 1]


def _facts(**overrides: Any) -> pd.DataFrame:
    """One healthy operator: no rule fires until a test changes a value."""
    healthy = {
        "family": "aten::mul",
        "kernel_count": 4,
        "duration_ns": 400_000,
        "share_of_window_time": 0.5,
        "median_kernel_ns": 100_000.0,
        "median_idle_before_ns": 1_000.0,
        "idle_before_ns": 3_000.0,
        "kernel_names": ("vectorized_elementwise_kernel",),
        "c_tensor_pipe_active_pct": 0.0,
        "c_dram_throughput_pct": 40.0,
        "c_dram_bytes_read": 1e9,
        "c_dram_bytes_write": 1e8,
        "c_achieved_occupancy_pct": 60.0,
        "c_issue_active_pct": 60.0,
        "c_sm_throughput_pct": 50.0,
        "c_warp_latency_per_inst": 8.0,
        "c_local_spill_wavefronts": 0.0,
        "c_registers_per_thread": 32.0,
        "c_occupancy_limit_registers_blocks": 8.0,
        "c_l2_hit_rate_pct": 80.0,
    }
    return pd.DataFrame([{**healthy, **overrides}])


def _rules(**overrides: Any) -> list[str]:
    return [f.rule for f in find_signals(_facts(**overrides))]


def test_a_healthy_operator_fires_nothing() -> None:
    assert _rules() == []


def test_tensor_pipe_rule_needs_a_gemm_and_an_idle_pipe() -> None:
    assert _rules(family="aten::mm") == ["tensor_pipe_idle_gemm"]
    assert _rules(kernel_names=("ampere_sgemm_128x64_nn",)) == ["tensor_pipe_idle_gemm"]
    assert _rules(family="aten::mm", c_tensor_pipe_active_pct=TENSOR_PIPE_IDLE_PCT) == []
    assert _rules(family="aten::mm", c_tensor_pipe_active_pct=None) == []


def test_dram_saturation_fires_above_its_threshold_only() -> None:
    assert _rules(c_dram_throughput_pct=DRAM_SATURATED_PCT) == []
    assert _rules(c_dram_throughput_pct=DRAM_SATURATED_PCT + 0.1) == ["dram_saturated"]
    evidence = find_signals(_facts(c_dram_throughput_pct=91.0))[0].evidence
    assert (
        evidence
        == "DRAM at 91.0% of peak over 400.0 µs of aten::mul kernels (4 kernels); 1.0 GB read, 100.0 MB written"
    )


def test_low_occupancy_needs_starved_issue() -> None:
    assert _rules(c_achieved_occupancy_pct=LOW_OCCUPANCY_PCT - 1) == []
    assert _rules(c_achieved_occupancy_pct=LOW_OCCUPANCY_PCT - 1, c_issue_active_pct=40.0) == ["low_occupancy"]


def test_latency_spills_and_l2_rules() -> None:
    assert _rules(c_warp_latency_per_inst=25.0, c_issue_active_pct=20.0) == ["latency_bound"]
    assert _rules(c_local_spill_wavefronts=1.0) == ["register_spills"]
    assert _rules(c_l2_hit_rate_pct=49.0) == ["low_l2_hit_rate"]


def test_counter_rules_skip_immaterial_operators() -> None:
    assert _rules(c_dram_throughput_pct=95.0, share_of_window_time=MATERIAL_SHARE / 2) == []


def test_launch_bound_needs_many_tiny_kernels_waiting_on_the_host() -> None:
    tiny = {"kernel_count": 20, "median_kernel_ns": 3_000.0}
    assert _rules(**tiny, median_idle_before_ns=9_000.0) == ["launch_bound"]
    assert _rules(**tiny, median_idle_before_ns=2_000.0) == []
    assert _rules(**tiny | {"kernel_count": 5}, median_idle_before_ns=9_000.0) == []
    assert _rules(**tiny | {"median_kernel_ns": float(TINY_KERNEL_NS)}, median_idle_before_ns=90_000.0) == []


def test_fp32_simt_names_are_the_tokens_that_say_so() -> None:
    names = [
        "void cutlass::Kernel2<cutlass_80_simt_sgemm_128x64_8x5_nn_align1>(T1::Params)",
        "cutlass_80_tensorop_s1688gemm",
    ]
    assert fp32_simt_names(names) == ["cutlass_80_simt_sgemm_128x64_8x5_nn_align1"]
